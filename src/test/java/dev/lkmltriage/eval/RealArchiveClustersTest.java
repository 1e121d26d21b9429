package dev.lkmltriage.eval;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The issue-4 target on real mail: the whole linux-pci 2019-2020 archive (read in place from ../shared, skipped
 * where absent) is clustered with the shipped weights, and only the independently labelled groups of
 * corpus/labels/real-linux-pci-2019-2020.jsonl are scored. Floors sit just under today's figures so a change that
 * loses real-mail precision or recall fails here, not in the field.
 */
class RealArchiveClustersTest {
    @Test
    void labelledGroupsOfTheLinuxPciArchive() throws Exception {
        Path archive = TestData.shared("data/linux-pci-2019-2020.git");
        RealLabels labels = RealLabels.read(Path.of("corpus/labels/real-linux-pci-2019-2020.jsonl"));
        ExtractSettings settings = ExtractSettings.defaults();
        Map<String, dev.lkmltriage.triage.Clusterer.Placement> placed = ArchiveClusters.place(
                Sources.open(archive.toString()), new MailParser(), new FactExtractor(settings),
                ClusterWeights.load(settings.modelsDir()), ProgressListener.NONE);
        Map<String, String> predicted = ArchiveClusters.clusterIds(placed);
        ClusterScore tune = ClusterScore.pairwise(labels.truth("tune"), predicted);
        ClusterScore all = ClusterScore.pairwise(labels.truth(null), predicted);
        String figures = String.format("tune P %.3f R %.3f, all P %.3f R %.3f", tune.precision(), tune.recall(),
                all.precision(), all.recall());
        if (System.getenv("TRIAGE_EVAL_VERBOSE") != null) {
            for (String file : new String[] {"", "-new", "-new2", "-new3", "-new4", "-new5", "-new6", "-new7", "-new8", "-new9",
                    "-new10", "-new11", "-new12", "-new13", "-new14", "-new15", "-new16", "-new17", "-new18", "-new19"}) {
                for (RealLabels.Group g : RealLabels.read(
                        Path.of("corpus/labels/real-linux-pci-2019-2020" + file + ".jsonl")).groups()) {
                    g.members().forEach(m -> System.out.println("  " + file + " " + g.id() + " " + m.role() + " "
                            + m.messageId() + " -> " + placed.get(m.messageId())));
                }
            }
        }
        assertTrue(tune.precision() >= 0.95, figures);
        assertTrue(all.precision() >= 0.95, figures);
        assertTrue(tune.recall() >= FLOOR_RECALL, figures);
        assertTrue(all.recall() >= FLOOR_RECALL, figures);

        // The groups labelled after tuning, from the same clustering: new2 was scored unseen at P 1.000 / R 0.636
        // (11 pairs), 0.727 after the general "[bug report] <title>" rule, 1.000 after session 6's quoted-diagnostic
        // tie; its hard negatives must stay apart.
        ClusterScore fresh = ClusterScore.pairwise(
                RealLabels.read(Path.of("corpus/labels/real-linux-pci-2019-2020-new.jsonl")).truth(null), predicted);
        ClusterScore unseen = ClusterScore.pairwise(
                RealLabels.read(Path.of("corpus/labels/real-linux-pci-2019-2020-new2.jsonl")).truth(null), predicted);
        String later = String.format("new P %.3f R %.3f, new2 P %.3f R %.3f (%d pairs)", fresh.precision(),
                fresh.recall(), unseen.precision(), unseen.recall(), unseen.truePairs());
        assertTrue(fresh.precision() >= 0.95 && fresh.recall() >= FLOOR_RECALL, later);
        assertTrue(unseen.precision() >= 0.95, later);
        assertTrue(unseen.recall() >= 0.95, later);

        // new3 (session 6): five groups and three hard negatives labelled before the clusterer ran on them, scored
        // unseen at P 1.000 / R 0.083 (12 pairs), 0.667 after the session's Reported-by and diagnostic ties.
        RealLabels labels3 = RealLabels.read(Path.of("corpus/labels/real-linux-pci-2019-2020-new3.jsonl"));
        ClusterScore third = ClusterScore.pairwise(labels3.truth(null), predicted);
        String new3 = String.format("new3 P %.3f R %.3f (%d pairs)", third.precision(), third.recall(),
                third.truePairs());
        System.out.println(figures + "; " + later + "; " + new3);
        for (RealLabels.Group g : labels3.groups()) {
            g.members().forEach(m -> System.out.println("  " + g.id() + " " + m.role() + " " + m.messageId()
                    + " -> " + placed.get(m.messageId())));
        }
        assertTrue(third.precision() >= 0.95, new3);
        assertTrue(third.recall() >= NEW3_FLOOR_RECALL, new3);

        // new4 (session 7): six groups and three hard negatives labelled before the clusterer ran on them, scored
        // unseen at P 1.000 / R 0.067 (15 pairs), 0.733 after the session's posting, added-line and bug-entry ties,
        // 0.800 after session 8's thread leftovers.
        laterSet("new4", predicted, NEW4_FLOOR_RECALL);

        // new5 (session 8): six groups and four hard negatives labelled before the clusterer ran on them, scored
        // unseen at P 1.000 / R 0.000 (25 pairs), 0.720 after the session's Coverity, credit and earlier-attempt ties,
        // 0.760 after session 9's reply linking another report.
        laterSet("new5", predicted, NEW5_FLOOR_RECALL);

        // new6 (session 9): eight groups and four hard negatives labelled before the clusterer ran on them, scored
        // unseen at P 1.000 / R 0.250 (28 pairs), 0.500 after the session's postings-of-one-fix rule.
        laterSet("new6", predicted, NEW6_FLOOR_RECALL);

        // new7 (session 10): nine groups and three hard negatives, mostly reports (re-threaded follow-ups, two
        // reporters of one laptop's dock, reports with their fixes), labelled before the clusterer ran on them, scored
        // unseen at P 0.824 / R 0.778 (18 pairs), P 1.000 / R 0.944 after the session's own-link and credited
        // series-part rules.
        laterSet("new7", predicted, NEW7_FLOOR_RECALL);

        // new8 (session 11): five groups and three hard negatives labelled before the clusterer ran on them, scored
        // unseen at P 1.000 / R 0.278 (36 pairs), the same after the session's text-similarity tie (most of its misses
        // are fixes posted several times with no report to join), 0.417 after session 12's series-part rules.
        laterSet("new8", predicted, NEW8_FLOOR_RECALL);

        // new9 (session 12): six groups and three hard negatives labelled before the clusterer ran on them (reports
        // standing for ones that never arrived, a report and its linked fix, one author's two fixes of a bug entry,
        // postings of credited fixes), scored unseen at P 0.943 / R 1.000 (33 pairs; the false pairs: another part of
        // the fix's series rode along by thread), P 1.000 / R 1.000 after the session's series-part rules.
        laterSet("new9", predicted, NEW9_FLOOR_RECALL);

        // new10 (session 13): seven groups and three hard negatives labelled before the clusterer ran on them (fix
        // postings naming one bug entry, a Launchpad bug or an outside report, a report with its reporter's orphan
        // answer, two answers standing for a report that never arrived), scored unseen at P 1.000 / R 0.478 (23
        // pairs; the misses, fix postings tied only by a Launchpad link or a reporter's credit, are in the docs).
        laterSet("new10", predicted, NEW10_FLOOR_RECALL);

        // new11 (session 14): eight groups and six hard negatives labelled before the clusterer ran on them (two or
        // three people's own patches for one bug, each naming the same commit, with the fixes linking them; postings
        // of one fix), scored unseen at P 0.833 / R 0.714 (28 pairs). Its precision is under the other sets' 0.95
        // bar as found: a later kdump fix by the same author (a hard negative) joins the four D0-entry postings by
        // shared added lines. The misses and the false pairs are in the docs; no clustering code changed.
        // Session 14 (cluster16): P 1.000 / R 0.643 after the follow-up rule and the same-hunk rule (see the floors).
        laterSet("new11", predicted, NEW11_FLOOR_PRECISION, NEW11_FLOOR_RECALL);

        // new12 (session 15): seven groups and five hard negatives labelled before the clusterer ran on them (a log
        // flood's revert, option patch and later re-report; a report whose fixes cite it only by an lkml.org URL; two
        // people's fixes of the same two pcitest bugs as parts of two series; one fix re-posted as a part of each
        // version of a series; a fix posted twice), scored unseen at P 1.000 / R 0.080 (2 of 25 pairs). The misses,
        // mostly series parts, which no postings rule ties, are in the docs; no clustering code changed.
        // Session 15 (series18): R 0.320 (8 of 25) at P 1.000 after the re-posted fix part rule (see the floor).
        laterSet("new12", predicted, NEW12_FLOOR_RECALL);

        // new13 (session 16): seven groups and six hard negatives labelled before the clusterer ran on them (a window
        // regression fixed by two authors, one crediting the other; a modpost failure fixed by two people and
        // reported by a third; crashes and warnings reported in answer to the patch that caused them, with their
        // fixes; a series part re-posted alone), scored unseen at P 1.000 / R 0.095 (2 of 21 pairs). The misses are
        // in the docs; no clustering code changed. Session 16, second round (cluster21): R 0.190 (4 of 21) at P 1.000,
        // the two reports posted in their culprit's thread now reports of their own, each with its fix. Session 17
        // (cluster22): R 0.571 (12 of 21) at P 1.000, the window fixes tied by the credit and the modpost patches by
        // the diagnostic and the line they share. Session 23 (cluster35): R 0.714 (15 of 21), the board owner's reply
        // to the series cover bisected to a part it names by title, so its fix (Fixes: that title) and the fix's thread.
        laterSet("new13", predicted, NEW13_FLOOR_RECALL);

        // new14 (session 17): seven groups and seven hard negatives labelled before the clusterer ran on them, mostly
        // reports (two people's boot oops on a series cover with the fix crediting both; bisected reports posted in
        // their culprit's thread with fixes naming it; an orphan reply standing for a linux-next warning report; a
        // static checker's and a compiler's report of one line; a fix re-titled between postings with a "same issue"
        // reply), scored unseen at P 0.000 / R 0.000 (0 of 23 pairs; the one predicted pair is false: a report with
        // the culprit patch in whose thread it was posted). The misses are in the docs; no clustering code changed.
        laterSet("new14", predicted, NEW14_FLOOR_PRECISION, NEW14_FLOOR_RECALL);

        // new15 (session 17): four groups and nine hard negatives labelled before the clusterer ran on them (two
        // people's no-FLR quirks for one AMD USB hang; two people's allow-list entries for one P2PDMA limitation; an
        // orphan answer standing for an AER-injection NULL dereference report, with the series that names it; one
        // crash fixed first in genirq, then twice in dw-edma), scored unseen at P 0.000 / R 0.000 (0 of 13 pairs; the
        // one predicted pair is false: two reports of other causes from one NTB setup, joined by their thread). The
        // misses are in the docs; no clustering code changed. Session 24: links to the absent patch an orphan answers.
        laterSet("new15", predicted, NEW15_FLOOR_PRECISION, NEW15_FLOOR_RECALL);

        // new16 (session 18): three groups and seven hard negatives labelled before the clusterer ran on them,
        // candidates found by other means than links (a bugzilla duplicate of an earlier report with the quirk and
        // its fix, a report posted in its culprit's thread with the two postings of the fix naming that culprit, two
        // postings of one BAR fix), scored unseen at P 1.000 / R 0.571 (4 of 7 pairs), and the same unseen with
        // session 18's branches merged (the same-change lines of cluster26 reach none of its pairs).
        laterSet("new16", predicted, NEW16_FLOOR_RECALL);

        // new17 (session 19): five groups and six hard negatives labelled before the clusterer ran on them (a VF MSI
        // report with the genirq fix crediting its reporter; a dual-GPU hotplug report and the quirk naming its issue
        // links; two people's fixes of one freed firmware node; two VMD DMA-alias fixes; an orphan reply bisecting to
        // a link-delay revert with the v4 that was merged), scored unseen at P - / R 0.000 (0 of 5 pairs, none
        // predicted). No report-report pair: the labeller found none left unlabelled in the archive.
        laterSet("new17", predicted, NEW17_FLOOR_RECALL);

        // new18 (session 20): three groups and four hard negatives labelled before the clusterer ran on them (a
        // maintainer's review of a binding example with the author's corrected example; two postings each of a
        // hidden-HDA-function fix and an Alpha bus-window fix), scored unseen at P 1.000 / R 0.667 (2 of 3 pairs:
        // both fix postings tied, the review and its fix apart). No report-report pair again: the labeller read
        // about 30 candidates from eleven sources and found the archive's unlabelled cross-thread reports exhausted.
        laterSet("new18", predicted, NEW18_FLOOR_RECALL);

        // new19 (session 21): drawn systematically (every thread-starting report of five offsets of seven, 221 read),
        // one group and nine hard negatives labelled before the clusterer ran on them; the only group is two authors'
        // fixes of one out-of-bounds read in the DWC MSI handler. Scored unseen at P - / R 0.000 (0 of 1 pair, none
        // predicted, no negative joined). The draw found no unlabelled cross-thread report left in the archive.
        laterSet("new19", predicted, NEW19_FLOOR_RECALL);
    }

    /** One later label set scored on the same clustering: its hard negatives apart, its recall at least the floor. */
    private static void laterSet(String name, Map<String, String> predicted, double floorRecall) throws Exception {
        laterSet(name, predicted, 0.95, floorRecall);
    }

    /** As above, with a precision floor of its own for a set first scored below the 0.95 bar. */
    private static void laterSet(String name, Map<String, String> predicted, double floorPrecision,
            double floorRecall) throws Exception {
        ClusterScore s = ClusterScore.pairwise(RealLabels.read(
                Path.of("corpus/labels/real-linux-pci-2019-2020-" + name + ".jsonl")).truth(null), predicted);
        String figures = String.format("%s P %.3f R %.3f (%d pairs)", name, s.precision(), s.recall(), s.truePairs());
        System.out.println(figures);
        assertTrue(s.precision() >= floorPrecision, figures);
        assertTrue(s.recall() >= floorRecall, figures);
    }

    /**
     * Just under new11's figures as found (P 0.833: 20 true of 24 pairs, the 4 false ones the kdump-timing negative
     * with the D0-entry postings; R 0.714: 20 of 28 true pairs). One more false pair would give 0.800, one true pair
     * fewer 0.679.
     * <p>
     * // session 14 (cluster16): precision 0.833 -> 1.000 (the kdump-timing follow-up no longer joins the D0-entry
     * postings: 18 true of 18 pairs; one more false pair would give 0.947, floor halfway). Recall 0.714 -> 0.643, a
     * LOWERED floor, the stated trade: the four D0-entry postings were tied to each other only through that false
     * follow-up (their titles say no "fix" and name no commit, so they start nothing on their own): 6 true pairs
     * lost with the 4 false ones, 4 gained by the same-hunk rule (dwc 3, tegra194 1). 17 of 28 would give 0.607,
     * floor halfway.
     * <p>
     * // session 15 (cluster17): recall 0.643 -> 0.786 (22 of 28; precision stays 1.000): the switchtec fix carried
     * with its author's in-body From: in v2 and v3 of another maintainer's series (3 pairs, PatchAuthor) and the LPC
     * covers citing one lkml report "as reported in [1]" (1 pair, CitedReports). 21 of 28 would give 0.750, floor
     * halfway.
     */
    private static final double NEW11_FLOOR_PRECISION = 0.97;

    /**
     * Just under new12's figure as found (0.080, 2 of 25 true pairs: the qcom PERST fix's two postings and the two
     * postings of the bandwidth-notification option patch); one pair fewer would give 0.040. Precision as found is
     * 1.000 (no false pair, every hard negative placed nowhere), so the set holds the other sets' 0.95 bar.
     */
    // session 15 (series18): 0.080 -> 0.320 (8 of 25: the iproc array fix's three postings as parts 1/3, the
    // aardvark s390 fix's v2/v3 parts, the first pcitest author's v1/v2 parts of each bug, by the re-posted fix part
    // rule); one pair fewer would give 0.280, floor halfway.
    // session 16 (cluster20): 0.320 -> 0.520 (13 of 25: the bandwidth-notification re-report quoting the blamed
    // commit's title joins its Kconfig fix's postings, QuotedCulprits, and brings the revert it links, LinkedReverts);
    // one pair fewer would give 0.480, floor halfway.
    // session 16 (cluster19): 0.320 -> 0.760 (19 of 25): the second pcitest author's two parts join the first
    // author's (another sender's fix part: the same hunk and Fixes: commit, or the same quoted compiler error and
    // removed line; 4 pairs), the bandwidth revert joins the later option patch's cluster (an earlier revert of the
    // commit a fix fixes, in the same file; 2 pairs) and with it the re-report, which links the revert's thread (3),
    // and aardvark's v1, sent by a co-author, joins v2/v3 by its hunk (2); one pair fewer would give 0.720, floor
    // halfway.
    // both merged: 0.760 (19 of 25; the two revert rules overlap on the bandwidth group), floor as cluster19 set it.
    // session 24 (cluster41): 0.760 -> 1.000 (25 of 25: the AER split's three part-2/2 postings cite the objection's
    // thread by an lkml.org URL of a day its author wrote there, DiscussionDays; the objection joins as their report,
    // 3 pairs, and the postings tie each other, 3); one pair fewer would give 0.960, floor halfway.
    private static final double NEW12_FLOOR_RECALL = 0.98;

    /**
     * Just under new13's figure as found (0.095, 2 of 21 true pairs: the two postings of the tegra194 export patch by
     * one of its two authors and the two postings of the dw_pcie_host_init error-return fix); one pair fewer would
     * give 0.048, floor halfway. Precision as found is 1.000 (no false pair; the one hard negative placed, the
     * Coverity complaint, is in a cluster with no other labelled message), so the set holds the other sets' 0.95 bar.
     * Session 16, second round (cluster21): 0.190 (4 of 21, the rcar warning and rcar-gen2 crash reported in their
     * culprit's thread, each joined by its fix); one pair fewer would give 0.143, floor halfway. Session 17
     * (cluster22): 0.571 (12 of 21: the ATU group's 6 pairs by another author's credited fix of the same commit, the
     * tegra194 export patches' 2 by their shared modpost lines and exported line); one pair fewer would give 0.524.
     * Session 23 (cluster35): 0.714 (15 of 21: the DWC config-read group's 3 pairs, a cover's reply bisected to a
     * part named by title); floor halfway between 0.571 and 0.714.
     */
    private static final double NEW13_FLOOR_RECALL = 0.64;

    /**
     * new14 as found scored precision 0.000 (one predicted pair, the LPAE report with the DMA-range-map patch it was
     * posted under, a hard negative) and recall 0.000 (0 of 23), and the same with session 17's first-round branches
     * merged. Session 17's second round: cluster25 tied the DMAR group (a patch in the series' thread crediting two
     * oops replies) and the VMD group (a re-titled fix's later posting crediting who answered v1 with the same
     * problem); cluster24 made a reply saying a bisect landed on the patch it answers a report standing alone, never
     * in that patch's cluster (the Tegra suspend and LPAE reports with their fixes, and the false pair gone).
     * Together: P 1.000 / R 0.652 (15 of 23); 14 of 23 would give 0.609, so the recall floor sits at 0.63.
     * Session 24 (cluster40): R 0.696 (16 of 23), the mobiveil Kconfig fix quoting the unmet-dependency warning its
     * orphan report quotes ({@code Diagnostics}); 15 of 23 would give 0.652, so the floor sits halfway.
     */
    private static final double NEW14_FLOOR_PRECISION = 0.95;

    private static final double NEW14_FLOOR_RECALL = 0.67;

    /**
     * new15's figures as found are the floors, as new14's: precision 0.000 (one predicted pair among its labelled
     * messages, the two AMD NTB reports of other causes, placed together by their shared thread) and recall 0.000 (0
     * of 13 true pairs). A rule that ties one of its pairs should raise the recall floor halfway to the new figure
     * (1 of 13 = 0.077) and, once the false pair is gone, the precision floor to the other sets' 0.95.
     * Session 23 (cluster37): P 0.500 / R 0.077, the dw-edma fix's v1 and v2 tied by their changelog's failure
     * described in the same words (the old false pair stays); both floors halfway.
     * Session 24 (cluster39): P 0.800 / R 0.308 (4 of 13), the series cover linking the absent NULL-check patch
     * that the orphan answer stands for starts a cluster with it, and part 7/7 fixing the commit that answer blames
     * joins (the old false pair stays); 3 of 13 would give 0.231 and one more wrong pair 0.667: floors halfway.
     * Session 24 (cluster40): P 0.833 / R 0.385 (5 of 13), two people's entries in one quirk or allow-list table
     * (the AMD no-FLR pair, the Sky Lake-E allow-list entries: a later patch of entries alone whose context carries
     * the other's entry, or that adds the same device to the same table, {@code TableEntries}); 4 of 13 would give
     * 0.308 and one more wrong pair 0.714, so the floors sit halfway.
     * Together (session 24, cluster39 and cluster40 merged): P 0.889 / R 0.615 (8 of 13); 7 of 13 would give 0.538
     * and one more wrong pair 0.800: floors halfway.
     */
    private static final double NEW15_FLOOR_PRECISION = 0.84;

    private static final double NEW15_FLOOR_RECALL = 0.57;

    /**
     * new16 as found: 0.571 (4 of 7 pairs); 3 of 7 would give 0.429, so the floor sat halfway. Session 23
     * (cluster37): 0.714 (5 of 7), the PCU BAR quirk's re-titled v2 tied to v1 by the boot failure its changelog
     * describes in the same words; floor halfway.
     */
    private static final double NEW16_FLOOR_RECALL = 0.64;

    /**
     * new17 as found: 0.000 (0 of 5 pairs). Session 20 (cluster31): 0.400 (2 of 5), the VF report whose reply states
     * a bisect's result with the fix in its thread crediting it, and the dual-GPU draft with the fix naming the same
     * three tracker issues; the floor sits halfway.
     */
    private static final double NEW17_FLOOR_RECALL = 0.2;

    /** new18 as found: 0.667 (2 of 3 pairs); 1 of 3 would give 0.333, so the floor sits halfway. */
    private static final double NEW18_FLOOR_RECALL = 0.5;

    /**
     * new19 as found: 0.000 (0 of its 1 pair). Session 22 (cluster34): 1.000, the two authors' fixes of one MSI read
     * tied by making the same edit; floor halfway.
     */
    private static final double NEW19_FLOOR_RECALL = 0.5;

    // session 15 (cluster18): new11 recall floor 0.62 -> 0.84 (24 of 28: the D0-entry postings start their cluster
    // again, their title saying which failure they avoid, PatchPlacement.avoidsFailure; 23 of 28 would give 0.821)
    // session 15 together (cluster17 + cluster18 + series18 merged): 1.000 (28 of 28: the switchtec carried parts and
    // the LPC covers join too); 27 of 28 would give 0.964, floor halfway.
    private static final double NEW11_FLOOR_RECALL = 0.98;

    /**
     * Between new10's figure after session 13's second round (0.913, 21 of 23 pairs: the HDA postings' Launchpad
     * BugLink is a bug entry now) and one pair fewer (0.870); 0.478 as found.
     */
    // session 13 (cluster14): new10 recall floor 0.46 -> 0.89 (other trackers' entries, TrackerIds)
    private static final double NEW10_FLOOR_RECALL = 0.89;

    /** Just under new9's figure after session 12 (1.000, as found too). */
    private static final double NEW9_FLOOR_RECALL = 0.97;

    /**
     * Between new8's figure after session 14 (0.500, 18 of 36 pairs: the pciehp answer standing for a report pulls
     * in v3 of its fix by the hang trace both paste, v2 following as its earlier posting) and one pair fewer
     * (0.472); 0.417 after session 12, 0.278 after session 11. Its other misses are in the docs.
     */
    // session 14 (trace15): new8 recall floor 0.40 -> 0.48 (call-trace fingerprint, TraceTies)
    // session 15 (cluster18): new8 recall floor 0.48 -> 0.51 (19 of 36 = 0.528: the shutdown fix's request for comments
    // and its posting for merging, PatchPlacement.avoidsFailure; 18 would give 0.500)
    // session 18 (cluster26): new8 recall floor 0.51 -> 0.65 (28 of 36 = 0.778: the portdrv shutdown change's three
    // postings by a second sender share its rare diff lines, SameChangeLines)
    // session 19 (cluster28): new8 recall floor 0.65 -> 0.88 (36 of 36 = 1.000: the portdrv fix's part 2/2 and the
    // pciehp fix's v1 2/2 join as earlier postings of the same author's same-titled fix, LinkedPatches.unplacedPart)
    private static final double NEW8_FLOOR_RECALL = 0.88;

    /**
     * Halfway under new7's figure after session 17 (1.000, 18 of 18, the rockchip fix named by an lkml.org URL; 0.944
     * after session 10, 0.778 as found; 17 of 18 would give 0.944).
     */
    private static final double NEW7_FLOOR_RECALL = 0.97;

    /**
     * Halfway under new6's figure after session 17 (0.607, 17 of 28, by the draft-diff tie; 0.500 after session 9,
     * 0.250 as found; 16 of 28 would give 0.571): its misses are in the docs. Session 22 (cluster34): 0.643 (18 of 28),
     * two people's one-line VF fix tied by the same edit; 17 of 28 would give 0.607, floor halfway. Session 25
     * (cluster42): 0.714 (20 of 28), a third author's VF fix of the same commit in the same function
     * ({@code PatchHunks.functions}); 19 of 28 would give 0.679, floor halfway.
     */
    private static final double NEW6_FLOOR_RECALL = 0.69;

    /** Just under new5's figure after session 9 (0.760; 0.720 after session 8): what it misses is in the docs. */
    // session 15 (cluster18): new5 recall floor 0.74 -> 0.78 (20 of 25 = 0.800: the torn-MSI fix's two postings,
    // PatchPlacement.avoidsFailure; 19 would give 0.760)
    private static final double NEW5_FLOOR_RECALL = 0.78;

    /** Just under new4's figure after session 8 (0.800; 0.733 after session 7): its misses are in the docs. */
    private static final double NEW4_FLOOR_RECALL = 0.78;

    /** Just under new3's figure after session 6 (0.667): the re-sent reports it still misses are in the docs. */
    private static final double NEW3_FLOOR_RECALL = 0.65;

    /** Just under today's figures (tune and all 1.000; the target is 0.85): a lost rule fails here. */
    private static final double FLOOR_RECALL = 0.95;
}
