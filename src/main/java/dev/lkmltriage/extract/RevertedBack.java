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

    /** Whether {@code head} (lowercase, collapsed: a sentence's first words) opens with such a revert. */
    static boolean opens(String head) {
        return head.contains("revert") && OPENS.matcher(head).find();
    }
}
