package dev.lkmltriage.ingest;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.source.RawItem;
import java.util.List;

/** One step of the pipeline's ordered queue, produced by the reader or a parse worker, consumed in order. */
sealed interface Parsed {
    /** An item parsed into messages, each with its facts. */
    record Messages(RawItem item, List<Mail> mails, List<Facts> facts, String failure) implements Parsed {
    }

    /** Consecutive items one parse worker took together, in order (their messages extracted as one batch). */
    record Batch(List<Messages> items) implements Parsed {
    }

    record Unreadable(String origin, String reason) implements Parsed {
    }

    record Checkpoint(String key, String value) implements Parsed {
    }

    record SourceDone(String source, String error) implements Parsed {
    }

    record End() implements Parsed {
    }
}
