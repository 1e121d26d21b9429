package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 38 (verdict41): a report's subject naming a failure and ending with the one kernel it was seen on makes
 * that kernel bad, run-only ({@link SubjectKernels#settingLast}). Every subject is invented here.
 */
class SubjectSettingTest {
    private static final String BODY = "Hi,\n\nthe full log is attached below.\n";

    @Test
    void aFailingSubjectEndingWithItsKernelIsBad() {
        assertEquals("bad", verdict(facts("Unhandled fault when loading xhci_pci.ko - uPD720202, PEX8605, i.MX6Q"
                + " and linux-4.19.25", BODY), "4.19.25"));
        assertEquals("bad", verdict(facts("Re: imx6: link training timeout behind a PEX8606 switch, Linux 5.10.2",
                BODY), "5.10.2"));
    }

    @Test
    void aQuestionARequestOrAKernelSetApartStays() {
        assertEquals("null", verdict(facts("Does the fault happen on linux-4.19.25?", BODY), "4.19.25"));
        assertEquals("null", verdict(facts("Backport request for kernel 4.19.25", BODY), "4.19.25"));
        assertEquals("null", verdict(facts("imx6: link training with a PEX8606 switch, Linux 5.10.2", BODY),
                "5.10.2"));
    }

    @Test
    void hostileSubjectsStayLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            for (int i = 0; i < 20_000; i++) {
                facts("fault " + "x ".repeat(900) + "and linux-4.19." + i, BODY);
            }
        });
    }
}
