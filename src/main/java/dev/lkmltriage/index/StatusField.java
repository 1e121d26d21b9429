package dev.lkmltriage.index;

import java.io.IOException;
import java.util.List;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.search.Query;

/**
 * A message's cluster status ({@code open}, {@code fix-proposed}, {@code fixed}) as a numeric doc value, so that
 * when a cluster's status changes every member follows with one {@link IndexWriter#updateNumericDocValue} by cluster
 * id, without rewriting the documents. Searchable ({@code status:open}) and counted as the {@code status} facet ({@link FacetCounter}).
 */
final class StatusField {
    static final String FIELD = "clusterStatus";
    static final List<String> LABELS = List.of("open", "fix-proposed", "fixed");

    private StatusField() {
    }

    /** 1, 2, 3 for the labels; 0 for anything else (a status this version does not know). */
    static long code(String status) {
        return LABELS.indexOf(status) + 1L;
    }

    static void add(Document d, String status) {
        if (status != null) {
            d.add(new NumericDocValuesField(FIELD, code(status)));
        }
    }

    /** Moves every member of a cluster to its new status (applied in order: documents added later keep theirs). */
    static void update(IndexWriter writer, String clusterId, String status) throws IOException {
        writer.updateNumericDocValue(new org.apache.lucene.index.Term(Fields.CLUSTER, clusterId), FIELD, code(status));
    }

    static Query query(String status) {
        return NumericDocValuesField.newSlowExactQuery(FIELD, code(status));
    }
}
