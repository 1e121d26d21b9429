package dev.lkmltriage.mail;

import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

/**
 * HTML to plain text that keeps the line structure later stages need: {@code <br>} and block elements end lines,
 * {@code <pre>} keeps its text as written, {@code <blockquote>} becomes {@code > } quoting so quoted text stays
 * recognisable. Iterative traversal, so deep nesting cannot overflow the stack.
 */
final class HtmlText {
    private static final Set<String> BLOCKS = Set.of("p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol",
            "li", "table", "tr", "dl", "dt", "dd", "section", "article", "header", "footer", "address", "form",
            "fieldset", "center", "body", "blockquote", "pre", "hr", "title");
    private static final Set<String> PARAGRAPHS = Set.of("p", "h1", "h2", "h3", "h4", "h5", "h6", "table", "ul",
            "ol", "blockquote", "pre");

    private static final Set<String> HIDDEN = Set.of("script", "style", "title", "head");

    private HtmlText() {
    }

    static String toText(String html) {
        Element body = Jsoup.parse(html).body();
        return fromElement(body);
    }

    /** Text of an already parsed element (a message body cut out of an archive page). */
    static String fromElement(Element root) {
        Walker w = new Walker();
        NodeTraversor.traverse(w, root);
        return w.finish();
    }

    private static final class Walker implements NodeVisitor {
        final StringBuilder sb = new StringBuilder();
        int pre;
        int quote;
        boolean lineStart = true;
        boolean pendingSpace;

        @Override
        public void head(Node node, int depth) {
            if (node instanceof TextNode t) {
                Element pe = t.parent();
                if (pe != null && HIDDEN.contains(pe.normalName())) {
                    return;
                }
                text(pre > 0 ? t.getWholeText() : t.text(), pre > 0);
            } else if (node instanceof Element e) {
                String tag = e.normalName();
                switch (tag) {
                    case "br" -> newline();
                    case "td", "th" -> pendingSpace = !lineStart;
                    default -> {
                        if (BLOCKS.contains(tag)) {
                            blockBoundary(PARAGRAPHS.contains(tag));
                        }
                    }
                }
                if (tag.equals("pre")) {
                    pre++;
                } else if (tag.equals("blockquote")) {
                    quote++;
                }
            }
        }

        @Override
        public void tail(Node node, int depth) {
            if (node instanceof Element e) {
                String tag = e.normalName();
                if (tag.equals("pre")) {
                    pre--;
                } else if (tag.equals("blockquote")) {
                    quote--;
                }
                if (BLOCKS.contains(tag)) {
                    blockBoundary(PARAGRAPHS.contains(tag));
                }
            }
        }

        private void text(String s, boolean verbatim) {
            if (s.isEmpty()) {
                return;
            }
            if (!verbatim) {
                if (s.isBlank()) {
                    pendingSpace = !lineStart;
                    return;
                }
                if (pendingSpace && !lineStart) {
                    sb.append(' ');
                }
                pendingSpace = Character.isWhitespace(s.charAt(s.length() - 1));
                appendInline(s.strip());
                return;
            }
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '\r') {
                    continue;
                }
                if (c == '\n') {
                    newline();
                } else {
                    prefix();
                    sb.append(c);
                }
            }
        }

        private void appendInline(String s) {
            prefix();
            sb.append(s);
        }

        private void prefix() {
            if (lineStart) {
                for (int i = 0; i < quote; i++) {
                    sb.append('>');
                }
                if (quote > 0) {
                    sb.append(' ');
                }
                lineStart = false;
            }
        }

        private void newline() {
            if (lineStart && quote > 0) {
                prefix();
                trimTrailingSpace();
            }
            sb.append('\n');
            lineStart = true;
            pendingSpace = false;
        }

        private void trimTrailingSpace() {
            while (sb.length() > 0 && sb.charAt(sb.length() - 1) == ' ') {
                sb.setLength(sb.length() - 1);
            }
        }

        private void blockBoundary(boolean paragraph) {
            if (sb.length() == 0) {
                return;
            }
            if (!lineStart) {
                sb.append('\n');
                lineStart = true;
            }
            if (paragraph && !endsWithBlankLine()) {
                sb.append('\n');
            }
            pendingSpace = false;
        }

        private boolean endsWithBlankLine() {
            int n = sb.length();
            return n >= 2 && sb.charAt(n - 1) == '\n' && sb.charAt(n - 2) == '\n';
        }

        String finish() {
            String s = sb.toString();
            int end = s.length();
            while (end > 0 && s.charAt(end - 1) == '\n') {
                end--;
            }
            return end == s.length() ? s : s.substring(0, end) + "\n";
        }
    }
}
