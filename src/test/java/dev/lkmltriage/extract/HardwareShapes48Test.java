package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Session 47 (misc48): an {@code lspci -tv} leaf lspci printed as "Device vvvv:dddd" (misc47's TEST 8619). Texts are
 * written for the tests, in the shape of list mail.
 */
class HardwareShapes48Test {
    private final HardwareExtractor noDb = new HardwareExtractor(HwMails.withoutIds());

    private static String render(List<HardwareFact> facts) {
        return facts.stream().map(f -> f.id() + "/" + f.revision() + "/" + f.quoted())
                .collect(Collectors.joining(" "));
    }

    private String hw(String body) {
        return render(noDb.extract(HwMails.mail("Re: [PATCH] net: frob: fix the reset", body)));
    }

    @Test
    void aTreeLeafWrittenAsItsNumbers() {
        assertEquals("1a2b:c3d4/null/false 1a2b:c3d5/21/false", hw("Here is my tree:\n\n"
                + "-+-[0000:7c]---00.0-[7d]--+-00.0  Device 1a2b:c3d4\n"
                + " |                        \\-00.1  Device 1A2B:C3D5 (rev 21)\n"));
        assertEquals("1a2b:c3d4/null/true", hw("> -[0000:00]-+-00.0  Device 1a2b:c3d4\n\nThanks.\n"));
    }

    @Test
    void nearMissesOfATreeLeaf() {
        // not a tree line, a vendor-only "Device c3d4", a longer hex word, a dead device's ffff, a cut id
        assertEquals("", hw("The card shows up as Device c3d4 in the tree.\n"));
        assertEquals("", hw("-[0000:00]-+-00.0  Frobco Device c3d4\n"));
        assertEquals("", hw("-[0000:00]-+-00.0  Device 1a2b:c3d4e5\n"));
        assertEquals("", hw("-[0000:00]-+-00.0  Device ffff:ffff\n"));
        assertEquals("", hw("-[0000:00]-+-00.0  Device 1a2b:c3\n"));
        assertEquals("", hw("-[0000:00]-+-00.0  Device 1a2b-c3d4\n"));
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        String leaves = ("-[0000:00]-+-00.0  Device " + "1a2b:".repeat(5_000) + "\n").repeat(50);
        String deep = (" |" + " ".repeat(5_000) + "\\-00.1  Device 1a2b:c3d4\n").repeat(50);
        assertTimeout(TimeBudget.seconds(10), () -> {
            for (String body : new String[] {leaves, deep, "-00.0  Device", "-00.0  Device 1a2b:", "\\-00.1  Device "}) {
                noDb.extract(HwMails.mail("x", body));
            }
        });
    }
}
