package dev.lkmltriage.source;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A Maildir: the messages in {@code cur/} and {@code new/} ({@code tmp/} holds deliveries in progress and is
 * ignored). Files are read in order of their names, which start with the delivery time, so the order is stable and
 * roughly chronological; a message moved from new/ to cur/ keeps its place. Maildir++ folders (dot-named
 * subdirectories that are Maildirs themselves, such as {@code .Sent}) follow, in name order.
 */
final class MaildirSource implements MailSource {
    private final Path dir;

    MaildirSource(Path dir) {
        this.dir = dir;
    }

    static boolean isMaildir(Path dir) {
        return Files.isDirectory(dir.resolve("cur")) || Files.isDirectory(dir.resolve("new"));
    }

    @Override
    public String describe() {
        return "maildir " + dir;
    }

    @Override
    public long estimate() {
        try {
            long n = files().size();
            for (Path folder : subfolders()) {
                n += new MaildirSource(folder).files().size();
            }
            return n;
        } catch (IOException e) {
            return -1;
        }
    }

    List<Path> files() throws IOException {
        List<Path> out = new ArrayList<>();
        for (String sub : new String[] {"cur", "new"}) {
            Path d = dir.resolve(sub);
            if (!Files.isDirectory(d)) {
                continue;
            }
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(d)) {
                for (Path p : ds) {
                    String name = p.getFileName().toString();
                    if (!name.startsWith(".") && Files.isRegularFile(p)) {
                        out.add(p);
                    }
                }
            }
        }
        out.sort(Comparator.comparing((Path p) -> p.getFileName().toString()).thenComparing(Path::toString));
        return out;
    }

    @Override
    public void read(Checkpoints from, ItemSink sink) throws IOException {
        for (Path p : files()) {
            new FileSource(p, Format.RFC5322).read(from, sink);
        }
        for (Path folder : subfolders()) {
            new MaildirSource(folder).read(from, sink);
        }
    }

    /** Maildir++ folders; only one level, as Maildir++ names nested folders {@code .a.b} at the top. */
    private List<Path> subfolders() throws IOException {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, ".?*")) {
            for (Path p : ds) {
                String name = p.getFileName().toString();
                if (!name.equals("..") && !Files.isSymbolicLink(p) && Files.isDirectory(p) && isMaildir(p)) {
                    out.add(p);
                }
            }
        }
        out.sort(null);
        return out;
    }
}
