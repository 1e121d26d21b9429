package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.Locale;

/**
 * Where a forwarded report starts (session 41). A forward ({@code Fwd: [Bug 216942] ...}, Gmail's and Thunderbird's
 * "Forwarded message" separator) brings someone's report to the list; the kind classifier reads the forwarded text
 * as the forward's own ({@link ThreadStarts#forwarded}), and clustering asks this class to read its kernels the same
 * way. Since session 51 (convention 188) the mail reader does too: a separator at quote depth 0 opens no quoted
 * state in any client's style, so this matters only where a forward's separator itself stands under '>' marks. A
 * forwarded reply (its header's {@code Subject: Re: ...}) continues a conversation and gives no start. Never throws;
 * one bounded scan.
 */
public final class Forwards {
    private Forwards() {
    }

    /** The offset in {@code mail.text()} of a forward's separator line, or -1 when the message forwards no report. */
    public static int start(Mail mail) {
        return ThreadStarts.forwardStart(mail.subject().toLowerCase(Locale.ROOT), mail.text());
    }
}
