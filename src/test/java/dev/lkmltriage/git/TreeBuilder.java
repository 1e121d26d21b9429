package dev.lkmltriage.git;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.TimeZone;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.MergeResult;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevCommit;

/** Builds small kernel-like git histories with JGit for tests: files, commits, tags, branches and merges. */
public final class TreeBuilder implements AutoCloseable {
    public final Git git;
    final Path dir;
    private long clock = 1_190_000_000L;

    public TreeBuilder(Path dir) throws GitAPIException {
        this.dir = dir;
        this.git = Git.init().setDirectory(dir.toFile()).setInitialBranch("master").call();
        // No background gc racing the test's temp directory removal.
        var config = git.getRepository().getConfig();
        config.setInt("gc", null, "auto", 0);
        config.setInt("gc", null, "autopacklimit", 0);
        try {
            config.save();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private PersonIdent who() {
        clock += 60;
        return new PersonIdent("Tester", "t@example.org", Instant.ofEpochSecond(clock), TimeZone.getTimeZone("UTC")
                .toZoneId());
    }

    /** Writes the files (path, content, path, content, ...) and commits them with {@code message}. */
    public RevCommit commit(String message, String... pathsAndContents) throws IOException, GitAPIException {
        for (int i = 0; i < pathsAndContents.length; i += 2) {
            Path f = dir.resolve(pathsAndContents[i]);
            Files.createDirectories(f.getParent());
            Files.writeString(f, pathsAndContents[i + 1], StandardCharsets.UTF_8);
            git.add().addFilepattern(pathsAndContents[i]).call();
        }
        PersonIdent p = who();
        return git.commit().setMessage(message).setAuthor(p).setCommitter(p).setSign(false).call();
    }

    public void tag(String name, boolean annotated) throws GitAPIException {
        var tag = git.tag().setName(name).setAnnotated(annotated).setSigned(false);
        if (annotated) {
            tag.setTagger(who()).setMessage("Linux " + name);
        }
        tag.call();
    }

    public void branch(String name, ObjectId at) throws GitAPIException {
        git.branchCreate().setName(name).setStartPoint(at.name()).call();
    }

    public void checkout(String name) throws GitAPIException {
        git.checkout().setName(name).call();
    }

    public RevCommit merge(String branch, String message) throws IOException, GitAPIException {
        MergeResult r = git.merge().include(git.getRepository().resolve(branch))
                .setFastForward(org.eclipse.jgit.api.MergeCommand.FastForwardMode.NO_FF).setMessage(message)
                .setCommit(true).call();
        if (!r.getMergeStatus().isSuccessful()) {
            throw new IllegalStateException("merge failed: " + r);
        }
        try (var walk = new org.eclipse.jgit.revwalk.RevWalk(git.getRepository())) {
            return walk.parseCommit(r.getNewHead());
        }
    }

    @Override
    public void close() {
        git.close();
    }
}
