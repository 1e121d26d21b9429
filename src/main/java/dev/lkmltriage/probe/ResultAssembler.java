package dev.lkmltriage.probe;

import java.util.ArrayList;
import java.util.List;

/** Joins this end's counts with the peer's reported ones into a {@link ProbeResult}, matching streams by id. */
final class ResultAssembler {
    private ResultAssembler() {
    }

    static ProbeResult assemble(boolean client, ProbeOptions opts, byte[] cookie, List<Connection> connected,
            TestRun run, TestRun.Totals totals, PeerResults peer, String remoteVersion) throws ProbeException {
        String other = client ? "the server" : "the client";
        double secs = totals.seconds();
        List<StreamReport> reports = new ArrayList<>();
        Transfer[] sums = new Transfer[4]; // sent, received of the forward direction; then of the backward one
        for (int i = 0; i < run.streams.size(); i++) {
            DataStream s = run.streams.get(i);
            PeerResults.PeerStream ps = peer.streams().get(s.id);
            if (ps == null) {
                throw new ProbeException(other + "'s results have no stream " + s.id
                        + ": the two ends numbered their streams differently");
            }
            Transfer local = new Transfer(0, secs, secs, totals.bytes()[i], -1);
            double rsecs = ps.endTime() > ps.startTime() ? ps.endTime() - ps.startTime() : secs;
            long rretrans = peer.senderHasRetransmits() == 1 && ps.retransmits() >= 0 ? ps.retransmits() : -1;
            Transfer remote = new Transfer(0, rsecs, rsecs, ps.bytes(), rretrans);
            boolean forward = client == s.sender;
            Transfer sent = s.sender ? local : remote;
            Transfer received = s.sender ? remote : local;
            reports.add(new StreamReport(s.id, TestRun.socketOf(i), forward, s.sender, sent, received));
            int k = forward ? 0 : 2;
            sums[k] = Transfer.sum(sums[k], sent);
            sums[k + 1] = Transfer.sum(sums[k + 1], received);
        }
        boolean mainForward = !opts.reverse();
        int m = mainForward ? 0 : 2;
        Transfer sent = sums[m];
        Transfer received = sums[m + 1];
        if (sent == null || received == null) {
            throw new ProbeException("the test had no streams in its own direction");
        }
        // Where this end sent and could not read TCP_INFO, the host-wide counter is the best figure there is.
        boolean localSendsMain = client == mainForward;
        if (sent.retransmits() < 0 && localSendsMain && totals.host() != null && totals.host().tcpRetransSegs() >= 0) {
            sent = new Transfer(sent.start(), sent.end(), sent.seconds(), sent.bytes(), totals.host().tcpRetransSegs());
        }
        Transfer revSent = opts.bidir() ? sums[2 - m] : null;
        Transfer revReceived = opts.bidir() ? sums[3 - m] : null;
        double[] c = totals.cpu();
        CpuUtil cpu = new CpuUtil(c[0], c[1], c[2], peer.cpuTotal(), peer.cpuUser(), peer.cpuSystem());
        return new ProbeResult(opts, Cookie.text(cookie), System.currentTimeMillis() / 1000, connected, sent,
                received, revSent, revReceived, reports, run.intervals(), cpu, totals.host(), remoteVersion);
    }
}
