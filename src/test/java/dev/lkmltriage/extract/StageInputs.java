package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.ArrayList;
import java.util.List;

/**
 * The facts the later extraction stages take as input (the drivers stage reads hardware; throughput reads kernels;
 * the regression builder reads nearly all), computed once over a batch so that the profiling tools can time each
 * stage alone.
 */
record StageInputs(List<List<HardwareFact>> hardware, List<List<KernelFact>> kernels, List<List<CommitFact>> commits,
        List<List<ThroughputFact>> throughput, List<List<ConfigFact>> configs, List<MessageKind> kinds) {

    static StageInputs of(List<Mail> mails, HardwareExtractor hw, KernelExtractor kv, CommitExtractor cm,
            ThroughputExtractor tp, ConfigExtractor cfg, KindClassifier kind) {
        StageInputs in = new StageInputs(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
                new ArrayList<>(), new ArrayList<>());
        for (Mail m : mails) {
            List<KernelFact> kernels = kv.extract(m);
            in.hardware.add(hw.extract(m));
            in.kernels.add(kernels);
            in.commits.add(cm.extract(m));
            in.throughput.add(tp.extract(m, kernels));
            in.configs.add(cfg.extract(m));
            in.kinds.add(kind.classify(m));
        }
        return in;
    }
}
