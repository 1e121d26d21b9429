package dev.lkmltriage.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class MaintainersTest {
    static Maintainers corpus() throws IOException {
        return Maintainers.load(Path.of("corpus", "MAINTAINERS"));
    }

    static Maintainers corpusUnchecked() {
        try {
            return corpus();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Section section(Maintainers m, String name) {
        return m.sections().stream().filter(s -> s.name().contains(name)).findFirst().orElseThrow();
    }

    @Test
    void corpusFileParsesIntoItsSectionsWithAddressesWithoutNames() throws IOException {
        Maintainers m = corpus();
        assertTrue(m.sections().size() >= 12, "sections: " + m.sections().size());
        assertTrue(m.sections().stream().noneMatch(s -> s.name().startsWith("Descriptions")),
                "the preamble is no section");
        Section r8169 = section(m, "RTL8169");
        assertEquals(java.util.List.of("pdubreuil@example.net", "hsaelen@example.no", "nic_swsd@example.com"),
                r8169.maintainers());
        assertEquals(java.util.List.of("netdev@vger.kernel.org"), r8169.lists());
        assertEquals("r8169", r8169.shortName());
        Section intel = section(m, "INTEL ETHERNET DRIVERS");
        assertEquals(java.util.List.of("intel-wired-lan@lists.osuosl.org", "netdev@vger.kernel.org"), intel.lists(),
                "the '(moderated for non-subscribers)' remark is dropped");
        assertEquals(java.util.List.of("bleszczak@example.com"), intel.reviewers());
        assertEquals("Supported", intel.status());
    }

    @Test
    void filePatternsFollowTheKernelRules() {
        // trailing slash: everything in and below
        assertTrue(FilePattern.of("drivers/net/").matches("drivers/net/ethernet/intel/e1000e/netdev.c"));
        // a glob stays at its depth
        assertTrue(FilePattern.of("drivers/net/*").matches("drivers/net/loopback.c"));
        assertFalse(FilePattern.of("drivers/net/*").matches("drivers/net/usb/r8152.c"));
        assertTrue(FilePattern.of("drivers/net/ethernet/realtek/r8169*").matches(
                "drivers/net/ethernet/realtek/r8169_main.c"));
        assertTrue(FilePattern.of("include/linux/pci*").matches("include/linux/pci_ids.h"));
        assertFalse(FilePattern.of("include/linux/pci*").matches("include/linux/pci/x.h"));
        assertTrue(FilePattern.of("drivers/net/tg3.?").matches("drivers/net/tg3.c"));
        // a literal: the file, or the directory of that name
        assertTrue(FilePattern.of("kernel/time/hrtimer.c").matches("kernel/time/hrtimer.c"));
        assertFalse(FilePattern.of("kernel/time/hrtimer.c").matches("kernel/time/hrtimer.cc"));
        assertTrue(FilePattern.of("drivers/nvme").matches("drivers/nvme/host/pci.c"));
        assertFalse(FilePattern.of("drivers/nvme").matches("drivers/nvmem/core.c"));
        // regex metacharacters in a path are literal
        assertFalse(FilePattern.of("drivers/a.c").matches("drivers/abc"));
    }

    @Test
    void excludesWinOverFilesAndRegexesCount() throws IOException {
        Maintainers m = corpus();
        Section net = section(m, "NETWORKING DRIVERS");
        assertTrue(net.fileMatch("drivers/net/ethernet/realtek/r8169_main.c") > 0);
        assertEquals(-1, net.fileMatch("drivers/net/wireless/ath/ath9k/main.c"), "X: drivers/net/wireless/");
        Section intel = section(m, "INTEL ETHERNET DRIVERS");
        assertEquals(-1, intel.fileMatch("drivers/net/ethernet/intel/ice/ice_main.c"));
        assertTrue(intel.fileMatch("drivers/somewhere/else/igb_x.c") > 0, "N: \\bigb_ matches anywhere in a path");
        Section aspm = section(m, "ASPM");
        assertEquals("pci_disable_link_state", aspm.keywordIn("we call pci_disable_link_state(pdev, x) here"));
        assertEquals(null, aspm.keywordIn("nothing relevant"));
    }

    @Test
    void junkLinesUnknownLettersAndBadRegexesAreSkippedNotFatal() throws IOException {
        String text = "preamble line\n\tM: *Mail* patches to\n\n"
                + "FOO DRIVER\n"
                + "M:\tFoo Bar <FOO@Example.COM>\n"
                + "this line is junk\n"
                + "M:\tnot an address\n"
                + "W:\thttps://example.com/foo\n"
                + "N:\t(unclosed\n"
                + "K:\t\\bfoo_\n"
                + "L:\tfoo@vger.kernel.org\n"
                + "S:\tMaintained\n"
                + "F:\tdrivers/foo/\n"
                + "Q:\n"
                + "\r\n"
                + "M:\torphan@example.com\n"
                + "F:\t" + "x".repeat(Maintainers.MAX_LINE + 10) + "\n";
        Maintainers m = Maintainers.parse(new StringReader(text));
        Section foo = m.sections().get(0);
        assertEquals("FOO DRIVER", foo.name());
        assertEquals(java.util.List.of("foo@example.com"), foo.maintainers());
        assertEquals(1, foo.keywords().size());
        assertTrue(foo.regexes().isEmpty());
        assertEquals(2, m.sections().size(), m.toString());
        assertEquals("(untitled)", m.sections().get(1).name());
        assertTrue(m.skipped() >= 4, "skipped " + m.skipped());
    }

    @Test
    void aHugeFileParsesInLinearTime() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            b.append("SECTION ").append(i).append("\nM:\tA <a").append(i).append("@example.com>\nL:\tl")
                    .append(i % 7).append("@example.org\nS:\tMaintained\nF:\tdrivers/x").append(i)
                    .append("/\nK:\tkey").append(i).append("\n\n");
        }
        Maintainers m = assertTimeoutPreemptively(TimeBudget.seconds(20),
                () -> Maintainers.parse(new StringReader(b.toString())));
        assertEquals(100_000, m.sections().size());
    }

    @Test
    void aBacktrackingPatternGivesUpInsteadOfHanging() {
        BoundedRegex evil = BoundedRegex.compile("(a+)+$");
        assertNotNull(evil);
        String text = "a".repeat(40) + "!";
        assertFalse(assertTimeoutPreemptively(TimeBudget.seconds(5), () -> evil.find(text)));
        BoundedRegex fine = BoundedRegex.compile("\\bhrtimer_");
        assertTrue(fine.find("x ".repeat(100_000) + "hrtimer_start"));
    }
}
