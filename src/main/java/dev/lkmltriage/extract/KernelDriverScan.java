package dev.lkmltriage.extract;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads a kernel source tree and lists its driver modules for {@code models/drivers-kernel.tsv.gz}: every module a
 * Makefile under the scanned directories builds ({@link Kbuild}) whose C sources register a driver
 * ({@link DriverRegistrations}), with its source files and the names it registers. Left out: the PCI core and its
 * port services (not drivers in the project's sense), modules whose name is a part's ("core", "main", ...) or a
 * generic bus prefix ("pci", "pnp": {@code drivers/mtd/maps/pci.c} builds a module "pci"), and
 * names two directories both build (ambiguous). A registered name becomes an alias only when it is no spelling of
 * the module's own name, no other module registers or is called it, and it is not a generic bus or port prefix.
 */
public final class KernelDriverScan {
    /** One generated row: module name, source paths, registered names kept as aliases. */
    public record Row(String name, List<String> paths, List<String> aliases) {
        public Row {
            paths = List.copyOf(paths);
            aliases = List.copyOf(aliases);
        }
    }

    private static final Pattern ALIAS = Pattern.compile("[a-z0-9][a-z0-9_.-]{2,39}");
    private static final Pattern NAME = Pattern.compile("[a-z0-9][A-Za-z0-9_-]{1,39}");

    private final Path root;
    private final Map<Path, Map<String, String>> constantsByDir = new HashMap<>();

    private KernelDriverScan(Path root) {
        this.root = root;
    }

    /** Scans {@code dirs} (e.g. "drivers", "sound") of the tree at {@code root}; rows sorted by module name. */
    public static List<Row> scan(Path root, List<String> dirs) throws IOException {
        return new KernelDriverScan(root).run(dirs);
    }

    private List<Row> run(List<String> dirs) throws IOException {
        Map<String, List<List<String>>> found = new TreeMap<>();
        Map<String, Set<String>> registered = new HashMap<>();
        for (String top : dirs) {
            Path base = root.resolve(top);
            if (!Files.isDirectory(base)) {
                continue;
            }
            List<Path> makefiles;
            try (Stream<Path> s = Files.walk(base)) {
                makefiles = s.filter(p -> {
                    String f = p.getFileName().toString();
                    return f.equals("Makefile") || f.equals("Kbuild");
                }).sorted().toList();
            }
            for (Path mk : makefiles) {
                module(mk, found, registered);
            }
        }
        Map<String, Integer> registrants = new HashMap<>();
        for (Set<String> names : registered.values()) {
            names.forEach(n -> registrants.merge(n, 1, Integer::sum));
        }
        Set<String> spelled = new java.util.HashSet<>();
        found.keySet().forEach(n -> spelled.add(n.replace('-', '_')));
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, List<List<String>>> e : found.entrySet()) {
            if (e.getValue().size() != 1) {
                continue;
            }
            String name = e.getKey();
            List<String> aliases = new ArrayList<>();
            for (String r : registered.get(name)) {
                String norm = r.replace('-', '_');
                if (ALIAS.matcher(r).matches() && !norm.equals(name.replace('-', '_')) && !spelled.contains(norm)
                        && registrants.get(r) == 1 && !DriverExtractor.NOT_DRIVERS.contains(r)
                        && !NewDriverFiles.PART_WORDS.contains(r)) {
                    aliases.add(r);
                }
            }
            rows.add(new Row(name, e.getValue().get(0), aliases));
        }
        return compact(rows);
    }

    /**
     * A module that alone has sources in a directory and its subdirectories, and lists every C file directly in it,
     * is given the directory ({@code drivers/gpu/drm/nouveau/}) instead of its files: shorter, and it covers the
     * headers too.
     */
    private List<Row> compact(List<Row> rows) throws IOException {
        Map<String, Set<String>> owners = new HashMap<>();
        for (Row r : rows) {
            for (String p : r.paths()) {
                for (int slash = p.indexOf('/'); slash >= 0; slash = p.indexOf('/', slash + 1)) {
                    owners.computeIfAbsent(p.substring(0, slash + 1), k -> new LinkedHashSet<>()).add(r.name());
                }
            }
        }
        List<Row> out = new ArrayList<>(rows.size());
        for (Row r : rows) {
            Map<String, List<String>> byDir = new java.util.LinkedHashMap<>();
            for (String p : r.paths()) {
                byDir.computeIfAbsent(p.substring(0, p.lastIndexOf('/') + 1), k -> new ArrayList<>()).add(p);
            }
            List<String> paths = new ArrayList<>();
            for (Map.Entry<String, List<String>> d : byDir.entrySet()) {
                if (d.getValue().size() >= 2 && owners.get(d.getKey()).size() == 1
                        && d.getValue().size() == cFiles(d.getKey())) {
                    paths.add(d.getKey());
                } else {
                    paths.addAll(d.getValue());
                }
            }
            out.add(new Row(r.name(), paths, r.aliases()));
        }
        return out;
    }

    private long cFiles(String dir) throws IOException {
        try (Stream<Path> s = Files.list(root.resolve(dir))) {
            return s.filter(p -> p.getFileName().toString().endsWith(".c")).count();
        }
    }

    /** Writes rows in the {@code drivers.tsv} format (no ids; flag "noprose"), after a header of comment lines. */
    public static void write(List<Row> rows, List<String> header, java.io.Writer out) throws IOException {
        for (String h : header) {
            out.write("# " + h + "\n");
        }
        for (Row r : rows) {
            out.write(r.name() + "\t" + String.join(",", r.paths()) + "\t\t" + String.join(",", r.aliases())
                    + "\tnoprose\n");
        }
    }

    private void module(Path mk, Map<String, List<List<String>>> found, Map<String, Set<String>> registered)
            throws IOException {
        Path dir = mk.getParent();
        String rel = root.relativize(dir).toString().replace('\\', '/') + "/";
        if (NewDriverFiles.core(rel + "x.c")) {
            return;
        }
        Kbuild kb = Kbuild.parse(Files.readString(mk, StandardCharsets.ISO_8859_1));
        for (Map.Entry<String, List<String>> m : kb.modules().entrySet()) {
            String name = m.getKey();
            if (!NAME.matcher(name).matches() || NewDriverFiles.PART_WORDS.contains(name)
                    || DriverExtractor.NOT_DRIVERS.contains(name)) {
                continue;
            }
            List<String> paths = new ArrayList<>();
            boolean registers = false;
            Set<String> names = new LinkedHashSet<>();
            for (String obj : m.getValue()) {
                Path c = dir.resolve(obj + ".c").normalize();
                if (!Files.isRegularFile(c) || !c.startsWith(root)) {
                    continue;
                }
                String path = root.relativize(c).toString().replace('\\', '/');
                if (NewDriverFiles.core(path) || paths.contains(path)) {
                    continue;
                }
                paths.add(path);
                String text = Files.readString(c, StandardCharsets.ISO_8859_1);
                DriverRegistrations r = DriverRegistrations.scan(text, name, headerConstants(c.getParent())::get);
                registers |= r.registers();
                names.addAll(r.names());
            }
            if (!registers || paths.isEmpty()) {
                continue;
            }
            found.computeIfAbsent(name, k -> new ArrayList<>()).add(paths);
            registered.computeIfAbsent(name, k -> new LinkedHashSet<>()).addAll(names);
        }
    }

    /** The string constants of the headers in a directory (the first definition of a name wins). */
    private Map<String, String> headerConstants(Path dir) {
        return constantsByDir.computeIfAbsent(dir, d -> {
            Map<String, String> out = new HashMap<>();
            try (Stream<Path> s = Files.list(d)) {
                for (Path h : s.filter(p -> p.getFileName().toString().endsWith(".h")).sorted().toList()) {
                    for (String[] c : DriverRegistrations.constants(Files.readString(h, StandardCharsets.ISO_8859_1))) {
                        out.putIfAbsent(c[0], c[1]);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return out;
        });
    }
}
