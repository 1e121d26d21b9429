package dev.lkmltriage.probe.repro;

/** Splits {@code host}, {@code host:port}, {@code [v6]:port} and bare IPv6 literals; port -1 when absent. */
record HostPort(String host, int port) {
    static HostPort parse(String text, String what) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty " + what + ": write HOST or HOST:PORT");
        }
        String t = text.strip();
        if (t.startsWith("[")) {
            int close = t.indexOf(']');
            if (close < 0) {
                throw new IllegalArgumentException(what + " '" + t + "' lacks ']': write [ADDRESS]:PORT");
            }
            String rest = t.substring(close + 1);
            if (rest.isEmpty()) {
                return new HostPort(t.substring(1, close), -1);
            }
            if (!rest.startsWith(":")) {
                throw new IllegalArgumentException(what + " '" + t + "': expected ':PORT' after ']'");
            }
            return new HostPort(t.substring(1, close), port(rest.substring(1), t, what));
        }
        int first = t.indexOf(':');
        if (first < 0) {
            return new HostPort(t, -1);
        }
        if (first != t.lastIndexOf(':')) {
            return new HostPort(t, -1); // a bare IPv6 literal; a port needs brackets
        }
        return new HostPort(t.substring(0, first), port(t.substring(first + 1), t, what));
    }

    private static int port(String p, String whole, String what) {
        try {
            int v = Integer.parseInt(p);
            if (v >= 1 && v <= 65535) {
                return v;
            }
        } catch (NumberFormatException e) {
            // fall through to the message
        }
        throw new IllegalArgumentException(what + " '" + whole + "': port '" + p + "' is not a number 1..65535");
    }
}
