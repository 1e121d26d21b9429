package dev.lkmltriage.mail;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/** Recognises which archive layout a saved page has and turns each message on it into a {@link Mail}. */
final class HtmlPages {
    private static final int MAX_PAGE = 32 << 20;

    private HtmlPages() {
    }

    static List<Mail> parse(byte[] raw, String origin) {
        String pageHash = Hashes.sha256(raw);
        int len = Math.min(raw.length, MAX_PAGE);
        if (!TextLike.looksLikeText(raw, 0, len)) {
            return List.of();
        }
        len = Utf8.trimIncompleteTail(raw, 0, len);
        Decoded d = TextDecoder.decode(raw, 0, len, declaredCharset(raw, len));
        String html = d.text();
        List<PageMessage> found;
        Document doc = null;
        if (CommentPages.isMhonarc(html)) {
            found = CommentPages.one(CommentPages.mhonarc(html));
        } else if (CommentPages.isHypermail(html)) {
            found = CommentPages.one(CommentPages.hypermail(html));
        } else {
            doc = Jsoup.parse(html);
            if (html.contains("<!--beginarticle-->")) {
                found = PipermailPages.read(html, doc);
            } else {
                found = PrePages.read(doc);
                if (found.isEmpty() && PipermailPages.matches(html, doc)) {
                    found = PipermailPages.read(html, doc);
                }
            }
        }
        List<Mail> out = new ArrayList<>();
        for (PageMessage m : found) {
            out.add(toMail(m, found.size() == 1 ? pageHash : null, d, origin, found.size()));
        }
        return out;
    }

    private static Mail toMail(PageMessage m, String pageHash, Decoded page, String origin, int onPage) {
        String canonical = PlainDump.canonical(m.get("Subject") + "\n" + m.get("From") + "\n" + m.get("Date")
                + "\n" + m.body);
        String hash = pageHash != null ? pageHash : Hashes.sha256(canonical);
        ProblemLog problems = new ProblemLog();
        if (page.problem() != null) {
            problems.add("charset", page.problem());
        }
        MailBuilder b = new MailBuilder(problems, hash);
        b.headers.addAll(m.headers);
        b.parts.add(new RawPart("text/plain", null, page.charset(), m.body, true, -1));
        MailParser.fromHeaders(b);
        if (b.messageId == null) {
            b.messageId = m.linkedId != null ? m.linkedId : onPage == 1 && origin != null
                    ? PrePages.idFromUrl(origin) : null;
        }
        if (b.messageId == null) {
            b.messageId = Hashes.derivedId(Hashes.sha256(canonical));
            b.derived = true;
            problems.add("no-message-id", "page shows none; derived from the content");
        }
        if (b.inReplyTo == null && m.inReplyTo != null) {
            b.inReplyTo = HeaderText.messageId(m.inReplyTo);
        }
        if (b.references.isEmpty() && !m.references.isEmpty()) {
            List<String> refs = new ArrayList<>();
            for (String r : m.references) {
                String id = HeaderText.messageId(r);
                if (id != null && !refs.contains(id)) {
                    refs.add(id);
                }
            }
            b.references = refs;
        }
        return b.build();
    }

    /** The charset a page declares in its first bytes ({@code <meta charset>} or http-equiv), or null. */
    private static String declaredCharset(byte[] raw, int len) {
        String head = new String(raw, 0, Math.min(len, 4096), TextDecoder.WINDOWS_1252).toLowerCase(Locale.ROOT);
        int at = head.indexOf("charset=");
        if (at < 0) {
            return null;
        }
        int s = at + 8;
        while (s < head.length() && (head.charAt(s) == '"' || head.charAt(s) == '\'')) {
            s++;
        }
        int e = s;
        while (e < head.length() && (Character.isLetterOrDigit(head.charAt(e)) || head.charAt(e) == '-'
                || head.charAt(e) == '_')) {
            e++;
        }
        return e > s ? head.substring(s, e) : null;
    }
}
