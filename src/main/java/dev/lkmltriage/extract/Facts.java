package dev.lkmltriage.extract;

import java.util.List;

/** Everything extracted from one message. Lists are unmodifiable; {@code regression} may be null. */
public record Facts(MessageKind kind, List<HardwareFact> hardware, List<KernelFact> kernels,
                    List<CommitFact> commits, List<ThroughputFact> throughput, List<String> drivers,
                    List<ConfigFact> configs, Regression regression) {
    public Facts {
        hardware = List.copyOf(hardware);
        kernels = List.copyOf(kernels);
        commits = List.copyOf(commits);
        throughput = List.copyOf(throughput);
        drivers = List.copyOf(drivers);
        configs = List.copyOf(configs);
    }

    public static Facts none(MessageKind kind) {
        return new Facts(kind, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), null);
    }
}
