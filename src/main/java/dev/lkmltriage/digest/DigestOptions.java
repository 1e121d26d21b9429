package dev.lkmltriage.digest;

import java.time.Duration;

/**
 * How digests are made and sent.
 *
 * @param from       the sender address (also where List-Unsubscribe mail goes, unless {@code unsubscribe} is set)
 * @param since      the period a digest covers, ending now
 * @param stale      how long an unfixed regression may stay quiet before the digest reminds of it
 * @param unsubscribe a List-Unsubscribe URL ({@code https:} or {@code mailto:}) to use instead of mail to
 *                   {@code from}; null for the default
 * @param attempts   tries per digest within one run before it is left pending
 * @param retryDelay the wait after the first failed try; it doubles per try, and across runs up to {@code maxDelay}
 */
public record DigestOptions(String from, Duration since, Duration stale, String unsubscribe,
                            Router.Recipients recipients, int attempts, Duration retryDelay, Duration maxDelay) {
    public DigestOptions {
        from = HeaderValues.address(from);
        if (since.isNegative() || since.isZero()) {
            throw new IllegalArgumentException("the period must be positive, e.g. 7d");
        }
        attempts = Math.max(1, attempts);
    }

    public static DigestOptions defaults(String from) {
        return new DigestOptions(from, Duration.ofDays(7), Duration.ofDays(30), null, Router.Recipients.DEFAULT, 3,
                Duration.ofSeconds(2), Duration.ofHours(6));
    }

    public DigestOptions withSince(Duration d) {
        return new DigestOptions(from, d, stale, unsubscribe, recipients, attempts, retryDelay, maxDelay);
    }

    public DigestOptions withRetry(int tries, Duration delay, Duration max) {
        return new DigestOptions(from, since, stale, unsubscribe, recipients, tries, delay, max);
    }

    public DigestOptions withStale(Duration d) {
        return new DigestOptions(from, since, d, unsubscribe, recipients, attempts, retryDelay, maxDelay);
    }

    public DigestOptions withUnsubscribe(String u) {
        return new DigestOptions(from, since, stale, u, recipients, attempts, retryDelay, maxDelay);
    }

    public DigestOptions withRecipients(Router.Recipients r) {
        return new DigestOptions(from, since, stale, unsubscribe, r, attempts, retryDelay, maxDelay);
    }

    /**
     * Parses a period: {@code 7d}, {@code 2w}, {@code 12h}, {@code 1y} (365 days), or an ISO-8601 duration.
     *
     * @throws IllegalArgumentException saying what is accepted
     */
    public static Duration period(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(java.util.Locale.ROOT);
        try {
            if (t.startsWith("p")) {
                return Duration.parse(t.toUpperCase(java.util.Locale.ROOT));
            }
            if (t.length() >= 2 && t.length() <= 8) {
                long n = Long.parseLong(t.substring(0, t.length() - 1));
                Duration d = switch (t.charAt(t.length() - 1)) {
                    case 'h' -> Duration.ofHours(n);
                    case 'd' -> Duration.ofDays(n);
                    case 'w' -> Duration.ofDays(7 * n);
                    case 'y' -> Duration.ofDays(365 * n);
                    default -> null;
                };
                if (d != null && n > 0) {
                    return d;
                }
            }
        } catch (RuntimeException e) {
            // fall through to the message below
        }
        throw new IllegalArgumentException("'" + HeaderValues.text(text) + "' is not a period; write it like 12h,"
                + " 7d, 2w or 1y");
    }
}
