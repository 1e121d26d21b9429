package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The commit and config rules of session 12 (docs/extraction-eval.md, "Session 12: commits, roles and configs"), read
 * from the misses of the seventeen labelled slices and of a random sample of forty unlabelled archive commits. Every
 * fixture is invented here, in the style of list mail; each rule has positive cases and near misses it must leave
 * alone. Mails are parsed by the real {@link MailParser}, so that quotes and diffs are its spans.
 */
class RealMailRulesRoles13Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Facts facts(String subject, String body) {
        String raw = "From: Dee Replier <dee@example.org>\nSubject: " + subject
                + "\nMessage-ID: <roles13@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return extractor.extract(m);
    }

    /** Each config option with its value and quoting, as "y quoted=false" (null values as "null"). */
    private static Map<String, String> configs(Facts f) {
        Map<String, String> out = new TreeMap<>();
        for (ConfigFact c : f.configs()) {
            out.put(c.option(), c.value() + " quoted=" + c.quoted());
        }
        return out;
    }

    @Test
    void aRevertOfTheCommitNamedAsACommitOrPatchThatCuresBlamesIt() {
        Facts patch = facts("Re: frob_alloc_vectors fails on the Acme Z5",
                "Success on the Acme Z5. Applying the patch and revert patch 5b8e2c71d0fa worked for me.\n");
        assertEquals("culprit", role(patch, "5b8e2c71d0fa"));
        Facts commit = facts("Re: frob link down after resume",
                "Reverting commit 5b8e2c71d0fa fixes it here, the link comes up after every resume.\n");
        assertEquals("culprit", role(commit, "5b8e2c71d0fa"));
        Facts the = facts("Re: frob link down after resume",
                "After reverting the commit 5b8e2c71d0fa (\"frob: Skip the link retrain\") the board boots again.\n");
        assertEquals("culprit", role(the, "5b8e2c71d0fa"));
        // near misses: a revert that does not cure, one only planned, a question, and a cure not tied to a revert
        Facts noHelp = facts("Re: frob link down after resume",
                "Reverting commit 5b8e2c71d0fa does not fix it, the link still stays down.\n");
        assertEquals("reference", role(noHelp, "5b8e2c71d0fa"));
        Facts planned = facts("Re: frob link down after resume",
                "I will try reverting commit 5b8e2c71d0fa tomorrow and report back.\n");
        assertEquals("reference", role(planned, "5b8e2c71d0fa"));
        Facts question = facts("Re: frob link down after resume",
                "Does reverting commit 5b8e2c71d0fa fix it for you?\n");
        assertEquals("reference", role(question, "5b8e2c71d0fa"));
        // "patch X" is a commit only when reverted: applied, it is no commit at all; with the commit named before,
        // applying it is no revert
        Facts applied = facts("Re: frob link down after resume",
                "Applying patch 5b8e2c71d0fa worked for me.\n");
        assertEquals("absent", role(applied, "5b8e2c71d0fa"));
        Facts named = facts("Re: frob link down after resume", "> Try commit 5b8e2c71d0fa from the frob tree.\n\n"
                + "Applying patch 5b8e2c71d0fa worked for me.\n");
        assertEquals("reference", role(named, "5b8e2c71d0fa"));
    }

    @Test
    void aSentenceThatOpensWithThisBrokeBlamesTheCommitNamedJustBefore() {
        String named = "> To fix a leak on the Acme S2 hosts, commit 7c1d9e3f5a2b introduced a frob-specific\n"
                + "> frob_remove_bus() routine to drop all vector mappings when the bus goes away. This routine\n"
                + "> frees a table allocated in frob_scan_bus().\n>\n";
        Facts broke = facts("Re: [PATCH] frob: Fix bus rescan on Acme S3", named
                + "> This broke bus rescan on the Acme S3 because the table is freed twice.\n\nRight, I see it too.\n");
        assertEquals("culprit", role(broke, "7c1d9e3f5a2b"));
        Facts change = facts("Re: frob rescan", "Commit 7c1d9e3f5a2b moved the table allocation into probe. "
                + "This change broke rescan for me on 6.1.\n");
        assertEquals("culprit", role(change, "7c1d9e3f5a2b"));
        // near misses: another commit named in between, the pointer three sentences on, a neutral or negated verb
        // ("This causes ..." right after the id is the older cue's reading, not this rule's)
        Facts other = facts("Re: frob rescan", "Commit 7c1d9e3f5a2b moved the table allocation, and commit"
                + " 2e4f6a8c0b1d then dropped the free. This broke rescan.\n");
        assertEquals("reference", role(other, "7c1d9e3f5a2b"));
        Facts far = facts("Re: frob rescan", "Commit 7c1d9e3f5a2b moved the table allocation. The table is"
                + " per bus. Buses are scanned once. This broke nothing else as far as I can see.\n");
        assertEquals("reference", role(far, "7c1d9e3f5a2b"));
        Facts neutral = facts("Re: frob rescan", "Commit 7c1d9e3f5a2b moved the table allocation. This means"
                + " the table is allocated once per bus.\n");
        assertEquals("reference", role(neutral, "7c1d9e3f5a2b"));
        Facts never = facts("Re: frob rescan", "Commit 7c1d9e3f5a2b moved the table allocation. This never broke"
                + " rescan here.\n");
        assertEquals("reference", role(never, "7c1d9e3f5a2b"));
    }

    private static final String DEFCONFIG_DIFF = "diff --git a/arch/arm64/configs/defconfig"
            + " b/arch/arm64/configs/defconfig\n"
            + "index 3c4d5e6f7a8b..9c0d1e2f3a4b 100644\n"
            + "--- a/arch/arm64/configs/defconfig\n"
            + "+++ b/arch/arm64/configs/defconfig\n"
            + "@@ -201,6 +201,8 @@ CONFIG_PCIE_FROB_HOST=y\n"
            + " CONFIG_PCI_HOST_GENERIC=y\n"
            + "+CONFIG_PCIE_ACME_GEN5=y\n"
            + "+# CONFIG_PCIE_ACME_DEBUG is not set\n"
            + "-CONFIG_PCIE_OLD_ACME=m\n"
            + " CONFIG_PCI_XGENE=y\n";

    @Test
    void theLinesADiffAddsToAConfigFileSetTheirOptions() {
        Facts own = facts("[PATCH 3/3] arm64: defconfig: Enable the Acme Gen5 PCIe controller",
                "Enable the Acme Gen5 PCIe controller so that the Z5 board boots from NVMe.\n\n"
                + "Signed-off-by: Ann Writer <ann@example.org>\n---\n"
                + " arch/arm64/configs/defconfig | 2 ++\n 1 file changed, 2 insertions(+)\n\n" + DEFCONFIG_DIFF);
        Map<String, String> c = configs(own);
        assertEquals("y quoted=false", c.get("CONFIG_PCIE_ACME_GEN5"), c.toString());
        assertEquals("n quoted=false", c.get("CONFIG_PCIE_ACME_DEBUG"), c.toString());
        // near misses: the context lines and the hunk header keep what the file had, a removed line sets nothing
        assertEquals(null, c.get("CONFIG_PCI_HOST_GENERIC"), c.toString());
        assertEquals(null, c.get("CONFIG_PCI_XGENE"), c.toString());
        assertEquals(null, c.get("CONFIG_PCIE_FROB_HOST"), c.toString());
        assertEquals(null, c.get("CONFIG_PCIE_OLD_ACME"), c.toString());

        StringBuilder quotedDiff = new StringBuilder("On Mon, Dec 9, 2019 at 10:00 AM Ann Writer <ann@example.org>"
                + " wrote:\n");
        for (String line : DEFCONFIG_DIFF.split("\n")) {
            quotedDiff.append("> ").append(line).append('\n');
        }
        Facts quoted = facts("Re: [PATCH 3/3] arm64: defconfig: Enable the Acme Gen5 PCIe controller",
                quotedDiff + "\nWhy does the Z5 need the debug option off here?\n");
        Map<String, String> q = configs(quoted);
        assertEquals("y quoted=true", q.get("CONFIG_PCIE_ACME_GEN5"), q.toString());
        assertEquals(null, q.get("CONFIG_PCI_HOST_GENERIC"), q.toString());

        // near misses: the same added line in a documentation file and a Makefile's tested option
        Facts doc = facts("[PATCH] Documentation: frob: describe the Acme Gen5 setup",
                "Describe how to enable the controller.\n\nSigned-off-by: Ann Writer <ann@example.org>\n---\n"
                + "diff --git a/Documentation/frob/acme.rst b/Documentation/frob/acme.rst\n"
                + "index 1a2b3c4d5e6f..7a8b9c0d1e2f 100644\n"
                + "--- a/Documentation/frob/acme.rst\n+++ b/Documentation/frob/acme.rst\n"
                + "@@ -10,3 +10,5 @@ Setup\n Build with::\n+CONFIG_PCIE_ACME_GEN5=y\n+\n"
                + "diff --git a/drivers/pci/Makefile b/drivers/pci/Makefile\n"
                + "index 2b3c4d5e6f7a..8b9c0d1e2f3a 100644\n"
                + "--- a/drivers/pci/Makefile\n+++ b/drivers/pci/Makefile\n"
                + "@@ -1,2 +1,3 @@\n obj-y += frob.o\n+obj-$(CONFIG_PCIE_ACME_GEN5) += acme.o\n");
        assertEquals(null, configs(doc).get("CONFIG_PCIE_ACME_GEN5"), configs(doc).toString());
    }
}
