package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.DockSeries.answer;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 34 (cluster54; fixtures invented): the restore gaps session 33 (cluster52) left, each placed in one run and
 * in two runs split before every message ({@link RestoreAcrossRunsTest#sameAtEverySplit}). What one run remembers of
 * a message placed nowhere, a reopen must remember from what the store keeps.
 */
class PartRestoreTest {
    private static final String ANN = "Ann Port <ann.port@example.com>";
    private static final String RITA = "Rita Reviewer <rita@example.org>";
    private static final String CARL = "Carl User <carl@example.net>";
    private static final String FILE = "drivers/pci/pcie/frobdrv.c";
    private static final String TITLE = "PCI: frobdrv: Don't disable the port during shutdown";
    private static final String LINK = "Link: https://bugzilla.kernel.org/show_bug.cgi?id=208111\n";
    private static final String CHANGE = "-\tpci_disable_device(frob_port_device);\n"
            + "+\tif (system_state == SYSTEM_RESTART)\n+\t\tpci_clear_master(frob_port_device);";

    private static String patch(String intro, String trailers, String lines) {
        return PatchText.oneFile(intro, trailers, FILE, lines);
    }

    /**
     * Session 19's route ({@link LinkedPatches#unplacedPart}): Ann's two-part series, whose part 2 fixes a hang and
     * is placed nowhere (its thread is no cluster's), a review of that part, the report naming a bug entry, and Ann's
     * later lone posting of part 2 under the same title naming the entry: the fix's cluster takes the earlier part in,
     * standing alone, and the review follows it. A reopen knew nothing of the part (the run kept it by its version key
     * only), so split anywhere between the part and the lone posting the part stayed out.
     */
    @Test
    void aPartTakenInByALaterPostingOfItIsTakenInAfterAReopen() throws Exception {
        List<Report> mail = new ArrayList<>(List.of(
                PatchText.mail("cover@ann", null, ANN, "Mon, 3 Aug 2020 09:00:00 +0000",
                        "[PATCH 0/2] PCI: frobdrv: Port fixes for the frob bridge",
                        "Two changes for the frob bridge.\n\nAnn\n"),
                PatchText.mail("p1@ann", "cover@ann", ANN, "Mon, 3 Aug 2020 09:00:01 +0000",
                        "[PATCH 1/2] PCI: frobdrv: Add the frob bridge id",
                        patch("Add the id.", "", "+\t{ PCI_DEVICE(PCI_VENDOR_ID_FROB, 0x1234) },")),
                PatchText.mail("p2@ann", "cover@ann", ANN, "Mon, 3 Aug 2020 09:00:02 +0000", "[PATCH 2/2] " + TITLE,
                        patch("Disabling the port on shutdown hangs kexec reboot.", "", CHANGE)),
                answer("p2-r1@rita", "cover@ann", "p2@ann", RITA, "Tue, 4 Aug 2020 10:00:00 +0000",
                        "Re: [PATCH 2/2] " + TITLE, "Does kexec need the bus master bit at all?\n\nRita\n"),
                PatchText.mail("report@carl", null, CARL, "Wed, 5 Aug 2020 08:00:00 +0000",
                        "[Bug 208111] Machine hangs on kexec reboot after port shutdown",
                        "Since 5.8 the machine hangs when kexec reboots. The port driver's shutdown disables the"
                                + " device.\n"),
                PatchText.mail("v2@ann", null, ANN, "Thu, 6 Aug 2020 09:00:00 +0000", "[PATCH v2] " + TITLE,
                        patch("Disabling the port on shutdown hangs kexec reboot.", LINK, CHANGE))));
        Set<String> fix = RestoreAcrossRunsTest.oneRunPlaces(mail, "v2@ann");
        assertNotNull(fix, "the lone posting naming the entry joins its report");
        assertTrue(fix.contains("p2@ann") && fix.contains("report@carl"), "the earlier part joins: " + fix);
        assertTrue(fix.contains("p2-r1@rita"), "its review follows it: " + fix);
        assertNull(RestoreAcrossRunsTest.oneRunPlaces(mail, "p1@ann"), "near miss: the sibling part stays out");
        RestoreAcrossRunsTest.sameAtEverySplit(mail);
    }
    /**
     * Session 14's rule ({@link SeriesParts#strays}): part 2 of Ann's cover-less series names the report's bug entry,
     * stands alone, joins the report's cluster and lends it the series' thread, which then brings only the answers to
     * part 2. Rita's review of part 1 answers no member: it strays, placed nowhere, and stays its thread's leftover.
     * Ann's later lone posting of part 2 links part 1 as the patch it needs, so part 1, the thread's root, joins as
     * an earlier fix: the thread is no longer lent by a part alone. Ann's answer to the review strays with it (it
     * answers a reply that strayed, {@link PartAnswers#offPart}); Carl's Tested-by on part 2 joins and pulls the
     * thread's leftovers in. A reopen did not restore the review as strayed, nor as a leftover.
     */
    @Test
    void aReplyThatStrayedFromAThreadLentByAPartIsRestoredAsStrayed() throws Exception {
        String t1 = "[PATCH 1/2] PCI: frobdrv: Add the frob bridge id";
        List<Report> mail = new ArrayList<>(List.of(
                PatchText.mail("report@carl", null, CARL, "Mon, 3 Aug 2020 08:00:00 +0000",
                        "[Bug 208111] Machine hangs on kexec reboot after port shutdown",
                        "Since 5.8 the machine hangs when kexec reboots. The port driver's shutdown disables the"
                                + " device.\n"),
                PatchText.mail("p1@ann", null, ANN, "Mon, 3 Aug 2020 09:00:00 +0000", t1,
                        patch("Add the id.", "", "+\t{ PCI_DEVICE(PCI_VENDOR_ID_FROB, 0x1234) },")),
                PatchText.mail("p2@ann", "p1@ann", ANN, "Mon, 3 Aug 2020 09:00:01 +0000", "[PATCH 2/2] " + TITLE,
                        patch("Disabling the port on shutdown hangs kexec reboot.", LINK, CHANGE)),
                answer("s@rita", "p1@ann", "p1@ann", RITA, "Tue, 4 Aug 2020 10:00:00 +0000", "Re: " + t1,
                        "Is 0x1234 the bridge or its port?\n\nRita\n"),
                PatchText.mail("v2@ann", null, ANN, "Thu, 6 Aug 2020 09:00:00 +0000", "[PATCH v2] " + TITLE,
                        patch("Disabling the port on shutdown hangs kexec reboot.\n\nIt needs the id patch,"
                                + " https://lore.kernel.org/r/p1@ann", LINK, CHANGE)),
                answer("r@ann", "p1@ann", "s@rita", ANN, "Thu, 6 Aug 2020 11:00:00 +0000", "Re: " + t1,
                        "The port; the bridge has no id of its own.\n\nAnn\n"),
                answer("t@carl", "p1@ann", "p2@ann", CARL, "Fri, 7 Aug 2020 08:00:00 +0000",
                        "Re: [PATCH 2/2] " + TITLE, "kexec reboots fine now.\n\nTested-by: " + CARL + "\n")));
        Set<String> fix = RestoreAcrossRunsTest.oneRunPlaces(mail, "p2@ann");
        assertNotNull(fix, "part 2 names the entry");
        assertTrue(fix.contains("report@carl") && fix.contains("t@carl"), "the report and the Tested-by: " + fix);
        RestoreAcrossRunsTest.sameAtEverySplit(mail);
    }
}
