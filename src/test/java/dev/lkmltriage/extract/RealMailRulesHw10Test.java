package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
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
}
