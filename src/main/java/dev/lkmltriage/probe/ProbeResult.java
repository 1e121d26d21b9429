package dev.lkmltriage.probe;

import java.util.List;

/**
 * The outcome of one client run, both ends' counts combined as iperf3 reports them. {@code sent}/{@code received} are
 * the test's direction (client to server; server to client with -R) as its sender and its receiver counted it;
 * {@code reverseSent}/{@code reverseReceived} are the other direction of a --bidir test and null otherwise.
 * {@code hostStats} covers the measured span on this host; {@code retransmits} come from /proc/net/snmp (host-wide)
 * where this side sent, or from the peer's report where it did.
 */
public record ProbeResult(ProbeOptions options, String cookie, long timestampSecs, List<Connection> connected,
        Transfer sent, Transfer received, Transfer reverseSent, Transfer reverseReceived, List<StreamReport> streams,
        List<IntervalReport> intervals, CpuUtil cpu, HostStats hostStats, String remoteVersion) {

    public ProbeResult {
        connected = List.copyOf(connected);
        streams = List.copyOf(streams);
        intervals = List.copyOf(intervals);
    }

    public double sentBps() {
        return sent.bitsPerSecond();
    }

    /** The figure to compare with a report: what the receiving end counted. */
    public double receivedBps() {
        return received.bitsPerSecond();
    }

    public long bytes() {
        return received.bytes();
    }

    public double seconds() {
        return received.seconds();
    }

    public long retransmits() {
        return sent.retransmits();
    }
}
