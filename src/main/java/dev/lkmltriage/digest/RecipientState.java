package dev.lkmltriage.digest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the digest remembers of one recipient, in {@code DATA/digests/<address>.json}: whether they opted out, the
 * Message-IDs of the digests so far (to thread the next one), the item keys already sent with when, and digests
 * composed but not yet accepted by the SMTP server.
 *
 * @param sent item key → ISO instant it was sent
 */
public record RecipientState(String address, boolean optedOut, String lastMessageId, List<String> references,
                             Map<String, String> sent, List<Pending> pending) {
    /** Digests in one thread keep at most this many References (the first and the latest ones). */
    static final int MAX_REFERENCES = 20;

    /** A digest waiting to be sent: its item keys are not sent until the server accepted it. */
    public record Pending(DigestMail mail, List<String> keys, int attempts, String lastError, String nextAttempt) {
        public Pending {
            keys = List.copyOf(keys);
        }
    }

    public RecipientState {
        references = references == null ? List.of() : List.copyOf(references);
        sent = sent == null ? Map.of() : Map.copyOf(sent);
        pending = pending == null ? List.of() : List.copyOf(pending);
    }

    static RecipientState empty(String address) {
        return new RecipientState(address, false, null, List.of(), Map.of(), List.of());
    }

    boolean knows(String key) {
        return sent.containsKey(key) || pending.stream().anyMatch(p -> p.keys().contains(key));
    }

    RecipientState optedOut(boolean out) {
        return new RecipientState(address, out, lastMessageId, references, sent, pending);
    }

    /** With {@code p} queued, and the thread continuing from it. */
    RecipientState queued(Pending p) {
        List<Pending> ps = new ArrayList<>(pending);
        ps.add(p);
        List<String> refs = new ArrayList<>(references);
        if (lastMessageId != null) {
            refs.add(lastMessageId);
        }
        while (refs.size() > MAX_REFERENCES) {
            refs.remove(1);
        }
        return new RecipientState(address, optedOut, p.mail().messageId(), refs, sent, ps);
    }

    /** With {@code p} sent: its keys remembered, itself off the queue. */
    RecipientState delivered(Pending p, String at) {
        Map<String, String> s = new LinkedHashMap<>(sent);
        p.keys().forEach(k -> s.put(k, at));
        List<Pending> ps = new ArrayList<>(pending);
        ps.removeIf(x -> x.mail().messageId().equals(p.mail().messageId()));
        return new RecipientState(address, optedOut, lastMessageId, references, s, ps);
    }

    /** With {@code p}'s failure recorded. */
    RecipientState failed(Pending p, String error, String nextAttempt) {
        List<Pending> ps = new ArrayList<>();
        for (Pending x : pending) {
            ps.add(x.mail().messageId().equals(p.mail().messageId())
                    ? new Pending(x.mail(), x.keys(), x.attempts() + 1, error, nextAttempt) : x);
        }
        return new RecipientState(address, optedOut, lastMessageId, references, sent, ps);
    }
}
