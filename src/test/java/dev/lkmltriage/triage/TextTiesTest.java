package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.Linearity;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 11, text similarity as a tie ({@link TextSketch}, {@link TextTies}), through the real parser and
 * extractor. Positive cases: a report re-sent from the reporter's other address under another subject, and a fix
 * re-posted under another title. Near misses: the same driver with another log (another problem), and the same
 * wording for another driver (a template fix sent to several drivers).
 */
class TextTiesTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    static final String WORK = "Ines Varga <ines.varga@corp.example.com>";
    static final String HOME = "Ines Varga <ivarga@mail.example.org>";
    private static final String OTHER = "Pavel Roth <pavel@example.net>";

    /** Invented: a link that retrains at the lowest speed after resume, on an invented "frobnic" controller. */
    static final String RETRAIN = """
            Hello,

            since 5.6 the frobnic root port on our Wendel board comes back from suspend to RAM with the link trained
            at 2.5 GT/s instead of 8 GT/s, and the NVMe drive behind it then runs at a quarter of its usual speed
            until the next cold boot. Going back to 5.5 makes it resume at full speed again every time we tried.

            frobnic 0000:00:01.0: link up after resume, speed 2.5 GT/s width x4
            frobnic 0000:00:01.0: retraining link to target speed failed, status 0x1041

            Reading the link control register after resume shows the target link speed field cleared to zero,
            as if the controller lost its configuration while the domain was powered down.

            Thanks, Ines
            """;

    /** The same report, re-sent: a greeting and a line changed, the kernel log left out this time. */
    static final String RETRAIN_AGAIN = """
            Hi all,

            since 5.6 the frobnic root port on our Wendel board comes back from suspend to RAM with the link trained
            at 2.5 GT/s instead of 8 GT/s, and the NVMe drive behind it then runs at a quarter of its usual speed
            until the next cold boot. Going back to 5.5 makes it resume at full speed again every time we tried.

            Reading the link control register after resume shows the target link speed field cleared to zero,
            as if the controller lost its configuration while the domain was powered down. Any idea?

            Thanks, Ines
            """;

    /** The same driver, another problem and another log. */
    private static final String MSI_LOST = """
            Hello,

            on the Wendel board with 5.6 the frobnic host bridge stops delivering MSIs to the second endpoint after
            a few hours under load; the first endpoint keeps working and legacy interrupts still arrive when we
            boot with pci=nomsi, so it looks like the MSI target address register gets overwritten somewhere.

            frobnic 0000:00:01.0: MSI status 0x00000002, mask 0xfffffffd
            nvme nvme1: I/O 412 QID 3 timeout, aborting

            Ines
            """;

    private String place(String id, String from, String date, String subject, String body) {
        assertNotNull(clusterer.place(mail(id, from, date, subject, body)), id + " is placed");
        return clusterer.clusterOf(id);
    }

    @Test
    void aReportReSentFromAnotherAddressUnderAnotherSubjectJoinsByItsText() {
        String first = place("retrain@work", WORK, "Mon, 4 May 2020 09:00:00 +0000",
                "[BUG] PCI: frobnic: link comes back at 2.5 GT/s after suspend", RETRAIN);
        String again = place("retrain@home", HOME, "Tue, 19 May 2020 20:00:00 +0000",
                "frobnic: NVMe slow after resume on 5.6 (Wendel board)", RETRAIN_AGAIN);
        assertEquals(first, again, "the same report, re-sent");
        Clusterer.Placement p = clusterer.get(again).members().stream()
                .filter(m -> m.messageId().equals("retrain@home")).findFirst()
                .map(m -> new Clusterer.Placement(again, m.role(), m.reason(), m.score())).orElseThrow();
        assertEquals("duplicate", p.role());
        assertTrue(p.reason().startsWith("similar text"), p.reason());
    }

    @Test
    void theSameDriverWithAnotherLogStaysApart() {
        String first = place("retrain@work", WORK, "Mon, 4 May 2020 09:00:00 +0000",
                "[BUG] PCI: frobnic: link comes back at 2.5 GT/s after suspend", RETRAIN);
        String other = place("msi@home", HOME, "Tue, 19 May 2020 20:00:00 +0000",
                "frobnic: MSIs stop for the second endpoint under load", MSI_LOST);
        assertNotEquals(first, other, "one driver, one board, another problem");
    }

    private static final String RPM_FIX = """
            pm_runtime_get_sync() raises the runtime PM usage count even when it fails with an error code, so
            the probe error path has to drop the reference it took, or the device never suspends again after a
            failed probe. Call pm_runtime_put_noidle() on that path to keep the counter balanced.

            Signed-off-by: Pavel Roth <pavel@example.net>
            ---
             drivers/pci/controller/pcie-%1$s.c | 1 +
             1 file changed, 1 insertion(+)

            diff --git a/drivers/pci/controller/pcie-%1$s.c b/drivers/pci/controller/pcie-%1$s.c
            --- a/drivers/pci/controller/pcie-%1$s.c
            +++ b/drivers/pci/controller/pcie-%1$s.c
            @@ -120,6 +120,7 @@ static int %1$s_pcie_probe(struct platform_device *pdev)
             	ret = pm_runtime_get_sync(dev);
             	if (ret < 0) {
            +		pm_runtime_put_noidle(dev);
             		goto err_pm;
             	}
            """;

    /** A cluster whose report names the frobnic driver and whose fix is the first posting of a patch. */
    private String reportWithFix() {
        String c = place("rpm@work", WORK, "Mon, 1 Jun 2020 09:00:00 +0000",
                "[BUG] PCI: frobnic: device never runtime-suspends after a failed probe", """
                        Hello,

                        after the frobnic probe fails once (a missing clock on our Wendel board) the controller never
                        runtime-suspends again: the usage counter stays raised. Is an error path missing a put?

                        Ines
                        """);
        assertNotNull(clusterer.place(mail("rpm-v1@pavel", OTHER, "Tue, 2 Jun 2020 09:00:00 +0000",
                "[PATCH] PCI: frobnic: Fix runtime PM imbalance on error",
                "Link: https://lore.kernel.org/r/rpm@work\n\n" + RPM_FIX.formatted("frobnic"))));
        assertEquals(c, clusterer.clusterOf("rpm-v1@pavel"), "the fix links the report");
        return c;
    }

    @Test
    void aFixRePostedUnderAnotherTitleJoinsItsFirstPostingsCluster() {
        String c = reportWithFix();
        assertNotNull(clusterer.place(mail("rpm-v2@pavel", OTHER, "Mon, 8 Jun 2020 09:00:00 +0000",
                "[PATCH v2] PCI: frobnic: Balance the runtime PM counter in the probe error path",
                RPM_FIX.formatted("frobnic"))));
        assertEquals(c, clusterer.clusterOf("rpm-v2@pavel"), "the same fix, retitled, names nothing else");
    }

    @Test
    void theSameWordingForAnotherDriverStaysApart() {
        String c = reportWithFix();
        clusterer.place(mail("rpm-qux@pavel", OTHER, "Mon, 8 Jun 2020 09:10:00 +0000",
                "[PATCH] PCI: quxbridge: Fix runtime PM imbalance on error", RPM_FIX.formatted("quxbridge")));
        assertNotEquals(c, clusterer.clusterOf("rpm-qux@pavel"), "one template, sent to another driver");
    }

    @Test
    void sketchesReadNumbersAndAddressesAlikeAndNeedEnoughText() {
        TextSketch a = TextSketch.of(RETRAIN);
        TextSketch b = TextSketch.of(RETRAIN_AGAIN);
        assertTrue(a.similarity(b) >= TextTies.THRESHOLD, "re-sent: " + a.similarity(b));
        String log = RETRAIN.replace("0000:00:01.0", "0002:03:00.0").replace("0x1041", "0x9f41");
        assertEquals(1.0, a.similarity(TextSketch.of(log)), "another machine's addresses and status values");
        assertTrue(a.similarity(TextSketch.of(MSI_LOST)) < 0.2, "another problem: " + a.similarity(
                TextSketch.of(MSI_LOST)));
        assertEquals(1.0, a.similarity(TextSketch.decode(a.encode())), "the stored form reads back");
        assertNull(TextSketch.decode("not a sketch"));
        assertNull(TextSketch.of("Thanks, applied to pci/misc for v5.8."), "too short to compare");
        assertEquals(Set.of("frobnic"), TextTies.subsystemWords("[PATCH v2] PCI: frobnic: Fix x"));
        assertTrue(TextTies.cover("[PATCH v3 00/12] PCI: frobnic: fixes"));
        assertTrue(!TextTies.cover("[PATCH v3 10/12] PCI: frobnic: fixes"));
    }

    @Test
    void pathologicalTextIsReadOnceAndNeverThrows() {
        // Session 25: linear by growth (testkit.Linearity), not by a 2 s wall clock a loaded machine can miss.
        Linearity.assertLinear("sketching pathological text", 400_000, n -> {
            assertNull(TextSketch.of("0123456789".repeat(n / 2)), "one long number is one word");
            assertNotNull(TextSketch.of("ab ".repeat(n)));
        });
    }
}
