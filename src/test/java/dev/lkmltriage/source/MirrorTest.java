package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MirrorTest {
    @TempDir
    Path tmp;

    private static CollectingSink read(Path p, Checkpoints from) throws IOException {
        CollectingSink sink = new CollectingSink();
        Sources.open(p).read(from, sink);
        return sink;
    }

    private static List<String> messages(String... tags) {
        return java.util.Arrays.stream(tags).map(InboxBuilder::message).toList();
    }

    @Test
    void fileUrlCloneThenFetchBringsOnlyNewCommits() throws IOException {
        Path origin = tmp.resolve("srv/linux-pci/git/0.git");
        try (InboxBuilder b = InboxBuilder.create(origin)) {
            b.add(InboxBuilder.message("f1"));
            b.add(InboxBuilder.message("f2"));
        }
        Path mirrors = tmp.resolve("mirrors");
        Path repo = Mirror.pull(origin.toUri().toString(), mirrors);
        assertEquals(mirrors.resolve("local/linux-pci/git/0.git"), repo);
        CollectingSink first = read(repo, Checkpoints.NONE);
        assertEquals(messages("f1", "f2"), first.texts());
        assertEquals("linux-pci", first.items.get(0).list());

        try (InboxBuilder b = InboxBuilder.open(origin)) {
            b.add(InboxBuilder.message("f3"));
        }
        assertEquals(repo, Mirror.pull(origin.toUri().toString(), mirrors));
        assertEquals(messages("f3"), read(repo, first.asCheckpoints()).texts());
    }

    @Test
    void dumbHttpCloneThenFetchLooseAndPacked() throws Exception {
        Path srv = tmp.resolve("srv");
        Path origin = srv.resolve("netdev/0");
        try (InboxBuilder b = InboxBuilder.create(origin)) {
            b.add(InboxBuilder.message("h1"));
            b.add(InboxBuilder.message("h2"));
        }
        // the first clone reads a pack, the later fetch loose objects
        try (Git g = Git.open(origin.toFile())) {
            g.gc().call();
        }
        StaticServer.updateServerInfo(origin);
        Path mirrors = tmp.resolve("mirrors");
        try (StaticServer server = new StaticServer(srv)) {
            String url = server.url() + "/netdev/0";
            Path repo = Mirror.pull(url, mirrors);
            assertTrue(repo.endsWith(Path.of("netdev", "git", "0.git")), repo.toString());
            assertTrue(repo.startsWith(mirrors.resolve("127.0.0.1_" + url.split(":")[2].split("/")[0])));
            CollectingSink first = read(repo, Checkpoints.NONE);
            assertEquals(messages("h1", "h2"), first.texts());
            assertTrue(server.requests.stream().anyMatch(r -> r.endsWith(".pack")), server.requests.toString());

            try (InboxBuilder b = InboxBuilder.open(origin)) {
                b.add(InboxBuilder.message("h3"));
                b.add(InboxBuilder.message("h4"));
            }
            StaticServer.updateServerInfo(origin);
            server.requests.clear();
            Mirror.pull(url, mirrors);
            assertEquals(messages("h3", "h4"), read(repo, first.asCheckpoints()).texts());
            assertTrue(server.requests.stream().noneMatch(r -> r.endsWith(".pack")), server.requests.toString());
        }
    }

    @Test
    void inboxUrlWithoutEpochPullsEveryEpoch() throws IOException {
        Path srv = tmp.resolve("srv");
        String[][] epochs = {{"0", "v0a", "v0b"}, {"1", "v1a"}};
        for (String[] e : epochs) {
            Path p = srv.resolve("linux-usb").resolve(e[0]);
            try (InboxBuilder b = InboxBuilder.create(p)) {
                for (int i = 1; i < e.length; i++) {
                    b.add(InboxBuilder.message(e[i]));
                }
            }
            StaticServer.updateServerInfo(p);
        }
        Path mirrors = tmp.resolve("mirrors");
        try (StaticServer server = new StaticServer(srv)) {
            Path inbox = Mirror.pull(server.url() + "/linux-usb/", mirrors);
            assertTrue(inbox.endsWith("linux-usb"), inbox.toString());
            assertTrue(Files.isDirectory(inbox.resolve("git/1.git")));
            assertTrue(!Files.exists(inbox.resolve("git/2.git")));
            CollectingSink all = read(inbox, Checkpoints.NONE);
            assertEquals(messages("v0a", "v0b", "v1a"), all.texts());
            assertTrue(all.items.stream().allMatch(i -> "linux-usb".equals(i.list())));
        }
    }

    @Test
    void staticCopyOfAnInboxDirectoryIsFoundUnderGit() throws IOException {
        Path srv = tmp.resolve("srv");
        Path p = srv.resolve("linux-nvme/git/0.git");
        try (InboxBuilder b = InboxBuilder.create(p)) {
            b.add(InboxBuilder.message("g0"));
        }
        StaticServer.updateServerInfo(p);
        try (StaticServer server = new StaticServer(srv)) {
            Path inbox = Mirror.pull(server.url() + "/linux-nvme", tmp.resolve("m"));
            assertEquals(messages("g0"), read(inbox, Checkpoints.NONE).texts());
        }
    }

    @Test
    void urlOfABareRepositoryNotNamedByEpoch() throws IOException {
        Path origin = tmp.resolve("srv/linux-pci-2020.git");
        try (InboxBuilder b = InboxBuilder.create(origin)) {
            b.add(InboxBuilder.message("r1"));
        }
        Path repo = Mirror.pull(origin.toUri().toString(), tmp.resolve("m"));
        assertEquals(tmp.resolve("m/local/linux-pci-2020/git/0.git"), repo);
        CollectingSink sink = read(repo, Checkpoints.NONE);
        assertEquals(messages("r1"), sink.texts());
        assertEquals("linux-pci-2020", sink.items.get(0).list());
    }

    @Test
    void aNonRepositoryInTheWayIsAClearError() throws IOException {
        Path origin = tmp.resolve("srv/linux-pci/git/0.git");
        try (InboxBuilder b = InboxBuilder.create(origin)) {
            b.add(InboxBuilder.message("w1"));
        }
        Path junk = Files.createDirectories(tmp.resolve("m/local/linux-pci/git/0.git"));
        Files.writeString(junk.resolve("leftover"), "x");
        IOException e = assertThrows(IOException.class, () -> Mirror.pull(origin.toUri().toString(),
                tmp.resolve("m")));
        assertTrue(e.getMessage().contains("remove it"), e.getMessage());
        try (var s = Files.list(junk.getParent())) {
            assertEquals(1, s.count(), "the partial clone is cleaned up");
        }
    }

    @Test
    void missingInboxIsAClearError() throws IOException {
        try (StaticServer server = new StaticServer(tmp)) {
            IOException e = assertThrows(IOException.class, () -> Mirror.pull(server.url() + "/nope/0",
                    tmp.resolve("m")));
            assertTrue(e.getMessage().contains(server.url() + "/nope/0"), e.getMessage());
            assertTrue(e.getMessage().contains("check the URL"), e.getMessage());
            IOException noEpoch = assertThrows(IOException.class, () -> Mirror.pull(server.url() + "/nope",
                    tmp.resolve("m")));
            assertTrue(noEpoch.getMessage().contains("no public-inbox at"), noEpoch.getMessage());
        }
        assertTrue(!Files.exists(tmp.resolve("m/127.0.0.1").resolve("nope/git/0.git")));
    }

    @Test
    void anHttpAnswerThatIsNoRepositoryIsAClearError() throws IOException {
        Path info = Files.createDirectories(tmp.resolve("srv/netdev/0/info"));
        Files.writeString(info.resolve("refs"), "<html><body>Welcome to our archive</body></html>\n");
        try (StaticServer server = new StaticServer(tmp.resolve("srv"))) {
            String url = server.url() + "/netdev/0";
            IOException e = assertThrows(IOException.class, () -> Mirror.pull(url, tmp.resolve("m")));
            assertTrue(e.getMessage().contains(url), e.getMessage());
            assertTrue(e.getMessage().contains("git repository"), e.getMessage());
        }
        try (var s = Files.walk(tmp.resolve("m"))) {
            assertTrue(s.noneMatch(p -> p.toString().contains("partial")), "the partial clone is cleaned up");
        }
    }

    @Test
    void refusedConnectionIsAClearError() throws IOException {
        int port;
        try (StaticServer s = new StaticServer(tmp)) {
            port = Integer.parseInt(s.url().substring(s.url().lastIndexOf(':') + 1));
        }
        IOException e = assertThrows(IOException.class,
                () -> Mirror.pull("http://127.0.0.1:" + port + "/netdev/0", tmp.resolve("m")));
        assertTrue(e.getMessage().contains("127.0.0.1:" + port), e.getMessage());
    }

    @Test
    void fileUrlThatIsNotARepository() throws IOException {
        Path notRepo = Files.createDirectories(tmp.resolve("plain/0"));
        Files.writeString(notRepo.resolve("README"), "hello");
        IOException e = assertThrows(IOException.class,
                () -> Mirror.pull(notRepo.toUri().toString(), tmp.resolve("m")));
        assertTrue(e.getMessage().contains(notRepo.toUri().toString().replaceAll("/$", "")), e.getMessage());
    }

    @Test
    void unsupportedSchemeAndUrlWithoutInbox() {
        assertThrows(IOException.class, () -> Mirror.pull("ftp://example.org/netdev/0", tmp));
        assertThrows(IOException.class, () -> Mirror.pull("https://example.org/", tmp));
    }
}
