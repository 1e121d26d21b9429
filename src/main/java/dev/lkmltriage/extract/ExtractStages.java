package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Every extractor as a named stage over one message, for the tools outside this package that time them one at a
 * time ({@code triage bench extract --stages}, and the growth harness in the test sources). A stage's inputs from
 * earlier stages are computed by {@link #prepare} once, so timing a stage times it alone. The stages are the
 * extractors as {@link FactExtractor} calls them, less its glue (repeats, sole kernels, the regression's second
 * builds), so their sum need not equal "ALL".
 */
public final class ExtractStages {
    private final FactExtractor all;
    private final HardwareExtractor hw;
    private final DriverExtractor drv;
    private final ConfigExtractor cfg;
    private final KernelExtractor kv = new KernelExtractor();
    private final CommitExtractor cm = new CommitExtractor();
    private final ThroughputExtractor tp = new ThroughputExtractor();
    private final KindClassifier kind;
    private final RegressionBuilder reg;

    public ExtractStages(ExtractSettings settings) {
        all = new FactExtractor(settings);
        hw = new HardwareExtractor(settings);
        drv = new DriverExtractor(settings);
        cfg = new ConfigExtractor(settings);
        kind = new KindClassifier(settings);
        reg = new RegressionBuilder(settings);
    }

    /** The stages in pipeline order, "ALL" (the whole {@link FactExtractor}) last, with their inputs computed. */
    public Map<String, Function<Mail, Object>> prepare(Mail m) {
        List<HardwareFact> hws = hw.extract(m);
        List<KernelFact> kvs = kv.extract(m);
        List<CommitFact> cms = cm.extract(m);
        List<ThroughputFact> tps = tp.extract(m, kvs);
        List<ConfigFact> cfs = cfg.extract(m);
        MessageKind k = kind.classify(m);
        Map<String, Function<Mail, Object>> stages = new LinkedHashMap<>();
        stages.put("hardware", hw::extract);
        stages.put("drivers", x -> drv.extract(x, hws));
        stages.put("configs", cfg::extract);
        stages.put("kernels", kv::extract);
        stages.put("commits", cm::extract);
        stages.put("throughput", x -> tp.extract(x, kvs));
        stages.put("kind", kind::classify);
        stages.put("regression", x -> reg.build(x, k, kvs, cms, tps, cfs));
        stages.put("ALL", all::extract);
        return stages;
    }
}
