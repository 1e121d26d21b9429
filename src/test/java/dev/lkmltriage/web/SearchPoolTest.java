package dev.lkmltriage.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The search threads: first come, first served, a full queue refuses at once, failures arrive unwrapped. */
class SearchPoolTest {
    private static SearchPool pool(int threads, int queue) {
        SearchPool p = new SearchPool();
        p.threads = threads;
        p.queue = queue;
        p.start();
        return p;
    }

    @Test
    void oneThreadPerCoreByDefaultAndNamedForProfiles() throws Exception {
        SearchPool p = pool(0, 10);
        try {
            assertEquals(Runtime.getRuntime().availableProcessors(), p.threads());
            String name = p.submit(() -> Thread.currentThread().getName()).toCompletableFuture().get(5,
                    TimeUnit.SECONDS);
            assertTrue(name.startsWith("search-"), name);
        } finally {
            p.stop();
        }
    }

    @Test
    void queuedWorkRunsInArrivalOrderAndAFullQueueRefusesAtOnce() throws Exception {
        SearchPool p = pool(1, 3);
        try {
            CountDownLatch hold = new CountDownLatch(1);
            List<Integer> order = new CopyOnWriteArrayList<>();
            CompletableFuture<Boolean> first = p.submit(() -> hold.await(10, TimeUnit.SECONDS)).toCompletableFuture();
            CompletableFuture<?>[] queued = new CompletableFuture<?>[3];
            for (int i = 0; i < 3; i++) {
                int n = i;
                queued[i] = p.submit(() -> order.add(n)).toCompletableFuture();
            }
            CompletableFuture<String> refused = p.submit(() -> "never").toCompletableFuture();
            ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> refused.get(1, TimeUnit.SECONDS));
            assertInstanceOf(SearchPool.Busy.class, e.getCause());
            assertTrue(e.getCause().getMessage().contains("retry"), e.getCause().getMessage());
            hold.countDown();
            first.get(5, TimeUnit.SECONDS);
            CompletableFuture.allOf(queued).get(5, TimeUnit.SECONDS);
            assertEquals(List.of(0, 1, 2), order);
        } finally {
            p.stop();
        }
    }

    @Test
    void aFailureReachesTheCallerAsThrown() throws Exception {
        SearchPool p = pool(2, 10);
        try {
            IOException boom = new IOException("disk gone");
            ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> p.submit(() -> {
                        throw boom;
                    }).toCompletableFuture().get(5, TimeUnit.SECONDS));
            assertSame(boom, e.getCause());
        } finally {
            p.stop();
        }
    }
}
