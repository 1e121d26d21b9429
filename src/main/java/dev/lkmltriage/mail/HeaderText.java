package dev.lkmltriage.mail;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.james.mime4j.codec.DecodeMonitor;
import org.apache.james.mime4j.codec.DecoderUtil;

/** Reading header values: raw 8-bit bytes, folding, RFC 2047 words, Message-ID lists, List-Id. */
final class HeaderText {
    /** References longer than this are junk or an attack; real threads stay far below. */
    static final int MAX_IDS = 512;
    /** An id longer than this is not an id. */
    private static final int MAX_ID_LENGTH = 998;

    private HeaderText() {
    }

    /** The value of a raw header field {@code Name: value}, 8-bit bytes read as UTF-8 or windows-1252. */
    static String rawValue(byte[] raw) {
        int colon = 0;
        while (colon < raw.length && raw[colon] != ':') {
            colon++;
        }
        int start = Math.min(colon + 1, raw.length);
        return TextDecoder.decode(raw, start, raw.length - start, null).text();
    }

    /** Folded lines joined (RFC 5322 unfolding), other CR/LF dropped, trimmed. */
    static String unfold(String v) {
        // in one array, not a StringBuilder append per character (under C1 a call with checks each)
        char[] cs = v.toCharArray();
        int n = 0;
        for (char c : cs) {
            if (c != '\r' && c != '\n') {
                cs[n++] = c == '\t' ? ' ' : c;
            }
        }
        return new String(cs, 0, n).strip();
    }

    /** RFC 2047 encoded words decoded; a broken word is left as written rather than lost. */
    static String decodeWords(String v) {
        if (v.indexOf("=?") < 0) {
            return v;
        }
        try {
            return DecoderUtil.decodeEncodedWords(v, DecodeMonitor.SILENT);
        } catch (RuntimeException e) {
            return v;
        }
    }

    /** A Message-ID header value without brackets and comments; null when there is nothing id-like. */
    static String messageId(String v) {
        if (v == null) {
            return null;
        }
        List<String> ids = ids(v, 1);
        if (!ids.isEmpty()) {
            return ids.get(0);
        }
        String t = v.strip();
        int sp = indexOfSpace(t);
        if (sp > 0) {
            t = t.substring(0, sp);
        }
        t = stripBrackets(t);
        return t.isEmpty() || t.length() > MAX_ID_LENGTH ? null : t;
    }

    /**
     * All ids in an In-Reply-To or References value, in order, deduplicated: {@code <...>} tokens first; when a
     * broken client wrote none, bare tokens containing {@code @}.
     */
    static List<String> ids(String v, int max) {
        Set<String> out = new LinkedHashSet<>();
        if (v == null) {
            return List.of();
        }
        int i = 0;
        int n = v.length();
        int gt = -1; // kept across rounds so a run of '<' without '>' is scanned once, not once per '<'
        while (i < n && out.size() < max) {
            int lt = v.indexOf('<', i);
            if (lt < 0) {
                break;
            }
            if (gt <= lt) {
                gt = v.indexOf('>', lt + 1);
            }
            if (gt < 0) {
                break;
            }
            int nextLt = v.indexOf('<', lt + 1);
            if (nextLt >= 0 && nextLt < gt) {
                i = nextLt; // "<<id>" or a stray '<': start again at the inner one
                continue;
            }
            String id = clean(v.substring(lt + 1, gt));
            if (id != null) {
                out.add(id);
            }
            i = gt + 1;
        }
        if (out.isEmpty()) {
            for (String tok : v.split("[\\s,;]++")) {
                if (out.size() >= max) {
                    break;
                }
                String id = clean(stripBrackets(tok));
                if (id != null && id.indexOf('@') > 0) {
                    out.add(id);
                }
            }
        }
        return new ArrayList<>(out);
    }

    private static String clean(String s) {
        String t = s.strip();
        if (t.startsWith("mailto:")) {
            return null; // an address in brackets, e.g. "John <john@x.org>'s message of ..."
        }
        StringBuilder sb = new StringBuilder(t.length());
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (!Character.isWhitespace(c) && c != '"') {
                sb.append(c);
            }
        }
        String id = sb.toString();
        return id.isEmpty() || id.length() > MAX_ID_LENGTH ? null : id;
    }

    private static String stripBrackets(String t) {
        String s = t.strip();
        while (s.startsWith("<")) {
            s = s.substring(1);
        }
        while (s.endsWith(">") || s.endsWith(",") || s.endsWith(";")) {
            s = s.substring(0, s.length() - 1);
        }
        return s.strip();
    }

    private static int indexOfSpace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** {@code Linux PCI <linux-pci.vger.kernel.org>} → {@code linux-pci.vger.kernel.org}; null when empty. */
    static String listId(String v) {
        if (v == null) {
            return null;
        }
        int lt = v.lastIndexOf('<');
        int gt = v.lastIndexOf('>');
        String id;
        if (lt >= 0 && gt > lt) {
            id = v.substring(lt + 1, gt);
        } else {
            id = v;
            int sp = indexOfSpace(id.strip());
            id = sp > 0 ? id.strip().substring(0, sp) : id;
        }
        id = id.strip();
        return id.isEmpty() ? null : id;
    }

    static String utf8(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }
}
