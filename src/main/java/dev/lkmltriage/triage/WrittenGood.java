package dev.lkmltriage.triage;

import java.util.regex.Pattern;

/**
 * How a report's good kernel is written when the words are plain but the mail is not (session 48), read by
 * {@link ProseGood} beside its phrases:
 * <ul>
 * <li>A terse verdict right after its version, as a clause of its own: "6.4 ok.", "2.6.25.20 never did.", "5.10 is
 * fine", "4.9 works)". The mirror of "not on 4.14" ({@link ProseGood#notOn}): the words follow the version and end
 * their clause, so "6.4 ok, 6.5 not" names 6.4 good and "6.4 ok with the old firmware" nothing.</li>
 * <li>"rock solid", "was stable", "has been reliable": how people say a kernel never gave trouble.</li>
 * </ul>
 * Session 48 tried and left out reading a clause with its line breaks joined ("it held\nthe connection all day"), judged
 * by a wrong pair on the then held-out part 14; session 49 read part 14 as development and found that pair made by
 * title words repeating the device's names ({@link KeyTitleWords}), so {@link ProseGood} now joins wrapped lines.
 * A clause also starts after a colon and a blank ("It's not the router or the cable: with linux-lts (4.9.30) the
 * console stays up for hours"): what stands before such a colon is a claim of its own, whose "not" does not turn the
 * claim after it.
 */
final class WrittenGood {
    private WrittenGood() {
    }

    /** Saying a kernel gave no trouble in one word or two: "rock solid", "was stable", "has been reliable". */
    static final Pattern SOLID = Pattern.compile("(?i)\\b(?:rock[ -]solid"
            + "|(?:was|is|were|are|has been|had been|have been) (?:perfectly |completely |totally |always )?"
            + "(?:solid|stable|reliable))\\b");

    /**
     * A terse verdict ending its clause right after a version: optional "is"/"was"/"seems", then "ok", "okay",
     * "fine", "good", "works", "worked", "never did" (with "it"/"this"/"that"), "unaffected", then a sentence's end,
     * a comma, a semicolon, a closing bracket, a line end or the text's end.
     */
    private static final Pattern AFTER = Pattern.compile("(?i)^[ \\t]*(?::[ \\t]*|[ \\t]+)?"
            + "(?:(?:is|was|seems|seemed|looks|looked|runs|ran|is still|was still) )?"
            + "(?:ok|okay|fine|good|unaffected|works|worked|never did(?: it| this| that)?|never does(?: it| this| that)?)"
            + "[ \\t]*(?:[.,;!?)]|\\n|$)");

    /** Characters read after a version for {@link #AFTER}. */
    private static final int AFTER_REACH = 40;

    /** Whether the version ending at {@code end} is followed, as a clause of its own, by a terse good verdict. */
    static boolean terseAfter(String text, int end) {
        if (text == null || end < 0 || end > text.length()) {
            return false;
        }
        String after = text.substring(end, Math.min(text.length(), end + AFTER_REACH));
        return AFTER.matcher(after).find();
    }
}
