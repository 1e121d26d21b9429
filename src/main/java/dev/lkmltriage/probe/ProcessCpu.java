package dev.lkmltriage.probe;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** This process's user and system CPU time, from /proc/self/stat, falling back to the JVM's total. */
final class ProcessCpu {
    /** Linux's USER_HZ, the unit of utime/stime in /proc, is 100 on every mainstream architecture. */
    private static final double TICK_NANOS = 1e7;

    record Sample(long wallNanos, long userNanos, long systemNanos) {
    }

    private ProcessCpu() {
    }

    static Sample now() {
        long wall = System.nanoTime();
        try {
            String s = new String(Files.readAllBytes(Path.of("/proc/self/stat")), StandardCharsets.US_ASCII);
            String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ", 16);
            return new Sample(wall, (long) (Long.parseLong(f[11]) * TICK_NANOS),
                    (long) (Long.parseLong(f[12]) * TICK_NANOS));
        } catch (Exception e) {
            java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
            long total = os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
            return new Sample(wall, Math.max(0, total), 0);
        }
    }

    /** {total, user, system} percent between two samples. */
    static double[] percent(Sample a, Sample b) {
        double wall = Math.max(1, b.wallNanos() - a.wallNanos());
        double user = 100.0 * Math.max(0, b.userNanos() - a.userNanos()) / wall;
        double sys = 100.0 * Math.max(0, b.systemNanos() - a.systemNanos()) / wall;
        return new double[] {user + sys, user, sys};
    }
}
