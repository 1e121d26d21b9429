/**
 * An iperf3-compatible TCP throughput probe: {@link dev.lkmltriage.probe.ProbeServer} and
 * {@link dev.lkmltriage.probe.ProbeClient} speak iperf3's control protocol (cookie, one-byte states, length-prefixed
 * JSON) so either end can be a real iperf3, and report results as records ({@link dev.lkmltriage.probe.ProbeResult})
 * beside host statistics sampled from /proc. Every read from a peer is bounded in size and in time: a hostile or
 * broken peer yields a {@link dev.lkmltriage.probe.ProbeException} with a clear message, never a hang.
 *
 * <p>Imports: the JDK and Jackson. Not Quarkus, not the mail or triage stages.
 */
package dev.lkmltriage.probe;
