package dev.lkmltriage.index;

import dev.lkmltriage.triage.KernelSort;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.DoublePoint;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.document.StringField;
import org.apache.lucene.facet.FacetsConfig;
import org.apache.lucene.facet.sortedset.SortedSetDocValuesFacetField;

/**
 * The search fields of a message document, derived from its stored text and spans and its facts: the body's parts,
 * diff file names, one keyword field per fact kind, numeric points for kernel order and throughput, and the
 * facets.
 */
final class SearchFields {
    static final String[] FACETS = {"driver", "vendor", "device", "kernel", "list", "kind", "year", "status"};
    static final FacetsConfig FACETS_CONFIG = facetsConfig();

    private SearchFields() {
    }

    private static FacetsConfig facetsConfig() {
        FacetsConfig c = new FacetsConfig();
        for (String dim : FACETS) {
            c.setMultiValued(dim, true);
            // Counted from the doc values only (FacetCounter): no query drills down by the facet field's terms,
            // so they are not indexed (schema 5).
            c.setDrillDownTermsIndexing(dim, FacetsConfig.DrillDownTermsIndexing.NONE);
        }
        return c;
    }

    static void add(Document d, StoredMessage m, FactTerms given) {
        addText(d, m);
        FactTerms facts = given != null ? given : FactTerms.of(m.json());
        Set<String> facets = new LinkedHashSet<>();
        for (FactTerms.Hardware h : facts.hardware()) {
            String id = h.id();
            if (id.length() == 9) {
                d.add(new StringField(Fields.HW, id, Field.Store.NO));
                d.add(new StringField(Fields.HW_VENDOR, id.substring(0, 4), Field.Store.NO));
                facets.add("vendor\u0000" + vendorLabel(h.vendorName(), id));
                facets.add("device\u0000" + id);
            }
        }
        for (String v : facts.drivers()) {
            d.add(new StringField(Fields.DRIVER, v, Field.Store.NO));
            facets.add("driver\u0000" + v);
        }
        for (String version : facts.kernels()) {
            d.add(new StringField(Fields.KVER, version, Field.Store.NO));
            long order = KernelSort.key(version);
            if (order >= 0) {
                d.add(new LongPoint(Fields.KVER_ORDER, order));
                facets.add("kernel\u0000" + major(version));
            }
        }
        for (String hash : facts.commits()) {
            d.add(new StringField(Fields.COMMIT, hash.toLowerCase(Locale.ROOT), Field.Store.NO));
        }
        for (double bps : facts.bitsPerSecond()) {
            d.add(new DoublePoint(Fields.TPUT, bps));
        }
        if (m.list() != null) {
            facets.add("list\u0000" + m.list());
        }
        facets.add("kind\u0000" + m.kind());
        if (m.dateMillis() != null) {
            facets.add("year\u0000" + Instant.ofEpochMilli(m.dateMillis()).atZone(ZoneOffset.UTC).getYear());
        }
        for (String f : facets) {
            int sep = f.indexOf('\u0000');
            d.add(new SortedSetDocValuesFacetField(f.substring(0, sep), f.substring(sep + 1)));
        }
    }

    /** The body's three parts, analysed once ({@link BodyParts}), and the files its diffs touch. */
    private static void addText(Document d, StoredMessage m) {
        String text = m.text() == null ? "" : m.text();
        List<Span> spans = SpanCodec.decode(m.spans(), text.length());
        BodyParts parts = BodyParts.of(text, spans);
        for (int p = 0; p < BodyParts.FIELDS.length; p++) {
            // every message carries every part, even empty: a field some documents lack has sparse norms
            d.add(new Field(BodyParts.FIELDS[p], parts.stream(p), DocumentMapper.PART_TYPE));
        }
        Set<String> files = new LinkedHashSet<>();
        for (Span s : spans) {
            if (s.kind() == SpanKind.DIFF) {
                diffFiles(text.substring(s.start(), s.end()), files);
            }
        }
        for (String f : files) {
            d.add(new StringField(Fields.DIFF_FILE, f, Field.Store.NO));
        }
    }

    /** Paths from {@code diff --git a/x b/x}, {@code --- a/x} and {@code +++ b/x} lines, and their base names. */
    static void diffFiles(String diff, Set<String> out) {
        for (String line : diff.split("\n", -1)) {
            String path = null;
            if (line.startsWith("+++ ") || line.startsWith("--- ")) {
                path = line.substring(4).strip();
                int tab = path.indexOf('\t');
                path = tab >= 0 ? path.substring(0, tab) : path;
            } else if (line.startsWith("diff --git ")) {
                String[] parts = line.substring(11).split(" ");
                path = parts.length == 2 ? parts[1] : null;
            }
            if (path == null || path.equals("/dev/null") || path.length() > 512) {
                continue;
            }
            if (path.startsWith("a/") || path.startsWith("b/")) {
                path = path.substring(2);
            }
            out.add(path);
            int slash = path.lastIndexOf('/');
            if (slash >= 0 && slash < path.length() - 1) {
                out.add(path.substring(slash + 1));
            }
        }
    }

    private static String vendorLabel(String name, String id) {
        return name.isEmpty() ? id.substring(0, 4) : id.substring(0, 4) + " " + name;
    }

    /** 2.6.23-rc8 → 2.6; 6.4.1 → 6 (the 2.6 era kept its own major). */
    static String major(String version) {
        String[] p = version.split("[.-]");
        if (p.length >= 2 && p[0].equals("2")) {
            return "2." + p[1];
        }
        return p[0];
    }
}
