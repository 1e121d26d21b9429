package dev.lkmltriage.probe;

/** A data connection's addresses, as iperf3 lists them under {@code start.connected}. */
public record Connection(int socket, String localHost, int localPort, String remoteHost, int remotePort) {
}
