package dev.lkmltriage.ingest;

import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.FactExtractor.Failure;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.RawItem;
import java.util.ArrayList;
import java.util.List;

/** Parses raw items by their format and extracts their messages' facts. Never throws. */
final class ItemParser {
    private final MailParser parser;
    private final Extraction extraction;

    /** How a batch's messages get their facts: the product's is {@link FactExtractor#extractAll(List, Failure)}. */
    @FunctionalInterface
    interface Extraction {
        List<Facts> extractAll(List<Mail> mails, Failure failed);
    }

    ItemParser(MailParser parser, FactExtractor extractor) {
        this(parser, extractor::extractAll);
    }

    ItemParser(MailParser parser, Extraction extraction) {
        this.parser = parser;
        this.extraction = extraction;
    }

    /** One item: {@link #parseAll} of a batch of one. */
    Parsed.Messages parse(RawItem item) {
        return parseAll(List.of(item)).get(0);
    }

    /**
     * Each item parsed, in order, with its messages' facts. The messages of all the items are extracted by one
     * {@link FactExtractor#extractAll} call (stage by stage: the same facts as message by message, less CPU). An
     * item the parser fails on costs that item only; a message whose extraction throws gets no facts ({@code
     * Facts.none(OTHER)}) and the others go on.
     */
    List<Parsed.Messages> parseAll(List<RawItem> items) {
        List<List<Mail>> parsed = new ArrayList<>(items.size());
        List<String> failures = new ArrayList<>(items.size());
        List<Mail> all = new ArrayList<>(items.size());
        for (RawItem item : items) {
            List<Mail> mails = List.of();
            String failure = null;
            try {
                mails = parser.parse(item.bytes(), item.format(), item.origin());
            } catch (RuntimeException | StackOverflowError e) {
                // A parser bug must cost one item, never the ingest.
                failure = "parser failed: " + e;
            }
            parsed.add(mails);
            failures.add(failure);
            all.addAll(mails);
        }
        List<Facts> facts = extract(all);
        List<Parsed.Messages> out = new ArrayList<>(items.size());
        int next = 0;
        for (int k = 0; k < items.size(); k++) {
            List<Mail> mails = parsed.get(k);
            out.add(new Parsed.Messages(items.get(k), mails, facts.subList(next, next + mails.size()),
                    failures.get(k)));
            next += mails.size();
        }
        return out;
    }

    private List<Facts> extract(List<Mail> mails) {
        try {
            return extraction.extractAll(mails, (mail, error) -> Facts.none(MessageKind.OTHER));
        } catch (RuntimeException | StackOverflowError e) {
            // extractAll answers each failing message itself; this is a bug outside the stages (never seen)
            List<Facts> none = new ArrayList<>(mails.size());
            mails.forEach(m -> none.add(Facts.none(MessageKind.OTHER)));
            return none;
        }
    }
}
