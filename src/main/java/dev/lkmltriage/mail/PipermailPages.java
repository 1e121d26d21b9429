package dev.lkmltriage.mail;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Mailman pipermail message pages: subject in {@code <h1>}, sender name in {@code <b>}, the (obfuscated) address
 * in a mailto link whose query names the In-Reply-To, the date in {@code <i>}, the body in {@code <pre>} between
 * {@code <!--beginarticle-->} and {@code <!--endarticle-->}. Pipermail shows no Message-ID.
 */
final class PipermailPages {
    private PipermailPages() {
    }

    static boolean matches(String html, Document doc) {
        return html.contains("<!--beginarticle-->")
                || (doc.selectFirst("h1") != null && doc.selectFirst("pre") != null && doc.selectFirst("i") != null
                && doc.selectFirst("a[href^=mailto:]") != null);
    }

    static List<PageMessage> read(String html, Document doc) {
        PageMessage m = new PageMessage();
        Element h1 = doc.selectFirst("h1");
        Element b = doc.selectFirst("b");
        Element mail = doc.selectFirst("a[href^=mailto:]");
        Element i = doc.selectFirst("i");
        String name = b == null ? null : b.text().strip();
        String address = mail == null ? null : mail.text().strip();
        m.add("Subject", h1 == null ? null : h1.text());
        m.add("From", name == null || name.isEmpty() ? address
                : address == null || address.isEmpty() ? name : name + " <" + address + ">");
        m.add("Date", i == null ? null : i.text());
        if (mail != null) {
            m.inReplyTo = inReplyTo(mail.attr("href"));
        }
        String article = CommentPages.between(html, "<!--beginarticle-->", "<!--endarticle-->");
        if (article != null) {
            m.body = HtmlText.toText(article);
        } else {
            Element pre = doc.selectFirst("pre");
            m.body = pre == null ? "" : pre.wholeText();
        }
        return CommentPages.one(m);
    }

    /** The In-Reply-To parameter of pipermail's reply link, e.g. {@code ?In-Reply-To=%3Cid%40host%3E}. */
    static String inReplyTo(String href) {
        int q = href.indexOf('?');
        if (q < 0) {
            return null;
        }
        for (String param : href.substring(q + 1).split("&")) {
            int eq = param.indexOf('=');
            if (eq > 0 && param.substring(0, eq).equalsIgnoreCase("In-Reply-To")) {
                String v;
                try {
                    v = URLDecoder.decode(param.substring(eq + 1), StandardCharsets.UTF_8);
                } catch (IllegalArgumentException e) {
                    v = param.substring(eq + 1);
                }
                return HeaderText.messageId(v);
            }
        }
        return null;
    }
}
