package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/** Runs every extractor over a message. Thread-safe; build one and share it. */
public final class FactExtractor {
    private final HardwareExtractor hardware;
    private final DriverExtractor drivers;
    private final ConfigExtractor configs;
    private final KernelExtractor kernels;
    private final CommitExtractor commits;
    private final ThroughputExtractor throughput;
    private final KindClassifier kinds;
    private final RegressionBuilder regressions;

    public FactExtractor(ExtractSettings settings) {
        this.hardware = new HardwareExtractor(settings);
        this.drivers = new DriverExtractor(settings);
        this.configs = new ConfigExtractor(settings);
        this.kernels = new KernelExtractor();
        this.commits = new CommitExtractor();
        this.throughput = new ThroughputExtractor();
        this.kinds = new KindClassifier(settings);
        this.regressions = new RegressionBuilder(settings);
    }

    /** Every fact of one message: {@link #extractAll} over a batch of this one message. */
    public Facts extract(Mail mail) {
        return extractAll(List.of(mail)).get(0);
    }

    /**
     * Each message's facts, in order; the same as {@link #extract} on each in turn (it is this method's batch of
     * one). The first message whose extraction throws stops the batch with that exception, as {@link #extract}
     * would; {@link #extractAll(List, Failure)} goes on instead.
     */
    public List<Facts> extractAll(List<Mail> mails) {
        return extractAll(mails, (mail, error) -> {
            if (error instanceof RuntimeException r) {
                throw r;
            }
            throw (Error) error;
        });
    }

    /** What a message whose extraction threw gets instead of its facts (or throws). */
    @FunctionalInterface
    public interface Failure {
        /** @param error a {@link RuntimeException} or {@link StackOverflowError} */
        Facts instead(Mail mail, Throwable error);
    }

    /**
     * Each message's facts, in order, each the same as {@link #extract} gives it, found stage by stage over batches
     * of {@value #BATCH} messages (every stage over the batch before the next stage): the same calls in another
     * order, which measured 0.8x the CPU of message by message on prose-heavy mail (docs/performance.md, sessions
     * 26 and 27). A message whose extraction throws a {@link RuntimeException} or {@link StackOverflowError} takes
     * no further stage and gets {@code failed}'s answer; the others go on.
     */
    public List<Facts> extractAll(List<Mail> mails, Failure failed) {
        Facts[] out = new Facts[mails.size()];
        for (int from = 0; from < mails.size(); from += BATCH) {
            int to = Math.min(mails.size(), from + BATCH);
            Work[] batch = new Work[to - from];
            for (int i = from; i < to; i++) {
                batch[i - from] = new Work(mails.get(i));
            }
            if (batch.length == 1) {
                // one message: the views' own memory of the last message serves every stage
                run(batch);
            } else {
                try (BatchViews views = BatchViews.open()) {
                    run(batch);
                }
            }
            for (int i = from; i < to; i++) {
                Work w = batch[i - from];
                out[i] = w.error == null ? w.facts : failed.instead(w.mail, w.error);
            }
        }
        return Collections.unmodifiableList(Arrays.asList(out));
    }

    /**
     * How many messages {@link #extractAll} takes stage by stage at a time (their views are kept meanwhile); the
     * ingest hands its parse workers batches of up to this many items.
     */
    public static final int BATCH = 64;

    /** One message's results between the stages. */
    private static final class Work {
        final Mail mail;
        Throwable error;
        List<HardwareFact> hw;
        MessageKind kind;
        KernelExtractor.Kernels ks;
        List<KernelFact> kv;
        List<CommitFact> cm;
        List<ThroughputFact> tp;
        List<ConfigFact> cf;
        Regression regression;
        Facts facts;

        Work(Mail mail) {
            this.mail = mail;
        }
    }

    /** Runs one step over every message of the batch that has not failed, before the next step. */
    private static void step(Work[] batch, Consumer<Work> step) {
        for (Work w : batch) {
            if (w.error == null) {
                try {
                    step.accept(w);
                } catch (RuntimeException | StackOverflowError e) {
                    w.error = e;
                }
            }
        }
    }

    /** Every step of the extraction, in this order, each over the whole batch. */
    private void run(Work[] batch) {
        step(batch, w -> w.hw = OwnRepeats.hardware(w.mail, hardware.extract(w.mail)));
        step(batch, w -> w.kind = kinds.classify(w.mail));
        // session 15: a report naming one kernel and a problem names the kernel the problem was seen on
        step(batch, w -> {
            w.ks = SoleKernels.judge(w.mail, w.kind, kernels.extractKernels(w.mail));
            w.kv = w.ks.facts();
        });
        step(batch, w -> w.cm = OwnRepeats.commits(w.mail, commits.extract(w.mail)));
        step(batch, w -> w.tp = throughput.extract(w.mail, w.kv));
        step(batch, w -> w.cf = configs.extract(w.mail));
        step(batch, this::regression);
        // session 22: a stated culprit's title tag names the driver it changed
        step(batch, w -> w.facts = new Facts(w.kind, w.hw, w.kv, w.cm, w.tp,
                CulpritTitleTags.with(drivers.extract(w.mail, w.hw), w.regression, w.cm, drivers), w.cf,
                w.regression));
    }

    /** The regression the message states, and its kernels' good ends. */
    private void regression(Work w) {
        Mail mail = w.mail;
        MessageKind kind = w.kind;
        KernelExtractor.Kernels ks = w.ks;
        List<KernelFact> kv = w.kv;
        List<CommitFact> cm = w.cm;
        List<ThroughputFact> tp = w.tp;
        List<ConfigFact> cf = w.cf;
        // a kernel someone only ran states no regression; it joins the window of one the message states otherwise
        Regression regression = regressions.build(mail, kind, ks.withoutRuns(), cm, tp, cf);
        if (regression != null && "verdicts".equals(regression.evidence())
                && RunsAfterGood.runBeforeGood(kv, ks.ranOnly())) {
            // session 22: a kernel run with the problem before one that worked: verdicts alone state no breakage
            regression = null;
        } else if (regression != null && !ks.ranOnly().isEmpty()) {
            Regression withRuns = regressions.build(mail, kind, kv, cm, tp, cf);
            regression = withRuns != null ? withRuns : regression;
        } else if (regression == null && RunsAfterGood.olderGood(kv, ks.ranOnly())) {
            // session 21: a kernel called good and a newer one run with the problem state the window themselves
            regression = regressions.build(mail, kind, kv, cm, tp, cf);
        }
        // session 23: a kernel said to show another problem is no bad end of the stated regression's window
        regression = OtherIssueKernels.apart(mail.text(), regression);
        // the release a stated regression's window starts from is one the message says worked
        kv = WindowGoodEnds.judge(kv, regression);
        w.regression = regression;
        w.kv = kv;
    }
}
