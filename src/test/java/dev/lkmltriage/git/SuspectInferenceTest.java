package dev.lkmltriage.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.DriverTable;
import dev.lkmltriage.triage.Cluster;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jgit.lib.CommitBuilder;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectInserter;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevCommit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SuspectInferenceTest {
    static final String DRIVER = "drivers/net/ethernet/realtek/r8169_main.c";
    static final String MAINTAINERS = """
            List of maintainers
            ===================

            	F: *Files* and directories wildcard patterns.
            	   F:	drivers/net/	all files in and below drivers/net

            8169 10/100/1000 GIGABIT ETHERNET DRIVER
            M:	Someone <someone@example.org>
            L:	netdev@vger.kernel.org
            S:	Maintained
            F:	drivers/net/ethernet/realtek/r8169*
            F:	include/linux/r8169_regs.h

            NETWORKING DRIVERS
            L:	netdev@vger.kernel.org
            F:	drivers/net/
            """;

    @TempDir
    Path dir;
    TreeBuilder t;
    RevCommit beforeGood;
    RevCommit tso;
    RevCommit unrelated;
    RevCommit header;
    RevCommit sideFix;
    RevCommit merge;
    RevCommit afterBad;

    @BeforeEach
    void history() throws Exception {
        t = new TreeBuilder(dir);
        t.commit("Initial import", "MAINTAINERS", MAINTAINERS, DRIVER, "int x;\n", "drivers/net/other.c", "o\n",
                "include/linux/r8169_regs.h", "#define R 1\n", "README", "Linux\n");
        beforeGood = t.commit("r8169: tidy up the rx path", DRIVER, "int x; /* rx */\n");
        t.tag("v2.6.22", true);
        RevCommit good = beforeGood;
        tso = t.commit("r8169: enable TSO and scatter-gather for send\n\nSend throughput should improve with TSO.",
                DRIVER, "int x; /* rx */ int tso;\n");
        unrelated = t.commit("other: send more frames", "drivers/net/other.c", "o2\n");
        header = t.commit("r8169: rename a register", "include/linux/r8169_regs.h", "#define R 2\n");
        t.branch("side", good);
        t.checkout("side");
        sideFix = t.commit("Revert \"r8169: old ring sizing\"", "drivers/net/ethernet/realtek/r8169_firmware.c",
                "fw\n");
        t.checkout("master");
        merge = t.merge("side", "Merge branch 'side' of r8169 send tso");
        t.tag("v2.6.23-rc8", false);
        afterBad = t.commit("r8169: fix send throughput with TSO", DRIVER, "int x; int tso; /* fixed */\n");
        t.tag("v2.6.23", true);
    }

    static Cluster cluster(List<String> good, List<String> bad, List<Cluster.Suspect> suspects) {
        return new Cluster("c1", "r8169: send throughput \u221261% between 2.6.22 and 2.6.23-rc8", "open",
                List.of(new Cluster.Member("a@x", "report", "first report", 1)), List.of("r8169"),
                List.of("10ec:8169"), new Cluster.Kernels(good, bad), new Cluster.Throughput(664e6, 256e6, -61.4),
                suspects, List.of(), List.of(), List.of(), List.of("a@x"), "throughput/send", null,
                List.of("send", "throughput", "tso"), "2007-09-26T17:57:21Z");
    }

    private SuspectInference inference(SuspectInference.Budget budget) throws IOException {
        return SuspectInference.open(dir, DriverTable.empty(), budget);
    }

    @Test
    void versionsMapToTagsAnnotatedOrNot() throws Exception {
        try (KernelTree tree = KernelTree.open(dir)) {
            assertEquals(beforeGood.getId(), tree.tag("2.6.22"));
            assertEquals(beforeGood.getId(), tree.tag("v2.6.22"), "annotated tag peeled to its commit");
            assertEquals(merge.getId(), tree.tag("2.6.23-rc8"));
            assertNull(tree.tag("6.4"));
            assertNull(tree.tag("../../HEAD"));
            assertNull(tree.tag("HEAD"));
            assertNull(tree.tag("2.6.23-rc8^{tree}"));
        }
    }

    @Test
    void commitsOfTheWindowThatTouchTheDriverAreRankedSuspects() throws Exception {
        try (SuspectInference inf = inference(SuspectInference.Budget.DEFAULT)) {
            Cluster c = inf.enrich(cluster(List.of("2.6.22"), List.of("2.6.23-rc8"), List.of()));
            List<String> hashes = c.suspects().stream().map(Cluster.Suspect::hash).toList();
            assertEquals(tso.name(), hashes.get(0), "the commit sharing the report's words ranks first: "
                    + c.suspects());
            assertTrue(hashes.contains(header.name()), "F: lines of the MAINTAINERS section count: " + hashes);
            assertTrue(hashes.contains(sideFix.name()), "a commit merged in from a branch counts: " + hashes);
            assertFalse(hashes.contains(unrelated.name()), "another driver's file");
            assertFalse(hashes.contains(merge.name()), "merges are not suspects");
            assertFalse(hashes.contains(beforeGood.name()), "reachable from the good version");
            assertFalse(hashes.contains(afterBad.name()), "after the first bad version");
            Cluster.Suspect top = c.suspects().get(0);
            assertEquals("inferred", top.role());
            assertTrue(top.score() > 0 && top.score() < 0.5, "inferred stays below a bisect: " + top.score());
            assertTrue(top.evidence().contains("touches " + DRIVER), top.evidence());
            assertTrue(top.evidence().matches(".*shares words: [a-z, ]*send.*"), top.evidence());
            assertTrue(top.evidence().contains("v2.6.22..v2.6.23-rc8"), top.evidence());
            for (int i = 1; i < c.suspects().size(); i++) {
                assertTrue(c.suspects().get(i - 1).score() >= c.suspects().get(i).score(), "best first");
            }
        }
    }

    @Test
    void theLastGoodAndFirstBadBoundTheWindow() throws Exception {
        try (SuspectInference inf = inference(SuspectInference.Budget.DEFAULT)) {
            Cluster c = inf.enrich(cluster(List.of("2.6.21", "2.6.22"), List.of("2.6.23", "2.6.23-rc8"), List.of()));
            List<String> hashes = c.suspects().stream().map(Cluster.Suspect::hash).toList();
            assertTrue(hashes.contains(tso.name()));
            assertFalse(hashes.contains(afterBad.name()), "2.6.23-rc8 is the first bad, not 2.6.23: " + hashes);
        }
    }

    @Test
    void explicitSuspectsAreExpandedKeptFirstAndNotRepeated() throws Exception {
        String abbrev = tso.name().substring(0, 8);
        try (SuspectInference inf = inference(SuspectInference.Budget.DEFAULT)) {
            Cluster c = inf.enrich(cluster(List.of("2.6.22"), List.of("2.6.23-rc8"),
                    List.of(new Cluster.Suspect(abbrev, "culprit", 0.5, "git bisect"))));
            assertEquals(new Cluster.Suspect(tso.name(), "culprit", 0.5, "git bisect"), c.suspects().get(0));
            assertEquals(1, c.suspects().stream().filter(s -> s.hash().equals(tso.name())).count());
            // Enriching again (the cluster gained a reply) gives the same answer, not a second copy.
            assertEquals(c.suspects(), inf.enrich(c).suspects());
        }
    }

    @Test
    void unknownAndAmbiguousHashesStayAsTheyAre() throws Exception {
        Map<String, ObjectId> byPrefix = new HashMap<>();
        String ambiguous = null;
        try (ObjectInserter ins = t.git.getRepository().newObjectInserter()) {
            for (int i = 0; ambiguous == null && i < 5000; i++) {
                CommitBuilder b = new CommitBuilder();
                b.setTreeId(tso.getTree().getId());
                PersonIdent p = new PersonIdent("T", "t@example.org", 1_190_000_000_000L, 0);
                b.setAuthor(p);
                b.setCommitter(p);
                b.setMessage("filler " + i);
                ObjectId id = ins.insert(b);
                String prefix = id.name().substring(0, 4);
                if (byPrefix.putIfAbsent(prefix, id) != null) {
                    ambiguous = prefix;
                }
            }
            ins.flush();
        }
        assertNotNull(ambiguous);
        try (KernelTree tree = KernelTree.open(dir)) {
            assertEquals(ambiguous, tree.expand(ambiguous));
            assertEquals("deadbeef0", tree.expand("deadbeef0"));
            assertEquals("not-hex", tree.expand("not-hex"));
            assertEquals(tso.name(), tree.expand(tso.name().substring(0, 12).toUpperCase()));
            String blob = t.git.getRepository().resolve("HEAD:README").name();
            assertEquals(blob.substring(0, 10), tree.expand(blob.substring(0, 10)), "a blob is no commit");
        }
    }

    @Test
    void theBudgetStopsTheWalkAndSaysSo() throws Exception {
        try (SuspectInference inf = inference(new SuspectInference.Budget(1, Duration.ofSeconds(5)))) {
            Cluster c = inf.enrich(cluster(List.of("2.6.22"), List.of("2.6.23-rc8"), List.of()));
            assertTrue(c.suspects().size() <= 1, c.suspects().toString());
            c.suspects().forEach(s -> assertTrue(s.evidence().contains("partial walk: commit budget of 1"),
                    s.evidence()));
        }
        try (SuspectInference inf = inference(new SuspectInference.Budget(1_000_000, Duration.ZERO))) {
            Cluster c = inf.enrich(cluster(List.of("2.6.22"), List.of("2.6.23-rc8"), List.of()));
            assertEquals(List.of(), c.suspects(), "no time, no walk");
        }
        try (SuspectInference inf = inference(new SuspectInference.Budget(1_000_000, Duration.ofSeconds(5),
                Duration.ZERO))) {
            Cluster c = inf.enrich(cluster(List.of("2.6.22"), List.of("2.6.23-rc8"), List.of()));
            assertEquals(List.of(), c.suspects(), "the total budget is spent before the first walk");
            assertTrue(inf.lastProblem().contains("total walk budget"), inf.lastProblem());
        }
    }

    @Test
    void whatTheTreeCannotPlaceIsLeftAlone() throws Exception {
        try (SuspectInference inf = inference(SuspectInference.Budget.DEFAULT)) {
            Cluster noTag = cluster(List.of("6.3"), List.of("6.4"), List.of());
            assertEquals(List.of(), inf.enrich(noTag).suspects());
            Cluster noWindow = cluster(List.of(), List.of("2.6.23-rc8"), List.of());
            assertEquals(List.of(), inf.enrich(noWindow).suspects());
        }
    }

    @Test
    void driverPathsComeFromMaintainersTheTableAndTheName() throws Exception {
        assertEquals(List.of("drivers/net/ethernet/realtek/r8169", "include/linux/r8169_regs.h"),
                List.copyOf(DriverPaths.fromMaintainers("r8169", MAINTAINERS)));
        assertEquals(List.of(), List.copyOf(DriverPaths.fromMaintainers("other", MAINTAINERS)),
                "drivers/net/ is too broad to be one driver's");
        assertEquals(List.of(), List.copyOf(DriverPaths.fromMaintainers("a.*(", "X (\nF:\tdrivers/a/b/c/\n")));
        DriverTable table = DriverTable.read(new StringReader("e1000\tdrivers/net/e1000/\t\t\t\n"));
        PathMatch e1000 = DriverPaths.of("e1000", null, table);
        assertTrue(e1000.matches("drivers/net/e1000/e1000_main.c"));
        assertTrue(e1000.matches("drivers/net/ethernet/intel/e1000/e1000_hw.c"), "by the name");
        assertFalse(e1000.matches("drivers/net/e1000e/netdev.c"));
        assertFalse(e1000.matches("Documentation/e1000.txt"));
    }

    @Test
    void notARepositorySaysWhatToGive(@TempDir Path empty) throws Exception {
        IOException e = assertThrows(IOException.class, () -> KernelTree.open(empty));
        assertTrue(e.getMessage().contains("not a git repository"), e.getMessage());
        IOException missing = assertThrows(IOException.class, () -> KernelTree.open(empty.resolve("nope")));
        assertTrue(missing.getMessage().contains("no such directory"), missing.getMessage());
        Files.writeString(empty.resolve("HEAD"), "garbage");
        assertThrows(IOException.class, () -> KernelTree.open(empty));
    }

    @Test
    void aHostileMaintainersFileCannotBreakTheWalk() throws Exception {
        StringBuilder huge = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            huge.append("R8169 ").append(i).append("\nF:\t*\nF:\t/etc/\nF:\t../../x\nF:\t[\n\n");
        }
        assertEquals(List.of(), List.copyOf(DriverPaths.fromMaintainers("r8169", huge.toString())));
        t.commit("r8169: bigger maintainers", "MAINTAINERS", huge.toString());
        t.tag("v2.6.24", false);
        try (SuspectInference inf = inference(SuspectInference.Budget.DEFAULT)) {
            Cluster c = inf.enrich(cluster(List.of("2.6.23-rc8"), List.of("2.6.24"), List.of()));
            List<String> hashes = c.suspects().stream().map(Cluster.Suspect::hash).toList();
            assertEquals(List.of(afterBad.name()), hashes, "the driver's own file, found by its name");
        }
    }
}
