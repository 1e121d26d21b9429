package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;

/** Placeholder until the extraction issue lands. */
final class KindClassifier {
    KindClassifier(ExtractSettings settings) {
    }

    MessageKind classify(Mail mail) {
        return mail.inReplyTo() == null ? MessageKind.REPORT : MessageKind.REPLY;
    }
}
