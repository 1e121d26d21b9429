package dev.lkmltriage.index;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterKeys;
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
        return toDocument(c, ClusterKeys.NONE);
    }

    /** The cluster with the keys the clusterer finds it by besides those in {@code c} (for a restore). */
    static Document toDocument(Cluster c, ClusterKeys keys) {
        Document d = new Document();
        d.add(new StringField(Fields.TYPE, Fields.TYPE_CLUSTER, Field.Store.NO));
        d.add(new StringField(Fields.CLUSTER_ID, c.id(), Field.Store.YES));
        try {
            d.add(new StoredField(Fields.CLUSTER_JSON, ReportJson.MAPPER.writeValueAsString(c)));
            d.add(new StoredField(Fields.CLUSTER_KEYS, ReportJson.MAPPER.writeValueAsString(keys)));
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

    /**
     * The keys stored with a cluster; none when the document has none (a store written before they were kept: its
     * clusters are found by members, threads, culprits, devices and drivers until they change) or they cannot be
     * read (they only help find the cluster; losing them loses no mail).
     */
    static ClusterKeys keysFromJson(String json) {
        if (json == null) {
            return ClusterKeys.NONE;
        }
        try {
            return ReportJson.MAPPER.readValue(json, ClusterKeys.class);
        } catch (IOException e) {
            return ClusterKeys.NONE;
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
