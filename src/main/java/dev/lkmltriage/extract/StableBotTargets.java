package dev.lkmltriage.extract;

/**
 * Session 35 (roles38): the stable tree's bot answers a patch with "This commit has been processed because it contains
 * a "Fixes:" tag, fixing commit: X ("...")". X is the patch's {@code Fixes:} target told back, so a culprit as the
 * tag itself is (the label conventions: "a {@code Fixes:} target is a culprit"), own in the bot's mail and quoted in
 * the replies to it. Only with the bot's own sentence right before: a bare "fixing commit: X" in prose decides nothing
 * here.
 */
final class StableBotTargets {
    private static final String CUE = "fixing commit:";
    private static final String TAG = "contains a \"fixes:\" tag";

    private StableBotTargets() {
    }

    /**
     * Whether {@code before}, the lowercase text before an id with quote marks and line breaks collapsed (at least
     * 120 characters of it), ends with the bot's "contains a "Fixes:" tag, fixing commit:".
     */
    static boolean fixingCommit(String before) {
        if (!before.endsWith(CUE)) {
            return false;
        }
        String lead = before.substring(0, before.length() - CUE.length()).strip();
        if (lead.endsWith(",")) {
            lead = lead.substring(0, lead.length() - 1);
        }
        return lead.endsWith(TAG);
    }
}
