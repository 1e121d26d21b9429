package dev.lkmltriage.mail;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;

/**
 * Archive pages that carry the message's header fields in HTML comments: MHonArc's {@code <!--X-Subject: ...-->}
 * layout (lkml.iu.edu and many list archives) and hypermail 2's {@code <!-- subject="..." -->} layout. The body
 * lies between marker comments.
 */
final class CommentPages {
    private CommentPages() {
    }

    static boolean isMhonarc(String html) {
        return html.contains("<!--X-Subject:") || html.contains("<!--X-Body-of-Message-->");
    }

    static boolean isHypermail(String html) {
        return html.contains("<!-- body=\"start\" -->") || html.contains("<!-- subject=\"");
    }

    static PageMessage mhonarc(String html) {
        PageMessage m = new PageMessage();
        String subject = comment(html, "<!--X-Subject:");
        String date = comment(html, "<!--X-Date:");
        String id = comment(html, "<!--X-Message-Id:");
        String from = headListValue(html, "From");
        if (from == null) {
            String r13 = comment(html, "<!--X-From-R13:");
            from = r13 == null ? null : rot13(r13);
        }
        m.add("Subject", subject != null ? subject : headListValue(html, "Subject"));
        m.add("From", from);
        m.add("Date", date != null ? date : headListValue(html, "Date"));
        m.add("Message-ID", id != null ? id : headListValue(html, "Message-id"));
        int at = 0;
        for (int k = 0; k < HeaderText.MAX_IDS; k++) {
            int r = html.indexOf("<!--X-Reference:", at);
            if (r < 0) {
                break;
            }
            String ref = comment(html.substring(r, Math.min(html.length(), r + 2000)), "<!--X-Reference:");
            if (ref != null) {
                m.references.add(ref);
            }
            at = r + 1;
        }
        String body = between(html, "<!--X-Body-of-Message-->", "<!--X-Body-of-Message-End-->");
        m.body = body == null ? "" : HtmlText.toText(body);
        return m;
    }

    static PageMessage hypermail(String html) {
        PageMessage m = new PageMessage();
        String name = attribute(html, "name");
        String email = attribute(html, "email");
        String from = name == null ? email : email == null ? name : name + " <" + email + ">";
        m.add("Subject", attribute(html, "subject"));
        m.add("From", from);
        String sent = attribute(html, "sent");
        m.add("Date", sent != null ? sent : attribute(html, "received"));
        m.add("Message-ID", attribute(html, "id"));
        m.inReplyTo = attribute(html, "inreplyto");
        String body = between(html, "<!-- body=\"start\" -->", "<!-- body=\"end\" -->");
        m.body = body == null ? "" : HtmlText.toText(body);
        if (m.get("From") == null || m.get("Date") == null) {
            // lkml.iu.edu shows them as "<strong>From: </strong>..." lines too
            Document doc = Jsoup.parse(html);
            for (Element strong : doc.select("strong, b")) {
                String label = strong.text().strip();
                String value = strong.nextSibling() == null ? null : strong.nextSibling().outerHtml();
                if (value != null && (label.equals("From:") || label.equals("Date:"))) {
                    String v = Parser.unescapeEntities(Jsoup.parse(value).text(), false);
                    if (m.get(label.substring(0, label.length() - 1)) == null) {
                        m.add(label.substring(0, label.length() - 1), v);
                    }
                }
            }
        }
        return m;
    }

    /** The value of {@code <!--X-Name: value -->}, entity-decoded; null when absent. */
    static String comment(String html, String opener) {
        int s = html.indexOf(opener);
        if (s < 0) {
            return null;
        }
        int from = s + opener.length();
        int e = html.indexOf("-->", from);
        if (e < 0) {
            return null;
        }
        String v = Parser.unescapeEntities(html.substring(from, e), false).strip();
        return v.isEmpty() ? null : v;
    }

    /** hypermail 2's {@code <!-- name="value" -->}; null when absent. */
    static String attribute(String html, String name) {
        String opener = "<!-- " + name + "=\"";
        int s = html.indexOf(opener);
        if (s < 0) {
            return null;
        }
        int from = s + opener.length();
        int e = html.indexOf("\" -->", from);
        int nl = html.indexOf('\n', from);
        if (e < 0 || (nl >= 0 && nl < e)) {
            return null;
        }
        String v = Parser.unescapeEntities(html.substring(from, e), false).strip();
        return v.isEmpty() ? null : v;
    }

    /** MHonArc's header list: {@code <li><em>From</em>: value</li>} between the head markers. */
    private static String headListValue(String html, String field) {
        String head = between(html, "<!--X-Head-of-Message-->", "<!--X-Head-of-Message-End-->");
        if (head == null) {
            return null;
        }
        for (Element li : Jsoup.parse(head).select("li")) {
            Element em = li.selectFirst("em, strong, b");
            if (em != null && em.text().strip().equalsIgnoreCase(field)) {
                String t = li.text().strip();
                int colon = t.indexOf(':', em.text().length() - 1);
                return colon < 0 ? null : t.substring(colon + 1).strip();
            }
        }
        return null;
    }

    static String between(String html, String open, String close) {
        int s = html.indexOf(open);
        if (s < 0) {
            return null;
        }
        int from = s + open.length();
        int e = html.indexOf(close, from);
        return html.substring(from, e < 0 ? html.length() : e);
    }

    /** MHonArc's obfuscation of From: letters rotated by 13, everything else as written. */
    static String rot13(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'z') {
                c = (char) ('a' + (c - 'a' + 13) % 26);
            } else if (c >= 'A' && c <= 'Z') {
                c = (char) ('A' + (c - 'A' + 13) % 26);
            }
            sb.append(c);
        }
        return sb.toString();
    }

    static List<PageMessage> one(PageMessage m) {
        return m.get("From") == null && m.get("Subject") == null && m.body.isBlank() ? List.of() : List.of(m);
    }
}
