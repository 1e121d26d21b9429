package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Fixes that name their report only by who reported it or by the diagnostic it quoted (session 6, from the misses
 * of the unseen new2/new3 checks), through the real parser and extractor, each rule also shown not to over-reach,
 * and the diagnostic fingerprints against malformed, huge and hostile text.
 */
class ReporterTiesTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    static Report mail(String id, String from, String date, String subject, String body) {
        String raw = "Message-ID: <" + id + ">\nDate: " + date + "\nFrom: " + from + "\n"
                + "To: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, id, EXTRACTOR.extract(m), null);
    }

    private static Set<String> warnings(String body) {
        return BuildWarnings.of(mail("w@x", "a <a@x>", "Mon, 5 Oct 2020 10:00:00 +0000", "s", body).mail());
    }

    private static final String OF_MATCH = """
            These warnings are annoying:

              $ make W=1 drivers/pci/
                CC      drivers/pci/controller/dwc/pcie-foo.c
              drivers/pci/controller/dwc/pcie-foo.c:270:34: warning: \u2018foo_pcie_of_match\u2019 defined but not used [-Wunused-const-variable=]
                270 | static const struct of_device_id foo_pcie_of_match[] = {

            Bjorn
            """;

    private static final String OF_MATCH_FIX = """
            Silences this build warning seen with CONFIG_OF disabled:

            drivers/pci/controller/dwc/pcie-foo.c:297:34: warning: 'foo_pcie_of_match' defined but not used [-Wunused-const-variable=]

            Reported-by: Some Maintainer <maint@example.org>
            Signed-off-by: Fixer <fixer@example.org>
            ---
             drivers/pci/controller/dwc/Kconfig | 2 +-
             1 file changed, 1 insertion(+), 1 deletion(-)

            diff --git a/drivers/pci/controller/dwc/Kconfig b/drivers/pci/controller/dwc/Kconfig
            index 044a3761c44f..96994b715f26 100644
            --- a/drivers/pci/controller/dwc/Kconfig
            +++ b/drivers/pci/controller/dwc/Kconfig
            @@ -176,7 +176,7 @@ config PCIE_FOO
             config PCIE_FOO
            -\tdepends on ARCH_FOO || COMPILE_TEST
            +\tdepends on OF && (ARCH_FOO || COMPILE_TEST)
            """;

    @Test
    void aDiagnosticIsTheSameWhereverItsLineMovedAndHoweverItIsQuoted() {
        Set<String> report = warnings(OF_MATCH);
        assertEquals(Set.of("pcie-foo.c|warning: 'foo_pcie_of_match' defined but not used"), report);
        assertEquals(report, warnings(OF_MATCH_FIX));
        // A mailer wrapped the fix's copy after "warning:"; it is still the reported line.
        assertEquals(warnings("drivers/pci/controller/dwc/pcie-designware.c:432:52: warning: cast truncates bits"
                        + " from constant value (ffffffff7fffffff becomes 7fffffff)\n"),
                warnings(" drivers/pci/controller/dwc/pcie-designware.c:432:52: warning:\n cast truncates bits from"
                        + " constant value (ffffffff7fffffff becomes\n 7fffffff)\n\nReported-by: x <x@y>\n"));
        assertNotEquals(report, warnings("drivers/pci/controller/dwc/pcie-foo.c:73:54: warning: incorrect type in"
                + " initializer (different address spaces)\n"), "another warning of the same file");
    }

    @Test
    void quotedMalformedHugeAndHostileDiagnosticsAreSafe() {
        assertTrue(warnings("> drivers/pci/pcie-foo.c:1:2: warning: something quoted from the report here\n")
                .isEmpty(), "a quote is not the author's own diagnostic");
        assertTrue(warnings("warning: no file named here at all, so nothing\n: warning: \n.c:1: warning: x\n")
                .isEmpty());
        assertTrue(warnings("drivers/pci/foo.c:12:3: warning:\n\n").isEmpty(), "an empty message is nothing");
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            log.append("drivers/pci/f").append(i).append(".c:").append(i).append(":1: error: implicit declaration of")
                    .append(" function 'x").append(i).append("'\n");
        }
        String path = "a/".repeat(1_000_000);
        Set<String> many = assertTimeoutPreemptively(TimeBudget.seconds(10), () -> warnings(log + path + "\n"
                + ":".repeat(500_000) + " warning: " + ".c".repeat(200_000) + "\n"));
        assertEquals(BuildWarnings.MAX_WARNINGS, many.size(), "capped per message");
    }

    @Test
    void aPatchQuotingAReportedWarningIsItsFixAndAnotherWarningIsNot() {
        Clusterer.Placement report = clusterer.place(mail("ofmatch@x", "Some Maintainer <maint@example.org>",
                "Wed, 30 Sep 2020 22:37:07 +0000", "of_match[] warnings", OF_MATCH));
        assertNotNull(report, "a warning sent to the list is a report");
        Clusterer.Placement fix = clusterer.place(mail("fix1@x", "Fixer <fixer@example.org>",
                "Thu, 1 Oct 2020 07:42:43 +0000", "[PATCH] PCI: dwc: foo driver needs OF support", OF_MATCH_FIX));
        assertNotNull(fix);
        assertEquals(report.clusterId(), fix.clusterId(), fix.reason());
        assertEquals("fix", fix.role());
        assertTrue(fix.reason().contains("diagnostic"), fix.reason());

        Clusterer.Placement other = clusterer.place(mail("fix2@x", "Fixer <fixer@example.org>",
                "Thu, 1 Oct 2020 08:00:00 +0000", "[PATCH] PCI: dwc: bar: Add __iomem annotations",
                OF_MATCH_FIX.replace("foo_pcie_of_match' defined but not used", "bar' is used uninitialized")
                        .replace("Reported-by: Some Maintainer <maint@example.org>\n", "")
                        // its own change: the same changed lines would make it a posting of the fix (SameChangeLines)
                        .replace("depends on ARCH_FOO || COMPILE_TEST", "depends on ARCH_BAR || COMPILE_TEST")
                        .replace("depends on OF && (ARCH_FOO", "depends on PCI_MSI && (ARCH_BAR")));
        assertNull(other, "a patch quoting another warning fixes nothing reported");
    }

    private static final String HANG = """
            Hi,

            powering a hotplug slot down with "echo 0 > /sys/bus/pci/slots/3/power" hangs on 5.6-rc5; the task
            never returns and the slot stays on. 5.4 is fine.
            """;

    private static String fix(String reportedBy) {
        return """
                The IRQ thread returns early in two places without clearing ist_running, so sysfs waiters hang.

                %s
                Signed-off-by: Fixer <fixer@example.org>
                ---
                 drivers/pci/hotplug/pciehp_hpc.c | 4 ++--
                 1 file changed, 2 insertions(+), 2 deletions(-)

                diff --git a/drivers/pci/hotplug/pciehp_hpc.c b/drivers/pci/hotplug/pciehp_hpc.c
                index 1111111..2222222 100644
                --- a/drivers/pci/hotplug/pciehp_hpc.c
                +++ b/drivers/pci/hotplug/pciehp_hpc.c
                @@ -1,3 +1,3 @@
                -\treturn IRQ_NONE;
                +\tgoto out;
                """.formatted(reportedBy);
    }

    @Test
    void aFixCreditingAReporterJoinsTheirReportThatSharesAWord() {
        Clusterer.Placement report = clusterer.place(mail("hang@x", "Dave Hoy <dave@example.com>",
                "Sat, 14 Mar 2020 10:00:00 +0000", "Kernel hangs when powering a slot down via sysfs", HANG));
        assertNotNull(report);
        Clusterer.Placement fix = clusterer.place(mail("p1@x", "Fixer <fixer@example.org>",
                "Wed, 18 Mar 2020 10:00:00 +0000", "[PATCH] PCI: pciehp: Fix an endless wait on sysfs slot requests",
                fix("Reported-by: Dave Hoy <DAVE@example.com>")));
        assertNotNull(fix);
        assertEquals(report.clusterId(), fix.clusterId(), fix.reason());
        assertTrue(fix.reason().startsWith("Reported-by"), fix.reason());

        // Once fixed, the reporter's cluster takes the next version of that fix, not another credited patch that
        // shares a word or two with it (on the real archive: "pm", "dma" joined a prolific reporter's old reports).
        Clusterer.Placement v2 = clusterer.place(mail("p1v2@x", "Fixer <fixer@example.org>",
                "Fri, 20 Mar 2020 10:00:00 +0000", "[PATCH v2] PCI: pciehp: Fix an endless wait on sysfs slot requests",
                fix("Reported-by: Dave Hoy <dave@example.com>")));
        assertNotNull(v2);
        assertEquals(report.clusterId(), v2.clusterId(), v2.reason());
        assertNull(clusterer.place(mail("later@x", "Fixer <fixer@example.org>", "Mon, 4 May 2020 10:00:00 +0000",
                "[PATCH] PCI: Clear slot power on sysfs removal",
                fix("Reported-by: Dave Hoy <dave@example.com>"))), "a later problem of the same reporter");
    }

    @Test
    void aCreditWithoutASharedWordOrDriverAQuotedCreditAndGarbageCreditsJoinNothing() {
        clusterer.place(mail("hang@x", "Dave Hoy <dave@example.com>", "Sat, 14 Mar 2020 10:00:00 +0000",
                "Kernel hangs when powering a slot down via sysfs", HANG));
        assertNull(clusterer.place(mail("p2@x", "Fixer <fixer@example.org>", "Wed, 18 Mar 2020 10:00:00 +0000",
                "[PATCH] x86/apic: Plug vector leak on CPU offline", fix("Reported-by: Dave Hoy <dave@example.com>"))),
                "the same reporter, another problem");
        assertNull(clusterer.place(mail("p3@x", "Fixer <fixer@example.org>", "Wed, 18 Mar 2020 11:00:00 +0000",
                "[PATCH] PCI: pciehp: Fix an endless wait on sysfs slot requests",
                fix("Reported-by: Other Person <other@example.com>"))), "another reporter");
        assertNull(clusterer.place(mail("p4@x", "Fixer <fixer@example.org>", "Wed, 18 Mar 2020 12:00:00 +0000",
                "Re: [PATCH] PCI: pciehp: Fix an endless wait on sysfs slot requests",
                "> Reported-by: Dave Hoy <dave@example.com>\n\nLooks good to me.\n")), "a quoted credit");
        String garbage = "Reported-by: <<<@@@>>>\nReported-by:\nReported-by: " + "x".repeat(200_000) + "\n"
                + "Reported-by: a@b\n".repeat(5_000);
        // Another sender: the same fixer's re-posting of p3 would be a second posting of one fix (OwnPostingsTest);
        // another sender's p3 saying "fix" too is two people's same edit since session 22 (SameEditFixesTest).
        assertNull(assertTimeoutPreemptively(TimeBudget.seconds(10), () -> clusterer.place(mail("p5@x",
                "Second Fixer <fixer2@example.org>", "Wed, 18 Mar 2020 13:00:00 +0000",
                "[PATCH] PCI: pciehp: Rework the wait on sysfs slot requests", fix(garbage)))));
    }

    @Test
    void addressesAreReadFromAnyFromOrTrailerForm() {
        assertEquals("dave@example.com", Reporters.email("\"Hoy, Dave\" <Dave@Example.com>"));
        assertEquals("dave@example.com", Reporters.email("dave@example.com (Dave Hoy)"));
        assertNull(Reporters.email("Dave Hoy"));
        assertNull(Reporters.email(null));
    }
}
