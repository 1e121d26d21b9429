package dev.lkmltriage.mail;

/**
 * A decoded text part before assembly into {@link Mail#text()}.
 *
 * @param alternativeGroup index of the innermost enclosing multipart/alternative, or -1
 * @param inline           false when Content-Disposition said attachment
 */
record RawPart(String mimeType, String filename, String charset, String text, boolean inline, int alternativeGroup) {
}
