package dev.lkmltriage.index;

import dev.lkmltriage.testkit.TimeBudget;
import dev.lkmltriage.triage.KernelSort;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class QueryParserTest {
    private final QueryParser parser = new QueryParser();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            s:r8169                      | subject:r8169
            f:timo                       | from:timo
            b:bisect                     | body(unquoted:bisect quoted:bisect bodyRest:bisect)
            b:"bisect points"            | body(unquoted:"bisect points" quoted:"bisect points" bodyRest:"bisect points")
            bs:bisect                    | subject:bisect body(unquoted:bisect quoted:bisect bodyRest:bisect)
            q:slow                       | quoted:slow
            nq:slow                      | unquoted:slow
            s:"send performance"         | subject:"send performance"
            hw:10ec:8168                 | hw:10ec:8168
            hw:[10EC:8168]               | hw:10ec:8168
            hw:10ec:*                    | hwVendor:10ec
            driver:r8169                 | driver:r8169
            driver:iwl*                  | driver:iwl*
            kver:v2.6.23-rc8             | kver:2.6.23-rc8
            commit:6dccd16b              | commit:6dccd16b*
            commit:6DCCD16B7C2703E8BBF8BCA62B5CF248332AFBE2 | commit:6dccd16b7c2703e8bbf8bca62b5cf248332afbe2
            kind:report                  | kind:report
            l:netdev                     | list:netdev.*
            l:netdev.vger.kernel.org     | list:netdev.vger.kernel.org
            dfn:drivers/net/r8169.c      | dfn:drivers/net/r8169.c
            m:<abc@example.org>          | messageId:abc@example.org
            cluster:r8169-6dccd16b       | cluster:r8169-6dccd16b
            s:r8169 driver:r8169         | +subject:r8169 +driver:r8169
            s:r8169 AND driver:r8169     | +subject:r8169 +driver:r8169
            s:r8169 OR s:e1000e          | subject:r8169 subject:e1000e
            s:r8169 -kind:patch          | +subject:r8169 -kind:patch
            s:r8169 NOT kind:patch       | +subject:r8169 -kind:patch
            NOT kind:patch               | -kind:patch +*:*
            s:(r8169 OR e1000e) kind:report | +(subject:r8169 subject:e1000e) +kind:report
            (s:a OR s:b) (s:c OR s:d)    | +(subject:a subject:b) +(subject:c subject:d)
            s:2.6.23-rc8                 | subject:"2.6.23 rc8"
            r8169                        | (subject:r8169)^2.0 body(unquoted:r8169 quoted:r8169 bodyRest:r8169)
            """)
    void compiles(String query, String lucene) {
        assertEquals(lucene, parser.parse(query).toString());
    }

    @Test
    void kernelRangesAreInKernelOrder() {
        assertTrue(KernelSort.key("2.6.22") < KernelSort.key("2.6.22.5"));
        assertTrue(KernelSort.key("2.6.22.5") < KernelSort.key("2.6.23-rc4"));
        assertTrue(KernelSort.key("2.6.23-rc4") < KernelSort.key("2.6.23-rc8"));
        assertTrue(KernelSort.key("2.6.23-rc8") < KernelSort.key("2.6.23"));
        assertTrue(KernelSort.key("2.6.23") < KernelSort.key("2.6.23.1"));
        assertTrue(KernelSort.key("2.6.39.4") < KernelSort.key("3.0-rc1"));
        assertTrue(KernelSort.key("4.19.325") < KernelSort.key("4.20"));
        assertTrue(KernelSort.key("6.1.12-rc1") < KernelSort.key("6.1.12"));
        assertEquals(-1, KernelSort.key("next-20231010"));
        String range = parser.parse("kver:2.6.22..2.6.24").toString();
        assertEquals("kverOrder:[" + KernelSort.key("2.6.22") + " TO " + KernelSort.key("2.6.24") + "]", range);
    }

    @Test
    void throughputUnits() {
        assertEquals(100e6, QueryClauses.rate("q", null, "100M"));
        assertEquals(256e6, QueryClauses.rate("q", null, "32MB"));
        assertEquals(1.5e9, QueryClauses.rate("q", null, "1.5G"));
        assertEquals(8 * 1024 * 1024, QueryClauses.rate("q", null, "1MiB"));
        assertEquals("tput:[0.0 TO 9.999999999999999E7]", parser.parse("tput:<100M").toString());
        assertEquals("tput:[1.0E9 TO 1.7976931348623157E308]", parser.parse("tput:>=1G").toString());
    }

    @Test
    void datesAreWholeUtcDays() {
        String q = parser.parse("d:20070801..20071031").toString();
        assertEquals("date:[1185926400000 TO 1193875199999]", q);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            s:(r8169                 | the '(' here is never closed            | 0
            s:r8169)                 | ')' without a matching '('              | 7
            foo:bar                  | unknown field 'foo:'                    | 0
            s:"tx timeout            | has no closing '\"'                      | 2
            hw:10ec                  | hw: expects a PCI/USB id                | 0
            kver:6.4..6.3            | runs backwards                          | 0
            kver:6.3..banana         | 'banana' is no kernel version           | 0
            commit:xyz               | commit: expects 4 to 40 hex digits      | 0
            tput:<fast               | 'fast' is no rate                       | 0
            d:2007-13-45             | is no date                              | 0
            kind:rant                | kind: is one of                         | 0
            s:a OR                   | 'OR' needs something after it           | 4
            AND s:a                  | 'AND' needs something on both sides     | 0
            ()                       | empty parentheses                       | 0
            s:                       | 's:' needs a value                      | 0
            """)
    void badQueriesQuoteTheQueryAndPointAtTheProblem(String query, String problem, int column) {
        QueryException e = assertThrows(QueryException.class, () -> parser.parse(query));
        assertTrue(e.getMessage().startsWith("bad query \"" + query + "\""), e.getMessage());
        assertTrue(e.getMessage().contains(problem), e.getMessage());
        assertEquals(column, e.position(), e.getMessage());
    }

    @Test
    void hostileNestingAndLengthAreRefusedQuickly() {
        assertTimeoutPreemptively(TimeBudget.seconds(2), () -> {
            QueryException deep = assertThrows(QueryException.class,
                    () -> parser.parse("(".repeat(2000) + "a" + ")".repeat(2000)));
            assertTrue(deep.getMessage().contains("nested deeper than"));
            QueryException longQ = assertThrows(QueryException.class, () -> parser.parse("a ".repeat(5000)));
            assertTrue(longQ.getMessage().contains("at most 4096"));
            parser.parse("a OR ".repeat(800) + "b");
        });
    }

    @Test
    void blankMatchesAll() {
        assertEquals("*:*", parser.parse("  ").toString());
    }
}
