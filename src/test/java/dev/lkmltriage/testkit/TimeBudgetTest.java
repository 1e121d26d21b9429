package dev.lkmltriage.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TimeBudgetTest {
    @AfterEach
    void clear() {
        System.clearProperty("triage.test.timeScale");
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
        System.setProperty("triage.test.timeScale", "2.5");
        assertEquals(Duration.ofSeconds(10), TimeBudget.seconds(4));
        System.setProperty("triage.test.timeScale", "fast");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TimeBudget.seconds(4));
        assertTrue(e.getMessage().contains("fast"), e.getMessage());
    }
}
