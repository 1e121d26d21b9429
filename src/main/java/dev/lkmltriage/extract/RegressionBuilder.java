package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;

/** Placeholder until the extraction issue lands. */
final class RegressionBuilder {
    RegressionBuilder() {
    }

    Regression build(Mail mail, List<KernelFact> kernels, List<CommitFact> commits, List<ThroughputFact> throughput, List<ConfigFact> configs) {
        return null;
    }
}
