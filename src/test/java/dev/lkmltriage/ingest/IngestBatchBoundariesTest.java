package dev.lkmltriage.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.Format;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The ingest hands its parse workers batches of up to {@link FactExtractor#BATCH} items, each worker extracting a
 * batch's messages with one {@code extractAll}: the sink still sees items, unreadable notes, checkpoints and source
 * ends in the sources' order across the batches' boundaries, each message with the facts {@code extract} gives it
 * alone, a message whose extraction throws costs only its facts, and a source's last, partial batch is stored before
 * its end. The extraction here is the product's, slowed down a little so that the reader gathers full batches while
 * the workers are busy (as it does when extraction is the bottleneck).
 */
class IngestBatchBoundariesTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());

    /** The product's extractAll, each call recorded and slowed; mails whose subject says "poison" are made to throw. */
    private static final class Calls implements ItemParser.Extraction {
        final List<List<String>> batches = Collections.synchronizedList(new ArrayList<>());

        @Override
        public List<Facts> extractAll(List<Mail> mails, FactExtractor.Failure failed) {
            List<String> ids = new ArrayList<>();
            List<Mail> given = new ArrayList<>();
            for (Mail m : mails) {
                ids.add(m.messageId());
                // extract(null) throws inside the first stage: a stand-in for a stage failing on one message
                given.add(m.subject().contains("poison") ? null : m);
            }
            batches.add(ids);
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return EXTRACTOR.extractAll(given, failed);
        }

        int largest() {
            synchronized (batches) {
                return batches.stream().mapToInt(List::size).max().orElse(0);
            }
        }
    }

    /** A source that runs a script against the sink (and may fail at its end). */
    private record Scripted(String name, Consumer<ItemSink> script, boolean failAtEnd) implements MailSource {
        @Override
        public String describe() {
            return name;
        }

        @Override
        public long estimate() {
            return -1;
        }

        @Override
        public void read(Checkpoints from, ItemSink sink) throws IOException {
            script.accept(sink);
            if (failAtEnd) {
                throw new IOException("connection reset");
            }
        }
    }

    private static byte[] report(String id, String subject, int i) {
        String body = switch (i % 3) {
            case 0 -> "Since 5." + (i % 9) + " the igb port drops packets; 4.19 was fine.\n";
            case 1 -> "> quoted " + i + "\nThanks, applied to pci/next.\n";
            default -> "lspci shows 8086:15b8 bound to e1000e; iperf3 gives " + (100 + i) + " Mbits/sec.\n";
        };
        return IngestPipelineTest.message(id, subject, null, body);
    }

    private static void item(ItemSink sink, List<String> want, String id, String subject, int i) {
        sink.accept(new RawItem("file-" + id, Format.RFC5322, report(id, subject, i), null));
        want.add("msg " + id);
    }

    private static IngestPipeline pipeline(Calls calls) {
        return new IngestPipeline(new ItemParser(new MailParser(), calls), 2);
    }

    @Test
    void notesCheckpointsAndFailuresKeepTheirPlacesAcrossBatchBoundaries() throws Exception {
        List<String> want = new ArrayList<>();
        int batch = FactExtractor.BATCH;
        MailSource first = new Scripted("first", sink -> {
            sink.unreadable("before-anything", "unreadable");
            want.add("bad before-anything");
            for (int i = 0; i < 3 * batch + 7; i++) {
                item(sink, want, "a" + i + "@x", "report " + i, i);
                if (i == batch - 1 || i == batch || i == 2 * batch - 2) {
                    sink.checkpoint("first", "at" + i);
                    want.add("cp at" + i);
                }
                if (i == batch + 1 || i == 2 * batch) {
                    sink.unreadable("broken-" + i, "unreadable");
                    want.add("bad broken-" + i);
                }
                if (i == 2 * batch + 3) {
                    // no mail at all: counted unreadable in its own place, its batch goes on
                    sink.accept(new RawItem("junk", Format.RFC5322, new byte[] {0, 1, (byte) 0xff, 7}, null));
                    want.add("bad junk");
                }
            }
        }, false);
        List<String> secondWant = new ArrayList<>();
        MailSource second = new Scripted("second", sink -> {
            for (int i = 0; i < batch + 10; i++) {
                item(sink, secondWant, "b" + i + "@x", "follow-up " + i, i);
            }
        }, true);
        Calls calls = new Calls();
        RecordingSink sink = new RecordingSink();
        IngestSummary s = pipeline(calls).run(List.of(first, second), sink, ProgressListener.NONE);
        want.addAll(secondWant);
        want.add("bad second"); // the source's failure comes after the items it read
        assertEquals(want, sink.events);
        assertEquals(3 * batch + 7 + batch + 10, s.messages());
        assertEquals(5, s.unreadable(), s.reasons().toString());
        assertTrue(calls.largest() > 1, "the workers were handed batches: " + calls.batches.size() + " calls");
        assertTrue(calls.largest() <= batch, "at most " + batch + " items a batch");
        for (Report r : sink.reports) {
            assertEquals(EXTRACTOR.extract(r.mail()), r.facts(), r.messageId());
        }
    }

    @Test
    void aMessageWhoseExtractionThrowsMidBatchCostsOnlyItsFacts() throws Exception {
        List<String> want = new ArrayList<>();
        MailSource source = new Scripted("list", sink -> {
            for (int i = 0; i < 150; i++) {
                item(sink, want, "m" + i + "@x", i == 40 || i == 41 || i == 100 ? "poison " + i : "report " + i, i);
            }
        }, false);
        Calls calls = new Calls();
        RecordingSink sink = new RecordingSink();
        IngestSummary s = pipeline(calls).run(List.of(source), sink, ProgressListener.NONE);
        assertEquals(want, sink.events);
        assertEquals(150, s.messages());
        assertEquals(0, s.unreadable(), s.reasons().toString());
        int poisoned = 0;
        for (Report r : sink.reports) {
            if (r.mail().subject().contains("poison")) {
                poisoned++;
                assertEquals(Facts.none(MessageKind.OTHER), r.facts(), r.messageId());
            } else {
                assertEquals(EXTRACTOR.extract(r.mail()), r.facts(), r.messageId());
            }
        }
        assertEquals(3, poisoned);
        synchronized (calls.batches) {
            List<String> withPoison = calls.batches.stream().filter(b -> b.contains("m40@x")).findFirst().orElseThrow();
            assertTrue(withPoison.size() > 2 && !withPoison.get(0).equals("m40@x"),
                    "the failing message sat inside a batch: " + withPoison);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 63, 64, 65, 133})
    void aSourcesLastPartialBatchIsStoredBeforeItsEnd(int count) throws Exception {
        List<String> want = new ArrayList<>();
        MailSource source = new Scripted("short", sink -> {
            for (int i = 0; i < count; i++) {
                item(sink, want, "s" + i + "@x", "report " + i, i);
            }
            sink.checkpoint("short", "end");
            want.add("cp end");
        }, false);
        MailSource next = new Scripted("next", sink -> item(sink, want, "n@x", "next report", 0), false);
        Calls calls = new Calls();
        RecordingSink sink = new RecordingSink();
        IngestSummary s = pipeline(calls).run(List.of(source, next), sink, ProgressListener.NONE);
        assertEquals(want, sink.events);
        assertEquals(count + 1, s.messages());
        assertEquals(count + 1, calls.batches.stream().mapToInt(List::size).sum(), "each message extracted once");
    }

    @Test
    void largeItemsCloseABatchEarly() throws Exception {
        // 1.1 MB of prose a message: four of them fill a batch's 4 MiB of raw mail
        String line = "The link trains at gen3 but drops to gen1 after resume, the log shows it.\n";
        String body = line.repeat(1_100_000 / line.length());
        List<String> want = new ArrayList<>();
        MailSource source = new Scripted("big", sink -> {
            for (int i = 0; i < 10; i++) {
                sink.accept(new RawItem("big" + i, Format.RFC5322,
                        IngestPipelineTest.message("big" + i + "@x", "big report " + i, null, body), null));
                want.add("msg big" + i + "@x");
            }
        }, false);
        Calls calls = new Calls();
        RecordingSink sink = new RecordingSink();
        pipeline(calls).run(List.of(source), sink, ProgressListener.NONE);
        assertEquals(want, sink.events);
        assertTrue(calls.largest() <= 4, "a batch of at most 4 MiB: " + calls.batches);
    }
}
