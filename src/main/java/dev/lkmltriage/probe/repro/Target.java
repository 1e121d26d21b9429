package dev.lkmltriage.probe.repro;

import dev.lkmltriage.probe.Limits;

/**
 * A probe target as a person writes it: {@code host}, {@code host:port}, {@code 192.0.2.7:5201}, {@code [::1]:5201}
 * or a bare IPv6 literal. The port defaults to iperf3's 5201.
 */
public record Target(String host, int port) {
    public Target {
        if (host == null || host.isBlank() || host.length() > 253 || !host.matches("[A-Za-z0-9._:%-]+")) {
            throw new IllegalArgumentException("target host '" + host + "' is not a host name or address: write"
                    + " HOST or HOST:PORT, e.g. 192.0.2.7:5201");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("target port " + port + " is out of range 1..65535");
        }
    }

    /** @throws IllegalArgumentException with how to fix it */
    public static Target parse(String text) {
        HostPort hp = HostPort.parse(text, "target");
        return new Target(hp.host(), hp.port() < 0 ? Limits.DEFAULT_PORT : hp.port());
    }

    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
