package dev.lkmltriage.extract;

import java.util.Set;

/**
 * Session 50 (quoted53): "X ("...") prevents some recent laptops from booting": a commit that keeps machines or
 * devices from doing what they did is blamed, as "X breaks booting" is, own or quoted. "Prevents" also names cures
 * ("prevents a deadlock", "prevents the driver from crashing"), so only "prevents/prevented &lt;whom&gt; from
 * &lt;a function&gt;" counts: the gerund after "from" must be ordinary work (booting, working, probing, resuming ...),
 * within a few words of the verb and in the same sentence; a failure gerund ("from crashing"), a build ("from
 * building"), an object past {@link #MAX_WORDS} words or a full stop before "from" is no blame.
 *
 * <p>The reader looks at most {@link #REACH} characters past the verb: constant work per cue.
 */
final class BlockedFunctions {
    /** Characters read after the verb. */
    static final int REACH = 90;
    /** Words allowed between the verb and "from" ("some recent LG and HP laptops"). */
    static final int MAX_WORDS = 8;

    /** Stems of the ordinary work a change can take away. */
    private static final Set<String> FUNCTIONS = Set.of("boot", "work", "prob", "load", "resum", "suspend",
            "enumerat", "detect", "bind", "function", "start", "wak", "link", "enter", "register", "reach",
            "power", "respond", "operat", "initializ", "initialis", "show", "appear");

    private BlockedFunctions() {
    }

    /**
     * Whether the text right after the verb at {@code verbEnd} of {@code s} reads "&lt;object&gt; from
     * [being] &lt;function&gt;ing".
     */
    static boolean blocks(String s, int verbEnd) {
        if (verbEnd < 0 || verbEnd > s.length()) {
            return false;
        }
        String w = s.substring(verbEnd, Math.min(s.length(), verbEnd + REACH));
        int from = w.indexOf(" from ");
        if (from < 0) {
            return false;
        }
        String object = w.substring(0, from);
        if (object.isBlank() || object.indexOf('.') >= 0 || object.indexOf(';') >= 0
                || object.strip().split("\\s+").length > MAX_WORDS) {
            return false; // "prevented from building": no object; a sentence or clause ends first; too far
        }
        String rest = w.substring(from + 6).stripLeading();
        boolean being = false;
        for (String skip : new String[] {"properly ", "correctly ", "ever ", "even ", "being "}) {
            if (rest.startsWith(skip)) {
                rest = rest.substring(skip.length());
                being |= skip.equals("being ");
            }
        }
        int end = 0;
        while (end < rest.length() && Character.isLetter(rest.charAt(end))) {
            end++;
        }
        String word = rest.substring(0, end).toLowerCase(java.util.Locale.ROOT);
        if (word.length() >= 5 && word.endsWith("ing")) {
            word = word.substring(0, word.length() - 3); // "from booting"
        } else if (being && word.length() >= 5 && word.endsWith("ed")) {
            word = word.substring(0, word.length() - 2); // "from being detected"
        } else {
            return false;
        }
        for (String f : FUNCTIONS) {
            if (word.startsWith(f)) {
                return true;
            }
        }
        return false;
    }
}
