package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.commitQuoted;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Session 15 (docs/extraction-eval.md, "commit roles, quoted flags and hardware"): a footnoted commit takes the role
 * its markers' sentences give, and the test robot's ":::::: X subject" blame footer names a commit (a reference).
 * Fixtures invented here.
 */
class RealMailRulesRoles15Test {
    private static final String FULL = "3f1c0d9e7a2b4c6d8e0f1a2b3c4d5e6f7a8b9c0d";
    private static final String URL = "https://git.kernel.org/pub/scm/linux/kernel/git/frob/sound.git/commit/?h=fixes"
            + "&id=" + FULL;
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Facts facts(String body) {
        String raw = "From: Dee Replier <dee@example.org>\nSubject: Re: [REGRESSION] frob v5.9-rc1 breaks the board"
                + "\nMessage-ID: <roles15@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return extractor.extract(m);
    }

    @Test
    void aFootnotedCommitTakesTheRoleItsMarkerGives() {
        // the URL on the line after a bare "[1]", as mail clients wrap it
        assertEquals("fix", role(facts("The other hang on this board is fixed with [1]. With it the\n"
                + "display works here too.\n\n[1]\n" + URL + "\n"), FULL));
        // "[1] URL" on one line, and the marker after the cue ("[2] fixes the ...")
        assertEquals("fix", role(facts("I can confirm that [2] fixes the issue reported here.\n\n"
                + "[1] https://lore.kernel.org/r/20200101.1234@example.org\n[2] " + URL + "\n"), FULL));
        assertEquals("culprit", role(facts("The resume hang was caused by [1], it seems.\n\n[1]: " + URL + "\n"),
                FULL));
        // quoted, as a reply carries it: marker and footnote quoted alike
        assertEquals("fix", role(facts("On Mon, Bob wrote:\n> The other hang is fixed with [1].\n>\n> [1] " + URL
                + "\n\nThanks, that works.\n"), FULL));
        assertEquals("true", commitQuoted(facts("On Mon, Bob wrote:\n> The other hang is fixed with [1].\n>\n> [1] "
                + URL + "\n\nThanks, that works.\n"), FULL));
    }

    @Test
    void footnoteNearMissesStayReferences() {
        // a pointer with no cue
        assertEquals("reference", role(facts("For the background see [1], the series went in last week.\n\n[1] "
                + URL + "\n"), FULL));
        // a cue at another number's marker
        assertEquals("reference", role(facts("The hang is fixed with [2].\nThe code came in with [1].\n\n[1] " + URL
                + "\n[2] https://lore.kernel.org/r/20200101.1234@example.org\n"), FULL));
        // markers that disagree decide nothing
        assertEquals("reference", role(facts("The timeout was caused by [1]. Later the hang is fixed with [1] too, "
                + "somehow.\n\n[1] " + URL + "\n"), FULL));
        // the marker quoted, the footnote the replier's own: another message's numbering
        assertEquals("reference", role(facts("On Mon, Bob wrote:\n> The other hang is fixed with [1].\n\nHere is "
                + "mine instead [1].\n\n[1] " + URL + "\n"), FULL));
        // a number opening a line of prose is no footnote: "[1] fixes" there is the line's own text
        assertEquals("reference", role(facts("Steps:\n[1] is fixed with the board reset, then run\n" + URL + " to "
                + "see the tree.\n"), FULL));
    }

    @Test
    void theRobotsBlameFooterNamesTheCommit() {
        String body = "All warnings (new ones prefixed by >>):\n\n>> drivers/pci/frob.c:26:5: warning: no previous "
                + "prototype\n\n:::::: The code at line 26 was first introduced by commit\n:::::: " + FULL
                + " frob, numa: Add NUMA support for frob platforms.\n\n:::::: TO: Dee <dee@example.org>\n";
        assertEquals("reference", role(facts(body), FULL));
        assertEquals("reference", role(facts("On Tue, robot wrote:\n> :::::: The code at line 26 was first "
                + "introduced by commit\n> :::::: " + FULL + " frob: Add the thing\n\nI will fix it.\n"), FULL));
        // near misses: a shorter id, other colon counts, words between the colons and the id
        assertEquals("absent", role(facts(":::::: " + FULL.substring(0, 16) + " frob: Add the thing\n"),
                FULL.substring(0, 16)));
        assertEquals("absent", role(facts("::: " + FULL + " frob: Add the thing\n"), FULL));
        assertEquals("absent", role(facts(":::::: at " + FULL + " frob: Add the thing\n"), FULL));
        assertEquals("absent", role(facts(":::::: " + FULL + "\n"), FULL));
    }

    @Test
    void hostileInputStaysLinear() {
        String many = "see [1] ".repeat(20_000) + "\n";
        String footLines = ("[1] " + URL + "\n").repeat(2_000);
        String robot = (":::::: " + FULL + " frob: Add the thing\n").repeat(5_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            assertEquals("reference", role(facts(many + "fixed with [1]\n" + many + footLines), FULL));
            assertEquals("reference", role(facts(robot), FULL));
            facts("[" + "1]".repeat(50_000) + "\n[1]\n" + URL + "\n");
        });
    }
}
