package dev.lkmltriage.cli;

import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.probe.repro.AllowList;
import dev.lkmltriage.probe.repro.ProbePlan;
import dev.lkmltriage.probe.repro.ReproResult;
import dev.lkmltriage.probe.repro.ReproRunner;
import dev.lkmltriage.probe.repro.ReproStore;
import dev.lkmltriage.probe.repro.ReproSubject;
import dev.lkmltriage.probe.repro.Target;
import dev.lkmltriage.probe.repro.TargetRefusedException;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code triage repro ID --target HOST}: re-run a report's measurement and say which reported figure it matches. */
@Command(name = "repro", mixinStandardHelpOptions = true,
        description = {"Reproduce a report's throughput measurement: plan a probe run from the iperf/iperf3/netperf"
                + " command line in a cluster's (or a message's) mail, run it several times against an"
                + " allow-listed target running 'triage probe server' or 'iperf3 -s', and compare the mean and its"
                + " 95%% confidence interval with the reported good and bad figures. The result is stored in"
                + " DATA/repro/CLUSTER.jsonl.",
            "Targets must be allow-listed (loopback too): -Dtriage.repro.allow=..., $TRIAGE_REPRO_ALLOW or the file"
                + " DATA/repro-allow, with host, host:port or CIDR entries.",
            "Exit status: 0 measured (whatever the verdict), 1 unknown id, no reported figures or a failed run,"
                + " 2 bad usage or a target that is not allow-listed."})
final class ReproCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Parameters(index = "0", paramLabel = "ID", description = "A cluster id, or a Message-ID (<id> and lore URLs too).")
    String id;

    @Option(names = "--target", required = true, paramLabel = "HOST[:PORT]",
            description = "The probe server to measure against (port default 5201).")
    String target;

    @Option(names = "--runs", defaultValue = "5", paramLabel = "N",
            description = "Runs per direction (default ${DEFAULT-VALUE}, max 100).")
    int runs;

    @Option(names = {"-t", "--time"}, defaultValue = "0", paramLabel = "SECS",
            description = "Seconds per run (default: the report's -t, else 10).")
    int seconds;

    @Option(names = "--json", description = "Print the stored result as JSON instead of the verdict sentence.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        Target t;
        AllowList allow;
        try {
            t = Target.parse(target);
            allow = AllowList.load(common.dataDir());
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage(), ExitCodes.USAGE);
        }
        if (runs < 1 || runs > ReproRunner.MAX_RUNS) {
            throw new UserException("--runs " + runs + " is out of range: use 1 to " + ReproRunner.MAX_RUNS
                    + " (3 to 10 is usual)", ExitCodes.USAGE);
        }
        if (seconds < 0 || seconds > 3600) {
            throw new UserException("--time " + seconds + " is out of range: use 1 to 3600 seconds", ExitCodes.USAGE);
        }
        try {
            allow.check(t); // refuse before reading anything, so a refused target costs nothing
        } catch (TargetRefusedException e) {
            throw new UserException(e.getMessage(), ExitCodes.USAGE);
        }
        ReproSubject subject = subject();
        if (subject.figures().isEmpty()) {
            throw new UserException((subject.clusterId() != null ? "cluster " + subject.clusterId()
                    : "message <" + id.strip() + ">") + " reports no good or bad throughput figure, so there is"
                    + " nothing to compare a measurement with; 'triage probe client HOST' measures without comparing",
                    ExitCodes.FAILED);
        }
        PrintStream err = System.err;
        if (!common.quiet) {
            printPlan(subject.plan(), err);
        }
        ReproResult result;
        try {
            result = ReproRunner.run(subject, t, allow, runs, seconds, ReproRunner.real(), common.quiet ? null
                    : (dir, run, of, bps) -> err.println("  " + dir + " run " + run + "/" + of + ": "
                            + dev.lkmltriage.extract.Bandwidth.ofBitsPerSecond(bps).format()));
        } catch (TargetRefusedException e) {
            throw new UserException(e.getMessage(), ExitCodes.USAGE);
        } catch (IOException e) {
            throw new UserException("a probe run against " + t + " failed: " + e.getMessage(), ExitCodes.FAILED);
        }
        // printed first, so a measurement is never lost to a store that cannot be written
        System.out.println(json ? ReproStore.toJson(result) : result.sentence());
        System.out.flush();
        if (result.clusterId() != null || result.messageId() != null) {
            try {
                ReproStore.in(common.dataDir()).append(result);
            } catch (IOException e) {
                throw new UserException("measured, but could not store the result in " + common.dataDir()
                        .resolve("repro") + " (" + e + "): check that the directory is writable", ExitCodes.FAILED);
            }
        }
        return ExitCodes.OK;
    }

    private ReproSubject subject() throws Exception {
        try (MailSearch search = MailSearch.openReadOnly(common.dataDir())) {
            Optional<ReproSubject> s = ReproSubject.load(search, id.strip());
            if (s.isEmpty()) {
                s = ReproSubject.load(search, MessageIds.normalize(id));
            }
            return s.orElseThrow(() -> new UserException("no cluster or message '" + MessageIds.normalize(id)
                    + "' in " + common.dataDir() + " (find ids with 'triage clusters' or 'triage search')",
                    ExitCodes.FAILED));
        } catch (IOException e) {
            throw new UserException(e.getMessage(), ExitCodes.FAILED);
        }
    }

    private static void printPlan(ProbePlan plan, PrintStream err) {
        err.println("plan: " + plan.summary() + (plan.invocation() == null ? "" : " (from '" + plan.invocation()
                + "')"));
        plan.notes().forEach(n -> err.println("  note: " + n));
    }
}
