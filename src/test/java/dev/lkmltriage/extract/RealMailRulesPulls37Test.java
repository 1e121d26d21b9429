package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 36 (pulls37), convention 16: a pull's drivers are those its shortlog's titles tag. A driver tag names its
 * module, a family tag the member whose file the pull's diffstat changes; a diffstat line no title tags names none,
 * and cores and port services stay out. Invented drivers, mail in the style of a subsystem's merge-window pull.
 */
class RealMailRulesPulls37Test {
    /** A host driver with an alias, a family's two members and a family core, written by hand. */
    private static final String HAND = "pci-qqv\tdrivers/pci/controller/pci-qqv.c\t\tqv,qqvirt\t\n";
    private static final String KERNEL = "pcie-zz194\tdrivers/pci/controller/dwc/pcie-zz194.c\t\t\tnoprose\n"
            + "pcie-ww8k\tdrivers/pci/controller/dwc/pcie-ww8k.c\t\t\tnoprose\n"
            + "pcie-yy-host\tdrivers/pci/controller/pcie-yy-host.c\t\t\tnoprose\n"
            + "pcie-yy-ep\tdrivers/pci/controller/pcie-yy-ep.c\t\t\tnoprose\n"
            + "pci-tt-ep\tdrivers/pci/controller/dwc/pci-tt-ep.c\t\t\tnoprose\n"
            + "zznvme\tdrivers/nvme/host/pci.c\t\t\tnoprose\n"
            + "zzaer\tdrivers/pci/pcie/zzaer.c\t\t\tnoprose\n"
            + "zzcard\tdrivers/net/ethernet/zz/zzcard.c\t\t\tnoprose\n";

    private final DriverCases cases = DriverCases.tables(HAND, KERNEL);

    private static String pull(String shortlog, String... stat) {
        StringBuilder b = new StringBuilder("The following changes since commit 0123456789abcdef0123456789abcdef01234567:\n\n"
                + "  Linux 5.9-rc1 (2020-08-16 13:04:57 -0700)\n\nare available in the Git repository at:\n\n"
                + "  git://git.example.org/pub/scm/linux/kernel/git/dev/pci.git tags/pci-v5.10-changes\n\n"
                + "----------------------------------------------------------------\n\nMisc:\n\n"
                + "  - Clean up a few things (A Developer)\n\n"
                + "----------------------------------------------------------------\n");
        b.append(shortlog).append('\n');
        for (int i = 0; i < stat.length; i += 2) {
            b.append(' ').append(stat[i]).append(" | ").append(stat[i + 1]).append('\n');
        }
        b.append(' ').append(stat.length / 2).append(" files changed, 900 insertions(+), 200 deletions(-)\n");
        return b.toString();
    }

    private static final String SHORTLOG = """
            A Developer (4):
                  PCI: Use a helper for the link state
                  PCI: qv: Fix a leak in the probe path
                  PCI: zz: Add the 194 controller
                  PCI: ww8x: Propagate errors for optional PHYs

            B Developer (3):
                  PCI: yy: Propagate errors for optional regulators
                  PCI: tt: Add the endpoint BAR layout
                  PCI/ZZAER: Log the header in one line
            """;

    @Test
    void aPullNamesTheDriversItsTitlesTag() {
        String body = pull(SHORTLOG, "drivers/pci/controller/pci-qqv.c", "2 +-",
                "drivers/pci/controller/dwc/pcie-zz194.c", "1732 ++++++", "drivers/pci/controller/dwc/pcie-ww8k.c",
                "7 +-", "drivers/pci/controller/pcie-yy-host.c", "16 +-", "drivers/pci/controller/dwc/pci-tt-ep.c",
                "1 +", "drivers/pci/pcie/zzaer.c", "30 +-", "drivers/nvme/host/pci.c", "10 +-",
                "drivers/net/ethernet/zz/zzcard.c", "1 -", "drivers/pci/pci.c", "87 +-");
        // an alias ("qv"), a family tag resolved by the changed file ("zz" over pcie-zz194.c, "yy" over the host
        // driver only, "tt" over the endpoint driver), a digit's 'x' ("ww8x" over pcie-ww8k.c); the port service, the
        // untagged caller (host/pci.c answers no "PCI" tag) and the network card stay out
        assertEquals(Set.of("pci-qqv", "pcie-zz194", "pcie-ww8k", "pcie-yy-host", "pci-tt-ep"),
                cases.sorted("[GIT PULL] PCI changes for v5.10", body));
    }

    @Test
    void aShortenedPathOfATaggedDriverNamesIt() {
        String body = pull(SHORTLOG, ".../pci/controller/dwc/pcie-zz194.c", "61 ++++",
                "drivers/pci/pci.c", "87 +-", "drivers/pci/probe.c", "20 +-", "drivers/pci/quirks.c", "40 +-",
                "drivers/pci/iov.c", "171 +-", "drivers/pci/setup-bus.c", "12 +-", "drivers/pci/access.c", "9 +-",
                "drivers/pci/msi.c", "30 +-", "drivers/pci/of.c", "2 +-");
        assertTrue(cases.sorted("[GIT PULL] PCI changes for v5.10", body).contains("pcie-zz194"));
        // untagged, it is no driver of the pull's
        assertTrue(!cases.sorted("[GIT PULL] PCI changes for v5.10", body.replace("PCI: zz: ", "PCI: "))
                .contains("pcie-zz194"));
    }

    @Test
    void nearMisses() {
        // no shortlog: a pull's diffstat alone names no driver of few lines
        String bare = pull("", "drivers/pci/controller/pci-qqv.c", "2 +-", "drivers/pci/controller/dwc/pcie-zz194.c",
                "1732 ++++++", "drivers/pci/controller/pcie-yy-host.c", "16 +-", "drivers/pci/pcie/zzaer.c", "30 +-",
                "drivers/nvme/host/pci.c", "10 +-", "drivers/pci/pci.c", "87 +-", "drivers/pci/probe.c", "20 +-",
                "drivers/pci/quirks.c", "40 +-", "drivers/pci/iov.c", "171 +-");
        assertEquals(Set.of(), cases.sorted("[GIT PULL] PCI changes for v5.10", bare));
        // a reply quoting the pull: its quoted titles and diffstat are the pull's, not the reply's
        // (the reply's quoted diffstat is read as any reply's, the titles add nothing)
        String[] stat = {"drivers/pci/controller/pci-qqv.c", "2 +-", "drivers/pci/controller/dwc/pcie-zz194.c", "2 +-",
            "drivers/pci/controller/pcie-yy-host.c", "2 +-", "drivers/pci/controller/dwc/pcie-ww8k.c", "2 +-",
            "drivers/pci/controller/dwc/pci-tt-ep.c", "2 +-"};
        String quoted = "On Mon, A Developer wrote:\n" + pull(SHORTLOG, stat).lines().map(l -> "> " + l + "\n")
                .reduce("", String::concat) + "\nPulled, thanks.\n";
        String untitled = "On Mon, A Developer wrote:\n" + pull("", stat).lines().map(l -> "> " + l + "\n")
                .reduce("", String::concat) + "\nPulled, thanks.\n";
        assertEquals(cases.sorted("Re: [GIT PULL] PCI changes for v5.10", untitled),
                cases.sorted("Re: [GIT PULL] PCI changes for v5.10", quoted));
        // a family tag is no prefix of a longer word ("yyz" is not "yy"), and a title tagging "PCI" names no pci.c
        String other = pull("C Developer (2):\n      PCI: yyz: Add a thing\n      nvme: Fix a thing\n",
                "drivers/pci/controller/pcie-yy-host.c", "2 +-", "drivers/nvme/host/pci.c", "2 +-");
        assertEquals(Set.of(), cases.sorted("[GIT PULL] PCI fixes for v5.10", other));
        // a binding's title, the endpoint framework's tag over a test driver outside the host drivers, and the
        // DesignWare core's tag over a platform member name none
        String framework = pull("C Developer (3):\n      dt-bindings: PCI: yy: Add a property\n"
                + "      PCI: endpoint: Fix a leak\n      PCI: designware: Use a helper\n",
                "drivers/pci/controller/pcie-yy-host.c", "2 +-", "drivers/misc/pci_endpoint_zz.c", "8 +-",
                "drivers/pci/controller/dwc/pcie-designware-zz.c", "3 +-");
        DriverCases withTest = DriverCases.tables(HAND, KERNEL
                + "pci-endpoint-zz\tdrivers/misc/pci_endpoint_zz.c\t\t\tnoprose\n"
                + "pcie-designware-zz\tdrivers/pci/controller/dwc/pcie-designware-zz.c\t\t\tnoprose\n");
        assertEquals(Set.of(), withTest.sorted("[GIT PULL] PCI fixes for v5.10", framework));
        // a patch series is read as before: its cover's part tags are no pull's
        assertTrue(ShortlogTags.readPull("no shortlog here").isEmpty());
    }

    @Test
    void hostilePullsFinishFast() {
        String manyTitles = "A Developer (999):\n" + "      PCI: qv: Fix a thing\n".repeat(200_000);
        String longTitle = "A Developer (1):\n      " + "PCI: ".repeat(2_000_000) + "\n";
        String manyAuthors = "A Developer (1):\n".repeat(500_000);
        String longLine = "x".repeat(10_000_000) + "):\n";
        String manyTags = "A Developer (999):\n" + "      a:b:c:d:e/f/g/h: x\n".repeat(100_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            for (String s : new String[] {manyTitles, longTitle, manyAuthors, longLine, manyTags}) {
                ShortlogTags.readPull(s);
                cases.sorted("[GIT PULL] PCI changes for v5.10", s);
            }
        });
        assertTrue(ShortlogTags.readPull(manyTags).size() <= ShortlogTags.MAX_PULL_TAGS);
    }
}
