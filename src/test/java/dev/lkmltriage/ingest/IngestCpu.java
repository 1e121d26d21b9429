package dev.lkmltriage.ingest;

import dev.lkmltriage.source.Sources;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;

/**
 * A tuning tool, not a test: the whole ingest (reader, parse workers, threading, de-duplication; no store) of a
 * source into a {@link MemorySink}, round after round in one JVM, timed in CPU seconds of the whole process (every
 * thread, the collector's too). Uses only the pipeline's public API, so an older build's classes can be put first on
 * the class path to compare two builds in fresh JVMs.
 *
 * <p>Run: {@code java -cp CLASSES:$CP dev.lkmltriage.ingest.IngestCpu SOURCE WARMUP ROUNDS}
 */
public final class IngestCpu {
    private IngestCpu() {
    }

    public static void main(String[] args) throws Exception {
        String source = args[0];
        int warmup = Integer.parseInt(args[1]);
        int rounds = Integer.parseInt(args[2]);
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        IngestPipeline pipeline = IngestPipeline.standard();
        double[] secs = new double[rounds];
        long messages = 0;
        for (int r = 0; r < warmup + rounds; r++) {
            long t0 = os.getProcessCpuTime();
            IngestSummary s = pipeline.run(Sources.open(source), new MemorySink(report -> { }),
                    ProgressListener.NONE);
            double t = (os.getProcessCpuTime() - t0) / 1e9;
            messages = s.messages();
            if (r >= warmup) {
                secs[r - warmup] = t;
            }
        }
        Arrays.sort(secs);
        System.out.printf(Locale.ROOT, "ingest %d messages: median %.3f s process CPU (spread %.3f-%.3f)%n", messages,
                secs[rounds / 2], secs[0], secs[rounds - 1]);
    }
}
