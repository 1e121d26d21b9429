package dev.lkmltriage.index;

/** A query that cannot be understood. The message quotes the query and says where and what is wrong. */
public final class QueryException extends IllegalArgumentException {
    private final String query;
    private final int position;
    private final String problem;

    public QueryException(String query, int position, String problem) {
        super("bad query \"" + query + "\": " + problem + (position >= 0 ? " at column " + (position + 1) : ""));
        this.query = query;
        this.position = position;
        this.problem = problem;
    }

    public String query() {
        return query;
    }

    /** Zero-based offset of the problem in the query, or -1 when it concerns the whole query. */
    public int position() {
        return position;
    }

    public String problem() {
        return problem;
    }
}
