package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** When a periodic commit falls: after an interval once enough messages wait, or after six intervals anyway. */
class CommitDueTest {
    private static final long S = 1_000_000_000L;

    @Test
    void anIntervalWaitsForEnoughMessagesUpToSixIntervals() {
        assertTrue(MailStore.commitDue(11 * S, 8192, 10 * S, 8192));
        assertFalse(MailStore.commitDue(11 * S, 8191, 10 * S, 8192), "one message short");
        assertFalse(MailStore.commitDue(9 * S, 9000, 10 * S, 8192), "interval not over");
        assertTrue(MailStore.commitDue(61 * S, 1, 10 * S, 8192), "six intervals: commit what there is");
        assertFalse(MailStore.commitDue(59 * S, 1, 10 * S, 8192));
    }

    @Test
    void anIntervalOfZeroCommitsByTheCountAlone() {
        assertTrue(MailStore.commitDue(1, 4096, 0, 4096));
        assertFalse(MailStore.commitDue(3600 * S, 4095, 0, 4096), "however long it took: not yet 4096");
        assertTrue(MailStore.commitDue(1, 1, 0, 1), "commit-seconds=0 alone: every message, as before");
    }
}
