package dev.lkmltriage.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.Format;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The sink sees items, unreadable notes and checkpoints in the source's order, each report with the facts {@code
 * extract} gives its message alone, and a slow source's item is not held back: the guard for handing the workers
 * batches of items (session 27 built it, commit f04b9ea, and reverted it; docs/performance.md).
 */
class IngestBatchesTest {
    private final FactExtractor extractor = new FactExtractor(ExtractSettings.defaults());
    private final IngestPipeline pipeline = new IngestPipeline(new MailParser(), extractor, 2);

    /** Records what reaches the sink, in order, and checks each report's facts against extract alone. */
    private final class Recorder extends RecordingSink {
        final List<Runnable> onAccept = new ArrayList<>();
        int factsDiffer;

        @Override
        void accepted(Report report) {
            factsDiffer += extractor.extract(report.mail()).equals(report.facts()) ? 0 : 1;
            onAccept.forEach(Runnable::run);
        }
    }

    private static byte[] item(int i) {
        String body = switch (i % 4) {
            case 0 -> "Since 5." + (i % 9) + " the igb port drops packets; 4.19 was fine.\n";
            case 1 -> "> quoted " + i + "\nThanks, applied.\n";
            case 2 -> "Tested with iperf3: " + (100 + i) + " Mbits/sec on 5.4." + i + ".\n";
            default -> "lspci shows 8086:15b8 and the e1000e driver, issue " + i + ".\n";
        };
        return IngestPipelineTest.message("m" + i + "@x", "report " + i, i % 5 == 0 || i == 0 ? null : "m0@x", body);
    }

    @Test
    void itemsNotesAndCheckpointsKeepTheirOrder() throws Exception {
        List<String> want = new ArrayList<>();
        MailSource source = new MailSource() {
            @Override
            public String describe() {
                return "list";
            }

            @Override
            public long estimate() {
                return 300;
            }

            @Override
            public void read(Checkpoints from, ItemSink sink) {
                for (int i = 0; i < 300; i++) {
                    if (i % 97 == 13) {
                        // garbage: the parser finds no mail in it, which is recorded in its place
                        sink.accept(new RawItem("junk" + i, Format.RFC5322, new byte[] {0, 1, (byte) 0xff, 7}, null));
                        want.add("bad junk" + i);
                    }
                    sink.accept(new RawItem("item" + i, Format.RFC5322, item(i), null));
                    want.add("msg m" + i + "@x");
                    if (i == 100) {
                        sink.unreadable("broken-file", "unreadable");
                        want.add("bad broken-file");
                    }
                    if (i == 200) {
                        sink.checkpoint("list", "at200");
                        want.add("cp at200");
                    }
                }
            }
        };
        Recorder sink = new Recorder();
        IngestSummary s = pipeline.run(List.of(source), sink, ProgressListener.NONE);
        assertEquals(want, sink.events);
        assertEquals(300, s.messages());
        assertEquals(4, s.unreadable(), s.reasons().toString());
        assertEquals(0, sink.factsDiffer, "each message's facts as extract gives them alone");
    }

    @Test
    void aSlowSourcesItemIsNotHeldBackForABatch() throws Exception {
        CountDownLatch firstStored = new CountDownLatch(1);
        MailSource source = new MailSource() {
            @Override
            public String describe() {
                return "slow";
            }

            @Override
            public long estimate() {
                return 2;
            }

            @Override
            public void read(Checkpoints from, ItemSink sink) throws IOException {
                sink.accept(new RawItem("first", Format.RFC5322, item(1), null));
                try {
                    // the next item comes only once the first is stored, as from a source waiting for new mail
                    if (!firstStored.await(60, TimeUnit.SECONDS)) {
                        throw new IOException("the first item was held back");
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException(e);
                }
                sink.accept(new RawItem("second", Format.RFC5322, item(2), null));
            }
        };
        Recorder sink = new Recorder();
        sink.onAccept.add(firstStored::countDown);
        IngestSummary s = pipeline.run(List.of(source), sink, ProgressListener.NONE);
        assertEquals(List.of("msg m1@x", "msg m2@x"), sink.events);
        assertEquals(0, s.unreadable(), s.reasons().toString());
        assertTrue(s.messages() == 2);
    }
}
