package dev.lkmltriage.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The running counts behind an {@link IngestSummary}. Used from the pipeline's consuming thread only. */
final class Tally {
    private static final int MAX_REASONS = 200;
    private final long started = System.nanoTime();
    long read;
    long messages;
    long added;
    long duplicates;
    long variants;
    long unreadable;
    final List<String> reasons = new ArrayList<>();
    final Map<String, Long> problems = new TreeMap<>();

    void unreadable(String origin, String reason) {
        unreadable++;
        if (reasons.size() < MAX_REASONS) {
            reasons.add(origin + ": " + reason);
        }
    }

    IngestSummary summary() {
        double seconds = (System.nanoTime() - started) / 1e9;
        return new IngestSummary(read, messages, added, duplicates, variants, unreadable, reasons, problems, seconds);
    }
}
