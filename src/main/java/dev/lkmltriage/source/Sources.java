package dev.lkmltriage.source;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/** Detects what kind of source a path names. */
public final class Sources {
    private Sources() {
    }

    /**
     * The sources at {@code path}: a message file, an mbox (plain or .gz), a Maildir, a public-inbox archive (a bare
     * epoch repository or a v2 inbox directory), a saved HTML page, a plain-text dump, {@code -} for standard input,
     * or a directory holding any of these (recursively). Files are told apart by content (gzip undone), the name
     * serving only as a hint; a binary or empty file yields a source that reports it as unreadable.
     *
     * @throws java.nio.file.NoSuchFileException when nothing exists at {@code path}
     */
    public static List<MailSource> open(String path) throws IOException {
        if (path.equals("-")) {
            return List.of(new StdinSource(System.in));
        }
        return List.of(open(Path.of(path)));
    }

    /** As {@link #open(String)}, for a path; always one source (a directory is one source reading all inside). */
    public static MailSource open(Path path) throws IOException {
        if (!Files.exists(path)) {
            throw new NoSuchFileException(path.toString(), null, "no such file or directory");
        }
        path = path.toAbsolutePath().normalize(); // origins must find the item again from any working directory
        if (Files.isDirectory(path)) {
            MailSource special = specialDirectory(path);
            return special != null ? special : new DirectorySource(path);
        }
        return forFile(path);
    }

    /** Standard input, or any stream read once, as a source (what {@code -} opens). */
    public static MailSource stream(InputStream in) {
        return new StdinSource(in);
    }

    /** A Maildir or a public-inbox epoch or inbox, read as a whole; null for an ordinary directory. */
    static MailSource specialDirectory(Path dir) {
        if (PublicInboxSource.isEpoch(dir)) {
            return PublicInboxSource.epoch(dir);
        }
        if (PublicInboxSource.isInbox(dir)) {
            return PublicInboxSource.inbox(dir);
        }
        if (MaildirSource.isMaildir(dir)) {
            return new MaildirSource(dir);
        }
        return null;
    }

    /** A regular file, detected by content. */
    static MailSource forFile(Path file) {
        Sniff.Kind kind;
        try {
            kind = Sniff.of(file);
        } catch (IOException e) {
            return new UnreadableSource(file.toString(), "cannot read: " + e.getMessage());
        }
        return switch (kind) {
            case EMPTY -> new UnreadableSource(file.toString(), "empty file");
            case BINARY -> new UnreadableSource(file.toString(), "binary file, not mail");
            case MBOX -> new MboxSource(file);
            default -> new FileSource(file, formatOf(kind));
        };
    }

    static Format formatOf(Sniff.Kind kind) {
        return switch (kind) {
            case HTML -> Format.HTML_PAGE;
            case TEXT -> Format.PLAIN_DUMP;
            default -> Format.RFC5322;
        };
    }
}
