package dev.lkmltriage.index;

/**
 * A search snippet as HTML, for every face that shows one: the text escaped first (control characters other than
 * tab and newline dropped), then the highlighter's marks ({@link SearchHit#MARK_START}, {@link SearchHit#MARK_END})
 * turned into {@code <mark>} elements, always balanced however the marks fall.
 */
public final class SnippetHtml {
    private SnippetHtml() {
    }

    public static String of(String snippet) {
        if (snippet == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(snippet.length() + 32);
        boolean open = false;
        for (int i = 0; i < snippet.length(); i++) {
            char c = snippet.charAt(i);
            switch (c) {
                case SearchHit.MARK_START -> {
                    if (!open) {
                        b.append("<mark>");
                        open = true;
                    }
                }
                case SearchHit.MARK_END -> {
                    if (open) {
                        b.append("</mark>");
                        open = false;
                    }
                }
                default -> appendEscaped(b, c);
            }
        }
        if (open) {
            b.append("</mark>");
        }
        return b.toString();
    }

    /**
     * {@code c} safe inside an element or a quoted attribute: the escaping of every HTML the faces build (the web UI's
     * pages too), so that a snippet and the page around it escape alike. Control characters other than tab and
     * newline are dropped.
     */
    public static void appendEscaped(StringBuilder b, char c) {
        switch (c) {
            case '&' -> b.append("&amp;");
            case '<' -> b.append("&lt;");
            case '>' -> b.append("&gt;");
            case '"' -> b.append("&quot;");
            case '\'' -> b.append("&#39;");
            case '\n', '\t' -> b.append(c);
            default -> {
                if (c >= 0x20 && c != 0x7f) {
                    b.append(c);
                }
            }
        }
    }
}
