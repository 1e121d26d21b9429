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
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;

/**
 * Reads sources into a sink. One reader thread walks the sources, parse workers (one per core) decode and extract in
 * parallel, and the calling thread takes their results in source order to thread, de-duplicate and store them, so
 * the sink sees items, checkpoints and failures exactly in the order the sources gave them. Memory is bounded: the
 * queue holds at most {@value #QUEUE} items and {@value #BUDGET_MIB} MiB of raw mail.
 */
public final class IngestPipeline {
    private static final int QUEUE = 512;
    private static final int BUDGET_MIB = 256;

    private final ItemParser parser;
    private final int workers;

    public IngestPipeline(MailParser parser, FactExtractor extractor) {
        this(parser, extractor, Math.max(1, Runtime.getRuntime().availableProcessors()));
    }

    public IngestPipeline(MailParser parser, FactExtractor extractor, int workers) {
        this.parser = new ItemParser(parser, extractor);
        this.workers = workers;
    }

    /** The pipeline with the standard parser and extractors (reference data from {@link ExtractSettings#defaults()}). */
    public static IngestPipeline standard() {
        return new IngestPipeline(new MailParser(), new FactExtractor(ExtractSettings.defaults()));
    }

    public IngestSummary run(List<MailSource> sources, ReportSink sink, ProgressListener progress)
            throws IOException {
        long estimate = estimate(sources);
        BlockingQueue<Future<? extends Parsed>> queue = new ArrayBlockingQueue<>(QUEUE);
        Semaphore budget = new Semaphore(BUDGET_MIB * 1024);
        ExecutorService pool = Executors.newFixedThreadPool(workers, daemon("triage-parse"));
        Thread reader = new Thread(() -> readAll(sources, sink, queue, budget, pool), "triage-read");
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
                } else if (step instanceof Parsed.Messages m) {
                    budget.release(kib(m.item()));
                    tally.read++;
                    store(m, sink, threads, tally);
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

    private void readAll(List<MailSource> sources, ReportSink sink, BlockingQueue<Future<? extends Parsed>> queue,
                         Semaphore budget, ExecutorService pool) {
        try {
            for (MailSource source : sources) {
                String error = null;
                try {
                    source.read(sink.checkpoints(), new QueueingSink(queue, budget, pool));
                } catch (InterruptedIOException e) {
                    return;
                } catch (IOException | RuntimeException e) {
                    error = "reading stopped: " + e.getMessage();
                }
                put(queue, CompletableFuture.completedFuture(new Parsed.SourceDone(source.describe(), error)));
            }
            put(queue, CompletableFuture.completedFuture(new Parsed.End()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Hands the reader's items to the parse pool and their futures to the ordered queue. */
    private final class QueueingSink implements ItemSink {
        private final BlockingQueue<Future<? extends Parsed>> queue;
        private final Semaphore budget;
        private final ExecutorService pool;

        QueueingSink(BlockingQueue<Future<? extends Parsed>> queue, Semaphore budget, ExecutorService pool) {
            this.queue = queue;
            this.budget = budget;
            this.pool = pool;
        }

        @Override
        public void accept(RawItem item) {
            try {
                budget.acquire(Math.min(kib(item), BUDGET_MIB * 1024));
                put(queue, pool.submit(() -> parser.parse(item)));
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

        private void putDone(Parsed step) {
            try {
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
