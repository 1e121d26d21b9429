package dev.lkmltriage.actions;

import static dev.lkmltriage.actions.Clusters.draft;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.Cluster;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ActionLogTest {
    @TempDir
    Path data;

    private final List<Cluster> base = List.of(Clusters.of("aaaa", "r8169", "2007-09-26T18:14:08Z", "a1", "a2"),
            Clusters.of("bbbb", "r8169", "2007-11-11T16:05:44Z", "b1"));

    @Test
    void recordedActionsAreReplayedOnOpen() throws Exception {
        ActionLog log = ActionLog.open(data);
        TriageAction first = log.record(draft(ActionKind.MERGE, "bbbb", "aaaa", null, null, null), base);
        TriageAction second = log.record(TriageAction.draft("bob", "line one\nline two \"quoted\"",
                ActionKind.NOTE, "bbbb", null, null, null, "note\u0000with a NUL"), base);
        assertEquals(1, first.seq());
        assertEquals(2, second.seq());
        assertEquals("aaaa", log.view(base).resolve("bbbb"));

        ActionLog reopened = ActionLog.open(data);
        assertEquals(List.of(first, second), reopened.actions());
        assertEquals(2, Files.readAllLines(data.resolve("actions").resolve(ActionLog.FILE)).size(),
                "newlines in reasons stay inside their JSON line");
        assertEquals(3, reopened.record(draft(ActionKind.STATUS, "aaaa", null, null, "fixed", null), base).seq());
    }

    @Test
    void aRejectedActionWritesNothing() throws Exception {
        ActionLog log = ActionLog.open(data);
        assertThrows(ActionException.class,
                () -> log.record(draft(ActionKind.MERGE, "aaaa", "zzzz", null, null, null), base));
        assertTrue(log.actions().isEmpty());
        assertTrue(ActionLog.open(data).actions().isEmpty());
    }

    @Test
    void aTornOrGarbledLineIsSkippedAndTheLogGoesOn() throws Exception {
        ActionLog log = ActionLog.open(data);
        log.record(draft(ActionKind.STATUS, "aaaa", null, null, "closed", null), base);
        Path file = data.resolve("actions").resolve(ActionLog.FILE);
        Files.writeString(file, "not json at all\n{\"seq\":7,\"action\":\"explode\"}\n{\"seq\":8,\"at\":\"x\",\"wh",
                StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        ActionLog reopened = ActionLog.open(data);
        assertEquals(1, reopened.actions().size());
        assertEquals(3, reopened.problems().size(), reopened.problems().toString());
        TriageAction next = reopened.record(draft(ActionKind.NOTE, "aaaa", null, null, null, "still works"), base);
        assertEquals(2, next.seq());
        assertEquals(2, ActionLog.open(data).actions().size(), "the append after a torn line starts a new line");
    }

    @Test
    void randomGarbageInTheFileNeverStopsTheOpen() throws Exception {
        java.util.Random random = new java.util.Random(42);
        Path file = Files.createDirectories(data.resolve("actions")).resolve(ActionLog.FILE);
        String good = ActionLog.toJson(draft(ActionKind.NOTE, "aaaa", null, null, null, "kept").recorded(1,
                "2026-01-01T00:00:00Z"));
        StringBuilder b = new StringBuilder(good).append('\n');
        String[] pieces = {"{", "}", "\"seq\":", "-1", "99999999999999999999", "\"action\":\"merge\"", "null", "[",
            "\"why\":\"\"", ",", "\u0000", "\u00c3(", "\"members\":{}", "\"cluster\":[]", "\\"};
        for (int line = 0; line < 500; line++) {
            for (int i = random.nextInt(12); i > 0; i--) {
                b.append(pieces[random.nextInt(pieces.length)]);
            }
            b.append('\n');
        }
        // ISO-8859-1 turns "\u00c3(" into the bytes C3 28: invalid UTF-8 in the file, as a torn write could leave.
        Files.write(file, b.toString().getBytes(StandardCharsets.ISO_8859_1));
        ActionLog log = ActionLog.open(data);
        assertEquals(1, log.actions().size(), log.problems().toString());
        assertTrue(log.problems().size() > 100);
        ClusterView view = log.view(base);
        assertEquals(2, view.get("aaaa").orElseThrow().history().size());
    }

    /** The real thing: a merge on a store built from the corpus survives closing both and new mail arriving. */
    @Test
    void aMergeSurvivesARestartOfTheStoreAndNewMail() throws Exception {
        Path corpus = Path.of("corpus", "mail");
        String from;
        String into;
        try (MailStore store = MailStore.open(data)) {
            IngestPipeline.standard().run(List.of(Sources.open(corpus.resolve("r8169-6dccd16b-send"))), store,
                    ProgressListener.NONE);
            IngestPipeline.standard().run(List.of(Sources.open(corpus.resolve("e1000e-82574-aspm-3.x"))), store,
                    ProgressListener.NONE);
            List<Cluster> clusters = store.clusters();
            assertTrue(clusters.size() >= 2, clusters.toString());
            from = clusters.get(1).id();
            into = clusters.get(0).id();
            ActionLog.open(data).record(draft(ActionKind.MERGE, from, into, null, null, null), clusters);
        }
        try (MailStore store = MailStore.open(data)) {
            IngestPipeline.standard().run(List.of(Sources.open(corpus.resolve("forcedeth-napi-rx"))), store,
                    ProgressListener.NONE);
            ClusterView view = ActionLog.open(data).view(store.clusters());
            Cluster merged = view.get(from).orElseThrow();
            assertEquals(into, merged.id());
            assertTrue(view.clusters().stream().noneMatch(c -> c.id().equals(from)));
            long baseMembers = store.clusters().stream().filter(c -> c.id().equals(from) || c.id().equals(into))
                    .mapToLong(c -> c.members().size()).sum();
            assertEquals(baseMembers, merged.members().size());
        }
    }
}
