package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 28 (perf29): {@link FailingAliases#scan(String, char[], int, int, Set)} reads the message's character array
 * through tables and steps over words that cannot count without hashing them; it is held here to the session's
 * starting walk ({@link #oldScan}, a copy of it) on random and hostile text, whole texts and line ranges.
 */
class FailingAliasesWalkTest {
    private static final DriverTable TABLE = DriverTable.load(HwMails.withoutIds());
    private static final FailingAliases NEW = new FailingAliases(TABLE);

    /** Aliases, failures and their near misses, with hostile pieces among them. */
    private static final String[] PIECES = {"xhci", "XHCI", "xHCI", "vmd", "mlx5", "mlx5e", "imx6", "tegra",
        "hyperv", "hv", "aardvark", "qcom", "fails", "failed", "Fails", "FAILS", "stops", "lost", "hangs", "dies",
        "crashes", "oopses", "is", "was", "broken", "doesn't", "didn't", "does", "did", "not", "handle", "work",
        "probe", "resume", "need", "support", "still", "just", "also", "sometimes", "driver", "interrupts", "irq",
        "device", "port", "module", "if", "If", "unless", "whether", "WHETHER", "the", "and", "a", "(", ")", ".",
        ",", "/", "-", "_", "'", "\t", "  ", "\n", "9", "0x1f", "e.g.", "foo/", "hcd.", "my-", "\u00e9", "\u212a",
        "\u0130", "\u2019", "x86", "r8169", "ath10k"};

    private static String random(Random r) {
        StringBuilder b = new StringBuilder();
        int n = r.nextInt(30);
        for (int i = 0; i < n; i++) {
            int pick = r.nextInt(25);
            if (pick == 0) {
                b.append((char) r.nextInt(0x3000));
            } else if (pick == 1) {
                b.append((char) ('a' + r.nextInt(26)));
            } else {
                b.append(PIECES[r.nextInt(PIECES.length)]);
            }
            int sep = r.nextInt(6);
            b.append(sep == 0 ? "" : sep == 1 ? "(" : sep == 2 ? "\t" : " ");
        }
        return b.toString();
    }

    @Test
    void theArrayWalkIsTheOldWalk() {
        Random r = new Random(29);
        int named = 0;
        for (int i = 0; i < 30_000; i++) {
            String s = random(r);
            int from = s.isEmpty() ? 0 : r.nextInt(s.length());
            int to = from + (s.length() == from ? 0 : r.nextInt(s.length() - from + 1));
            if (r.nextBoolean()) {
                from = 0;
                to = s.length();
            }
            Set<String> old = new LinkedHashSet<>();
            oldScan(s, from, to, old);
            Set<String> fromArray = new LinkedHashSet<>();
            NEW.scan(s, s.toCharArray(), from, to, fromArray);
            Set<String> fromString = new LinkedHashSet<>();
            NEW.scan(s, from, to, fromString);
            assertEquals(old, fromArray, s + " [" + from + ", " + to + ")");
            assertEquals(old, fromString, s);
            named += old.isEmpty() ? 0 : 1;
        }
        assertTrue(named > 500, "aliases said to fail were drawn: " + named);
    }

    @Test
    void writtenLinesAndNearMisses() {
        assertEquals(Set.of("xhci_hcd"), scanned("after resume xhci fails on this laptop"));
        assertEquals(Set.of("xhci_hcd"), scanned("(xhci interrupts still lost)"));
        assertEquals(Set.of("xhci_hcd"), scanned("the xhci doesn't handle swiotlb"));
        // capitalised, after a hypothetical, inside a path, a field or a longer name: nothing
        assertEquals(Set.of(), scanned("XHCI fails on resume"));
        assertEquals(Set.of(), scanned("if xhci fails we retry; WHETHER xhci fails"));
        assertEquals(Set.of(), scanned("foo/xhci fails; hcd.xhci fails; my-xhci fails; 9xhci fails"));
        assertEquals(Set.of(), scanned("xhci.quirks fails"));
        // a word the new walk steps over unhashed still counts as the previous word
        assertEquals(Set.of(), scanned("If xhci fails"));
        assertEquals(Set.of("xhci_hcd"), scanned("Ifs xhci fails"));
    }

    @Test
    void hostileLinesEndQuickly() {
        String s = "xhci interrupts still ".repeat(100_000) + "x".repeat(500_000) + " (".repeat(100_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            Set<String> old = new LinkedHashSet<>();
            oldScan(s, 0, s.length(), old);
            assertEquals(old, scanned(s));
        });
    }

    private static Set<String> scanned(String s) {
        Set<String> out = new LinkedHashSet<>();
        NEW.scan(s, s.toCharArray(), 0, s.length(), out);
        return out;
    }

    // ---- the session's starting walk, kept as it was ----

    private static final Map<String, String> ALIASES = TABLE.handAliases();
    private static final long[] BITS = new long[64];
    private static final Set<String> HYPOTHETICAL = Set.of("if", "unless", "whether");

    static {
        for (String a : ALIASES.keySet()) {
            int h = a.hashCode() & 4095;
            BITS[h >>> 6] |= 1L << h;
        }
    }

    private static void oldScan(String text, int from, int to, Set<String> out) {
        int i = from;
        int prevStart = -1;
        int prevEnd = -1;
        while (i < to) {
            char ch = text.charAt(i);
            if (!letter(ch)) {
                i++;
                continue;
            }
            int start = i;
            int hash = 0;
            for (char x; i < to && wordChar(x = text.charAt(i)); i++) {
                hash = 31 * hash + x;
            }
            int end = i;
            char before = start > from ? text.charAt(start - 1) : ' ';
            boolean plain = start == from || before == ' ' || before == '\t' || before == '(';
            int h = hash & 4095;
            if (plain && ch >= 'a' && ch <= 'z' && end - start >= 3 && end - start <= 20
                    && (BITS[h >>> 6] & (1L << h)) != 0 && !(end < to && text.charAt(end) == '.' && end + 1 < to
                    && wordChar(text.charAt(end + 1)))
                    && !(prevStart >= 0 && HYPOTHETICAL.contains(
                    text.substring(prevStart, prevEnd).toLowerCase(java.util.Locale.ROOT)))) {
                String driver = ALIASES.get(text.substring(start, end));
                if (driver != null && FailingAliases.fails(text, end, to)) {
                    out.add(driver);
                }
            }
            prevStart = start;
            prevEnd = end;
        }
    }

    private static boolean letter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean wordChar(char c) {
        return letter(c) || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }
}
