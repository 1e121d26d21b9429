package dev.lkmltriage.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TimeBudgetTest {
    private static final String KEY = "triage.test.timeScale";
    /** A factor the run was started with ({@code -Dtriage.test.timeScale=F}): every later test class keeps it. */
    private String given;

    @BeforeEach
    void keep() {
        given = System.getProperty(KEY);
        System.clearProperty(KEY);
    }

    @AfterEach
    void restore() {
        if (given == null) {
            System.clearProperty(KEY);
        } else {
            System.setProperty(KEY, given);
        }
    }

    @Test
    void aBudgetIsNeverBelowTheWrittenLimitNorAboveTenTimesIt() {
        double scale = TimeBudget.scale();
        assertTrue(scale >= 1 && scale <= 10, "scale " + scale);
        Duration d = TimeBudget.seconds(4);
        assertTrue(d.compareTo(Duration.ofSeconds(4)) >= 0 && d.compareTo(Duration.ofSeconds(40)) <= 0, d::toString);
    }

    @Test
    void theFactorCanBeSetOutright() {
        System.setProperty(KEY, "2.5");
        assertEquals(Duration.ofSeconds(10), TimeBudget.seconds(4));
        System.setProperty(KEY, "fast");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TimeBudget.seconds(4));
        assertTrue(e.getMessage().contains("fast"), e.getMessage());
    }
}
