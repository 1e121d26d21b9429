package dev.lkmltriage.triage;

import dev.lkmltriage.extract.HardwareFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.extract.Spam;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.report.Report;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Report-report pairs for a learned model (session 52, issue 4): whether two people's reports tell one regression.
 * Only reports are asked ({@link #gated}: kind report, or kind other naming a symptom class), and only of candidates
 * sharing a key with them ({@link Index}: a driver, a device, a vendor, a symptom class or a title word, each key's
 * most recent postings), never all pairs. The features are generic: same driver, device, vendor; symptom classes
 * alike or apart; good/bad windows overlapping or disjoint; kernel eras apart; days apart; title and prose
 * similarity; the sleep told by both or one; one sender.
 */
public final class ReportPairs {
    public static final String[] NAMES = {"same-driver", "same-device", "same-vendor", "same-symptom",
        "other-symptom", "window-overlap", "window-disjoint", "eras-apart", "no-kernels", "log-days", "title-jaccard",
        "text-sim", "both-sleep", "one-sleep", "same-sender", "no-hardware-key", "rare-words", "rarest-word"};

    private ReportPairs() {
    }

    /** What the features read of one report, computed once. */
    public static final class Side {
        final String id;
        final boolean gated;
        final Set<String> drivers;
        final Set<String> devices;
        final Set<String> vendors;
        final String symptom;
        final Set<String> good;
        final Set<String> bad;
        final boolean sleep;
        final Set<String> tokens;
        final TextSketch sketch;
        final long epochDay;
        final String sender;
        final Set<String> words;

        private Side(Report r) {
            ReportFeatures f = ReportFeatures.of(r);
            id = r.messageId();
            MessageKind kind = r.facts().kind();
            symptom = f.symptom();
            gated = (kind == MessageKind.REPORT || kind == MessageKind.OTHER && !"other".equals(symptom))
                    && !Spam.reads(r.mail());
            drivers = f.drivers();
            devices = f.devices();
            vendors = new LinkedHashSet<>();
            for (HardwareFact h : r.facts().hardware()) {
                if (!h.quoted() && h.id() != null && h.id().length() >= 4 && vendors.size() < 20) {
                    vendors.add(h.bus() + ":" + h.id().substring(0, 4).toLowerCase(Locale.ROOT));
                }
            }
            good = f.good();
            bad = f.bad();
            sleep = f.afterResume();
            tokens = f.tokens();
            sketch = TextSketch.of(r.mail(), false);
            epochDay = r.mail().date() == null ? Long.MIN_VALUE : r.mail().date().toLocalDate().toEpochDay();
            sender = Reporters.email(r.mail().from());
            words = words(r.mail());
        }

        public String id() {
            return id;
        }

        /** Whether the model may be asked of this message at all: a report, or an "other" naming a symptom. */
        public boolean gated() {
            return gated;
        }

        /** The keys it is found by as a candidate. */
        List<String> keys() {
            List<String> out = new ArrayList<>();
            drivers.forEach(d -> out.add("drv:" + d));
            devices.forEach(d -> out.add("dev:" + d));
            vendors.forEach(v -> out.add("ven:" + v));
            if (!"other".equals(symptom)) {
                out.add("sym:" + symptom);
            }
            tokens.forEach(t -> out.add("tok:" + t));
            words.forEach(w -> out.add("w:" + w));
            return out.size() > MAX_KEYS ? out.subList(0, MAX_KEYS) : out;
        }
    }

    static final int MAX_KEYS = 500;
    /** Postings kept per key and candidates per report: cost per report is flat however large the archive. */
    static final int PER_KEY = 30;
    static final int MAX_CANDIDATES = 100;
    /** A word in more reports than this (or a twentieth of them) finds no candidates. */
    static final int COMMON = 20;

    public static Side side(Report r) {
        return new Side(r);
    }

    /** The words of the subject and the author's own prose (no quotes, no logs), at most {@link #MAX_WORDS}. */
    static Set<String> words(Mail mail) {
        Set<String> out = new LinkedHashSet<>();
        StringBuilder sb = new StringBuilder(mail.subject()).append('\n');
        String text = mail.text();
        for (Span s : mail.spans()) {
            if (sb.length() >= MAX_CHARS) {
                break;
            }
            if (s.kind() == SpanKind.PROSE) {
                int end = Math.min(Math.min(s.end(), text.length()), s.start() + MAX_CHARS - sb.length());
                if (s.start() < end) {
                    sb.append(text, s.start(), end).append('\n');
                }
            }
        }
        Matcher m = WORD.matcher(sb.toString().toLowerCase(Locale.ROOT));
        while (m.find() && out.size() < MAX_WORDS) {
            out.add(m.group());
        }
        return out;
    }

    private static final Pattern WORD = Pattern.compile("(?<![a-z0-9])(?=[a-z0-9]{0,29}[a-z])[a-z0-9]{3,30}(?![a-z0-9])");
    static final int MAX_WORDS = 400;
    static final int MAX_CHARS = 12_000;

    /**
     * The features of the pair (earlier {@code a}, later {@code b}), in {@link #NAMES} order; {@code idf} the rarity
     * of a word among the reports seen before {@code b}.
     */
    public static double[] features(Side a, Side b, ToDoubleFunction<String> idf) {
        double[] x = new double[NAMES.length];
        boolean driver = !Collections.disjoint(a.drivers, b.drivers);
        boolean device = !Collections.disjoint(a.devices, b.devices);
        boolean vendor = !Collections.disjoint(a.vendors, b.vendors);
        boolean classedA = !"other".equals(a.symptom);
        boolean classedB = !"other".equals(b.symptom);
        boolean same = ReportFeatures.sameSymptom(a.symptom, b.symptom);
        x[0] = bit(driver);
        x[1] = bit(device);
        x[2] = bit(vendor && !device);
        x[3] = bit(same);
        x[4] = bit(classedA && classedB && !same);
        x[5] = bit(KernelSort.overlap(a.good, a.bad, b.good, b.bad));
        x[6] = bit(KernelSort.disjoint(a.good, a.bad, b.good, b.bad));
        double ea = era(a);
        double eb = era(b);
        x[7] = Double.isNaN(ea) || Double.isNaN(eb) ? 0 : Math.log1p(Math.abs(ea - eb));
        x[8] = bit(Double.isNaN(ea) || Double.isNaN(eb));
        x[9] = a.epochDay == Long.MIN_VALUE || b.epochDay == Long.MIN_VALUE ? Math.log1p(30)
                : Math.log1p(Math.abs(b.epochDay - a.epochDay));
        x[10] = Scoring.jaccard(a.tokens, b.tokens);
        x[11] = a.sketch == null || b.sketch == null ? 0 : a.sketch.similarity(b.sketch);
        x[12] = bit(a.sleep && b.sleep);
        x[13] = bit(a.sleep != b.sleep);
        x[14] = bit(!a.sender.isEmpty() && a.sender.equals(b.sender));
        x[15] = bit(!driver && !device && !vendor);
        double sum = 0;
        double max = 0;
        for (String w : b.words) {
            if (a.words.contains(w)) {
                double v = idf.applyAsDouble(w);
                sum += v;
                max = Math.max(max, v);
            }
        }
        x[16] = Math.min(60, sum);
        x[17] = max;
        return x;
    }

    /**
     * A kernel era on one line (2.6.N at N/2, 3.x at 20+x, 4.x at 40+x, ...), the median of the versions a report
     * names with a verdict; NaN when it names none.
     */
    static double era(Side s) {
        List<Double> eras = new ArrayList<>();
        for (String v : s.bad.isEmpty() ? s.good : s.bad) {
            long k = KernelSort.key(v);
            if (k < 0) {
                continue;
            }
            long major = k >>> 52;
            long minor = k >>> 40 & 4095;
            long patch = k >>> 24 & 65535;
            eras.add(major == 2 ? (minor == 6 ? patch / 2.0 : 0) : (major - 2) * 20.0 + minor);
        }
        if (eras.isEmpty()) {
            return Double.NaN;
        }
        eras.sort(null);
        return eras.get(eras.size() / 2);
    }

    private static double bit(boolean b) {
        return b ? 1 : 0;
    }

    /**
     * The candidates of a report among the gated reports seen before it: through each of its keys' {@link #PER_KEY}
     * most recent postings, at most {@link #MAX_CANDIDATES}, most keys shared first. Adding is constant time per key.
     */
    public static final class Index {
        private final Map<String, Deque<Side>> postings = new HashMap<>();
        private final Map<String, Integer> df = new HashMap<>();
        private int n;

        /** The rarity of a word among the reports added so far. */
        public double idf(String w) {
            return Math.log((n + 1.0) / (df.getOrDefault(w, 0) + 1.0));
        }

        /** The features of a candidate {@code a} and the report {@code b} being placed. */
        public double[] features(Side a, Side b) {
            return ReportPairs.features(a, b, this::idf);
        }

        public List<Side> candidates(Side b) {
            Map<Side, Integer> shared = new HashMap<>();
            for (String k : b.keys()) {
                // a common word finds everything recent: only a rare one is a key
                if (k.startsWith("w:") && df.getOrDefault(k.substring(2), 0) > Math.max(COMMON, n / 20)) {
                    continue;
                }
                Deque<Side> d = postings.get(k);
                if (d != null) {
                    for (Side a : d) {
                        shared.merge(a, 1, Integer::sum);
                    }
                }
            }
            List<Side> out = new ArrayList<>(shared.keySet());
            out.sort((x, y) -> y.equals(x) ? 0 : shared.get(y) - shared.get(x) != 0 ? shared.get(y) - shared.get(x)
                    : x.id.compareTo(y.id));
            return out.size() > MAX_CANDIDATES ? out.subList(0, MAX_CANDIDATES) : out;
        }

        public void add(Side s) {
            if (!s.gated) {
                return;
            }
            n++;
            s.words.forEach(w -> df.merge(w, 1, Integer::sum));
            for (String k : s.keys()) {
                Deque<Side> d = postings.computeIfAbsent(k, x -> new ArrayDeque<>());
                d.addFirst(s);
                if (d.size() > PER_KEY) {
                    d.removeLast();
                }
            }
        }
    }
}
