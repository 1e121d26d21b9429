package dev.lkmltriage.index;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.ingest.Outcome;
import dev.lkmltriage.ingest.ThreadAssigner;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.source.Format;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** How the store tests put a message in: threaded against the store's threads, as the ingest pipeline does. */
final class StorePuts {
    private static final dev.lkmltriage.extract.FactExtractor EXTRACTOR =
            new dev.lkmltriage.extract.FactExtractor(dev.lkmltriage.extract.ExtractSettings.defaults());

    private StorePuts() {
    }

    /** A list message with these headers ({@code parent} null for a thread's start) and body. */
    static Mail mail(String id, String parent, String from, String date, String subject, String body) {
        String refs = parent == null ? "" : "In-Reply-To: <" + parent + ">\nReferences: <" + parent + ">\n";
        return new MailParser().parse(("Message-ID: <" + id + ">\n" + refs + "Date: " + date + "\nFrom: " + from
                + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body)
                .getBytes(StandardCharsets.UTF_8));
    }

    /** Stores the message with the facts the extractors find in it. */
    static Outcome store(MailStore store, Mail m) throws IOException {
        return put(store, m, EXTRACTOR.extract(m));
    }

    static Outcome put(MailStore store, Mail m, Facts facts, byte[] raw) throws IOException {
        return store.accept(new Report(m, new ThreadAssigner(store.threads()).assign(m), facts, "test"), raw,
                Format.RFC5322);
    }

    /** With no raw bytes: the tests that use this never read the stored original. */
    static Outcome put(MailStore store, Mail m, Facts facts) throws IOException {
        return put(store, m, facts, new byte[0]);
    }

    static Outcome put(MailStore store, Mail m, MessageKind kind) throws IOException {
        return put(store, m, Facts.none(kind));
    }

    /** A root as a report, anything else as a reply, its text as the raw bytes (which the store hashes). */
    static Outcome putText(MailStore store, Mail m) throws IOException {
        MessageKind kind = m.inReplyTo() == null ? MessageKind.REPORT : MessageKind.REPLY;
        return put(store, m, Facts.none(kind), m.text().getBytes(StandardCharsets.UTF_8));
    }

    /** Parses each raw message ({@code \n} line ends), stores it as a reply, and opens a searcher over them all. */
    static MailSearch searchOfRaw(MailStore store, String... raws) throws IOException {
        MailParser parser = new MailParser();
        for (String raw : raws) {
            Mail m = parser.parse(raw.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8));
            put(store, m, Facts.none(MessageKind.REPLY), raw.getBytes(StandardCharsets.UTF_8));
        }
        store.flush();
        MailSearch search = MailSearch.of(store);
        search.refresh();
        return search;
    }

    /** An invented raw message answering {@code parent} (null: it starts its own thread), as the store tests write. */
    static byte[] raw(String id, String parent, String from, String date, String subject, String body) {
        String refs = parent == null ? "" : "In-Reply-To: <" + parent + ">\nReferences: <" + parent + ">\n";
        return ("Message-ID: <" + id + ">\n" + refs + "Date: " + date + "\nFrom: " + from
                + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body)
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    /** Opens the store in {@code dir}, puts each raw message in with its extracted facts, and closes it. */
    static void ingest(java.nio.file.Path dir, dev.lkmltriage.extract.FactExtractor extractor, java.util.List<byte[]> raws)
            throws IOException {
        try (MailStore store = MailStore.open(dir, dev.lkmltriage.triage.ClusterWeights.DEFAULT)) {
            for (byte[] raw : raws) {
                Mail m = new MailParser().parse(raw);
                put(store, m, extractor.extract(m), raw);
            }
        }
    }

    /** The cluster of each message (null when placed nowhere), from the store in {@code dir} reopened. */
    static java.util.List<String> clustersOf(java.nio.file.Path dir, String... ids) throws IOException {
        try (MailStore store = MailStore.open(dir, dev.lkmltriage.triage.ClusterWeights.DEFAULT)) {
            MailSearch search = MailSearch.of(store);
            java.util.List<String> out = new java.util.ArrayList<>();
            for (String id : ids) {
                out.add(search.message(id).orElseThrow().cluster());
            }
            return out;
        }
    }

    /**
     * Ingests {@code earlier} and {@code later} in one run into {@code one}, and in two runs (closed and reopened
     * between them) into {@code two}; returns the clusters of {@code ids} in each ({@link #clustersOf}), one then two.
     */
    static java.util.List<java.util.List<String>> oneRunAndTwo(java.nio.file.Path one, java.nio.file.Path two,
            dev.lkmltriage.extract.FactExtractor extractor, java.util.List<byte[]> earlier, java.util.List<byte[]> later,
            String... ids) throws IOException {
        java.util.List<byte[]> all = new java.util.ArrayList<>(earlier);
        all.addAll(later);
        ingest(one, extractor, all);
        ingest(two, extractor, earlier);
        ingest(two, extractor, later);
        return java.util.List.of(clustersOf(one, ids), clustersOf(two, ids));
    }
}
