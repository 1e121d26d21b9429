package dev.lkmltriage.index;

import java.util.List;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;

/**
 * Compiles the search language to a Lucene query by recursive descent: {@code or := and (OR and)*}, {@code and :=
 * unary ([AND] unary)*} (juxtaposition means AND, as on lore.kernel.org), {@code unary := (NOT|-|+) unary |
 * primary}, {@code primary := '(' or ')' | field:( or ) | [field:]word | [field:]"phrase"}. Nesting is bounded so
 * that a hostile query cannot exhaust the stack.
 */
public final class QueryParser {
    static final int MAX_DEPTH = 32;

    private final QueryClauses clauses;

    public QueryParser() {
        this.clauses = new QueryClauses();
    }

    /** The Lucene query for {@code query}; a blank query matches everything. */
    public Query parse(String query) {
        if (query == null || query.isBlank()) {
            return new MatchAllDocsQuery();
        }
        return new Run(query, QueryLexer.tokens(query)).parse();
    }

    private final class Run {
        private final String query;
        private final List<QueryToken> tokens;
        private int pos;

        Run(String query, List<QueryToken> tokens) {
            this.query = query;
            this.tokens = tokens;
        }

        Query parse() {
            Query q = or(null, 0);
            QueryToken t = peek();
            if (t.type() == QueryToken.Type.RPAREN) {
                throw new QueryException(query, t.start(), "')' without a matching '('");
            }
            if (t.type() != QueryToken.Type.END) {
                throw new QueryException(query, t.start(), "unexpected '" + t.text() + "'");
            }
            return q;
        }

        private QueryToken peek() {
            return tokens.get(pos);
        }

        private QueryToken next() {
            return tokens.get(pos++);
        }

        private Query or(String field, int depth) {
            BooleanQuery.Builder b = new BooleanQuery.Builder();
            int n = 0;
            Query first = and(field, depth);
            b.add(first, Occur.SHOULD);
            while (peek().type() == QueryToken.Type.OR) {
                QueryToken op = next();
                if (endsOperand(peek())) {
                    throw new QueryException(query, op.start(), "'" + op.text() + "' needs something after it");
                }
                b.add(and(field, depth), Occur.SHOULD);
                n++;
            }
            return n == 0 ? first : b.build();
        }

        private Query and(String field, int depth) {
            BooleanQuery.Builder b = new BooleanQuery.Builder();
            boolean anyPositive = false;
            int n = 0;
            Query only = null;
            do {
                if (peek().type() == QueryToken.Type.AND) {
                    QueryToken op = next();
                    if (n == 0 || endsOperand(peek())) {
                        throw new QueryException(query, op.start(), "'" + op.text() + "' needs something on both"
                                + " sides");
                    }
                }
                boolean negated = false;
                while (peek().type() == QueryToken.Type.NOT || peek().type() == QueryToken.Type.MINUS
                        || peek().type() == QueryToken.Type.PLUS) {
                    QueryToken op = next();
                    if (op.type() != QueryToken.Type.PLUS) {
                        negated = !negated;
                    }
                    if (endsOperand(peek())) {
                        throw new QueryException(query, op.start(), "'" + op.text() + "' needs something after it");
                    }
                }
                Query q = primary(field, depth);
                b.add(q, negated ? Occur.MUST_NOT : Occur.MUST);
                anyPositive |= !negated;
                only = negated ? null : q;
                n++;
            } while (startsOperand(peek()));
            if (!anyPositive) {
                // Pure negation ("NOT x") means everything but x.
                b.add(new MatchAllDocsQuery(), Occur.MUST);
            }
            return n == 1 && only != null ? only : b.build();
        }

        private Query primary(String field, int depth) {
            QueryToken t = next();
            switch (t.type()) {
                case LPAREN, FIELD_OPEN -> {
                    if (depth >= MAX_DEPTH) {
                        throw new QueryException(query, t.start(), "parentheses nested deeper than " + MAX_DEPTH);
                    }
                    String inner = t.type() == QueryToken.Type.FIELD_OPEN ? clauses.checkField(query, t) : field;
                    if (peek().type() == QueryToken.Type.RPAREN) {
                        throw new QueryException(query, t.start(), "empty parentheses");
                    }
                    Query q = or(inner, depth + 1);
                    QueryToken close = next();
                    if (close.type() != QueryToken.Type.RPAREN) {
                        throw new QueryException(query, t.start(), "the '(' here is never closed");
                    }
                    return q;
                }
                case WORD, PHRASE -> {
                    return clauses.clause(query, t, t.field() != null ? t.field() : field);
                }
                case RPAREN -> throw new QueryException(query, t.start(), "')' without a matching '('");
                case END -> throw new QueryException(query, t.start(), "the query ends too early");
                default -> throw new QueryException(query, t.start(), "unexpected '" + t.text() + "'");
            }
        }

        private boolean startsOperand(QueryToken t) {
            return switch (t.type()) {
                case WORD, PHRASE, LPAREN, FIELD_OPEN, NOT, MINUS, PLUS, AND -> true;
                default -> false;
            };
        }

        private boolean endsOperand(QueryToken t) {
            return t.type() == QueryToken.Type.END || t.type() == QueryToken.Type.RPAREN
                    || t.type() == QueryToken.Type.OR || t.type() == QueryToken.Type.AND;
        }
    }
}
