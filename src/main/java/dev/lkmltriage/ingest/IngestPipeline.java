package dev.lkmltriage.ingest;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.mail.Problem;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Reads sources into a sink. One reader thread walks the sources, parse workers (one per core) decode and extract in
 * parallel, and the calling thread takes their results in source order to thread, de-duplicate and store them, so
 * the sink sees items, checkpoints and failures exactly in the order the sources gave them. Memory is bounded:
 * at most {@value #QUEUE} items (or {@code 4 * workers * FactExtractor.BATCH} on more than two workers) and
 * {@value #BUDGET_MIB} MiB of raw mail are between the reader and the sink, a batch being gathered included.
 *
 * <p>The reader hands the workers batches of consecutive items, up to {@link FactExtractor#BATCH} items or
 * {@value #BATCH_KIB} KiB of raw mail, and each worker extracts a batch's messages stage by stage ({@link
 * FactExtractor#extractAll}: the same facts, less CPU). A batch goes to the pool when it is full, when a worker is
 * idle (so a slow source's items are not held back), when the next item's budget or place is not to be had, before a
 * checkpoint or an unreadable note (which keep their place in the order), and at each source's end.
 */
public final class IngestPipeline {
    private static final int QUEUE = 512;
    private static final int BUDGET_MIB = 256;
    private static final int BATCH_KIB = 4096;

    private final ItemParser parser;
    private final int workers;
    /** Items between the reader and the sink at most. */
    private final int items;

    public IngestPipeline(MailParser parser, FactExtractor extractor) {
        this(parser, extractor, Math.max(1, Runtime.getRuntime().availableProcessors()));
    }

    public IngestPipeline(MailParser parser, FactExtractor extractor, int workers) {
        this(new ItemParser(parser, extractor), workers);
    }

    IngestPipeline(ItemParser parser, int workers) {
        this.parser = parser;
        this.workers = workers;
        this.items = Math.max(QUEUE, 4 * workers * FactExtractor.BATCH);
    }

    /** The pipeline with the standard parser and extractors (reference data from {@link ExtractSettings#defaults()}). */
    public static IngestPipeline standard() {
        return new IngestPipeline(new MailParser(), new FactExtractor(ExtractSettings.defaults()));
    }

    public IngestSummary run(List<MailSource> sources, ReportSink sink, ProgressListener progress)
            throws IOException {
        long estimate = estimate(sources);
        BlockingQueue<Future<? extends Parsed>> queue = new ArrayBlockingQueue<>(QUEUE);
        Bounds bounds = new Bounds(new Semaphore(BUDGET_MIB * 1024), new Semaphore(items));
        ExecutorService pool = Executors.newFixedThreadPool(workers, daemon("triage-parse"));
        Thread reader = new Thread(() -> readAll(sources, sink, queue, bounds, pool), "triage-read");
        reader.setDaemon(true);
        Tally tally = new Tally();
        ThreadAssigner threads = new ThreadAssigner(sink.threads());
        reader.start();
        try {
            long lastProgress = 0;
            String current = sources.isEmpty() ? "" : sources.get(0).describe();
            while (true) {
                Parsed step = take(queue);
                if (step instanceof Parsed.End) {
                    break;
                } else if (step instanceof Parsed.Batch b) {
                    for (Parsed.Messages m : b.items()) {
                        bounds.release(m.item());
                        tally.read++;
                        store(m, sink, threads, tally);
                    }
                } else if (step instanceof Parsed.Unreadable u) {
                    tally.unreadable(u.origin(), u.reason());
                    sink.unreadable(u.origin(), u.reason());
                } else if (step instanceof Parsed.Checkpoint c) {
                    sink.checkpoint(c.key(), c.value());
                } else if (step instanceof Parsed.SourceDone d) {
                    if (d.error() != null) {
                        tally.unreadable(d.source(), d.error());
                        sink.unreadable(d.source(), d.error());
                    }
                    current = d.source();
                }
                long now = System.nanoTime();
                if (now - lastProgress > 250_000_000L) {
                    lastProgress = now;
                    progress.progress(current, tally.read, estimate);
                }
            }
            sink.flush();
            progress.progress(current, tally.read, estimate);
        } finally {
            reader.interrupt();
            pool.shutdownNow();
        }
        return tally.summary();
    }

    private void store(Parsed.Messages m, ReportSink sink, ThreadAssigner threads, Tally tally) throws IOException {
        if (m.failure() != null) {
            tally.unreadable(m.item().origin(), m.failure());
            sink.unreadable(m.item().origin(), m.failure());
            return;
        }
        if (m.mails().isEmpty()) {
            tally.unreadable(m.item().origin(), "no message found in it");
            sink.unreadable(m.item().origin(), "no message found in it");
            return;
        }
        for (int i = 0; i < m.mails().size(); i++) {
            Mail mail = m.mails().get(i);
            Problem notMail = notMail(mail);
            if (notMail != null) {
                tally.unreadable(m.item().origin(), notMail.toString());
                sink.unreadable(m.item().origin(), notMail.toString());
                continue;
            }
            tally.messages++;
            mail.problems().forEach(p -> tally.problems.merge(p.code(), 1L, Long::sum));
            Report report = new Report(mail, threads.assign(mail), m.facts().get(i), m.item().origin());
            switch (sink.accept(report, m.item().bytes(), m.item().format())) {
                case NEW -> tally.added++;
                case DUPLICATE -> tally.duplicates++;
                case VARIANT -> {
                    tally.added++;
                    tally.variants++;
                }
            }
        }
    }

    private static Problem notMail(Mail mail) {
        return mail.problems().stream().filter(p -> p.code().equals("not-mail")).findFirst().orElse(null);
    }

    /** What the reader holds for an item until the sink takes it: its raw size's share of the budget and a place. */
    private record Bounds(Semaphore budget, Semaphore places) {
        void release(RawItem item) {
            budget.release(kib(item));
            places.release();
        }
    }

    private void readAll(List<MailSource> sources, ReportSink sink, BlockingQueue<Future<? extends Parsed>> queue,
                         Bounds bounds, ExecutorService pool) {
        AtomicInteger busy = new AtomicInteger();
        try {
            for (MailSource source : sources) {
                String error = null;
                QueueingSink items = new QueueingSink(queue, bounds, pool, busy);
                try {
                    source.read(sink.checkpoints(), items);
                } catch (InterruptedIOException e) {
                    return;
                } catch (IOException | RuntimeException e) {
                    error = "reading stopped: " + e.getMessage();
                }
                if (Thread.currentThread().isInterrupted()) {
                    return;
                }
                // the items read before the source ended (or failed) keep their place before its end
                items.flush();
                put(queue, CompletableFuture.completedFuture(new Parsed.SourceDone(source.describe(), error)));
            }
            put(queue, CompletableFuture.completedFuture(new Parsed.End()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Hands the reader's items to the parse pool in batches, and the batches' futures to the ordered queue. The items
     * of the batch being gathered already hold their budget and places; when the next item's are not to be had, the
     * batch goes first (only the sink, taking handed-on items, gives any back, so the reader never waits on itself).
     */
    private final class QueueingSink implements ItemSink {
        private final BlockingQueue<Future<? extends Parsed>> queue;
        private final Bounds bounds;
        private final ExecutorService pool;
        /** Batches handed to the pool and not yet parsed, over all sources. */
        private final AtomicInteger busy;
        private List<RawItem> batch = new ArrayList<>();
        private long batchKib;

        QueueingSink(BlockingQueue<Future<? extends Parsed>> queue, Bounds bounds, ExecutorService pool,
                     AtomicInteger busy) {
            this.queue = queue;
            this.bounds = bounds;
            this.pool = pool;
            this.busy = busy;
        }

        @Override
        public void accept(RawItem item) {
            try {
                int kib = kib(item);
                if (!bounds.places().tryAcquire()) {
                    flush();
                    bounds.places().acquire();
                }
                if (!bounds.budget().tryAcquire(kib)) {
                    flush();
                    bounds.budget().acquire(kib);
                }
                batch.add(item);
                batchKib += kib;
                if (batch.size() >= FactExtractor.BATCH || batchKib >= BATCH_KIB || busy.get() < workers) {
                    flush();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("ingest interrupted", e);
            }
        }

        @Override
        public void unreadable(String origin, String reason) {
            putDone(new Parsed.Unreadable(origin, reason));
        }

        @Override
        public void checkpoint(String key, String value) {
            putDone(new Parsed.Checkpoint(key, value));
        }

        /** Hands the gathered batch on, if any. */
        void flush() throws InterruptedException {
            if (batch.isEmpty()) {
                return;
            }
            List<RawItem> items = batch;
            batch = new ArrayList<>();
            batchKib = 0;
            busy.incrementAndGet();
            put(queue, pool.submit(() -> {
                try {
                    return new Parsed.Batch(parser.parseAll(items));
                } finally {
                    busy.decrementAndGet();
                }
            }));
        }

        private void putDone(Parsed step) {
            try {
                flush();
                put(queue, CompletableFuture.completedFuture(step));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("ingest interrupted", e);
            }
        }
    }

    private static int kib(RawItem item) {
        return Math.min(item.bytes().length / 1024 + 1, BUDGET_MIB * 1024);
    }

    private static void put(BlockingQueue<Future<? extends Parsed>> queue, Future<? extends Parsed> f)
            throws InterruptedException {
        queue.put(f);
    }

    private static Parsed take(BlockingQueue<Future<? extends Parsed>> queue) throws IOException {
        try {
            return queue.take().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("ingest interrupted");
        } catch (ExecutionException e) {
            throw new IOException("parse worker failed", e.getCause());
        }
    }

    private static long estimate(List<MailSource> sources) {
        long total = 0;
        for (MailSource s : sources) {
            long e = s.estimate();
            if (e < 0) {
                return -1;
            }
            total += e;
        }
        return total;
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }
}
