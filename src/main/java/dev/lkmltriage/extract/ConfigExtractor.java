package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;

/** Placeholder until the extraction issue lands. */
final class ConfigExtractor {
    ConfigExtractor(ExtractSettings settings) {
    }

    List<ConfigFact> extract(Mail mail) {
        return List.of();
    }
}
