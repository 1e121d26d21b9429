package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdicts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 39 (verdict42): section numbers listed after one a marker word names are sections, not kernels
 * ({@link SectionLists}). Every fixture is invented here in the style of a spec discussion on the list.
 */
class SectionListsTest {
    private static final String SUBJECT = "Re: frob: unsupported request handling on the root port";

    private static List<String> kernels(String body) {
        return verdicts(facts(SUBJECT, body));
    }

    @Test
    void aListedPairAfterASectionMarker() {
        assertEquals(List.of(), kernels("Sec 6.2.5 and 6.2.6 describe the bits that control how the UR is"
                + " reported.\n"));
        assertEquals(List.of(), kernels("See sections 7.8.4, 7.8.5 and 7.8.6 of the base spec.\n"));
        assertEquals(List.of(), kernels("Section 4.3.1 or 4.3.2 would be the place to look.\n"));
        assertEquals(List.of(), kernels("Read sec 6.2.5 - 6.2.7 before changing the mask.\n"));
    }

    @Test
    void kernelsAfterASectionStayKernels() {
        assertEquals(List.of("5.8.3=bad"), kernels("Sec 6.2.5 says the UR must be masked, and v5.8.3 fails to"
                + " do so.\n"));
        assertEquals(List.of("5.8.3=bad"), kernels("Per sec 6.2.5 and linux-5.8.3 the root port hangs.\n"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                "sec 6.2.5" + " and 6.2.6, 7.1.1 & 7.1.2 or 7.1.3".repeat(60_000) + "\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                "sec 6.2.5 and " + "1.".repeat(500_000) + "1\n"));
    }
}
