package dev.lkmltriage.extract;

import dev.lkmltriage.text.QuoteMarks;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Session 38 (fixrole41): a {@code Fixes:} tag a reviewer disputes in his answer to it ("This definitely doesn't fix
 * X. That commit added ...", "I don't think this commit caused the problem.", "I don't really understand this Fixes
 * tag. This seems like a feature") names no culprit: its target is a reference the reviewer asks to drop (roles38's
 * "a reviewer's ... I'd drop that tag" judged so). Only the answer counts: the first lines after the tag at a shallower
 * quote depth than the tag's (own text under a quoted patch, or a quoted answer under a deeper-quoted patch), at most
 * {@link #READ} characters of them; the patch's own changelog at the tag's depth ("This does not fix the hang on
 * Foo") decides nothing. Pure and linear in what it reads.
 */
final class DisputedFixesTags {
    /** How far past the tag the answer may start, and how much of it is read. */
    private static final int REACH = 1500;
    private static final int READ = 400;

    /** "I don't think this commit caused the problem", "do not believe that change introduced it". */
    private static final Pattern NOT_CAUSED = Pattern.compile("\\b(?:don't|do not|doesn't|does not)\\s+(?:really\\s+)?"
            + "(?:think|believe|see how)\\s+(?:this|that|the|said)\\s+(?:commit|patch|change)\\s+"
            + "(?:caused|causes|introduced|broke|is the culprit|is to blame)\\b");
    /** "I don't (really) understand this Fixes tag", "I'd drop that tag", "the Fixes tag is wrong". */
    private static final Pattern TAG_DOUBTED = Pattern.compile("\\b(?:(?:don't|do not)\\s+(?:really\\s+)?understand"
            + "\\s+(?:this|the|that)\\s+fixes:?\\s+tag|(?:drop|remove)\\s+(?:this|that|the)\\s+(?:fixes:?\\s+)?tag"
            + "|fixes:?\\s+tag\\s+(?:is|looks|seems)\\s+(?:wrong|bogus|incorrect|unjustified))");
    /** "doesn't fix 1234abcd", "does not really fix that commit": the denial's object read after it. */
    private static final Pattern NOT_FIX = Pattern.compile("\\b(?:doesn't|does not|didn't|did not)\\s+(?:really\\s+|"
            + "actually\\s+)?fix\\s+(?:commit\\s+)?([0-9a-f]{7,40}|that commit|this commit|the commit)\\b");

    private DisputedFixesTags() {
    }

    /**
     * Whether the {@code Fixes:} tag whose id spans [{@code start}, {@code end}) of {@code text} is disputed by the
     * answer below it; {@code hash} is the id as written (a denial naming it may use a prefix of it, 7+ digits).
     */
    static boolean disputed(String text, int start, int end, String hash) {
        if (start < 0 || end > text.length() || start >= end) {
            return false;
        }
        int lineStart = lineStart(text, start);
        int tagDepth = lineStart < 0 ? 0 : QuoteMarks.depth(text, lineStart);
        if (tagDepth == 0) {
            return false;
        }
        // the first line below the tag at a shallower depth: the answer
        int limit = Math.min(text.length(), end + REACH);
        int line = lineEnd(text, end, limit);
        int answer = -1;
        int answerDepth = 0;
        while (line < limit) {
            int from = line + 1;
            if (from >= text.length()) {
                break;
            }
            int d = QuoteMarks.depth(text, from);
            int stop = lineEnd(text, from, limit);
            if (d < tagDepth && stop - from > d + 1 && !blank(text, from, stop)) {
                answer = from;
                answerDepth = d;
                break;
            }
            line = stop;
        }
        if (answer < 0) {
            return false;
        }
        // the answer's lines at its own depth, quote marks dropped, bounded
        StringBuilder said = new StringBuilder(READ + 80);
        int at = answer;
        int cap = Math.min(text.length(), answer + 4 * READ);
        while (at < cap && said.length() < READ) {
            int stop = lineEnd(text, at, cap);
            if (QuoteMarks.depth(text, at) != answerDepth) {
                break;
            }
            int body = skipMarks(text, at, stop);
            said.append(text, body, Math.min(stop, body + READ)).append(' ');
            at = stop + 1;
        }
        String s = said.toString().toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("\\s+", " ");
        if (NOT_CAUSED.matcher(s).find() || TAG_DOUBTED.matcher(s).find()) {
            return true;
        }
        var m = NOT_FIX.matcher(s);
        while (m.find()) {
            String object = m.group(1);
            if (object.endsWith("commit") || hash.toLowerCase(Locale.ROOT).startsWith(object)
                    || object.startsWith(hash.toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    private static boolean blank(String text, int from, int stop) {
        for (int k = skipMarks(text, from, stop); k < stop; k++) {
            if (!Character.isWhitespace(text.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    private static int skipMarks(String text, int from, int stop) {
        int k = from;
        while (k < stop && k - from < 200 && (text.charAt(k) == '>' || text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
            k++;
        }
        return k;
    }

    /** Where the line holding {@code at} starts, looking back at most 300 characters; -1 past that. */
    private static int lineStart(String text, int at) {
        for (int k = at - 1; k >= 0 && at - k <= 300; k--) {
            if (text.charAt(k) == '\n') {
                return k + 1;
            }
        }
        return at <= 300 ? 0 : -1;
    }

    /** Where the line holding {@code at} ends, or {@code cap} when it runs past it. */
    private static int lineEnd(String text, int at, int cap) {
        for (int k = at; k < cap; k++) {
            if (text.charAt(k) == '\n') {
                return k;
            }
        }
        return cap;
    }
}
