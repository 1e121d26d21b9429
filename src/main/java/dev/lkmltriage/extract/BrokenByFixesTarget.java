package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.text.Bounded;
import dev.lkmltriage.text.QuoteMarks;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A patch's changelog saying that the commit its {@code Fixes:} tag names broke something that worked before: "After
 * the referenced commit the frob ports were no longer able to train", "Commit X (...) broke resume on ...", "Doing
 * so breaks every board whose firmware sets the bit", "... causing the function to stop working", "This used
 * to work, then commit X replaced the call". That is a regression with the tag's target as its culprit. A tag alone
 * is not ({@link StatedRegressions}): most fixes cure a bug the target brought with it ("Fixes a leak present since
 * the driver was added", "otherwise the driver can no longer receive interrupts after resume"), and nothing says
 * the failure is new.
 *
 * <p>The changelog is the run of lines above the tag with its quote depth (a reviewer's lines between them passed
 * over), up to {@link #MAX_LINES} lines, a {@code ---} line, a header line or an attribution. It states the breakage
 * when it holds one of: "broke", "breaks", "breaking" (not after "not", "never", "without", "avoid", a modal or "to";
 * not the build); "stopped working", "stop(s) working", "stopped detecting/discovering/probing/booting/...";
 * "has/have/had been working" (not "working on"), "used to work", "worked fine/before/previously/well"; "no longer" in
 * a sentence that opens with "after" or "since" a commit ("after the referenced commit", "since commit X", "since
 * 1a2b3c4d5e6f"). Session 47 (roles50): a fix that gives back what worked ("This makes PCIe links come up again",
 * "working again": work, function, usable, boot or come up, then "again" within 30 characters; not after a negation
 * or modal, nor before an event, "comes up again after a reset"), and a commit that changed something with a failure
 * as the consequence ("Commit X (...) moved the call before the probe which results in the pointer being NULL":
 * "commit", a change verb, "results in"/"leads to"/"led to"/"causes"/"caused", then NULL, a crash, panic, hang,
 * oops, failure, lockup, deadlock or "broken"; a commit's new code that "calculates ... which results in using
 * incorrect" values states none, nor "could lead to"). A sentence that asks ({@link AskedSentences}) states nothing. Linear: each tag reads at most {@link
 * #MAX_LINES} lines once.
 */
final class BrokenByFixesTarget {
    static final int MAX_LINES = 40;
    private static final int MAX_LINE = 400;

    /** Package-visible for {@code LiteralPrechecksTest}, which holds {@link #mayHoldCue} to it. */
    static final Pattern CUE = Pattern.compile(
            "(?<broke>\\b(?:broke|breaks|breaking)\\b)"
                    + "|(?<lost>\\bstop(?:s|ped)?\\s+working\\b|\\bstopped\\s+(?:being\\s+)?"
                    + "(?:detect|discover|find|enumerat|prob|boot|respond|function|show|work)\\w*)"
                    + "|(?<worked>\\b(?:had|has|have)\\s+been\\s+working\\b(?!\\s+on\\b)|\\bused\\s+to\\s+work"
                    + "|\\bworked\\s+(?:fine|before|previously|well)\\b)"
                    + "|(?<since>\\b(?:after|since)\\s+(?:the\\s+)?(?:[a-z]+\\s+)?(?:commit|change|patch)\\b"
                    + "[^.?!\\n]{0,150}?\\bno\\s+longer\\b"
                    + "|\\b(?:after|since)\\s+(?:commit\\s+)?[0-9a-f]{8,40}\\b[^.?!]{0,150}?\\bno\\s+longer\\b)"
                    // session 47 (roles50): "This makes PCIe links come up again on ...": the fix gives back what worked
                    + "|(?<again>\\b(?:work(?:s|ing)?|function(?:s|ing)?|usable|boot(?:s|ing)?|com(?:e|es|ing)\\s+up)"
                    + "\\b[^.?!\\n]{0,30}?\\bagain\\b)"
                    // session 47 (roles50): "Commit X (\"...\") moved the call before the probe which results in the
                    // pointer being NULL": a change the commit made, with a failure as its consequence
                    + "|(?<changed>\\bcommit\\b(?:[^.?!]|\\.(?=\\S)){0,160}?\\b(?:moved|changed|replaced|converted"
                    + "|removed|dropped|switched|reordered|reworked|refactored)\\b(?:[^.?!]|\\.(?=\\S)){0,160}?"
                    + "\\b(?:results\\s+in|resulted\\s+in|resulting\\s+in|leads\\s+to|led\\s+to|leading\\s+to"
                    + "|causes|caused|causing)\\b(?:[^.?!]|\\.(?=\\S)){0,80}?\\b(?:null|crash\\w*|panic\\w*|hang\\w*"
                    + "|hung|oops\\w*|fail\\w*|lockups?|deadlocks?|broken)\\b)");
    /** A word right before "break..." that makes it hypothetical or denied: "not break", "without breaking". */
    private static final Pattern DENIED = Pattern.compile(
            "(?:\\bnot|n't|\\bnever|\\bwithout|\\bavoids?|\\bwould|\\bcould|\\bmight|\\bmay|\\bcan|\\bwill"
                    + "|\\bshould|\\bto)\\s+$");
    /**
     * An event after "again" makes the phrase a mechanism rather than a recovery: "so the link comes up again after a
     * reset", "works again once the firmware reloads" (session 47, roles50).
     */
    private static final Pattern AGAIN_WHEN = Pattern.compile("^\\s*(?:after|when|once|if|until|whenever|on\\s+(?:resume"
            + "|reset|reboot))\\b");
    private static final Pattern BUILD = Pattern.compile("^\\s+(?:the\\s+)?(?:\\w+\\s+)?(?:build|compil)");
    private static final Pattern FIXES = Pattern.compile("^Fixes:\\s*(?:commit\\s+)?[0-9a-fA-F]{8,40}\\b");

    private BrokenByFixesTarget() {
    }

    /** Where a changelog above a {@code Fixes:} tag says its target broke what worked: own text, quoted text. */
    static RegressionStatements.Found of(Mail mail) {
        String text = mail.text();
        boolean own = false;
        boolean quoted = false;
        int floor = -1; // the previous tag's line: the lines above it were read already
        int readBack = 0; // the look for a line's start stops here: before it, the last hit's line start holds
        int lineStart = 0;
        for (int at = text.indexOf("ixes:"); at >= 0 && !(own && quoted); at = text.indexOf("ixes:", at + 5)) {
            // a line of many "Fixes:" looked back to its start from each: quadratic in the line (hostile30)
            int nl = Bounded.lastIndexOf(text, '\n', at, readBack);
            lineStart = nl >= 0 ? nl + 1 : lineStart;
            readBack = at + 1;
            int depth = QuoteMarks.depth(text, lineStart);
            int body = skipQuote(text, lineStart);
            if (at - 1 != body || !FIXES.matcher(text.substring(body, Math.min(text.length(), body + 60))).find()) {
                continue;
            }
            SpanKind kind = RegressionStatements.kindAt(mail.spans(), lineStart);
            if (kind == SpanKind.DIFF || kind == SpanKind.SIGNATURE || kind == SpanKind.FOOTER) {
                continue;
            }
            boolean inQuote = depth > 0;
            int above = floor;
            floor = lineStart;
            if ((inQuote ? quoted : own) || !states(changelog(text, lineStart, depth, above))) {
                continue;
            }
            if (inQuote) {
                quoted = true;
            } else {
                own = true;
            }
        }
        return new RegressionStatements.Found(own, quoted);
    }

    /**
     * Whether {@link #CUE} can match the lowercase {@code s} at all, by the literals its branches cannot match without:
     * "brok" or "break", "stop", "worked", "longer" ("no longer"), or "work" with "been" or "used", "again", or
     * "commit" with "result", "lead", "led" or "caus" (session 47). Most changelogs hold none, and the pattern, tried at every position, was the stage's largest cost (session 23).
     */
    static boolean mayHoldCue(String s) {
        return s.contains("brok") || s.contains("break") || s.contains("stop") || s.contains("longer")
                || s.contains("work") && (s.contains("worked") || s.contains("been") || s.contains("used"))
                || s.contains("again") || s.contains("commit") && (s.contains("result") || s.contains("lead")
                || s.contains("led") || s.contains("caus"));
    }

    /** Whether a changelog (lowercase or not, quote marks removed) says something that worked broke. */
    static boolean states(String changelog) {
        return states(changelog, true);
    }

    /**
     * {@link #states(String)}; {@code atStarts} false is the old scan ({@code find()} tried at every position, kept
     * for {@code CueStartsTest}). Every branch of {@link #CUE} opens with {@code \b} and one of the letters a, b, h,
     * s, u, w (session 47: and c, f), so a match can only start on such a letter with no ASCII letter, digit or '_' before it (that would
     * make it no word boundary): the scan tries the pattern there only ({@code lookingAt} with transparent bounds,
     * so {@code \b} still sees the character before), in order, going on from a match's end as {@code find()} does.
     * The pattern was the stage's largest cost on the synthetic corpus (session 25: 3 % of all extraction).
     */
    static boolean states(String changelog, boolean atStarts) {
        String s = changelog.toLowerCase(Locale.ROOT);
        if (!mayHoldCue(s)) {
            return false;
        }
        Matcher m = CUE.matcher(s);
        if (atStarts) {
            m.useTransparentBounds(true).useAnchoringBounds(false);
        }
        int from = 0;
        while (atStarts ? (from = nextMatch(m, s, from)) >= 0 : m.find()) {
            if (m.group("again") != null && (DENIED.matcher(s.substring(Math.max(0, m.start() - 20), m.start()))
                    .find() || AGAIN_WHEN.matcher(s.substring(m.end(), Math.min(s.length(), m.end() + 24))).find())) {
                continue;
            }
            if (m.group("broke") != null) {
                String before = s.substring(Math.max(0, m.start() - 20), m.start());
                if (DENIED.matcher(before).find() || BUILD.matcher(s.substring(m.end(),
                        Math.min(s.length(), m.end() + 40))).find()) {
                    continue;
                }
            }
            if (!AskedSentences.asked(s, m.start())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The next match of {@link #CUE} starting at or after {@code from} in {@code s}, as {@code find()} would find it:
     * returns its end (and leaves it in {@code m}), or -1 when there is none.
     */
    private static int nextMatch(Matcher m, String s, int from) {
        int len = s.length();
        for (int at = from; at < len; at++) {
            char c = s.charAt(at);
            if ((c == 'a' || c == 'b' || c == 'h' || c == 's' || c == 'u' || c == 'w' || c == 'c' || c == 'f')
                    && (at == 0 || !asciiWordChar(s.charAt(at - 1))) && m.region(at, len).lookingAt()) {
                return m.end();
            }
        }
        return -1;
    }

    private static boolean asciiWordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }

    /**
     * The lines above the tag's line (starting at {@code tagLine}) with the same quote depth, quote marks removed, in
     * order, passing over a later replier's lines (quoted less deeply) between them: up to {@link #MAX_LINES} lines,
     * stopping at a deeper quote, a {@code ---} line, a mail header line, an attribution ("... wrote:") or the line at
     * {@code floor} (a tag read before, whose changelog held no cue; so each line is read once).
     */
    private static String changelog(String text, int tagLine, int depth, int floor) {
        String[] lines = new String[MAX_LINES];
        int n = 0;
        int end = tagLine - 1; // the newline ending the line above
        while (end > 0 && n < MAX_LINES) {
            int start = text.lastIndexOf('\n', end - 1) + 1;
            int d = QuoteMarks.depth(text, start);
            if (start <= floor || d > depth) {
                break;
            }
            String line = text.substring(skipQuote(text, start), Math.min(end, start + MAX_LINE));
            String t = line.strip();
            if (t.equals("---") || t.startsWith("Subject:") || t.startsWith("From:") || t.startsWith("Date:")
                    || t.endsWith("wrote:")) {
                break;
            }
            // a later replier's lines between the changelog and its tag ("s/recieve/receive/") are passed over
            lines[n++] = d == depth ? line : "";
            end = start - 1;
        }
        StringBuilder b = new StringBuilder();
        for (int i = n - 1; i >= 0; i--) {
            b.append(lines[i]).append('\n');
        }
        return b.toString();
    }

    /** The offset of the line's first character after its quote marks and blanks. */
    private static int skipQuote(String text, int start) {
        int i = start;
        while (i < text.length() && i < start + 40 && (text.charAt(i) == '>' || text.charAt(i) == ' '
                || text.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }
}
