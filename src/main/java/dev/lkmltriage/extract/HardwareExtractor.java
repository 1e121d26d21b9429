package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;

/** Placeholder until the extraction issue lands. */
final class HardwareExtractor {
    HardwareExtractor(ExtractSettings settings) {
    }

    List<HardwareFact> extract(Mail mail) {
        return List.of();
    }
}
