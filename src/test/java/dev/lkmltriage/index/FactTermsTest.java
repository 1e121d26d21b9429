package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.extract.ThroughputFact;
import dev.lkmltriage.report.CorpusReports;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The search fields' fact terms are the same whether read from the facts at hand or from the stored JSON. */
class FactTermsTest {
    @Test
    void fromTheFactsEqualsFromTheStoredJsonOnEveryCorpusMessage() throws Exception {
        List<CorpusReports.Sourced> reports = CorpusReports.all();
        assertTrue(reports.size() >= 100, "the bundled corpus: " + reports.size());
        int withFacts = 0;
        for (CorpusReports.Sourced s : reports) {
            Report r = s.report();
            FactTerms direct = FactTerms.of(r.facts());
            assertEquals(FactTerms.of(ReportJson.toLine(r)), direct, s.file().toString());
            withFacts += direct.hardware().size() + direct.kernels().size() + direct.commits().size() > 0 ? 1 : 0;
        }
        assertTrue(withFacts > 50, "most corpus messages carry facts: " + withFacts);
    }

    @Test
    void aFigureTheJsonCannotHoldAsANumberIsNoTermEitherWay() throws Exception {
        ThroughputFact nan = new ThroughputFact(Double.NaN, "x", null, null, null, false, false, 0, 1);
        Facts f = new Facts(MessageKind.REPORT, List.of(), List.of(), List.of(), List.of(nan), List.of(),
                List.of(), null);
        assertEquals(List.of(), FactTerms.of(f).bitsPerSecond());
    }

    @Test
    void damagedOrHostileJsonGivesNoTermsAndNoException() {
        FactTerms none = new FactTerms(List.of(), List.of(), List.of(), List.of(), List.of());
        for (String json : List.of("", "null", "[]", "42", "{", "{\"hardware\":5,\"kernels\":\"x\"}",
                "{\"commits\":[]}", "\u0000\uffff",
                "[".repeat(100_000))) {
            assertEquals(none, FactTerms.of(json), json.length() > 50 ? json.substring(0, 50) : json);
        }
        assertEquals(List.of(""), FactTerms.of("{\"commits\":[{\"hash\":null}]}").commits(),
                "a null hash is an empty term, as before");
    }
}
