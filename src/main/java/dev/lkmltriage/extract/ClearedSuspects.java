package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 30 (roles31): a suspect the writer clears right after it was named. "I am almost sure that the culprit is
 * X (...)." answered by "The problem seems to pre-date this commit.", or a {@code Fixes:} tag answered by "Are you
 * sure about this Fixes tag? This commit seems unrelated.": the commit was named as a cause and then ruled out, so it
 * is a reference, and no regression has it for its culprit (the label convention since held-out7's 7328: a suspect
 * ruled out is a reference).
 *
 * <p>Read on the two sentences after the one naming the commit, up to the next commit named (what
 * {@code CommitRoles.following} gives, lowercase and collapsed). A sentence clears when it points back at the commit
 * ("this commit", "that patch", "it") or at the problem, and says one of:
 * <ul>
 *   <li>the problem pre-dates it: "the problem seems to pre-date this commit", "the bug predates that change";</li>
 *   <li>it is unrelated or innocent: "this commit seems unrelated", "that patch is not the culprit", "it isn't the
 *       cause" (a bare "this"/"that" is not read: "That is unrelated" may speak of anything);</li>
 *   <li>its revert did not cure: "reverting it didn't help", "reverting this commit makes no difference".</li>
 * </ul>
 * Near misses: a question ("Is this commit unrelated?"), a doubt or denial of the clearing ("I don't think this
 * commit is unrelated", "I'm not sure the problem pre-dates it"), a condition ("if the bug pre-dates this commit"),
 * a clearing three sentences on or past another commit. A bisect's result is a finding, not a suspect (held-out6's
 * 7254: "Git bisect reports X as the first bad commit ... After reverting all of this, still no luck" keeps X the
 * culprit): the caller leaves bisect and revert-trailer culprits alone. Linear: the input is at most a few hundred
 * characters and every pattern is anchored on fixed words without nested repetition.
 */
final class ClearedSuspects {
    private static final String POINTER = "(?:this|that|the|said)\\s+(?:commit|patch|change|fixes\\s+tag)";
    private static final String PROBLEM = "(?:problem|issue|bug|regression|breakage|failure|behaviou?r|hang|crash"
            + "|oops|warning)s?";
    /** "the problem seems to pre-date this commit", "this bug predates it". */
    private static final Pattern PREDATES = Pattern.compile("\\b" + PROBLEM + "\\s+(?:(?:seems?|appears?)\\s+to\\s+"
            + "|must\\s+|probably\\s+|actually\\s+|clearly\\s+|already\\s+)?(?:pre-?dat(?:es|ed|e|ing))\\s+"
            + "(?:" + POINTER + "|it)\\b");
    /** "this commit seems unrelated", "that patch is not the culprit", "it's not the cause". */
    private static final Pattern INNOCENT = Pattern.compile("(?:^|[^a-z])(?:" + POINTER + "|it)"
            + "(?:(?:\\s+(?:seems|looks|appears)(?:\\s+to\\s+be)?|\\s+is|'s|\\s+was)\\s+"
            + "(?:(?:completely|totally|entirely|clearly|probably|actually|certainly|definitely)\\s+)?"
            + "(?:unrelated|innocent|not\\s+related|not\\s+(?:the\\s+|to\\s+)?(?:culprit|cause|blame))"
            + "|\\s+(?:isn't|wasn't)\\s+(?:(?:the\\s+|to\\s+)?(?:culprit|cause|blame)|related))\\b");
    /** "reverting it didn't help", "reverting this commit makes no difference". */
    private static final Pattern REVERT_FAILED = Pattern.compile("\\brevert(?:ing|ed)?\\s+(?:" + POINTER + "|it)\\b"
            + "[^.?!]{0,60}?(?:(?:didn't|doesn't|did\\s+not|does\\s+not)\\s+(?:help|fix|solve|resolve|cure|change)"
            + "|makes?\\s+no\\s+difference|made\\s+no\\s+difference)\\b");
    /** Words that doubt, deny or condition the clearing itself. */
    private static final String[] DOUBTS = {"not sure", "don't think", "do not think", "doubt", "if ", "whether",
        "unless", "wonder", "don't know", "can't tell"};

    private ClearedSuspects() {
    }

    /** Whether {@code following} (the sentences after the commit's, lowercase, blanks collapsed) clears the commit. */
    static boolean clears(String following) {
        return following != null && !following.isEmpty() && following.length() <= 2000 && mayClear(following)
                && anyClears(following);
    }

    /** Whether a sentence of {@code following} clears the commit, read sentence by sentence. */
    static boolean anyClears(String following) {
        for (String sentence : sentences(following)) {
            if (sentence.endsWith("?") || doubted(sentence)) {
                continue;
            }
            if (PREDATES.matcher(sentence).find() || innocent(sentence)
                    || REVERT_FAILED.matcher(sentence).find()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code following} holds a word every clearing is written with (session 40, speed41): each match of
     * {@link #PREDATES} holds "predat" or "pre-dat", each of {@link #INNOCENT} "related" (in "unrelated" too),
     * "innocent", "culprit", "cause" or "blame", each of {@link #REVERT_FAILED} "revert"; the sentences are parts of
     * {@code following}. Most commits' following sentences hold none, and then no sentence is split off or matched.
     */
    static boolean mayClear(String following) {
        for (String w : CLEARING_WORDS) {
            if (following.contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static final String[] CLEARING_WORDS = {"predat", "pre-dat", "related", "innocent", "culprit", "cause",
        "blame", "revert"};

    /** INNOCENT with no denial right before it ("I don't think it's the culprit" is no clearing). */
    private static boolean innocent(String sentence) {
        Matcher m = INNOCENT.matcher(sentence);
        while (m.find()) {
            String head = sentence.substring(Math.max(0, m.start() - 12), m.start());
            if (!head.contains("not ") && !head.contains("n't ") && !head.contains("never ")) {
                return true;
            }
        }
        return false;
    }

    private static boolean doubted(String sentence) {
        for (String d : DOUBTS) {
            if (sentence.contains(d)) {
                return true;
            }
        }
        return false;
    }

    /** The sentences of {@code s}: split after ".", "?" or "!" before a blank (the mark kept). */
    private static List<String> sentences(String s) {
        List<String> out = new ArrayList<>();
        int from = 0;
        for (int k = 0; k < s.length(); k++) {
            char ch = s.charAt(k);
            if ((ch == '.' || ch == '?' || ch == '!') && (k + 1 == s.length() || s.charAt(k + 1) == ' ')) {
                String part = s.substring(from, k + 1).strip();
                if (!part.isEmpty()) {
                    out.add(part);
                }
                from = k + 1;
            }
        }
        String rest = s.substring(from).strip();
        if (!rest.isEmpty()) {
            out.add(rest);
        }
        return out;
    }
}
