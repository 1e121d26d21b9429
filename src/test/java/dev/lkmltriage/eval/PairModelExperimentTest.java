package dev.lkmltriage.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import dev.lkmltriage.triage.pair.PairIndex;
import dev.lkmltriage.triage.pair.PairMessage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The pair-model experiment on mail written for it: three small label sets, each left out once. */
class PairModelExperimentTest {
    private static final MailParser PARSER = new MailParser();
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());

    private static PairMessage mail(String id, String from, String subject, int day, String body) {
        String raw = "From: " + from + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\nDate: "
                + String.format("%02d", day) + " Mar 2020 10:00:00 +0000\nMessage-ID: <" + id + ">\n\n" + body;
        Mail m = PARSER.parse(raw.getBytes(StandardCharsets.UTF_8));
        return PairMessage.of(new Report(m, m.messageId(), EXTRACTOR.extract(m), "test"));
    }

    private static final String[][] PROBLEMS = {
        {"link fails to train after resume", "retrain the link after resume"},
        {"hotplug interrupt storm on dock", "mask hotplug interrupts while docking"},
        {"AER flood from root port", "rate-limit correctable AER messages"},
        {"suspend hangs with NVMe attached", "keep NVMe powered across suspend"},
        {"BAR assignment fails at boot", "size bridge windows before assigning BARs"},
        {"MSI-X vectors lost after reset", "restore MSI-X state after reset"},
    };

    /**
     * A set: two problems, each a report naming its bugzilla entry and a fix crediting the reporter and linking the
     * entry; and a maintainer's unrelated patch that shares only its author with one of the fixes.
     */
    private static void set(String s, int bugBase, int day, List<PairMessage> msgs, Map<String, String> groups) {
        for (int g = 0; g < 2; g++) {
            String[] problem = PROBLEMS[(s.charAt(0) - 'a') * 2 + g];
            int bug = bugBase + g;
            String reporter = "Reporter " + s + g + " <rep" + s + g + "@example.org>";
            String r = "r" + s + g + "@example.org";
            String f = "f" + s + g + "@example.org";
            msgs.add(mail(r, reporter, "[Bug " + bug + "] widget" + s + g + " " + problem[0],
                    day + g, "Since 5.6 the widget" + s + g + " port no longer trains after resume on my laptop.\n"
                            + "https://bugzilla.kernel.org/show_bug.cgi?id=" + bug + "\n"));
            msgs.add(mail(f, "Maintainer " + s + " <maint" + s + "@example.org>",
                    "[PATCH] PCI: widget" + s + g + ": " + problem[1], day + g + 2,
                    "Retrain the widget" + s + g + " link after resume so the port comes back.\n\n"
                            + "Link: https://bugzilla.kernel.org/show_bug.cgi?id=" + bug + "\n"
                            + "Reported-by: " + reporter + "\nSigned-off-by: Maintainer <maint" + s
                            + "@example.org>\n"));
            groups.put(r, "g" + s + g);
            groups.put(f, "g" + s + g);
        }
        String other = "o" + s + "@example.org";
        msgs.add(mail(other, "Maintainer " + s + " <maint" + s + "@example.org>",
                "[PATCH] PCI: gadget" + s + ": drop an unused helper", day + 3,
                "The helper has had no caller since the driver was converted.\n\nSigned-off-by: Maintainer <maint"
                        + s + "@example.org>\n"));
        groups.put(other, "neg-" + s);
    }

    @Test
    void eachLeftOutSetIsScoredByAModelFittedOnTheOthers() {
        List<PairMessage> msgs = new ArrayList<>();
        List<PairModelExperiment.Fold> folds = new ArrayList<>();
        String[] names = {"a", "b", "c"};
        for (int k = 0; k < names.length; k++) {
            Map<String, String> groups = new HashMap<>();
            set(names[k], 200_000 + 10 * k, 1 + 8 * k, msgs, groups);
            folds.add(new PairModelExperiment.Fold(names[k], groups));
        }
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        List<PairModelExperiment.Row> rows = PairModelExperiment.run(msgs, folds, Map.of(),
                new PrintStream(log, true, StandardCharsets.UTF_8));
        assertEquals(3, rows.size());
        for (PairModelExperiment.Row r : rows) {
            assertEquals(2, r.truePairs(), r.fold());
            assertEquals(2, r.direct(), r.fold() + ": each report and its fix share keys");
            assertEquals(new PairModelExperiment.Score(2, 2, 2), r.model(),
                    r.fold() + ": both fixes found, the author-only patch left alone");
            assertEquals(new PairModelExperiment.Score(0, 2, 0), r.now(), r.fold() + ": nothing placed");
        }
        assertEquals(null, rows.get(0).forward(), "the first set has no earlier set to learn from");
        assertEquals(new PairModelExperiment.Score(2, 2, 2), rows.get(2).forward(), "c learnt from a and b");
        assertTrue(log.toString(StandardCharsets.UTF_8).contains("idf.bug"), log.toString(StandardCharsets.UTF_8));
        ByteArrayOutputStream table = new ByteArrayOutputStream();
        PairModelExperiment.print(rows, new PrintStream(table, true, StandardCharsets.UTF_8));
        assertTrue(table.toString(StandardCharsets.UTF_8).contains("pooled |   6 |   6 |   -  /0.000 | 1.000/1.000"),
                table.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theClusterersPlacementsAreOneMoreFeature() {
        List<PairMessage> msgs = new ArrayList<>();
        List<PairModelExperiment.Fold> folds = new ArrayList<>();
        Map<String, String> placed = new HashMap<>();
        for (String s : new String[] {"a", "b", "c"}) {
            Map<String, String> groups = new HashMap<>();
            set(s, 300_000 + s.charAt(0), 1, msgs, groups);
            folds.add(new PairModelExperiment.Fold(s, groups));
            groups.forEach((id, g) -> placed.put(id, "c-" + g));
        }
        List<PairModelExperiment.Row> rows = PairModelExperiment.run(msgs, folds, placed,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        for (PairModelExperiment.Row r : rows) {
            assertEquals(new PairModelExperiment.Score(2, 2, 2), r.now(), r.fold());
            assertEquals(new PairModelExperiment.Score(2, 2, 2), r.withClusterer(), r.fold());
        }
    }

    @Test
    void hostileMailStaysBoundedAndCandidatesStayCapped() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 60_000; i++) {
            body.append("call_path_").append(i).append("() https://lore.kernel.org/r/x").append(i)
                    .append("@example.org drivers/pci/f").append(i).append(".c [Bug 1").append(i % 99_999)
                    .append("]\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            // the extractor's own cost on such mail is not this tool's: the reader gets no facts here
            Mail m = PARSER.parse(("From: <>\nSubject: [[[[\nMessage-ID: <huge@example.org>\n\n" + body)
                    .getBytes(StandardCharsets.UTF_8));
            PairMessage huge = PairMessage.of(new Report(m, m.messageId(), Facts.none(MessageKind.REPORT), "test"));
            assertTrue(huge.keys().size() <= PairMessage.MAX_KEYS, "keys " + huge.keys().size());
            assertTrue(huge.shingles().length <= PairMessage.SKETCH);
            List<PairMessage> same = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                same.add(mail("m" + i + "@example.org", "One <one@example.org>", "PCI: same words again", 1,
                        "pci_same_helper() fails\n"));
            }
            PairIndex index = new PairIndex();
            int pairs = 0;
            for (PairMessage one : same) {
                pairs += index.add(one).candidates().size();
            }
            assertTrue(pairs <= 400 * PairIndex.PER_KEY, "pairs " + pairs);
        });
        assertEquals(0.0, PairMessage.similarity(new int[0], new int[] {1}));
        assertEquals("", PairMessage.email(null));
    }
}
