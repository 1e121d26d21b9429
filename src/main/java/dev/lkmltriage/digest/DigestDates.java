package dev.lkmltriage.digest;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.IsoFields;
import java.util.Locale;

/** Dates as a digest shows them: days, ISO weeks ({@code 2026-W48}) and RFC 5322 Date headers, all in UTC. */
final class DigestDates {
    private static final DateTimeFormatter RFC5322 =
            DateTimeFormatter.ofPattern("EEE, d MMM yyyy HH:mm:ss Z", Locale.ROOT);

    private DigestDates() {
    }

    static String day(Instant at) {
        return at == null ? "?" : at.atZone(ZoneOffset.UTC).toLocalDate().toString();
    }

    static String week(Instant at) {
        ZonedDateTime z = at.atZone(ZoneOffset.UTC);
        return String.format(Locale.ROOT, "%d-W%02d", z.get(IsoFields.WEEK_BASED_YEAR),
                z.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
    }

    static String header(Instant at) {
        return RFC5322.format(at.atZone(ZoneOffset.UTC));
    }
}
