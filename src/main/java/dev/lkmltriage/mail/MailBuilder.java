package dev.lkmltriage.mail;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects what a parser found and builds the {@link Mail}: lays the text parts out in one string (body first,
 * attachments after, separated by a blank line), normalises line ends and splits each part into spans.
 */
final class MailBuilder {
    String messageId;
    /** Set by a parser that made the id up itself (and recorded why). */
    boolean derived;
    String subject = "";
    String from = "";
    OffsetDateTime date;
    String listId;
    String inReplyTo;
    List<String> references = List.of();
    final List<Header> headers = new ArrayList<>();
    final List<RawPart> parts = new ArrayList<>();
    final ProblemLog problems;
    final String contentHash;

    MailBuilder(ProblemLog problems, String contentHash) {
        this.problems = problems;
        this.contentHash = contentHash;
    }

    Mail build() {
        String id = messageId;
        if (id == null || id.isBlank()) {
            id = Hashes.derivedId(contentHash);
            derived = true;
            problems.add("no-message-id", "derived " + id);
        }
        if (inReplyTo == null && !references.isEmpty()) {
            // the parent is the last reference (RFC 5322 3.6.4) when a client wrote only References
            inReplyTo = references.get(references.size() - 1);
        }
        List<RawPart> ordered = bodyFirst(parts);
        StringBuilder text = new StringBuilder();
        List<TextPart> located = new ArrayList<>();
        List<int[]> separators = new ArrayList<>();
        String single = ordered.size() == 1 ? ordered.get(0).text() : null;
        boolean direct = single != null && single.indexOf('\r') < 0;
        if (direct) {
            // One part without a CR (most list mail) is the text as it is: no copy into a builder and out again.
            RawPart part = ordered.get(0);
            located.add(new TextPart(part.mimeType(), part.filename(), part.charset(), 0, single.length(), false));
        }
        for (int p = 0; p < ordered.size() && !direct; p++) {
            RawPart part = ordered.get(p);
            if (p > 0) {
                int sepStart = text.length();
                if (text.length() > 0 && text.charAt(text.length() - 1) != '\n') {
                    text.append('\n');
                }
                text.append('\n');
                separators.add(new int[] {sepStart, text.length()});
            }
            int start = text.length();
            appendNormalised(text, part.text());
            boolean attachment = p > 0 && (!part.inline() || part.filename() != null);
            located.add(new TextPart(part.mimeType(), part.filename(), part.charset(), start, text.length(),
                    attachment));
        }
        String all = direct ? single : text.toString();
        List<Span> spans = new ArrayList<>();
        for (int p = 0; p < located.size(); p++) {
            if (p > 0) {
                int[] sep = separators.get(p - 1);
                SpanSplitter.add(spans, sep[0], sep[1], SpanKind.PROSE);
            }
            TextPart t = located.get(p);
            for (Span s : SpanSplitter.split(all, t.start(), t.end())) {
                SpanSplitter.add(spans, s.start(), s.end(), s.kind());
            }
        }
        // an opener's "> " blocks of its own pasted output are its own text (convention 72)
        return new Mail(id, derived, subject, from, date, listId, inReplyTo, references, headers, all,
                located, OwnPastes.unquote(subject, inReplyTo, references, all, spans), problems.list(), contentHash);
    }

    /**
     * The inline body first (an empty text/plain one when every text part is an attachment), then the rest in
     * message order; of each multipart/alternative group only the best version (plain text over HTML) is kept.
     */
    private static List<RawPart> bodyFirst(List<RawPart> parts) {
        List<RawPart> kept = new ArrayList<>();
        for (RawPart p : parts) {
            if (p.alternativeGroup() >= 0 && !bestOfGroup(parts, p)) {
                continue;
            }
            kept.add(p);
        }
        int body = -1;
        for (int i = 0; i < kept.size() && body < 0; i++) {
            RawPart p = kept.get(i);
            if (p.inline() && p.filename() == null) {
                body = i;
            }
        }
        List<RawPart> out = new ArrayList<>();
        if (body < 0) {
            out.add(new RawPart("text/plain", null, "us-ascii", "", true, -1));
            out.addAll(kept);
        } else {
            out.add(kept.get(body));
            for (int i = 0; i < kept.size(); i++) {
                if (i != body) {
                    out.add(kept.get(i));
                }
            }
        }
        return out;
    }

    /** Whether {@code p} is the version of its alternative group to keep: the first plain text, else the first. */
    private static boolean bestOfGroup(List<RawPart> parts, RawPart p) {
        RawPart best = null;
        for (RawPart q : parts) {
            if (q.alternativeGroup() != p.alternativeGroup()) {
                continue;
            }
            if (best == null || (!best.mimeType().equals("text/plain") && q.mimeType().equals("text/plain")
                    && !q.text().isBlank())) {
                best = q;
            }
        }
        return best == p;
    }

    /** CRLF and lone CR become LF, so every later stage sees one kind of line end. */
    static void appendNormalised(StringBuilder sb, String s) {
        // Bulk copies between CRs: most parts have none, and a char-by-char append cost 4% of parsing.
        int n = s.length();
        int from = 0;
        for (int cr = s.indexOf('\r'); cr >= 0; cr = s.indexOf('\r', from)) {
            sb.append(s, from, cr).append('\n');
            from = cr + 1 < n && s.charAt(cr + 1) == '\n' ? cr + 2 : cr + 1;
        }
        sb.append(s, from, n);
    }
}
