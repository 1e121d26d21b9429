package dev.lkmltriage.ingest;

import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.RawItem;
import java.util.ArrayList;
import java.util.List;

/** Parses raw items by their format and extracts each message's facts. Never throws. */
final class ItemParser {
    private final MailParser parser;
    private final FactExtractor extractor;

    ItemParser(MailParser parser, FactExtractor extractor) {
        this.parser = parser;
        this.extractor = extractor;
    }

    Parsed.Messages parse(RawItem item) {
        return parseAll(List.of(item)).get(0);
    }

    /**
     * Each item parsed, in order, with its messages' facts; the messages of all the items are extracted together
     * ({@link FactExtractor#extractAll}, stage by stage over batches). An item the parser fails on is recorded as
     * failed; a message whose extraction fails gets no facts; neither costs the other items anything.
     */
    List<Parsed.Messages> parseAll(List<RawItem> items) {
        List<List<Mail>> parsed = new ArrayList<>(items.size());
        List<String> failures = new ArrayList<>(items.size());
        List<Mail> all = new ArrayList<>();
        for (RawItem item : items) {
            List<Mail> mails;
            String failure = null;
            try {
                mails = switch (item.format()) {
                    case RFC5322 -> List.of(parser.parse(item.bytes()));
                    case PLAIN_DUMP -> List.of(parser.parsePlainDump(item.bytes()));
                    case HTML_PAGE -> parser.parseHtmlPage(item.bytes(), item.origin());
                };
            } catch (RuntimeException | StackOverflowError e) {
                // A parser bug must cost one item, never the ingest.
                mails = List.of();
                failure = "parser failed: " + e;
            }
            parsed.add(mails);
            failures.add(failure);
            all.addAll(mails);
        }
        List<Facts> facts = extractor.extractAll(all, (mail, error) -> Facts.none(MessageKind.OTHER));
        List<Parsed.Messages> out = new ArrayList<>(items.size());
        int next = 0;
        for (int k = 0; k < items.size(); k++) {
            List<Mail> mails = parsed.get(k);
            out.add(new Parsed.Messages(items.get(k), mails, List.copyOf(facts.subList(next, next + mails.size())),
                    failures.get(k)));
            next += mails.size();
        }
        return out;
    }
}
