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
 * Session 50 (docs/extraction-eval.md, "Session 50: quoted53"): a commit said to keep machines or devices from their
 * ordinary work ("X prevents some laptops from booting") is blamed, in the patch and in every reply that quotes the
 * sentence without its {@code Fixes:} tag; "prevents" of a harm, of a build or with no object stays no blame.
 * Fixtures invented here in the style of list mail.
 */
class RealMailRulesQuoted53Test {
    static final String ID = "0a1b2c3d4e5f";

    /** The blaming paragraph, under {@code prefix} quote marks (RealMailRulesRoles53Test reads its regression). */
    static String blame(String prefix) {
        return prefix + "Several testers reported that commit " + ID + " (\"frob: skip bridges under native\n"
                + prefix + "hotplug\") prevents some recent Frobtop laptops from booting, with an endless\n"
                + prefix + "loop of GPE errors.\n";
    }

    @Test
    void aCommitKeepingMachinesFromBootingIsTheCulpritOwnOrQuoted() {
        assertEquals("culprit", role(facts("[PATCH] frob: allocate resources under the bridge", blame("")), ID));
        assertEquals("culprit", role(facts("Re: [PATCH] frob: allocate resources under the bridge",
                "On Thu, Nov 07, 2019, Frob Dev wrote:\n" + blame("> > > ") + "\nI agree with the approach.\n"),
                ID));
        assertEquals("culprit", role(facts("Re: frob hang", "Since " + "v5.4 the box hangs.\n\nCommit " + ID
                + " prevented the NVMe drive from being detected after resume here.\n"), ID));
    }

    @Test
    void preventingAHarmOrABuildIsNoBlame() {
        assertEquals("reference", role(facts("Re: [PATCH] frob: serialize enable", "Commit " + ID
                + " (\"frob: take the lock early\") prevents the deadlock we saw last year.\n"), ID));
        assertEquals("reference", role(facts("Re: [PATCH] frob: serialize enable", "Commit " + ID
                + " (\"frob: take the lock early\") prevents the driver from crashing on unbind.\n"), ID));
        assertEquals("reference", role(facts("[PATCH 0/4] frob: PASID", "This builds on " + ID
                + " (\"frob: substream ids\"). The last part would have prevented from building the driver as a"
                + " module.\n"), ID));
        assertEquals("reference", role(facts("Re: [PATCH] frob: serialize enable", "Commit " + ID
                + " (\"frob: take the lock early\") prevents nothing. The laptops still fail from booting.\n"), ID));
    }

    @Test
    void theReaderNeedsAnObjectAFromAndAFunction() {
        assertTrue(BlockedFunctions.blocks("prevents some laptops from booting", 8));
        assertTrue(BlockedFunctions.blocks("prevents the NIC from being detected", 8));
        assertTrue(BlockedFunctions.blocks("prevents the port from properly resuming", 8));
        assertFalse(BlockedFunctions.blocks("prevents from booting", 8)); // no object
        assertFalse(BlockedFunctions.blocks("prevents the driver from crashing", 8)); // a harm
        assertFalse(BlockedFunctions.blocks("prevents the build. It fails from booting", 8)); // a sentence ends
        assertFalse(BlockedFunctions.blocks("prevents one two three four five six seven eight nine ten from booting",
                8)); // too far
        assertFalse(BlockedFunctions.blocks("prevents it from bo", 8)); // cut short
        assertFalse(BlockedFunctions.blocks("prevents x from being ed", 8));
        assertFalse(BlockedFunctions.blocks("", 0));
        assertFalse(BlockedFunctions.blocks("prevents", 8));
        assertFalse(BlockedFunctions.blocks("prevents", 9));
        assertFalse(BlockedFunctions.blocks("prevents", -1));
    }

    @Test
    void hostilePreventsEndFast() {
        String many = ("Commit " + ID + " (\"frob\") prevents " + "x ".repeat(40) + "from booting.\n").repeat(2_000);
        String noFrom = ("Commit " + ID + " prevents " + "y".repeat(5_000) + "\n").repeat(200);
        for (String body : new String[] {many, noFrom}) {
            assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts("Re: frob", body));
        }
    }
}
