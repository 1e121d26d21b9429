package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 8, from the misses of the unseen new5 check, through the real parser and extractor: a fix linking to
 * another author's earlier unplaced patch ("previous attempts: ...") starts a cluster with it, and a patch that
 * fixes nothing, a backport or one patch of a series linking it does not (the same author's next version starts
 * a cluster too since session 9, as another posting of the fix: {@link OwnPostingsTest}).
 */
class EarlierAttemptsTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static String patchBody(String intro, String trailers, String added) {
        return PatchText.oneFile(intro, trailers, "lib/pci_iomap.c", added);
    }

    private static final String LEAK = "On arm64 pci_iounmap() is an empty function, so every bind/unbind of a"
            + " driver that maps its BARs leaks vmalloc space until ioremap fails.";
    private static final String FIRST = "Ada Early <ada@example.com>";
    private static final String SECOND = "Bo Later <bo@example.net>";

    private Clusterer.Placement firstAttempt() {
        return clusterer.place(mail("attempt1@x", FIRST, "Wed, 19 Aug 2020 10:00:00 +0000",
                "[PATCH] PCI: Add a real pci_iounmap for arm64", patchBody(LEAK, "",
                        "+\tif (addr >= PCI_IOBASE && addr < PCI_IOBASE + IO_SPACE_LIMIT)\n"
                                + "+\t\treturn;\n+\tiounmap(addr); /* MMIO mapping of a BAR */")));
    }

    @Test
    void aFixLinkingAnotherAuthorsEarlierPatchStartsAClusterWithIt() {
        assertNull(firstAttempt(), "one patch alone starts nothing");
        Clusterer.Placement later = clusterer.place(mail("attempt2@x", SECOND, "Tue, 15 Sep 2020 10:00:00 +0000",
                "[PATCH 0/2] Fix pci_iounmap() where GENERIC_IOMAP is off",
                "Fix the empty pci_iounmap() that leaks mappings.\n\nPrevious attempts:\n"
                        + "https://lore.kernel.org/lkml/attempt1@x\n\nBo Later (2):\n  asm-generic: fix it\n"));
        assertNotNull(later, "a fix linking another author's earlier patch");
        assertEquals("fix", later.role());
        assertTrue(later.reason().contains("attempt1@x"), later.reason());
        Map<String, Clusterer.Placement> linked = clusterer.drainLinked();
        assertEquals(later.clusterId(), linked.get("attempt1@x").clusterId(), linked.toString());
    }

    @Test
    void aNewVersionLinkingItsOwnPostingIsAnotherPostingNotAnAttempt() {
        assertNull(firstAttempt());
        // Session 8 placed it nowhere; since session 9 two postings of one fix start its cluster (OwnPostingsTest).
        Clusterer.Placement v2 = clusterer.place(mail("attempt1v2@x", FIRST, "Thu, 20 Aug 2020 10:00:00 +0000",
                "[PATCH v2] PCI: Fix pci_iounmap leak on arm64",
                patchBody(LEAK, "Link: https://lore.kernel.org/r/attempt1@x\n", "+\tpci_iounmap_mmio(addr);")));
        assertNotNull(v2);
        assertTrue(v2.reason().contains("same author"), v2.reason());
    }

    @Test
    void aFeatureLinkingAnotherPatchABackportOrASeriesPatchStartsNothing() {
        assertNull(firstAttempt());
        assertNull(clusterer.place(mail("feature@x", SECOND, "Tue, 15 Sep 2020 10:00:00 +0000",
                "[PATCH] PCI: Add devm helpers for mapping BARs by name",
                patchBody("Add devm_pci_iomap_named(), built on the helpers in",
                        "Link: https://lore.kernel.org/r/attempt1@x\n", "+\treturn devm_pci_iomap(pdev, bar, 0);"))),
                "a patch that fixes nothing, linking another author's patch, is no earlier attempt at it");
        assertNull(clusterer.place(mail("backport@x", "Stable Bot <stable@example.org>",
                "Wed, 16 Sep 2020 10:00:00 +0000",
                "[PATCH AUTOSEL 5.8 12/40] PCI: Fix pci_iounmap leak on arm64",
                patchBody(LEAK, "Link: https://lore.kernel.org/r/attempt1@x\n", "+\tpci_iounmap_mmio(addr);"))),
                "a backport's Link: names the upstream posting of itself");
        assertNull(clusterer.place(ThreadLeftoversTest.inThread("series2@x", "cover@x", "cover@x", SECOND,
                "Thu, 17 Sep 2020 10:00:01 +0000", "[PATCH 2/3] PCI: Fix the iounmap of IO ports",
                patchBody(LEAK, "Link: https://lore.kernel.org/r/attempt1@x\n", "+\tioport_unmap(addr);"))),
                "one patch of a series would bring its whole series' thread");
        assertTrue(clusterer.drainLinked().isEmpty());
    }

}
