package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 48 (docs/extraction-eval.md, "Session 48: verdict53"): a verdict word binds to the versions of its own
 * clause: a list closed by "and" ends at the next bare comma, a parenthesis holding a version with its own predicate
 * is an aside, and the bad side of a contrast takes its own list's members with it; a negator before the sighting
 * predicate of a parenthesised kernel ("not reproducible on Ubuntu (with kernel 5.3.0-19)") makes it good. Every
 * mail is invented here in the style of the list.
 */
class RealMailRulesVerdict53Test {

    private static List<String> kernels(String subject, String body) {
        return FactOf.verdicts(facts(subject, body));
    }

    @Test
    void aListClosedByAndEndsAtTheNextComma() {
        assertEquals(List.of("5.6.3=bad", "5.7.1=bad", "5.4.40=good"), kernels("Re: frob: card resets under load",
                "The card resets on 5.6.3 and 5.7.1, 5.4.40 unaffected.\n"));
        // near miss: without a good neighbour there is no contrast for the list to join
        assertEquals(List.of("5.6.3=null", "5.7.1=null"), kernels("Re: frob: card resets under load",
                "The card resets on 5.6.3 and 5.7.1.\n"));
    }

    @Test
    void aParenthesisWithItsOwnPredicateIsAnAside() {
        assertEquals(List.of("5.6.3=bad", "5.4=good"), kernels("Re: frob: card resets under load",
                "Card resets on 5.6.3 (5.4 works).\n"));
        // near miss: a parenthesis holding only a version is a member of the list
        assertEquals(List.of("5.6=good", "5.6.3=good"), kernels("Re: frob: card resets under load",
                "The card works fine on 5.6 (5.6.3).\n"));
    }

    @Test
    void aDeniedParenthesisedSightingIsGood() {
        assertEquals(List.of("5.3.0=good"), kernels("Re: frob: oops on resume",
                "The oops is not reproducible on Debian (with kernel version 5.3.0-2-amd64).\n"));
        assertEquals(List.of("5.8.4=good"), kernels("Re: frob: oops on resume",
                "We have never seen it on Fedora (kernel 5.8.4).\n"));
        // near misses: unnegated stays bad, a condition stays none
        assertEquals(List.of("5.3.0=bad"), kernels("Re: frob: oops on resume",
                "The oops is reproducible on Debian (with kernel version 5.3.0-2-amd64).\n"));
        assertEquals(List.of("5.3.0=null"), kernels("Re: frob: oops on resume",
                "If the oops is not reproducible on Debian (kernel 5.3.0-2-amd64), let me know.\n"));
    }

    @Test
    void malformedAndLongInputNeverThrows() {
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            kernels("Re: x", "resets on 5.4 (");
            kernels("Re: x", "(5.4 and 5.5, 5.6 (4.19 works");
            kernels("Re: x", "not reproducible (kernel 5.3");
            kernels("Re: x", "not reproducible (kernel 5.3)?");
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 4000; i++) {
                b.append("resets on 5.").append(i % 19).append(" and 5.").append(i % 17)
                        .append(", 4.19 unaffected (with kernel 5.3) not reproducible (4.9 works) ");
            }
            kernels("Re: frob: resets", b.toString());
        });
    }
}
