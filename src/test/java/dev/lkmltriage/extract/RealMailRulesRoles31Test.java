package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 30 (docs/extraction-eval.md, "Session 30: roles31"): a suspect the writer clears in the sentences right
 * after it is named is a reference, not a culprit ({@link ClearedSuspects}); and "the mvebu and aardvark drivers" names
 * both drivers, the first of a pair joined before a plural "drivers" as the second. Fixtures invented here in the
 * style of list mail.
 */
class RealMailRulesRoles31Test {
    private static final String ID = "4f1e2d3c5b6a";
    private static final String FULL = "4f1e2d3c5b6a79880716253443526170f8e9dacb";

    private static List<String> roles(String subject, String body) {
        return facts(subject, body).commits().stream().map(c -> c.hash() + "=" + c.role()).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // the quoted maintainer's suspect, the reporter's own answer that the problem is older
        "> I am almost sure that the culprit is\n> " + FULL + " (\"frob: Convert to the\n> emulated bridge\").\n\n"
                + "The problem seems to pre-date this commit. I've gone back as far as 5.98 and\nthe problem still "
                + "exists.\n",
        // a reviewer on a patch's Fixes: tag
        "> The mask polarity was inverted as well.\n>\n> Fixes: " + ID + " (\"frob: Init the port bits\")\n\n"
                + "Are you sure about this Fixes tag ? This commit seems unrelated.\n",
        // a suspect whose revert did not cure
        "> I think " + ID + " (\"frob: Walk the bridges twice\") is the culprit.\n\nReverting it didn't help, "
                + "the second port still fails to train.\n",
        "> The hang is caused by commit " + ID + " (\"frob: Walk the bridges twice\").\n\nThat commit is not the "
                + "culprit: the hang is there on 5.97 too.\n",
    })
    void aSuspectClearedRightAfterIsAReference(String body) {
        assertEquals(List.of(ID + "=reference"), roles("Re: frob: second port fails to train", body).stream()
                .map(r -> r.startsWith(ID) ? ID + r.substring(r.indexOf('=')) : r).toList());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a question, a doubt of the clearing, a condition
        "> Fixes: " + ID + " (\"frob: Init the port bits\")\n\nIs this commit unrelated? The mask came in later.\n",
        "> Fixes: " + ID + " (\"frob: Init the port bits\")\n\nI don't think this commit is unrelated, it added the "
                + "mask.\n",
        "> Fixes: " + ID + " (\"frob: Init the port bits\")\n\nIf the problem pre-dates this commit, the tag is "
                + "wrong.\n",
        // the clearing three sentences on
        "> Fixes: " + ID + " (\"frob: Init the port bits\")\n\nThanks. Looks good. Applied. This commit seems "
                + "unrelated to the other series.\n",
        // a bisect's result is a finding: a revert that did not help leaves it the culprit
        "Since v5.99-rc1 the board does not boot. Git bisect reports " + ID + " as the first bad commit.\n"
                + "Reverting it didn't help, so either the bisect is wrong or there are more bad commits.\n",
        // this/that alone may speak of anything
        "> Fixes: " + ID + " (\"frob: Init the port bits\")\n\nThe RTCTL write is a separate issue. That is "
                + "unrelated.\n",
    })
    void otherWordsAfterASuspectLeaveItACulprit(String body) {
        assertEquals(List.of(ID + "=culprit"), roles("Re: [PATCH] frob: fix the mask", body));
    }

    @Test
    void aClearedSuspectIsNoRegressionCulprit() {
        String body = "> On the 5.97 based kernel things are fine, but on the 5.99 based kernel the\n"
                + "> switch ports are listed twice.\n>\n> I am almost sure that the culprit is\n> " + FULL
                + " (\"frob: Convert to the\n> emulated bridge\").\n\nThe problem seems to pre-date this commit. "
                + "I'll keep going back.\n";
        Facts f = facts("Re: frob bridges listed twice", body);
        assertEquals(List.of(FULL + "=reference"), f.commits().stream().map(c -> c.hash() + "=" + c.role())
                .toList());
        assertTrue(f.regression() == null || f.regression().culprit() == null, String.valueOf(f.regression()));
    }

    @Test
    void aPairOfDriversBeforeThePluralNamesBoth() {
        assertEquals(List.of("pci-mvebu", "pci-aardvark"), facts("Re: bridge emulation",
                "I still think it makes sense to share the bridge emulation code between\nthe mvebu and aardvark "
                        + "drivers, but the code is now very different.\n").drivers());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // no known driver after the joint; the singular
        "Only the mvebu and other drivers of that age have it.\n",
        "The mvebu and aardvark driver is a typo here.\n",
    })
    void aPairWithoutASecondDriverNamesNoFirst(String body) {
        assertTrue(!facts("Re: bridge emulation", body).drivers().contains("pci-mvebu"));
    }

    @Test
    void hostileRepetitionEndsFast() {
        StringBuilder b = new StringBuilder("> Fixes: " + ID + " (\"frob: Init the port bits\")\n\n");
        for (int i = 0; i < 50_000; i++) {
            b.append("the problem seems to pre-date this commit and reverting it did not help ");
        }
        b.append("\n");
        StringBuilder d = new StringBuilder("the ");
        for (int i = 0; i < 100_000; i++) {
            d.append("mvebu and aardvark and ");
        }
        d.append("drivers\n");
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            facts("Re: [PATCH] frob: fix the mask", b.toString());
            facts("Re: bridge emulation", d.toString());
        });
        assertNull(ClearedSuspects.clears("x".repeat(3000)) ? "cleared" : null);
    }
}
