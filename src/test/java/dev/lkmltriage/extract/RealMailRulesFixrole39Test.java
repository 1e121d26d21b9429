package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 36 (docs/extraction-eval.md, "Session 36: fixrole39", label convention 15): a commit told as the cure of a
 * like problem elsewhere ("a similar issue is solved by X", "similar to the race you fixed with X", "other devices can
 * cause the same problem, and X can resolve it") is a reference; the cure of this message's own problem stays a fix.
 * Fixtures invented here in the style of list mail.
 */
class RealMailRulesFixrole39Test {
    private static final String ID = "3a9c5e7f1b2d";

    private static Facts patch(String body) {
        return facts("[PATCH v2] PCI: frob: Wake the bridge before the rescan", body);
    }

    private static Facts reply(String body) {
        return facts("Re: [PATCH] PCI: frob: Free the irq data on remove", body);
    }

    @Test
    void aLikeProblemsCureElsewhereIsAReference() {
        assertEquals("reference", role(patch("The bridge may be in D3 when the child bus is scanned.\n\n"
                + "A similar issue is met and solved by\ncommit " + ID + " (\"PCI: Wake bridges before scanning\") "
                + "which rescans through sysfs.\n\nSigned-off-by: Alice <alice@example.org>\n"), ID));
        assertEquals("reference", role(reply("That looks at least superficially similar to the race you fixed "
                + "with " + ID + " (\"PCI: baz: Fix race in installing the chained handler\").\n"), ID));
        assertEquals("reference", role(patch("Reboot hangs on the Frobnitz boards. On some x86 machines, the "
                + "widget GPUs can cause the same problem, and commit " + ID + " (\"drm/widget: suspend on "
                + "shutdown\") can resolve it.\n\nSigned-off-by: Alice <alice@example.org>\n"), ID));
        // quoted in a reply, as the series' later postings carry it
        assertEquals("reference", role(reply("On Mon, Alice wrote:\n> A similar issue is met and solved by\n> commit "
                + ID + " (\"PCI: Wake bridges before scanning\").\n\nLooks fine to me.\n"), ID));
    }

    @Test
    void thisProblemsCureStaysAFix() {
        assertEquals("fix", role(reply("This BAR size issue has been fixed by commit " + ID + " (\"PCI: Make "
                + "frob_size() return the real size\"), so the quirk can go.\n"), ID));
        // "the same problem" the writer has is this one
        assertEquals("fix", role(reply("I had the same problem on my board and it was fixed by " + ID + ".\n"), ID));
        // a likeness word, but the sentence names this problem as the one cured
        assertEquals("fix", role(reply("Similarly, this issue is fixed by " + ID + " in mainline.\n"), ID));
        // a denied likeness
        assertEquals("fix", role(reply("Not similar at all: the hang is fixed by " + ID + ".\n"), ID));
    }

    @Test
    void theReaderTakesOnlyTheSentenceBeforeTheId() {
        assertTrue(AnalogousCures.elsewhere("a similar issue is met and solved by commit"));
        assertTrue(AnalogousCures.elsewhere("on some x86 platforms, radeon devices can cause the same problem, and "
                + "commit"));
        assertFalse(AnalogousCures.elsewhere("the same problem was fixed by"));
        assertFalse(AnalogousCures.elsewhere("this was fixed by"));
        assertFalse(AnalogousCures.elsewhere(""));
    }

    @Test
    void hostileLikenessWordsStayLinear() {
        String words = "similar the same problem ".repeat(400_000);
        String cues = ("A similar issue is solved by " + ID + ". ").repeat(50_000);
        String deep = (">".repeat(60) + " similar to the race you fixed with " + ID + "\n").repeat(50_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            AnalogousCures.elsewhere(words);
            reply(cues);
            reply(deep);
            patch("x".repeat(10_000_000) + " similar, fixed by " + ID);
        });
    }
}
