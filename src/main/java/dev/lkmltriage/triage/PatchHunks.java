package dev.lkmltriage.triage;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What ties postings of one fix by DIFFERENT authors (session 14): people who hit one bug independently each post a
 * patch naming the commit that caused it ({@code Fixes:}) and changing the same line of the same function. A key is
 * one changed line (added or removed, white space collapsed, at least {@value #MIN_LINE} characters) with its file,
 * the hunk's {@code @@} function context (the file path standing in when the hunk has none, e.g. an
 * {@code #include} at the top of a file, which another author's diff puts at another offset) and the fixed commit.
 * The function context is what keeps apart two fixes of one commit that change the same line in two functions (one
 * leak fixed in a driver's read path and again, by another author, in its write path).
 * <p>
 * Only a lone patch has keys: a series part (of more than one) shares lines with its own earlier rounds and sibling
 * parts, and a series re-posted is a feature's next round far more often than one fix's; a backport is a copy.
 */
final class PatchHunks {
    /** Keys kept per patch: enough for a fix's hunks, bounded per message. */
    static final int MAX_KEYS = 32;
    /** Functions a fix changes at most for {@link #functions} to key them. */
    static final int MAX_FUNCTIONS = 4;
    /** A changed line shorter than this ("}", "return ret;") is in every patch. */
    private static final int MIN_LINE = 16;
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private PatchHunks() {
    }

    /**
     * The keys of a lone thread-starting patch with one or two {@code Fixes:} commits; empty otherwise: its
     * {@link #keys} and its {@link #functions} (session 25).
     */
    static Set<Long> of(String subject, String text) {
        if (text == null || subject == null || PatchVersions.backport(subject) || PatchVersions.inSeries(subject)) {
            return new LinkedHashSet<>();
        }
        Set<String> fixed = fixed(text);
        Set<Long> out = keys(text, fixed);
        out.addAll(functions(text, fixed));
        return out;
    }

    /** The commits {@code text}'s {@code Fixes:} tags name (none for no text), read once for both kinds of key. */
    private static Set<String> fixed(String text) {
        return text == null ? Set.of() : PatchVersions.fixed(text);
    }

    /**
     * The functions a patch with one or two {@code Fixes:} commits changes, each with its file and the fixed commit
     * (session 25): two people who hit one regression fix it where it went wrong, in the function the culprit
     * changed, though each writes another line there (one moves a call below the setup it needs, the other fills in
     * the field the call reads). A function is a hunk's {@code @@} context that has a parameter list; a hunk with
     * none (a table, an include) has no key. Keyed apart from {@link #keys} (a "fn" prefix); at most
     * {@value #MAX_FUNCTIONS} a patch: a wider change is a rework, not one fix.
     */
    static Set<Long> functions(String text) {
        return functions(text, fixed(text));
    }

    private static Set<Long> functions(String text, Set<String> fixed) {
        Set<Long> out = new LinkedHashSet<>();
        if (fixed.isEmpty()) {
            return out;
        }
        Set<String> seen = new LinkedHashSet<>();
        boolean[] wide = {false};
        walk(text, (path, context, sign, norm) -> {
            if (context != null && context.indexOf('(') > 0) {
                seen.add(path + "|" + context);
                if (seen.size() > MAX_FUNCTIONS) {
                    wide[0] = true;
                    return false;
                }
            }
            return true;
        });
        if (wide[0]) {
            return out;
        }
        for (String fn : seen) {
            for (String commit : fixed) {
                out.add(LogLines.hash("fn|" + commit + "|" + fn));
            }
        }
        return out;
    }

    /**
     * The keys of any patch text with one or two {@code Fixes:} commits, whatever its subject says (a series part's
     * keys, read by {@link RepostedFixParts}); empty otherwise.
     */
    static Set<Long> keys(String text) {
        return keys(text, fixed(text));
    }

    private static Set<Long> keys(String text, Set<String> fixed) {
        Set<Long> out = new LinkedHashSet<>();
        if (fixed.isEmpty()) {
            return out;
        }
        walk(text, (path, context, sign, norm) -> {
            if (norm.length() >= MIN_LINE) {
                for (String commit : fixed) {
                    out.add(LogLines.hash(commit + "|" + path + "|" + (context == null ? path : context) + "|"
                            + norm));
                }
            }
            return out.size() < MAX_KEYS;
        });
        return out;
    }

    /** One changed line of a diff, as {@link #walk} hands it over; returns false to stop the walk. */
    interface ChangedLine {
        boolean accept(String path, String context, char sign, String norm);
    }

    /**
     * Hands each changed line of a patch's diff (after its first {@code diff --git}; lines of 1,000 characters or
     * more skipped) to {@code visitor}: its file, its hunk's {@code @@} function context (null when none), its sign
     * ('+' or '-') and its text without the sign, white space collapsed; until the visitor returns false.
     */
    static void walk(String text, ChangedLine visitor) {
        walk(text, visitor, false);
    }

    /**
     * {@link #walk(String, ChangedLine)}, and when {@code withContext} also each hunk's unchanged context line (a
     * line starting with a space) with sign ' ' (session 24: a later patch's context carries what an earlier one
     * added).
     */
    static void walk(String text, ChangedLine visitor, boolean withContext) {
        int diff = OwnLines.diffAt(text);
        String path = null;
        String context = null;
        int at = diff;
        while (at >= 0 && at < text.length()) {
            int end = text.indexOf('\n', at + 1);
            String line = text.substring(at + 1, end < 0 ? text.length() : end);
            at = end;
            if (line.length() >= 1000) {
                continue;
            }
            if (line.startsWith("diff --git ")) {
                int b = line.lastIndexOf(" b/");
                path = b < 0 ? null : line.substring(b + 3).strip();
                context = null;
            } else if (line.startsWith("@@")) {
                int close = line.indexOf("@@", 2);
                String c = close < 0 ? "" : line.substring(close + 2).strip();
                context = c.isEmpty() ? null : WHITESPACE.matcher(c).replaceAll(" ");
            } else if (path != null && (changed(line) || withContext && line.startsWith(" "))
                    && !visitor.accept(path, context, line.charAt(0),
                    WHITESPACE.matcher(line.substring(1).strip()).replaceAll(" "))) {
                return;
            }
        }
    }

    private static boolean changed(String line) {
        return (line.startsWith("+") && !line.startsWith("+++")) || (line.startsWith("-") && !line.startsWith("---"));
    }
}
