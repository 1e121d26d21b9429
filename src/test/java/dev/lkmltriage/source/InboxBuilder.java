package dev.lkmltriage.source;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.eclipse.jgit.lib.CommitBuilder;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectInserter;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.RefUpdate;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.lib.TreeFormatter;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;

/**
 * Builds a public-inbox v2 epoch for tests: a bare repository where each commit replaces the blob {@code m} with
 * one raw message (written as loose objects, so a test can damage one).
 */
final class InboxBuilder implements AutoCloseable {
    final Path dir;
    final Repository repo;
    private ObjectId tip;
    private int n;

    private InboxBuilder(Path dir, Repository repo) {
        this.dir = dir;
        this.repo = repo;
    }

    static InboxBuilder create(Path dir) throws IOException {
        Repository r = new FileRepositoryBuilder().setGitDir(dir.toFile()).setBare().build();
        r.create(true);
        RefUpdate head = r.updateRef(Constants.HEAD);
        head.disableRefLog();
        head.link("refs/heads/master"); // not the user's init.defaultBranch: tests must not depend on $HOME
        return new InboxBuilder(dir, r);
    }

    static InboxBuilder open(Path dir) throws IOException {
        Repository r = new FileRepositoryBuilder().setGitDir(dir.toFile()).setMustExist(true).build();
        InboxBuilder b = new InboxBuilder(dir, r);
        b.tip = r.resolve("refs/heads/master");
        return b;
    }

    /** A message in the style public-inbox stores, numbered so tests can tell them apart. */
    static String message(String tag) {
        return "From: Tester <tester@example.org>\n"
                + "To: linux-pci@vger.kernel.org\n"
                + "Subject: [BUG] message " + tag + "\n"
                + "Date: Mon, 6 Apr 2020 16:00:00 +0200\n"
                + "Message-ID: <" + tag + "@example.org>\n\n"
                + "Body of " + tag + ".\n";
    }

    /** Commits {@code raw} as blob m; returns the commit. */
    ObjectId add(String raw) throws IOException {
        try (ObjectInserter ins = repo.newObjectInserter()) {
            ObjectId blob = ins.insert(Constants.OBJ_BLOB, raw.getBytes(StandardCharsets.UTF_8));
            TreeFormatter tree = new TreeFormatter();
            tree.append("m", FileMode.REGULAR_FILE, blob);
            return commit(ins, ins.insert(tree), "message " + (++n));
        }
    }

    /** Commits many messages at once: one flush and one ref update, so big test epochs are quick to build. */
    java.util.List<ObjectId> addAll(java.util.List<String> raws) throws IOException {
        java.util.List<ObjectId> ids = new java.util.ArrayList<>();
        ObjectId old = tip;
        // one pack instead of thousands of loose files: writing those dominated the test's time
        try (ObjectInserter ins = ((org.eclipse.jgit.internal.storage.file.FileRepository) repo).getObjectDatabase()
                .newPackInserter()) {
            for (String raw : raws) {
                ObjectId blob = ins.insert(Constants.OBJ_BLOB, raw.getBytes(StandardCharsets.UTF_8));
                TreeFormatter tree = new TreeFormatter();
                tree.append("m", FileMode.REGULAR_FILE, blob);
                tip = commitObject(ins, ins.insert(tree), "message " + (++n));
                ids.add(tip);
            }
            ins.flush();
        }
        moveRef(old, tip);
        return ids;
    }

    /** A deletion as public-inbox records it: the commit removes m (and adds d). */
    ObjectId delete(String raw) throws IOException {
        try (ObjectInserter ins = repo.newObjectInserter()) {
            ObjectId blob = ins.insert(Constants.OBJ_BLOB, raw.getBytes(StandardCharsets.UTF_8));
            TreeFormatter tree = new TreeFormatter();
            tree.append("d", FileMode.REGULAR_FILE, blob);
            return commit(ins, ins.insert(tree), "delete");
        }
    }

    /** The blob a commit's m holds. */
    ObjectId blobOf(ObjectId commit) throws IOException {
        try (org.eclipse.jgit.revwalk.RevWalk w = new org.eclipse.jgit.revwalk.RevWalk(repo);
                org.eclipse.jgit.treewalk.TreeWalk tw = org.eclipse.jgit.treewalk.TreeWalk.forPath(repo, "m",
                        w.parseCommit(commit).getTree())) {
            return tw.getObjectId(0);
        }
    }

    /** Where a loose object lives. */
    Path looseFile(ObjectId id) {
        String name = id.name();
        return dir.resolve("objects").resolve(name.substring(0, 2)).resolve(name.substring(2));
    }

    private ObjectId commit(ObjectInserter ins, ObjectId tree, String subject) throws IOException {
        ObjectId id = commitObject(ins, tree, subject);
        ins.flush();
        moveRef(tip, id);
        tip = id;
        return id;
    }

    private ObjectId commitObject(ObjectInserter ins, ObjectId tree, String subject) throws IOException {
        PersonIdent who = new PersonIdent("Tester", "tester@example.org", 1_586_181_600_000L + n * 1000L, 0);
        CommitBuilder c = new CommitBuilder();
        c.setTreeId(tree);
        if (tip != null) {
            c.setParentId(tip);
        }
        c.setAuthor(who);
        c.setCommitter(who);
        c.setMessage(subject + "\n");
        return ins.insert(c);
    }

    private void moveRef(ObjectId from, ObjectId to) throws IOException {
        RefUpdate u = repo.updateRef("refs/heads/master");
        u.setNewObjectId(to);
        u.setExpectedOldObjectId(from == null ? ObjectId.zeroId() : from);
        u.disableRefLog();
        RefUpdate.Result r = u.update();
        if (r != RefUpdate.Result.NEW && r != RefUpdate.Result.FAST_FORWARD) {
            throw new IOException("ref update " + r);
        }
    }

    @Override
    public void close() {
        repo.close();
    }
}
