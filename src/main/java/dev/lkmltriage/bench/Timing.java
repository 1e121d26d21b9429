package dev.lkmltriage.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Rates measured over several rounds; the median is what gets compared. */
record Timing(String name, List<Double> rates) {

    Timing {
        rates = List.copyOf(rates);
    }

    static Timing of(String name) {
        return new Timing(name, List.of());
    }

    Timing plus(double rate) {
        List<Double> more = new ArrayList<>(rates);
        more.add(rate);
        return new Timing(name, more);
    }

    double median() {
        if (rates.isEmpty()) {
            return Double.NaN;
        }
        List<Double> sorted = new ArrayList<>(rates);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
