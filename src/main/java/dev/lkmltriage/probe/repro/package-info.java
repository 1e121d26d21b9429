/**
 * Reproducing a reported throughput figure with the probe: a report's tool invocation becomes a
 * {@link dev.lkmltriage.probe.repro.ProbePlan} ({@link dev.lkmltriage.probe.repro.PlanParser}), the plan runs several
 * times against an allow-listed target ({@link dev.lkmltriage.probe.repro.AllowList},
 * {@link dev.lkmltriage.probe.repro.ReproRunner}), the runs are summarised with a t-distribution confidence interval
 * and compared with the reported good and bad figures ({@link dev.lkmltriage.probe.repro.Comparison}), and the
 * outcome is kept beside the cluster ({@link dev.lkmltriage.probe.repro.ReproStore}). {@link
 * dev.lkmltriage.probe.repro.BisectVerdict} turns repeated runs into {@code git bisect run} exit codes.
 *
 * <p>Imports: the JDK, Jackson, the probe, and the index, triage, extract and report types it reads facts from.
 * Not Quarkus, not the faces.
 */
package dev.lkmltriage.probe.repro;
