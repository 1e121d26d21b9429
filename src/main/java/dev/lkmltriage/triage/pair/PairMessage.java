package dev.lkmltriage.triage.pair;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.HardwareFact;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import java.io.Serializable;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the pair model keeps of one message: its inverted keys (typed, {@code type:value}) and the few
 * values its generic pair features read. Built once per message, so the archive's mail text is not held.
 *
 * @param keys       the inverted keys, at most {@link #MAX_KEYS}; type is the index in {@link #TYPES}
 * @param shingles   sorted hashes of three-word runs of the author's own prose, the {@link #SKETCH} smallest
 * @param reportedBy the author's own text carries a {@code Reported-by:} trailer (one who met the problem)
 */
public record PairMessage(String id, long epochSeconds, String threadId, String kind, String author, Set<String> credited,
                   Set<String> keys, Set<String> titleWords, String title, int[] shingles, Set<String> culprits,
                   Set<String> commits, Set<String> links, boolean reportedBy) implements Serializable {

    /** Key types, in feature order. */
    public static final String[] TYPES = {"path", "driver", "pciid", "commit", "func", "word", "addr", "mid", "bug"};
    public static final int MAX_KEYS = 300;
    public static final int SKETCH = 400;
    /** Own text read per message: a pasted log of megabytes adds nothing a pair needs. */
    private static final int MAX_TEXT = 200_000;

    private static final Pattern PATH = Pattern.compile(
            "\\b((?:drivers|arch|include|kernel|fs|net|sound|mm|lib|block|tools|Documentation|virt|security)"
                    + "/[A-Za-z0-9_./-]{1,200}\\.(?:c|h|S|rst|txt|yaml))\\b");
    private static final Pattern FUNC = Pattern.compile("\\b([a-z][a-z0-9]{1,40}_[a-z0-9_]{2,60})\\s?\\(");
    private static final Pattern MID_LINK = Pattern.compile(
            "(?:lore\\.kernel\\.org/(?:[A-Za-z0-9_.-]{1,60}/)?|lkml\\.kernel\\.org/r/|patchwork\\.[a-z.]{1,40}/"
                    + "(?:[a-z]{1,20}/)*)<?([A-Za-z0-9_.+%$=-]{1,200}@[A-Za-z0-9_.-]{1,200})");
    private static final Pattern BUG = Pattern.compile(
            "(?:bugzilla\\.kernel\\.org/(?:show_bug\\.cgi\\?id=)?|\\[Bug\\s{1,3})(\\d{4,7})");
    private static final Pattern TRAILER = Pattern.compile(
            "(?im)^\\s{0,4}(?:Reported|Tested|Reported-and-tested)-by:[^\\n<]{0,120}<([^>\\s]{3,120})>");
    private static final Pattern REPORTED_BY = Pattern.compile("(?im)^\\s{0,4}Reported(?:-and-tested)?-by:");
    private static final Pattern FIX_WORD = Pattern.compile("\\b(?:fix|fixes|fixed|fixing|regression|regressed)\\b");
    private static final Pattern EMAIL = Pattern.compile("<?([^<>\\s]{1,120}@[^<>\\s]{1,120})>?");
    private static final Pattern WORD = Pattern.compile("[a-z0-9_]{1,40}");
    private static final Pattern TAGS = Pattern.compile("\\[[^\\]]{0,80}\\]");
    private static final Set<String> STOP = Set.of("with", "from", "this", "that", "when", "after", "before", "into",
            "only", "also", "does", "should", "could", "would", "have", "than", "then", "them", "there", "some",
            "make", "more", "patch", "resend", "v2", "v3", "v4");

    public static PairMessage of(Report r) {
        Mail m = r.mail();
        String own = ownText(m, false);
        String prose = ownText(m, true);
        Set<String> keys = new LinkedHashSet<>();
        String author = email(m.from());
        Set<String> credited = new LinkedHashSet<>();
        for (Matcher t = TRAILER.matcher(own); t.find() && credited.size() < 20; ) {
            credited.add(t.group(1).toLowerCase(Locale.ROOT));
        }
        String title = title(m.subject());
        Set<String> titleWords = new LinkedHashSet<>();
        for (Matcher w = WORD.matcher(title); w.find(); ) {
            if (w.group().length() >= 4 && !STOP.contains(w.group())) {
                titleWords.add(w.group());
            }
        }
        Set<String> culprits = new LinkedHashSet<>();
        Set<String> commits = new LinkedHashSet<>();
        for (CommitFact c : r.facts().commits()) {
            if (c.hash().length() >= 7 && !c.quoted()) {
                String h = c.hash().substring(0, 7);
                commits.add(h);
                if ("culprit".equals(c.role())) {
                    culprits.add(h);
                }
            }
        }
        Set<String> links = new LinkedHashSet<>();
        for (Matcher l = MID_LINK.matcher(own); l.find() && links.size() < 50; ) {
            links.add(decode(l.group(1)));
        }
        add(keys, "mid", m.messageId());
        add(keys, "mid", r.threadId());
        links.forEach(l -> add(keys, "mid", l));
        for (Matcher b = BUG.matcher(m.subject() + "\n" + own); b.find(); ) {
            add(keys, "bug", b.group(1));
        }
        commits.forEach(c -> add(keys, "commit", c));
        for (HardwareFact h : r.facts().hardware()) {
            add(keys, "pciid", h.bus() + ":" + h.id());
        }
        r.facts().drivers().forEach(d -> add(keys, "driver", d.toLowerCase(Locale.ROOT)));
        if (!author.isEmpty()) {
            add(keys, "addr", author);
        }
        credited.forEach(c -> add(keys, "addr", c));
        titleWords.forEach(w -> add(keys, "word", w));
        for (Matcher p = PATH.matcher(own); p.find(); ) {
            add(keys, "path", p.group(1));
        }
        for (Matcher f = FUNC.matcher(own); f.find(); ) {
            add(keys, "func", f.group(1));
        }
        long epoch = m.date() == null ? Long.MIN_VALUE : m.date().toEpochSecond();
        return new PairMessage(m.messageId(), epoch, r.threadId(), r.facts().kind().label(), author,
                Set.copyOf(credited), keys, titleWords, title, shingles(prose), culprits, commits, links,
                REPORTED_BY.matcher(own).find());
    }

    /**
     * True when the message says it fixes something: a {@code Fixes:} tag (or another blamed commit), a
     * {@code Reported-by:} trailer, "fix" or "regression" in its title, or a bugzilla entry. A link to a report is
     * read by the caller, which knows the linked message.
     */
    public boolean saysFix() {
        if (!culprits.isEmpty() || reportedBy || FIX_WORD.matcher(title.toLowerCase(Locale.ROOT)).find()) {
            return true;
        }
        for (String k : keys) {
            if (k.startsWith("bug:")) {
                return true;
            }
        }
        return false;
    }

    public static int type(String key) {
        String t = key.substring(0, key.indexOf(':'));
        for (int i = 0; i < TYPES.length; i++) {
            if (TYPES[i].equals(t)) {
                return i;
            }
        }
        throw new IllegalArgumentException(key);
    }

    private static void add(Set<String> keys, String type, String value) {
        if (value != null && !value.isBlank() && keys.size() < MAX_KEYS) {
            keys.add(type + ":" + value.toLowerCase(Locale.ROOT));
        }
    }

    /** The author's own text: prose (and diffs unless {@code proseOnly}), never quotes or signatures. */
    private static String ownText(Mail m, boolean proseOnly) {
        StringBuilder b = new StringBuilder();
        String text = m.text();
        for (Span s : m.spans()) {
            boolean take = s.kind() == SpanKind.PROSE || !proseOnly && s.kind() == SpanKind.DIFF;
            if (take && b.length() < MAX_TEXT) {
                int end = Math.min(s.end(), s.start() + MAX_TEXT - b.length());
                b.append(text, s.start(), Math.min(end, text.length())).append('\n');
            }
        }
        return b.toString();
    }

    /** The subject without reply prefixes and without any bracketed tag. */
    public static String title(String subject) {
        return TAGS.matcher(Subjects.normalize(subject)).replaceAll(" ").replaceAll("\\s+", " ").strip();
    }

    public static String email(String from) {
        Matcher e = EMAIL.matcher(from == null ? "" : from);
        String last = "";
        while (e.find()) {
            last = e.group(1);
        }
        return last.toLowerCase(Locale.ROOT);
    }

    private static String decode(String mid) {
        return mid.replace("%40", "@").replace("%2B", "+").replace("%2b", "+");
    }

    private static int[] shingles(String prose) {
        String[] w = WORD.matcher(prose.toLowerCase(Locale.ROOT)).results().map(java.util.regex.MatchResult::group)
                .toArray(String[]::new);
        int n = Math.max(0, w.length - 2);
        int[] h = new int[n];
        for (int i = 0; i < n; i++) {
            h[i] = (w[i] + ' ' + w[i + 1] + ' ' + w[i + 2]).hashCode() * 0x9E3779B1;
        }
        int[] u = Arrays.stream(h).distinct().sorted().toArray();
        return u.length <= SKETCH ? u : Arrays.copyOf(u, SKETCH);
    }

    /** Estimated Jaccard similarity of two bottom-k sketches. */
    public static double similarity(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return 0;
        }
        int i = 0;
        int j = 0;
        int same = 0;
        int seen = 0;
        int k = Math.min(SKETCH, Math.max(a.length, b.length));
        while (seen < k && (i < a.length || j < b.length)) {
            if (j >= b.length || i < a.length && a[i] < b[j]) {
                i++;
            } else if (i >= a.length || b[j] < a[i]) {
                j++;
            } else {
                same++;
                i++;
                j++;
            }
            seen++;
        }
        return seen == 0 ? 0 : (double) same / seen;
    }
}
