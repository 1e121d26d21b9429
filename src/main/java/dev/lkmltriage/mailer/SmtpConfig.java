package dev.lkmltriage.mailer;

import java.time.Duration;

/**
 * Where and how to reach the SMTP server.
 *
 * @param tls      {@code NONE} (loopback relays), {@code STARTTLS} (required when chosen) or {@code SSL} (port 465)
 * @param user     null for no authentication
 */
public record SmtpConfig(String host, int port, Tls tls, String user, String password, Duration timeout) {
    public enum Tls { NONE, STARTTLS, SSL }

    /**
     * Parses {@code HOST:PORT} (or {@code HOST}, port 25; {@code [v6addr]:PORT}).
     *
     * @throws IllegalArgumentException saying what is expected
     */
    public static SmtpConfig parse(String hostPort, Tls tls, String user, String password) {
        String s = hostPort == null ? "" : hostPort.strip();
        String host = s;
        int port = 25;
        int colon = s.lastIndexOf(':');
        if (colon > 0 && s.indexOf(']') < colon) {
            host = s.substring(0, colon);
            try {
                port = Integer.parseInt(s.substring(colon + 1));
            } catch (NumberFormatException e) {
                port = -1;
            }
        }
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        if (host.isEmpty() || port < 1 || port > 65535 || !host.matches("[A-Za-z0-9.:-]+")) {
            throw new IllegalArgumentException("'" + s + "' is not an SMTP server; give HOST:PORT, e.g."
                    + " localhost:25 or smtp.example.org:587");
        }
        return new SmtpConfig(host, port, tls, user, password, Duration.ofSeconds(30));
    }
}
