package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 41 (docs/extraction-eval.md, "Session 41: verdict45"): three shapes of a user's good kernel verdict44 left:
 * a package's bare parenthesised version before a denied symptom ({@link QuietKernels}), a terse "5.19 fine"
 * ({@link KernelCandidates}), a return that gives the lost thing back "again" ({@link ReturnedKernels}). Fixtures
 * invented here in the style of users' reports to the list.
 */
class TerseVerdictsTest {
    private static String of(String subject, String body, String version) {
        return GoodContrastsTest.of(subject, body, version);
    }

    @Test
    void aPackagesParenthesisedVersionBeforeADeniedSymptomIsGood() {
        String s = "laptop panel turns dark at login";
        assertEquals("good", of(s, "Since linux-zen 6.4.2 the panel turns dark at the login prompt. linux-lts"
                + " (6.1.38) does not do it.", "6.1.38"));
        assertEquals("good", of(s, "The panel turns dark at login on 6.4.2. The stock kernel (6.1.38) never"
                + " flickers.", "6.1.38"));
        // not a package's name before the parenthesis, or no denial after it: no verdict from this reading
        assertEquals("null", of(s, "The panel turns dark at login. My tablet (6.1.38) does not do it.",
                "6.1.38"));
        assertEquals("null", of(s, "The panel turns dark at login. linux-lts (6.1.38) does it too.", "6.1.38"));
        assertEquals("null", of(s, "The panel turns dark at login. Does linux-lts (6.1.38) not do it?",
                "6.1.38"));
    }

    @Test
    void aTerseFineAfterABareReleaseIsAGoodKernel() {
        assertEquals("good", of("dock hotplug broken since 6.0", "Dock only works when plugged in before boot"
                + " since 6.0. Replugging gives nothing. 5.19 fine.", "5.19"));
        assertEquals("bad", of("dock hotplug broken since 6.0", "Replugging the dock does nothing since 6.0."
                + " 5.19 fine.", "6.0"));
        // a bus or spec number is no kernel
        assertEquals(java.util.List.of(), FactOf.verdicts(facts("link trains", "Hello,\n\nthe link trains at"
                + " PCIe 3.0 fine.\n")));
    }

    @Test
    void aReturnThatGivesTheLostThingBackAgainIsGood() {
        String s = "notebook screen blank after boot";
        assertEquals("good", of(s, "The internal screen stays blank after boot with every 6.4 kernel; going back"
                + " to 6.3.13 gives me a picture again.", "6.3.13"));
        assertEquals("good", of(s, "The adapter is missing after boot on 5.12.3. Downgrading to 5.11.19 brings"
                + " the adapter up again.", "5.11.19"));
        // what is given back is the symptom, or nothing comes "again": no cure
        assertEquals("null", of(s, "The screen stays blank on 6.4.2. Going back to 6.3.13 gives me the blank"
                + " screen again.", "6.3.13"));
        assertEquals("null", of(s, "The screen stays blank on 6.4.2. Going back to 6.3.13 gives me a warning in"
                + " dmesg.", "6.3.13"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("panel dark", "Hi,\n\nthe panel turns dark."
                + " linux-lts (6.1.38) does not do it.".repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("panel dark", "Hi,\n\nlinux "
                + "(".repeat(100_000) + "6.1.38" + ")".repeat(100_000) + " does not do it.\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("dock", "Hi,\n\n"
                + "5.19 fine. ".repeat(50_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("blank", "Hi,\n\nthe screen is blank."
                + " going back to 6.3.13 gives me" + " a picture".repeat(100_000) + " again.\n"
                + "x".repeat(2_000_000)));
    }
}
