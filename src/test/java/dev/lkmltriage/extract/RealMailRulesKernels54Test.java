package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 50 (docs/extraction-eval.md, "Session 50: kernels54"): numbers that are no kernels (an errata sheet's
 * items, a datasheet section cited by its title, a quoted patch's git footer) and four verdict shapes: a kernel in
 * parentheses after a distribution's name where a sighting predicate precedes ("happening on CentOS8 (4.18)"; bad,
 * and good where the predicate is denied), a
 * symptom verb elided after a negated auxiliary ("5.10.19 never did"), and a distance ("far from 5.9"). Every mail
 * is invented here in the style of the list.
 */
class RealMailRulesKernels54Test {

    private static List<String> kernels(String subject, String body) {
        return FactOf.verdicts(facts(subject, body));
    }

    @Test
    void anErrataSheetsItemsAreNoKernels() {
        assertEquals(List.of(), kernels("Re: [PATCH 2/4] frob: block the engine's VFs",
                "The vendor's errata sheet lists these:\n\n"
                        + "4.2.3 FROB-1182 - GEN - A malformed descriptor can hang the whole engine\n\n"
                        + "4.2.11 FROB-2290 - SR-IOV - A VF reset may wedge the queue\n"));
        // quoted the same
        assertEquals(List.of(), kernels("Re: [PATCH 2/4] frob: block the engine's VFs",
                "> 4.2.3 FROB-1182 - GEN - A malformed descriptor can hang the whole engine\n"));
        // near misses: a kernel opening its line in a sentence, and a results list, stay kernels
        assertEquals(List.of("5.4.2=bad"), kernels("Re: frob: hang on resume",
                "5.4.2 hangs on resume every time.\n"));
        assertEquals(List.of("5.4.2=good", "5.4.3=bad"), kernels("Re: frob: results",
                "5.4.2 OK\n5.4.3 FAIL\n"));
    }

    @Test
    void aSectionCitedByItsTitleIsNoKernel() {
        assertEquals(List.of(), kernels("Re: frob: message RAM layout",
                "Please refer to 3.4.1 Message RAM Layout in the controller manual.\n"));
        assertEquals(List.of(), kernels("Re: frob: message RAM layout",
                "See also:\n  5.2.7 PCI Express Capability\n"));
        // near misses: a kernel after "see" followed by a sentence, and one after a kernel word
        assertEquals(List.of("5.4.2=null"), kernels("Re: frob: message RAM layout",
                "see 5.4.2 for the full change\n"));
        assertEquals(List.of("5.4.2=null"), kernels("Re: frob: message RAM layout",
                "Linux 5.4.2 Release Notes are out.\n"));
        // a line that opens with a kernel and capitalised words but goes on as a sentence is a report's
        assertEquals(List.of("5.10.3=bad"), kernels("Re: frob: hang on boot", "5.10.3 Intel GPU hangs on boot.\n"));
    }

    @Test
    void aQuotedGitFooterIsNoKernel() {
        assertEquals(List.of(), kernels("Re: [PATCH] frob: tidy up",
                "> -\tfrob_init(dev);\n> +\tfrob_setup(dev);\n> -- \n> 2.6.2\n> \n\nApplied, thanks.\n"));
        assertEquals(List.of(), kernels("Re: [PATCH] frob: tidy up", ">> --\n>> 2.6.4\n\nLooks fine.\n"));
        // near misses: the version with words on its line, or after no separator, is read as before
        assertEquals(List.of("2.6.32=null"), kernels("Re: [PATCH] frob: tidy up",
                "> -- \n> 2.6.32 is what the old box runs\n"));
        assertEquals(List.of("5.4.2=null"), kernels("Re: [PATCH] frob: tidy up", "> Rebased on\n> 5.4.2\n"));
    }

    @Test
    void aDistributionsParenthesisedKernelAfterASightingIsBad() {
        assertEquals(List.of("4.18=bad"), kernels("Re: frob: deadlock on hot remove",
                "I see a deadlock when removing several drives at once.\n"
                        + "This is happening on CentOS8 (4.18) with our storage stack.\n"));
        // near misses: conditional, asked, or denied: no bad verdict
        assertEquals(List.of("4.18=null"), kernels("Re: frob: deadlock on hot remove",
                "I see a deadlock when removing several drives at once.\n"
                        + "If this is happening on CentOS8 (4.18) too, tell me.\n"));
        assertEquals(List.of("4.18=null"), kernels("Re: frob: deadlock on hot remove",
                "I see a deadlock when removing several drives at once.\nIs this happening on CentOS8 (4.18) too?\n"));
        // a sentence that goes on to another version leaves the sighting's kernel unsaid (session 16's near miss)
        assertEquals("null", FactOf.verdict(facts("Re: frob: deadlock on hot remove",
                "I see a deadlock when removing several drives at once.\n"
                        + "This happens on Fedora 33 (5.8), the box's own tree is 5.4.80.\n"), "5.8"));
        // and the denied twin is good, as "not reproducible on Ubuntu (with kernel version X)" is
        assertEquals(List.of("4.18=good"), kernels("Re: frob: deadlock on hot remove",
                "I see a deadlock when removing several drives at once.\nIt is not happening on CentOS8 (4.18).\n"));
    }

    @Test
    void anElidedSymptomVerbAfterANegatedAuxiliaryIsGood() {
        assertEquals(List.of("5.11=bad", "5.10.19=good"), kernels("Re: frob: hang on resume",
                "v5.11 hangs on resume, 5.10.19 never did.\n"));
        assertEquals(List.of("5.11=bad", "5.10.19=good"), kernels("Re: frob: hang on resume",
                "v5.11 hangs on resume but 5.10.19 does not.\n"));
        // near misses: a question, and "never" with no auxiliary after it
        assertEquals(List.of("5.10=null"), kernels("Re: frob: hang on resume", "Did v5.10 never do that?\n"));
        assertEquals(List.of("5.11=bad", "5.10.19=null"), kernels("Re: frob: hang on resume",
                "v5.11 hangs on resume, 5.10.19 never.\n"));
    }

    @Test
    void aDistanceFromAReleaseIsNoRun() {
        assertEquals(List.of("5.9=null"), kernels("Re: frob: hang on resume",
                "The port still hangs; the driver is far from v5.9 quality.\n"));
        // near miss: a run on the release still reads bad
        assertEquals(List.of("5.9=bad"), kernels("Re: frob: hang on resume", "The port still hangs on v5.9.\n"));
    }

    @Test
    void hostileHeadingsFootersAndParenthesesEndFast() {
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            kernels("Re: x", "3.1.2 ");
            kernels("Re: x", "3.1.2 QATE-");
            kernels("Re: x", "refer to 2.4.1 M");
            kernels("Re: x", "--\n2.6.2");
            kernels("Re: x", "-- \n");
            kernels("Re: x", "happening on CentOS8 (4.18");
            kernels("Re: x", "5.10.19 never");
            kernels("Re: x", "far from 5.9");
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 4000; i++) {
                b.append(i % 7).append('.').append(i % 13).append('.').append(i % 17).append(" FROB-").append(i)
                        .append(" - GEN - Message RAM\n> -- \n> 2.6.").append(i % 9)
                        .append("\nThis is happening on CentOS8 (4.").append(i % 20).append(") and 5.")
                        .append(i % 11).append(" never did, far from 5.").append(i % 3).append(".\n");
            }
            kernels("Re: frob: hangs", b.toString());
        });
    }
}
