package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Verdicts from a move between two kernels in one sentence, the way reporters open a regression report:
 * "after updating my laptop from 6.3.9 to 6.4.1 downloads got slower" (the upgrade: older good, newer bad; when the
 * sentence says the move cured a problem, the newer one is good and, if the problem is "gone", the older one bad), and "throughput dropped from about
 * 940 Mbit/s with 2.6.33.5 to about 540 Mbit/s with 2.6.34" (a figure per kernel under a word of decline).
 * Only pairs in kernel order count, so "backported from 5.10 to 5.4" says nothing. Sets only verdicts still
 * {@link KernelVerdicts#NONE}; never throws on any text.
 */
final class KernelTransitions {
    // compiled once: String.split, matches and replaceAll compile their regex on every call
    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}'-]+");
    /** How far apart the two versions may be, and how far a sentence is read around them. */
    private static final int GAP = 90;
    private static final int REACH = 200;

    private static final String[] MOVE_STEMS = {"updat", "upgrad", "mov", "going", "went", "go", "switch", "bump",
        "jump", "pushed", "changed"};
    private static final Set<String> DECLINE = Set.of("dropped", "drops", "drop", "down", "fell", "falls",
            "collapsed", "decreased", "degraded", "regressed", "slowed", "reduced", "halved");
    private static final Set<String> GONE = Set.of("fixed", "fixes", "gone", "resolved", "solved", "cured",
            "disappeared");
    private static final Set<String> CURED = Set.of("back", "normal", "again", "works", "fine", "ok", "okay");
    private static final Set<String> AT = Set.of("with", "on", "in", "under");

    private KernelTransitions() {
    }

    static void judge(VersionsText t, List<Candidate> cs, int k, int[] out) {
        Candidate a = cs.get(k);
        Candidate b = cs.get(k + 1);
        if (b.start() - a.end() > GAP || a.version().compareTo(b.version()) >= 0) {
            return;
        }
        String gap = t.text.substring(a.end(), b.start()).toLowerCase(Locale.ROOT);
        if (sentenceBreak(gap)) {
            return;
        }
        String[] gapWords = words(gap);
        String[] pre = t.wordsBefore(a.start(), 8);
        if (pre[0] == null) {
            return;
        }
        if (pre[0].equals("from") && gapWords.length > 0 && gapWords[0].equals("to") && gapWords.length <= 3
                && moved(pre)) {
            String tail = sentenceAfter(t, b.end());
            String[] tailWords = words(tail);
            if (anyOf(tailWords, GONE)) {
                // "after updating from 6.2.7 to 6.2.8 the hang is gone": the older one had it.
                set(out, k, KernelVerdicts.BAD);
                set(out, k + 1, KernelVerdicts.GOOD);
            } else if (anyOf(tailWords, CURED)) {
                set(out, k + 1, KernelVerdicts.GOOD);
            } else {
                set(out, k, KernelVerdicts.GOOD);
                set(out, k + 1, KernelVerdicts.BAD);
            }
            return;
        }
        // "from N unit with A to M unit with B": a figure for each kernel, under a word of decline.
        // "24 Mbit/s with 3.12.7 down to 3-5 Mbit/s with 3.13.0" has its decline word in the gap instead.
        boolean declined = gapWords.length >= 3 && (gapWords[0].equals("to") && declineBefore(pre)
                || DECLINE.contains(gapWords[0]) && gapWords[1].equals("to"));
        if (AT.contains(pre[0]) && declined && hasDigit(gap) && AT.contains(gapWords[gapWords.length - 1])) {
            set(out, k, KernelVerdicts.GOOD);
            set(out, k + 1, KernelVerdicts.BAD);
        }
    }

    private static void set(int[] out, int k, int verdict) {
        if (out[k] == KernelVerdicts.NONE) {
            out[k] = verdict;
        }
    }

    private static boolean moved(String[] pre) {
        for (int j = 1; j < pre.length && pre[j] != null; j++) {
            for (String stem : MOVE_STEMS) {
                if (pre[j].startsWith(stem)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A decline word before "from N unit with A": "dropped from about 940 Mbit/s with 2.6.33.5". */
    private static boolean declineBefore(String[] pre) {
        int from = -1;
        for (int j = 1; j < pre.length && pre[j] != null; j++) {
            if (pre[j].equals("from")) {
                from = j;
                break;
            }
        }
        if (from < 0) {
            return false;
        }
        return from + 1 < pre.length && pre[from + 1] != null && DECLINE.contains(pre[from + 1]);
    }

    private static boolean sentenceBreak(String gap) {
        return gap.contains(". ") || gap.contains(".\n") || gap.contains("\n\n") || gap.contains(";")
                || gap.contains("\n>\n");
    }

    private static String sentenceAfter(VersionsText t, int from) {
        int end = Math.min(t.text.length(), from + REACH);
        String s = t.text.substring(from, end).toLowerCase(Locale.ROOT);
        int stop = s.length();
        for (String br : new String[] {". ", ".\n", "\n\n", ";"}) {
            int i = s.indexOf(br);
            if (i >= 0 && i < stop) {
                stop = i;
            }
        }
        return s.substring(0, stop);
    }

    private static boolean hasDigit(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isDigit(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyOf(String[] words, Set<String> set) {
        for (String w : words) {
            if (set.contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static String[] words(String s) {
        String trimmed = s.replace('>', ' ').strip();
        return trimmed.isEmpty() ? new String[0] : NON_WORD.split(trimmed);
    }
}
