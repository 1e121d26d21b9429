package dev.lkmltriage.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Kernel drivers by name, by source path and by the device ids they bind, read from {@code models/drivers.tsv}
 * (module name, paths, ids, aliases, flags). Immutable and thread-safe; a missing or malformed file gives a table
 * that knows fewer drivers, never an exception.
 */
public final class DriverTable {
    private static final DriverTable EMPTY = new DriverTable(List.of());

    /** One driver: its module name, source paths, ids it binds, other names, and whether its bare name is a word. */
    public record Driver(String name, List<String> paths, List<String> ids, List<String> aliases, boolean prose) {
        public Driver {
            paths = List.copyOf(paths);
            ids = List.copyOf(ids);
            aliases = List.copyOf(aliases);
        }
    }

    private final Map<String, Driver> byName = new HashMap<>();
    private final Map<String, Driver> byAlias = new HashMap<>();
    private final Map<String, List<Driver>> byId = new HashMap<>();
    private final List<Map.Entry<String, Driver>> paths = new ArrayList<>();

    private DriverTable(List<Driver> drivers) {
        for (Driver d : drivers) {
            byName.putIfAbsent(d.name(), d);
            for (String a : d.aliases()) {
                byAlias.putIfAbsent(a, d);
            }
            for (String id : d.ids()) {
                byId.computeIfAbsent(id, k -> new ArrayList<>()).add(d);
            }
            for (String p : d.paths()) {
                paths.add(Map.entry(p, d));
            }
        }
        // longest path first, so drivers/net/ethernet/realtek/r8169_ wins over a shorter directory entry
        paths.sort((a, b) -> Integer.compare(b.getKey().length(), a.getKey().length()));
    }

    /** An empty table. */
    public static DriverTable empty() {
        return EMPTY;
    }

    /** {@code drivers.tsv} under the settings' models directory; empty when there is none. */
    public static DriverTable load(ExtractSettings settings) {
        return ModelFiles.load(settings, "drivers.tsv", DriverTable::read, EMPTY);
    }

    /** Reads the tsv format; lines starting with '#' and lines without a name are skipped. */
    public static DriverTable read(Reader reader) throws IOException {
        BufferedReader r = new BufferedReader(reader);
        List<Driver> drivers = new ArrayList<>();
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            String name = f[0].strip();
            if (name.isEmpty()) {
                continue;
            }
            List<String> ids = new ArrayList<>();
            for (String id : list(f, 2)) {
                if (PciId.isPciId(id)) {
                    ids.add(PciId.parse(id).name());
                }
            }
            drivers.add(new Driver(name, list(f, 1), ids, list(f, 3), !list(f, 4).contains("noprose")));
        }
        return new DriverTable(drivers);
    }

    private static List<String> list(String[] fields, int i) {
        if (i >= fields.length || fields[i].isBlank()) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String s : fields[i].split(",")) {
            if (!s.isBlank()) {
                out.add(s.strip());
            }
        }
        return out;
    }

    /** The driver with this module name, or null. */
    public Driver byName(String name) {
        return byName.get(name);
    }

    /** The driver with this name or alias (subject tag), or null. */
    public Driver byNameOrAlias(String name) {
        Driver d = byName.get(name);
        return d != null ? d : byAlias.get(name);
    }

    /** The driver whose source a path belongs to (longest listed prefix), or null. */
    public Driver byPath(String path) {
        for (Map.Entry<String, Driver> e : paths) {
            String p = e.getKey();
            if (path.startsWith(p) && (path.length() == p.length() || p.endsWith("/") || p.endsWith("_")
                    || p.endsWith(".c") || !Character.isLetterOrDigit(path.charAt(p.length())))) {
                return e.getValue();
            }
        }
        return null;
    }

    /** The drivers listed as binding this id (canonical {@code vvvv:dddd}); several when the table is ambiguous. */
    public List<Driver> byId(String id) {
        return Collections.unmodifiableList(byId.getOrDefault(id, List.of()));
    }

    /** Every module name in the table. */
    public Set<String> names() {
        return Collections.unmodifiableSet(new HashSet<>(byName.keySet()));
    }
}
