package dev.lkmltriage.ingest;

import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.RawItem;
import java.util.ArrayList;
import java.util.List;

/** Parses one raw item by its format and extracts each message's facts. Never throws. */
final class ItemParser {
    private final MailParser parser;
    private final FactExtractor extractor;

    ItemParser(MailParser parser, FactExtractor extractor) {
        this.parser = parser;
        this.extractor = extractor;
    }

    Parsed.Messages parse(RawItem item) {
        List<Mail> mails;
        try {
            mails = parser.parse(item.bytes(), item.format(), item.origin());
        } catch (RuntimeException | StackOverflowError e) {
            // A parser bug must cost one item, never the ingest.
            return new Parsed.Messages(item, List.of(), List.of(), "parser failed: " + e);
        }
        List<Facts> facts = new ArrayList<>(mails.size());
        for (Mail m : mails) {
            facts.add(extract(m));
        }
        return new Parsed.Messages(item, mails, facts, null);
    }

    private Facts extract(Mail mail) {
        try {
            return extractor.extract(mail);
        } catch (RuntimeException | StackOverflowError e) {
            return Facts.none(MessageKind.OTHER);
        }
    }
}
