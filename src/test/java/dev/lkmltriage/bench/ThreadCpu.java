package dev.lkmltriage.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * CPU seconds per thread group (name without its number) while a profile runs: sampled every 50 ms, since the
 * pipeline's threads end with each run and a dead thread's CPU time can no longer be asked for. Set beside the wall
 * time, it says which thread kept a core busy all along (the bottleneck) and which waited.
 */
final class ThreadCpu {
    private final ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    private final Map<Long, Long> start = new HashMap<>();
    private final Map<Long, Long> last = new HashMap<>();
    private final Map<Long, String> names = new HashMap<>();
    private final Thread sampler;
    private volatile boolean running = true;

    private ThreadCpu() {
        for (long id : mx.getAllThreadIds()) {
            long t = mx.getThreadCpuTime(id);
            if (t >= 0) {
                start.put(id, t);
            }
        }
        sampler = new Thread(() -> {
            while (running) {
                sample();
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "thread-cpu-sampler");
        sampler.setDaemon(true);
        sampler.start();
    }

    static ThreadCpu start() {
        return new ThreadCpu();
    }

    private synchronized void sample() {
        for (ThreadInfo info : mx.getThreadInfo(mx.getAllThreadIds())) {
            if (info == null) {
                continue;
            }
            long t = mx.getThreadCpuTime(info.getThreadId());
            if (t >= 0) {
                last.put(info.getThreadId(), t);
                names.put(info.getThreadId(), info.getThreadName());
            }
        }
    }

    /** Stops sampling; "group seconds" pairs, largest first. */
    String stop() {
        running = false;
        sample();
        Map<String, Double> byGroup = new TreeMap<>();
        synchronized (this) {
            for (Map.Entry<Long, Long> e : last.entrySet()) {
                String group = names.get(e.getKey()).replaceAll("[-#]?\\d+$", "");
                double s = (e.getValue() - start.getOrDefault(e.getKey(), 0L)) / 1e9;
                byGroup.merge(group, s, Double::sum);
            }
        }
        return byGroup.entrySet().stream().filter(e -> e.getValue() >= 0.05)
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .map(e -> String.format(Locale.ROOT, "%s %.1f", e.getKey(), e.getValue()))
                .collect(Collectors.joining(", "));
    }
}
