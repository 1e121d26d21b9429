package dev.lkmltriage.web.ui;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Dates as the pages show them: UTC, to the minute. */
final class Dates {
    private static final DateTimeFormatter F = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private Dates() {
    }

    static String of(Long epochMillis) {
        return epochMillis == null ? "no date" : F.format(Instant.ofEpochMilli(epochMillis));
    }

    /** An ISO instant from the core (cluster history) shown the same way; unparseable text shown as it is. */
    static String of(String isoInstant) {
        if (isoInstant == null) {
            return "";
        }
        try {
            return F.format(Instant.parse(isoInstant));
        } catch (RuntimeException e) {
            return isoInstant;
        }
    }
}
