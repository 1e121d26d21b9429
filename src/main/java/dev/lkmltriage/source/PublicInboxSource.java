package dev.lkmltriage.source;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.eclipse.jgit.errors.MissingObjectException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectLoader;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevSort;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * A public-inbox archive read with JGit: one bare epoch repository, or a v2 inbox's {@code git/N.git} epochs in
 * numeric order. Each commit carries one raw message in the blob {@code m}; a commit without {@code m} is a
 * deletion and is skipped. Commits are read oldest first, starting after the checkpoint stored under
 * {@code public-inbox:<canonical epoch path>}; a checkpoint is given every {@value #CHECKPOINT_EVERY} commits and at
 * the end. Origins are {@code epochPath@commit}.
 */
final class PublicInboxSource implements MailSource {
    static final int CHECKPOINT_EVERY = 500;
    private static final int MAX_MESSAGE = 128 << 20;
    /** Objects per message in an epoch: a commit, a tree and the blob. */
    private static final int OBJECTS_PER_MESSAGE = 3;

    private final Path root;
    private final List<Path> epochs;
    private final String list;

    private PublicInboxSource(Path root, List<Path> epochs, String list) {
        this.root = root;
        this.epochs = epochs;
        this.list = list;
    }

    /** A bare repository: {@code HEAD}, {@code objects/} and refs. */
    static boolean isEpoch(Path dir) {
        return Files.isRegularFile(dir.resolve("HEAD")) && Files.isDirectory(dir.resolve("objects"))
                && (Files.isDirectory(dir.resolve("refs")) || Files.isRegularFile(dir.resolve("packed-refs")));
    }

    static boolean isInbox(Path dir) {
        return !epochsOf(dir).isEmpty();
    }

    static PublicInboxSource epoch(Path dir) {
        return new PublicInboxSource(dir, List.of(dir), listName(dir));
    }

    static PublicInboxSource inbox(Path dir) {
        return new PublicInboxSource(dir, epochsOf(dir), dir.toAbsolutePath().normalize().getFileName().toString());
    }

    /** {@code git/N.git} repositories under an inbox directory, by N. */
    static List<Path> epochsOf(Path inbox) {
        Path git = inbox.resolve("git");
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(git)) {
            return out;
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(git)) {
            for (Path p : ds) {
                if (epochNumber(p) >= 0 && isEpoch(p)) {
                    out.add(p);
                }
            }
        } catch (IOException e) {
            return out;
        }
        out.sort(Comparator.comparingLong(PublicInboxSource::epochNumber));
        return out;
    }

    private static long epochNumber(Path p) {
        String n = p.getFileName().toString();
        if (!n.endsWith(".git") || n.length() == 4 || n.length() > 14) {
            return -1;
        }
        String digits = n.substring(0, n.length() - 4);
        return digits.chars().allMatch(Character::isDigit) ? Long.parseLong(digits) : -1;
    }

    /** The list an epoch belongs to: {@code netdev.git} → netdev, {@code netdev/git/0.git} → netdev. */
    static String listName(Path epoch) {
        Path abs = epoch.toAbsolutePath().normalize();
        String name = abs.getFileName() == null ? "" : abs.getFileName().toString();
        Path parent = abs.getParent();
        if (epochNumber(abs) >= 0 && parent != null && parent.getFileName() != null
                && parent.getFileName().toString().equals("git") && parent.getParent() != null
                && parent.getParent().getFileName() != null) {
            return parent.getParent().getFileName().toString();
        }
        return name.endsWith(".git") ? name.substring(0, name.length() - 4) : name;
    }

    static String checkpointKey(Path epoch) throws IOException {
        return "public-inbox:" + epoch.toRealPath();
    }

    @Override
    public String describe() {
        return "public-inbox " + root + (epochs.size() > 1 ? " (" + epochs.size() + " epochs)" : "");
    }

    /** From the object counts of the packs and loose objects, without walking history. */
    @Override
    public long estimate() {
        long objects = 0;
        for (Path e : epochs) {
            objects += ObjectCount.of(e.resolve("objects"));
        }
        return objects / OBJECTS_PER_MESSAGE;
    }

    @Override
    public void read(Checkpoints from, ItemSink sink) throws IOException {
        for (Path e : epochs) {
            readEpoch(e, from, sink);
        }
    }

    private void readEpoch(Path epoch, Checkpoints from, ItemSink sink) throws IOException {
        String key = checkpointKey(epoch);
        String where = epoch.toString();
        JGitCache.ensure();
        try (Repository repo = new FileRepositoryBuilder().setGitDir(epoch.toFile()).setMustExist(true).build();
                RevWalk walk = new RevWalk(repo);
                ObjectReader reader = repo.newObjectReader()) {
            ObjectId head = tip(repo);
            if (head == null) {
                return; // an epoch with no commits yet
            }
            walk.setRetainBody(false);
            walk.sort(RevSort.TOPO);
            walk.sort(RevSort.REVERSE, true);
            RevCommit last = null;
            int n = 0;
            for (RevCommit c = first(walk, head, from.get(key), where, sink); c != null; c = next(walk, where, sink)) {
                byte[] bytes = messageOf(reader, c, where + "@" + c.name(), sink);
                if (bytes != null) {
                    // outside any catch: what the sink throws (an interrupted ingest) is not the archive's fault
                    sink.accept(new RawItem(where + "@" + c.name(), Format.RFC5322, bytes, list));
                }
                last = c;
                if (++n % CHECKPOINT_EVERY == 0) {
                    sink.checkpoint(key, c.name());
                }
            }
            if (last != null) {
                sink.checkpoint(key, last.name());
            }
        }
    }

    /** Starts the walk after the checkpoint; null when the history cannot be walked at all. */
    private static RevCommit first(RevWalk walk, ObjectId head, String after, String where, ItemSink sink) {
        try {
            walk.markStart(walk.parseCommit(head));
            markCheckpoint(walk, after, where, sink);
        } catch (IOException | RuntimeException e) {
            sink.unreadable(where, "history unreadable: " + e);
            return null;
        }
        return next(walk, where, sink);
    }

    /** The next commit; null at the end or where a damaged commit breaks the chain (nothing older is reachable). */
    private static RevCommit next(RevWalk walk, String where, ItemSink sink) {
        try {
            return walk.next();
        } catch (IOException | RuntimeException e) {
            sink.unreadable(where, "history unreadable: " + e);
            return null;
        }
    }

    private static void markCheckpoint(RevWalk walk, String after, String where, ItemSink sink) throws IOException {
        if (after == null) {
            return;
        }
        try {
            walk.markUninteresting(walk.parseCommit(ObjectId.fromString(after)));
        } catch (MissingObjectException | IllegalArgumentException
                | org.eclipse.jgit.errors.IncorrectObjectTypeException e) {
            sink.unreadable(where, "checkpoint " + after + " is not a commit of this repository (rewritten?): "
                    + "reading it all again");
        }
    }

    /** The blob m of {@code c}; null for a deletion or when it cannot be read (reported). */
    private static byte[] messageOf(ObjectReader reader, RevCommit c, String origin, ItemSink sink) {
        try {
            ObjectId blob;
            try (TreeWalk tw = TreeWalk.forPath(reader, "m", c.getTree())) {
                if (tw == null) {
                    return null; // no m: a deletion
                }
                blob = tw.getObjectId(0);
            }
            ObjectLoader loader = reader.open(blob, Constants.OBJ_BLOB);
            if (loader.getSize() > MAX_MESSAGE) {
                sink.unreadable(origin, "message of " + loader.getSize() + " bytes, over " + MAX_MESSAGE);
                return null;
            }
            try (InputStream in = loader.openStream()) {
                return in.readAllBytes();
            }
        } catch (IOException | RuntimeException e) {
            sink.unreadable(origin, "git object unreadable: " + e);
            return null;
        }
    }

    /** HEAD, else the first branch: a mirror fetched with +refs/*:refs/* may have a HEAD naming no branch. */
    private static ObjectId tip(Repository repo) throws IOException {
        ObjectId head = repo.resolve(Constants.HEAD + "^{commit}");
        if (head != null) {
            return head;
        }
        for (Ref r : repo.getRefDatabase().getRefsByPrefix(Constants.R_HEADS)) {
            if (r.getObjectId() != null) {
                return r.getObjectId();
            }
        }
        return null;
    }
}
