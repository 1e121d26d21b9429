package dev.lkmltriage.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Session 25: the growth check passes a linear walk and fails a quadratic one, whatever the machine's load. */
class LinearityTest {
    private static volatile long sink;

    private static void linear(int n) {
        long s = 0;
        for (int i = 0; i < n * 200; i++) {
            s += i ^ (s >>> 3);
        }
        sink = s;
    }

    private static void quadratic(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s += i ^ j ^ (s >>> 3);
            }
        }
        sink = s;
    }

    @Test
    void aLinearWalkPasses() {
        Linearity.assertLinear("a linear loop", 400_000, LinearityTest::linear);
    }

    @Test
    void aQuadraticWalkFails() {
        assertThrows(AssertionError.class, () -> Linearity.assertLinear("a quadratic loop", 16_000,
                LinearityTest::quadratic));
    }
}
