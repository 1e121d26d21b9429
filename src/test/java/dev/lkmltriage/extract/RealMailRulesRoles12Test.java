package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The commit rules of session 11's second round, read from the role and commit misses of the labelled slices
 * (docs/extraction-eval.md, "Session 11, second round: commit roles"). Every fixture is invented here, in the style
 * of list mail; each rule has positive cases and near misses it must leave alone.
 */
class RealMailRulesRoles12Test {
    private static final String BLOCK = "\n>\n> commit 4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e\n"
            + "> Author: Jane Roe <jane@example.org>\n> Date:   Mon Aug 1 10:00:00 2022 +0200\n>\n"
            + ">     frob/link: Allow L1 on bridges\n";
    private static final String ID = "4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e";

    @Test
    void anEffectTiedToAPointerAboveACommitBlockBlamesIt() {
        Facts result = facts("Re: Acme bridge link stays in L0", "> It looks like the behaviour changed as a result"
                + " of this patch (which also went into the 6.0.3 stable tree):" + BLOCK);
        assertEquals("culprit", role(result, ID));
        Facts started = facts("Re: Acme bridge link stays in L0", "This started with the following commit:\n\n"
                + "commit " + ID + "\nAuthor: Jane Roe <jane@example.org>\n");
        assertEquals("culprit", role(started, ID));
        Facts bare = facts("Re: Acme bridge link stays in L0", "The link state changed after this commit:\n"
                + ID.substring(0, 12) + " (\"frob/link: Allow L1 on bridges\")\n");
        assertEquals("culprit", role(bare, ID.substring(0, 12)));
        // near misses: a cure in the sentence, an effect not tied to the pointer, a pointer with no effect, and
        // no colon introducing the block
        Facts cure = facts("Re: Acme bridge link stays in L0", "After this patch the hang is gone:" + BLOCK);
        assertEquals("reference", role(cure, ID));
        Facts works = facts("Re: Acme bridge link stays in L0", "After this patch the link trains at full speed"
                + " again:" + BLOCK);
        assertEquals("reference", role(works, ID));
        Facts untied = facts("Re: [PATCH] frob: link", "This patch changes the behavior of the link as follows,"
                + " on top of:" + BLOCK);
        assertEquals("reference", role(untied, ID));
        Facts plain = facts("Re: [PATCH] frob: link", "For the record, this patch is a follow-up to:" + BLOCK);
        assertEquals("reference", role(plain, ID));
        Facts noColon = facts("Re: Acme bridge link stays in L0", "It appears the behavior changed as a result of"
                + " this patch." + BLOCK);
        assertEquals("reference", role(noColon, ID));
    }

    @Test
    void anIdOpeningANumberedOrBulletedListItemBeforeASubjectIsACommit() {
        Facts numbered = facts("Re: frob relaxed ordering", ">>> I am writing about your commits titled:\n"
                + ">>> 1. 8a9b0c1d2e3f PCI: Disable Relaxed Ordering if unsupported\n"
                + ">>> 2. 0f1e2d3c4b5a PCI: Quirk the Acme Z3 root ports\n");
        assertEquals("reference", role(numbered, "8a9b0c1d2e3f"));
        assertEquals("reference", role(numbered, "0f1e2d3c4b5a"));
        Facts bulleted = facts("Re: frob backports", "Picked for 6.1.y:\n - 8a9b0c1d2e3f frob: Fix the widget\n"
                + "2) 0f1e2d3c4b5a frob: Quirk the widget\n");
        assertEquals("reference", role(bulleted, "8a9b0c1d2e3f"));
        assertEquals("reference", role(bulleted, "0f1e2d3c4b5a"));
        // near misses: a short id, no subject after the id, a three-digit "number" and a marker glued to the id
        Facts shortId = facts("Re: frob", "1. 8a9b0c1d2e PCI: Disable Relaxed Ordering\n");
        assertEquals("absent", role(shortId, "8a9b0c1d2e"));
        Facts noSubject = facts("Re: frob", "1. 8a9b0c1d2e3f 0000 0000 ffff\n2. 0f1e2d3c4b5a was wrong\n");
        assertEquals("absent", role(noSubject, "8a9b0c1d2e3f"));
        assertEquals("absent", role(noSubject, "0f1e2d3c4b5a"));
        Facts counter = facts("Re: frob", "100. 8a9b0c1d2e3f PCI: Disable Relaxed Ordering\n");
        assertEquals("absent", role(counter, "8a9b0c1d2e3f"));
        Facts glued = facts("Re: frob", "1.8a9b0c1d2e3f PCI: Disable Relaxed Ordering\n");
        assertEquals("absent", role(glued, "8a9b0c1d2e3f"));
    }

    @Test
    void aFullIdBelowTheCommitInQuestionIsTheCulprit() {
        Facts asked = facts("Re: Acme GPU fails to resume on 6.1", ">> Adding Jane, who wrote that commit. Any ideas?"
                + " The commit in question is\n>>\n>> " + ID + "\n");
        assertEquals("culprit", role(asked, ID));
        // near misses: a full id alone after another sentence, and "in question" not ending the line
        Facts other = facts("Re: Acme GPU fails to resume on 6.1", "I tested on top of\n\n" + ID + "\n");
        assertEquals("reference", role(other, ID));
        Facts fine = facts("Re: Acme GPU fails to resume on 6.1", "The commit in question is fine, the one I meant"
                + " is\n" + ID + "\n");
        assertEquals("reference", role(fine, ID));
    }

    @Test
    void aSubjectOpeningWithLostBlamesTheCommitItWasLostAfter() {
        Facts lost = facts("Re: Lost PCIe PME after 5b6c7d8e9f0a (\"frob/link: Skip L1 on bridges\")",
                "Thanks, I will look at it.\n");
        assertEquals("culprit", role(lost, "5b6c7d8e9f0a"));
        // near misses: "lost" inside a sentence about code, and a subject opening with another word
        Facts history = facts("Re: [PATCH] frob: drop frob_link_wait()", "frob_link_wait() lost its last user after"
                + " 5b6c7d8e9f0a (\"frob/link: Skip L1 on bridges\").\n");
        assertEquals("reference", role(history, "5b6c7d8e9f0a"));
        Facts plain = facts("Re: Frob PME handling after 5b6c7d8e9f0a (\"frob/link: Skip L1 on bridges\")",
                "Thanks.\n");
        assertEquals("reference", role(plain, "5b6c7d8e9f0a"));
    }
}
