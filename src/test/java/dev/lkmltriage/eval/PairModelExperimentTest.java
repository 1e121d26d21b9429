package dev.lkmltriage.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import dev.lkmltriage.triage.pair.PairIndex;
import dev.lkmltriage.triage.pair.PairMail;
import dev.lkmltriage.triage.pair.PairMessage;
import dev.lkmltriage.triage.pair.PairTrainer;
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

    @Test
    void eachLeftOutSetIsScoredByAModelFittedOnTheOthers() {
        List<PairMessage> msgs = new ArrayList<>();
        List<PairTrainer.LabelSet> folds = new ArrayList<>();
        String[] names = {"a", "b", "c"};
        for (int k = 0; k < names.length; k++) {
            Map<String, String> groups = new HashMap<>();
            PairMail.set(names[k], 200_000 + 10 * k, 1 + 8 * k, msgs, groups);
            folds.add(new PairTrainer.LabelSet(names[k], groups));
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
        List<PairTrainer.LabelSet> folds = new ArrayList<>();
        Map<String, String> placed = new HashMap<>();
        for (String s : new String[] {"a", "b", "c"}) {
            Map<String, String> groups = new HashMap<>();
            PairMail.set(s, 300_000 + s.charAt(0), 1, msgs, groups);
            folds.add(new PairTrainer.LabelSet(s, groups));
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
                same.add(PairMail.mail("m" + i + "@example.org", "One <one@example.org>", "PCI: same words again", 1,
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
