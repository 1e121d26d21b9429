package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.mail.SpanKind;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The general rules for hardware and drivers added in session 10 from the misses of the spent held-out slices and the
 * development slices (docs/extraction-eval.md, "Session 10: hardware and drivers"). Every fixture is invented here,
 * in the style of list mail (made-up names and addresses); each rule has a positive case and a near miss it must
 * leave alone. The drivers are real modules of the generated kernel table, named here only by their file paths.
 */
class RealMailRulesHw10Test {
    private final FactExtractor plain = new FactExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return plain.extract(HwMails.mail(subject, body)).drivers();
    }

    // --- drivers: the files a patch or a series changes, when it changes few drivers ---

    private static final String COVER = """
            This series lets the link come back after a resume on boards that
            gate the reference clock through a GPIO and a PHY.

            Jane Roe (2):
              gpio: keep the clock gate line requested
              phy: hold the lane in reset until the clock is back

             drivers/gpio/gpio-mxc.c                    | 14 ++++++++---
             drivers/phy/rockchip/phy-rockchip-pcie.c   | 21 +++++++++++++-----
             2 files changed, 27 insertions(+), 8 deletions(-)

            --
            2.20.1
            """;

    @Test
    void aCoverLetterDiffstatNamesTheFewDriversItChanges() {
        List<String> d = drivers("[PATCH 0/2] Resume the link with a gated clock", COVER);
        assertTrue(d.contains("gpio-mxc"), d.toString());
        assertTrue(d.contains("phy-rockchip-pcie"), d.toString());
    }

    @Test
    void aQuotedDiffstatOfAOneDriverPatchNamesIt() {
        String reply = """
                On Mon, 3 Feb 2020 at 10:12, Jane Roe <jane.roe@example.org> wrote:
                >  drivers/rtc/rtc-ds1307.c | 2 +-
                >  1 file changed, 1 insertion(+), 1 deletion(-)

                Applied, thanks!
                """;
        assertEquals(List.of("rtc-ds1307"), drivers("Re: [PATCH] rtc: use the standard count", reply));
    }

    @Test
    void aConversionAcrossManyDriversNamesNone() {
        String conversion = """
                Replace the open-coded 6 with the new standard constant.

                 drivers/gpio/gpio-mxc.c                  | 2 +-
                 drivers/gpio/gpio-pca953x.c              | 2 +-
                 drivers/phy/rockchip/phy-rockchip-pcie.c | 2 +-
                 drivers/rtc/rtc-ds1307.c                 | 2 +-
                 drivers/spi/spi-dw-pci.c                 | 2 +-
                 5 files changed, 5 insertions(+), 5 deletions(-)
                """;
        List<String> d = drivers("[PATCH] misc: use the standard BAR count", conversion);
        assertEquals(List.of(), d, "a helper converted across five drivers is about none of them");
    }

    @Test
    void aDocumentationPatchThatFollowsARenameNamesNone() {
        String docs = """
                Rename the text files to .rst and fix the references to them.

                 Documentation/misc/{clock-gate.txt => clock-gate.rst} | 40 ++++----
                 drivers/gpio/gpio-mxc.c                                |  2 +-
                 2 files changed, 21 insertions(+), 21 deletions(-)
                """;
        assertFalse(drivers("[PATCH] docs: misc: convert to ReST", docs).contains("gpio-mxc"));
    }

    @Test
    void aGrepListingIsStillNoChange() {
        String grep = """
                Everybody still open-codes it:

                drivers/gpio/gpio-mxc.c:	val = readl(port->base + 6);
                """;
        assertFalse(drivers("Re: [PATCH] misc: use the standard BAR count", grep).contains("gpio-mxc"));
    }

    @Test
    void aSeriesThatAlsoChangesHandWrittenDriversCountsThemTowardsMany() {
        String series = """
                 drivers/net/ethernet/realtek/r8169_main.c   | 2 +-
                 drivers/net/ethernet/intel/igb/igb_main.c   | 2 +-
                 drivers/gpio/gpio-mxc.c                     | 2 +-
                 drivers/rtc/rtc-ds1307.c                    | 2 +-
                 4 files changed, 4 insertions(+), 4 deletions(-)
                """;
        List<String> d = drivers("[PATCH 0/4] Use the new dma helper", series);
        assertFalse(d.contains("gpio-mxc") || d.contains("rtc-ds1307"), d.toString());
        // the hand-written drivers are named by their files, as before
        assertTrue(d.contains("r8169") && d.contains("igb"), d.toString());
    }

    @Test
    void aBroadSeriesChangesADriverInPassing() {
        StringBuilder broad = new StringBuilder(" drivers/gpio/gpio-mxc.c | 2 +-\n");
        for (int i = 0; i < 9; i++) {
            broad.append(" Documentation/misc/part").append(i).append(".rst | 4 ++--\n");
        }
        broad.append(" 10 files changed, 21 insertions(+), 21 deletions(-)\n");
        assertFalse(drivers("[PATCH 00/10] Some fixes of wording", broad.toString()).contains("gpio-mxc"));
        // positive: the same driver in a small patch of three files
        String small = " drivers/gpio/gpio-mxc.c | 12 +++++++-----\n include/linux/clk-gate.h | 4 ++++\n"
                + " drivers/gpio/Kconfig | 1 +\n 3 files changed, 12 insertions(+), 5 deletions(-)\n";
        assertTrue(drivers("[PATCH] gpio: mxc: keep the gate", small).contains("gpio-mxc"));
    }

    @Test
    void aDriverChangedInPassingBesideOtherFilesIsNotNamed() {
        String passing = """
                 drivers/pci/controller/pci-tegra.c   | 140 +++++++++++++-------
                 drivers/gpio/gpio-mxc.c              |   1 +
                 2 files changed, 96 insertions(+), 45 deletions(-)
                """;
        assertFalse(drivers("[PATCH 00/12] Enable the root ports", passing).contains("gpio-mxc"));
        // positive: a one-line change that is the whole patch
        String whole = " drivers/gpio/gpio-mxc.c | 1 +\n 1 file changed, 1 insertion(+)\n";
        assertTrue(drivers("[PATCH] gpio: mxc: add an id", whole).contains("gpio-mxc"));
    }

    @Test
    void aSubsystemCoreIsNoDriverAPatchChanges() {
        String core = """
                 drivers/of/address.c        | 12 ++++++++
                 drivers/usb/core/usb.c      |  3 ++
                 2 files changed, 15 insertions(+)
                """;
        assertFalse(drivers("[PATCH 2/5] device core: Add a dma range helper", core).contains("usbcore"));
    }

    // --- hardware: lspci lines of a diff that the session 9 rule did not reach ---

    private static String hw(List<HardwareFact> facts) {
        return facts.stream().map(f -> f.id() + "/" + f.subsystem() + "/" + f.revision() + (f.quoted() ? "/q" : ""))
                .collect(Collectors.joining(" "));
    }

    private static final String HOWTO_PATCH = """
            Convert the howto to reST.

            diff --git a/Documentation/misc/widget-howto.rst b/Documentation/misc/widget-howto.rst
            --- a/Documentation/misc/widget-howto.rst
            +++ b/Documentation/misc/widget-howto.rst
            @@ -40,7 +40,7 @@
            -The host should list the function like this
            +The host should list the function like this::
             
             	00:00.0 PCI bridge [0604]: Acme Device [1234:8877] (rev 01)
             	01:00.0 Unassigned class [ff00]: Acme Device [1234:5566]
             
            """;

    @Test
    void aHowtosTabIndentedSampleKeptAsContextIsLspciOutput() {
        String diff = "diff --git a/Documentation/misc/widget-howto.rst b/Documentation/misc/widget-howto.rst";
        assertEquals("1234:8877/null/01 1234:5566/null/null",
                hw(plain.extract(FiguresMails.withTail(HOWTO_PATCH, diff, SpanKind.DIFF)).hardware()));
        // near miss: the same sample removed by the diff names no device
        String removed = HOWTO_PATCH.replace(" \t0", "-\t0");
        assertEquals("", hw(plain.extract(FiguresMails.withTail(removed, diff, SpanKind.DIFF)).hardware()));
    }

    @Test
    void aReplyQuotingAPatchsAddedLspciLineWithoutItsHeaderNamesTheDevice() {
        assumeTrue(TestData.sharedOrNull() != null, "pci.ids of ../shared not present");
        HardwareExtractor named = new HardwareExtractor(HwMails.settings());
        String reply = """
                On Tue, Jane Roe wrote:
                >> +4e:00.0 Unassigned class [ff00]: Intel Corporation Device 0f3c
                >
                > Please also show the capability itself.
                """;
        assertEquals("8086:0f3c/null/null/q", hw(named.extract(HwMails.mail(reply))));
        // near miss: a quoted added line of code with a slot-like start names none
        String code = """
                On Tue, Jane Roe wrote:
                >> +4e:00.0 is where the firmware puts it, see Intel Corporation Device 0f3c notes
                """;
        assertEquals("", hw(named.extract(HwMails.mail(code))));
    }
}
