package dev.lkmltriage.source;

/** How the bytes of a {@link RawItem} are to be parsed. */
public enum Format {
    /** An RFC 5322 message (from an .eml, mbox, Maildir or public-inbox blob). */
    RFC5322,
    /** A plain-text dump: optional subject line, optional From:/Date: lines, then a body. */
    PLAIN_DUMP,
    /** A saved HTML archive page (lore.kernel.org, lkml.iu.edu hypermail, marc.info, mailman pipermail). */
    HTML_PAGE
}
