package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.SpanKind;
import java.util.Arrays;

/**
 * A message's lines as {@link LineCursor} walks them (start, end, content start, span kind, quoted-diff flags), found
 * once per message: the hardware, driver and config readers each walked the whole text again, about a tenth of all
 * extraction on real mail. Kept for the last message of this thread (and for each message of a batch, {@link
 * BatchViews}), as {@link VersionsText} is; a text longer than
 * {@link #MAX_CHARS} is not indexed (its cursors walk it, as before), so hostile input cannot make the arrays large.
 */
final class MessageLines {
    /** Texts longer than this are walked by each cursor: the index costs up to 17 bytes a line (a text of newlines: 17 MB). */
    static final int MAX_CHARS = 1 << 20;
    static final byte QUOTED_DIFF = 1;
    static final byte QUOTED_DIFF_HEADER = 2;
    private static final ThreadLocal<MessageLines> LAST = new ThreadLocal<>();

    private final String text;
    private final Object spans;
    final int count;
    final int[] start;
    final int[] end;
    final int[] body;
    final SpanKind[] kind;
    final byte[] flags;

    private MessageLines(String text, Object spans, int count, int[] start, int[] end, int[] body, SpanKind[] kind,
            byte[] flags) {
        this.text = text;
        this.spans = spans;
        this.count = count;
        this.start = start;
        this.end = end;
        this.body = body;
        this.kind = kind;
        this.flags = flags;
    }

    /** The message's lines, found on the first call for it in this thread; null when the text is too long. */
    static MessageLines of(Mail mail) {
        String text = mail.text();
        if (text.length() > MAX_CHARS) {
            return null;
        }
        MessageLines l = LAST.get();
        if (l == null || !l.isOf(mail)) {
            // in a batch (FactExtractor.extractAll), the batch's lines of this message, found once for every stage
            l = BatchViews.messageLines(mail, m -> build(m.text(), m));
            LAST.set(l);
        }
        return l;
    }

    /** Whether these are the lines of this very message's text and spans. */
    boolean isOf(Mail mail) {
        return text == mail.text() && spans == mail.spans();
    }

    private static MessageLines build(String text, Mail mail) {
        LineCursor c = new LineCursor(text, mail.spans());
        int cap = 16;
        int[] s = new int[cap];
        int[] e = new int[cap];
        int[] b = new int[cap];
        SpanKind[] k = new SpanKind[cap];
        byte[] f = new byte[cap];
        int n = 0;
        while (c.advance()) {
            if (n == cap) {
                cap *= 2;
                s = Arrays.copyOf(s, cap);
                e = Arrays.copyOf(e, cap);
                b = Arrays.copyOf(b, cap);
                k = Arrays.copyOf(k, cap);
                f = Arrays.copyOf(f, cap);
            }
            s[n] = c.start;
            e[n] = c.end;
            b[n] = c.body;
            k[n] = c.kind;
            f[n] = (byte) ((c.quotedDiff ? QUOTED_DIFF : 0) | (c.quotedDiffHeader ? QUOTED_DIFF_HEADER : 0));
            n++;
        }
        return new MessageLines(text, mail.spans(), n, s, e, b, k, f);
    }
}
