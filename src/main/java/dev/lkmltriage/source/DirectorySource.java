package dev.lkmltriage.source;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A directory read recursively in sorted order. A Maildir or a public-inbox repository inside it is read as that;
 * everything else is detected file by file. Symbolic links are followed, but each real directory is visited once,
 * so a link loop ends. Hidden entries (dot names) are skipped.
 */
final class DirectorySource implements MailSource {
    /** Deeper trees are reported, not followed: no archive is laid out like that, a generated trap may be. */
    static final int MAX_DEPTH = 64;
    /** Stands for one file while estimating. */
    private static final MailSource ONE_FILE = new MailSource() {
        @Override
        public String describe() {
            return "a file";
        }

        @Override
        public long estimate() {
            return 1;
        }

        @Override
        public void read(Checkpoints from, ItemSink sink) {
        }
    };
    private final Path dir;

    DirectorySource(Path dir) {
        this.dir = dir;
    }

    @Override
    public String describe() {
        return "directory " + dir;
    }

    @Override
    public long estimate() {
        long[] n = {0};
        try {
            walk(dir, 0, new HashSet<>(), p -> {
                long e = p.estimate();
                n[0] += Math.max(e, 0);
            }, null);
        } catch (IOException e) {
            return -1;
        }
        return n[0];
    }

    @Override
    public void read(Checkpoints from, ItemSink sink) throws IOException {
        walk(dir, 0, new HashSet<>(), s -> s.read(from, sink), sink);
    }

    private interface Visitor {
        void visit(MailSource s) throws IOException;
    }

    private void walk(Path d, int depth, Set<Path> seen, Visitor v, ItemSink sink) throws IOException {
        if (depth > MAX_DEPTH) {
            if (sink != null) {
                sink.unreadable(d.toString(), "more than " + MAX_DEPTH + " directories deep, not read");
            }
            return;
        }
        Path real;
        try {
            real = d.toRealPath();
        } catch (IOException e) {
            if (sink != null) {
                sink.unreadable(d.toString(), "cannot resolve directory: " + e.getMessage());
            }
            return;
        }
        if (!seen.add(real)) {
            return;
        }
        List<Path> children = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(d)) {
            for (Path p : ds) {
                if (!p.getFileName().toString().startsWith(".")) {
                    children.add(p);
                }
            }
        } catch (IOException e) {
            if (sink != null) {
                sink.unreadable(d.toString(), "cannot list directory: " + e.getMessage());
            }
            return;
        }
        children.sort(null);
        for (Path p : children) {
            if (Files.isDirectory(p)) {
                MailSource special = Sources.specialDirectory(p);
                if (special == null) {
                    walk(p, depth + 1, seen, v, sink);
                } else if (seen.add(p.toRealPath())) {
                    v.visit(special);
                }
            } else if (Files.isRegularFile(p)) {
                if (NotMail.byName(p)) {
                    continue;
                }
                // estimating opens no file: each counts as one item (an mbox is undercounted, cheaply)
                MailSource source = sink == null ? ONE_FILE : Sources.forFile(p);
                if (source instanceof FileSource f && f.format() == Format.PLAIN_DUMP && !NotMail.dumpName(p)) {
                    continue;
                }
                v.visit(source);
            } else if (sink != null && !Files.exists(p)) {
                sink.unreadable(p.toString(), "dangling symbolic link");
            }
        }
    }
}
