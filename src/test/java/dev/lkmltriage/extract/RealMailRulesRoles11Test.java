package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The commit-role rules of session 11, read from the shapes of the role and culprit misses of all sixteen labelled
 * slices (docs/extraction-eval.md, "Session 11: commits, roles and culprits"). Every fixture is invented here, in
 * the style of list mail; each rule has a positive case and near misses it must leave alone.
 */
class RealMailRulesRoles11Test {
    @Test
    void aPullRequestsTipAndATreesCommitAreReferences() {
        Facts pull = facts("[GIT PULL] frob fixes for v6.1", "The following changes since commit"
                + " 1f2e3d4c5b6a7980f1e2d3c4b5a69788f0e1d2c3:\n\n  Linux 6.1-rc2 (2022-10-23 15:27:33 -0700)\n\nare"
                + " available in the Git repository at:\n\n  git://git.example.org/pub/scm/frob.git"
                + " tags/frob-v6.1-fixes-1\n\nfor you to fetch changes up to"
                + " 4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b:\n\n  frob: Mark the Acme Z3 DMA engine as broken"
                + " (2022-11-02 10:11:12 -0500)\n");
        assertEquals("reference", role(pull, "4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b"));
        Facts merged = facts("Re: [GIT PULL] frob changes for v6.2", "The pull request you sent on Mon, 12 Dec"
                + " 2022:\n\n> git://git.example.org/pub/scm/frob/frob.git 7c8d9e0f1a2b\n\nhas been merged into"
                + " mainline:\n");
        assertEquals("reference", role(merged, "7c8d9e0f1a2b"));
        Facts banner = facts("Re: frob: build", "Linux version 6.1.0 (frob version 12.0.0"
                + " (https://example.org/tools/frobc.git 8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f), ld 2.39)\n");
        assertEquals("absent", role(banner, "8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f"));
        // near misses: a commit that broke something is still a culprit in a pull's text, and "git" as a word
        // before a hex word makes no commit
        Facts inPull = facts("[GIT PULL] frob fixes for v6.1", "- Fix a resume regression introduced by"
                + " 4a5b6c7d8e9f in v6.1-rc1\n\nfor you to fetch changes up to"
                + " 0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b:\n");
        assertEquals("culprit", role(inPull, "4a5b6c7d8e9f"));
        Facts word = facts("frob: tools", "I built it with git 2b3c4d5e6f7 and it failed.\n");
        assertEquals("absent", role(word, "2b3c4d5e6f7"));
    }

    @Test
    void sinceIsACulpritCueOnlyWhenItGovernsTheCommit() {
        Facts governs = facts("frob: resume broken", "Resume is broken since commit 5a6b7c8d9e0f (\"frob: defer"
                + " the link training\").\n");
        assertEquals("culprit", role(governs, "5a6b7c8d9e0f"));
        Facts bare = facts("frob: resume broken", "Resume has been broken since 5a6b7c8d9e0f landed.\n");
        assertEquals("culprit", role(bare, "5a6b7c8d9e0f"));
        // near miss: "since" as a conjunction of reason, the commit the object of another clause
        Facts time = facts("[PATCH] frob: free the bridge on release", "This refcount problem has existed since 2014 with\n"
                + "commit 5a6b7c8d9e0f (\"frob: add a bridge device\"). It rarely matters.\n");
        assertEquals("culprit", role(time, "5a6b7c8d9e0f"));
        Facts reason = facts("Re: [PATCH] frob: quirk the Acme bridge", "> I guess these logs are from v5.2 or"
                + " earlier, since the \"Failed to wake\" text was removed by 5a6b7c8d9e0f (\"frob: rework the"
                + " wake path\"), which appeared in v5.3.\n");
        assertEquals("reference", role(reason, "5a6b7c8d9e0f"));
    }

    @Test
    void aRevertOfTheFollowingPatchThatCuresNamesItsCulprit() {
        Facts following = facts("Re: Acme board fails to boot with 6.0-rc1", "> Suspecting the following patch,"
                + " I reverted it here and that seems to resolve the hang.\n>\n> commit"
                + " 9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d\n> Author: Jane Roe <jane@example.org>\n> Date:   Mon Aug"
                + " 1 10:00:00 2022 +0200\n>\n>     frob: probe asynchronously\n");
        assertEquals("culprit", role(following, "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d"));
        // near misses: the revert does not cure, and no "following" pointing ahead of the revert
        Facts noCure = facts("Re: Acme board fails to boot with 6.0-rc1", "Suspecting the following patch, I"
                + " reverted it locally but the board still hangs.\n\ncommit"
                + " 9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d\nAuthor: Jane Roe <jane@example.org>\n");
        assertEquals("reference", role(noCure, "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d"));
        Facts behind = facts("Re: Acme board fails to boot", "I reverted it locally and it seems to resolve the"
                + " hang.\n\nAn unrelated cleanup is\n\ncommit 9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d\n");
        assertEquals("reference", role(behind, "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d"));
    }

    @Test
    void aBareSubjectInParenthesesMakesACommit() {
        Facts bare = facts("Re: [PATCH] frob: shorter L1 exit", "See 3c4d5e6f7a8b (frob/link: Allow L1 on"
                + " bridges) for where this started.\n");
        assertEquals("reference", role(bare, "3c4d5e6f7a8b"));
        // near misses: a short hex word, and a parenthesis without a subject prefix
        Facts shortId = facts("frob: link", "See 3c4d5e6f7 (frob/link: Allow L1 on bridges) for details.\n");
        assertEquals("absent", role(shortId, "3c4d5e6f7"));
        Facts noPrefix = facts("frob: dump", "The key 3c4d5e6f7a8b9c (see below) was printed twice.\n");
        assertEquals("absent", role(noPrefix, "3c4d5e6f7a8b9c"));
    }

    @Test
    void aProblemSentenceEndingInAColonIntroducesItsCulprit() {
        Facts intro = facts("Re: [PATCH v2] frob: use the worst exit latency", "> The bug became obvious once we"
                + " enabled L1 on every link:\n>     3c4d5e6f7a8b (frob/link: Allow L1 on bridges)\n");
        assertEquals("culprit", role(intro, "3c4d5e6f7a8b"));
        Facts agent = facts("Re: [PATCH] frob: latency", "> > > > This patch fixes a regression introduced (but"
                + " not caused) by:\n> > > > 3c4d5e6f7a8b (frob/link: Allow L1 on bridges)\n");
        assertEquals("culprit", role(agent, "3c4d5e6f7a8b"));
        Facts blank = facts("frob: hang", "This hang started with:\n\n3c4d5e6f7a8b (\"frob: poll the link\")\n");
        assertEquals("culprit", role(blank, "3c4d5e6f7a8b"));
        // near misses: a colon line with a cure, with no problem, a dependency list under a failure, a line
        // that does not end in a colon, and an id that does not open its line
        Facts cure = facts("frob: hang", "The following commit fixes the hang:\n3c4d5e6f7a8b (\"frob: poll the"
                + " link\")\n");
        assertEquals("reference", role(cure, "3c4d5e6f7a8b"));
        Facts plain = facts("frob: series", "This series is based on:\n3c4d5e6f7a8b (\"frob: poll the link\")\n");
        assertEquals("reference", role(plain, "3c4d5e6f7a8b"));
        Facts deps = facts("Re: [PATCH] frob: fix", "v5.4.1: Failed to apply cleanly, possible dependencies:\n"
                + "    3c4d5e6f7a8b (\"frob: poll the link\")\n");
        assertEquals("reference", role(deps, "3c4d5e6f7a8b"));
        Facts noColon = facts("frob: hang", "The hang is a real problem\n3c4d5e6f7a8b (\"frob: poll the link\")"
                + " is what I tested with\n");
        assertEquals("reference", role(noColon, "3c4d5e6f7a8b"));
        Facts inLine = facts("frob: hang", "The hang shows up:\nwith 3c4d5e6f7a8b (\"frob: poll the link\")"
                + " applied or not\n");
        assertEquals("reference", role(inLine, "3c4d5e6f7a8b"));
    }

    @Test
    void aRevertDecidedOnNamesItsCulprit() {
        Facts decided = facts("Re: [Regression] frob: resume takes a second longer", "> I agree we should revert"
                + " 6d7e8f9a0b1c now. I'll try to come up with a better way to do the delays.\n");
        assertEquals("culprit", role(decided, "6d7e8f9a0b1c"));
        Facts will = facts("Re: frob: hang on Acme boards", "Thanks for the bisect. I will revert commit"
                + " 6d7e8f9a0b1c for -rc3.\n");
        assertEquals("culprit", role(will, "6d7e8f9a0b1c"));
        // near misses: a revert as a trial, as a question, and one decided against
        Facts trial = facts("Re: frob: hang", "We should revert 6d7e8f9a0b1c and see if the hang goes on.\n");
        assertEquals("reference", role(trial, "6d7e8f9a0b1c"));
        Facts question = facts("Re: frob: hang", "Should we revert 6d7e8f9a0b1c, or is there a fix?\n");
        assertEquals("reference", role(question, "6d7e8f9a0b1c"));
        Facts against = facts("Re: frob: hang", "We shouldn't revert 6d7e8f9a0b1c just for this board.\n");
        assertEquals("reference", role(against, "6d7e8f9a0b1c"));
    }
}
