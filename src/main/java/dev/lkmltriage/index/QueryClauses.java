package dev.lkmltriage.index;

import dev.lkmltriage.triage.KernelSort;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.DoublePoint;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.PrefixQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

/** One {@code field:value} clause of the search language → a Lucene query. */
final class QueryClauses {
    /** Prefix → what it searches; the keys are the language's field names. */
    static final Map<String, String> FIELDS = Map.ofEntries(
            Map.entry("s", "subject"), Map.entry("f", "from"), Map.entry("b", "body, quoted text included"),
            Map.entry("bs", "subject or body"), Map.entry("q", "quoted text"), Map.entry("nq", "unquoted text"),
            Map.entry("l", "list (List-Id)"), Map.entry("d", "date, YYYYMMDD..YYYYMMDD"),
            Map.entry("dfn", "file name in a diff"), Map.entry("m", "Message-ID"),
            Map.entry("hw", "PCI/USB id vvvv:dddd, or vvvv:* for a vendor"), Map.entry("driver", "driver"),
            Map.entry("kver", "kernel version, or a range A..B in kernel order"),
            Map.entry("commit", "commit hash (a prefix of at least 4 hex digits)"),
            Map.entry("tput", "throughput in bit/s: <100M, >=1G, 50M..200M; B means bytes"),
            Map.entry("cluster", "cluster id"), Map.entry("kind", "report, reply, patch, pull, robot, other"),
            Map.entry("t", "thread id"), Map.entry("status", "the message's cluster status: open, fix-proposed,"
                    + " fixed"));
    private static final Set<String> KINDS = Set.of("report", "reply", "patch", "pull", "robot", "other");
    private static final Pattern HEX = Pattern.compile("[0-9a-f]{4,40}");
    /** A bare word that reads as an abbreviated commit id: 7 to 40 hex digits with a digit among them. */
    private static final Pattern SHORT_ID = Pattern.compile("(?=[0-9a-fA-F]{0,39}[0-9])[0-9a-fA-F]{7,40}");
    private static final Pattern ID = Pattern.compile("\\[?([0-9a-f]{4}):([0-9a-f]{4}|\\*)?\\]?");
    private static final Pattern RATE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kmgt]?)(i?)(b|bit|bits|bps|byte|bytes)?(?:/s)?",
            Pattern.CASE_INSENSITIVE);
    private static final DateTimeFormatter DAY = DateTimeFormatter.BASIC_ISO_DATE;

    private final Analyzer analyzer = new StandardAnalyzer();

    String checkField(String query, QueryToken t) {
        if (!FIELDS.containsKey(t.field())) {
            throw new QueryException(query, t.start(), "unknown field '" + t.field() + ":' (known: "
                    + String.join(", ", new java.util.TreeSet<>(FIELDS.keySet())) + ")");
        }
        return t.field();
    }

    Query clause(String query, QueryToken t, String field) {
        boolean phrase = t.type() == QueryToken.Type.PHRASE;
        String v = t.text();
        if (field == null) {
            return phrase || !SHORT_ID.matcher(v).matches() ? body(v, phrase, 2f) : textOrCommit(v);
        }
        checkField(query, new QueryToken(t.type(), field, v, t.start()));
        String lower = v.toLowerCase(Locale.ROOT);
        return switch (field) {
            case "s" -> text(Fields.SUBJECT, v, phrase, 1f);
            case "f" -> text(Fields.FROM, v, phrase, 1f);
            case "b" -> body(v, phrase, 0f);
            case "bs" -> body(v, phrase, 1f);
            case "q" -> text(Fields.QUOTED, v, phrase, 1f);
            case "nq" -> text(Fields.UNQUOTED, v, phrase, 1f);
            case "l" -> lower.contains(".") ? keyword(Fields.LIST, lower) : new PrefixQuery(new Term(Fields.LIST,
                    lower.endsWith("*") ? lower.substring(0, lower.length() - 1) : lower + "."));
            case "d" -> date(query, t, v);
            case "dfn", "driver", "cluster" -> keyword(switch (field) {
                case "dfn" -> Fields.DIFF_FILE;
                case "driver" -> Fields.DRIVER;
                default -> Fields.CLUSTER;
            }, field.equals("dfn") ? v : lower);
            case "m" -> new TermQuery(new Term(Fields.MESSAGE_ID, stripBrackets(v)));
            case "t" -> new TermQuery(new Term(Fields.THREAD, stripBrackets(v)));
            case "hw" -> hardware(query, t, lower);
            case "kver" -> kernel(query, t, lower);
            case "commit" -> commit(query, t, lower);
            case "tput" -> throughput(query, t, v);
            case "kind" -> {
                if (!KINDS.contains(lower)) {
                    throw new QueryException(query, t.start(), "kind: is one of " + new java.util.TreeSet<>(KINDS));
                }
                yield keyword(Fields.KIND, lower);
            }
            case "status" -> {
                if (!StatusField.LABELS.contains(lower)) {
                    throw new QueryException(query, t.start(), "status: is one of " + StatusField.LABELS);
                }
                yield StatusField.query(lower);
            }
            default -> throw new IllegalStateException(field);
        };
    }

    /**
     * The whole body ({@link BodyQuery}: any of its parts, a phrase within one part), and the subject too when
     * {@code subjectBoost} is above 0.
     */
    private Query body(String v, boolean phrase, float subjectBoost) {
        BooleanQuery.Builder parts = new BooleanQuery.Builder();
        for (String part : BodyParts.FIELDS) {
            parts.add(text(part, v, phrase, 1f), Occur.SHOULD);
        }
        Query body = new BodyQuery(text(Fields.TEXT, v, phrase, 1f), parts.build());
        if (subjectBoost <= 0) {
            return body;
        }
        return new BooleanQuery.Builder().add(text(Fields.SUBJECT, v, phrase, subjectBoost), Occur.SHOULD)
                .add(body, Occur.SHOULD).build();
    }

    private static Query keyword(String field, String value) {
        if (value.endsWith("*") && value.length() > 1) {
            return new PrefixQuery(new Term(field, value.substring(0, value.length() - 1)));
        }
        return new TermQuery(new Term(field, value));
    }

    /** Analysed like the index; a word that splits into several tokens becomes a phrase of them. */
    private Query text(String field, String value, boolean phrase, float boost) {
        Query q;
        if (!phrase && value.endsWith("*") && value.length() > 1) {
            q = new PrefixQuery(new Term(field, value.substring(0, value.length() - 1).toLowerCase(Locale.ROOT)));
        } else {
            List<String> terms = analyze(field, value);
            if (terms.isEmpty()) {
                return new MatchNoDocsQuery("no searchable words in '" + value + "'");
            }
            if (terms.size() == 1) {
                q = new TermQuery(new Term(field, terms.get(0)));
            } else {
                PhraseQuery.Builder p = new PhraseQuery.Builder();
                terms.forEach(term -> p.add(new Term(field, term)));
                q = p.build();
            }
        }
        return boost == 1f ? q : new BoostQuery(q, boost);
    }

    private List<String> analyze(String field, String value) {
        List<String> out = new ArrayList<>();
        try (TokenStream ts = analyzer.tokenStream(field, value)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken() && out.size() < 64) {
                out.add(term.toString());
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static Query hardware(String query, QueryToken t, String v) {
        Matcher m = ID.matcher(v);
        if (!m.matches()) {
            throw new QueryException(query, t.start(), "hw: expects a PCI/USB id like 10ec:8168, or 10ec:* for"
                    + " a vendor");
        }
        if (m.group(2) == null || m.group(2).equals("*")) {
            return new TermQuery(new Term(Fields.HW_VENDOR, m.group(1)));
        }
        return new TermQuery(new Term(Fields.HW, m.group(1) + ":" + m.group(2)));
    }

    private static Query kernel(String query, QueryToken t, String v) {
        int dots = v.indexOf("..");
        if (dots < 0) {
            return new TermQuery(new Term(Fields.KVER, canonicalKernel(v)));
        }
        long lo = v.substring(0, dots).isEmpty() ? Long.MIN_VALUE : kernelKey(query, t, v.substring(0, dots));
        long hi = v.substring(dots + 2).isEmpty() ? Long.MAX_VALUE : kernelKey(query, t, v.substring(dots + 2));
        if (lo > hi) {
            throw new QueryException(query, t.start(), "kver: range " + v + " runs backwards");
        }
        return LongPoint.newRangeQuery(Fields.KVER_ORDER, lo, hi);
    }

    private static long kernelKey(String query, QueryToken t, String v) {
        long key = KernelSort.key(canonicalKernel(v));
        if (key < 0) {
            throw new QueryException(query, t.start(), "kver: '" + v + "' is no kernel version like 2.6.23-rc8 or"
                    + " v6.4");
        }
        return key;
    }

    static String canonicalKernel(String v) {
        String s = v.startsWith("v") ? v.substring(1) : v;
        return s.endsWith("+") ? s.substring(0, s.length() - 1) : s;
    }

    /**
     * A bare word shaped like an abbreviated commit id (7 to 40 hex digits, a digit among them, so "defaced" stays a
     * word): the text where it is written, or a message whose commit facts start with it. Mail writes a commit by its
     * full id as often as by a short one, and people search by the short one ("6dccd16b").
     */
    private Query textOrCommit(String v) {
        return new BooleanQuery.Builder().add(body(v, false, 2f), Occur.SHOULD)
                .add(commit(v.toLowerCase(Locale.ROOT)), Occur.SHOULD).build();
    }

    private static Query commit(String v) {
        return v.length() == 40 ? new TermQuery(new Term(Fields.COMMIT, v)) : new PrefixQuery(new Term(Fields.COMMIT, v));
    }

    private static Query commit(String query, QueryToken t, String v) {
        if (!HEX.matcher(v).matches()) {
            throw new QueryException(query, t.start(), "commit: expects 4 to 40 hex digits, got '" + v + "'");
        }
        return commit(v);
    }

    private static Query throughput(String query, QueryToken t, String v) {
        int dots = v.indexOf("..");
        if (dots >= 0) {
            double lo = dots == 0 ? 0 : rate(query, t, v.substring(0, dots));
            double hi = dots + 2 == v.length() ? Double.MAX_VALUE : rate(query, t, v.substring(dots + 2));
            return DoublePoint.newRangeQuery(Fields.TPUT, lo, hi);
        }
        if (v.startsWith("<=")) {
            return DoublePoint.newRangeQuery(Fields.TPUT, 0, rate(query, t, v.substring(2)));
        } else if (v.startsWith(">=")) {
            return DoublePoint.newRangeQuery(Fields.TPUT, rate(query, t, v.substring(2)), Double.MAX_VALUE);
        } else if (v.startsWith("<")) {
            return DoublePoint.newRangeQuery(Fields.TPUT, 0, Math.nextDown(rate(query, t, v.substring(1))));
        } else if (v.startsWith(">")) {
            return DoublePoint.newRangeQuery(Fields.TPUT, Math.nextUp(rate(query, t, v.substring(1))),
                    Double.MAX_VALUE);
        }
        double x = rate(query, t, v);
        return DoublePoint.newRangeQuery(Fields.TPUT, x * 0.99, x * 1.01);
    }

    /** {@code 100M} = 100 Mbit/s; {@code 32MB} = 32 MByte/s; {@code 1.5G}, {@code 800k}, {@code 64MiB}. */
    static double rate(String query, QueryToken t, String v) {
        Matcher m = RATE.matcher(v.strip());
        if (!m.matches()) {
            throw new QueryException(query, t.start(), "tput: '" + v + "' is no rate like 100M, 1.5G or 32MB");
        }
        double n = Double.parseDouble(m.group(1));
        boolean binary = !m.group(3).isEmpty();
        double unit = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> binary ? 1024 : 1e3;
            case "m" -> binary ? 1024 * 1024 : 1e6;
            case "g" -> binary ? 1024.0 * 1024 * 1024 : 1e9;
            case "t" -> binary ? 1024.0 * 1024 * 1024 * 1024 : 1e12;
            default -> 1;
        };
        String suffix = m.group(4) == null ? "" : m.group(4);
        boolean bytes = suffix.equals("B") || suffix.equalsIgnoreCase("byte") || suffix.equalsIgnoreCase("bytes");
        return n * unit * (bytes ? 8 : 1);
    }

    private static Query date(String query, QueryToken t, String v) {
        int dots = v.indexOf("..");
        String from = dots < 0 ? v : v.substring(0, dots);
        String to = dots < 0 ? v : v.substring(dots + 2);
        long lo = from.isEmpty() ? Long.MIN_VALUE : day(query, t, from).atStartOfDay().toInstant(ZoneOffset.UTC)
                .toEpochMilli();
        long hi = to.isEmpty() ? Long.MAX_VALUE : day(query, t, to).plusDays(1).atStartOfDay()
                .toInstant(ZoneOffset.UTC).toEpochMilli() - 1;
        if (lo > hi) {
            throw new QueryException(query, t.start(), "d: range " + v + " runs backwards");
        }
        return LongPoint.newRangeQuery(Fields.DATE, lo, hi);
    }

    private static LocalDate day(String query, QueryToken t, String v) {
        try {
            return LocalDate.parse(v.replace("-", ""), DAY);
        } catch (DateTimeParseException e) {
            throw new QueryException(query, t.start(), "d: '" + v + "' is no date like 20070926 or 2007-09-26");
        }
    }

    private static String stripBrackets(String v) {
        String s = v.strip();
        if (s.startsWith("<") && s.endsWith(">")) {
            s = s.substring(1, s.length() - 1);
        }
        return s;
    }
}
