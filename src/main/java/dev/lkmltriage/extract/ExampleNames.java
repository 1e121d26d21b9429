package dev.lkmltriage.extract;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A driver named as an example or a comparison in prose ("GPU drivers such as amdgpu or nouveau", "drivers like
 * r8169 rely on ...", "e.g. the nvme driver", "for example nvme or virtio_net", "similar to lpfc"): the message is
 * about what the examples illustrate, not about them (session 30, drivers36; the labels' example convention, as
 * held-out17's 12751 "To give an example, assume we don't trust the PCI nvme driver" names none). The cue stands
 * at most {@link #MAX_WORDS} words before the name on its line, with only words, blanks, commas and slashes between
 * (a list of examples: "such as lpfc, qla2xxx or nvme"); "like" after a verb of seeming or wanting ("it looks like
 * the nvme driver", "I'd like ath11k to") is no cue. Constant work: a bounded walk back from the name.
 */
final class ExampleNames {
    private ExampleNames() {
    }

    /** The cues, lowercase; each a whole word or phrase. */
    private static final List<String> CUES = List.of("such as", "e.g.", "e.g", "eg.", "for example", "for instance",
            "like", "similar to", "unlike", "other than", "compared to", "compared with");
    /** Words before "like" that make it no comparison. */
    private static final List<String> NOT_BEFORE_LIKE = List.of("look", "looks", "looked", "looking", "seem",
            "seems", "seemed", "feel", "feels", "sound", "sounds", "would", "i'd", "we'd", "you'd", "just", "more",
            "something", "anything", "nothing");
    static final int MAX_WORDS = 5;
    private static final int MAX_BACK = 60;
    private static final int TROUBLE_BACK = 120;
    private static final Set<String> TROUBLE = Set.of("regression", "regressions", "regressed",
            "broke", "breaks", "broken", "breakage", "fail", "fails", "failed", "failure", "failures", "crash",
            "crashes", "crashed", "hang", "hangs", "problem", "problems", "issue", "issues", "bug", "bugs", "affected",
            "affects", "oops", "panic", "leak", "leaks");

    /** True when an example cue stands shortly before the name starting at {@code start}; nothing before {@code floor}. */
    static boolean before(CharSequence text, int floor, int start) {
        int limit = Math.max(floor, start - MAX_BACK);
        int i = start;
        int words = 0;
        while (i > limit && words <= MAX_WORDS) {
            // the blanks, commas and slashes before the next word back
            while (i > limit && (text.charAt(i - 1) == ' ' || text.charAt(i - 1) == ',' || text.charAt(i - 1) == '/'
                    || text.charAt(i - 1) == '\t')) {
                i--;
            }
            if (i <= limit) {
                return false;
            }
            for (String cue : CUES) {
                if (CopiedFrom.wordEndsAt(text, limit, i, cue)) {
                    return (!cue.equals("like") || !likeIsVerb(text, limit, i - cue.length()))
                            && !afterTrouble(text, i - cue.length());
                }
            }
            int end = i;
            while (i > limit && wordChar(text.charAt(i - 1))) {
                i--;
            }
            if (i == end) {
                // punctuation that ends a clause ('.', ':', ';', '(' ...) ends the walk
                return false;
            }
            words++;
        }
        return false;
    }

    /**
     * "This change has caused regression on some drivers, such as lpfc": the examples are the drivers the trouble
     * hits, which the message is about (as held-out24's 17973 "for example, pcie-tegra194.c" leaking its MSI page is
     * labelled). A trouble word in the sentence before the cue, read back at most {@link #TROUBLE_BACK} characters
     * and over line breaks, to a full stop.
     */
    private static boolean afterTrouble(CharSequence text, int cueAt) {
        int floor = Math.max(0, cueAt - TROUBLE_BACK);
        int i = cueAt;
        while (i > floor) {
            char c = text.charAt(i - 1);
            if (c == '.' || c == '!' || c == '?') {
                return false;
            }
            if (Character.isLetter(c)) {
                int end = i;
                while (i > floor && Character.isLetter(text.charAt(i - 1))) {
                    i--;
                }
                if (i > floor || i == 0) {
                    String w = text.subSequence(i, end).toString().toLowerCase(Locale.ROOT);
                    if (TROUBLE.contains(w)) {
                        return true;
                    }
                }
                continue;
            }
            i--;
        }
        return false;
    }


    /** The names a list closed by "etc" may hold after the one read, and how far it may run. */
    private static final int ETC_MAX_ITEMS = 12;
    private static final int ETC_MAX_AHEAD = 200;

    /**
     * "several drivers (pciehp, aer, dpc, etc, plus ...)", "whether they be pci-pf-stub, igb, ixgbe, i40e, etc.": a
     * comma list of names closed by "etc" gives examples of a class (conventions 97 and 154's parenthesised list closed
     * by "etc"), unless the sentence before it speaks of trouble the examples meet. The name ending at {@code end} is
     * followed by zero or more ", name" items and then ", etc" (a comma before "etc" is required, so "foo etc" alone
     * is no list). Constant work: a walk forward of at most {@link #ETC_MAX_AHEAD} characters.
     */
    static boolean closedByEtc(CharSequence text, int floor, int start, int end) {
        int limit = Math.min(text.length(), end + ETC_MAX_AHEAD);
        int i = end;
        for (int items = 0; items <= ETC_MAX_ITEMS; items++) {
            int j = i;
            while (j < limit && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
                j++;
            }
            if (j >= limit || text.charAt(j) != ',') {
                return false;
            }
            j++;
            // blanks, a line break and a quote's marks between items ("igb,\n> ixgbe")
            while (j < limit && (text.charAt(j) == ' ' || text.charAt(j) == '\t' || text.charAt(j) == '\n'
                    || text.charAt(j) == '>')) {
                j++;
            }
            int w = j;
            while (w < limit && wordChar(text.charAt(w))) {
                w++;
            }
            if (w == j) {
                return false;
            }
            if (w - j == 3 && text.charAt(j) == 'e' && text.charAt(j + 1) == 't' && text.charAt(j + 2) == 'c') {
                return !afterTrouble(text, Math.max(floor, start));
            }
            i = w;
        }
        return false;
    }

    /** "looks like", "I'd like": the word before "like" (ending at {@code likeAt}, blanks between) is a verb's. */
    private static boolean likeIsVerb(CharSequence text, int floor, int likeAt) {
        int i = likeAt;
        while (i > floor && text.charAt(i - 1) == ' ') {
            i--;
        }
        for (String w : NOT_BEFORE_LIKE) {
            if (CopiedFrom.wordEndsAt(text, floor, i, w)) {
                return true;
            }
        }
        return false;
    }

    private static boolean wordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '\'';
    }
}
