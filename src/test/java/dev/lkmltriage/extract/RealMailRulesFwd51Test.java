package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.parsedFacts;
import static dev.lkmltriage.extract.FactOf.hwQuoted;
import static dev.lkmltriage.extract.FactOf.kernelQuoted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 51 (docs/extraction-eval.md, "Session 51: fwd51"), convention 188: a forwarded report's facts are the
 * forwarder's own in Gmail's, Thunderbird's, mutt's and Apple Mail's styles alike; the forwarded text's own '>' lines,
 * a forward inside a reply's '>' quote and an Outlook original keep their facts quoted. Fixtures invented here in the
 * style of list mail.
 */
class RealMailRulesFwd51Test {
    private static final String REPORT = "From: <bugzilla-daemon@example.org>\n"
            + "Date: Fri, May 3, 2019 at 3:31 AM\n"
            + "Subject: [Bug 123456] New: frob card hangs at boot\n\n"
            + "    Kernel Version: v5.1-rc7\n\n"
            + "The box hangs at boot with the frob card [1a2b:3c4d] in the x16 slot.\n";

    @Test
    void aForwardedReportsFactsAreOwnInEveryStyle() {
        for (String separator : new String[] {"---------- Forwarded message ---------",
            "-------- Forwarded Message --------", "----- Forwarded message from bugzilla-daemon@example.org -----",
            "Begin forwarded message:"}) {
            Facts f = parsedFacts("Fwd: [Bug 123456] New: frob card hangs at boot",
                    "I think this is the write-combining range again.\n\n" + separator + "\n" + REPORT);
            assertEquals("false", kernelQuoted(f, "5.1-rc7"), separator);
            assertEquals("false", hwQuoted(f, "1a2b:3c4d"), separator);
        }
    }

    @Test
    void quotesInsideAndAroundAForwardStayQuoted() {
        Facts inner = parsedFacts("Fwd: frob card hangs at boot", "FYI\n\n---------- Forwarded message ---------\n"
                + "From: Ada <ada@example.org>\n\nOn Thu, May 2, 2019 Bob wrote:\n> Does v5.0 hang too?\n\n"
                + "No, only v5.1-rc7.\n");
        assertEquals("true", kernelQuoted(inner, "5.0"));
        assertEquals("false", kernelQuoted(inner, "5.1-rc7"));
        Facts reply = parsedFacts("Re: Fwd: [Bug 123456] New: frob card hangs at boot",
                "On Mon, May 6, 2019 at 9:00 AM Maint wrote:\n> ---------- Forwarded message ---------\n"
                        + REPORT.replaceAll("(?m)^", "> ") + "\nDoes v5.2-rc1 hang too?\n");
        assertEquals("true", kernelQuoted(reply, "5.1-rc7"));
        assertEquals("false", kernelQuoted(reply, "5.2-rc1"));
        Facts outlook = parsedFacts("RE: frob card hangs at boot", "Tested on v5.2-rc1, same hang.\n\n"
                + "-----Original Message-----\n" + REPORT);
        assertEquals("true", kernelQuoted(outlook, "5.1-rc7"));
        assertEquals("false", kernelQuoted(outlook, "5.2-rc1"));
    }

    @Test
    void hostileForwardsEndFast() {
        String body = ("---------- Forwarded message ---------\n> v5.1-rc7\n").repeat(20_000)
                + "-".repeat(10_000_000) + " Forwarded message ---\nv5.2-rc1 hangs\n";
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> parsedFacts("Fwd: x", body));
    }
}
