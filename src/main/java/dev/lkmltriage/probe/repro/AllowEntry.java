package dev.lkmltriage.probe.repro;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Locale;

/** One allow-list entry: a host name, an address or a CIDR block, with an optional port (-1 = any). */
record AllowEntry(String host, byte[] network, int prefix, int port) {
    private static final String LITERAL = "[0-9A-Fa-f.:]+";

    static AllowEntry parse(String text, String source) {
        HostPort hp;
        try {
            hp = HostPort.parse(text, "allow-list entry");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " (in " + source + ")");
        }
        String h = hp.host();
        int slash = h.indexOf('/');
        if (slash >= 0) {
            String addr = h.substring(0, slash);
            byte[] net = literal(addr);
            int bits;
            try {
                bits = Integer.parseInt(h.substring(slash + 1));
            } catch (NumberFormatException e) {
                bits = -1;
            }
            if (net == null || bits < 0 || bits > net.length * 8) {
                throw new IllegalArgumentException("allow-list entry '" + text + "' in " + source + " is not a CIDR"
                        + " block: write e.g. 192.0.2.0/24 or [fd00::/8]:5201");
            }
            return new AllowEntry(null, net, bits, hp.port());
        }
        if (h.length() > 253 || !h.matches("[A-Za-z0-9._:%-]+")) {
            throw new IllegalArgumentException("allow-list entry '" + text + "' in " + source + " is not a host,"
                    + " host:port or CIDR block");
        }
        byte[] addr = literal(h);
        return addr != null ? new AllowEntry(null, addr, addr.length * 8, hp.port())
                : new AllowEntry(h.toLowerCase(Locale.ROOT), null, 0, hp.port());
    }

    /** The bytes of an IP address literal, or null for anything else (never a DNS lookup). */
    private static byte[] literal(String s) {
        if (!s.matches(LITERAL) || !(s.contains(":") || s.matches("\\d{1,3}(\\.\\d{1,3}){3}"))) {
            return null;
        }
        try {
            return InetAddress.getByName(s).getAddress();
        } catch (UnknownHostException e) {
            return null;
        }
    }

    boolean allows(String targetName, InetAddress addr, int targetPort) {
        if (port >= 0 && port != targetPort) {
            return false;
        }
        if (network != null) {
            return inBlock(addr.getAddress());
        }
        if (host.equals(targetName)) {
            return true;
        }
        try {
            for (InetAddress a : InetAddress.getAllByName(host)) {
                if (a.equals(addr)) {
                    return true;
                }
            }
        } catch (UnknownHostException e) {
            // an entry that no longer resolves allows nothing
        }
        return false;
    }

    private boolean inBlock(byte[] a) {
        if (a.length != network.length) {
            return false;
        }
        int full = prefix / 8;
        if (!Arrays.equals(a, 0, full, network, 0, full)) {
            return false;
        }
        int rest = prefix % 8;
        if (rest == 0) {
            return true;
        }
        int mask = (0xff << (8 - rest)) & 0xff;
        return (a[full] & mask) == (network[full] & mask);
    }
}
