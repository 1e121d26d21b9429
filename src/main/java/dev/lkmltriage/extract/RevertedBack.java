package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * Session 41 (roles44): the opening of a sentence that reverts the commit named just before it by a pointer back:
 * "Reverting this commit results in functioning PCIe.", "Confirmed, reverting that commit restores ...", "If I
 * revert this commit, ...", "With this commit reverted, ...". Only "this/that commit": in a reply "this patch" is the
 * patch under review, not the commit its text names. Whether the revert cures is read by {@link CommitRoles}.
 */
final class RevertedBack {
    private static final Pattern OPENS = Pattern.compile("^(?:(?:confirmed|indeed|and|yes|ok|okay)[,.]?\\s+)?"
            + "(?:(?:and\\s+)?(?:indeed\\s+)?reverting\\s+(?:this|that)\\s+commit\\b"
            + "|if\\s+i\\s+revert\\s+(?:this|that)\\s+commit\\b"
            + "|with\\s+(?:this|that)\\s+commit\\s+reverted\\b)");

    private RevertedBack() {
    }

    /**
     * The revert's own clause of {@code sentence} (lowercase, collapsed): from the revert word to the first comma,
     * semicolon or dash after it, where what the revert does is said ("reverting this commit results in functioning
     * PCIe"); "reverting this commit is out of the question, it fixes other boards" says nothing of it past the comma.
     * "With this commit reverted, the board boots" keeps the clause after its one comma.
     */
    static String clause(String sentence) {
        int r = sentence.indexOf("revert");
        if (r < 0) {
            return "";
        }
        int from = r;
        if (sentence.startsWith("reverted", r)) {
            // "with this commit reverted, X": the effect follows the comma
            int comma = sentence.indexOf(',', r);
            from = comma < 0 ? r : comma + 1;
        }
        int end = sentence.length();
        for (char stop : new char[] {',', ';', '\u2014'}) {
            int k = sentence.indexOf(stop, from);
            end = k >= 0 ? Math.min(end, k) : end;
        }
        int dash = sentence.indexOf(" - ", from);
        end = dash >= 0 ? Math.min(end, dash) : end;
        return sentence.substring(r, Math.max(r, end));
    }

    /** Whether {@code head} (lowercase, collapsed: a sentence's first words) opens with such a revert. */
    static boolean opens(String head) {
        return head.contains("revert") && OPENS.matcher(head).find();
    }
}
