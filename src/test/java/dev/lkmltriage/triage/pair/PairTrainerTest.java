package dev.lkmltriage.triage.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The trainer on mail written for it: three sets, each left out once, threshold by left-out precision. */
class PairTrainerTest {
    private static final MailParser PARSER = new MailParser();
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());

    static PairMessage mail(String id, String from, String subject, int day, String body) {
        String raw = "From: " + from + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\nDate: "
                + String.format("%02d", day) + " Mar 2020 10:00:00 +0000\nMessage-ID: <" + id + ">\n\n" + body;
        Mail m = PARSER.parse(raw.getBytes(StandardCharsets.UTF_8));
        return PairMessage.of(new Report(m, m.messageId(), EXTRACTOR.extract(m), "test"));
    }

    /** Two problems, each a report naming its bug entry and a fix crediting the reporter; one unrelated patch. */
    private static void set(String s, int bug, int day, List<PairMessage> msgs, Map<String, String> groups) {
        for (int g = 0; g < 2; g++) {
            String reporter = "Reporter " + s + g + " <rep" + s + g + "@example.org>";
            String r = "r" + s + g + "@example.org";
            String f = "f" + s + g + "@example.org";
            msgs.add(mail(r, reporter, "[Bug " + (bug + g) + "] widget" + s + g + " link fails after resume",
                    day + g, "Since 5.6 the widget" + s + g + " port no longer trains after resume.\n"
                            + "https://bugzilla.kernel.org/show_bug.cgi?id=" + (bug + g) + "\n"));
            msgs.add(mail(f, "Maintainer " + s + " <maint" + s + "@example.org>",
                    "[PATCH] PCI: widget" + s + g + ": retrain the link after resume", day + g + 2,
                    "Retrain the widget" + s + g + " link after resume.\n\nLink: "
                            + "https://bugzilla.kernel.org/show_bug.cgi?id=" + (bug + g) + "\nReported-by: "
                            + reporter + "\nSigned-off-by: Maintainer <maint" + s + "@example.org>\n"));
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
    void eachSetLeftOutIsJoinedByAModelOfTheOthersAndTheRulesPlacementsCount() {
        List<PairMessage> msgs = new ArrayList<>();
        List<PairTrainer.LabelSet> sets = new ArrayList<>();
        Map<String, String> placed = new HashMap<>();
        String[] names = {"a", "b", "c"};
        for (int k = 0; k < names.length; k++) {
            Map<String, String> groups = new HashMap<>();
            set(names[k], 200_000 + 10 * k, 1 + 8 * k, msgs, groups);
            sets.add(new PairTrainer.LabelSet(names[k], groups));
        }
        // the rules placed set a's first problem already
        placed.put("ra0@example.org", "c1");
        placed.put("fa0@example.org", "c1");
        PairTrainer.Result r = PairTrainer.train(msgs, sets, placed, 0.97, "test");
        assertEquals(new PairTrainer.Counts(1, 2, 1), r.rules().get("a"));
        assertEquals(new PairTrainer.Counts(0, 2, 0), r.rules().get("b"));
        for (String s : names) {
            assertEquals(new PairTrainer.Counts(2, 2, 2), r.leftOut().get(s), s);
            assertEquals(new PairTrainer.Counts(2, 2, 2), r.inSample().get(s), s);
        }
        assertEquals(5, r.links().size(), "each fix the rules left joins its report: " + r.links());
        assertTrue(r.links().stream().noneMatch(l -> l.later().startsWith("o")), "the unrelated patch stays alone");
        PairModel m = r.model();
        assertNotNull(m.producedBy());
        assertEquals(PairFeatures.GENERIC, m.weights().length);
        assertTrue(m.evaluation().containsKey("pooled rules + model left out P/R"));
    }

    @Test
    void noLabelsAndNoMailTrainWithoutAnException() {
        PairTrainer.Result empty = PairTrainer.train(List.of(), List.of(), Map.of(), 0.97, "empty");
        assertTrue(empty.links().isEmpty());
        List<PairMessage> one = List.of(mail("x@example.org", "<>", "", 1, ""));
        PairTrainer.Result r = PairTrainer.train(one, List.of(new PairTrainer.LabelSet("s",
                Map.of("x@example.org", "g", "missing@example.org", "g"))), Map.of(), 0.97, "one");
        assertEquals(new PairTrainer.Counts(0, 1, 0), r.leftOut().get("s"), "a message missing still has its pair");
    }
}
