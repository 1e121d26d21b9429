package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Session 49 (drivers57): modules of the archive's years that neither generated driver table holds, now hand-written
 * rows of drivers.tsv — composite modules the generator misses (lkdtm, iwlegacy's shared part, rsxx, the MIC host
 * driver mic_host) and the two modules beside the PCI core in drivers/pci/ (xen-pcifront, pci-pf-stub). Their files,
 * path-style tags and descriptions name them; their bare names in prose do not ("noprose", as the generated rows).
 * Mail written for the test, with the repository's real tables.
 */
class RealMailRulesDrivers57Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    private static String onePatch(String path, int lines) {
        return "Signed-off-by: A Developer <dev@example.org>\n---\n " + path + " | " + lines + " "
                + "+".repeat(Math.max(1, lines / 2)) + "-".repeat(Math.max(1, lines - lines / 2)) + "\n"
                + " 1 file changed, " + lines / 2 + " insertions(+), " + (lines - lines / 2) + " deletions(-)\n\n"
                + "diff --git a/" + path + " b/" + path + "\n--- a/" + path + "\n+++ b/" + path + "\n"
                + "@@ -10,3 +10,3 @@\n-\told_call(dev);\n+\tnew_call(dev);\n";
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "drivers/misc/lkdtm/Makefile; lkdtm",
        "drivers/misc/lkdtm/bugs.c; lkdtm",
        "drivers/net/wireless/intel/iwlegacy/common.c; iwlegacy",
        "drivers/block/rsxx/core.c; rsxx",
        "drivers/misc/mic/host/mic_boot.c; mic_host",
        "drivers/pci/xen-pcifront.c; xen-pcifront",
        "drivers/pci/pci-pf-stub.c; pci-pf-stub",
    })
    void aOneFilePatchOfTheModuleNamesIt(String path, String module) {
        assertEquals(List.of(module), drivers("[PATCH] tidy up an error path", onePatch(path, 6)));
    }

    @Test
    void theLegacyDriversOwnFilesStayTheirs() {
        // iwlegacy's row lists its shared files only: 4965-mac.c is iwl4965's, 3945-mac.c iwl3945's
        assertEquals(List.of("iwl4965"), drivers("[PATCH] fix a leak",
                onePatch("drivers/net/wireless/intel/iwlegacy/4965-mac.c", 6)));
        assertEquals(List.of("iwl3945"), drivers("[PATCH] fix a leak",
                onePatch("drivers/net/wireless/intel/iwlegacy/3945-mac.c", 6)));
    }

    @Test
    void aPathStyleTitleTagNamesTheComposite() {
        // convention 155: "drivers/misc/lkdtm:" on a build-only change
        assertEquals(List.of("lkdtm"), drivers("[PATCH 15/22] drivers/misc/lkdtm: keep a section out of LTO",
                onePatch("drivers/misc/lkdtm/Makefile", 1)));
    }

    // descriptions and a driver slot of the new rows ("the Xen PCI frontend", "the PF stub driver", "a pci-pf-stub
    // driver") are read by DescribedDrivers and the prose rule: RealMailRulesDrivers55Test's positives hold them

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // bare names in prose: noprose rows need a path, a tag, a slot or "driver"/"module" beside them
        "Maybe lkdtm can trigger the same thing.",
        "I guess rsxx is the only one implementing slot_reset without resume.",
        "mic_host and vop were removed from the tree anyway.",
        // a directory that is not the module's, a path that only starts like one
        "See drivers/misc/mic/bus/vop_bus.h for the callback.",
        "The file drivers/pci/xen-pcifrontend.txt does not exist.",
        "Look at drivers/block/rsxxx/core.c, not the real one.",
    })
    void nearMissesNameNone(String line) {
        List<String> got = drivers("Re: a question about the setup", line + "\n");
        assertFalse(got.contains("lkdtm") || got.contains("rsxx") || got.contains("mic_host")
                || got.contains("xen-pcifront"), got.toString());
    }

    @Test
    void malformedInputNamesNoneAndDoesNotThrow() {
        for (String text : new String[] {"", "drivers/", "drivers/misc/", "drivers/misc/lkdtm", " | 3 +++\n",
                "drivers/pci/\u0000xen-pcifront.c | 2 +-\n", "drivers/block/rsxx/\uD800.c | 1 +\n",
                "--- a/drivers/pci/pci-pf-stub.c\n+++ b/\n@@ -1 +1 @@\n"}) {
            List<String> got = drivers("[PATCH] x", text);
            assertTrue(got.size() <= 1, text + " -> " + got);
        }
    }

    @Test
    void aLongListOfTheirPathsStaysFast() {
        StringBuilder b = new StringBuilder("Signed-off-by: A <a@example.org>\n---\n");
        for (int i = 0; i < 20_000; i++) {
            b.append(" drivers/misc/lkdtm/f").append(i).append(".c | 2 +-\n");
        }
        b.append(" 20000 files changed, 20000 insertions(+), 20000 deletions(-)\n");
        String text = b.toString();
        List<String> got = assertTimeout(Duration.ofSeconds(10), () -> drivers("[PATCH] treewide: sweep", text));
        assertTrue(got.size() <= 1, got.toString());
    }
}
