package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/** The config facts of one invented mail, as "value" or "value quoted" by option: the rule tests' common reader. */
final class ConfigMails {
    private ConfigMails() {
    }

    static Map<String, String> configs(FactExtractor extractor, String id, String subject, String body) {
        String raw = "From: Dee Writer <dee@example.org>\nSubject: " + subject
                + "\nMessage-ID: <" + id + "@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        Map<String, String> out = new TreeMap<>();
        for (ConfigFact c : extractor.extract(m).configs()) {
            out.put(c.option(), c.value() + (c.quoted() ? " quoted" : ""));
        }
        return out;
    }
}
