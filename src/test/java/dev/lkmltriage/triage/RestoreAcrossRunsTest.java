package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.ingest.TestMails;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 4, "each message is placed as it is ingested": mail placed in one run and the same mail placed in two runs,
 * the clusterer restored between them from what the store keeps (each {@link Cluster} and its {@link ClusterKeys},
 * through their JSON), gives the same clusters, for each map a later message can find its cluster by: bug entry,
 * mentioned commit, blamed title, log line, report subject, reporter, build warning, and a thread seen before.
 * Each case also checks that in one run the later message does find the earlier one's cluster, so the comparison
 * is not between two runs that both found nothing.
 */
class RestoreAcrossRunsTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());

    private static Report mail(String id, String from, String date, String subject, String body) {
        String raw = "Message-ID: <" + id + ">\nDate: " + date + "\nFrom: " + from + "\n"
                + "To: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, id, EXTRACTOR.extract(m), null);
    }

    private static Report msg(String id, String subject, String parent, MessageKind kind, List<CommitFact> commits,
                              String text) {
        return TestMails.report(id, subject, parent, kind, commits, text);
    }

    /** Message id → the members of its cluster (absent: placed nowhere), after placing all in order. */
    private static Map<String, Set<String>> oneRun(List<Report> mail) {
        Clusterer c = new Clusterer(ClusterWeights.DEFAULT);
        mail.forEach(c::place);
        return members(c, mail);
    }

    /** The same, the first {@code split} placed by one clusterer and the rest by another restored from it. */
    private static Map<String, Set<String>> twoRuns(List<Report> mail, int split) throws JsonProcessingException {
        return twoRuns(mail, split, false);
    }

    /**
     * {@link #twoRuns(List, int)}, the unplaced patches restored from their stored keys ({@link PatchKeys}, through
     * JSON) when {@code storedKeys}, else from their subject, sender and text (a store written before the keys).
     */
    private static Map<String, Set<String>> twoRuns(List<Report> mail, int split, boolean storedKeys)
            throws JsonProcessingException {
        Clusterer first = new Clusterer(ClusterWeights.DEFAULT);
        mail.subList(0, split).forEach(first::place);
        first.drainChanged();
        // As the store does: each cluster and its keys written as JSON and read back.
        List<Cluster> stored = new ArrayList<>();
        Map<String, ClusterKeys> keys = new HashMap<>();
        for (Cluster c : first.all()) {
            stored.add(ReportJson.MAPPER.readValue(ReportJson.MAPPER.writeValueAsString(c), Cluster.class));
            keys.put(c.id(), ReportJson.MAPPER.readValue(ReportJson.MAPPER.writeValueAsString(first.keysOf(c.id())),
                    ClusterKeys.class));
        }
        Clusterer second = new Clusterer(ClusterWeights.DEFAULT);
        second.restore(stored, keys::get);
        Set<String> threads = new HashSet<>();
        mail.subList(0, split).forEach(r -> threads.add(r.threadId()));
        second.restoreSeenThreads(threads);
        // As the store does: topics opened behind reply headers, then the headers of the threads they were opened in
        // (session 30).
        Set<String> topicThreads = new HashSet<>();
        for (Report r : mail.subList(0, split)) {
            if (second.restoreTopicStart(r.messageId(), r.facts().kind().label(), r.threadId())) {
                topicThreads.add(r.threadId());
            }
        }
        Map<String, List<String>> headers = new HashMap<>();
        for (Report r : mail.subList(0, split)) {
            if (topicThreads.contains(r.threadId())) {
                List<String> a = new ArrayList<>(r.mail().references());
                if (r.mail().inReplyTo() != null) {
                    a.add(r.mail().inReplyTo());
                }
                headers.put(r.messageId(), a);
            }
        }
        second.restoreTopicAnswers(headers);
        // As the store does: thread-starting patches of the first run placed nowhere, oldest first.
        for (Report r : mail.subList(0, split)) {
            if (first.clusterOf(r.messageId()) == null && r.facts().kind() == MessageKind.PATCH
                    && r.threadId().equals(r.messageId())) {
                PatchKeys k = first.unplacedKeysOf(r.messageId());
                if (storedKeys && k != null) {
                    second.restoreUnplacedPatch(r.messageId(), r.threadId(), ReportJson.MAPPER.readValue(
                            ReportJson.MAPPER.writeValueAsString(k), PatchKeys.class));
                } else {
                    second.restoreUnplacedPatch(r.messageId(), r.threadId(), r.mail().subject(), r.mail().from(),
                            r.mail().text());
                }
            }
        }
        // As the store does: every series part whose subject says it fixes something, placed or not (session 15).
        for (Report r : mail.subList(0, split)) {
            if (r.facts().kind() == MessageKind.PATCH && Clusterer.maybeFixPart(r.mail().subject())) {
                second.restoreFixPart(r.messageId(), r.threadId(), r.mail().subject(), r.mail().from(),
                        r.mail().text());
            }
        }
        // As the store does: the reverts of the first run placed nowhere (session 16): a later fix of the reverted
        // commit takes them in.
        for (Report r : mail.subList(0, split)) {
            if (first.clusterOf(r.messageId()) == null && r.facts().kind() == MessageKind.PATCH
                    && Clusterer.maybeRevert(r.mail().subject())) {
                second.restoreRevert(r.messageId(), r.threadId(), r.mail().subject(), r.mail().text());
            }
        }
        // As the store does: every thread-starting patch of the first run, placed or not, in order (session 32).
        for (Report r : mail.subList(0, split)) {
            if (r.facts().kind() == MessageKind.PATCH && r.threadId().equals(r.messageId())) {
                second.restoreThreadStart(r.messageId(), r.mail().subject());
            }
        }
        // As the store does: the files of every series part placed nowhere, and of the other patches in those parts'
        // threads, placed in a cluster or not (session 32, cluster50; session 33: PartAnswers' record).
        Set<String> fileThreads = new HashSet<>();
        for (Report r : mail.subList(0, split)) {
            if (first.clusterOf(r.messageId()) == null && r.facts().kind() == MessageKind.PATCH
                    && Clusterer.maybeNumberedPart(r.mail().subject())) {
                fileThreads.add(r.threadId());
            }
        }
        for (Report r : mail.subList(0, split)) {
            if (r.facts().kind() == MessageKind.PATCH && fileThreads.contains(r.threadId())) {
                boolean placed = first.clusterOf(r.messageId()) != null;
                if (placed || Clusterer.maybeNumberedPart(r.mail().subject()) || !r.threadId().equals(r.messageId())) {
                    second.restoreSeriesFiles(r.messageId(), r.threadId(), r.mail().subject(), r.mail().text(),
                            placed);
                }
            }
        }
        // As the store does: the series parts of the first run placed nowhere in their thread, for a later posting
        // under the same author and title (session 19; session 34).
        for (Report r : mail.subList(0, split)) {
            if (first.clusterOf(r.messageId()) == null && r.facts().kind() == MessageKind.PATCH
                    && !r.threadId().equals(r.messageId()) && Clusterer.maybeUnplacedPart(r.mail().subject())) {
                second.restoreUnplacedPart(r.messageId(), r.threadId(), r.mail().subject(), r.mail().from(),
                        r.mail().text(), Clusterer.namesCulprit(r.facts().commits()));
            }
        }
        // As the store does: every message of the first run placed nowhere, in order.
        for (Report r : mail.subList(0, split)) {
            if (first.clusterOf(r.messageId()) == null) {
                boolean reply = r.facts().kind() == MessageKind.REPLY;
                second.restoreLeftover(r.messageId(), r.threadId(), r.mail().subject(),
                        r.facts().kind() == MessageKind.PATCH, reply ? r.mail().inReplyTo() : null,
                        reply ? r.mail().references() : null);
            }
        }
        // As the store does: patches of the first run placed nowhere, for a later fix crediting them (session 17).
        for (Report r : mail.subList(0, split)) {
            if (first.clusterOf(r.messageId()) == null && r.facts().kind() == MessageKind.PATCH
                    && r.mail().date() != null) {
                second.restoreCreditedFix(r.messageId(), r.threadId(), r.mail().subject(), r.mail().from(),
                        r.mail().text(), r.mail().date().toInstant().toString());
            }
        }
        // As the store does: replies of the first run placed nowhere, for a later patch crediting them (session 17).
        for (Report r : mail.subList(0, split)) {
            MessageKind kind = r.facts().kind();
            if (first.clusterOf(r.messageId()) == null && kind != MessageKind.PATCH && kind != MessageKind.ROBOT
                    && !r.threadId().equals(r.messageId()) && r.mail().date() != null) {
                second.restoreCreditedReply(r.messageId(), r.threadId(), r.mail().from(), r.mail().text(),
                        r.mail().date().toInstant().toString());
            }
        }
        // As the store does: every message of the first run that is not a patch or a robot's, placed or not, for a
        // later patch citing its thread by an lkml.org URL (session 24).
        for (Report r : mail.subList(0, split)) {
            MessageKind kind = r.facts().kind();
            if (kind != MessageKind.PATCH && kind != MessageKind.ROBOT && r.mail().date() != null) {
                second.restoreDiscussion(r.messageId(), r.threadId(), r.mail().subject(), r.mail().from(),
                        r.mail().date().toInstant().toString());
            }
        }
        mail.subList(split, mail.size()).forEach(second::place);
        return members(second, mail);
    }

    private static Map<String, Set<String>> members(Clusterer c, List<Report> mail) {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        for (Report r : mail) {
            String id = c.clusterOf(r.messageId());
            if (id != null) {
                Set<String> m = new HashSet<>();
                c.get(id).members().forEach(x -> m.add(x.messageId()));
                out.put(r.messageId(), m);
            }
        }
        return out;
    }

    /**
     * One run and two runs split before each message (the store closed and reopened there) give the same clusters
     * (session 32, cluster49): every split, not only the one before the message a tie finds.
     */
    static void sameAtEverySplit(List<Report> mail) throws Exception {
        Map<String, Set<String>> one = oneRun(mail);
        for (int split = 1; split < mail.size(); split++) {
            assertEquals(one, twoRuns(mail, split), "split before " + mail.get(split).messageId());
            assertEquals(one, twoRuns(mail, split, true),
                    "split before " + mail.get(split).messageId() + ", patches restored from their keys");
        }
    }

    /** The members of {@code id}'s cluster when {@code mail} is placed in one run, or null when it is placed nowhere. */
    static Set<String> oneRunPlaces(List<Report> mail, String id) {
        return oneRun(mail).get(id);
    }

    /** In one run {@code later} joins {@code earlier}'s cluster; split before {@code later}, the same. */
    static void sameAcrossRuns(List<Report> mail, String earlier, String later) throws Exception {
        sameAcrossRuns(mail, earlier, later, true);
    }

    /**
     * {@link #sameAcrossRuns(List, String, String)} for a tie that needs the day an unplaced patch was posted, which
     * only its stored keys hold ({@link PatchKeys#postedAt}): a store written before the keys restores no day, and
     * the split is checked with the patches restored from their keys alone.
     */
    static void sameAcrossRunsFromKeys(List<Report> mail, String earlier, String later) throws Exception {
        sameAcrossRuns(mail, earlier, later, false);
    }

    private static void sameAcrossRuns(List<Report> mail, String earlier, String later, boolean fromText)
            throws Exception {
        Map<String, Set<String>> one = oneRun(mail);
        assertNotNull(one.get(later), "in one run " + later + " is placed");
        assertTrue(one.get(later).contains(earlier), "in one run " + later + " joins " + earlier + ": " + one);
        int split = 0;
        while (!mail.get(split).messageId().equals(later)) {
            split++;
        }
        if (fromText) {
            assertEquals(one, twoRuns(mail, split), "split before " + later);
        }
        assertEquals(one, twoRuns(mail, split, true), "split before " + later + ", patches restored from their keys");
    }

    @Test
    void aReportsTextFindsItsClusterInALaterRun() throws Exception {
        sameAcrossRuns(List.of(
                mail("retrain@work", TextTiesTest.WORK, "Mon, 4 May 2020 09:00:00 +0000",
                        "[BUG] PCI: frobnic: link comes back at 2.5 GT/s after suspend", TextTiesTest.RETRAIN),
                mail("retrain@home", TextTiesTest.HOME, "Tue, 19 May 2020 20:00:00 +0000",
                        "frobnic: NVMe slow after resume on 5.6 (Wendel board)", TextTiesTest.RETRAIN_AGAIN)),
                "retrain@work", "retrain@home");
    }

    @Test
    void aBugEntryFindsItsClusterInALaterRun() throws Exception {
        sameAcrossRuns(List.of(
                msg("a@x", "Resume from suspend stalls I/O on Ryzen", null, MessageKind.REPORT, List.of(),
                        "Filed as https://bugzilla.kernel.org/show_bug.cgi?id=204413 with dmesg."),
                msg("p@x", "[PATCH] PCI: add a quirk", null, MessageKind.PATCH, List.of(),
                        "Link: https://bugzilla.kernel.org/show_bug.cgi?id=204413\nSigned-off-by: x")), "a@x", "p@x");
    }

    @Test
    void aMentionedCommitFindsItsClusterInALaterRun() throws Exception {
        sameAcrossRuns(List.of(
                msg("a@x", "pcie_wait_for_link_delay takes a second", null, MessageKind.REPORT,
                        List.of(new CommitFact("c2bf1fc212f7", "reference", null, "test", false, 0, 1)),
                        "it was added in c2bf1fc212f7"),
                msg("p@x", "[PATCH] PCI: shorten the link delay", null, MessageKind.PATCH,
                        List.of(new CommitFact("c2bf1fc212f7e8ad", "culprit", null, "Fixes:", false, 0, 1)),
                        "Fixes: c2bf1fc212f7e8ad (\"PCI: Add absent link waits\")")), "a@x", "p@x");
    }

    private static String bisect(String hash, String symptom) {
        return "Hi,\n\n" + symptom + "\n\ngit bisect bad " + hash + "\n# first bad commit: [" + hash
                + "] PCI/PM:\nExpect bridges lacking Data Link Active to settle in 100 ms\n\nThanks\n";
    }

    @Test
    void aBlamedTitleFindsItsClusterInALaterRun() throws Exception {
        sameAcrossRuns(List.of(
                mail("up@x", "a <a@example.org>", "Mon, 6 Jul 2020 10:00:00 +0000",
                        "GPU fails to resume since 5.8-rc1",
                        bisect("afaff825e3a436f9d1e3986530133b1c91b54cd1", "The GPU fails to resume on my laptop.")),
                mail("st@x", "b <b@example.org>", "Wed, 15 Jul 2020 10:00:00 +0000",
                        "5.4.49: starting X hangs the machine",
                        bisect("828b192c57e8f4fee77f7a34bd19c1b58b049dad", "Starting X makes it unresponsive."))),
                "up@x", "st@x");
    }

    private static String log(String... lines) {
        StringBuilder b = new StringBuilder("Boot log:\n");
        for (String l : lines) {
            b.append("[    1.234567] ").append(l).append('\n');
        }
        return b.toString();
    }

    @Test
    void aPastedLogLineFindsItsClusterInALaterRun() throws Exception {
        String pasted = log("ravel-pcie soc:pcie: MEM 0xfffffffffffff000..0x00ffffefff -> 0x0200000000",
                "ravel-pcie soc:pcie: IO 0xfffffffffffff000..0x00ffffefff -> 0x0200000000",
                "ravel-pcie soc:pcie: resource clash: [mem 0xe2040000-0xe2041fff] overlaps");
        sameAcrossRuns(List.of(
                msg("a@x", "[Bug 208814] resource clash", null, MessageKind.REPORT, List.of(), pasted),
                msg("b@x", "Ravel 612 PCIe dead after 5.8 update", null, MessageKind.REPORT, List.of(),
                        "Here are the boot messages:\n" + pasted)), "a@x", "b@x");
    }

    @Test
    void aPastedCallTraceFindsItsClusterInALaterRun() throws Exception {
        // Session 14: the trace keys are kept with the log lines ({@link TraceTies}).
        sameAcrossRuns(List.of(
                mail("a@x", "Ana Field <ana@example.net>", "Mon, 6 Jan 2020 10:00:00 +0000",
                        "Machine freezes when unplugging the dock", "It stops responding:\n\n"
                                + TraceFramesTest.HUNG),
                mail("b@x", "Bo Lind <bo@example.org>", "Thu, 20 Feb 2020 10:00:00 +0000",
                        "hung task after hot removal", "The slot thread is stuck:\n\n"
                                + TraceFramesTest.HUNG_ELSEWHERE)), "a@x", "b@x");
    }

    @Test
    void anUnplacedFixPastingACallTraceIsPulledInALaterRun() throws Exception {
        // Session 14: an unplaced patch's trace keys are stored with its other keys ({@link PatchKeys#traces}).
        sameAcrossRuns(List.of(
                mail("v1@x", "Kim Fixer <kim@example.com>", "Mon, 6 Jan 2020 10:00:00 +0000",
                        "[PATCH] PCI: frobnic: Avoid deadlock on slot disable",
                        "Disabling the slot from the IRQ thread takes the slot lock twice:\n\n"
                                + TraceFramesTest.HUNG + "\nSigned-off-by: Kim Fixer <kim@example.com>\n"),
                mail("r@x", "Bo Lind <bo@example.org>", "Thu, 20 Feb 2020 10:00:00 +0000",
                        "hung task after hot removal", "The slot thread is stuck:\n\n"
                                + TraceFramesTest.HUNG_ELSEWHERE)), "v1@x", "r@x");
    }

    @Test
    void aReportSubjectFindsItsClusterInALaterRun() throws Exception {
        sameAcrossRuns(List.of(
                msg("r1@x", "Re: OX16PCI954 weird dmesg on rb532", "missing1@x", MessageKind.REPLY, List.of(),
                        "Are you booting with a DT?"),
                msg("r2@x", "Re: OX16PCI954 weird dmesg on rb532", "missing2@x", MessageKind.REPLY, List.of(),
                        "Which host bridge driver?")), "r1@x", "r2@x");
    }

    private static String fix(String trailer, String diagnostic) {
        return diagnostic + "\n\nThe IRQ thread returns early without clearing ist_running, so waiters hang.\n\n"
                + trailer + "\nSigned-off-by: Fixer <fixer@example.org>\n---\n"
                + " drivers/pci/hotplug/pciehp_hpc.c | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n\n"
                + "diff --git a/drivers/pci/hotplug/pciehp_hpc.c b/drivers/pci/hotplug/pciehp_hpc.c\n"
                + "index 1111111..2222222 100644\n--- a/drivers/pci/hotplug/pciehp_hpc.c\n"
                + "+++ b/drivers/pci/hotplug/pciehp_hpc.c\n@@ -1,1 +1,1 @@\n-\treturn IRQ_NONE;\n+\tgoto out;\n";
    }

    @Test
    void aCreditedReporterFindsTheirClusterInALaterRun() throws Exception {
        sameAcrossRuns(List.of(
                mail("hang@x", "Dave Hoy <dave@example.com>", "Sat, 14 Mar 2020 10:00:00 +0000",
                        "Kernel hangs when powering a slot down via sysfs",
                        "Powering a hotplug slot down with \"echo 0 > /sys/bus/pci/slots/3/power\" hangs on"
                                + " 5.6-rc5; the task never returns. 5.4 is fine.\n"),
                mail("p1@x", "Fixer <fixer@example.org>", "Wed, 18 Mar 2020 10:00:00 +0000",
                        "[PATCH] PCI: pciehp: Fix an endless wait on sysfs slot requests",
                        fix("Reported-by: Dave Hoy <dave@example.com>", ""))), "hang@x", "p1@x");
    }

    private static final String WARNING = "drivers/pci/controller/dwc/pcie-foo.c:270:34: warning: "
            + "'foo_pcie_of_match' defined but not used [-Wunused-const-variable=]";

    @Test
    void aQuotedBuildWarningFindsItsClusterInALaterRun() throws Exception {
        sameAcrossRuns(List.of(
                mail("w@x", "Some Maintainer <maint@example.org>", "Wed, 30 Sep 2020 22:37:07 +0000",
                        "of_match[] warnings", "These warnings are annoying:\n\n  $ make W=1 drivers/pci/\n  "
                                + WARNING + "\n\nBjorn\n"),
                mail("f@x", "Fixer <fixer@example.org>", "Thu, 1 Oct 2020 07:42:43 +0000",
                        "[PATCH] PCI: dwc: foo driver needs OF support",
                        fix("", "Fixes this build warning when CONFIG_OF is disabled:\n\n"
                                + WARNING.replace(":270:", ":297:")))), "w@x", "f@x");
    }

    private static final String REPORT_BODY = "Hi,\n\nafter upgrading from 5.0 to 5.1 the xHCI controller"
            + " [1022:7914] no longer wakes up when I plug in a USB stick. 5.0 works fine, 5.1 is broken.\n";

    @Test
    void aFixsLaterPostingFindsItsClusterInALaterRun() throws Exception {
        sameAcrossRuns(List.of(
                mail("r@x", "Ola <ola@example.net>", "Mon, 20 May 2019 09:00:00 +0000", "xHCI never wakes on plug",
                        REPORT_BODY),
                PatchVersionsTest.patch("v1@x", PatchVersionsTest.AUTHOR, "Tue, 21 May 2019 10:00:00 +0000",
                        "[PATCH] " + PatchVersionsTest.TITLE, "Link: https://lore.kernel.org/r/r@x\n"),
                PatchVersionsTest.patch("v2@x", PatchVersionsTest.AUTHOR, "Tue, 8 Oct 2019 10:00:00 +0000",
                        "[PATCH v2] " + PatchVersionsTest.TITLE, "")), "r@x", "v2@x");
    }

    @Test
    void unplacedPatchesAreFoundByTheirLaterPostingAndBugEntryInALaterRun() throws Exception {
        sameAcrossRuns(List.of(
                PatchVersionsTest.patch("v1@x", PatchVersionsTest.AUTHOR, "Tue, 21 May 2019 10:00:00 +0000",
                        "[PATCH] " + PatchVersionsTest.TITLE, ""),
                PatchVersionsTest.patch("v2@x", PatchVersionsTest.AUTHOR, "Wed, 22 May 2019 10:00:00 +0000",
                        "[PATCH v2] " + PatchVersionsTest.TITLE,
                        "Bugzilla: https://bugzilla.kernel.org/show_bug.cgi?id=210077\n"),
                PatchVersionsTest.patch("other@x", "Lee Other <lee@example.com>", "Mon, 2 Sep 2019 10:00:00 +0000",
                        "[PATCH] x86/PCI: Remove D0 PME capability on one FCH xHCI",
                        "Bugzilla: https://bugzilla.kernel.org/show_bug.cgi?id=210077\n")), "v1@x", "other@x");
    }

    @Test
    void anEarlierAttemptByAnotherAuthorIsFoundByItsSenderInALaterRun() throws Exception {
        sameAcrossRuns(List.of(
                PatchVersionsTest.patch("try1@x", PatchVersionsTest.AUTHOR, "Tue, 21 May 2019 10:00:00 +0000",
                        "[PATCH] " + PatchVersionsTest.TITLE, ""),
                PatchVersionsTest.patch("try2@x", "Lee Other <lee@example.com>", "Mon, 2 Sep 2019 10:00:00 +0000",
                        "[PATCH] PCI/PM: Fix wakeup of controllers that signal PME only from D0",
                        "Previous attempt: https://lore.kernel.org/linux-pci/try1@x/\n")), "try1@x", "try2@x");
    }

    private static String fixOfCommit(String intro, String added) {
        return intro + "\n\nFixes: 1f2e3d4c5b6a (\"PCI/IOV: Cache the config space size of VF0\")\n"
                + "Signed-off-by: Someone <someone@example.org>\n---\n drivers/pci/iov.c | 2 ++\n\n"
                + "diff --git a/drivers/pci/iov.c b/drivers/pci/iov.c\nindex 1a2b3c4..5d6e7f8 100644\n"
                + "--- a/drivers/pci/iov.c\n+++ b/drivers/pci/iov.c\n@@ -150,6 +150,8 @@\n context\n" + added + "\n";
    }

    @Test
    void aReworkedPostingFindsTheEarlierOneByTheCommitItFixesInALaterRun() throws Exception {
        String why = "Every VF after the first reads a 256-byte config space.";
        sameAcrossRuns(List.of(
                mail("k1@x", "Ana Quill <ana@example.com>", "Tue, 11 Jun 2019 10:00:00 +0000",
                        "[PATCH] PCI/IOV: Fix the cached config size of later VFs",
                        fixOfCommit(why, "+\tvirtfn->pcie_cap = pci_find_capability(virtfn, PCI_CAP_ID_EXP);")),
                mail("k2@x", "Ana Quill <ana@example.com>", "Wed, 19 Jun 2019 10:00:00 +0000",
                        "[PATCH v2] PCI/IOV: Read the cached VF config size after device setup",
                        fixOfCommit(why, "+\t\tpci_read_vf_config_common(virtfn);"))),
                "k1@x", "k2@x");
    }

    @Test
    void aThreadsMessagesPlacedNowhereFollowItInALaterRun() throws Exception {
        String entry = "https://bugzilla.kernel.org/show_bug.cgi?id=424242";
        String diff = "\n\nSigned-off-by: Pat <pat@example.org>\n---\n drivers/pci/iov.c | 1 +\n\n"
                + "diff --git a/drivers/pci/iov.c b/drivers/pci/iov.c\n--- a/drivers/pci/iov.c\n"
                + "+++ b/drivers/pci/iov.c\n@@ -1,3 +1,4 @@\n context\n+\tpdev->sriov->num_VFs = nr_virtfn; /* x */\n";
        sameAcrossRuns(List.of(
                ThreadLeftoversTest.inThread("r1@x", "gone@x", "gone@x", "Max <max@example.org>",
                        "Thu, 13 Jun 2019 18:51:12 +0000", "Re: [PATCH] PCI/IOV: Set num_VFs first", "Applied.\n"),
                ThreadLeftoversTest.inThread("v2@x", null, "v2@x", "Pat <pat@example.org>",
                        "Wed, 11 Sep 2019 09:27:36 +0000", "[PATCH v2] PCI/IOV: Never read a stale numvfs",
                        "Stale value.\n\nLink: " + entry + diff),
                ThreadLeftoversTest.inThread("r3@x", "r1@x", "gone@x", "Max <max@example.org>",
                        "Thu, 3 Oct 2019 22:10:07 +0000", "Re: [PATCH] PCI/IOV: Set num_VFs first",
                        "Instead, for " + entry + diff.replace("nr_virtfn", "0"))), "r1@x", "r3@x");
    }

    @Test
    void aReplyToAThreadSeenInAnEarlierRunIsNoOrphan() throws Exception {
        List<Report> mail = List.of(
                msg("q@x", "How do I read the link status register?", null, MessageKind.OTHER, List.of(),
                        "a question"),
                msg("a@x", "Re: How do I read the link status register?", "q@x", MessageKind.REPLY, List.of(),
                        "use setpci"));
        assertTrue(oneRun(mail).isEmpty());
        assertEquals(Map.of(), twoRuns(mail, 1));
    }

    @Test
    void keysOfAStoreWrittenBeforeThemAreEmptyAndTheyAreCapped() throws Exception {
        ClusterKeys old = ReportJson.MAPPER.readValue("{}", ClusterKeys.class);
        assertEquals(ClusterKeys.NONE, old);
        assertTrue(old.bugs().isEmpty() && old.logLines().isEmpty() && old.merged().isEmpty());
        ClusterKeys partial = ReportJson.MAPPER.readValue("{\"bugs\":[\"bugzilla:1\"],\"logLines\":null}",
                ClusterKeys.class);
        assertEquals(List.of("bugzilla:1"), partial.bugs());
        assertEquals(List.of(), partial.logLines());
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 5 * ClusterKeys.MAX_PER_KIND; i++) {
            many.add("bugzilla:" + i);
        }
        ClusterKeys capped = new ClusterKeys(many, many, many, null, many, many, many, many, many, many, many);
        assertEquals(ClusterKeys.MAX_PER_KIND, capped.bugs().size());
        assertEquals("bugzilla:" + (5 * ClusterKeys.MAX_PER_KIND - 1), capped.bugs().get(
                ClusterKeys.MAX_PER_KIND - 1), "the most recent are kept");
        // A store without keys (written before them) still restores: found by members and threads.
        Clusterer c = new Clusterer(ClusterWeights.DEFAULT);
        Report a = msg("a@x", "Resume from suspend stalls I/O on Ryzen", null, MessageKind.REPORT, List.of(),
                "https://bugzilla.kernel.org/show_bug.cgi?id=204413");
        c.place(a);
        Clusterer again = new Clusterer(ClusterWeights.DEFAULT);
        again.restore(c.all(), id -> null);
        assertEquals(c.clusterOf("a@x"), again.clusterOf("a@x"));
        assertNull(again.place(a), "a message already placed is not placed twice");
    }
}
