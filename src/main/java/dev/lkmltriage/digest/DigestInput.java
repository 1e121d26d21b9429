package dev.lkmltriage.digest;

import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.StoredMessage;
import dev.lkmltriage.triage.Cluster;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** What a digest reads: the clusters and, for dates, links and keywords, their messages. */
public interface DigestInput {
    /** A member message as the digest needs it; {@code date} may be null. */
    record Message(String messageId, Instant date, String subject, String text) {
    }

    List<Cluster> clusters() throws IOException;

    Optional<Message> message(String messageId);

    /** Reads a store through a search view (the CLI's read-only one, or the service's live one). */
    static DigestInput of(MailSearch search) {
        return of(search, null);
    }

    /**
     * Reads a store through a search view with the clusters as people triaged them: the action log of
     * {@code dataDir} (merges, splits, statuses) applied; null reads the clusters as the clusterer left them.
     */
    static DigestInput of(MailSearch search, java.nio.file.Path dataDir) {
        return new DigestInput() {
            @Override
            public List<Cluster> clusters() throws IOException {
                return dataDir == null ? search.clusters()
                        : dev.lkmltriage.actions.ActionLog.open(dataDir).view(search.clusters()).clusters();
            }

            @Override
            public Optional<Message> message(String messageId) {
                try {
                    return search.message(messageId).map(DigestInput::toMessage);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
    }

    private static Message toMessage(StoredMessage m) {
        return new Message(m.messageId(), m.dateMillis() == null ? null : Instant.ofEpochMilli(m.dateMillis()),
                m.subject(), m.text());
    }
}
