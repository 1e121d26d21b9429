package dev.lkmltriage.triage;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.KernelFact;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The good kernel a report tells in a sentence of how things were, not with a verdict word (session 45): "With the etch
 * kernel I used before (2.6.18-6-686) I never saw it", "On 12.04 with its 3.2.0-32-generic kernel the connection stayed
 * up", "On the GA kernel 5.15.0-33-generic the same backups run through without any reset", "the linux-lts package
 * (5.4.52) resumes and reconnects every time", "3.1.9 resumes with link". People who are not kernel developers compare the distro kernel they had
 * with the one they got; the one they had is the good end of their window. Read for clustering only (the window a
 * report is compared by), and only for a version the extraction left without a verdict.
 *
 * <p>A version counts when its clause (the text between sentence ends or semicolons around it) names no other kernel
 * version, says that things worked ({@link #GOOD}), and says nothing that turns the claim round ({@link #TURN}: "not",
 * "no longer", "but", "until"). Only a version of an older release than each bad kernel and than the newest version the
 * report writes counts: a newer one that behaves is a fixed kernel, not the window's good end.
 */
final class ProseGood {
    private ProseGood() {
    }

    /** Words saying a kernel behaved: the problem never showed, the link stayed up, it ran without a reset. */
    static final Pattern GOOD = Pattern.compile("(?i)\\b(?:"
            + "never (?:saw|seen|see|had|noticed|hit|got|observed|happened|showed|shows?|occurs?|occurred)"
            + "|(?:stayed|stays|stay|kept|keeps|remained|remains) (?:up|connected|online|stable|quiet)"
            // session 46: what was kept up named between ("kept the links up for months", "keeps the connection up")
            + "|(?:kept|keeps|keep) (?:the |its |my |our |their )?(?:links?|connections?|ports?|interfaces?|network"
            + "|wi-?fi|wireless|console|array) (?:up|connected|online|stable|alive)"
            // a log or a line that shows nothing wrong ("the same cable at 460800 was clean every day", "dmesg is clean")
            + "|(?:was|is|were|are|stayed|stays|remained|remains|looked|looks) (?:perfectly |completely |always )?clean"
            + "|without (?:any |a single |a |one )?(?:problems?|issues?|resets?|drops?|errors?|hiccups?|disconnects?"
            + "|glitch(?:es)?|hangs?|crash(?:es)?|timeouts?|stalls?|complaints?|trouble)"
            + "|(?:works?|worked|runs?|ran|behaves|behaved) (?:just )?(?:fine|ok|okay|well|perfectly|flawlessly"
            + "|normally|correctly|great)"
            + "|no (?:problems?|issues?|resets?|errors?|drops?|disconnects?|hangs?|crash(?:es)?|timeouts?|stalls?)"
            + " (?:at all|whatsoever|there|with it)"
            + "|(?:resumes|reconnects|connects|boots|comes up|shows up|recovers)\\b[^.;\\n]{0,40}\\bevery (?:time|morning)"
            + "|(?:resumes|resumed|boots|booted|comes up|came up|comes back|came back) (?:just )?(?:fine|normally"
            + "|properly|correctly|with (?:the )?link)"
            + ")\\b");

    /** Words that turn a clause's claim round or bound it: "never saw it until", "works fine but", "no longer". */
    static final Pattern TURN = Pattern.compile("(?i)\\b(?:not|no longer|but|until|unless|except|anymore|any more)\\b"
            + "|n't\\b|n’t\\b");

    /** A clause's ends: a sentence's end or a semicolon followed by a space, or a blank line. */
    private static final Pattern CLAUSE_END = Pattern.compile("[.;!?](?=\\s)|\\n\\s*\\n");

    /** A line break inside a clause, with the blanks around it: the mail client's wrap, read as one blank. */
    private static final Pattern WRAP = Pattern.compile("[ \\t]*\\n[ \\t]*");

    /** At most this many versions are read per report (each clause is compared with every version written). */
    static final int MAX_READ = 32;

    /** At most this many characters are read on either side of a version for its clause. */
    static final int REACH = 300;

    /**
     * The report's own ({@code own}) versions without a verdict that a clause of its text tells as good, older than every
     * one of {@code bad}; empty if none.
     */
    static Set<String> of(Facts f, String text, Set<String> good, Set<String> bad, Predicate<KernelFact> own) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null || text.isEmpty()) {
            return out;
        }
        long firstBad = Long.MAX_VALUE;
        for (String b : bad) {
            long release = KernelSort.release(b);
            if (release >= 0) {
                firstBad = Math.min(firstBad, release);
            }
        }
        // The kernel one had is older than the one one got: the newest release the report writes is never the good end.
        long newest = -1;
        int seen = 0;
        for (KernelFact k : f.kernels()) {
            if (seen++ >= MAX_READ * 4) {
                break;
            }
            if (own.test(k) && k.version() != null) {
                newest = Math.max(newest, KernelSort.release(k.version()));
            }
        }
        int read = 0;
        for (KernelFact k : f.kernels()) {
            if (out.size() >= ReportFeatures.MAX_KEYS || read >= MAX_READ) {
                break;
            }
            if (!own.test(k) || k.verdict() != null || k.version() == null || k.end() <= k.start()
                    || k.end() > text.length() || good.contains(k.version()) || bad.contains(k.version())) {
                continue;
            }
            long release = KernelSort.release(k.version());
            if (release < 0 || release >= firstBad || release >= newest) {
                continue;
            }
            read++;
            int from = clauseStart(text, k.start());
            int to = clauseEnd(text, k.end());
            if (notOn(text, k.start(), k.end()) || WrittenGood.terseAfter(text, k.end())) {
                // "4.19.66, not on 4.14"; "6.4 ok." (session 48)
                // "4.19.66, not on 4.14": the terse reporter's good kernel, a clause of its own (session 46)
                out.add(k.version());
                continue;
            }
            if (otherVersion(f, k, from, to)) {
                continue;
            }
            // A mail client wraps at ~72 columns: the phrase "have been up\nfor months" is the one written with a
            // blank (session 49). The clause never spans a blank line (CLAUSE_END), so only wrapped lines are joined.
            String clause = WRAP.matcher(text.substring(from, to)).replaceAll(" ");
            if ((GOOD.matcher(clause).find() || KeptWorking.says(clause) || WrittenGood.SOLID.matcher(clause).find())
                    && !TURN.matcher(clause).find()) {
                out.add(k.version());
            }
        }
        return out;
    }

    /**
     * The words before a version that make it the kernel the problem is absent from, as a clause of its own: "not on",
     * "not with", "never on", "never with", "not in", after the start of a line, a comma, a semicolon, a sentence's end
     * or "but" ("4.19.66, not on 4.14", "Not with 5.2 though" is not one: the version must end its clause).
     */
    private static final Pattern NOT_ON = Pattern.compile("(?i)(?:^|[,;.!?:]\\s*|\\n\\s*|\\bbut\\s+|\\band\\s+)"
            + "(?:not|never|doesn't happen|does not happen|didn't happen|did not happen) (?:on|with|in) "
            + "(?:the |kernel |linux |v)?$");

    /** A clause's end right after a version: a sentence's end, comma, semicolon, closing bracket or line end. */
    private static final Pattern ENDS_CLAUSE = Pattern.compile("^\\s*(?:[.,;!?)]|\\n|$)");

    /** Whether the version at [start, end) stands in a clause of its own saying the problem is not on it. */
    static boolean notOn(String text, int start, int end) {
        int from = Math.max(0, start - 48);
        String before = text.substring(from, start);
        String after = text.substring(end, Math.min(text.length(), end + 4));
        return NOT_ON.matcher(before).find() && ENDS_CLAUSE.matcher(after).find();
    }

    /** A clause's start before a version: a clause's end, or a colon and a blank (session 48, {@link WrittenGood}). */
    private static final Pattern CLAUSE_START = Pattern.compile("[.;!?:](?=\\s)|\\n\\s*\\n");

    private static int clauseStart(String text, int at) {
        int lo = Math.max(0, at - REACH);
        int start = lo;
        java.util.regex.Matcher m = CLAUSE_START.matcher(text).region(lo, at);
        while (m.find()) {
            start = m.end();
        }
        return start;
    }

    private static int clauseEnd(String text, int at) {
        int hi = Math.min(text.length(), at + REACH);
        java.util.regex.Matcher m = CLAUSE_END.matcher(text).region(at, hi);
        return m.find() ? m.start() : hi;
    }

    /** Whether another version than {@code k}'s is written within [from, to): a comparison, not one kernel's tale. */
    private static boolean otherVersion(Facts f, KernelFact k, int from, int to) {
        for (KernelFact o : f.kernels()) {
            if (o != k && o.end() > o.start() && o.start() < to && o.end() > from
                    && !o.version().equals(k.version())) {
                return true;
            }
        }
        return false;
    }
}
