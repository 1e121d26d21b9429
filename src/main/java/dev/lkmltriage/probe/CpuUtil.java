package dev.lkmltriage.probe;

/**
 * CPU used by the probe processes over the test, in percent of one CPU's wall time, as iperf3 reports it
 * ({@code cpu_utilization_percent}): local ("host") and the peer's ("remote"), negative where unknown.
 */
public record CpuUtil(double hostTotal, double hostUser, double hostSystem, double remoteTotal, double remoteUser,
        double remoteSystem) {
}
