package dev.lkmltriage.cli;

import dev.lkmltriage.kafka.KafkaConfig;
import dev.lkmltriage.kafka.RawPublisher;
import dev.lkmltriage.source.MailSource;
import java.io.IOException;
import java.util.List;

/** {@code triage ingest --to-kafka}: publish what the sources hold, with progress and a summary. */
final class KafkaIngest {
    private KafkaIngest() {
    }

    static int publish(KafkaConfig config, List<MailSource> sources, boolean quiet, List<String> args)
            throws IOException {
        ProgressPrinter progress = ProgressPrinter.forStderr(quiet);
        RawPublisher.Summary s;
        try (RawPublisher publisher = KafkaOptions.reach(() -> RawPublisher.open(config))) {
            s = publisher.publish(sources, progress);
        } finally {
            progress.finish();
        }
        if (!quiet) {
            System.err.println("published " + s.sent() + " of " + s.read() + " items to " + config.raw()
                    + (s.resent() > 0 ? ", " + s.resent() + " sent a second time" : "")
                    + (s.failed() > 0 ? ", " + s.failed() + " refused" : "")
                    + (s.unreadable() > 0 ? ", " + s.unreadable() + " unreadable" : ""));
        }
        s.errors().forEach(e -> System.err.println("  " + e));
        if (s.failed() > 0) {
            throw new UserException(s.failed() + " items were refused by Kafka (see above); a message over 16 MiB"
                    + " cannot be published, anything else: check the broker and run again (republishing is"
                    + " harmless)", ExitCodes.FAILED);
        }
        if (s.read() == 0) {
            throw new UserException("nothing could be read as mail from " + String.join(" ", args)
                    + " (is it really a mail archive?)", ExitCodes.FAILED);
        }
        return ExitCodes.OK;
    }
}
