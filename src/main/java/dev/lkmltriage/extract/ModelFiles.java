package dev.lkmltriage.extract;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Loads a table from the models directory (gzipped when its name ends in {@code .gz}), falling back to an empty one
 * so that extraction still runs: silently when there is no such file, with a warning naming the file and the reason
 * when it is there but cannot be read as its table.
 */
final class ModelFiles {
    private static final System.Logger LOG = System.getLogger(ModelFiles.class.getName());

    /** Reads one table format. */
    @FunctionalInterface
    interface Parser<T> {
        T read(Reader reader) throws IOException;
    }

    private ModelFiles() {
    }

    static <T> T load(ExtractSettings settings, String name, Parser<T> parser, T empty) {
        if (settings == null || settings.modelsDir() == null) {
            return empty;
        }
        Path file = settings.modelsDir().resolve(name);
        if (!Files.isReadable(file)) {
            return empty;
        }
        try (Reader r = name.endsWith(".gz")
                ? new java.io.InputStreamReader(new java.util.zip.GZIPInputStream(Files.newInputStream(file), 1 << 16),
                        StandardCharsets.UTF_8)
                : Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parser.read(r);
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "ignoring " + file + " (extraction runs without this table): " + e);
            return empty;
        }
    }
}
