package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Header;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Test mails for the versions extractors, built without the real splitter: lines starting with {@code >} are QUOTE,
 * a line {@code -- } starts a SIGNATURE, lines from {@code diff --git} until the next blank line are DIFF, the rest
 * PROSE. Also a minimal raw-mail reader for the real archive (headers unfolded, no MIME decoding).
 */
final class VersionsMails {
    private VersionsMails() {
    }

    static Mail mail(String text) {
        return mail("", text);
    }

    static Mail mail(String subject, String text) {
        return mail(subject, "Reporter <reporter@example.org>", null, List.of(), text);
    }

    static Mail mail(String subject, String from, String inReplyTo, List<Header> headers, String text) {
        List<Header> all = new ArrayList<>(headers);
        all.add(new Header("Subject", subject));
        all.add(new Header("From", from));
        return new Mail("test@example.org", false, subject, from, null, null, inReplyTo, List.of(), all, text,
                List.of(), spans(text), List.of(), "0");
    }

    static List<Span> spans(String text) {
        List<Span> out = new ArrayList<>();
        int k = 0;
        SpanKind current = null;
        int runStart = 0;
        boolean inDiff = false;
        boolean inSig = false;
        while (k < text.length()) {
            int nl = text.indexOf('\n', k);
            int end = nl < 0 ? text.length() : nl + 1;
            String line = text.substring(k, nl < 0 ? text.length() : nl);
            if (line.equals("-- ")) {
                inSig = true;
            }
            if (line.startsWith("diff --git ")) {
                inDiff = true;
            } else if (inDiff && line.isEmpty()) {
                inDiff = false;
            }
            SpanKind kind = inSig ? SpanKind.SIGNATURE : inDiff ? SpanKind.DIFF
                    : line.startsWith(">") ? SpanKind.QUOTE : SpanKind.PROSE;
            if (kind != current) {
                if (current != null) {
                    out.add(new Span(runStart, k, current));
                }
                current = kind;
                runStart = k;
            }
            k = end;
        }
        if (current != null) {
            out.add(new Span(runStart, text.length(), current));
        }
        return out;
    }

    /** A raw RFC 5322 message read crudely: unfolded headers, body as bytes in UTF-8. Good enough to tune on. */
    static Mail raw(byte[] bytes) {
        String s = new String(bytes, StandardCharsets.UTF_8).replace("\r\n", "\n");
        int split = s.indexOf("\n\n");
        String head = split < 0 ? s : s.substring(0, split);
        String body = split < 0 ? "" : s.substring(split + 2);
        List<Header> headers = new ArrayList<>();
        for (String line : head.split("\n")) {
            if ((line.startsWith(" ") || line.startsWith("\t")) && !headers.isEmpty()) {
                Header last = headers.remove(headers.size() - 1);
                headers.add(new Header(last.name(), last.value() + " " + line.strip()));
            } else {
                int c = line.indexOf(':');
                if (c > 0) {
                    headers.add(new Header(line.substring(0, c), line.substring(c + 1).strip()));
                }
            }
        }
        String subject = value(headers, "subject");
        String from = value(headers, "from");
        String irt = value(headers, "in-reply-to");
        return new Mail("raw@example.org", false, subject, from, null, null,
                irt.isEmpty() ? null : irt.replaceAll("[<>]", ""), List.of(), headers, body, List.of(),
                spans(body), List.of(), "0");
    }

    private static String value(List<Header> headers, String name) {
        for (Header h : headers) {
            if (h.name().toLowerCase(Locale.ROOT).equals(name)) {
                return h.value();
            }
        }
        return "";
    }
}
