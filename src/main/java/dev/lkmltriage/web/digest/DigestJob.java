package dev.lkmltriage.web.digest;

import dev.lkmltriage.digest.Digests;
import io.quarkus.scheduler.Scheduled;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * Sends the digests of {@code triage.digest.recipients} on {@code triage.digest.cron} (weekly, Monday 07:00, by
 * default), and retries pending ones every {@code triage.digest.retry-every} once their back-off expired. Does
 * nothing while no recipient is configured. A failure for one recipient is logged and does not stop the others;
 * the digest stays pending in {@code DATA/digests}.
 */
@Singleton
public class DigestJob {
    private static final Logger LOG = Logger.getLogger(DigestJob.class);

    @Inject
    DigestService service;

    @Inject
    MailerSender sender;

    @Scheduled(identity = "triage-digest", cron = "${triage.digest.cron:0 0 7 ? * MON}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void weekly() {
        run(false);
    }

    @Scheduled(identity = "triage-digest-retry", every = "${triage.digest.retry-every:15m}", delayed = "1m",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void retry() {
        run(true);
    }

    /** One round over the configured recipients; {@code onlyDue}: only pending digests whose back-off expired. */
    public synchronized List<Digests.Outcome> run(boolean onlyDue) {
        List<Digests.Outcome> out = new ArrayList<>();
        for (String to : service.recipients()) {
            try {
                Digests.Outcome o = service.digests().send(to, sender, onlyDue);
                out.add(o);
                if ("pending".equals(o.status())) {
                    LOG.warnf("digest to %s kept pending (%d): %s", to, o.pending(), o.error());
                } else if ("sent".equals(o.status())) {
                    LOG.infof("digest sent to %s: %s", to, o.sentMessageIds());
                }
            } catch (Exception e) {
                LOG.errorf("digest to %s failed: %s", to, e.getMessage());
                out.add(new Digests.Outcome(to, "error", List.of(), 0, e.getMessage()));
            }
        }
        return out;
    }
}
