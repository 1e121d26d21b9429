package dev.lkmltriage.web;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The threads searches run on: as many as the machine has cores (or {@code triage.search.threads}), taking
 * requests first come, first served from a bounded queue.
 *
 * <p>Why not the worker pool: a search is all CPU, so twenty searches on twenty workers share two cores and every
 * one of them takes about ten times its own CPU, the heavy ones (a word in 80k messages) far longer than that; in
 * a queue each waits for the ones before it and then runs alone, so the slow tail is the queue, not the sharing.
 * A full queue refuses at once ({@link Busy}) rather than letting waits grow without bound.
 */
@Singleton
public class SearchPool {
    @ConfigProperty(name = "triage.search.threads", defaultValue = "0")
    int threads;

    @ConfigProperty(name = "triage.search.queue", defaultValue = "1000")
    int queue;

    private ThreadPoolExecutor executor;

    /** A search that does not fit in the queue. */
    public static final class Busy extends RuntimeException {
        Busy(int queued) {
            super("the service is busy: " + queued + " searches are waiting; retry in a moment");
        }
    }

    /** Work that may fail; its exception reaches the caller as it was thrown. */
    @FunctionalInterface
    public interface Work<T> {
        T run() throws Exception;
    }

    @PostConstruct
    void start() {
        int n = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
        AtomicInteger seq = new AtomicInteger();
        executor = new ThreadPoolExecutor(n, n, 60, TimeUnit.SECONDS, new ArrayBlockingQueue<>(Math.max(1, queue)),
                r -> {
                    Thread t = new Thread(r, "search-" + seq.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
    }

    @PreDestroy
    void stop() {
        executor.shutdownNow();
    }

    /** How many threads run searches. */
    public int threads() {
        return executor.getMaximumPoolSize();
    }

    /** Runs {@code work} on a search thread; a full queue fails the stage with {@link Busy}. */
    public <T> CompletionStage<T> submit(Work<T> work) {
        CompletableFuture<T> out = new CompletableFuture<>();
        try {
            executor.execute(() -> {
                try {
                    out.complete(work.run());
                } catch (Throwable t) { // unwrapped, so the exception mappers see what was thrown
                    out.completeExceptionally(t);
                }
            });
        } catch (RejectedExecutionException full) {
            out.completeExceptionally(new Busy(executor.getQueue().size()));
        }
        return out;
    }
}
