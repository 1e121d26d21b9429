package dev.lkmltriage.extract;

import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A controller's acronym called a driver: "the AL driver" (Amazon's Annapurna Labs host bridge, pcie-al), "the GIC
 * ITS driver", "an ITS driver bug" (the GICv3 ITS, irq-gic-v3-its). Conventions (7) and (25): a platform or device
 * word names its one Linux driver where the text calls it the driver. These acronyms lowercased are ordinary words
 * ("al", "its"), so the word scan, which reads names in the tables' lowercase spelling, must never see them: they are
 * written in capitals as aliases in {@code models/drivers.tsv} ({@link DriverTable#acronyms}, kept apart from the
 * other aliases; session 40 moved them there from a map of this class), and only the acronym as written, in capitals,
 * right before "driver" or "drivers", with at
 * most one kind word between ("the AL PCIe driver", "the ITS MSI driver"), names the driver; "its driver" and "Its
 * driver" name nothing. Not in a list of examples or a copied line (the prose rule's checks). Session 39 (drivers46).
 * Pure: one bounded backward look per "driver" in the range, so linear in it; never throws.
 */
final class CalledDrivers {
    /** Words that may stand between the acronym and "driver", saying what kind of driver it is. */
    private static final Set<String> KINDS = Set.of("PCIe", "PCI", "host", "controller", "MSI", "irqchip");
    /** The longest word read on the way back: longer ones are neither an acronym nor a kind word. */
    private static final int MAX_WORD = 10;
    private static final String DRIVER = "driver";

    private CalledDrivers() {
    }

    /** Adds to {@code out} the module of each acronym called a driver in {@code text[from, to)}. */
    static void scan(String text, int from, int to, DriverTable table, Consumer<String> out) {
        Map<String, String> acronyms = table.acronyms();
        if (acronyms.isEmpty()) {
            return;
        }
        int end = Math.min(to, text.length());
        int at = from;
        while (at < end) {
            int hit = text.indexOf(DRIVER, at);
            if (hit < 0 || hit + DRIVER.length() > end) {
                return;
            }
            at = hit + DRIVER.length();
            if (hit > from && text.charAt(hit - 1) == ' ' && wordEnds(text, at, end)) {
                String module = named(text, from, hit - 1, acronyms);
                DriverTable.Driver d = module == null ? null : table.byName(module);
                if (d != null) {
                    out.accept(d.name());
                }
            }
        }
    }

    /** "driver" or "drivers" ends at {@code i}: no letter or digit follows (an 's' once). */
    private static boolean wordEnds(String text, int i, int end) {
        int j = i < end && text.charAt(i) == 's' ? i + 1 : i;
        return j >= end || !Character.isLetterOrDigit(text.charAt(j));
    }

    /**
     * The module of the acronym ending right before the blank at {@code blank} (past one kind word), or null. The
     * acronym must start a word: after a blank, a quote or a bracket, or at {@code from}.
     */
    private static String named(String text, int from, int blank, Map<String, String> acronyms) {
        int wordEnd = blank;
        for (int words = 0; words < 2; words++) {
            int wordStart = wordEnd;
            while (wordStart > from && wordEnd - wordStart < MAX_WORD
                    && Character.isLetterOrDigit(text.charAt(wordStart - 1))) {
                wordStart--;
            }
            if (wordStart == wordEnd || (wordStart > from && !opens(text.charAt(wordStart - 1)))) {
                return null;
            }
            String word = text.substring(wordStart, wordEnd);
            String module = acronyms.get(word);
            if (module != null) {
                return ExampleNames.before(text, from, wordStart)
                        || CopiedFrom.before(text, Math.max(from, wordStart - 40), wordStart) ? null : module;
            }
            if (words > 0 || !KINDS.contains(word) || wordStart - 1 <= from || text.charAt(wordStart - 1) != ' ') {
                return null;
            }
            wordEnd = wordStart - 1;
        }
        return null;
    }

    /** A character a word may follow: a blank, an opening quote or bracket. */
    private static boolean opens(char c) {
        return c == ' ' || c == '\t' || c == '"' || c == '\'' || c == '(' || c == '[';
    }
}
