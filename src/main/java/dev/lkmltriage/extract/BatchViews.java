package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.text.LiteralHits;
import dev.lkmltriage.text.LiteralSet;
import java.util.IdentityHashMap;
import java.util.function.Function;

/**
 * The per-message views ({@link VersionsText}, {@link MessageLines}, {@link TextLiterals}' hits) of one batch,
 * remembered on the thread while {@link FactExtractor#extractAll} runs it stage by stage. Each view is remembered
 * per thread for the last message asked about; run stage-major, every stage would ask about every message of the
 * batch in turn and rebuild each view once per stage. Each view depends on nothing but its text and spans (by
 * identity), so remembering more of them changes no answer. A batch keeps views of at most {@link #MAX_CHARS}
 * characters of text in all (a batch of huge messages rebuilds the rest per stage, as without a batch), and they
 * go with the batch when it is closed.
 */
final class BatchViews implements AutoCloseable {
    /** Characters of text whose views one batch keeps: 16 MB of copied characters plus their line indexes. */
    static final int MAX_CHARS = 8 << 20;
    private static final ThreadLocal<BatchViews> CURRENT = new ThreadLocal<>();

    private final BatchViews outer;
    private final long maxChars;
    private final IdentityHashMap<String, VersionsText> versions = new IdentityHashMap<>();
    private final IdentityHashMap<String, MessageLines> lines = new IdentityHashMap<>();
    private final IdentityHashMap<String, LiteralHits> literals = new IdentityHashMap<>();
    private long kept;
    /** The last text {@link #literals} was asked about and its hits: a stage asks about one text many times. */
    private String lastText;
    private LiteralHits lastHits;

    private BatchViews(BatchViews outer, long maxChars) {
        this.outer = outer;
        this.maxChars = maxChars;
    }

    /** Opens a batch on this thread (inside any open one); close it in a finally. */
    static BatchViews open() {
        return open(MAX_CHARS);
    }

    /** {@link #open()} keeping views of at most {@code maxChars} characters of text. */
    static BatchViews open(long maxChars) {
        BatchViews b = new BatchViews(CURRENT.get(), maxChars);
        CURRENT.set(b);
        return b;
    }

    @Override
    public void close() {
        if (outer == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(outer);
        }
    }

    /** Whether a batch is open on this thread. */
    static boolean active() {
        return CURRENT.get() != null;
    }

    /** The message's text view: the open batch's, else a new one. */
    static VersionsText versionsText(Mail mail) {
        BatchViews b = CURRENT.get();
        if (b == null) {
            return new VersionsText(mail);
        }
        VersionsText v = b.versions.get(mail.text());
        if (v == null || !v.isOf(mail)) {
            v = new VersionsText(mail);
            if (b.keep(mail.text())) {
                b.versions.put(mail.text(), v);
            }
        }
        return v;
    }

    /** The message's lines: the open batch's, else {@code build}'s. */
    static MessageLines messageLines(Mail mail, Function<Mail, MessageLines> build) {
        BatchViews b = CURRENT.get();
        if (b == null) {
            return build.apply(mail);
        }
        MessageLines l = b.lines.get(mail.text());
        if (l == null || !l.isOf(mail)) {
            l = build.apply(mail);
            if (b.keep(mail.text())) {
                b.lines.put(mail.text(), l);
            }
        }
        return l;
    }

    /** The open batch's hits of {@code set} in {@code text}, or null when no batch is open. */
    static LiteralHits literals(String text, LiteralSet set) {
        BatchViews b = CURRENT.get();
        if (b == null) {
            return null;
        }
        if (b.lastText == text && b.lastHits.set() == set) {
            return b.lastHits;
        }
        LiteralHits h = b.literals.get(text);
        if (h == null || h.set() != set) {
            h = set.scan(text);
            if (b.keep(text)) {
                b.literals.put(text, h);
            }
        }
        b.lastText = text;
        b.lastHits = h;
        return h;
    }

    private boolean keep(String text) {
        if (kept + text.length() > maxChars) {
            return false;
        }
        kept += text.length();
        return true;
    }
}
