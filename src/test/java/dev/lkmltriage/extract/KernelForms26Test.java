package dev.lkmltriage.extract;

import dev.lkmltriage.testkit.TimeBudget;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 25 (kernels26): the contract's kernel forms audited on the archive. An rc after a dot ("v5.7.rc1") is that
 * release candidate; a user-space program's boot-log line ("udevd[151]: starting version 3.2.1") names no kernel.
 */
class KernelForms26Test {
    private final KernelExtractor extractor = new KernelExtractor();

    private String run(String text) {
        return KernelExtractorTest.render(extractor.extract(VersionsMails.mail(text)));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            v5.7.rc1     | 5.7-rc1
            5.9.rc3      | 5.9-rc3
            v5.10.RC2    | 5.10-rc2
            5.4.0.rc7    | 5.4.0-rc7
            v5.7.rc1+    | 5.7-rc1
            """)
    void rcAfterADot(String raw, String canonical) {
        assertEquals(canonical, KernelVersion.parse(raw).name());
    }

    @ParameterizedTest
    @ValueSource(strings = {"5.7.rc", "5.7.rcx", "5.7.r1"})
    void aDotRcNeedsItsNumber(String raw) {
        // as before: the release with a suffix, not a candidate
        assertEquals("5.7", KernelVersion.parse(raw).name());
        assertFalse(KernelVersion.isKernelVersion("5.7.rc1a"));
    }

    @Test
    void gitsOwnDottedRcIsNoLinuxRelease() {
        // git-send-email's "2.26.0.rc2" parses but is no Linux release, so no extractor takes it
        assertFalse(KernelVersion.parse("2.26.0.rc2").isPlausibleRelease());
        assertEquals("", run("X-Mailer: git-send-email 2.26.0.rc2 was used for this series."));
    }

    @Test
    void aChangelogsDottedRcIsTheCandidate() {
        assertEquals("5.7-rc1:-", run("Changes since v2:\n* Moved the series onto v5.7.rc1\n* Dropped patch 3\n"));
    }

    @Test
    void aUserspaceProgramsBootLogLineNamesNoKernel() {
        String log = "[    0.000000] Linux version 5.9.0-rc2 (me@box) #3 SMP\n"
                + "[    4.118201] eudevd[212]: starting version 3.4.7\n"
                + "[    6.002113] initd[1]: frobd 4.2.5 starting up\n";
        assertEquals("5.9.0-rc2:-", run(log));
    }

    @Test
    void aKernelLineOfTheSameLogStillCounts() {
        // near misses: the kernel's own lines have no [pid] tag, and a bracketed slot is no pid
        assertEquals("5.9.0-rc2:-", run("[    0.000000] Linux version 5.9.0-rc2 (me@box) #3 SMP\n"));
        assertEquals("5.4.3:-", run("[    1.5] pci 0000:00:1c.0: seen since kernel 5.4.3 here\n"));
        assertEquals("5.4.3:-", run("seen[x] with kernel 5.4.3\n"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"udevd[151]: starting version 3.2.1", "[    3.70] udevd[151]: starting version 3.2.1",
        "[ 7.6] systemd[1]: systemd 246 running", "foo-bar_2.x[9]: ok"})
    void userspaceTagsAreRecognised(String line) {
        assertTrue(KernelCandidates.userspaceLog(line));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "[", "[    3.70]", "pci 0000:00:1c.0: bar [mem 0x1000]", "udevd[]: x",
        "udevd[151] starting", "[abc] udevd[1]: x", "[1]: x", "kernel: [  3.1] linux version 5.4.0",
        "udevd[123456789]: x"})
    void otherLinesAreNotUserspaceTags(String line) {
        assertFalse(KernelCandidates.userspaceLog(line));
    }

    @Test
    void aDriversVersionAfterADashIsTheDrivers() {
        assertEquals("", run("[    9.1] frobnic: Example Storage Adapter Driver - version 3.1.0-k\n"));
        // near misses: a kernel word before the dash still marks a kernel; no dash, no change
        assertEquals("5.4.3:-", run("Running kernel - 5.4.3 on the box.\n"));
        assertEquals("5.4.3:-", run("Seen on kernel 5.4.3 here.\n"));
    }

    @Test
    void hostileLinesStayLinear() {
        String brackets = "[" + " ".repeat(200_000) + "]" + "a".repeat(200_000) + "[" + "1".repeat(200_000);
        String rcs = "v5.7.rc" + "1".repeat(100_000) + " " + "5.7.rc ".repeat(50_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertFalse(KernelCandidates.userspaceLog(brackets));
            run(brackets + "\n" + rcs);
        });
    }
}
