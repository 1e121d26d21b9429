package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 28 (docs/extraction-eval.md, "Session 28 (commits29)"): commit ids cited in prose with no "commit" word
 * before them ({@link ProseIds}): an id of 10-15 digits or a full 40 as a word of a sentence, and an id of any length
 * followed by its title in other quotes than {@code ("...")} or wrapped to the next line. Fixtures invented here in
 * the style of list mail.
 */
class RealMailRulesProseIdsTest {
    private static List<String> hashes(String body) {
        return facts("Re: [PATCH v2] frob: tidy up the resume path", body).commits().stream()
                .map(CommitFact::hash).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "I think this clashes with 3c7e91ab05d2 in the frob tree.",
        "It was picked for the 5.9 stable series as 3c7e91ab05d2.",
        "> Honestly the bug is older; the helper was moved around by 3c7e91ab05d2\n> and nobody noticed.",
        "The locking only came in with this change\n> 3c7e91ab05d2.",
        "Could you test with and without 3c7e91ab05d2?",
        "There is an older attempt on the same branch, 3c7e91ab05d2, that we dropped.",
        "Was this meant for stable?  3c7e91ab05d2 went into v5.8.",
        "See the explanation in the changelog of 3c7e91ab05d",
        "(see 3c7e91ab05d2 for the reasoning)",
        "The maintainer tree already has it as 3c7e91ab05d2e4f6a8b0c1d3e5f7a9b1c3d5e7f9 since Monday.",
    })
    void anIdAsAWordOfASentenceIsACommit(String body) {
        List<String> h = hashes(body);
        assertEquals(1, h.size(), body);
        assertTrue(h.get(0).startsWith("3c7e91ab05d"), body);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Same as in 3c7e91ab05d2\n(\"frob: Drop the legacy reset\").",
        "> Same as in 3c7e91ab05d2\n> > (\"frob: Drop the legacy reset\").",
        "besides that 3c7e91ab05d2 \"frob/core: Drop the legacy reset\" also matters",
        "The patch 3c7e91ab05d2: \"frob: Drop the legacy reset\" from Jan 3, 2020 leads to a warning",
        "superseded by 3c7e91ab ('frob: Drop the legacy reset')",
        "in the driver (3c7e91ab \"frob: Drop the legacy reset\").",
        "After 3c7e91ab: \"Revert \"frob: Drop the legacy reset\"\", the reset is back.",
        "This is a partial revert of the 3c7e91a commit:",
    })
    void anIdWithItsTitleInOtherQuotesIsACommit(String body) {
        List<String> h = hashes(body);
        assertEquals(1, h.size(), body);
        assertTrue(h.get(0).startsWith("3c7e91a"), body);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // other hex values: addresses (8 and 16 digits), a trace id, checksums, a serial, a capability, a toolchain
        "accesses to b43900a0 are claimed by two different devices.",
        "The BAR ends up at ffff8000f9e61000 on the second boot.",
        " ---[ end trace 10ea80bde051bbfc ]---",
        "a101dc90f8e876f39383b60c9da64ec4  /lib/firmware/frob/fw.bin",
        "The firmware version 00a137ad5e is what ships.",
        "It reports cap 1c0000c406604 ecap 69e2ff0505e here.",
        "My toolchain is version 11.0.0-rc2, more precisely git 97ac9e82002d6b12831ca2c78f739cca65a4fa05.",
        // no letter, no digit, glued to a dash, a dot, a slash or a colon, in a URL
        "max_idle_ns: 637086815595 ns",
        "The magic was deadbeefcafe at that point.",
        "The string is \"0000:04:10.0 vf_token=bd8d9d2b-5a5f-4f5a-a211-\n> f591514ba1f3\" as above.",
        "the node frob@d0070a2b3c.pcie failed",
        "see https://example.org/tree/3c7e91ab05d2 for it",
        "Link up:3c7e91ab05d2",
        // log lines: a dmesg stamp, git format-patch's From line (a robot's blame row names its commit since
        // convention (205): BlameColumnsTest)
        "[    2.345678] frob 0000:01:00.0: state 3c7e91ab05d2 reached",
        "From 3c7e91ab05d2e4f6a8b0c1d3e5f7a9b1c3d5e7f9 Mon Sep 17 00:00:00 2001",
        // a number, a word glued to it, too short for bare prose, a hex word after a key
        "The counter read 3c7e91ab0 after the test.",
        "Status: 1810e803ab KERNEL EXL IE",
        "key=3c7e91ab05d2 is set",
        "The checksum is 3c7e91ab05d2 on both boards.",
        // a quoted string that is no title, "the X commit" with no determiner
        "It prints 3c7e91ab \"ok\" at the end.",
        "merged 3c7e91a commit messages",
    })
    void otherHexWordsAreNoCommits(String body) {
        assertEquals(List.of(), hashes(body), body);
    }

    @Test
    void aProseIdKeepsItsRoleCues() {
        List<String> roles = facts("Re: frob: link fails after resume",
                "Reverting 3c7e91ab05d2 fixes it for me.\n\nIt conflicts with 0a1b2c3d4e5f though.\n").commits()
                .stream().map(c -> c.hash() + "=" + c.role()).toList();
        assertEquals(List.of("3c7e91ab05d2=culprit", "0a1b2c3d4e5f=reference"), roles);
    }

    private static List<String> roles(String body) {
        return facts("Re: frob: DMA tests fail after rebase", body).commits().stream()
                .map(c -> c.hash() + "=" + c.role()).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "I reverted the streaming DMA API patch\n3c7e91ab05d2 \"frob: Use streaming DMA\" and the tests began to pass"
                + " again.",
        "Reverting the frob reset change 3c7e91ab05d2 (\"frob: Drop the legacy reset\") fixes it here.",
        "> After I reverted that DMA mapping commit 3c7e91ab05d2 the board boots again.",
    })
    void aCuringRevertOfANamedChangeBlamesIt(String body) {
        assertEquals(List.of("3c7e91ab05d2=culprit"), roles(body));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // no cure, a question, a clause between the noun and the id, no determiner, more than four words
        "I reverted the streaming DMA API patch 3c7e91ab05d2 \"frob: Use streaming DMA\" but it still fails.",
        "Did you try reverting the streaming DMA API patch 3c7e91ab05d2 (\"frob: Use streaming DMA\") to see if the"
                + " tests pass again?",
        "I reverted the patch, and then 3c7e91ab05d2 \"frob: Use streaming DMA\" made the tests pass again.",
        "I reverted patch sets 3c7e91ab05d2 \"frob: Use streaming DMA\" and the tests pass again.",
        "I reverted the one big old ugly DMA patch 3c7e91ab05d2 \"frob: Use streaming DMA\" and the tests pass"
                + " again.",
        // tests passing again with no revert at all
        "With 3c7e91ab05d2 \"frob: Use streaming DMA\" applied on top the tests pass again.",
    })
    void otherRevertWordingsKeepTheirOldRoles(String body) {
        List<String> r = roles(body);
        assertEquals(1, r.size(), body);
        assertTrue(!r.get(0).endsWith("=culprit"), body + " -> " + r);
    }

    @Test
    void hostileInputStaysLinear() {
        StringBuilder many = new StringBuilder();
        for (int k = 0; k < 20_000; k++) {
            many.append("as ").append(String.format("%012x", 0xa00000000000L + k * 7919L))
                    .append(k % 4 == 3 ? '\n' : ' ');
        }
        String million = "0123456789abcdef".repeat(62_500);
        StringBuilder markers = new StringBuilder();
        for (int k = 0; k < 10_000; k++) {
            markers.append("> > > > > > > > > > > 3c7e91ab05d2 \"\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            assertTrue(hashes(many.toString()).size() > 1000);
            assertEquals(List.of(), hashes(many.toString().replace('\n', ' ')));
            assertEquals(List.of(), hashes(million));
            assertEquals(List.of(), hashes("see " + million + " here"));
            hashes(markers.toString());
            hashes("the " + "3c7e91ab05d2 (\"".repeat(10_000));
        });
    }
}
