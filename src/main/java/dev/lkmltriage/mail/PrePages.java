package dev.lkmltriage.mail;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Archive pages that show each message as header lines in a {@code <pre>} followed by the body: public-inbox
 * (lore.kernel.org, message and whole-thread pages) and marc.info. The Message-ID comes from its header line or,
 * failing that, from the message's {@code permalink}/{@code raw} link.
 */
final class PrePages {
    private static final Set<String> FIELDS = Set.of("from", "to", "cc", "subject", "date", "message-id",
            "in-reply-to", "references", "list");
    /** Navigation lines before the header block (marc.info puts "[prev in list] ..." there). */
    private static final int LEAD_LINES = 12;

    private PrePages() {
    }

    static List<PageMessage> read(Document doc) {
        List<PageMessage> out = new ArrayList<>();
        for (Element pre : doc.select("pre")) {
            if (out.size() >= 1000) {
                break;
            }
            String text = pre.wholeText();
            PageMessage m = headerBlock(text);
            if (m == null) {
                continue;
            }
            StringBuilder body = new StringBuilder(m.body);
            String linked = null;
            boolean inBody = true;
            for (Element sib = pre.nextElementSibling(); sib != null; sib = sib.nextElementSibling()) {
                String tag = sib.normalName();
                if (tag.equals("pre") && headerBlock(sib.wholeText()) != null) {
                    break;
                }
                if (tag.equals("hr")) {
                    inBody = false; // public-inbox puts the permalink bar after a rule, still this message's
                } else if (tag.equals("pre") && inBody) {
                    body.append(sib.wholeText());
                }
                if (linked == null) {
                    linked = permalinkId(sib);
                }
            }
            m.body = cutNavigation(body.toString());
            m.linkedId = linked != null ? linked : permalinkId(pre);
            out.add(m);
        }
        return out;
    }

    /** The message whose header block opens this text, or null; its body is the rest of the text. */
    static PageMessage headerBlock(String text) {
        String[] lines = text.split("\n", -1);
        int i = 0;
        while (i < lines.length && i < LEAD_LINES && fieldName(lines[i]) == null) {
            i++;
        }
        if (i >= lines.length || i >= LEAD_LINES) {
            return null;
        }
        PageMessage m = new PageMessage();
        String name = null;
        StringBuilder value = new StringBuilder();
        int consumed = 0;
        for (; i < lines.length; i++) {
            String l = lines[i];
            if (l.isBlank()) {
                i++;
                break;
            }
            String f = fieldName(l);
            if (f != null) {
                if (name != null) {
                    m.add(name, fieldValue(name, value.toString()));
                }
                name = f;
                value.setLength(0);
                value.append(l.substring(l.indexOf(':') + 1).strip());
            } else if (name != null && (l.startsWith(" ") || l.startsWith("\t"))) {
                value.append(' ').append(l.strip());
            } else {
                break;
            }
            consumed += l.length() + 1;
        }
        if (name != null) {
            m.add(name, fieldValue(name, value.toString()));
        }
        if (m.get("From") == null || (m.get("Subject") == null && m.get("Date") == null)) {
            return null;
        }
        StringBuilder body = new StringBuilder();
        for (int k = i; k < lines.length; k++) {
            body.append(lines[k]);
            if (k + 1 < lines.length) {
                body.append('\n');
            }
        }
        m.body = body.toString();
        return consumed >= 0 ? m : null;
    }

    /**
     * marc.info shows ids as {@code local () domain ! com}; the id is only useful for threading and dedupe in its
     * real form, so it is restored (addresses in From stay as shown).
     */
    private static String fieldValue(String name, String value) {
        if (!name.equals("Message-ID") && !name.equals("In-Reply-To")) {
            return value;
        }
        String v = value.strip();
        if (v.contains(" () ")) {
            v = v.replace(" () ", "@").replace(" ! ", ".");
        }
        return v;
    }

    private static String fieldName(String line) {
        int colon = line.indexOf(':');
        if (colon <= 0 || colon > 12) {
            return null;
        }
        String name = line.substring(0, colon).strip();
        String low = name.toLowerCase(Locale.ROOT);
        if (!FIELDS.contains(low)) {
            return null;
        }
        return switch (low) {
            case "message-id" -> "Message-ID";
            case "in-reply-to" -> "In-Reply-To";
            case "list" -> "List";
            default -> Character.toUpperCase(low.charAt(0)) + low.substring(1);
        };
    }

    /** marc.info ends the body with its navigation bar. */
    private static String cutNavigation(String body) {
        int nav = body.indexOf("\n[prev in list]");
        return nav >= 0 ? body.substring(0, nav + 1) : body;
    }

    /** The Message-ID in an element's {@code permalink} or {@code raw} link (public-inbox URLs end in it). */
    static String permalinkId(Element e) {
        for (Element a : e.select("a[href]")) {
            String label = a.text().strip().toLowerCase(Locale.ROOT);
            if (label.equals("permalink") || label.equals("raw")) {
                String id = idFromUrl(a.attr("href"));
                if (id != null) {
                    return id;
                }
            }
        }
        return null;
    }

    /** {@code .../linux-pci/20201124.GA1@host/raw} → {@code 20201124.GA1@host}; null without an {@code @}. */
    static String idFromUrl(String href) {
        String h = href;
        int q = h.indexOf('?');
        if (q >= 0) {
            h = h.substring(0, q);
        }
        int hash = h.indexOf('#');
        if (hash >= 0) {
            h = h.substring(0, hash);
        }
        String[] segs = h.split("/");
        for (int k = segs.length - 1; k >= 0; k--) {
            String s;
            try {
                s = URLDecoder.decode(segs[k], StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                s = segs[k];
            }
            if (s.indexOf('@') > 0 && !s.startsWith("mailto:")) {
                return s;
            }
        }
        return null;
    }
}
