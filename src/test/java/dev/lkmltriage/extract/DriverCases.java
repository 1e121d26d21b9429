package dev.lkmltriage.extract;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The set-up the RealMailRulesDrivers tests each wrote out: a driver extractor over the shipped tables or over
 * invented rows, and the drivers it names in one mail written for the test (a subject and a body, no thread). An
 * invented table that does not read is a broken test, so its {@link IOException} is not every test's to declare.
 */
final class DriverCases {
    private final DriverExtractor extractor;

    private DriverCases(DriverExtractor extractor) {
        this.extractor = extractor;
    }

    /** The shipped tables, without the PCI ids ({@link HwMails#withoutIds}). */
    static DriverCases shipped() {
        return new DriverCases(new DriverExtractor(HwMails.withoutIds()));
    }

    /** One invented table, read as drivers.tsv is. */
    static DriverCases table(String rows) {
        try {
            return new DriverCases(new DriverExtractor(DriverTable.read(new StringReader(rows))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Invented hand-written rows merged over invented generated ones, as drivers.tsv is over the kernel's table. */
    static DriverCases tables(String hand, String kernel) {
        try {
            return new DriverCases(new DriverExtractor(DriverTable.merge(DriverTable.rows(new StringReader(hand)),
                    DriverTable.rows(new StringReader(kernel)))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    DriverExtractor extractor() {
        return extractor;
    }

    /** The drivers named in the mail, in the extractor's order. */
    List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    /** The drivers named in the mail, sorted: for cases where several are named and their order is not at issue. */
    Set<String> sorted(String subject, String body) {
        return new TreeSet<>(drivers(subject, body));
    }
}
