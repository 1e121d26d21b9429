package dev.lkmltriage.triage;

import java.util.regex.Pattern;

/**
 * More of the ways people tell the kernel they had behaved (session 47), read by {@link ProseGood} beside its own
 * words for a clause around a version without a verdict: what the machine held ("with it the dongle holds the
 * connection all evening"), that it never did what the new one does ("it never did this"), that work ran without a
 * break ("the nightly backups run through without a gap", "uploaded 8 GB without a single pause"), how long it stayed
 * up ("have been up for weeks"), and a check that always passed ("every download verifies", "copies the same files
 * correctly every time"). These are the words of users comparing the distro kernel they had with the one they got,
 * who write no verdict word. A clause that bounds the claim in time ("up for weeks before it hung", "then it
 * dropped") is no such tale.
 */
final class KeptWorking {
    private KeptWorking() {
    }

    static final Pattern SAYS = Pattern.compile("(?i)\\b(?:"
            + "(?:holds|held|hold|holding) (?:the |its |my |our |their |a )?(?:connection|link|association|signal)s?"
            + "|never (?:did|does|do) (?:this|that|it)"
            + "|without (?:any |a single |a |one )?(?:gaps?|pauses?|dropouts?|interruptions?|breaks?|outages?)"
            + "|up for (?:days|weeks|months|years)"
            // session 49: how long it ran without the trouble, one unit or many ("ran the same hosts for a month
            // without this", "for two weeks without it"): the words of "up for months" with the count written
            + "|(?:up |ran |run |runs |running |worked |works )?for (?:a|an|one|two|three|four|five|six|several|many|\\d{1,3})"
            + " (?:days?|weeks?|months?|years?) without (?:this|that|it|the problem|the issue|trouble|a problem|an issue)"
            + "(?= *(?:[.,;!?)]|\\n|$))"
            // session 49: a thing done over and over that always went right ("resizes as often as I like", "I can
            // suspend it as much as I want")
            + "|as (?:often|much|many times) as (?:I|we) (?:like|want|please)"
            + "|every (?:download|copy|file|transfer|backup|upload|checksum|image|update|run|test)s? (?:verifies|verified"
            + "|passes|passed|completes|completed|checks out|checked out|succeeds|succeeded|works|worked|is fine)"
            + "|(?:correctly|properly|cleanly|reliably) every time"
            + ")\\b");

    /** Words that bound such a claim in time: it held until something else happened. */
    private static final Pattern BOUNDED = Pattern.compile("(?i)\\b(?:before|then|after which|till)\\b");

    /** Whether {@code clause} tells in these words that things worked, unbounded. */
    static boolean says(String clause) {
        return clause != null && SAYS.matcher(clause).find() && !BOUNDED.matcher(clause).find();
    }
}
