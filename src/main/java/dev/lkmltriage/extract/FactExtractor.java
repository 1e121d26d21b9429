package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;

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

    public Facts extract(Mail mail) {
        List<HardwareFact> hw = OwnRepeats.hardware(mail, hardware.extract(mail));
        MessageKind kind = kinds.classify(mail);
        // session 15: a report naming one kernel and a problem names the kernel the problem was seen on
        KernelExtractor.Kernels ks = SoleKernels.judge(mail, kind, kernels.extractKernels(mail));
        List<KernelFact> kv = ks.facts();
        List<CommitFact> cm = OwnRepeats.commits(mail, commits.extract(mail));
        List<ThroughputFact> tp = throughput.extract(mail, kv);
        List<ConfigFact> cf = configs.extract(mail);
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
        // session 22: a stated culprit's title tag names the driver it changed
        List<String> dv = CulpritTitleTags.with(drivers.extract(mail, hw), regression, cm, drivers);
        return new Facts(kind, hw, kv, cm, tp, dv, cf, regression);
    }
}
