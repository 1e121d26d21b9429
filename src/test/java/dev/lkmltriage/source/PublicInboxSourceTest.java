package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.jgit.lib.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PublicInboxSourceTest {
    @TempDir
    Path tmp;

    private static CollectingSink read(MailSource s, Checkpoints from) throws IOException {
        CollectingSink sink = new CollectingSink();
        s.read(from, sink);
        return sink;
    }

    @Test
    void readsOldestFirstWithOriginListAndCheckpoint() throws IOException {
        Path repo = tmp.resolve("linux-pci.git");
        ObjectId last;
        try (InboxBuilder b = InboxBuilder.create(repo)) {
            b.add(InboxBuilder.message("m1"));
            b.add(InboxBuilder.message("m2"));
            last = b.add(InboxBuilder.message("m3"));
        }
        MailSource s = Sources.open(repo);
        assertTrue(s.describe().startsWith("public-inbox"), s.describe());
        CollectingSink sink = read(s, Checkpoints.NONE);
        assertEquals(List.of(InboxBuilder.message("m1"), InboxBuilder.message("m2"), InboxBuilder.message("m3")),
                sink.texts());
        RawItem third = sink.items.get(2);
        assertEquals(repo.toAbsolutePath() + "@" + last.name(), third.origin());
        assertEquals("linux-pci", third.list());
        assertEquals(Format.RFC5322, third.format());
        assertEquals(List.of(), sink.unreadable);
        assertEquals(last.name(), sink.checkpoints.get("public-inbox:" + repo.toRealPath()));
    }

    @Test
    void incrementalReadDeliversOnlyNewCommits() throws IOException {
        Path repo = tmp.resolve("netdev.git");
        try (InboxBuilder b = InboxBuilder.create(repo)) {
            b.add(InboxBuilder.message("a1"));
            b.add(InboxBuilder.message("a2"));
        }
        MailSource s = Sources.open(repo);
        CollectingSink first = read(s, Checkpoints.NONE);
        assertEquals(2, first.items.size());
        try (InboxBuilder b = InboxBuilder.open(repo)) {
            b.add(InboxBuilder.message("a3"));
            b.delete(InboxBuilder.message("a1"));
            b.add(InboxBuilder.message("a4"));
        }
        CollectingSink second = read(s, first.asCheckpoints());
        assertEquals(List.of(InboxBuilder.message("a3"), InboxBuilder.message("a4")), second.texts());
        CollectingSink third = read(s, second.asCheckpoints());
        assertEquals(List.of(), third.items);
        assertEquals(List.of(), third.unreadable);
    }

    @Test
    void checkpointsEveryFiveHundredAndAtTheEnd() throws IOException {
        Path repo = tmp.resolve("big.git");
        List<ObjectId> ids;
        try (InboxBuilder b = InboxBuilder.create(repo)) {
            ids = b.addAll(java.util.stream.IntStream.rangeClosed(1, 1001)
                    .mapToObj(i -> InboxBuilder.message("n" + i)).toList());
        }
        List<String> seen = new java.util.ArrayList<>();
        CollectingSink sink = new CollectingSink() {
            @Override
            public void checkpoint(String key, String value) {
                super.checkpoint(key, value);
                seen.add(items.size() + "=" + value);
            }
        };
        Sources.open(repo).read(Checkpoints.NONE, sink);
        assertEquals(List.of("500=" + ids.get(499).name(), "1000=" + ids.get(999).name(),
                "1001=" + ids.get(1000).name()), seen);
        assertEquals(InboxBuilder.message("n1001"), new String(sink.items.get(1000).bytes(),
                java.nio.charset.StandardCharsets.UTF_8));
        long estimate = Sources.open(repo).estimate();
        assertTrue(estimate > 900 && estimate < 1100, "estimate " + estimate);
    }

    @Test
    void v2InboxReadsEpochsInNumericOrder() throws IOException {
        Path inbox = tmp.resolve("linux-usb");
        // epoch 10 sorts before 2 as text: the order must be numeric
        String[][] epochs = {{"0", "e0a", "e0b"}, {"2", "e2a"}, {"10", "e10a"}};
        for (String[] e : epochs) {
            try (InboxBuilder b = InboxBuilder.create(inbox.resolve("git").resolve(e[0] + ".git"))) {
                for (int i = 1; i < e.length; i++) {
                    b.add(InboxBuilder.message(e[i]));
                }
            }
        }
        Files.createDirectories(inbox.resolve("git").resolve("notes.git"));
        MailSource s = Sources.open(inbox);
        CollectingSink sink = read(s, Checkpoints.NONE);
        assertEquals(List.of("e0a", "e0b", "e2a", "e10a"), sink.items.stream()
                .map(i -> new String(i.bytes()).replaceAll("(?s).*Body of (\\w+).*", "$1")).toList());
        assertTrue(sink.items.stream().allMatch(i -> i.list().equals("linux-usb")));
        assertEquals(3, sink.checkpoints.size(), sink.checkpoints.toString());
        try (InboxBuilder b = InboxBuilder.open(inbox.resolve("git").resolve("10.git"))) {
            b.add(InboxBuilder.message("e10b"));
        }
        CollectingSink again = read(s, sink.asCheckpoints());
        assertEquals(List.of(InboxBuilder.message("e10b")), again.texts());
    }

    @Test
    void corruptAndMissingBlobsAreReportedAndReadingGoesOn() throws IOException {
        Path repo = tmp.resolve("broken.git");
        ObjectId damaged;
        ObjectId missing;
        try (InboxBuilder b = InboxBuilder.create(repo)) {
            b.add(InboxBuilder.message("ok1"));
            damaged = b.add(InboxBuilder.message("damaged"));
            missing = b.add(InboxBuilder.message("missing"));
            b.add(InboxBuilder.message("ok2"));
            Path f = b.looseFile(b.blobOf(damaged));
            f.toFile().setWritable(true);
            byte[] bytes = Files.readAllBytes(f);
            for (int i = 2; i < bytes.length; i++) {
                bytes[i] ^= 0x5a;
            }
            Files.write(f, bytes);
            Files.delete(b.looseFile(b.blobOf(missing)));
        }
        CollectingSink sink = read(Sources.open(repo), Checkpoints.NONE);
        assertEquals(List.of(InboxBuilder.message("ok1"), InboxBuilder.message("ok2")), sink.texts());
        assertEquals(2, sink.unreadable.size(), sink.unreadable.toString());
        assertTrue(sink.unreadable.get(0).contains("@" + damaged.name()), sink.unreadable.toString());
        assertTrue(sink.unreadable.get(1).contains("@" + missing.name()), sink.unreadable.toString());
    }

    @Test
    void missingCommitIsReportedNotThrown() throws IOException {
        Path repo = tmp.resolve("cut.git");
        try (InboxBuilder b = InboxBuilder.create(repo)) {
            ObjectId first = b.add(InboxBuilder.message("c1"));
            b.add(InboxBuilder.message("c2"));
            Files.delete(b.looseFile(first));
        }
        CollectingSink sink = read(Sources.open(repo), Checkpoints.NONE);
        assertEquals(1, sink.unreadable.size(), sink.unreadable.toString());
        assertTrue(sink.unreadable.get(0).contains("history unreadable"), sink.unreadable.toString());
    }

    @Test
    void unknownCheckpointReadsEverythingAndSaysSo() throws IOException {
        Path repo = tmp.resolve("rewritten.git");
        try (InboxBuilder b = InboxBuilder.create(repo)) {
            b.add(InboxBuilder.message("r1"));
        }
        MailSource s = Sources.open(repo);
        String key = "public-inbox:" + repo.toRealPath();
        CollectingSink sink = read(s, k -> k.equals(key) ? "0123456789abcdef0123456789abcdef01234567" : null);
        assertEquals(1, sink.items.size());
        assertEquals(1, sink.unreadable.size());
        CollectingSink garbage = read(s, k -> k.equals(key) ? "not a sha" : null);
        assertEquals(1, garbage.items.size());
    }

    @Test
    void whatTheSinkThrowsIsNotReportedAsADamagedArchive() throws IOException {
        Path repo = tmp.resolve("interrupted.git");
        try (InboxBuilder b = InboxBuilder.create(repo)) {
            b.add(InboxBuilder.message("i1"));
            b.add(InboxBuilder.message("i2"));
        }
        List<String> reported = new java.util.ArrayList<>();
        ItemSink stopping = new ItemSink() {
            @Override
            public void accept(RawItem item) {
                throw new IllegalStateException("ingest interrupted");
            }

            @Override
            public void unreadable(String origin, String reason) {
                reported.add(reason);
            }
        };
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> Sources.open(repo).read(Checkpoints.NONE, stopping));
        assertEquals("ingest interrupted", e.getMessage());
        assertEquals(List.of(), reported);
    }

    @Test
    void emptyRepositoryDeliversNothing() throws IOException {
        Path repo = tmp.resolve("empty.git");
        InboxBuilder.create(repo).close();
        CollectingSink sink = read(Sources.open(repo), Checkpoints.NONE);
        assertEquals(List.of(), sink.items);
        assertEquals(List.of(), sink.unreadable);
    }
}
