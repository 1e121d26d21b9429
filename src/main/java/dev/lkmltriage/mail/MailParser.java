package dev.lkmltriage.mail;

import java.util.List;

/**
 * Parses the three forms messages come in. Never throws on content: whatever cannot be decoded becomes a
 * {@link Problem} on the returned mail. Thread-safe.
 */
public final class MailParser {

    /** An RFC 5322 message, MIME or not. */
    public Mail parse(byte[] raw) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * A plain-text dump like the seeds: an optional subject line, optional {@code From:}/{@code Date:} lines, then
     * a body. The Message-ID is derived from the content, so the same dump always gets the same id.
     */
    public Mail parsePlainDump(byte[] raw) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * A saved HTML archive page (lore.kernel.org, lkml.iu.edu hypermail, marc.info, mailman pipermail). A page
     * showing a whole thread yields each message on it; a page that is no archive page yields none.
     */
    public List<Mail> parseHtmlPage(byte[] raw, String origin) {
        throw new UnsupportedOperationException("not yet");
    }
}
