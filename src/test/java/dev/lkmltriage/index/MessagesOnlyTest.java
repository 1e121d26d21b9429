package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Which parsed queries can match message documents only, so that the search need not exclude clusters. */
class MessagesOnlyTest {
    private final QueryParser parser = new QueryParser();

    private boolean messagesOnly(String q) {
        return MailSearch.matchesMessagesOnly(parser.parse(q));
    }

    @Test
    void wordsFactsAndRangesNeedNoExclusion() {
        for (String q : new String[] {"watchdog", "jumbo frames", "\"transmit queue\"", "s:regression", "f:bjorn",
                "driver:r8169", "hw:10ec:*", "kind:report", "dfn:r8169.c", "kver:2.6.26..2.6.30", "tput:<100M",
                "d:20080101..20080601", "commit:1a2b", "cluster:abc", "m:x@y", "t:x@y", "l:linux-pci",
                "throughput NOT kind:patch", "driver:r8169 AND kver:2.6.25..2.6.28",
                "(driver:igb OR driver:ixgbe) AND tput:>=1G", "q:napi AND nq:\"rx buffer\"", "firm*"}) {
            assertEquals(true, messagesOnly(q), q);
        }
    }

    @Test
    void everythingThatCouldMatchAClusterKeepsTheExclusion() {
        for (String q : new String[] {"", "   ", "NOT kind:patch", "NOT watchdog NOT driver:tg3", "status:open",
                "watchdog OR status:open", "watchdog AND status:fixed", "watchdog OR NOT kind:patch"}) {
            assertEquals(false, messagesOnly(q), q);
        }
    }
}
