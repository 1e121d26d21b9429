package dev.lkmltriage.mail;

/**
 * One decoded text part of a message, located in {@link Mail#text()} at {@code [start, end)}.
 * Part 0 is the body; later parts are {@code text/*} attachments (dmesg logs, configs, lspci output).
 *
 * @param mimeType   lowercase, e.g. {@code text/plain}; {@code text/html} parts are stored as converted text
 * @param filename   the attachment's file name, or null
 * @param charset    the charset actually used to decode it
 * @param attachment true when it came as an attachment rather than the inline body
 */
public record TextPart(String mimeType, String filename, String charset, int start, int end, boolean attachment) {
}
