package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 13's window rule (docs/extraction-eval.md, "Session 13: regression windows from the subject"): a subject
 * that states the regression names bad kernels. Fixtures invented here in the shape of list mail, with near misses.
 */
class RealMailRules14WindowTest {
    private static String window(Regression r) {
        return "good " + r.good() + " bad " + r.bad();
    }

    private static List<String> subjectBad(String subject, List<KernelFact> kernels, String... good) {
        Set<String> g = new LinkedHashSet<>(List.of(good));
        Set<String> b = new LinkedHashSet<>();
        RegressionWindow.addSubjectBad(subject, kernels, g, b);
        return new ArrayList<>(b);
    }

    private static KernelFact subjectKernel(String v) {
        return new KernelFact(v, v, null, false, 0, 0);
    }

    @Test
    void aRegressionSubjectsKernelsAreBad() {
        Facts f = facts("regression: frob hangs on resume in Linux 6.2-rc1 since 0a1b2c3d4e5f, 6.1/6.2 w/ irq storm",
                "Commit 0a1b2c3d4e5f causes a regression on resume from S3 on my board.\n"
                + "Reverting it makes resume work again.\n");
        assertNotNull(f.regression(), f.kernels()::toString);
        assertEquals("good [] bad [6.2-rc1, 6.1, 6.2]", window(f.regression()), f.kernels()::toString);
        // a reply quoting it inherits the subject and the window
        Facts reply = facts("Re: regression: frob hangs on resume in Linux 6.2-rc1 since 0a1b2c3d4e5f, 6.1/6.2 w/ irq storm",
                "> Commit 0a1b2c3d4e5f causes a regression on resume from S3 on my board.\n\n"
                + "Can you send the dmesg after resume?\n");
        assertNotNull(reply.regression(), reply.kernels()::toString);
        assertEquals("good [] bad [6.2-rc1, 6.1, 6.2]", window(reply.regression()), reply.kernels()::toString);
    }

    @Test
    void subjectKernelsStayOutOfTheWindowWhenTheSubjectNamesAGoodSideOrNoBreakage() {
        List<KernelFact> two = List.of(subjectKernel("6.1"), subjectKernel("6.2"));
        // near miss: a good side in the subject
        assertEquals(List.of(), subjectBad("frob works on 6.1, regression on 6.2", two));
        assertEquals(List.of(), subjectBad("frob regression from 6.1 to 6.2", two));
        assertEquals(List.of(), subjectBad("Re: frob: 6.1 vs 6.2 regression", two));
        // near miss: a fix's subject, and a patch's
        assertEquals(List.of(), subjectBad("frob: fix the 6.2 regression", List.of(subjectKernel("6.2"))));
        assertEquals(List.of(), subjectBad("[PATCH] frob: 6.2 regression in resume", List.of(subjectKernel("6.2"))));
        // near miss: a subject that states nothing broken
        assertEquals(List.of(), subjectBad("frob: resume on 6.2 is slow to start", List.of(subjectKernel("6.2"))));
        // near miss: a kernel with its own verdict, a body kernel (a span), one not newer than a good kernel
        assertEquals(List.of(), subjectBad("6.2 regression: frob",
                List.of(new KernelFact("6.2", "6.2", "good", false, 0, 0))));
        assertEquals(List.of(), subjectBad("6.2 regression: frob", List.of(new KernelFact("6.2", "6.2", null, false,
                10, 13))));
        assertEquals(List.of("6.3"), subjectBad("6.2/6.3 regression: frob",
                List.of(subjectKernel("6.2"), subjectKernel("6.3")), "6.2"));
        // the positive shape, for contrast
        assertEquals(List.of("6.1", "6.2"), subjectBad("[REGRESSION] frob broken on 6.1/6.2", two));
    }
}
