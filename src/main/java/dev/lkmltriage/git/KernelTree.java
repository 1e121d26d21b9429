package dev.lkmltriage.git;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.errors.RepositoryNotFoundException;
import org.eclipse.jgit.lib.AbbreviatedObjectId;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * A kernel git tree opened read-only with JGit: a checkout (its {@code .git}) or a bare clone. Maps kernel versions
 * to tags, expands abbreviated commit ids, reads files at a commit. Not thread-safe; close it when done.
 */
public final class KernelTree implements AutoCloseable {
    private static final Pattern HEX = Pattern.compile("[0-9a-fA-F]{4,40}");
    private static final Pattern VERSION = Pattern.compile("v?\\d{1,3}\\.\\d{1,4}(\\.\\d{1,6}){0,2}(-rc\\d{1,4})?");
    private static final long MAX_FILE = 16L << 20;

    private final Git git;
    private final Path dir;

    private KernelTree(Git git, Path dir) {
        this.git = git;
        this.dir = dir;
    }

    /**
     * Opens the tree at {@code dir}.
     *
     * @throws IOException with a message that says what to give instead, when {@code dir} is no git repository
     */
    public static KernelTree open(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IOException("--git " + dir + ": no such directory (give a kernel checkout or a bare clone)");
        }
        try {
            return new KernelTree(Git.open(dir.toFile()), dir);
        } catch (RepositoryNotFoundException e) {
            throw new IOException("--git " + dir + ": not a git repository (give the top of a kernel checkout or a"
                    + " bare clone, e.g. 'git clone --bare https://git.kernel.org/.../linux.git')", e);
        }
    }

    public Path dir() {
        return dir;
    }

    Repository repository() {
        return git.getRepository();
    }

    /**
     * The commit a kernel version was released as: tag {@code v6.4}, {@code v6.4.3}, {@code v2.6.23-rc8} (or the
     * same without the {@code v}; {@code 6.4.0} is {@code v6.4}), peeled to its commit; null when the tree has no such
     * tag.
     */
    public ObjectId tag(String version) throws IOException {
        if (version == null || !VERSION.matcher(version).matches()) {
            return null;
        }
        String v = version.startsWith("v") ? version.substring(1) : version;
        List<String> names = new ArrayList<>(List.of("v" + v, v));
        if (v.matches("\\d+\\.\\d+\\.0")) {
            names.add("v" + v.substring(0, v.length() - 2));
        }
        for (String name : names) {
            ObjectId id = repository().resolve(Constants.R_TAGS + name + "^{commit}");
            if (id != null) {
                return id;
            }
        }
        return null;
    }

    /**
     * The full id of an abbreviated commit id, when exactly one commit in the tree starts with it; otherwise the
     * input unchanged (unknown, ambiguous, or not hex).
     */
    public String expand(String hash) throws IOException {
        if (hash == null || !HEX.matcher(hash).matches() || hash.length() == 40) {
            return hash;
        }
        try (ObjectReader reader = repository().newObjectReader()) {
            Collection<ObjectId> found = reader.resolve(AbbreviatedObjectId.fromString(hash.toLowerCase(Locale.ROOT)));
            List<ObjectId> commits = new ArrayList<>();
            for (ObjectId id : found) {
                if (reader.open(id).getType() == Constants.OBJ_COMMIT) {
                    commits.add(id);
                }
            }
            return commits.size() == 1 ? commits.get(0).name() : hash;
        }
    }

    /** A file's text at a commit (e.g. MAINTAINERS at the first bad version), or null when absent or huge. */
    public String file(ObjectId commit, String path) throws IOException {
        try (RevWalk walk = new RevWalk(repository())) {
            RevCommit c = walk.parseCommit(commit);
            try (TreeWalk tw = TreeWalk.forPath(repository(), path, c.getTree())) {
                if (tw == null) {
                    return null;
                }
                var loader = repository().open(tw.getObjectId(0));
                if (loader.getSize() > MAX_FILE) {
                    return null;
                }
                return new String(loader.getBytes(), StandardCharsets.UTF_8);
            }
        }
    }

    @Override
    public void close() {
        git.close();
    }
}
