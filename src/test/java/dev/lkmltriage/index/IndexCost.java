package dev.lkmltriage.index;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.facet.FacetsConfig;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SerialMergeScheduler;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.store.FSDirectory;

/**
 * A tuning tool, not a test: the indexing side's CPU for one document layout against another, in one JVM, the
 * layouts taking turns round after round so that a loaded machine's swings fall on all of them alike. Each turn
 * builds the documents of the first N messages of a store (as the store builds them), indexes them on one thread
 * with the store's writer settings, commits three times on the way (three segments, as periodic commits make) and
 * merges to one segment on the same thread; the thread's CPU is split into indexing with flushes, and the merge.
 * Layouts: {@code now} (this version's documents), {@code schema4} (plus the terms, doc values and drill-down terms
 * schema 5 dropped), {@code nooffsets} (the body's parts without offsets: what the highlighter's offsets cost),
 * {@code floor} (the least any full-text index of the messages does: the key, and the whole text as one field with
 * positions and nothing else: no quoted/own split, subject, facts, facets, offsets or stored message; what is left
 * when every layout choice is taken away, the bound it puts on an ingest's rate).
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.lkmltriage.index.IndexCost
 * DATA_DIR [MESSAGES] [ROUNDS] [WORK_DIR]}
 */
public final class IndexCost {
    private IndexCost() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]);
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 4000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        Path work = Path.of(args.length > 3 ? args[3] : System.getProperty("java.io.tmpdir"), "index-cost");
        List<StoredMessage> messages = read(data, n);
        Map<String, Function<StoredMessage, Document>> layouts = new LinkedHashMap<>();
        layouts.put("now", DocumentMapper::toDocument);
        layouts.put("schema4", m -> withSchema4Extras(DocumentMapper.toDocument(m)));
        layouts.put("nooffsets", m -> withoutOffsets(DocumentMapper.toDocument(m)));
        layouts.put("floor", IndexCost::floor);
        Map<String, List<double[]>> cpu = new LinkedHashMap<>();
        layouts.keySet().forEach(k -> cpu.put(k, new ArrayList<>()));
        List<String> order = new ArrayList<>(layouts.keySet());
        for (int round = -1; round < rounds; round++) { // round -1 warms the JIT up
            for (String layout : order) {
                double[] c = index(messages, layouts.get(layout), work);
                if (round >= 0) {
                    cpu.get(layout).add(c);
                }
            }
            order.add(order.remove(0)); // each layout takes each place in the order in turn
        }
        System.out.printf(Locale.ROOT, "%d messages, %d rounds (thread CPU s: index+flush, merge; medians)%n",
                messages.size(), rounds);
        double base = median(cpu.get("now"), 0) + median(cpu.get("now"), 1);
        for (Map.Entry<String, List<double[]>> e : cpu.entrySet()) {
            double i = median(e.getValue(), 0);
            double m = median(e.getValue(), 1);
            List<double[]> now = cpu.get("now");
            double[] ratios = new double[e.getValue().size()]; // within each round: the layouts ran side by side
            for (int r = 0; r < ratios.length; r++) {
                ratios[r] = (e.getValue().get(r)[0] + e.getValue().get(r)[1]) / (now.get(r)[0] + now.get(r)[1]);
            }
            java.util.Arrays.sort(ratios);
            System.out.printf(Locale.ROOT, "%-10s index+flush %.2f  merge %.2f  total %.2f (%.3fx now; per round"
                    + " median %.3fx, %.2f-%.2f)  all: %s%n", e.getKey(), i, m, i + m, (i + m) / base,
                    ratios[ratios.length / 2], ratios[0], ratios[ratios.length - 1], describe(e.getValue()));
        }
    }

    private static List<StoredMessage> read(Path data, int n) throws IOException {
        PlainStoredCodec.register();
        List<StoredMessage> out = new ArrayList<>();
        try (FSDirectory dir = FSDirectory.open(data.resolve("index")); DirectoryReader r = DirectoryReader.open(dir)) {
            for (LeafReaderContext leaf : r.leaves()) {
                StoredFields stored = leaf.reader().storedFields();
                for (int doc = 0; doc < leaf.reader().maxDoc() && out.size() < n; doc++) {
                    Document d = stored.document(doc);
                    if (d.get(Fields.KEY) != null) {
                        out.add(DocumentMapper.fromDocument(d));
                    }
                }
            }
        }
        return out;
    }

    /** Thread CPU seconds of {index with three commits, merge to one segment}. */
    private static double[] index(List<StoredMessage> messages, Function<StoredMessage, Document> layout, Path work)
            throws IOException {
        deleteTree(work);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        TieredMergePolicy policy = new TieredMergePolicy();
        policy.setNoCFSRatio(0.0);
        IndexWriterConfig config = new IndexWriterConfig(new StandardAnalyzer()).setCodec(new PlainStoredCodec())
                .setUseCompoundFile(false).setMergePolicy(policy).setRAMBufferSizeMB(256)
                .setMergeScheduler(new SerialMergeScheduler()); // merges on this thread, so its CPU counts them
        try (FSDirectory dir = FSDirectory.open(work); IndexWriter w = new IndexWriter(dir, config)) {
            long c0 = threads.getCurrentThreadCpuTime();
            int third = Math.max(1, messages.size() / 3);
            for (int i = 0; i < messages.size(); i++) {
                w.addDocument(layout.apply(messages.get(i)));
                if ((i + 1) % third == 0) {
                    w.commit();
                }
            }
            w.commit();
            long c1 = threads.getCurrentThreadCpuTime();
            w.forceMerge(1);
            w.commit();
            long c2 = threads.getCurrentThreadCpuTime();
            return new double[] {(c1 - c0) / 1e9, (c2 - c1) / 1e9};
        }
    }

    /** What schema 4 indexed besides this version's document: three terms, a doc-values column, drill-down terms. */
    private static Document withSchema4Extras(Document d) {
        for (String f : List.of(Fields.CONTENT_HASH, Fields.SUBJECT_NORM, Fields.ROOT)) {
            String v = d.get(f);
            if (v != null) {
                d.add(new StringField(f, v, Field.Store.NO));
            }
        }
        for (IndexableField f : d.getFields(Fields.DATE)) {
            if (f.numericValue() != null) { // the stored value (the point holds its bytes only)
                d.add(new NumericDocValuesField(Fields.DATE, f.numericValue().longValue()));
                break;
            }
        }
        List<String> paths = new ArrayList<>();
        for (IndexableField f : d.getFields(FacetsConfig.DEFAULT_INDEX_FIELD_NAME)) {
            paths.add(f.binaryValue().utf8ToString());
        }
        for (String path : paths) {
            // schema 4 indexed the dimension alone and the dimension with its value (FacetsConfig's default)
            d.add(new StringField(FacetsConfig.DEFAULT_INDEX_FIELD_NAME, path, Field.Store.NO));
            int sep = path.indexOf(FacetsConfig.DELIM_CHAR);
            if (sep > 0) {
                d.add(new StringField(FacetsConfig.DEFAULT_INDEX_FIELD_NAME, path.substring(0, sep), Field.Store.NO));
            }
        }
        return d;
    }

    private static final FieldType NO_OFFSETS = noOffsets();

    private static FieldType noOffsets() {
        FieldType t = new FieldType(DocumentMapper.PART_TYPE);
        t.setIndexOptions(IndexOptions.DOCS_AND_FREQS_AND_POSITIONS);
        t.freeze();
        return t;
    }

    /** The body's parts with positions but without offsets (the highlighter could then no longer read them). */
    private static Document withoutOffsets(Document d) {
        Document out = new Document();
        d.forEach(f -> {
            boolean part = List.of(BodyParts.FIELDS).contains(f.name());
            out.add(part ? new Field(f.name(), ((Field) f).tokenStreamValue(), NO_OFFSETS) : f);
        });
        return out;
    }

    private static Document floor(StoredMessage m) {
        Document d = new Document();
        d.add(new StringField(Fields.KEY, m.key(), Field.Store.YES));
        String text = Objects.toString(m.subject(), "") + "\n" + Objects.toString(m.text(), "");
        d.add(new TextField("text", text, Field.Store.NO));
        return d;
    }

    private static double median(List<double[]> runs, int i) {
        double[] v = runs.stream().mapToDouble(r -> r[i]).sorted().toArray();
        return v.length == 0 ? 0 : v[v.length / 2];
    }

    private static String describe(List<double[]> runs) {
        StringBuilder b = new StringBuilder();
        runs.forEach(r -> b.append(String.format(Locale.ROOT, "%.2f+%.2f ", r[0], r[1])));
        return b.toString().trim();
    }

    private static void deleteTree(Path p) throws IOException {
        if (Files.exists(p)) {
            try (Stream<Path> s = Files.walk(p)) {
                for (Path x : s.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(x);
                }
            }
        }
    }
}
