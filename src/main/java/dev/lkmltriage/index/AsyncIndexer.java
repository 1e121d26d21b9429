package dev.lkmltriage.index;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.Term;

/**
 * Adds documents to the writer on one background thread, in the order given, so that the thread deciding what to
 * store (de-duplication, threading, clustering) does not also tokenize every message: inverting the text fields was
 * the larger part of an ingest's single-threaded cost. {@link #drain()} waits for everything added so far; the store
 * calls it before it commits, refreshes or looks a document up, so none of those sees less than was accepted. At
 * most {@value #BUDGET_KIB} KiB of pending messages are held. A failure is rethrown by the next call.
 */
final class AsyncIndexer implements AutoCloseable {
    private static final int BUDGET_KIB = 64 * 1024;

    private final IndexWriter writer;
    private final ExecutorService thread;
    private final Semaphore budget = new Semaphore(BUDGET_KIB);
    private final Object lock = new Object();
    private long submitted;
    private long done;
    private volatile Throwable failure;

    AsyncIndexer(IndexWriter writer) {
        this.writer = writer;
        this.thread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "triage-index");
            t.setDaemon(true);
            return t;
        });
    }

    /** Queues a document (built on the indexing thread); {@code kib} is roughly its size, for the memory bound. */
    void add(Supplier<Document> document, int kib) throws IOException {
        submit(null, document, kib);
    }

    /**
     * Queues a replacement of the document(s) with {@code key}, after everything queued before it: a message added
     * and then re-threaded before the indexing thread reached it must not be replaced before it was added.
     */
    void update(Term key, Supplier<Document> document, int kib) throws IOException {
        submit(key, document, kib);
    }

    private void submit(Term key, Supplier<Document> document, int kib) throws IOException {
        rethrow();
        int permits = Math.max(1, Math.min(kib, BUDGET_KIB));
        try {
            budget.acquire(permits);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting to index");
        }
        synchronized (lock) {
            submitted++;
        }
        thread.execute(() -> {
            try {
                if (failure == null && key == null) {
                    writer.addDocument(document.get());
                } else if (failure == null) {
                    writer.updateDocument(key, document.get());
                }
            } catch (Throwable t) {
                if (failure == null) {
                    failure = t;
                }
            } finally {
                budget.release(permits);
                synchronized (lock) {
                    done++;
                    lock.notifyAll();
                }
            }
        });
    }

    /** Waits until every document added before this call is in the writer. */
    void drain() throws IOException {
        synchronized (lock) {
            long target = submitted;
            while (done < target) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("interrupted while waiting for the index");
                }
            }
        }
        rethrow();
    }

    private void rethrow() throws IOException {
        Throwable t = failure;
        if (t instanceof IOException e) {
            throw new IOException("indexing a message failed: " + e.getMessage(), e);
        } else if (t instanceof RuntimeException | t instanceof Error) {
            throw new IOException("indexing a message failed: " + t, t);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            drain();
        } finally {
            thread.shutdown();
        }
    }
}
