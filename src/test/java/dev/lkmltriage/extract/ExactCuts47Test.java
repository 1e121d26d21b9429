package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.text.FoldedSearch;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 46 (speed47): exact cuts held to the code they replace. {@link OwnText#of} goes on writing chars after the
 * first character above U+00FF instead of handing the whole message to the old path; {@link Spam#lowerHead} lowercases
 * only the part of a long robot mail that {@link Spam} reads.
 */
class ExactCuts47Test {
    /** Every char but the surrogates: where the cut maps one on its own, String.toLowerCase maps it alike. */
    @Test
    void everyBmpCharacterTheCutMapsLowercasesAsStringDoes() {
        int mapped = 0;
        for (int code = 0x100; code <= 0xffff; code++) {
            final int c = code;
            char ch = (char) c;
            int lower = OwnText.lowerAboveLatin1(ch);
            if (lower < 0) {
                continue;
            }
            mapped++;
            // alone, between letters, after a Latin-1 run and before one: the neighbours change nothing
            for (String around : new String[] {"", "A", "\u00c9", "\u0416"}) {
                String text = around + ch + around;
                String want = text.toLowerCase(Locale.ROOT);
                assertEquals(want.charAt(want.length() - around.length() - 1), (char) lower,
                        () -> "U+" + Integer.toHexString(c));
                assertEquals(text.length(), want.length(), () -> "U+" + Integer.toHexString(c));
            }
        }
        // all but the surrogates and the two context or length cases
        assertEquals(0x10000 - 0x100 - 0x800 - 2, mapped);
        assertEquals(-1, OwnText.lowerAboveLatin1('\u0130'));
        assertEquals(-1, OwnText.lowerAboveLatin1('\u03a3'));
        assertEquals(-1, OwnText.lowerAboveLatin1('\ud801'));
        assertEquals(-1, OwnText.lowerAboveLatin1('\udc00'));
        assertEquals('k', OwnText.lowerAboveLatin1('\u212a'));
    }

    /** Mail in Cyrillic, Greek, Chinese and Latin-1, with the characters that still take the old path. */
    private static final String[] PIECES = {
        "diff --git a/x b/x", "--- a/drivers/pci/x.c", "+++ b/drivers/pci/x.c", "> quoted \u041f\u0420\u0418",
        "On Mon, Dev wrote:", "Signed-off-by: \u0418\u0432\u0430\u043d <d@x>", "\u041e\u0428\u0418\u0411\u041a\u0410",
        "\u0394\u03bf\u03ba\u0399\u039c\u0397", "\u539f\u59cb\u90ae\u4ef6", "\u8f6f\u4ef6\u90e8", " ", "\t", "", "\r",
        ">", "  > indented", "\u00c9t\u00c9", "\u00df", "\u00ff", "\u00b5", "\u212a", "\u0130", "\u03a3", "\u03a3A",
        "A\u03a3", "\u0131", "\ud801\udc00", "\ud801", "\u1e9e", "\u2160", "\u24b6", "\uff21", "ABC", "0x1F", "_-"};

    @Test
    void randomMailAboveLatin1IsTheOldPathsOwnText() {
        Random r = new Random(47);
        int wide = 0;
        for (int n = 0; n < 30_000; n++) {
            StringBuilder b = new StringBuilder();
            int lines = r.nextInt(12);
            for (int l = 0; l < lines; l++) {
                int parts = 1 + r.nextInt(5);
                for (int p = 0; p < parts; p++) {
                    b.append(PIECES[r.nextInt(PIECES.length)]);
                }
                if (l + 1 < lines || r.nextBoolean()) {
                    b.append('\n');
                }
            }
            Mail m = VersionsMails.mail("s", b.toString());
            OwnText fast = OwnText.of(m);
            assertEquals(OwnText.slow(m), fast, () -> "text: " + b);
            wide += fast.lower().chars().anyMatch(c -> c > 0xff) ? 1 : 0;
        }
        // the char path is exercised, not only the byte path
        assertTrue(wide > 10_000, "texts with own characters above U+00FF: " + wide);
    }

    @Test
    void theFirstWideCharacterAtEveryPlaceOfALine() {
        String line = "Own Text, A Line \u00c9\u00c0";
        for (int at = 0; at <= line.length(); at++) {
            for (String w : new String[] {"\u0416", "\u0130", "\u03a3", "\ud801\udc00", "\u212a"}) {
                String text = "First\n" + line.substring(0, at) + w + line.substring(at) + "\n> Quoted \u0416\nLast";
                Mail m = VersionsMails.mail("s", text);
                assertEquals(OwnText.slow(m), OwnText.of(m), text);
            }
        }
    }

    @Test
    void emptyAndBlankMail() {
        for (String text : new String[] {"", "\n", "\r\n", "\u0416", "\u0416\n", ">\u0416", "\u03a3"}) {
            Mail m = VersionsMails.mail("s", text);
            assertEquals(OwnText.slow(m), OwnText.of(m), text);
        }
    }

    /** What Spam reads of a text lowercased whole: the old argument, cut as {@code Spam.reads} cuts it. */
    private static String oldRead(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        return lower.length() > Spam.SCAN ? lower.substring(0, Spam.SCAN) : lower;
    }

    private static String newRead(String text) {
        String lower = Spam.lowerHead(text);
        return lower.length() > Spam.SCAN ? lower.substring(0, Spam.SCAN) : lower;
    }

    @Test
    void theHeadSpamReadsIsTheWholeTextsHead() {
        Random r = new Random(4747);
        String[] pieces = {"Dear Friend ", "BUILD SUCCESS ", "\u00c9T\u00c9 ", "\u0130", "\u03a3", "\u0416", "\n",
            "\ud801\udc00", "x86_64 ", "LOAN ", "\u212a"};
        for (int n = 0; n < 400; n++) {
            StringBuilder b = new StringBuilder();
            int size = r.nextInt(3) == 0 ? r.nextInt(Spam.SCAN * 2) : Spam.SCAN - 20 + r.nextInt(40);
            // mostly Latin-1, as robots write; sometimes a wide character before, at or after the cut
            boolean wide = r.nextBoolean();
            while (b.length() < size) {
                String p = pieces[r.nextInt(pieces.length)];
                b.append(wide || p.chars().allMatch(c -> c < 0x100) ? p : "Y");
            }
            String text = b.toString();
            assertEquals(oldRead(text), newRead(text));
            assertEquals(Spam.reads("s", oldRead(text)), Spam.reads("s", newRead(text)));
        }
        // a wide character right at the cut and right after it; a text exactly SCAN long and one longer
        String head = "a".repeat(Spam.SCAN - 1);
        for (String tail : new String[] {"\u0130", "\u0130b", "b\u0130", "\u03a3", "A\u03a3 ", "bb", "", "\u0130".repeat(9)}) {
            String text = head + tail;
            assertEquals(oldRead(text), newRead(text), tail);
            assertEquals(oldRead(text.toUpperCase(Locale.ROOT)), newRead(text.toUpperCase(Locale.ROOT)), tail);
        }
        assertEquals("", Spam.lowerHead(""));
        assertThrows(NullPointerException.class, () -> Spam.lowerHead(null));
    }

    @Test
    void aRobotsLongSpamIsStillOtherAndItsReportStillRobot() {
        // a no-reply sender's thread start: spam by its words, a build report by its technical ones; both long
        String spam = "Dear Friend,\nI have a business proposal of a loan of 5 million USD for you.\n"
                + "Kindly reply.\n".repeat(3000);
        String report = "tree/branch: pci/next\nbuild: x86_64 allmodconfig, gcc 10\n"
                + "Error: drivers/pci/foo.c:12: implicit declaration\n".repeat(1000);
        KindClassifier k = new KindClassifier(null);
        assertEquals(MessageKind.OTHER, k.classify(VersionsMails.mail("Business proposal",
                "No-Reply <noreply@example.com>", null, java.util.List.of(), spam)));
        assertEquals(MessageKind.ROBOT, k.classify(VersionsMails.mail("[pci:next] BUILD SUCCESS 1a2b3c",
                "kernel test robot <lkp@intel.com>", null, java.util.List.of(), report)));
        assertFalse(Spam.reads("s", Spam.lowerHead(report)));
    }

    /** Shortlogs as covers write them: conversions, drivers' own parts, a wrapped title, quoted and cut ones. */
    private static final String[] SHORTLOGS = {
        "Ann Dev (3):\n  ab: Use pci_x()\n  bc: Use pci_x()\n  cd: Use pci_x()\n",
        "Ann Dev (2):\n  PCI: dwc: Add a quirk\n  e1000e: Fix the link\n\nBob Dev (1):\n  ixgbe: use pci_get_dsn\n",
        "> Ann Dev (4):\n>   PCI: al: Use pci_ops for config\n>   PCI: dwc: Use pci_ops for config\n"
            + ">   mlxsw: Use pci_ops for config\n>     wrapped rest\n",
        "Ann Dev (9):\n  ab: one\n", "no shortlog here (1): at all", "", "Ann (1):\n\n  x: y\n",
        "Ann Dev (3):\n  Revert \"ab: Use PCI_STD_NUM_BARS\"\n  bc: Use PCI_STD_NUM_BARS\n  cd: Use PCI_STD_NUM_BARS\n"};

    @Test
    void readAndConversionAnswerAsIfEachMadeItsOwnPass() {
        for (String a : SHORTLOGS) {
            for (String b : SHORTLOGS) {
                // fresh copies: the same text asked twice, then another text, then the first again
                String first = new String(a.toCharArray());
                Set<String> read = ShortlogTags.read(first);
                boolean conv = ShortlogTags.conversion(first);
                assertEquals(read, ShortlogTags.read(new String(a.toCharArray())));
                assertEquals(conv, ShortlogTags.conversion(new String(a.toCharArray())));
                String other = new String(b.toCharArray());
                boolean otherConv = ShortlogTags.conversion(other);
                assertEquals(ShortlogTags.read(new String(b.toCharArray())), ShortlogTags.read(other));
                assertEquals(otherConv, ShortlogTags.conversion(new String(b.toCharArray())));
                assertEquals(read, ShortlogTags.read(first));
                assertEquals(conv, ShortlogTags.conversion(first));
            }
        }
        assertTrue(ShortlogTags.conversion(SHORTLOGS[0]));
        // "ixgbe: use pci_get_dsn" carries a helper: a converting title tags nothing for read
        assertEquals(Set.of("e1000e", "pci", "dwc"), Set.copyOf(ShortlogTags.read(SHORTLOGS[1])));
    }

    @Test
    void aReadSetChangedByItsCallerLeavesTheNextReadAlone() {
        String text = SHORTLOGS[1];
        Set<String> tags = ShortlogTags.read(text);
        Set<String> want = Set.copyOf(tags);
        tags.clear();
        tags.add("garbage");
        assertEquals(want, Set.copyOf(ShortlogTags.read(text)));
        assertThrows(UnsupportedOperationException.class, () -> ShortlogTags.plainPass(text).tags().add("x"));
        assertThrows(NullPointerException.class, () -> ShortlogTags.read(null));
    }

    /** The answer as the callers gave it before: one folded search per needle. */
    private static boolean oldAny(String text, String[] needles, int from, int to) {
        for (String w : needles) {
            if (FoldedSearch.indexOf(text, w, from, to) >= 0) {
                return true;
            }
        }
        return false;
    }

    @Test
    void foldedWordsAnswerAsOneSearchPerNeedle() {
        String[][] lists = {
            {"fail", "error", "err ", "warn", "timeout", "timed out", "time out", "unable", "can't", "cannot",
                "could not", "couldn't", "not responding", "no response", "invalid", "bug:", "oops", "corrupt",
                "abort", "refused", " hang", " hung", "stuck", "spurious", "unexpected", "not ready", "denied",
                "broken", "call trace", "unhandled", " fault"},
            {"controller", "device", "interface", "bridge"},
            // a first character without the 0x20 bit, one above 127, a needle within another, a one-letter needle
            {"@x", "\u00e9t\u00e9", "dev", "device", "q"},
            {"`x", "@"}};
        String[] pieces = {"FAIL", "fail", "Err ", "err", "ERR ", "Timed Out", "timed", " out", "can't", "CAN`T",
            "Bridge", "BRIDG", "Device", "devic", "Interface", "CONTROLLER", "@X", "`X", "\u00c9T\u00c9", "\u00e9t\u00e9", " ",
            "\n", "Q", "xyz", "0000:00:1c.0", "\u0416", " hang", "HUNG", " Fault"};
        Random r = new Random(3147);
        int yes = 0;
        for (String[] list : lists) {
            FoldedSearch.Words words = new FoldedSearch.Words(list);
            for (int n = 0; n < 40_000; n++) {
                StringBuilder b = new StringBuilder();
                int parts = r.nextInt(8);
                for (int p = 0; p < parts; p++) {
                    b.append(pieces[r.nextInt(pieces.length)]);
                }
                String text = b.toString();
                int from = r.nextInt(text.length() + 3) - 1;
                int to = r.nextInt(text.length() + 3) - 1;
                if (r.nextInt(4) == 0) {
                    from = 0;
                    to = text.length();
                }
                boolean want = oldAny(text, list, from, to);
                assertEquals(want, words.anyIn(text, from, to), text + " [" + from + ", " + to + ")");
                yes += want ? 1 : 0;
            }
        }
        assertTrue(yes > 20_000 && yes < 140_000, "ranges holding a needle: " + yes);
        assertFalse(new FoldedSearch.Words("@x").anyIn("@x @X `x", 0, 8));
        assertTrue(new FoldedSearch.Words("@x", "`x").anyIn("@x", 0, 2));
        assertThrows(StringIndexOutOfBoundsException.class, () -> new FoldedSearch.Words("a", ""));
        assertThrows(NullPointerException.class, () -> new FoldedSearch.Words("a").anyIn(null, 0, 1));
        assertFalse(new FoldedSearch.Words("a").anyIn("", 0, 0));
        assertFalse(new FoldedSearch.Words().anyIn("anything", 0, 8));
    }

    @Test
    void theLogAndClassLabelReadersKeepTheirAnswers() {
        assertTrue(LogBystanders.failing("ath10k_pci 0000:02:00.0: Failed to wake target", 0, 46));
        assertFalse(LogBystanders.failing("ath10k_pci 0000:02:00.0: enabling device (0000 -> 0002)", 0, 56));
        assertTrue(LogBystanders.failing("xhci_hcd: HC died; cleaning up, ERR 5", 0, 38));
        assertFalse(LogBystanders.failing("Failed", 1, 6));
        assertTrue(HardwareScan.mayHaveClassLabel("00:1c.0 PCI bridge: Intel Corporation", 0, 37));
        assertTrue(HardwareScan.mayHaveClassLabel("02:00.0 Network controller: Qualcomm", 0, 36));
        assertFalse(HardwareScan.mayHaveClassLabel("02:00.0 Network: Qualcomm Atheros", 0, 33));
        assertFalse(HardwareScan.mayHaveClassLabel("PCI bridge Intel Corporation", 0, 28));
    }
}
