package dev.lkmltriage.bench;

import dev.lkmltriage.cli.TriageCommand;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.IdDatabase;
import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.IngestSummary;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.Sources;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A tuning tool, not a test: what a short {@code triage ingest} spends before, during and after its messages, in
 * the order the command does it (the command line's model, opening the sources, the store, the extractors, the
 * id tables, the messages, the close). Each phase prints wall milliseconds and the process CPU it took (JIT and
 * collector threads included, as a user pays them). Run it in a fresh JVM with the launcher's batch options, on the
 * packaged application's class path so that class loading costs what it costs there:
 * {@code java -Xmx4g -XX:TieredStopAtLevel=1 -XX:+UseParallelGC
 * -cp target/test-classes:target/quarkus-app/app/*:target/quarkus-app/lib/main/*
 * dev.lkmltriage.bench.StartupProfile SOURCE DATA_DIR}.
 */
public final class StartupProfile {
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static long wall0;
    private static long cpu0;

    private StartupProfile() {
    }

    public static void main(String[] args) throws Exception {
        long uptime = ManagementFactory.getRuntimeMXBean().getUptime();
        System.out.printf(Locale.ROOT, "%-28s %7d ms wall %7.0f ms CPU%n", "JVM start to main", uptime,
                OS.getProcessCpuTime() / 1e6);
        mark();
        TriageCommand.commandLine("ingest", args[0]); // as Main builds it for an ingest
        phase("command line model");
        List<MailSource> sources = Sources.open(args[0]);
        phase("open sources");
        try (MailStore store = MailStore.open(Path.of(args[1]))) {
            phase("open store");
            IngestPipeline pipeline = IngestPipeline.standard();
            phase("extractors");
            IdDatabase.open(ExtractSettings.defaults()).vendorName("pci", 0x8086);
            phase("pci.ids and usb.ids");
            IngestSummary s = pipeline.run(sources, store, ProgressListener.NONE);
            phase("ingest " + s.messages() + " messages");
            store.compactAfterBulk(s.added());
        }
        phase("compact and close");
    }

    private static void mark() {
        wall0 = System.nanoTime();
        cpu0 = OS.getProcessCpuTime();
    }

    private static void phase(String name) {
        System.out.printf(Locale.ROOT, "%-28s %7.0f ms wall %7.0f ms CPU%n", name, (System.nanoTime() - wall0) / 1e6,
                (OS.getProcessCpuTime() - cpu0) / 1e6);
        mark();
    }
}
