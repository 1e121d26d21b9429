package dev.lkmltriage.triage;

import dev.lkmltriage.extract.ExtractSettings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * Reading one of the hand-kept tables under {@code models/} the clusterer loads ({@code device-drivers.tsv}, {@code
 * subsystem-words.tsv}): a missing table is an empty one, an unreadable or malformed one a clear error naming the
 * file (the table's own reader says which line and why).
 */
final class ModelTable {
    /** A table's line reader; throws {@link IllegalArgumentException} naming the bad line. */
    interface Reader<T> {
        T read(BufferedReader in) throws IOException;
    }

    private ModelTable() {
    }

    /** {@code name} under the project's models/ directory ({@link ExtractSettings#defaults()}), or null. */
    static Path shipped(String name) {
        Path models = ExtractSettings.defaults().modelsDir();
        return models == null ? null : models.resolve(name);
    }

    /** The table in {@code file}; {@code empty} when there is no such file. */
    static <T> T load(Path file, Reader<T> reader, Supplier<T> empty) {
        if (file == null || !Files.isRegularFile(file)) {
            return empty.get();
        }
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return reader.read(r);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + " (fix or remove it; the header says the format)",
                    e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /** The table written in {@code text}. */
    static <T> T parse(String text, Reader<T> reader) {
        try {
            return reader.read(new BufferedReader(new StringReader(text)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
