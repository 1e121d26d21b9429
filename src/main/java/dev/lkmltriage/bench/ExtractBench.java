package dev.lkmltriage.bench;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.ExtractStages;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import dev.lkmltriage.source.Sources;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Extraction speed against issue 3's target, 20 MB of decoded message text per CPU-second of one core. Each input's
 * messages are read and parsed first (not timed); then every round times, in CPU time of this thread (the machine is
 * shared: a wall clock measures the neighbours), five passes over the same messages in an order that rotates from
 * round to round: the extraction as the ingest runs it (the batch order: {@link FactExtractor#extractAll} over the
 * messages of each {@link FactExtractor#BATCH} items, as {@code ingest.ItemParser} calls it for a batch the reader
 * hands a parse worker), the MIME parse ({@link MailParser}, as the ingest calls it), two trivial peers over the
 * decoded text, a case-blind regex scan for a word and a lowercase copy searched with {@code indexOf}, and the
 * extraction message by message ({@link FactExtractor#extract}, the ingest's order before session 38); with
 * {@code --stages}, afterwards, each stage alone. Untimed rounds come first, until the JIT has settled. Printed:
 * MB/s median and quartiles of each pass, msg/s, each round's ratio of extraction to each other pass (median and
 * quartiles: neighbours slow every pass of a round alike, which the rates of separate runs do not share), and
 * whether the median extraction rate meets the target.
 */
public final class ExtractBench {
    /** Issue 3: extraction is never the bottleneck at this many MB of message text per CPU-second of one core. */
    public static final double TARGET_MB_PER_SECOND = 20;

    /** The most warm-up rounds run waiting for the JIT to settle. */
    static final int MAX_WARMUP = 40;

    /** A round is quiet when the compiler threads spent under this share of its CPU time. */
    static final double QUIET_JIT_SHARE = 0.05;

    /** Warm-up rounds of each stage alone with {@code --stages} (the main rounds compiled the same code already). */
    static final int STAGE_WARMUP = 2;

    /** The word the peers look for: common in reports, rare enough that finding it costs little. */
    static final String PEER_WORD = "regress";

    private static final Pattern PEER_REGEX = Pattern.compile("\\b" + PEER_WORD, Pattern.CASE_INSENSITIVE);
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();

    /** What the passes compute, kept so that the JIT cannot drop any of their work. */
    private static volatile long sink;

    /**
     * One input.
     *
     * @param name  how the report names it
     * @param path  anything {@link Sources#open(String)} reads: mbox, Maildir, public-inbox, a directory, a file, -
     */
    public record Input(String name, String path) {
    }

    /**
     * @param inputs the inputs, measured one after the other
     * @param count  at most this many messages (items) of each input, the first ones
     * @param rounds timed rounds (at least 1)
     * @param warmup untimed rounds before them, or -1: until the JIT has settled (at most {@value #MAX_WARMUP})
     * @param stages also time each extraction stage alone, after the rounds
     */
    public record Options(List<Input> inputs, int count, int rounds, int warmup, boolean stages) {
        public Options {
            inputs = List.copyOf(inputs);
            if (rounds < 1) {
                throw new IllegalArgumentException("rounds must be at least 1, not " + rounds);
            }
            if (count < 1) {
                throw new IllegalArgumentException("count must be at least 1, not " + count);
            }
        }
    }

    /** No message could be read from an input. */
    public static final class NoMessages extends IOException {
        NoMessages(String message) {
            super(message);
        }
    }

    /**
     * One input's figures. Rates are MB of decoded text (10^6 characters of {@link Mail#text()}) per CPU-second,
     * one per timed round; ratios are extraction's rate over the other pass's, one per round.
     */
    public record Result(String input, int messages, long rawBytes, long chars, int warmupRounds, boolean settled,
                         Timing extraction, Timing parse, Timing regexPeer, Timing lowercasePeer,
                         Timing overParse, Timing overRegex, Timing overLowercase, double collectorMsPerRound,
                         Map<String, Timing> stages, Timing oneByOne, Timing overOneByOne, double loadBefore,
                         double loadAfter) {
        /** Whether the median extraction rate meets {@link #TARGET_MB_PER_SECOND}. */
        public boolean met() {
            return extraction.median() >= TARGET_MB_PER_SECOND;
        }
    }

    private ExtractBench() {
    }

    /**
     * The standard inputs under {@code shared}: the synthetic corpus generated by {@code bench/gen_corpus.py} (seed
     * 1, {@code count} messages, into {@code work}) and the real archive {@code data/linux-pci-2019-2020.git}, each
     * when present.
     *
     * @throws IOException when neither is there, or the generator fails
     */
    public static List<Input> standardInputs(Path shared, int count, Path work, PrintStream out)
            throws IOException, InterruptedException {
        List<Input> inputs = new ArrayList<>();
        Path generator = shared.resolve("bench/gen_corpus.py");
        if (Files.isRegularFile(generator)) {
            Path synth = work.resolve("synthetic");
            out.println("generating " + count + " synthetic messages ...");
            Peers.run(List.of("python3", IngestBench.runnable(generator, work).toString(), "--count",
                    Integer.toString(count), "--seed", "1", "--out", synth.toString(), "--no-mbox"), Map.of());
            inputs.add(new Input("synthetic " + count + " (gen_corpus.py --seed 1)",
                    synth.resolve("Maildir").toString()));
        }
        Path archive = shared.resolve("data/linux-pci-2019-2020.git");
        if (Files.isDirectory(archive)) {
            inputs.add(new Input("linux-pci archive, first " + count, archive.toString()));
        }
        if (inputs.isEmpty()) {
            throw new IOException("no benchmark input under " + shared + " (need bench/gen_corpus.py or"
                    + " data/linux-pci-2019-2020.git); give --shared DIR or --source PATH");
        }
        return inputs;
    }

    /** Measures every input in turn and prints each one's figures; warnings (load) go to {@code err}. */
    public static List<Result> run(Options o, PrintStream out, PrintStream err) throws IOException {
        int cores = Runtime.getRuntime().availableProcessors();
        List<String> jvm = ManagementFactory.getRuntimeMXBean().getInputArguments();
        out.println("this JVM: " + cores + " cores, options: " + (jvm.isEmpty() ? "(none)" : String.join(" ", jvm)));
        out.println("MB = 10^6 characters of decoded message text; rates per CPU-second of the measuring thread");
        warnIfLoaded(cores, err);
        ExtractSettings settings = ExtractSettings.defaults();
        FactExtractor extractor = new FactExtractor(settings);
        List<Result> results = new ArrayList<>();
        for (Input input : o.inputs()) {
            out.printf(Locale.ROOT, "%n%s: reading and parsing (not timed) ...%n", input.name());
            List<RawItem> items = read(input, o.count());
            Result r = measure(input.name(), items, extractor, settings, o, out);
            report(r, out);
            results.add(r);
            warnIfLoaded(cores, err);
        }
        return results;
    }

    /** The first {@code count} items of an input; fails when it yields none. */
    static List<RawItem> read(Input input, int count) throws IOException {
        List<RawItem> items = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        final class Enough extends RuntimeException {
            Enough() {
                super(null, null, false, false);
            }
        }
        for (MailSource source : Sources.open(input.path())) {
            try {
                source.read(Checkpoints.NONE, new ItemSink() {
                    @Override
                    public void accept(RawItem item) {
                        items.add(item);
                        if (items.size() >= count) {
                            throw new Enough();
                        }
                    }

                    @Override
                    public void unreadable(String origin, String reason) {
                        unreadable.add(origin + ": " + reason);
                    }
                });
            } catch (Enough e) {
                break;
            }
        }
        if (items.isEmpty()) {
            throw new NoMessages("no message could be read from " + input.path()
                    + (unreadable.isEmpty() ? " (it holds no mail)" : " (" + unreadable.size() + " unreadable, the"
                    + " first " + unreadable.get(0) + ")"));
        }
        return items;
    }

    /** An item's messages, parsed as the ingest parses it (ingest.ItemParser); none when the parser fails. */
    static List<Mail> parse(MailParser parser, RawItem item) {
        try {
            return parser.parse(item.bytes(), item.format(), item.origin());
        } catch (RuntimeException | StackOverflowError e) {
            return List.of();
        }
    }

    /** One timed pass over the input; returns a checksum of what it computed. */
    @FunctionalInterface
    private interface Pass {
        long run();
    }

    static Result measure(String name, List<RawItem> items, FactExtractor extractor, ExtractSettings settings,
                          Options o, PrintStream out) throws NoMessages {
        MailParser parser = new MailParser();
        List<Mail> mails = new ArrayList<>();
        // the messages of each FactExtractor.BATCH items: what one extractAll of the ingest's parse worker gets
        List<List<Mail>> batches = new ArrayList<>();
        long rawBytes = 0;
        for (int i = 0; i < items.size(); i++) {
            if (i % FactExtractor.BATCH == 0) {
                batches.add(new ArrayList<>());
            }
            List<Mail> parsed = parse(parser, items.get(i));
            mails.addAll(parsed);
            batches.get(batches.size() - 1).addAll(parsed);
            rawBytes += items.get(i).bytes().length;
        }
        if (mails.isEmpty()) {
            throw new NoMessages("the parser made no message of the " + items.size() + " items of " + name);
        }
        long chars = 0;
        for (Mail m : mails) {
            chars += m.text().length();
        }
        double mb = chars / 1e6;
        out.printf(Locale.ROOT, "%d messages, %.1f MB raw, %.1f MB of decoded text (%.1f thousand characters a"
                + " message)%n", mails.size(), rawBytes / 1e6, mb, chars / 1e3 / mails.size());

        // as the ingest extracts (ingest.ItemParser.parseAll): one extractAll a batch, a failing message gets none
        Pass extraction = () -> {
            long sum = 0;
            for (List<Mail> batch : batches) {
                for (Facts f : extractor.extractAll(batch, (mail, error) -> null)) {
                    sum += checksum(f);
                }
            }
            return sum;
        };
        Pass mime = () -> {
            long sum = 0;
            for (RawItem item : items) {
                for (Mail m : parse(parser, item)) {
                    sum += m.text().length();
                }
            }
            return sum;
        };
        Pass regex = () -> {
            long sum = 0;
            for (Mail m : mails) {
                Matcher hit = PEER_REGEX.matcher(m.text());
                while (hit.find()) {
                    sum++;
                }
            }
            return sum;
        };
        Pass lowercase = () -> {
            long sum = 0;
            for (Mail m : mails) {
                String low = m.text().toLowerCase(Locale.ROOT);
                for (int at = low.indexOf(PEER_WORD); at >= 0; at = low.indexOf(PEER_WORD, at + 1)) {
                    sum++;
                }
            }
            return sum;
        };
        // message by message, the ingest's order before session 38 (and the evaluators')
        Pass oneByOne = () -> {
            long sum = 0;
            for (Mail m : mails) {
                sum += checksum(extract(extractor, m));
            }
            return sum;
        };
        Pass[] passes = {extraction, mime, regex, lowercase, oneByOne};

        int warm = 0;
        boolean auto = o.warmup() < 0;
        int quiet = 0;
        List<String> slope = new ArrayList<>();
        while (auto ? warm < MAX_WARMUP && quiet < 2 : warm < o.warmup()) {
            long jit0 = jitMillis();
            double[] secs = round(passes, warm);
            slope.add(String.format(Locale.ROOT, "%.1f", mb / secs[0]));
            long jitMs = jitMillis() - jit0;
            double cpuMs = java.util.Arrays.stream(secs).sum() * 1000;
            // the first round compiles most: it never counts as quiet; without the JIT's time nothing does
            // (the compiler threads' CPU comes in 10 ms ticks: a short round is quiet only when no tick fell in it)
            quiet = warm > 0 && jit0 >= 0 && jitMs < QUIET_JIT_SHARE * cpuMs ? quiet + 1 : 0;
            warm++;
        }
        boolean settled = !auto || quiet >= 2;
        out.printf(Locale.ROOT, "warm-up: %d rounds%s%n", warm, !auto ? " (as asked)" : settled
                ? ", until the JIT settled (two rounds in a row in which the compiler threads used under 5 % of the"
                + " round's CPU)"
                : ", the most; THE JIT HAD NOT SETTLED, the figures may sit on its slope");
        if (!slope.isEmpty()) {
            out.println("  extraction MB/s in each warm-up round: " + String.join(" ", slope));
        }

        Timing ex = Timing.of("extraction");
        Timing pa = Timing.of("parse");
        Timing re = Timing.of("regex");
        Timing lo = Timing.of("lowercase");
        Timing overParse = Timing.of("extraction / parse");
        Timing overRegex = Timing.of("extraction / regex");
        Timing overLower = Timing.of("extraction / lowercase");
        Timing single = Timing.of("message by message");
        Timing overSingle = Timing.of("extraction / message by message");
        double load0 = loadAverage();
        long gc0 = collectorMillis();
        for (int r = 0; r < o.rounds(); r++) {
            double[] secs = round(passes, warm + r);
            ex = ex.plus(mb / secs[0]);
            pa = pa.plus(mb / secs[1]);
            re = re.plus(mb / secs[2]);
            lo = lo.plus(mb / secs[3]);
            overParse = overParse.plus(secs[1] / secs[0]);
            overRegex = overRegex.plus(secs[2] / secs[0]);
            overLower = overLower.plus(secs[3] / secs[0]);
            single = single.plus(mb / secs[4]);
            overSingle = overSingle.plus(secs[4] / secs[0]);
        }
        double gcMs = (collectorMillis() - gc0) / (double) o.rounds();
        double load1 = loadAverage();

        Map<String, Timing> stages = new LinkedHashMap<>();
        if (o.stages()) {
            stages = stages(mails, settings, o.rounds(), mb);
        }
        return new Result(name, mails.size(), rawBytes, chars, warm, settled, ex, pa, re, lo, overParse, overRegex,
                overLower, gcMs, stages, single, overSingle, load0, load1);
    }

    /** One round: every pass once, starting with a different one each round; CPU seconds of each, in pass order. */
    private static double[] round(Pass[] passes, int round) {
        double[] secs = new double[passes.length];
        for (int k = 0; k < passes.length; k++) {
            int p = (round + k) % passes.length;
            secs[p] = cpuSeconds(passes[p]);
        }
        return secs;
    }

    private static double cpuSeconds(Pass pass) {
        long t0 = CPU.getCurrentThreadCpuTime();
        long sum = pass.run();
        long t1 = CPU.getCurrentThreadCpuTime();
        sink += sum;
        // a pass faster than the clock's resolution would divide by zero: count it as one nanosecond
        return Math.max(1, t1 - t0) / 1e9;
    }

    /** The facts of one message alone: a message whose extraction throws gets none. */
    private static Facts extract(FactExtractor extractor, Mail m) {
        try {
            return extractor.extract(m);
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    private static long checksum(Facts f) {
        return f == null ? 0 : f.kind().ordinal() + f.hardware().size() + f.kernels().size() + f.commits().size()
                + f.drivers().size();
    }

    /**
     * Each extraction stage alone over the messages (inputs from earlier stages computed first, not timed), each
     * after {@value #STAGE_WARMUP} warm-up rounds.
     */
    static Map<String, Timing> stages(List<Mail> mails, ExtractSettings settings, int rounds, double mb) {
        ExtractStages named = new ExtractStages(settings);
        List<Map<String, Function<Mail, Object>>> prepared = new ArrayList<>(mails.size());
        for (Mail m : mails) {
            prepared.add(prepare(named, m));
        }
        List<String> names = prepared.stream().filter(p -> !p.isEmpty()).findFirst().map(p -> List.copyOf(p.keySet()))
                .orElse(List.of());
        Map<String, Timing> out = new LinkedHashMap<>();
        for (String stage : names) {
            if (stage.equals("ALL")) {
                continue; // the main rounds timed it
            }
            Pass pass = () -> {
                long sum = 0;
                for (int i = 0; i < mails.size(); i++) {
                    Function<Mail, Object> f = prepared.get(i).get(stage);
                    sum += f == null ? 0 : f.apply(mails.get(i)) == null ? 0 : 1;
                }
                return sum;
            };
            out.put(stage, timeAlone(stage, pass, rounds, mb));
        }
        return out;
    }

    /** A message's stages with their inputs; none when computing the inputs throws (the stages are then not run). */
    private static Map<String, Function<Mail, Object>> prepare(ExtractStages named, Mail m) {
        Map<String, Function<Mail, Object>> stages;
        try {
            stages = named.prepare(m);
        } catch (RuntimeException | StackOverflowError e) {
            return Map.of();
        }
        Map<String, Function<Mail, Object>> safe = new LinkedHashMap<>();
        stages.forEach((k, f) -> safe.put(k, x -> {
            try {
                return f.apply(x);
            } catch (RuntimeException | StackOverflowError e) {
                return null;
            }
        }));
        return safe;
    }

    private static Timing timeAlone(String name, Pass pass, int rounds, double mb) {
        for (int r = 0; r < STAGE_WARMUP; r++) {
            cpuSeconds(pass);
        }
        Timing t = Timing.of(name);
        for (int r = 0; r < rounds; r++) {
            t = t.plus(mb / cpuSeconds(pass));
        }
        return t;
    }

    static void report(Result r, PrintStream out) {
        double mb = r.chars() / 1e6;
        out.printf(Locale.ROOT, "%s: %d rounds, passes in rotating order; load average %.1f -> %.1f%n", r.input(),
                r.extraction().rates().size(), r.loadBefore(), r.loadAfter());
        out.printf(Locale.ROOT, "  %-40s %9s  %-17s %9s%n", "pass", "MB/s", "quartiles", "msg/s");
        rate(out, "extraction (FactExtractor, as ingest)", r.extraction(), mb, r.messages());
        rate(out, "extraction, message by message (extract)", r.oneByOne(), mb, r.messages());
        rate(out, "MIME parse (MailParser, as ingest)", r.parse(), mb, r.messages());
        rate(out, "peer: regex scan (?i)\\b" + PEER_WORD, r.regexPeer(), mb, r.messages());
        rate(out, "peer: lowercase + indexOf", r.lowercasePeer(), mb, r.messages());
        ratio(out, "ratio extraction / MIME parse", r.overParse());
        ratio(out, "ratio extraction / regex scan", r.overRegex());
        ratio(out, "ratio extraction / lowercase + indexOf", r.overLowercase());
        ratio(out, "ratio extraction / message by message", r.overOneByOne());
        out.printf(Locale.ROOT, "  (ratios: median and quartiles of each round's own ratio)%n");
        List<String> each = new ArrayList<>();
        r.extraction().rates().forEach(x -> each.add(String.format(Locale.ROOT, "%.1f", x)));
        out.println("  extraction MB/s in each timed round: " + String.join(" ", each));
        out.printf(Locale.ROOT, "  collector: %.0f ms a round on its own threads, not in these figures%n",
                r.collectorMsPerRound());
        if (!r.stages().isEmpty()) {
            double total = 0;
            for (Timing t : r.stages().values()) {
                total += 1 / t.median();
            }
            out.printf(Locale.ROOT, "  stages alone, after the rounds (%d warm-up rounds each, then %d); all of them"
                    + " %.1f MB/s:%n", STAGE_WARMUP, r.extraction().rates().size(), 1 / total);
            out.printf(Locale.ROOT, "  %-40s %9s  %-17s %9s %s%n", "stage", "MB/s", "quartiles", "msg/s",
                    "  CPU share of the stages");
            for (Map.Entry<String, Timing> e : r.stages().entrySet()) {
                Timing t = e.getValue();
                String share = String.format(Locale.ROOT, "  %5.1f %%", 100 / t.median() / total);
                out.printf(Locale.ROOT, "  %-40s %9.1f  %7.1f - %-7.1f %9.0f%s%n", e.getKey(), t.median(),
                        t.quantile(0.25), t.quantile(0.75), t.median() / mb * r.messages(), share);
            }
        }
        out.printf(Locale.ROOT, "  target %.0f MB/s per core: %s (median %.1f MB/s)%n", TARGET_MB_PER_SECOND,
                r.met() ? "met" : "not met", r.extraction().median());
    }

    private static void rate(PrintStream out, String name, Timing t, double mb, int messages) {
        out.printf(Locale.ROOT, "  %-40s %9.1f  %7.1f - %-7.1f %9.0f%n", name, t.median(), t.quantile(0.25),
                t.quantile(0.75), t.median() / mb * messages);
    }

    private static void ratio(PrintStream out, String name, Timing t) {
        out.printf(Locale.ROOT, "  %-40s %9.3f  %7.3f - %-7.3f%n", name, t.median(), t.quantile(0.25),
                t.quantile(0.75));
    }

    /**
     * Milliseconds the JIT has compiled for so far, or -1 when unknown: the CPU time of the compiler threads from
     * {@code /proc/self/task} where there is one, else the JVM's compilation time. The JVM's figure is elapsed time,
     * which on a loaded machine counts the time the compiler threads wait for a core: with 25 runnable threads on 2
     * cores it stayed over 5 % of every round for 40 rounds of the real archive's 4000 messages.
     */
    static long jitMillis() {
        long cpu = compilerThreadsCpuMillis(Path.of("/proc/self/task"));
        if (cpu >= 0) {
            return cpu;
        }
        return JIT != null && JIT.isCompilationTimeMonitoringSupported() ? JIT.getTotalCompilationTime() : -1;
    }

    /** Linux's USER_HZ: /proc reports CPU time in these ticks. */
    private static final int TICKS = 100;

    /** User and system CPU of the threads named "C1 CompilerThre..."/"C2 CompilerThre..." under {@code tasks}. */
    static long compilerThreadsCpuMillis(Path tasks) {
        if (!Files.isDirectory(tasks)) {
            return -1;
        }
        long ticks = 0;
        int found = 0;
        try (var dirs = Files.list(tasks)) {
            for (Path task : (Iterable<Path>) dirs::iterator) {
                String stat;
                try {
                    stat = Files.readString(task.resolve("stat"));
                } catch (IOException e) {
                    continue; // the thread ended meanwhile
                }
                int open = stat.indexOf('(');
                int close = stat.lastIndexOf(')');
                if (open < 0 || close < open || !stat.substring(open + 1, close).contains("CompilerThre")) {
                    continue;
                }
                String[] f = stat.substring(close + 2).split(" ");
                ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]);
                found++;
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return found == 0 ? -1 : ticks * 1000 / TICKS;
    }

    private static long collectorMillis() {
        long ms = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            ms += Math.max(0, gc.getCollectionTime());
        }
        return ms;
    }

    private static void warnIfLoaded(int cores, PrintStream err) {
        loadWarning(loadAverage(), cores).ifPresent(err::println);
    }

    /**
     * The warning to print when the 1-minute load average says other work competes for the cores: more runnable
     * threads than cores share them, and a shared core (its caches, its frequency, a hyper-thread sibling) runs this
     * thread slower even in its own CPU time.
     */
    static Optional<String> loadWarning(double load, int cores) {
        if (Double.isNaN(load) || load <= cores) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "triage bench extract: warning: load average %.1f on %d"
                + " cores: absolute MB/s figures are unreliable; compare the ratios, measured side by side in each"
                + " round", load, cores));
    }

    /** The 1-minute load average from /proc/loadavg (else the JVM's figure), NaN when unknown. */
    static double loadAverage() {
        try {
            return parseLoadAverage(Files.readString(Path.of("/proc/loadavg")));
        } catch (IOException | RuntimeException e) {
            double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            return load < 0 ? Double.NaN : load;
        }
    }

    /** The first field of /proc/loadavg ("0.52 0.58 0.59 1/389 12345"). */
    static double parseLoadAverage(String loadavg) {
        String[] f = loadavg.strip().split("\\s+");
        return Double.parseDouble(f[0]);
    }
}
