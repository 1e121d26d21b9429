package dev.lkmltriage.index;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.triage.Cluster;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;

/** Clusters as documents of the same index as their messages, so both are committed together. */
final class ClusterDocs {
    private ClusterDocs() {
    }

    static Term term(String id) {
        return new Term(Fields.CLUSTER_ID, id);
    }

    static Document toDocument(Cluster c) {
        Document d = new Document();
        d.add(new StringField(Fields.TYPE, Fields.TYPE_CLUSTER, Field.Store.NO));
        d.add(new StringField(Fields.CLUSTER_ID, c.id(), Field.Store.YES));
        try {
            d.add(new StoredField(Fields.CLUSTER_JSON, ReportJson.MAPPER.writeValueAsString(c)));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        return d;
    }

    static Cluster fromJson(String json) {
        try {
            return ReportJson.MAPPER.readValue(json, Cluster.class);
        } catch (IOException e) {
            throw new UncheckedIOException("a stored cluster cannot be read; rebuild the index from the sources", e);
        }
    }

    /** Every cluster in the index, most recently updated first. */
    static List<Cluster> all(IndexSearcher searcher) throws IOException {
        List<Cluster> out = new ArrayList<>();
        TermQuery q = new TermQuery(new Term(Fields.TYPE, Fields.TYPE_CLUSTER));
        for (ScoreDoc sd : searcher.search(q, Math.max(1, searcher.count(q))).scoreDocs) {
            out.add(fromJson(searcher.storedFields().document(sd.doc).get(Fields.CLUSTER_JSON)));
        }
        out.sort(Comparator.comparing((Cluster c) -> c.updated() == null ? "" : c.updated()).reversed());
        return out;
    }
}
