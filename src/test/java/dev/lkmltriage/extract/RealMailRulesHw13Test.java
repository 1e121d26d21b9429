package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The general rules for drivers added in session 12 (the "drivers13" work) from the misses of the seventeen slices
 * and of a fresh random sample of 40 archive messages (docs/extraction-eval.md, "Session 12: drivers and hardware").
 * Every fixture is invented here, in the style of list mail (made-up names, addresses and paths where the driver
 * is not a real module); each rule has a positive case and a near miss it must leave alone.
 */
class RealMailRulesHw13Test {
    private final FactExtractor plain = new FactExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return plain.extract(HwMails.mail(subject, body)).drivers();
    }

    // --- a hand-written driver changed by a line or two among many files is changed in passing ---

    private static String broadCover(String igbLines) {
        StringBuilder cover = new StringBuilder("This series adds recovery from a contained link error.\n\n");
        cover.append(" drivers/net/ethernet/intel/igb/igb_main.c | ").append(igbLines).append('\n');
        cover.append(" drivers/net/ethernet/broadcom/tg3.c       | 2 +-\n");
        for (int i = 0; i < 9; i++) {
            cover.append(" drivers/pci/pcie/part").append(i).append(".c | 40 ++++++++++-----\n");
        }
        cover.append(" 11 files changed, 300 insertions(+), 60 deletions(-)\n");
        return cover.toString();
    }

    @Test
    void aBroadSeriesRenamingAHelperInHandWrittenDriversNamesNone() {
        List<String> d = drivers("[PATCH v3 0/11] Recover from contained link errors", broadCover("2 +-"));
        assertFalse(d.contains("igb") || d.contains("tg3"), d.toString());
    }

    @Test
    void aTagOrARealChangeStillNamesAHandWrittenDriverOfABroadSeries() {
        // a tag names it whatever the diffstat
        assertTrue(drivers("[PATCH v3 0/11] igb: recover from contained link errors", broadCover("2 +-"))
                .contains("igb"));
        // a driver the series changes by more than a line or two is one it is about; tg3's two lines stay passing
        List<String> d = drivers("[PATCH v3 0/11] Recover from contained link errors", broadCover("48 +++++---"));
        assertTrue(d.contains("igb") && !d.contains("tg3"), d.toString());
    }

    @Test
    void aSmallPatchChangingAHandWrittenDriverByTwoLinesNamesIt() {
        String small = """
                 arch/x86/kernel/msi.c                    | 20 ++++++++++-----
                 drivers/net/ethernet/broadcom/tg3.c      |  2 +-
                 include/linux/msi.h                      |  4 ++++
                 3 files changed, 19 insertions(+), 7 deletions(-)
                """;
        assertTrue(drivers("[PATCH 3/9] x86/msi: pass the domain along", small).contains("tg3"));
    }

    private static String pull(int otherFiles) {
        StringBuilder body = new StringBuilder("""
                The following changes since commit 0123456789abcdef0123456789abcdef01234567:

                are available in the Git repository at:

                  git://git.example.org/pub/scm/linux/kernel/git/jroe/acme.git tags/acme-5.8-rc1

                """);
        body.append(" drivers/net/ethernet/intel/igb/igb_main.c | 13 +++++----\n");
        for (int i = 0; i < otherFiles; i++) {
            body.append(" drivers/acme/part").append(i).append(".c | 40 ++++++++++-----\n");
        }
        body.append(' ').append(otherFiles + 1).append(" files changed, 300 insertions(+), 60 deletions(-)\n");
        return body.toString();
    }

    @Test
    void aBroadPullNamesNoDriverByItsDiffstatAlone() {
        assertFalse(drivers("[GIT PULL] ACME updates for v5.8-rc1", pull(12)).contains("igb"));
    }

    @Test
    void aSmallPullOrABroadSeriesStillNamesAChangedDriver() {
        assertTrue(drivers("[GIT PULL] ACME fixes for v5.8-rc3", pull(2)).contains("igb"));
        // thirteen lines of a driver in a broad series that is no pull: a change, not a mention
        assertTrue(drivers("[PATCH 00/13] ACME: rework the event path", pull(12)).contains("igb"));
    }

    // --- a new file built into a library or a composite object is no new module ---

    @Test
    void aNewFileAddedToALibraryListIsNoModule() {
        String patch = """
                 drivers/firmware/acme/stub/Makefile | 2 +-
                 drivers/firmware/acme/stub/bridges.c | 90 +++++++++++++++++++
                 2 files changed, 91 insertions(+), 1 deletion(-)
                 create mode 100644 drivers/firmware/acme/stub/bridges.c

                diff --git a/drivers/firmware/acme/stub/Makefile b/drivers/firmware/acme/stub/Makefile
                --- a/drivers/firmware/acme/stub/Makefile
                +++ b/drivers/firmware/acme/stub/Makefile
                @@ -20,7 +20,7 @@
                 lib-y := helper.o screen.o \\
                -	   random.o
                +	   random.o bridges.o
                """;
        assertFalse(drivers("[PATCH] acme: stop bus mastering at boot", patch).contains("bridges"));
    }

    @Test
    void aNewFileWithItsOwnObjLineIsAModule() {
        String patch = """
                 drivers/misc/Makefile | 1 +
                 drivers/misc/widgetmon.c | 210 +++++++++++++++++++++++++++
                 2 files changed, 211 insertions(+)
                 create mode 100644 drivers/misc/widgetmon.c

                diff --git a/drivers/misc/Makefile b/drivers/misc/Makefile
                --- a/drivers/misc/Makefile
                +++ b/drivers/misc/Makefile
                @@ -20,6 +20,7 @@
                 obj-$(CONFIG_FOO) += foo.o
                +obj-$(CONFIG_WIDGETMON) += widgetmon.o
                """;
        assertTrue(drivers("[PATCH] misc: add a widget monitor", patch).contains("widgetmon"));
    }

    @Test
    void aNewFileNamedAfterABusIsNoModule() {
        String cover = """
                 drivers/firmware/acme/stub/Makefile | 2 +-
                 drivers/firmware/acme/stub/pci.c    | 90 +++++++++++++++++++
                 2 files changed, 91 insertions(+), 1 deletion(-)
                 create mode 100644 drivers/firmware/acme/stub/pci.c
                """;
        assertFalse(drivers("[PATCH] acme: stop bus mastering at boot", cover).contains("pci"));
    }

    // --- "subsystem: name:" with subsystem-name.c: the file's module, known to the table or not ---

    @Test
    void aSubsystemTagAndADriverTagSpellTheFile() {
        String patch = """
                 drivers/phy/acme/phy-acme-lane.c | 48 +++++++++++++++++++++++++-----
                 1 file changed, 41 insertions(+), 7 deletions(-)
                """;
        assertEquals(List.of("phy-acme-lane"), drivers("[PATCH v2 1/3] phy: acme-lane: add the x4 table", patch));
    }

    @Test
    void aDriverTagAloneOrAnotherFileSpellsNothing() {
        String other = """
                 drivers/phy/acme/phy-acme-usb.c | 48 +++++++++++++++++++++++++-----
                 1 file changed, 41 insertions(+), 7 deletions(-)
                """;
        assertEquals(List.of(), drivers("[PATCH v2 1/3] phy: acme-lane: add the x4 table", other));
        String lane = other.replace("phy-acme-usb", "phy-acme-lane");
        // without the subsystem's own tag the file's prefix is not confirmed
        assertEquals(List.of(), drivers("[PATCH v2 1/3] acme-lane: add the x4 table", lane));
        // the driver's tag must be the whole rest of the file's stem ("phy: acme:" is a family, not phy-acme-lane)
        assertEquals(List.of(), drivers("[PATCH] phy: acme: add the x4 table", lane));
    }
}
