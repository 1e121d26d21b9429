package dev.lkmltriage.mail;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads text dumps of messages: an optional subject line, optional header lines as hypermail and web archives show
 * them ({@code From:}, {@code Date: Wed Sep 26 2007 - 12:57:21 EST}), then the body; or a body alone. Without a
 * {@code Message-ID:} line the id is derived from the normalised content, so the same dump keeps its id whatever
 * its line ends or trailing whitespace.
 */
final class PlainDump {
    private static final Set<String> FIELDS = Set.of("from", "date", "to", "cc", "subject", "message-id",
            "in-reply-to", "references", "reply-to", "sender", "list-id", "newsgroups", "organization");
    private static final int MAX_HEADER_LINES = 30;

    private PlainDump() {
    }

    static Mail parse(byte[] raw) {
        String hash = Hashes.sha256(raw);
        ProblemLog problems = new ProblemLog();
        MailBuilder b = new MailBuilder(problems, hash);
        int len = Math.min(raw.length, MimeReader.MAX_PART_BYTES);
        if (len < raw.length) {
            len = Utf8.trimIncompleteTail(raw, 0, len);
            problems.add("truncated", "dump kept " + len + " of " + raw.length + " bytes");
        }
        if (!TextLike.looksLikeText(raw, 0, len)) {
            problems.add("not-mail", "binary data");
            b.parts.add(new RawPart("application/octet-stream", null, "us-ascii", "", true, -1));
            return b.build();
        }
        Decoded d = TextDecoder.sniff(raw, 0, len, null);
        StringBuilder norm = new StringBuilder(d.text().length());
        MailBuilder.appendNormalised(norm, d.text());
        String text = norm.toString();
        List<int[]> lines = lines(text);
        int i = 0;
        while (i < lines.size() && isBlank(text, lines.get(i))) {
            i++;
        }
        if (i < lines.size()) {
            String first = line(text, lines.get(i));
            Header asField = field(first);
            if (asField != null && asField.name().equalsIgnoreCase("Subject")) {
                b.headers.add(asField);
                i++;
            } else if (asField == null && looksLikeSubject(first, text, lines, i)) {
                b.headers.add(new Header("Subject", first.strip()));
                i++;
            }
        }
        int fields = 0;
        while (i < lines.size() && fields < MAX_HEADER_LINES) {
            Header h = field(line(text, lines.get(i)));
            if (h == null) {
                break;
            }
            b.headers.add(h);
            fields++;
            i++;
        }
        if (fields > 0 && i < lines.size() && isBlank(text, lines.get(i))) {
            i++;
        }
        int bodyStart = i < lines.size() ? lines.get(i)[0] : text.length();
        String body = text.substring(bodyStart);
        b.parts.add(new RawPart("text/plain", null, d.charset(), body, true, -1));
        MailParser.fromHeaders(b);
        if (b.messageId == null) {
            b.messageId = Hashes.derivedId(Hashes.sha256(canonical(text)));
            b.derived = true;
            problems.add("no-message-id", "derived from the content");
        }
        return b.build();
    }

    /** A first line followed by header lines, or shaped like a reply or patch subject. */
    private static boolean looksLikeSubject(String first, String text, List<int[]> lines, int i) {
        if (first.length() > 250) {
            return false;
        }
        if (i + 1 < lines.size() && field(line(text, lines.get(i + 1))) != null) {
            return true;
        }
        String low = first.strip().toLowerCase(Locale.ROOT);
        return Subjects.isReply(first) || low.startsWith("[patch") || low.startsWith("[rfc")
                || low.startsWith("[bug") || low.startsWith("[regression");
    }

    /** A {@code Name: value} line with a name dumps actually carry, or null. */
    private static Header field(String line) {
        int colon = line.indexOf(':');
        if (colon <= 0 || colon > 20) {
            return null;
        }
        String name = line.substring(0, colon);
        if (!FIELDS.contains(name.toLowerCase(Locale.ROOT))) {
            return null;
        }
        return new Header(name, HeaderText.decodeWords(line.substring(colon + 1).strip()));
    }

    /** Lines without trailing whitespace, leading and trailing blank lines dropped: what the id is made from. */
    static String canonical(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (String l : text.split("\n", -1)) {
            sb.append(l.stripTrailing()).append('\n');
        }
        return sb.toString().strip();
    }

    private static List<int[]> lines(String text) {
        List<int[]> out = new ArrayList<>();
        int s = 0;
        for (int k = 0; k < text.length(); k++) {
            if (text.charAt(k) == '\n') {
                out.add(new int[] {s, k});
                s = k + 1;
            }
        }
        if (s < text.length()) {
            out.add(new int[] {s, text.length()});
        }
        return out;
    }

    private static String line(String text, int[] l) {
        return text.substring(l[0], Math.min(l[1], l[0] + 1000));
    }

    private static boolean isBlank(String text, int[] l) {
        for (int k = l[0]; k < l[1]; k++) {
            if (!Character.isWhitespace(text.charAt(k))) {
                return false;
            }
        }
        return true;
    }
}
