package dev.lkmltriage.git;

import dev.lkmltriage.extract.DriverTable;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.KernelSort;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.eclipse.jgit.lib.ObjectId;

/**
 * Adds what a kernel git tree knows to a cluster: abbreviated suspect and fix hashes expanded to full ids (left as
 * they are when unknown or ambiguous), and inferred suspects, role {@code inferred}: the commits between the last
 * good and the first bad version (reachable from the bad tag, not from the good one) that touch the cluster's
 * drivers' files, ranked by {@link SuspectRanker}, each with a score below 0.5 and the reason. Explicit suspects are
 * kept and come first. Every walk is capped by a {@link Budget}; walks are cached per window and driver, so
 * re-enriching a cluster that only gained a reply costs nothing. {@link #enrich} never throws: a tree that cannot
 * be read leaves the cluster as it was. Not thread-safe.
 */
public final class SuspectInference implements AutoCloseable {
    /** At most this many inferred suspects per cluster. */
    public static final int MAX_INFERRED = 5;
    private static final int MAX_DRIVERS = 3;
    private static final int CACHE = 256;

    /**
     * How much of the tree one walk may look at (commits, wall time), and the wall time all walks of this instance
     * may take together: past it only walks already made are used, so an ingest of many clusters cannot stall.
     */
    public record Budget(int maxCommits, Duration time, Duration total) {
        public static final Budget DEFAULT = new Budget(50_000, Duration.ofSeconds(2), Duration.ofMinutes(2));

        public Budget(int maxCommits, Duration time) {
            this(maxCommits, time, DEFAULT.total());
        }
    }

    private final KernelTree tree;
    private final DriverTable drivers;
    private final Budget budget;
    private final Map<String, WindowWalk.Result> walks = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, WindowWalk.Result> e) {
            return size() > CACHE;
        }
    };
    private final Map<ObjectId, String> maintainers = new LinkedHashMap<>();
    private String lastProblem;
    private long walkedNanos;

    public SuspectInference(KernelTree tree, DriverTable drivers, Budget budget) {
        this.tree = tree;
        this.drivers = drivers == null ? DriverTable.empty() : drivers;
        this.budget = budget;
    }

    /** Opens the tree at {@code gitDir}; see {@link KernelTree#open}. */
    public static SuspectInference open(Path gitDir, DriverTable drivers, Budget budget) throws IOException {
        return new SuspectInference(KernelTree.open(gitDir), drivers, budget);
    }

    /** The cluster with expanded hashes and inferred suspects; the cluster unchanged when the tree fails. */
    public Cluster enrich(Cluster c) {
        try {
            List<Cluster.Suspect> suspects = new ArrayList<>();
            for (Cluster.Suspect s : c.suspects()) {
                if (!s.role().equals("inferred")) {
                    suspects.add(new Cluster.Suspect(tree.expand(s.hash()), s.role(), s.score(), s.evidence()));
                }
            }
            List<Cluster.Fix> fixes = new ArrayList<>();
            for (Cluster.Fix f : c.fixes()) {
                fixes.add(new Cluster.Fix(f.hash() == null ? null : tree.expand(f.hash()), f.messageId(), f.subject()));
            }
            for (SuspectRanker.Ranked r : infer(c)) {
                boolean explicit = suspects.stream().anyMatch(s -> s.hash().regionMatches(true, 0, r.hash(), 0,
                        Math.min(s.hash().length(), 40)));
                if (!explicit && suspects.size() < c.suspects().size() + MAX_INFERRED) {
                    suspects.add(new Cluster.Suspect(r.hash(), "inferred", r.score(), r.reason()));
                }
            }
            return c.withSuspects(suspects, fixes);
        } catch (IOException | RuntimeException e) {
            lastProblem = "cluster " + c.id() + ": " + e.getMessage();
            return c;
        }
    }

    /** Why the last {@link #enrich} left its cluster as it was, or null. */
    public String lastProblem() {
        return lastProblem;
    }

    /** The ranked commits of the cluster's window that touch its drivers, best first. */
    List<SuspectRanker.Ranked> infer(Cluster c) throws IOException {
        List<String> good = KernelSort.sorted(c.kernels().good());
        List<String> bad = KernelSort.sorted(c.kernels().bad());
        if (good.isEmpty() || bad.isEmpty() || c.drivers().isEmpty()) {
            return List.of();
        }
        String lastGood = good.get(good.size() - 1);
        String firstBad = bad.get(0);
        ObjectId goodId = tree.tag(lastGood);
        ObjectId badId = tree.tag(firstBad);
        if (goodId == null || badId == null) {
            return List.of();
        }
        Set<String> reportWords = reportWords(c);
        String window = "v" + strip(lastGood) + "..v" + strip(firstBad);
        Map<String, SuspectRanker.Ranked> best = new LinkedHashMap<>();
        for (String driver : c.drivers().subList(0, Math.min(MAX_DRIVERS, c.drivers().size()))) {
            WindowWalk.Result walk = walk(goodId, badId, driver);
            for (WindowWalk.Touching t : walk.commits()) {
                SuspectRanker.Ranked r = SuspectRanker.rank(t, t.totalFiles(), reportWords, window);
                if (walk.stoppedBy() != null) {
                    r = new SuspectRanker.Ranked(r.hash(), r.score(), r.reason() + " (partial walk: "
                            + walk.stoppedBy() + ")");
                }
                best.merge(r.hash(), r, (a, b) -> a.score() >= b.score() ? a : b);
            }
        }
        List<SuspectRanker.Ranked> out = new ArrayList<>(best.values());
        out.sort(Comparator.comparingDouble(SuspectRanker.Ranked::score).reversed());
        return out.subList(0, Math.min(MAX_INFERRED, out.size()));
    }

    private WindowWalk.Result walk(ObjectId good, ObjectId bad, String driver) throws IOException {
        String key = good.name() + ".." + bad.name() + " " + driver;
        WindowWalk.Result cached = walks.get(key);
        if (cached != null) {
            return cached;
        }
        if (walkedNanos >= budget.total().toNanos()) {
            lastProblem = "the total walk budget of " + budget.total().toSeconds() + " s is spent; run 'triage"
                    + " clusters --git DIR' to infer the rest";
            return new WindowWalk.Result(List.of(), 0, lastProblem);
        }
        long start = System.nanoTime();
        PathMatch match = DriverPaths.of(driver, maintainersAt(bad), drivers);
        WindowWalk.Result r = WindowWalk.walk(tree, good, bad, match, budget.maxCommits(),
                start + Math.min(budget.time().toNanos(), budget.total().toNanos() - walkedNanos));
        walkedNanos += System.nanoTime() - start;
        walks.put(key, r);
        return r;
    }

    private String maintainersAt(ObjectId commit) throws IOException {
        if (!maintainers.containsKey(commit)) {
            if (maintainers.size() > 16) {
                maintainers.clear();
            }
            maintainers.put(commit, tree.file(commit, "MAINTAINERS"));
        }
        return maintainers.get(commit);
    }

    private static Set<String> reportWords(Cluster c) {
        Set<String> words = new LinkedHashSet<>();
        c.tokens().forEach(t -> words.add(t.toLowerCase(Locale.ROOT)));
        words.addAll(SuspectRanker.words(c.title()));
        if (c.symptom() != null) {
            words.addAll(SuspectRanker.words(c.symptom().replace('/', ' ')));
        }
        c.drivers().forEach(d -> words.remove(d.toLowerCase(Locale.ROOT)));
        return words;
    }

    private static String strip(String v) {
        return v.startsWith("v") ? v.substring(1) : v;
    }

    @Override
    public void close() {
        tree.close();
    }
}
