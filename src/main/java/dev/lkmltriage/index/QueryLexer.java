package dev.lkmltriage.index;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a query into tokens in one pass. A word starting with {@code name:} where name is lowercase letters is a
 * field prefix; the value may contain further colons ({@code hw:10ec:8168}), be a phrase ({@code s:"tx timeout"})
 * or open a group ({@code s:(a OR b)}).
 */
final class QueryLexer {
    static final int MAX_QUERY = 4096;

    private final String q;
    private int i;

    private QueryLexer(String q) {
        this.q = q;
    }

    static List<QueryToken> tokens(String query) {
        if (query.length() > MAX_QUERY) {
            throw new QueryException(query.substring(0, 40) + "...", -1,
                    "the query is " + query.length() + " characters long; at most " + MAX_QUERY + " are allowed");
        }
        return new QueryLexer(query).run();
    }

    private List<QueryToken> run() {
        List<QueryToken> out = new ArrayList<>();
        while (true) {
            while (i < q.length() && Character.isWhitespace(q.charAt(i))) {
                i++;
            }
            if (i >= q.length()) {
                out.add(new QueryToken(QueryToken.Type.END, null, "", q.length()));
                return out;
            }
            int start = i;
            char c = q.charAt(i);
            if (c == '(') {
                i++;
                out.add(new QueryToken(QueryToken.Type.LPAREN, null, "(", start));
            } else if (c == ')') {
                i++;
                out.add(new QueryToken(QueryToken.Type.RPAREN, null, ")", start));
            } else if (c == '-' && i + 1 < q.length() && !Character.isWhitespace(q.charAt(i + 1))) {
                i++;
                out.add(new QueryToken(QueryToken.Type.MINUS, null, "-", start));
            } else if (c == '+' && i + 1 < q.length() && !Character.isWhitespace(q.charAt(i + 1))) {
                i++;
                out.add(new QueryToken(QueryToken.Type.PLUS, null, "+", start));
            } else if (c == '"') {
                out.add(new QueryToken(QueryToken.Type.PHRASE, null, phrase(), start));
            } else {
                out.add(word(start));
            }
        }
    }

    private QueryToken word(int start) {
        String field = fieldPrefix();
        if (field != null) {
            if (i < q.length() && q.charAt(i) == '"') {
                return new QueryToken(QueryToken.Type.PHRASE, field, phrase(), start);
            }
            if (i < q.length() && q.charAt(i) == '(') {
                i++;
                return new QueryToken(QueryToken.Type.FIELD_OPEN, field, "(", start);
            }
        }
        int from = i;
        while (i < q.length() && !Character.isWhitespace(q.charAt(i)) && q.charAt(i) != '(' && q.charAt(i) != ')') {
            i++;
        }
        String text = q.substring(from, i);
        if (field == null) {
            switch (text) {
                case "AND", "&&" -> {
                    return new QueryToken(QueryToken.Type.AND, null, text, start);
                }
                case "OR", "||" -> {
                    return new QueryToken(QueryToken.Type.OR, null, text, start);
                }
                case "NOT" -> {
                    return new QueryToken(QueryToken.Type.NOT, null, text, start);
                }
                default -> {
                }
            }
        }
        if (text.isEmpty()) {
            throw new QueryException(q, start, "'" + field + ":' needs a value");
        }
        return new QueryToken(QueryToken.Type.WORD, field, text, start);
    }

    /** Consumes {@code name:} when the next characters are one; returns the name or null. */
    private String fieldPrefix() {
        int j = i;
        while (j < q.length() && j - i < 16 && q.charAt(j) >= 'a' && q.charAt(j) <= 'z') {
            j++;
        }
        if (j > i && j < q.length() && q.charAt(j) == ':') {
            String name = q.substring(i, j);
            i = j + 1;
            return name;
        }
        return null;
    }

    private String phrase() {
        int open = i;
        i++;
        int close = q.indexOf('"', i);
        if (close < 0) {
            throw new QueryException(q, open, "the phrase opened here has no closing '\"'");
        }
        String text = q.substring(i, close);
        i = close + 1;
        return text;
    }
}
