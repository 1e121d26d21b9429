package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.mail.TextPart;
import java.util.ArrayList;
import java.util.List;

/**
 * Test mails for the figures extractors, with spans by a simple rule until the real splitter lands: lines starting
 * with '>' are QUOTE, the rest PROSE; optionally the text from a marker line on is a DIFF or SIGNATURE span.
 */
final class FiguresMails {
    private FiguresMails() {
    }

    static Mail mail(String text) {
        return mail("", text);
    }

    static Mail mail(String subject, String text) {
        return build(subject, text, spans(text, text.length()));
    }

    /** A mail whose text from the first line equal to {@code marker} on is a span of {@code kind}. */
    static Mail withTail(String text, String marker, SpanKind kind) {
        int at = text.startsWith(marker + "\n") ? 0 : text.indexOf("\n" + marker + "\n") + 1;
        if (at <= 0 && !text.startsWith(marker + "\n")) {
            throw new IllegalArgumentException("no line " + marker);
        }
        List<Span> spans = new ArrayList<>(spans(text, at));
        spans.add(new Span(at, text.length(), kind));
        return build("", text, spans);
    }

    /**
     * A plain-text dump as in ../shared/seeds: when the second line is "From:", the first is the subject and the
     * body starts after the "Date:" line.
     */
    static Mail dump(String raw) {
        String[] first = raw.split("\n", 4);
        if (first.length == 4 && first[1].startsWith("From:") && first[2].startsWith("Date:")) {
            return mail(first[0], first[3]);
        }
        return mail(raw);
    }

    private static Mail build(String subject, String text, List<Span> spans) {
        return new Mail("figures-" + Integer.toHexString(text.hashCode()) + "@test", false, subject,
                "Tester <t@example.org>", null, null, null, List.of(), List.of(), text,
                List.of(new TextPart("text/plain", null, "UTF-8", 0, text.length(), false)), spans, List.of(),
                "0");
    }

    /** QUOTE for runs of '>' lines, PROSE for the rest, over {@code [0, end)}. */
    static List<Span> spans(String text, int end) {
        List<Span> out = new ArrayList<>();
        int i = 0;
        int runStart = 0;
        SpanKind run = null;
        while (i < end) {
            int nl = text.indexOf('\n', i);
            int lineEnd = nl < 0 || nl >= end ? end : nl + 1;
            SpanKind k = text.charAt(i) == '>' ? SpanKind.QUOTE : SpanKind.PROSE;
            if (run != null && k != run) {
                out.add(new Span(runStart, i, run));
                runStart = i;
            }
            run = k;
            i = lineEnd;
        }
        if (run != null && end > runStart) {
            out.add(new Span(runStart, end, run));
        }
        return out;
    }

    /** A kernel fact at the first occurrence of {@code raw} at or after {@code from} in {@code text}. */
    static KernelFact kernel(String text, String raw, String verdict, int from) {
        int at = text.indexOf(raw, from);
        if (at < 0) {
            throw new IllegalArgumentException("no " + raw);
        }
        String v = raw.startsWith("v") ? raw.substring(1) : raw;
        return new KernelFact(v, raw, verdict, text.charAt(at) == '>', at, at + raw.length());
    }

    /** Every occurrence of each raw version in {@code text}, without verdict. */
    static List<KernelFact> kernels(String text, String... raws) {
        List<KernelFact> out = new ArrayList<>();
        for (String raw : raws) {
            int at = text.indexOf(raw);
            while (at >= 0) {
                boolean wholeToken = (at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1))
                        && text.charAt(at - 1) != '.')
                        && (at + raw.length() >= text.length()
                        || !Character.isLetterOrDigit(text.charAt(at + raw.length()))
                        && !(text.charAt(at + raw.length()) == '.'
                        && at + raw.length() + 1 < text.length()
                        && Character.isDigit(text.charAt(at + raw.length() + 1)))
                        && text.charAt(at + raw.length()) != '-');
                if (wholeToken) {
                    out.add(new KernelFact(raw, raw, null, false, at, at + raw.length()));
                }
                at = text.indexOf(raw, at + 1);
            }
        }
        out.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return out;
    }
}
