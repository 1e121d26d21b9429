package dev.lkmltriage.eval;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.Clusterer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The bundled corpus with the shipped model: pairwise precision and recall of clustering (floors just under today's
 * 1.000/1.000; issue 4 asks 0.95/0.85), and the seed target: the "commit 6dccd16b kills r8169 sendperformance"
 * report is in a cluster of at least two reports whose suspects name 6dccd16b as culprit.
 */
class CorpusClustersTest {
    @Test
    void theCorpusClustersAsLabelledAndTheSeedFindsItsDuplicate() throws Exception {
        ExtractSettings settings = ExtractSettings.defaults();
        LabelledCorpus corpus = LabelledCorpus.load(Path.of("corpus"), new MailParser(), new FactExtractor(settings));
        ClusterWeights weights = ClusterWeights.load(settings.modelsDir());
        ClusterScore score = ClusterScore.of(corpus, weights);
        String figures = String.format("P %.3f R %.3f", score.precision(), score.recall());
        assertTrue(score.precision() >= 0.95, figures);
        assertTrue(score.recall() >= 0.95, figures);

        Clusterer clusterer = new Clusterer(weights);
        String seed = null;
        for (Report r : corpus.byDate()) {
            Clusterer.Placement p = clusterer.place(r);
            var label = corpus.labels().get(r.messageId());
            // The corpus's copy of the seed: the first report of the labelled group named after its culprit.
            if (label != null && label.cluster().startsWith("r8169-6dccd16b") && label.role().equals("report")
                    && p != null) {
                seed = p.clusterId();
            }
        }
        assertTrue(seed != null, "the seed report is in the corpus and placed");
        Cluster c = clusterer.get(seed);
        long reports = c.members().stream().filter(m -> m.role().equals("report") || m.role().equals("duplicate"))
                .count();
        assertTrue(reports >= 2, c.members().toString());
        assertTrue(c.suspects().stream().anyMatch(s -> s.hash().startsWith("6dccd16b") && s.role().equals("culprit")),
                c.suspects().toString());
    }

    /**
     * The held-out part (session 37, {@code labels/heldout-clusters-corpus3.jsonl}): different people's reports of one
     * regression in threads of their own, months apart, most without a bisect, beside near misses (same driver and
     * window with another symptom, same symptom with another driver, same device a year later). Clustered with the
     * whole corpus, scored on its own reports and duplicates. Measured when it was written (12 true pairs): P 8/16 =
     * 0.500, R 8/12 = 0.667; with the watchdog site generic ({@code TraceFrames}) P 8/12 = 0.667, R 0.667. Floors just
     * under that: far under issue 4's 0.95/0.85, which is what it measures (docs/triage-core.md, session 37). Raise
     * them as the product improves. Session 38 made this part its development set (part 4 measures now).
     */
    @Test
    void theHeldOutReportsOfOneRegressionByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus3");
        String figures = figures(score);
        System.out.println("held-out corpus3: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // session 38 (cluster59): P 6/6 = 1.000, R 6/12 = 0.500. The symptom veto keeps the 1 Gbit/s cap out of the
        // I225-V watchdog cluster; one watchdog report (no bad kernel read: the verdict-in-prose gap) had joined only
        // by the cap's title words (text 0.05), and now stays apart (device + driver + symptom scores -0.05). The
        // recall floor is lowered for that, and said so in the report (docs/triage-core.md, session 38).
        // Session 41 (verdict44): R 7/12 -> 10/12 = 0.833, P 1.000: the MT7921 reports' bad kernels are read
        // ("since 5.19.1 ... On 5.18.16 it is stable"), so their windows close; floor raised halfway (0.45 -> 0.64).
        // Session 47 (cluster69): P 12/12, R 12/12 = 1.000 (TwoReleases: the "Intel 2.5G NIC (5.16)" report names 5.16.11
        // and 5.14.18 without a verdict and a hang, so its window closes). Recall floor halfway from 0.64 to 1.000: 0.82.
        // The merge took TwoReleases out (its windows moved the trained weights: device 1.85 -> 1.49, which split two
        // reports of one device, driver and symptom, ReportsOfOneRegressionTest): 10/12 = 0.833 again, above the floor.
        // Session 48 (cluster71): 12/12 again, TwoReleases read at placement only (TwoReleases.dated), so the weights
        // stay. Recall floor halfway from 0.833 to 1.000: 0.91.
        assertTrue(score.precision() >= 0.95, figures);
        assertTrue(score.recall() >= 0.91, figures);
    }

    /**
     * The second held-out part (session 38, {@code labels/heldout-clusters-corpus4.jsonl}): five regressions on other
     * drivers (ath10k, amdgpu, ahci, snd_hda_intel, ath11k), each told by 2-3 people in threads of their own, one
     * terse, one with a version verdict in prose, one with a bisect, beside four near misses (same device with another
     * symptom; same symptom with another driver; same driver with a disjoint window; the same reporter's other
     * problem). Written and labelled before the product ran on it; part 3 became the development set of session 38,
     * this part measures. 11 true pairs. As found, run once after it was committed (the start's rules): P 4/9 =
     * 0.444, R 4/11 = 0.364.
     */
    @Test
    void theSecondHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus4");
        String figures = figures(score);
        System.out.println("held-out corpus4: " + figures);
        assertTrue(score.truePairs() == 11, figures);
        // Session 42 (cluster63: a driver finds its family's clusters, DriverFamily/ClusterIndex.byFamily): P 8/8,
        // R 8/11 = 0.727 (from 1.000 / 0.545); floors raised halfway from 0.4 / 0.35.
        assertTrue(score.precision() >= 0.7, figures);
        assertTrue(score.recall() >= 0.54, figures);
    }

    /**
     * The third held-out part (session 39, {@code labels/heldout-clusters-corpus5.jsonl}): six regressions on drivers
     * parts 1-4 do not use (thunderbolt, i915, vfio-pci, mpt3sas, i2c_designware, rtsx_pci), each told by 2-3 people
     * in threads of their own weeks or months apart (a distro kernel, a terse one, a verdict in prose, a bisect, a
     * forward from bugzilla), beside four near misses (same device and window with another symptom; same symptom and
     * window with another driver; same driver and symptom in a disjoint window; one reporter's other problem on the
     * same host). Written and labelled before the product ran on it; part 4 became the development set of session
     * 39, this part measures. 10 true pairs.
     */
    @Test
    void theThirdHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus5");
        String figures = figures(score);
        System.out.println("held-out corpus5: " + figures);
        assertTrue(score.truePairs() == 10, figures);
        // as found (session 39): P 2/2 = 1.000, R 2/10 = 0.200; session 40 (cluster61, this part its development set):
        // P 3/3, R 3/10 = 0.300 (LaterReleases). Session 41 (verdict45: "linux-lts (6.1.30) does not do it", "5.19
        // fine", "going back to 6.2.16 gives me a picture again"): P 6/6, R 6/10 = 0.600; floor raised halfway (3 -> 4).
        // Session 42 (cluster63: the rtsx_pci report finds the rtsx_pci_sdmmc cluster by driver family): P 7/7,
        // R 7/10 = 0.700; floor raised halfway (4 -> 5). Floors: no wrong pair, and five found.
        // Session 48 (cluster71): 9 right of 9 (the "TB3 dock" report, naming no device or driver, joins the one
        // thunderbolt cluster it meets by window: SubsystemWords, two pairs). Halfway from 7 to 9: 8.
        assertTrue(score.predictedPairs() == score.correctPairs(), figures);
        assertTrue(score.correctPairs() >= 8, figures);
    }

    /**
     * The fourth held-out part (session 40, {@code labels/heldout-clusters-corpus6.jsonl}): six regressions on drivers
     * parts 1-5 do not use (sky2, radeon, btusb, snd-usb-audio, uvcvideo, ata_piix) from 2.6.24 to 6.5, each told by
     * 2-3 people in threads of their own weeks or months apart (a distro kernel, terse ones, a workaround, a verdict in
     * prose, a bisect), beside four near misses (same device and window with another symptom; same driver and symptom
     * in a disjoint window; same driver, symptom and window on another device; the same log words from another
     * driver). Written and labelled before the product ran on it; part 5 became the development set of session 40,
     * this part measures. 12 true pairs.
     */
    @Test
    void theFourthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus6");
        String figures = figures(score);
        System.out.println("held-out corpus6: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 40, the start's rules): P 2/4 = 0.500, R 2/12 = 0.167, two wrong pairs; with cluster61's
        // rules P 3/5 = 0.600, R 3/12 = 0.250 (its engineer saw the figure mid-session, read no placement). Floors at
        // the session's end: at most the two wrong pairs, at least the three right. Session 41 (cluster62, this part
        // its development set): P 3/3, R 3/12 = 0.250 (the Wake-on-LAN report typed "wake", the receive stall "hang":
        // the symptom veto keeps them apart). Floor raised halfway: at most one wrong pair. The session's merge (with
        // verdict44's prose verdicts, which add two right pairs here): P 5/5, R 5/12 = 0.417; the right-pair
        // floor raised halfway (3 -> 4).
        // Session 47 (cluster69): 7 right of 7 ("times out" is a hang word, and TwoReleases closes the DVD report's
        // window from 2.6.23.14 and 2.6.24, so the hardy "cdrom reading hangs" report joins). Halfway from 4 to 7: 6.
        // The merge took both out ("times out" for session 42's reason, ResentReportsTest; TwoReleases for the weights
        // it moved): 6 right of 6 on the merged rules, the floor held.
        // Session 48 (cluster70): 8 right of 8 ("network dies when copying big files" is an outage, kin to the
        // receive stall, so the Marvell Yukon report joins by driver, window and symptom). Halfway from 6 to 8: 7.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 1, figures);
        assertTrue(score.correctPairs() >= 7, figures);
    }

    /**
     * The fifth held-out part (session 41, {@code labels/heldout-clusters-corpus7.jsonl}): six regressions on drivers
     * parts 1-6 do not use (ipw2200, saa7134, bnx2, uas, megaraid_sas, rtw88) from 2.6.22 to 6.2, each told by 2-3
     * people in threads of their own weeks or months apart (distro kernels, terse ones, a quirk workaround, verdicts in
     * prose, two bisects, a bugzilla forward by someone else), beside four near misses (same driver and log line in a
     * disjoint window on another device; same device and window with another cause, twice; same driver family and
     * window on another device and symptom). Written and labelled before the product ran on it; part 6 became the
     * development set of session 41, this part measures. 14 true pairs.
     */
    @Test
    void theFifthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus7");
        String figures = figures(score);
        System.out.println("held-out corpus7: " + figures);
        assertTrue(score.truePairs() == 14, figures);
        // as found (session 41, the start's rules, run once after its commit afcd29f6): P 9/10 = 0.900, R 9/14 = 0.643,
        // one wrong pair. Floors as found: at most the one wrong pair, at least the nine right. Session 42 (cluster63,
        // this part its development set): P 11/11, R 11/14 = 0.786 (the uas resets report no longer typed throughput by
        // its enclosure's "SATA 6Gb/s" name; the terse saa7134 and rtw88 reports found by the module names they
        // write). Floors raised halfway: right pairs 9 -> 10; the one wrong pair's cause has its own test
        // (KeylessReportsTest), so no wrong pair is allowed (half a pair rounds to the end figure).
        // Session 48 (cluster71): 13 right of 13 (the "Wi-Fi freezes ... 6.2.8-arch1-1" report names 6.1.21 without a
        // verdict beside its bad 6.2.8: TwoReleases.dated closes its window; two pairs). Halfway from 11 to 13: 12.
        assertTrue(score.predictedPairs() == score.correctPairs(), figures);
        assertTrue(score.correctPairs() >= 12, figures);
    }

    /**
     * The sixth held-out part (session 42, {@code labels/heldout-clusters-corpus8.jsonl}): six regressions on drivers
     * parts 1-7 do not use (b43, atl1c, hpsa, mwifiex_pcie, sdhci-pci, ast) from 2.6.35 to 6.1, each told by 2-3 people
     * in threads of their own weeks or months apart (distro kernels, a good kernel told without a cue word, reports
     * naming no driver and no id, a terse one, a bisect, a bugzilla forward by someone else), beside four near misses
     * (same device and window with a missing firmware file; same driver and symptom in a disjoint window on another
     * device; same device, driver and window with another symptom; same symptom and window from another driver).
     * Written and labelled before the product ran on it; part 7 became the development set of session 42, this part
     * measures. 12 true pairs.
     */
    @Test
    void theSixthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus8");
        String figures = figures(score);
        System.out.println("held-out corpus8: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 42, the start's rules, run once after its commit a0ef9f26): P 3/7 = 0.429, R 3/12 = 0.250,
        // four wrong pairs. Floors as found: at most the four wrong pairs, at least the three right. Session 43 (cluster64,
        // this part its development set): P 3/5 = 0.600, R 3/12 = 0.250 (the 88W8897 report titled "will not suspend"
        // no longer joins the cluster of the same device's Wi-Fi dead after idle: two wrong pairs gone; the AR8151/AR8152
        // pairs stay, their good kernels told in prose). Wrong pairs at most halfway from four to two: three. Session 45
        // (cluster66, ProseGood): P 3/3 = 1.000, R 3/12 = 0.250 ("3.1.9 resumes with link" and "3.10.11 resumes with
        // link every time" close both windows, which are disjoint: the AR8151 reports leave the AR8152 near miss, two
        // wrong pairs gone). Wrong pairs at most halfway from two to none: one.
        // Session 50 (cluster73): P 6/6, R 6/12 from 4/4 (keyless reports dated by their two releases for the maker's
        // and the kind of hardware's paths). Halfway from four right to six: five, and no wrong pair.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 5, figures);
    }

    /**
     * The seventh held-out part (session 43, {@code labels/heldout-clusters-corpus9.jsonl}): six regressions on drivers
     * parts 1-8 do not use (iwlagn, qla2xxx, i40e, vmwgfx, vmd, ax88179_178a) from 2.6.30 to 6.2, each told by 2-3
     * people in threads of their own weeks or months apart (distro kernels, good kernels told in prose, reports naming
     * no driver and no id, terse ones, a bisect, a bugzilla forward by someone else), beside four near misses (same
     * driver and log line in a disjoint window on another device; same device and window with a missing firmware
     * image; same device and window with another symptom; same symptom and window from another driver and device).
     * Written and labelled before the product ran on it; part 8 became the development set of session 43, this part
     * measures. 12 true pairs.
     */
    @Test
    void theSeventhHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus9");
        String figures = figures(score);
        System.out.println("held-out corpus9: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 43, the start's rules, run once after its commit d62a3145): P 1/2 = 0.500, R 1/12 = 0.083,
        // one wrong pair. Floors as found: at most the one wrong pair, at least the one right. Session 44 (cluster65,
        // this part its development set): P 4/4 = 1.000, R 4/12 = 0.333 (the keyless "Intel 4965" and "4965agn"
        // reports are found by the model number they write, NamedDevices: three pairs; the "firmware image
        // unavailable" near miss titled so stays out of the ISP2532 aborts: the wrong pair gone). Floors halfway: no
        // wrong pair, at least three right.
        // Session 47 (cluster69): 6 right of 6 (the Ubuntu 18.04 i40e report names 4.15.0 and 4.13.0 without a verdict:
        // TwoReleases closes its window, and it joins the X710 cluster). Halfway from 3 to 6: 5 (4.5 rounded up).
        // The merge took TwoReleases out (the weights it moved split a same-device pair, ReportsOfOneRegressionTest):
        // 4 right of 4 as at the session's start, so the floor is back at session 44's three.
        // Session 48 (cluster71): 6 right of 6 again, TwoReleases read at placement only (TwoReleases.dated), the
        // weights unmoved. Halfway from 4 to 6: 5.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 5, figures);
    }

    /**
     * The eighth held-out part (session 44, {@code labels/heldout-clusters-corpus10.jsonl}): six regressions on drivers
     * parts 1-9 do not use (8139too, ath5k, mlx4_en, brcmfmac, bnxt_en, ftdi_sio) from 2.6.25 to 6.5, each told by 2-3
     * people in threads of their own weeks or months apart (distro kernels from Debian lenny to Fedora 39, good kernels
     * told in prose, reports naming no driver and no id, a terse one, a bisect), beside four near misses (same symptom
     * and window from another driver and device; same driver and log line in a disjoint window on another device; same
     * device and window with another symptom, twice). Written and labelled before the product ran on it; part 9 became
     * the development set of session 44, this part measures. 12 true pairs.
     */
    @Test
    void theEighthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus10");
        String figures = figures(score);
        System.out.println("held-out corpus10: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 44, the start's rules, run once after its commit 9062ec36): P 2/3 = 0.667, R 2/12 = 0.167,
        // one wrong pair. Floors as found: at most the one wrong pair, at least the two right. Merged session 44: P 3/4.
        // Session 45 (cluster66, this part its development set): P 5/6 = 0.833, R 5/12 = 0.417 (ProseGood: the Ubuntu
        // ath5k report's "On 12.04 with its 3.2.0-32-generic kernel the connection stayed up" closes its window, so it
        // meets the AR2413 cluster by device, driver, window and symptom: two pairs). Right pairs at least halfway from
        // three to five: four; still at most the one wrong pair (the FT232R probe near miss).
        // Session 47 (cluster68, rules read from part 12): P 7/7 = 1.000, R 7/12 = 0.583 from 5/6 on session 46's
        // merge; floors halfway from five right to seven: six, and no wrong pair.
        // Session 47 (cluster69): P 8/9, R 8/12 (LoadFigures: "100Mbit card" is a rating and "above ~15 Gbit/s" a load, so
        // the 8139too lenny report and the bnxt cluster are hangs; the "Realtek" and "Broadcom" reports join by their
        // maker). Right pairs halfway from 4 to 8: 6; still at most the one wrong pair (the FT232R device tie).
        // The two merged (session 47's main): P 10/10 = 1.000, R 10/12 = 0.833, the FT232R tie gone with cluster68's
        // rules. Floors halfway from the session's start (five right, one wrong) to ten right and none wrong: eight
        // right (7.5 rounded up) and no wrong pair.
        // Session 50 (cluster73): P 12/12 (a keyless report dated by its two releases for the maker's path). Halfway
        // from ten to twelve: eleven, no wrong pair.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 11, figures);
    }

    /**
     * The ninth held-out part (session 45, {@code labels/heldout-clusters-corpus11.jsonl}): six regressions on drivers
     * parts 1-10 do not use (e100, rt2800usb, smsc95xx, cp210x, aacraid, ice) from 2.6.29 to 6.7, each told by 2-3
     * people in threads of their own weeks or months apart (distro kernels from Mandriva 2009.1 to Ubuntu 24.04, good
     * kernels told in prose, reports naming no driver and no id, an id written in prose, a card's retail model name, a
     * terse one, a bisect), beside four near misses (same driver and window on another device with another symptom;
     * same symptom and window from another driver and device; same device and window with another symptom; same driver
     * and symptom in a disjoint window on another device). Written and labelled before the product ran on it; part 10
     * became the development set of session 45, this part measures. 12 true pairs.
     */
    @Test
    void theNinthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus11");
        String figures = figures(score);
        System.out.println("held-out corpus11: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 45, the start's rules, run once after its commit 8df78ffe): P 1/3 = 0.333, R 1/12 = 0.083,
        // two wrong pairs. Floors as found: at most the two wrong pairs, at least the one right. Merged session 45: P 3/4.
        // Session 46 (cluster67, this part its development set): P 10/10 = 1.000, R 10/12 = 0.833 (a good kernel told
        // as "kept the links up", "was clean every day" or a terse "not on 4.14" closes the ice, cp210x and smsc95xx
        // duplicates' windows; "rx dead" and "goes deaf" are the receive stall's words, so the terse e100 report leaves
        // the Wake-on-LAN near miss for its own cluster; the "Intel PRO/100" and "Adaptec ASR-8805" reports, naming no
        // device or driver, are found by their vendor, NamedDevices.ofVendor). Floors halfway from three right to ten:
        // at least seven right (6.5, rounded up), no wrong pair.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 7, figures);
    }

    /**
     * The tenth held-out part (session 46, {@code labels/heldout-clusters-corpus12.jsonl}): six regressions on drivers
     * parts 1-11 do not use (3c59x, ath9k_htc, hid-logitech-dj, jme, mlx5_core, vmxnet3) from 2.6.32 to 6.9, each told
     * by 2-3 people in threads of their own weeks or months apart (distro kernels from Debian squeeze to Fedora 40, good
     * kernels told in prose, reports naming no driver and no id, a retail dongle's name, a card's model name, a terse
     * one, a path-limited bisect, a maintainer's question), beside four near misses (same symptom and window from
     * another driver and device; same driver and window on another device with a missing firmware file; same device
     * and window with Wake-on-LAN; same driver and symptom in a disjoint window on another device). Written and labelled
     * before the product ran on it; part 11 became the development set of session 46, this part measures. 12 true
     * pairs.
     */
    @Test
    void theTenthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus12");
        String figures = figures(score);
        System.out.println("held-out corpus12: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 46, the start's rules, run once after its commit 54486559): P 1/1 = 1.000, R 1/12 = 0.083,
        // no wrong pair. Floors as found: no wrong pair, at least the one right. Merged session 46: P 2/2.
        // Session 47 (cluster68, this part its development set): P 6/6 = 1.000, R 6/12 = 0.500 (a sender's report on
        // another card is no re-send, so the 3c905C report opens its cluster and the terse one, whose "at full speed"
        // is a load, not a speed claim, joins it; "every download verifies", "up for weeks", "holds the connection",
        // "without a gap" close the keyless reports' windows; "the jme driver" names its driver, "ConnectX-4 Lx" its
        // card by the pci.ids product name; "broken downloads" and "received data corrupted" are one class; "drop off
        // the network" agrees with a tx hang, so the VMware report joins by its vendor). Floors halfway from two right
        // to six: at least four right, no wrong pair.
        // Session 48 (cluster71): 8 right of 8 (usb.ids prints "Unifying Receiver" without brackets, and the whole ids
        // files give that name to two devices only: the terse "Unifying receiver" report names 046d:c52b and joins by
        // device, window and symptom; ProductNames.wholeKey). Halfway from 6 to 8: 7.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 7, figures);
    }

    /**
     * The eleventh held-out part (session 47, {@code labels/heldout-clusters-corpus13.jsonl}): six regressions on drivers
     * parts 1-12 do not use (b44, sata_sil24, pl2303, cxgb4, rtw89, firewire-ohci) from 2.6.26 to 6.5, each told by 2-3
     * people in threads of their own weeks or months apart (distro kernels from Fedora 9 to Fedora 38, good kernels told
     * as the distro's previous release, reports naming no driver and no id but the hardware's maker or model, two terse
     * ones, a path-limited bisect, a maintainer's question), beside four near misses (same symptom and window from
     * another driver and device, twice; same device and window with another symptom; same driver and symptom in a
     * disjoint window on another device). Written and labelled before the product ran on it; part 12 became the
     * development set of session 47, this part measures. 12 true pairs.
     */
    @Test
    void theEleventhHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus13");
        String figures = figures(score);
        System.out.println("held-out corpus13: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 47, the start's rules, run once after its commit d285c4d4): P 1/3 = 0.333, R 1/12 = 0.083,
        // two wrong pairs. Floors as found: at most the two wrong pairs, at least the one right.
        // Session 48 (cluster70, this part its development set): P 8/8 = 1.000, R 8/12 = 0.667 (good kernels after a
        // colon, "rock solid", "2.6.25.20 never did"; reads and output that stop or go silent a stall, "drops AP" a lost
        // link, "not detected" a device gone, "Ethernet dies" an outage; "8852ae" the RTL8852AE, "VIA" in capitals a
        // vendor; a bad kernel read below the good one no longer turns a window inside out). 10 of 10 with wrapped
        // clauses read as one line, taken out for a wrong pair on part 14. Floors halfway from one right to eight: at
        // least five right, no wrong pair.
        // Session 49 (cluster72): 10 of 10 (wrapped clauses read again, "held\nthe connection"). Halfway from 8 to 10: 9.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 9, figures);
    }

    /**
     * The twelfth held-out part (session 48, {@code labels/heldout-clusters-corpus14.jsonl}): six regressions on drivers
     * parts 1-13 do not use (sata_nv, zd1211rw, option, be2net, mt76x2u, qxl) from 2.6.20 to 6.2, each told by 2-3
     * people in threads of their own weeks or months apart (distro kernels from Gentoo 2.6.20 to Fedora 37, good kernels
     * told as the one still in the boot menu or the distro's other stack, reports naming no driver and no id but a board,
     * a chip's maker, a stick's label, a retail adapter or a virtual machine's video model, two terse ones, a
     * path-limited bisect, a maintainer's question), beside four near misses (same driver and window on another device
     * with another symptom; same symptom and window from another driver and device; same driver and symptom in a
     * disjoint window on another device; same device and window with another symptom). Written and labelled before the
     * product ran on it; part 13 became the development set of session 48, this part measures. 12 true pairs.
     */
    @Test
    void theTwelfthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus14");
        String figures = figures(score);
        System.out.println("held-out corpus14: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 48, the start's rules, run once after its commit 50ac075e): P 4/6 = 0.667, R 4/12 = 0.333,
        // two wrong pairs. Floors as found: at most the two wrong pairs, at least the four right.
        // Session 49 (cluster72, this part its development set): 8 of 8 (a wrapped "have been up\nfor months", "for a
        // month without this" closing the Skyhawk near miss's window, "I still have X in the boot menu" no bad kernel,
        // a gone modem kin to a dropped connection, title words that repeat the driver's and chip's names no tie).
        // Floors halfway from four right to eight: at least six, no wrong pair.
        // Session 50 (cluster73): P 11/11, R 11/12 (the QXL trio: "video model QXL" and "qxl freezes" name the QXL
        // paravirtual card by the word that leads its ids name and is its driver's name). Halfway from eight to eleven:
        // ten (9.5 rounded up), no wrong pair.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 10, figures);
    }

    /**
     * The thirteenth held-out part (session 49, {@code labels/heldout-clusters-corpus15.jsonl}): six regressions on
     * drivers parts 1-14 do not use (3w-9xxx, rtl8187, sfc, virtio_net, wacom, dvb_usb_rtl28xxu) from 2.6.18 to 6.10,
     * each told by 2-3 people in threads of their own weeks or months apart (distro kernels from Debian etch to Arch,
     * good kernels told as the distro's previous release or the other entry in the boot menu, reports naming no driver
     * and no id but a maker, a card's or stick's model, a hypervisor's NIC model or a kind of gadget, two terse ones, a
     * path-limited bisect, a maintainer's question), beside four near misses (same driver and window on another device
     * with another symptom; same symptom and window from another driver and device; same driver and symptom in a
     * disjoint window on another device; same device and window with another symptom). Written and labelled before the
     * product ran on it; part 14 became the development set of session 49, this part measures. 12 true pairs.
     */
    @Test
    void theThirteenthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus15");
        String figures = figures(score);
        System.out.println("held-out corpus15: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 49, the start's rules, run once after its commit 638a7bcc): P 5/6 = 0.833, R 5/12 = 0.417,
        // one wrong pair. Floors as found: at most the one wrong pair, at least the five right.
        // Session 50 (cluster73, this part its development set): P 9/9 = 1.000, R 9/12 = 0.750 (AfterResume: the
        // ExpressKeys near miss names no sleep and leaves the pen-after-resume cluster, the Arch stylus report joins it
        // by its maker, the sleep and its two releases; "never show it" closes the first virtio_net window, so the
        // terse one meets it; "VirtIO" names the Virtio network device for the Proxmox guest). Floors halfway from five
        // right to nine: seven, and no wrong pair.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 7, figures);
    }

    /**
     * The fourteenth held-out part (session 50, {@code labels/heldout-clusters-corpus16.jsonl}): six regressions on
     * drivers parts 1-15 do not use (rt2800pci, snd-emu10k1, mvsas, atl1e, mt7601u, xpad) from 2.6.30 to 5.13, on
     * symptom classes the earlier parts barely touch (a radio hard blocked, a digital audio output silent, disks dropped
     * by an HBA, data corrupted on transmit, a USB stick stalled by failed vendor requests, a game pad with no input),
     * each told by 2-3 people in threads of their own weeks or months apart (distro kernels from Ubuntu 9.10 to Fedora
     * 34, good kernels told as the distro's previous release, the boot menu's other entry or the package cache, reports
     * naming no driver and no id but a maker, a retail product or a kind of gadget, two terse ones, a path-limited
     * bisect, a maintainer's question), beside four near misses (same driver and window on another device with another
     * symptom; same symptom, window and maker from another driver and device; same device and window with another
     * symptom; same driver and symptom in a disjoint window on another device). Written and labelled before the product
     * ran on it (commit 3d3ff43a); part 15 became the development set of session 50, this part measures. 12 true pairs.
     */
    @Test
    void theFourteenthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus16");
        String figures = figures(score);
        System.out.println("held-out corpus16: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 50, the start's rules, run once after its commit 3d3ff43a): P 2/2 = 1.000, R 2/12 = 0.167,
        // no wrong pair. Floors as found: no wrong pair, at least the two right.
        // Session 51 (cluster74, this part its development set): P 5/5 = 1.000, R 5/12 = 0.417 (the Audigy 2 bisect's
        // reverted 2.6.33.2 no longer closes its window above the bad kernel, so it meets the first report; "Atheros"
        // names the Qualcomm Atheros AR8121 for the keyless Ubuntu report, whose differing md5sum is corruption).
        // Floors halfway from two right to five: three, and no wrong pair.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 3, figures);
    }

    /**
     * The fifteenth held-out part (session 51, {@code labels/heldout-clusters-corpus17.jsonl}): six regressions on
     * drivers parts 1-16 do not use (brcmsmac, snd-oxygen, hid-apple, k10temp, mptsas, rtsx_usb) from 2.6.29 to 6.3, on
     * symptom classes the earlier parts do not touch (a Wi-Fi scan finding no networks, stereo channels swapped,
     * function keys sending media keys, a CPU temperature reading far too high, disks with a wrapped capacity, a card
     * reader blind to a card inserted after boot), each told by 2-3 people in threads of their own (distro kernels
     * from Fedora 11 to Arch, good kernels told as the distro's previous release, the kernel kept in GRUB, a live stick
     * or the pacman cache, reports naming no driver and no id but a machine, a retail card or product or a kind of
     * gadget, two terse ones, a path-limited bisect, a maintainer's question), beside four near misses (same device and
     * window with another symptom, twice; same driver and symptom in a disjoint window on another device; same symptom,
     * window and maker from another driver and device). Written and labelled before the product ran on it (commit
     * 16735f8c); part 16 became the development set of session 51, this part measures. 12 true pairs.
     */
    @Test
    void theFifteenthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus17");
        String figures = figures(score);
        System.out.println("held-out corpus17: " + figures);
        assertTrue(score.truePairs() == 12, figures);
        // as found (session 51, the start's rules, run once after its commit 16735f8c): P 1/1 = 1.000, R 1/12 = 0.083,
        // no wrong pair. Floors as found: no wrong pair, at least the one right. Session 53 (cluster76, part 18
        // development now): 2 of 2 (the terse "intel8x0 pitch too high" report, by its ALSA module written without
        // "snd-" and a rate told by ear kin to a measured one); halfway from one to two is below two, so the floor of
        // right pairs stays at one. Session 54 (cluster77): 4 of 4 (the Fedora report naming only "ASUS Xonar DX", by
        // the retail name pci.ids lists under the CMI8788, RetailNames); floor halfway from one to four: two.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 2, figures);
    }

    /**
     * The sixteenth held-out part (session 52, {@code labels/heldout-clusters-corpus18.jsonl}): six regressions on
     * drivers parts 1-17 do not use (snd-intel8x0, iTCO_wdt, psmouse, cdc-acm, virtio_blk, thinkpad_acpi) from 2.6.27
     * to 6.5, on symptom classes the earlier parts do not touch (audio played too fast, a machine reset by a watchdog
     * nobody feeds, a touchpad fallen back to a plain PS/2 mouse, a board not reset when its serial port opens, fstrim
     * failing with I/O errors in a guest, a laptop fan stuck at full speed that refuses commands), each told by 2-3
     * people in threads of their own (distro kernels from Ubuntu 8.10 to Fedora 39 and Debian 12, good kernels told as
     * the distro's previous release or the kernel still in the boot menu, reports naming no driver and no id but a
     * machine, a retail product or a setup, two terse ones, a path-limited bisect, a maintainer's question and the
     * reporter's answer), beside four near misses (same driver and symptom in a disjoint window on another device;
     * same device and window with another symptom; same symptom, window and maker from another driver and device; same
     * driver, machine and window with another symptom). Written and labelled before the product ran on it (commit
     * 010ed662). 10 true pairs.
     */
    @Test
    void theSixteenthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus18");
        String figures = figures(score);
        System.out.println("held-out corpus18: " + figures);
        assertTrue(score.truePairs() == 10, figures);
        // as found (session 52, the start's rules, run once after its commit 010ed662): P 1/1 = 1.000, R 1/10 = 0.100,
        // no wrong pair. Floors as found: no wrong pair, at least the one right. Session 53 (cluster76, part 18
        // development now): 2 of 2 (the terse "intel8x0 pitch too high" report, by its ALSA module written without
        // "snd-" and a rate told by ear kin to a measured one); halfway from one to two is below two, so the floor of
        // right pairs stays at one.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 1, figures);
    }

    /**
     * The seventeenth held-out part (session 53, {@code labels/heldout-clusters-corpus19.jsonl}): six regressions on
     * drivers parts 1-18 do not use (mos7840, sr, the ACPI thermal driver, goodix, gma500, SOF) from 2.6.30 to 6.7, on
     * symptom classes the earlier parts do not touch (ports of a multi-port USB serial adapter missing, DVD burning
     * refused while reading works, a phantom critical temperature powering a netbook off, a touchscreen mirrored, an
     * HDMI output without signal though connected, a sound card gone but for "Dummy Output"), each told by 2-3 people
     * in threads of their own (distro kernels from Ubuntu 9.10 to Fedora 39, Debian 9 and Ubuntu 22.04's
     * 5.15.0-91-generic, good kernels told as the distro's previous release, the other GRUB entry, the pacman cache or
     * the LTS package, a stable-only window, reports naming no driver and no id but a machine, a retail product or a
     * setup, two terse ones, a path-limited bisect, a maintainer's question and the reporter's answer), beside four near
     * misses (same device and window with another symptom, twice; same symptom and window from another driver and
     * device; same driver and symptom in a disjoint window on another device). Written and labelled before the product
     * ran on it (commit 635a4a82). 10 true pairs.
     */
    @Test
    void theSeventeenthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus19");
        String figures = figures(score);
        System.out.println("held-out corpus19: " + figures);
        assertTrue(score.truePairs() == 10, figures);
        // as found (session 53, the start's rules, run once after its commit 635a4a82): P 0/1 = 0.000, R 0/10 = 0.000,
        // one wrong pair. Floors as found: at most the one wrong pair, at least none right. Session 54 (cluster77, part
        // 19 development now): 0 of 0, the wrong pair gone (the flow-control near miss's "bytes lost" is corruption,
        // the report's "only two of four ports" a class of its own, and the classes disagree); development parts keep
        // no wrong pair, so none is allowed now; right pairs stay at none.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 0, figures);
    }

    /**
     * The eighteenth held-out part (session 54, {@code labels/heldout-clusters-corpus20.jsonl}): six regressions on
     * drivers parts 1-19 do not use (snd-via82xx, it87, fat, stk1160, udl, hp-wmi) from 2.6.22 to 6.6, on symptom
     * classes the earlier parts do not touch (sound stuttering by playing short pieces twice, every fan read at 0 RPM
     * while turning, a camera's memory card refused at mount, a video grabber that stops delivering frames, a USB
     * monitor adapter redrawn only around the cursor, a convertible booting as a tablet with its keyboard switched off),
     * each told by 2-3 people in threads of their own (distro kernels from Ubuntu 7.10 to Fedora 39 and Arch, good
     * kernels told as the distro's previous release or the kernel still in the boot menu, reports naming no driver and
     * no id but a machine, a retail product or a setup, two terse ones, a path-limited bisect, a maintainer's question
     * and the reporter's answer), beside four near misses (same chip and window with another symptom; same filesystem,
     * kind of card and window with another symptom; same retail name, symptom and kernel from another driver and chip
     * with no regression; same symptom and window from another driver and device). Written and labelled before the
     * product ran on it (commit c10fc9c6). 10 true pairs.
     */
    @Test
    void theEighteenthHeldOutPartOfReportsByDifferentPeople() throws Exception {
        ClusterScore score = heldOutPart("corpus20");
        String figures = figures(score);
        System.out.println("held-out corpus20: " + figures);
        assertTrue(score.truePairs() == 10, figures);
        // as found (session 54, the start's rules, run once after its commit c10fc9c6): P 0/0 (no pair predicted;
        // printed as 1.000), R 0/10 = 0.000, no wrong pair. Floors as found: no wrong pair, at least none right.
        assertTrue(score.predictedPairs() - score.correctPairs() <= 0, figures);
        assertTrue(score.correctPairs() >= 0, figures);
    }

    private static String figures(ClusterScore score) {
        return String.format("true %d predicted %d correct %d: P %.3f R %.3f", score.truePairs(),
                score.predictedPairs(), score.correctPairs(), score.precision(), score.recall());
    }

    /** Clustered with the whole corpus (held-out parts included), scored on one held-out part's reports alone. */
    private static ClusterScore heldOutPart(String part) throws Exception {
        ExtractSettings settings = ExtractSettings.defaults();
        LabelledCorpus corpus = LabelledCorpus.loadWithHeldOut(Path.of("corpus"), new MailParser(),
                new FactExtractor(settings));
        Clusterer clusterer = new Clusterer(ClusterWeights.load(settings.modelsDir()));
        Map<String, String> predicted = new HashMap<>();
        for (Report r : corpus.byDate()) {
            Clusterer.Placement p = clusterer.place(r);
            if (p != null) {
                predicted.put(r.messageId(), p.clusterId());
            }
        }
        Map<String, String> truth = new HashMap<>();
        LabelledCorpus.heldOutLabels(Path.of("corpus"), part).forEach((id, label) -> {
            if (label.role().equals("report") || label.role().equals("duplicate")) {
                truth.put(id, label.cluster());
            }
        });
        return ClusterScore.pairwise(truth, predicted);
    }
}
