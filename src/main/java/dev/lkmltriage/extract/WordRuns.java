package dev.lkmltriage.extract;

/** The runs of letters and digits of a text, in order: the word walk {@link FamilyNames} and {@link MakerNumbers} share. */
final class WordRuns {
    private WordRuns() {
    }

    interface Run {
        void at(int start, int end);
    }

    /** Each maximal run of letters and digits in {@code s[from, to)}. */
    static void each(CharSequence s, int from, int to, Run run) {
        int i = from;
        while (i < to) {
            while (i < to && !Character.isLetterOrDigit(s.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < to && Character.isLetterOrDigit(s.charAt(i))) {
                i++;
            }
            if (i > start) {
                run.at(start, i);
            }
        }
    }
}
