package dev.lkmltriage.web.ui;

import dev.lkmltriage.index.SnippetHtml;
import java.nio.charset.StandardCharsets;

/** Escaping for the HTML the UI builds in Java, and path encoding for the links it makes. */
final class Html {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();
    /** The setting naming where a commit hash links (application.properties), read by every page showing commits. */
    static final String COMMIT_URL = "triage.commit-url";
    static final String COMMIT_URL_DEFAULT = "https://git.kernel.org/torvalds/c/";

    private Html() {
    }

    /** The link of a commit: the configured {@link #COMMIT_URL} base and the hash. */
    static String commitHref(String commitBase, String hash) {
        return commitBase + path(hash);
    }

    /** A search snippet as escaped HTML with {@code <mark>}s; see {@link SnippetHtml}. */
    static String snippet(String snippet) {
        return SnippetHtml.of(snippet);
    }

    /** Text safe inside an element or a quoted attribute; control characters other than tab/newline dropped. */
    static String escape(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length() + 16);
        appendEscaped(b, s, 0, s.length());
        return b.toString();
    }

    /** {@code s[from, to)} escaped as a snippet's text is ({@link SnippetHtml#appendEscaped}). */
    static void appendEscaped(StringBuilder b, String s, int from, int to) {
        for (int i = from; i < to; i++) {
            SnippetHtml.appendEscaped(b, s.charAt(i));
        }
    }

    /**
     * One path segment (a Message-ID, a cluster id) percent-encoded so that it survives as a link: unreserved
     * characters and {@code @ ! $ & ' ( ) * + , ; = :} stay, {@code /} too (the routes accept it), the rest is
     * UTF-8 percent-encoded.
     */
    static String path(String s) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (byte x : s.getBytes(StandardCharsets.UTF_8)) {
            int c = x & 0xff;
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~@!$&'()*+,;=:/".indexOf(c) >= 0) {
                b.append((char) c);
            } else {
                b.append('%').append(HEX[c >> 4]).append(HEX[c & 15]);
            }
        }
        return b.toString();
    }

    /** A query-string value, percent-encoded (space as %20). */
    static String param(String s) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (byte x : s.getBytes(StandardCharsets.UTF_8)) {
            int c = x & 0xff;
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~:@!$'()*,;/".indexOf(c) >= 0) {
                b.append((char) c);
            } else {
                b.append('%').append(HEX[c >> 4]).append(HEX[c & 15]);
            }
        }
        return b.toString();
    }

    static String searchHref(String query) {
        return query == null || query.isBlank() ? "/" : "/?q=" + param(query);
    }

    static String messageHref(String messageId) {
        return "/m/" + path(messageId);
    }

    static String clusterHref(String clusterId) {
        return "/c/" + path(clusterId);
    }

    static String loreHref(String messageId) {
        return "https://lore.kernel.org/r/" + path(messageId);
    }
}
