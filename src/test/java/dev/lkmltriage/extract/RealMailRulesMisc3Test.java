package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.kernelQuoted;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Session 14 (misc3, docs/extraction-eval.md): wildcard stable versions, an -rc written without its base after one
 * of the same release, and a commit id alone in parentheses after a word of prose. Sentences invented here in the
 * shapes real mail uses, each with near misses that must not fire.
 */
class RealMailRulesMisc3Test {

    @Test
    void wildcardPatchLevelsNameTheirStableBranch() {
        Facts f = facts("Re: frob: link training fails",
                "The board runs kernel 4.19.9x here, and I was trying the 5.2.xx kernel before that.\n");
        assertEquals("false", kernelQuoted(f, "4.19.y"));
        assertEquals("false", kernelQuoted(f, "5.2.y"));
        // near misses: a longer run of x, letters after the wildcard, a tool's wildcard version
        Facts g = facts("Re: frob: link training fails",
                "It reads 4.19.9xyz in the log, the table says 5.2.xxx, and gcc 4.9.x builds it.\n");
        assertEquals("absent", kernelQuoted(g, "4.19.y"));
        assertEquals("absent", kernelQuoted(g, "5.2.y"));
        assertEquals("absent", kernelQuoted(g, "4.9.y"));
    }

    @Test
    void anRcWithoutItsBaseAfterOneOfTheSameRelease() {
        Facts f = facts("Re: frob: groups changed",
                "Maybe we can get this fixed for v5.10-rc2 or -rc3.\n\n"
                        + "> The series could be applied to 5.9-rc6/rc7 directly.\n");
        assertEquals("false", kernelQuoted(f, "5.10-rc2"));
        assertEquals("false", kernelQuoted(f, "5.10-rc3"));
        assertEquals("true", kernelQuoted(f, "5.9-rc7"));
        Facts chain = facts("Re: frob", "Seen on 5.11-rc2, -rc3 and -rc4 alike.\n");
        assertEquals("false", kernelQuoted(chain, "5.11-rc3"));
        assertEquals("false", kernelQuoted(chain, "5.11-rc4"));
        // near misses: no rc before it (the base is unsaid), "rc3" after a word, an -rc glued to more text
        Facts g = facts("Re: frob", "Fine on v5.9 or -rc3 of the next one. Tested v5.10-rc2 or rc3 maybe. "
                + "Or v5.10-rc2 or -rc3-test.\n");
        assertEquals("absent", kernelQuoted(g, "5.9-rc3"));
        assertEquals("absent", kernelQuoted(g, "5.10-rc3"));
    }

    @Test
    void aCommitAloneInParenthesesAfterAWordIsAReference() {
        Facts f = facts("[PATCH 0/6] PCI/PM: cleanups",
                "These sit on top of my pci/pm branch as of today (0d1685046e61), pushed for now.\n"
                        + "It was made optional and removed from the Required section (907fce090253).\n");
        assertEquals("reference", role(f, "0d1685046e61"));
        assertEquals("reference", role(f, "907fce090253"));
        // near misses: a register dump's address after a number, an address of all f, a call's argument, letters
        // only, a short id, a 16-digit kernel address after a word
        Facts g = facts("Re: frob",
                "0x000000fe00000000 (ffff88000000a000)\n"
                        + "wrong CPU addr (ffffffffffffffff) on node\n"
                        + "frob_read(0d1685046e61) returns\n"
                        + "the key (deadbeefcafebabe) is\n"
                        + "the tag (0d16850) is\n"
                        + "the caller (ffffffffc0123456) is\n");
        assertEquals("absent", role(g, "ffff88000000a000"));
        assertEquals("absent", role(g, "ffffffffffffffff"));
        assertEquals("absent", role(g, "0d1685046e61"));
        assertEquals("absent", role(g, "deadbeefcafebabe"));
        assertEquals("absent", role(g, "0d16850"));
        assertEquals("absent", role(g, "ffffffffc0123456"));
    }
}
