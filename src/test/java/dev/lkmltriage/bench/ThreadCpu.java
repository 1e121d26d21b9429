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
 * time, it says which thread kept a core busy all along (the bottleneck) and which waited. With
 * {@code -Dthreadcpu.timeline=true} it also prints, per second of wall time, the cores each group kept busy (CPU
 * seconds per second), so a serial stretch (one group alone, the others idle) shows where it falls.
 */
final class ThreadCpu {
    private final ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    private final Map<Long, Long> start = new HashMap<>();
    private final Map<Long, Long> last = new HashMap<>();
    private final Map<Long, String> names = new HashMap<>();
    private final Thread sampler;
    private volatile boolean running = true;
    private final boolean timeline = Boolean.getBoolean("threadcpu.timeline");
    private final long t0 = System.nanoTime();
    private final java.util.List<Map<String, Double>> seconds = new java.util.ArrayList<>();

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
            if (t >= 0 && timeline) {
                long before = last.getOrDefault(info.getThreadId(), start.getOrDefault(info.getThreadId(), 0L));
                int second = (int) ((System.nanoTime() - t0) / 1_000_000_000L);
                while (seconds.size() <= second) {
                    seconds.add(new TreeMap<>());
                }
                seconds.get(second).merge(group(info.getThreadName()), (t - before) / 1e9, Double::sum);
            }
            if (t >= 0) {
                last.put(info.getThreadId(), t);
                names.put(info.getThreadId(), info.getThreadName());
            }
        }
    }

    /** Stops sampling; "group seconds" pairs, largest first. */
    String stop() {
        return format(stopByGroup());
    }

    /** Stops sampling; CPU seconds by thread group. */
    Map<String, Double> stopByGroup() {
        running = false;
        sample();
        Map<String, Double> byGroup = new TreeMap<>();
        synchronized (this) {
            for (Map.Entry<Long, Long> e : last.entrySet()) {
                String group = group(names.get(e.getKey()));
                double s = (e.getValue() - start.getOrDefault(e.getKey(), 0L)) / 1e9;
                byGroup.merge(group, s, Double::sum);
            }
        }
        if (timeline) {
            synchronized (this) {
                for (int i = 0; i < seconds.size(); i++) {
                    System.out.printf(Locale.ROOT, "second %d: %s%n", i, seconds.get(i).entrySet().stream()
                            .filter(e -> e.getValue() >= 0.02)
                            .map(e -> String.format(Locale.ROOT, "%s %.2f", e.getKey(), e.getValue()))
                            .collect(Collectors.joining(", ")));
                }
            }
        }
        return byGroup;
    }

    static String format(Map<String, Double> byGroup) {
        return byGroup.entrySet().stream().filter(e -> e.getValue() >= 0.05)
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .map(e -> String.format(Locale.ROOT, "%s %.1f", e.getKey(), e.getValue()))
                .collect(Collectors.joining(", "));
    }

    private static String group(String threadName) {
        return threadName.replaceAll("[-#]?\\d+$", "");
    }
}
