package dev.lkmltriage.cli;

import dev.lkmltriage.ingest.IngestSummary;
import java.io.PrintStream;
import java.util.Locale;

/** The closing summary of an ingest, for people. */
final class SummaryPrinter {
    private static final int SHOWN_REASONS = 10;

    private SummaryPrinter() {
    }

    static void print(IngestSummary s, PrintStream out) {
        out.printf(Locale.ROOT, "read %d, messages %d, new %d, duplicates %d, variants %d, unreadable %d"
                        + " in %.1f s (%.0f msg/s)%n", s.read(), s.messages(), s.added(), s.duplicates(),
                s.variants(), s.unreadable(), s.seconds(), s.rate());
        if (!s.problems().isEmpty()) {
            out.println("messages with decoding problems, by kind: " + s.problems());
        }
        s.reasons().stream().limit(SHOWN_REASONS).forEach(r -> out.println("  unreadable: " + r));
        if (s.reasons().size() > SHOWN_REASONS) {
            out.println("  ... and " + (s.unreadable() - SHOWN_REASONS) + " more (see problems.log in the data"
                    + " directory)");
        }
    }
}
