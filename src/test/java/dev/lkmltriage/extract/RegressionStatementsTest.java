package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The word-level rules of {@link RegressionStatements}: what the few words before "regression" decide. */
class RegressionStatementsTest {

    private static boolean states(String text) {
        return RegressionStatements.states(text, text.toLowerCase(java.util.Locale.ROOT).indexOf("regress"), false);
    }

    @Test
    void aBuildRobotsBuildRegressionIsNoRegressionReport() {
        assertFalse(RegressionStatements.subjectStates("[pci:next] BUILD REGRESSION 3f1e0c2a9b7d"));
        assertFalse(RegressionStatements.subjectStates("[pci:next] BUILD  REGRESSION 3f1e0c2a9b7d"));
        // near miss: a regression of the build of one driver is still reported as one
        assertTrue(RegressionStatements.subjectStates("[REGRESSION] quux driver build breaks on arm64 since 6.3"));
    }

    @Test
    void aFixForTheRegressionTakesItAsExistingEvenAfterAHypothetical() {
        assertTrue(states("Could you please fix the regression before the next rc?"));
        assertTrue(states("We should revert this regression quickly."));
        // near miss: the hypothetical without a cure word stays a hypothetical
        assertFalse(states("This could be a regression if the firmware is old."));
    }
}
