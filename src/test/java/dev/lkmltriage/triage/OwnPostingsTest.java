package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 9, from the unseen new6 check, through the real parser and extractor: the postings of one author's fix
 * (v1 and v2 under one title, a re-titled version whose changelog links the earlier one or that adds the same lines)
 * start that fix's cluster even when no report reached the list. Near misses: one posting alone, the same author's
 * other patch, a re-posting that says it fixes nothing, another author's fix of the same commit, a series.
 */
class OwnPostingsTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String ANA = "Ana Quill <ana.quill@example.com>";
    private static final String BEN = "Ben Sorrel <ben@example.net>";
    private static final String WHY = "Every VF after the first reads 256 bytes of config space, because the size is"
            + " cached before the capability pointer is set up.";

    private static String patch(String intro, String trailers, String added) {
        return PatchText.oneFile(intro, trailers, "drivers/pci/iov.c", added);
    }

    private static final String LINES = "+\tvirtfn->pcie_cap = pci_find_capability(virtfn, PCI_CAP_ID_EXP);\n"
            + "+\tiov->cached_cfg_size = pci_cfg_space_size(virtfn);\n+\tpci_info(virtfn, \"cfg size cached\");";
    private static final String FIXES = "Fixes: 0a1b2c3d4e5f (\"PCI/IOV: Cache the config space size of VF0\")\n";

    private Clusterer.Placement v1() {
        return clusterer.place(mail("v1@ana", ANA, "Tue, 11 Jun 2019 10:00:00 +0000",
                "[PATCH] PCI/IOV: Fix incorrect config size of later VFs", patch(WHY, "", LINES)));
    }

    @Test
    void aSecondPostingOfOneFixStartsItsClusterWithTheFirst() {
        assertNull(v1(), "one posting alone starts nothing");
        Clusterer.Placement v2 = clusterer.place(mail("v2@ana", ANA, "Wed, 12 Jun 2019 10:00:00 +0000",
                "[PATCH v2] PCI/IOV: Fix incorrect config size of later VFs",
                patch(WHY + "\n\nChanges since v1:\n * typo in the log", FIXES, LINES)));
        assertNotNull(v2, "v2 of the same author's fix, same title");
        assertEquals("fix", v2.role());
        assertEquals(v2.clusterId(), clusterer.drainLinked().get("v1@ana").clusterId());
    }

    @Test
    void aRetitledPostingLinkingOrRepeatingTheFirstStartsItsCluster() {
        assertNull(v1());
        Clusterer.Placement linked = clusterer.place(mail("v3@ana", ANA, "Thu, 13 Jun 2019 10:00:00 +0000",
                "[PATCH v3] PCI/IOV: Set up pcie_cap before caching the VF config size",
                patch(WHY, "v2->v3: new title\nv1: https://lore.kernel.org/linux-pci/v1@ana/\n" + FIXES,
                        "+\tpci_setup_device_early(virtfn);")));
        assertNotNull(linked, "a re-titled version whose changelog links the first posting");
        assertEquals(linked.clusterId(), clusterer.drainLinked().get("v1@ana").clusterId());

        Clusterer other = new Clusterer(ClusterWeights.load(Path.of("models")));
        assertNull(other.place(mail("a1@ana", ANA, "Tue, 11 Jun 2019 10:00:00 +0000",
                "[PATCH] PCI/IOV: Fix incorrect config size of later VFs", patch(WHY, "", LINES))));
        Clusterer.Placement same = other.place(mail("a2@ana", ANA, "Fri, 14 Jun 2019 10:00:00 +0000",
                "[PATCH v2] PCI/IOV: Cache the VF config size after probing the capability", patch(WHY, FIXES, LINES)));
        assertNotNull(same, "a re-titled version adding the same lines");
        assertEquals(same.clusterId(), other.drainLinked().get("a1@ana").clusterId());
    }

    @Test
    void aReworkedPostingFixingTheSameCommitUnderARewordedTitleStartsItsCluster() {
        String broken = "Fixes: 4b5c6d7e8f90 (\"PCI: hv: Report the slot serial number\")\n";
        assertNull(clusterer.place(mail("k1@ana", ANA, "Tue, 2 Jul 2019 10:00:00 +0000",
                "[PATCH] PCI: hv: fix pci-hyperv build when SYSFS is off",
                patch("pci_create_slot is undefined without SYSFS.", broken, "+\tdepends on SYSFS && PCI_MSI"))));
        assertNull(clusterer.place(mail("k2@ana", ANA, "Tue, 2 Jul 2019 12:00:00 +0000",
                "[PATCH] PCI: hv: fix a leak of the slot name on remove",
                patch("The name is never freed.", broken, "+\tkfree(hpdev->slot_name);"))),
                "the same author's fix of the same commit for another problem (one shared word: hv is generic)");
        Clusterer.Placement v2 = clusterer.place(mail("k3@ana", ANA, "Wed, 3 Jul 2019 10:00:00 +0000",
                "[PATCH v2] PCI: pci-hyperv: Fix the build without CONFIG_SYSFS",
                patch("Add stubs instead.", broken, "+static inline void pci_destroy_slot(struct pci_slot *s) { }")));
        assertNotNull(v2, "a reworked posting: same author, same Fixes: commit, title sharing pci-hyperv build sysfs");
        Map<String, Clusterer.Placement> linked = clusterer.drainLinked();
        assertEquals(v2.clusterId(), linked.get("k1@ana").clusterId(), linked.toString());
        assertNull(linked.get("k2@ana"), linked.toString());
    }

    @Test
    void otherPatchesOfTheAuthorAndRepostingsThatFixNothingStartNothing() {
        assertNull(v1());
        assertNull(clusterer.place(mail("other@ana", ANA, "Wed, 12 Jun 2019 10:00:00 +0000",
                "[PATCH] PCI/IOV: Fix a leak of the VF bus on an error path", patch("The bus is never freed.",
                        "Fixes: 9f8e7d6c5b4a (\"PCI/IOV: Add VF buses\")\n", "+\tpci_remove_bus(virtbus);"))),
                "the same author's other fix: another title, other lines, no link");
        assertNull(clusterer.place(mail("v1@ben", BEN, "Wed, 12 Jun 2019 11:00:00 +0000",
                "[PATCH] PCI/IOV: Fix incorrect config size of later VFs", patch(WHY, FIXES,
                        "+\tvirtfn->pcie_cap = pci_find_capability(virtfn, PCI_CAP_ID_EXP);"))),
                "another sender's patch under the same title is no posting of Ana's");
        assertNull(clusterer.place(mail("follow@ana", ANA, "Wed, 12 Jun 2019 12:00:00 +0000",
                "[PATCH] PCI/IOV: Always allow probing VFs with driver_override", patch("Since the change at"
                        + " https://lore.kernel.org/linux-pci/other@ana/ a bound override is refused.",
                        "Fixes: 9f8e7d6c5b4a (\"PCI/IOV: Add VF buses\")\n", "+\tif (dev->driver_override)"))),
                "the same author's new fix linking the earlier, other change it repairs: no shared title words");
        assertNull(clusterer.place(mail("feat1@ana", ANA, "Thu, 13 Jun 2019 10:00:00 +0000",
                "[PATCH] PCI/IOV: Add a sysfs attribute for the VF BAR sizes", patch("Show them.", "",
                        "+\treturn sysfs_emit(buf, \"%llu\\n\", size);"))));
        assertNull(clusterer.place(mail("feat2@ana", ANA, "Fri, 14 Jun 2019 10:00:00 +0000",
                "[PATCH v2] PCI/IOV: Add a sysfs attribute for the VF BAR sizes", patch("Show them.", "",
                        "+\treturn sysfs_emit(buf, \"%llu\\n\", size);"))),
                "v2 of a patch that fixes nothing (no Fixes: tag, no fix in its title)");
        assertNull(clusterer.place(ThreadLeftoversTest.inThread("s2@ana", "cover@ana", "cover@ana", ANA,
                "Sat, 15 Jun 2019 10:00:00 +0000", "[PATCH v2 2/3] PCI/IOV: Fix incorrect config size of later VFs",
                patch(WHY, FIXES, LINES))), "one patch of a series is no thread-starting posting");
        assertTrue(clusterer.drainLinked().isEmpty());
    }

    @Test
    void anotherAuthorsFixOfTheSameCommitIsNoPostingAndADifferentProblemOfTheCommitStaysApart() {
        assertNull(clusterer.place(mail("early@ben", BEN, "Tue, 4 Jun 2019 10:00:00 +0000",
                "[PATCH] PCI/IOV: Read the VF config size after setting up the device", patch(WHY, FIXES,
                        "+\tif (id == 0)\n+\t\tpci_read_vf_config_common(virtfn);"))), "alone, nothing");
        assertNull(v1());
        Clusterer.Placement v2 = clusterer.place(mail("v2@ana", ANA, "Wed, 12 Jun 2019 10:00:00 +0000",
                "[PATCH v2] PCI/IOV: Fix incorrect config size of later VFs", patch(WHY, FIXES, LINES)));
        assertNotNull(v2);
        assertNull(clusterer.drainLinked().get("early@ben"),
                "another author's earlier fix of the same commit is not pulled: one commit can have several bugs");
        Clusterer.Placement same = clusterer.place(mail("late@ben", BEN, "Mon, 17 Jun 2019 10:00:00 +0000",
                "[PATCH] PCI/IOV: Set the VF config size once the capability is known", patch(WHY, FIXES,
                        "+\tpci_read_vf_config_common(virtfn);")));
        assertNotNull(same, "a later fix of the commit the fixes' cluster blames, sharing its title words");
        assertEquals(v2.clusterId(), same.clusterId());
        assertNull(clusterer.place(mail("leak@ben", BEN, "Tue, 18 Jun 2019 10:00:00 +0000",
                "[PATCH] PCI/IOV: Free the bus number on the error path", patch("Leaked.", FIXES,
                        "+\tpci_remove_bus(bus);"))),
                "a later fix of that commit for another problem: a cluster of fixes alone needs shared title words");
    }

    @Test
    void aReportPastingAFixesTagOfTheCommitAClusterOfFixesNamesDoesNotJoinItByThatAlone() {
        assertNull(v1());
        Clusterer.Placement v2 = clusterer.place(mail("v2@ana", ANA, "Wed, 12 Jun 2019 10:00:00 +0000",
                "[PATCH v2] PCI/IOV: Fix incorrect config size of later VFs", patch(WHY, FIXES, LINES)));
        assertNotNull(v2);
        String pasted = "Since 5.9 my board hangs at boot after 'pci_bus 0000:01: scanning'. A bisect led to\n\n"
                + "commit 5a6b7c8d9e0f\n    PCI/IOV: Tune the VF BAR sizing\n\n"
                + "    Fixes: 0a1b2c3d4e5f (\"PCI/IOV: Cache the config space size of VF0\")\n\nCarl\n";
        Clusterer.Placement hang = clusterer.place(mail("hang@carl", "Carl Dune <carl@example.org>",
                "Mon, 12 Oct 2020 10:00:00 +0000", "Boot hang while scanning the bus since 5.9", pasted));
        assertNotNull(hang);
        assertNotEquals(v2.clusterId(), hang.clusterId(),
                "a commit a cluster of fixes alone blames is no tie to a report without shared title words");
        Clusterer other = new Clusterer(ClusterWeights.load(Path.of("models")));
        other.place(mail("v1@ana", ANA, "Tue, 11 Jun 2019 10:00:00 +0000",
                "[PATCH] PCI/IOV: Fix incorrect config size of later VFs", patch(WHY, "", LINES)));
        Clusterer.Placement fixes = other.place(mail("v2@ana", ANA, "Wed, 12 Jun 2019 10:00:00 +0000",
                "[PATCH v2] PCI/IOV: Fix incorrect config size of later VFs", patch(WHY, FIXES, LINES)));
        Clusterer.Placement same = other.place(mail("cfg@dee", "Dee Fern <dee@example.org>",
                "Tue, 13 Oct 2020 10:00:00 +0000", "[REGRESSION] incorrect config size of later VFs since v5.2",
                "Hi,\n\nWith v5.2 lspci -vvv shows 256 bytes of config space for every VF after the first one;"
                        + " v5.1 was fine and showed 4096 for all.\n\nI bisected it to commit 0a1b2c3d4e5f"
                        + " (\"PCI/IOV: Cache the config space size of VF0\").\n\nDee\n"));
        assertNotNull(same);
        assertEquals(fixes.clusterId(), same.clusterId(), "the same commit and the fix's title words: " + same);
    }

    @Test
    void aSeriesCoverOrPartStartsNothing() {
        assertNull(clusterer.place(mail("c1@ana", ANA, "Tue, 11 Jun 2019 10:00:00 +0000",
                "[PATCH 0/3] PCI/IOV: Fixes for VF config space handling", "Three fixes.\n")));
        assertNull(clusterer.place(mail("c2@ana", ANA, "Tue, 18 Jun 2019 10:00:00 +0000",
                "[PATCH v2 0/3] PCI/IOV: Fixes for VF config space handling", "Three fixes, reworked.\n")),
                "a re-posted series' cover");
        assertTrue(PatchVersions.inSeries("[PATCH 2/5 V3] PCI: x: y"));
        assertTrue(PatchVersions.inSeries("[PATCH v3 00/12] PCI: x: y"));
        assertTrue(!PatchVersions.inSeries("[PATCH v2 1/1] PCI: x: y") && !PatchVersions.inSeries("[PATCH v2] a 1/2"));
    }
}
