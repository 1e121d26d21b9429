package dev.lkmltriage.extract;

/**
 * git's "[id] subject" spelling of a commit (as bisect prints it) written where prose names a commit: "my bisect
 * between 5.8.3 and 5.8.4 pointed to the commit\n[0123abcd4567...] PCI: foo: Rework the bar ...". The cue right before
 * the bracket, most often ending the line above, is the id's lead-in as if the id stood after it unbracketed; the
 * roles then read the sentence as they would "pointed to the commit 0123abcd4567". Not: an id the bracket does not
 * close right after it ("[0123abcd4567 and ...]"), a bracket after other words ("see the log [0123...]").
 */
final class BracketedIds {
    /** Cues a bracketed id may follow, longest spelling first, and the lead-in each stands for. */
    private static final String[][] CUES = {
        {"bisected it down to", "bisected down to"}, {"bisected this down to", "bisected down to"},
        {"bisected down to", "bisected down to"}, {"bisected this to", "bisected this to"},
        {"bisected it to", "bisected it to"}, {"bisected to", "bisected to"}, {"bisects to", "bisects to"},
        {"pointed to", "pointed to"}, {"points to", "points to"}, {"introduced by", "introduced by"},
        {"caused by", "caused by"}, {"broken by", "broken by"}, {"regressed by", "regressed by"},
        {"fixed by", "fixed by"}, {"commit", "commit"}};

    private BracketedIds() {
    }

    /**
     * The lead-in of the id ending at {@code end} in {@code text}, given {@code before}: the lowercase text before the
     * id back to at most one line break, ending with "[" (quote marks and blanks after it stripped). Null unless "]"
     * closes the id and a cue of {@link #CUES} (a colon after it allowed) ends what is before the bracket.
     */
    static String cueAbove(String before, String text, int end) {
        if (end >= text.length() || text.charAt(end) != ']' || !before.endsWith("[")) {
            return null;
        }
        String head = CommitCandidates.stripTail(before.substring(0, before.length() - 1));
        if (head.endsWith(":")) {
            head = CommitCandidates.stripTail(head.substring(0, head.length() - 1));
        }
        for (String[] cue : CUES) {
            if (CommitCandidates.endsWithPhrase(head, cue[0])) {
                return cue[1];
            }
        }
        return null;
    }
}
