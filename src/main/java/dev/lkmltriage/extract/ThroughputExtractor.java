package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;

/** Placeholder until the extraction issue lands. */
final class ThroughputExtractor {
    ThroughputExtractor() {
    }

    List<ThroughputFact> extract(Mail mail, List<KernelFact> kernels) {
        return List.of();
    }
}
