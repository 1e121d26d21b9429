package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Session 53 (speed53): exact cuts held to what they replace. The hardware stage's model-number and nickname readers
 * ({@link MakerNumbers}, {@link NicknameIds}) walked every prose line's words and asked whether it is code, though
 * each reads only four ASCII digits in a row, or an id after " device": a line without them is now passed over
 * ({@link MakerNumbers#fourDigits}, {@link NicknameIds#device}, each a superset of what its reader's number test
 * accepts). {@link DocumentKernels}' prose view of a message shares the message view's char copy. Text written for
 * the test.
 */
class ExactCuts53Test {
    private static final String[] PIECES = {"Marvell", "9215", "921", "92150", "PEX", "pex ", "8796", " ", " ", ".",
        "VMD", " device", " devices", " DEVICE", " dev\u0130ce", " devic", "28C0", "28c0", "x", "\u0663\u0663\u0663\u0663",
        "12", "34", "\n", "_", ";", "=", "+", "> ", "\u00e9", "\uff11\uff12\uff13\uff14"};
    private static final Pattern FOUR = Pattern.compile("[0-9]{4}");

    private static String line(Random r, int pieces) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < pieces; i++) {
            b.append(PIECES[r.nextInt(PIECES.length)]);
        }
        return b.toString();
    }

    /** What NicknameIds.number compares at a word's end: " device" in Character.toLowerCase, five more after it. */
    private static boolean deviceAnywhere(String s, int from, int to) {
        for (int k = from; k + 12 <= to; k++) {
            if (RateUnit.startsWithIgnoreCase(s, k, " device")) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theGatesAnswerAsTheirReadersNumberTests() {
        Random r = new Random(53);
        int digits = 0;
        int device = 0;
        for (int n = 0; n < 100_000; n++) {
            String s = line(r, r.nextInt(12));
            int from = r.nextInt(s.length() + 1);
            int to = from + r.nextInt(s.length() - from + 1);
            boolean four = FOUR.matcher(s).region(from, to).find();
            assertEquals(four, MakerNumbers.fourDigits(s, from, to), s);
            assertEquals(deviceAnywhere(s, from, to), NicknameIds.device(s, from, to), s);
            digits += four ? 1 : 0;
            device += NicknameIds.device(s, from, to) ? 1 : 0;
        }
        assertTrue(digits > 1_000 && digits < 99_000, "both answers drawn: " + digits);
        assertTrue(device > 1_000 && device < 99_000, "both answers drawn: " + device);
        assertTrue(NicknameIds.device("VMD dev\u0130ce 28C0", 0, 20), "as Character.toLowerCase folds it");
        assertFalse(NicknameIds.device("VMD device 28C", 0, 14), "five characters must follow");
        assertFalse(MakerNumbers.fourDigits("Marvell \u0663\u0663\u0663\u0663", 0, 12), "ASCII digits only");
        assertFalse(MakerNumbers.fourDigits("Marvell 9215", 0, 11), "in the range only");
    }

    @Test
    void theReadersStillReadTheirIds() {
        HwMails.assumeIds();
        FactExtractor x = new FactExtractor(HwMails.settings());
        assertTrue(HwMails.hardwareById(x, "Re: [PATCH] vfio: VMD passthrough quirk",
                "VMD device 28C0 assists passthrough with shadow registers.\n").containsKey("8086:28c0"));
        assertTrue(HwMails.hardwareById(x, "Re: SATA", "It is the Marvell 9215 SATA controller on this board.\n")
                .containsKey("1b4b:9215"));
        assertFalse(HwMails.hardwareById(x, "Re: SATA", "It is the Marvell 921 SATA controller on this board.\n")
                .containsKey("1b4b:9215"));
    }

    @Test
    void theDocumentViewSharesTheCharsAndFindsTheSameKernels() {
        String text = "Some prose about v5.10.\n+Tested on Linux 5.4.0 and kernel 4.19 here.\n more text\n";
        VersionsText base = new VersionsText(text, List.of(new Span(0, text.length(), SpanKind.DIFF)));
        List<Span> prose = List.of(new Span(0, text.length(), SpanKind.PROSE));
        VersionsText shared = new VersionsText(base, prose);
        assertSame(base.chars, shared.chars);
        assertEquals(new VersionsText(text, prose).kernelCandidates(), shared.kernelCandidates());
        assertFalse(shared.kernelCandidates().isEmpty());
    }

    @Test
    void hostileLinesEndFast() {
        String noDigits = "Marvell PEX device ".repeat(100_000);
        String digits = "Marvell 9215x VMD devices 28C0_ ".repeat(50_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            for (int k = 0; k < 20; k++) {
                assertFalse(MakerNumbers.fourDigits(noDigits, 0, noDigits.length()));
                assertTrue(NicknameIds.device(noDigits, 0, noDigits.length()));
                assertTrue(MakerNumbers.fourDigits(digits, digits.length() - 40, digits.length()));
            }
        });
    }
}
