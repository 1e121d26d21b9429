package dev.lkmltriage.ingest;

import java.util.List;
import java.util.Map;

/**
 * What one ingest did.
 *
 * @param read        items delivered by the sources (messages, pages, dumps)
 * @param messages    messages parsed out of them
 * @param added       messages the sink had not seen
 * @param duplicates  messages the sink already had, same content
 * @param variants    messages whose Message-ID the sink had with other content (kept, and listed in problems)
 * @param unreadable  items that could not be read as mail at all
 * @param reasons     why, one line each (capped), e.g. {@code /x/y.bin: binary file, not mail}
 * @param problems    per problem code, how many messages had it
 * @param seconds     wall time
 */
public record IngestSummary(long read, long messages, long added, long duplicates, long variants, long unreadable,
                            List<String> reasons, Map<String, Long> problems, double seconds) {

    public double rate() {
        return seconds <= 0 ? 0 : messages / seconds;
    }

    /** True when something was read, or nothing was there to read: an ingest fails only when nothing could be read. */
    public boolean anythingRead() {
        return messages > 0 || unreadable == 0;
    }
}
