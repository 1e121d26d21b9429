package dev.lkmltriage.source;

import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Counts a git object directory's objects from pack index headers and loose files, without inflating anything. */
final class ObjectCount {
    private static final int IDX_V2_MAGIC = 0xff744f63;

    private ObjectCount() {
    }

    static long of(Path objects) {
        long n = 0;
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(objects)) {
            for (Path p : ds) {
                String name = p.getFileName().toString();
                if (name.equals("pack")) {
                    n += packed(p);
                } else if (name.length() == 2 && Files.isDirectory(p)) {
                    n += count(p);
                }
            }
        } catch (IOException e) {
            return n;
        }
        return n;
    }

    private static long packed(Path packDir) throws IOException {
        long n = 0;
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(packDir, "*.idx")) {
            for (Path idx : ds) {
                n += idxCount(idx);
            }
        }
        return n;
    }

    /** The last fan-out entry of a pack index is its object count (v1 has no header, v2 an 8-byte one). */
    static long idxCount(Path idx) {
        try (DataInputStream in = new DataInputStream(Files.newInputStream(idx))) {
            int first = in.readInt();
            if (first == IDX_V2_MAGIC) {
                in.readInt(); // version
            }
            in.skipNBytes(first == IDX_V2_MAGIC ? 255 * 4 : 254 * 4);
            return Integer.toUnsignedLong(in.readInt());
        } catch (IOException e) {
            return 0;
        }
    }

    private static long count(Path dir) throws IOException {
        long n = 0;
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path ignored : ds) {
                n++;
            }
        }
        return n;
    }
}
