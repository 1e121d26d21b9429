package dev.lkmltriage.web.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.index.QueryParser;
import org.junit.jupiter.api.Test;

class FacetLinksTest {
    private final QueryParser parser = new QueryParser();

    @Test
    void everyDimensionBecomesAClauseTheLanguageAccepts() {
        String[][] cases = {
                {"driver", "r8169", "driver:r8169"},
                {"vendor", "10ec Realtek Semiconductor Co., Ltd.", "hw:10ec:*"},
                {"device", "10ec:8168", "hw:10ec:8168"},
                {"kernel", "2.6", "kver:2.6-rc0..2.7-rc0"},
                {"kernel", "6", "kver:6.0-rc0..7.0-rc0"},
                {"list", "netdev.vger.kernel.org", "l:netdev.vger.kernel.org"},
                {"kind", "report", "kind:report"},
                {"year", "2007", "d:20070101..20071231"},
        };
        for (String[] c : cases) {
            String clause = FacetLinks.clause(c[0], c[1]);
            assertEquals(c[2], clause);
            parser.parse(clause);
            parser.parse(FacetLinks.add("a OR b", clause));
        }
    }

    @Test
    void valuesTheLanguageCannotHoldGiveNoLink() {
        assertNull(FacetLinks.clause("status", "open"));
        assertNull(FacetLinks.clause("device", "<script>"));
        assertNull(FacetLinks.clause("kernel", "next-20231010"));
        assertNull(FacetLinks.clause("year", "20x7"));
    }

    @Test
    void oddValuesAreQuoted() {
        String clause = FacetLinks.clause("driver", "a \"b\" (c)");
        assertEquals("driver:\"a b (c)\"", clause);
        parser.parse(clause);
    }

    @Test
    void addingKeepsTheQueryMeaning() {
        assertEquals("driver:r8169", FacetLinks.add("", "driver:r8169"));
        assertEquals("tso driver:r8169", FacetLinks.add("tso", "driver:r8169"));
        assertEquals("(a OR b) driver:r8169", FacetLinks.add("a OR b", "driver:r8169"));
        assertEquals("tso driver:r8169", FacetLinks.add("tso driver:r8169", "driver:r8169"));
    }
}
