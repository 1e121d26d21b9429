package dev.lkmltriage.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.HashSet;
import java.util.Set;

/**
 * The Kconfig symbols of a kernel release, without their {@code CONFIG_} prefix, from
 * {@code models/kconfig-symbols-5.10.txt.gz} (every {@code config X} line of Linux 5.10's Kconfig files; regenerated
 * by {@code models/regen-kconfig-symbols-5.10.sh}). No file, no symbols: the rules that need one read nothing.
 * Session 46 (configs46): and, beside it, {@code models/kconfig-symbols-archive.txt.gz}, the symbols the archive's own
 * patches define ({@code +config X} in a Kconfig hunk) that 5.10 lacks: options of the archive's years proposed,
 * renamed or dropped before that release (a series' {@code DEV_MSI}; convention 30 names a proposed option as
 * written). Either file may be missing; the set is their union.
 */
final class KconfigSymbols {
    static final KconfigSymbols EMPTY = new KconfigSymbols(Set.of());
    static final String FILE = "kconfig-symbols-5.10.txt.gz";
    static final String ARCHIVE_FILE = "kconfig-symbols-archive.txt.gz";

    private final Set<String> symbols;

    private KconfigSymbols(Set<String> symbols) {
        this.symbols = symbols;
    }

    static KconfigSymbols load(ExtractSettings settings) {
        KconfigSymbols release = ModelFiles.load(settings, FILE, KconfigSymbols::read, EMPTY);
        KconfigSymbols archive = ModelFiles.load(settings, ARCHIVE_FILE, KconfigSymbols::read, EMPTY);
        if (archive.symbols.isEmpty()) {
            return release;
        }
        Set<String> both = new HashSet<>(release.symbols);
        both.addAll(archive.symbols);
        return new KconfigSymbols(both);
    }

    static KconfigSymbols read(Reader reader) throws IOException {
        BufferedReader r = new BufferedReader(reader);
        Set<String> out = new HashSet<>();
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            String s = line.strip();
            if (!s.isEmpty() && !s.startsWith("#")) {
                out.add(s);
            }
        }
        return new KconfigSymbols(out);
    }

    static KconfigSymbols of(String... names) {
        return new KconfigSymbols(Set.of(names));
    }

    /** Whether {@code name} (without {@code CONFIG_}) is a Kconfig symbol of the release. */
    boolean contains(String name) {
        return symbols.contains(name);
    }
}
