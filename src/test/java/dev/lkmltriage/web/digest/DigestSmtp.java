package dev.lkmltriage.web.digest;

import dev.lkmltriage.digest.LoopbackSmtp;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/** A real SMTP server on loopback for the service's mailer, and digest settings that reach the corpus's dates. */
public final class DigestSmtp implements QuarkusTestResourceLifecycleManager {
    static volatile LoopbackSmtp smtp;

    @Override
    public Map<String, String> start() {
        smtp = new LoopbackSmtp().start();
        return Map.of("quarkus.mailer.host", "127.0.0.1", "quarkus.mailer.port", Integer.toString(smtp.port()),
                "quarkus.mailer.start-tls", "DISABLED",
                "triage.digest.recipients", "linux-nvme@lists.infradead.org",
                "triage.digest.from", "triage@example.org",
                "triage.digest.since", "30y",
                "triage.digest.attempts", "1",
                "triage.digest.retry-delay", "0.01s");
    }

    @Override
    public void stop() {
        if (smtp != null) {
            smtp.close();
        }
    }
}
