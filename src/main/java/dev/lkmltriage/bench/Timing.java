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
        return quantile(0.5);
    }

    /**
     * The {@code q}-quantile (0 to 1) of the rates, interpolated between the two nearest ranks: 0.5 is the median
     * (the mean of the middle two of an even count), 0.25 and 0.75 the quartiles.
     */
    double quantile(double q) {
        if (rates.isEmpty()) {
            return Double.NaN;
        }
        List<Double> sorted = new ArrayList<>(rates);
        Collections.sort(sorted);
        double at = q * (sorted.size() - 1);
        int lo = (int) Math.floor(at);
        int hi = (int) Math.ceil(at);
        return sorted.get(lo) + (sorted.get(hi) - sorted.get(lo)) * (at - lo);
    }
}
