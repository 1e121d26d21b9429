package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;

/** Placeholder until the extraction issue lands. */
final class KernelExtractor {
    KernelExtractor() {
    }

    List<KernelFact> extract(Mail mail) {
        return List.of();
    }
}
