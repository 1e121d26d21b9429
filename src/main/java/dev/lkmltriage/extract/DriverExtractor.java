package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;

/** Placeholder until the extraction issue lands. */
final class DriverExtractor {
    DriverExtractor(ExtractSettings settings) {
    }

    List<String> extract(Mail mail, List<HardwareFact> hardware) {
        return List.of();
    }
}
