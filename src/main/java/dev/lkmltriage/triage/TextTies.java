package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Subjects;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Text similarity as a tie (session 11): a cluster keeps the {@link TextSketch}es of its reports, duplicates and
 * fixes ({@link ClusterState#sketches}, the last {@value #MAX_SKETCHES}), found through their band keys
 * ({@link ClusterIndex#byBand}, {@value #MAX_PER_BAND} clusters a band). A thread-starting report that nothing else
 * placed, or a patch outside any clustered thread that fixes nothing else, joins the cluster whose sketch is most
 * similar when the estimated similarity is at least {@value #THRESHOLD}, the cluster changed within
 * {@value #WINDOW_DAYS} days, neither blames a commit the other does not, and (the guard) the two share a driver, a
 * device, or a subsystem word of the subject (the words before its last colon, such as "pciehp" in "PCI: pciehp:
 * ..."); a patch needs {@value #PATCH_THRESHOLD} and all its subsystem words. A re-sent report under another subject
 * or from another address, or a fix re-posted under another title, reads almost word for word like the first.
 */
final class TextTies {
    /**
     * Chosen on the labelled sets new..new7 and tuning (session 11): a re-sent RK3399 report scored 0.45 against the
     * first, a hard negative (another i.MX6 problem) 0.36 against an i.MX6 cluster. A constant, not trained.
     */
    static final double THRESHOLD = 0.4;
    /**
     * For a patch: fixes of one subsystem share templates ("Fixes the following build warning", "Fix runtime PM
     * imbalance on error"), so a patch needs more of the text, and every subsystem word of its subject must be the
     * cluster's ("PCI: dwc: bar:" is not a fix of a "PCI: dwc:" cluster about another driver).
     */
    static final double PATCH_THRESHOLD = 0.5;
    static final int MAX_SKETCHES = 8;
    static final int MAX_PER_BAND = 16;
    static final long WINDOW_DAYS = 400;
    /** Subject-prefix words too common to say which part of the kernel a message is about. */
    private static final Set<String> GENERIC = Set.of("pci", "pcie", "re", "fwd", "patch", "rfc", "resend", "bug",
            "info", "regression", "linux", "kernel", "drivers", "driver", "question", "problem", "issue");

    private final ClusterIndex ix;

    TextTies(ClusterIndex ix) {
        this.ix = ix;
    }

    record Match(ClusterState cluster, double similarity) {
        String describe() {
            return String.format(Locale.ROOT, "similar text (%.2f)", similarity);
        }
    }

    private static final java.util.regex.Pattern COVER = java.util.regex.Pattern.compile("\\b0+/\\d+\\]");

    /** A series' cover letter ("[PATCH v2 0/5]"): it fixes nothing itself, and its thread holds the whole series. */
    static boolean cover(String subject) {
        return subject != null && COVER.matcher(subject).find();
    }

    /** The most similar cluster passing the guards and not in {@code excluded}, or null. */
    Match best(TextSketch s, ReportFeatures f, String subject, String at, Set<String> excluded, boolean patch) {
        if (s == null) {
            return null;
        }
        Set<String> seen = new LinkedHashSet<>();
        for (long band : s.bands()) {
            seen.addAll(ClusterIndex.ids(ix.byBand, band));
        }
        Set<String> words = subsystemWords(subject);
        Match best = null;
        for (String id : seen) {
            ClusterState c = ix.clusters.get(ix.resolve(id));
            if (c == null || excluded.contains(c.id) || patch && !c.tokens.containsAll(words) || blamesOther(c, f)) {
                continue;
            }
            double sim = 0;
            for (TextSketch other : c.sketches.values()) {
                sim = Math.max(sim, s.similarity(other));
            }
            if (!recent(c.updated, at) || !shares(c, f, words) || OtherProblem.vetoesText(f, c)) {
                continue;
            }
            if (sim >= (patch ? PATCH_THRESHOLD : THRESHOLD) && (best == null || sim > best.similarity())) {
                best = new Match(c, sim);
            }
        }
        return best;
    }

    /** Keeps a member's sketch in its cluster and under its bands. */
    void add(ClusterState c, TextSketch s) {
        if (s == null || c == null) {
            return;
        }
        String enc = s.encode();
        c.sketches.remove(enc);
        c.sketches.put(enc, s);
        while (c.sketches.size() > MAX_SKETCHES) {
            c.sketches.remove(c.sketches.keySet().iterator().next());
        }
        index(ix, c.id, s);
        ix.changed.add(c.id);
    }

    static void index(ClusterIndex ix, String id, TextSketch s) {
        for (long band : s.bands()) {
            ClusterIndex.pushCapped(ix.byBand, band, id, MAX_PER_BAND);
        }
    }

    /**
     * True when the message names commits (as culprits, or as what it fixes) and the cluster blames commits, none of
     * them these: one template of text fixing another commit is another bug.
     */
    static boolean blamesOther(ClusterState c, ReportFeatures f) {
        if (c.suspects.isEmpty() || f.culprits().isEmpty() && f.fixes().isEmpty()) {
            return false;
        }
        for (String h : f.culprits()) {
            if (c.blames(h)) {
                return false;
            }
        }
        for (String h : f.fixes()) {
            if (c.blames(h)) {
                return false;
            }
        }
        return true;
    }

    private static boolean shares(ClusterState c, ReportFeatures f, Set<String> words) {
        return !Collections.disjoint(c.drivers, f.drivers()) || !Collections.disjoint(c.devices, f.devices())
                || !Collections.disjoint(c.tokens, words) || !Collections.disjoint(c.drivers, words);
    }

    /**
     * The subject's words before its last colon, without tags, generic words and numbers: "[PATCH v2] PCI: pciehp:
     * Fix x" gives {pciehp}; "INFO: task irq/129-pciehp:116 blocked" gives {task, irq, pciehp}.
     */
    static Set<String> subsystemWords(String subject) {
        String s = Subjects.normalize(subject).replaceAll("^(\\[[^\\]]*\\]\\s*)+", "");
        int colon = s.lastIndexOf(':');
        Set<String> out = new LinkedHashSet<>();
        if (colon <= 0) {
            return out;
        }
        for (String w : s.substring(0, colon).toLowerCase(Locale.ROOT).split("[^a-z0-9_]+")) {
            if (w.length() > 2 && !GENERIC.contains(w) && !w.chars().allMatch(Character::isDigit)) {
                out.add(w);
            }
        }
        return out;
    }

    private static boolean recent(String updated, String at) {
        if (updated == null || at == null) {
            return true;
        }
        try {
            Duration d = Duration.between(Instant.parse(updated), Instant.parse(at)).abs();
            return d.toDays() <= WINDOW_DAYS;
        } catch (DateTimeParseException e) {
            return true;
        }
    }
}
