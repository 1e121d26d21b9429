package dev.lkmltriage.digest;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;

/**
 * A real SMTP server (GreenMail) on a loopback port that stays the same across {@link #stop()} and
 * {@link #start()}, so a test can take the server away and bring it back as an outage would.
 */
public final class LoopbackSmtp implements AutoCloseable {
    private final int port;
    private GreenMail mail;
    private MimeMessage[] kept = new MimeMessage[0];

    public LoopbackSmtp() {
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public LoopbackSmtp start() {
        ServerSetup setup = new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP);
        // GreenMail gives its server thread 2 s to bind and then throws "could not start": a loaded CI machine can
        // take longer than that to schedule the thread. Wait up to a minute; a quiet machine still takes milliseconds.
        setup.setServerStartupTimeout(60_000);
        mail = new GreenMail(setup);
        mail.start();
        return this;
    }

    /** Stops the server; what it received so far stays readable through {@link #received()}. */
    public void stop() {
        if (mail != null) {
            kept = concat(kept, mail.getReceivedMessages());
            mail.stop();
            mail = null;
        }
    }

    public int port() {
        return port;
    }

    public String hostPort() {
        return "127.0.0.1:" + port;
    }

    /** Every message received, across restarts, in arrival order. */
    public MimeMessage[] received() {
        return mail == null ? kept : concat(kept, mail.getReceivedMessages());
    }

    private static MimeMessage[] concat(MimeMessage[] a, MimeMessage[] b) {
        MimeMessage[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Override
    public void close() {
        stop();
    }
}
