package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 17 (docs/extraction-eval.md, "Session 17: roles and windows"): a commit that "changed" something with a
 * "however" set against it is the culprit ({@link ContrastedChanges}). Fixtures invented here in the style of list
 * mail.
 */
class RealMailRulesRoles18Test {
    private static final String ID = "5e1f0a7c3b2d";
    private static final String OTHER = "9a8b7c6d5e4f";

    private static Facts reply(String body) {
        return facts("Re: frob: dump tool reads the wrong window", body);
    }

    // --- "commit X changed A to B" with a "however" against it ---

    @Test
    void aChangeWithAHoweverInTheSentenceIsTheCulprit() {
        assertEquals("culprit", role(facts("[PATCH 3/3] frob: align the test buffers",
                "The commit " + ID + " (\"frob: use streaming DMA for the test buffers\") changed to use\n"
                        + "streaming DMA, however, dma_map_single() may return an unaligned address, so\n"
                        + "add the alignment as driver data.\n\nSigned-off-by: Dee <dee@example.org>\n"), ID));
    }

    @Test
    void aHoweverInTheNextTwoSentencesCountsQuotedToo() {
        assertEquals("culprit", role(reply("On Mon, Bob wrote:\n> Kernel commit " + ID + " (\"x86/mm: move the "
                + "frob window\") changed the base of the\n> window from 0x1000 to 0x2000. This went into v5.1-rc2.\n>\n"
                + "> The dump tool, however, still has the old base hard coded.\n\nGood catch.\n"), ID));
    }

    @Test
    void aBlankLineIsNoSentence() {
        // the report itself, a paragraph break before the "however"
        assertEquals("culprit", role(facts("frob dump tool reads the wrong window", "Kernel commit " + ID
                + " (\"x86/mm: move the frob window\") changed the base of the window\nfrom 0x1000 to 0x2000. This "
                + "went into v5.1-rc2.\n\nThe dump tool, however, still has the old base hard coded.\n"), ID));
    }

    @Test
    void aColonSentenceAboveTheIdCarriesTheChange() {
        assertEquals("culprit", role(reply("The driver should ask for the present CPUs only. However, the log "
                + "shows that this\ncommit deliberately changed the present mask to the possible mask:\n" + ID
                + " (\"genirq/frob: spread vectors over all possible CPUs\")\n\nso I am unsure what to do.\n"), ID));
    }

    @Test
    void changeNearMissesStayReferences() {
        // no "however" near the change
        assertEquals("reference", role(reply("Commit " + ID + " (\"frob: rename the window\") changed the base "
                + "from 0x1000 to 0x2000. This went into v5.1-rc2.\n\nThanks.\n"), ID));
        // the "however" three sentences on
        assertEquals("reference", role(reply("Commit " + ID + " (\"frob: rename the window\") changed the base. "
                + "It went into v5.1. Nobody noticed. The tool, however, still works.\n"), ID));
        // another verb: code history ("moved ... but left ...")
        assertEquals("reference", role(reply("Commit " + ID + " (\"lib: add frob\") moved frob_map() to lib/, "
                + "however it left frob_unmap() behind.\n"), ID));
        // hedged: a question about the change
        assertEquals("reference", role(reply("I'm not sure it was a mistake that commit " + ID + " changed the mode "
                + "from 0220 to 0200, however.\n"), ID));
        // the commit not the subject of "changed"
        assertEquals("reference", role(reply("The default changed after " + ID + " went in; however, it is fine.\n"),
                ID));
        // the "however" belongs after another commit named in between
        assertEquals("reference", role(reply("Commit " + ID + " (\"frob: rename the window\") changed the base. "
                + "Commit " + OTHER + " then moved it; however, the tool still has the old one.\n"), ID));
        // a colon line with no commit changing anything
        assertEquals("reference", role(reply("However, the log shows these commits touched the mask:\n" + ID
                + " (\"genirq/frob: spread vectors\")\n"), ID));
    }

    @Test
    void hostileInputEndsFast() {
        String longLine = ("commit " + ID + " (((((\"x\" changed however ").repeat(4000);
        String nested = "> ".repeat(3000) + "Commit " + ID + " changed it, however " + "(".repeat(20000) + "\n";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            reply(longLine);
            reply(nested);
            reply("However, commit changed:\n" + ID + "\n".repeat(5000));
        });
    }
}
