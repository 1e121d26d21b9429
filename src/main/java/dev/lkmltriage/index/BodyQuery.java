package dev.lkmltriage.index;

import java.io.IOException;
import java.util.Objects;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;

/**
 * A search of the whole body that fits the store it runs on: the body's parts ({@link BodyParts}) in a store of
 * schema 3, the body field itself in an older store that inverted it whole (read-only, and answered as before). It
 * decides when it is rewritten against a searcher, so a query parsed once runs right on either.
 */
final class BodyQuery extends Query {
    private final Query whole;
    private final Query parts;

    BodyQuery(Query whole, Query parts) {
        this.whole = whole;
        this.parts = parts;
    }

    /** The search of the body's parts (schema 3). */
    Query parts() {
        return parts;
    }

    /** True when some segment inverted the body field itself (schema 2 or older). */
    static boolean wholeBodyInverted(IndexReader reader) {
        for (LeafReaderContext leaf : reader.leaves()) {
            FieldInfo f = leaf.reader().getFieldInfos().fieldInfo(Fields.TEXT);
            if (f != null && f.getIndexOptions() != IndexOptions.NONE) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Query rewrite(IndexSearcher searcher) throws IOException {
        return wholeBodyInverted(searcher.getIndexReader()) ? whole : parts;
    }

    @Override
    public void visit(QueryVisitor visitor) {
        QueryVisitor v = visitor.getSubVisitor(BooleanClause.Occur.SHOULD, this);
        whole.visit(v);
        parts.visit(v);
    }

    @Override
    public String toString(String field) {
        return "body(" + parts.toString(field) + ")";
    }

    @Override
    public boolean equals(Object o) {
        return sameClassAs(o) && whole.equals(((BodyQuery) o).whole) && parts.equals(((BodyQuery) o).parts);
    }

    @Override
    public int hashCode() {
        return Objects.hash(classHash(), whole, parts);
    }
}
