package dev.lkmltriage.extract;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads a kernel source tree for {@code models/driver-prompts.tsv.gz}: the menuconfig prompt of every Kconfig symbol
 * that builds exactly one module ("Freescale i.MX6/7/8 PCIe controller" of {@code CONFIG_PCI_IMX6}, which the
 * Makefile beside it builds as {@code pci-imx6.o}). The prompt is how the kernel itself names the driver to a
 * person, and close to how people write it in mail ("the iMX6 PCIe driver"); {@link DriverPrompts} reads it.
 * Symbols without a prompt, building a directory or several objects, or a part of a composite module are left out;
 * so is a prompt two symbols of different modules share.
 */
public final class KconfigPromptScan {
    /** One row: the module the symbol builds, the symbol, its prompt as written in Kconfig. */
    public record Row(String module, String symbol, String prompt) {
    }

    private static final Pattern CONFIG = Pattern.compile("^\\s*(?:menu)?config\\s+([A-Z0-9_]+)\\s*$");
    private static final Pattern PROMPT = Pattern.compile("^\\s+(?:bool|tristate|prompt)\\s+\"([^\"]{3,120})\"");
    private static final Pattern OBJ = Pattern.compile("^obj-\\$\\(CONFIG_([A-Z0-9_]+)\\)\\s*[+:]?=(.*)$");

    private KconfigPromptScan() {
    }

    /** Scans the Kconfig files and Makefiles under {@code dirs} of the tree at {@code root}; rows sorted by module. */
    public static List<Row> scan(Path root, List<String> dirs) throws IOException {
        Map<String, String> prompts = new TreeMap<>();
        Map<String, Set<String>> objects = new TreeMap<>();
        for (String top : dirs) {
            Path base = root.resolve(top);
            if (!Files.isDirectory(base)) {
                continue;
            }
            List<Path> files;
            try (Stream<Path> s = Files.walk(base)) {
                files = s.filter(Files::isRegularFile).sorted().toList();
            }
            for (Path f : files) {
                String name = f.getFileName().toString();
                if (name.startsWith("Kconfig")) {
                    prompts(Files.readAllLines(f, StandardCharsets.ISO_8859_1), prompts);
                } else if (name.equals("Makefile") || name.equals("Kbuild")) {
                    objects(Files.readAllLines(f, StandardCharsets.ISO_8859_1), objects);
                }
            }
        }
        Map<String, Set<String>> modulesOfPrompt = new TreeMap<>();
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, String> e : prompts.entrySet()) {
            Set<String> objs = objects.get(e.getKey());
            if (objs == null || objs.size() != 1) {
                continue;
            }
            String module = objs.iterator().next();
            rows.add(new Row(module, e.getKey(), e.getValue()));
            modulesOfPrompt.computeIfAbsent(e.getValue().toLowerCase(java.util.Locale.ROOT),
                    k -> new LinkedHashSet<>()).add(module);
        }
        rows.removeIf(r -> modulesOfPrompt.get(r.prompt().toLowerCase(java.util.Locale.ROOT)).size() > 1);
        rows.sort(java.util.Comparator.comparing(Row::module).thenComparing(Row::symbol));
        return rows;
    }

    /** {@code config X} entries and the first prompt inside each ({@code bool "..."}, {@code tristate}, {@code prompt}). */
    static void prompts(List<String> lines, Map<String, String> out) {
        String symbol = null;
        for (String line : lines) {
            Matcher c = CONFIG.matcher(line);
            if (c.matches()) {
                symbol = c.group(1);
                continue;
            }
            if (!line.isEmpty() && !Character.isWhitespace(line.charAt(0))) {
                // "endmenu", "source", "if", "choice", "comment": the entry is over
                symbol = null;
                continue;
            }
            Matcher p = symbol == null ? null : PROMPT.matcher(line);
            if (p != null && p.find()) {
                out.putIfAbsent(symbol, p.group(1).strip());
                symbol = null;
            }
        }
    }

    /**
     * {@code obj-$(CONFIG_X) += foo.o bar/}: the objects each symbol builds as modules (directories are left out:
     * their own Makefile names the module), continuation lines joined.
     */
    static void objects(List<String> lines, Map<String, Set<String>> out) {
        StringBuilder joined = new StringBuilder();
        for (String raw : lines) {
            String line = raw.strip();
            if (line.endsWith("\\")) {
                joined.append(line, 0, line.length() - 1).append(' ');
                continue;
            }
            joined.append(line);
            String full = joined.toString();
            joined.setLength(0);
            int hash = full.indexOf('#');
            Matcher m = OBJ.matcher(hash >= 0 ? full.substring(0, hash) : full);
            if (!m.matches()) {
                continue;
            }
            for (String obj : m.group(2).strip().split("\\s+")) {
                if (obj.endsWith(".o") && obj.length() > 2 && obj.indexOf('$') < 0 && obj.indexOf('/') < 0) {
                    out.computeIfAbsent(m.group(1), k -> new LinkedHashSet<>()).add(obj.substring(0,
                            obj.length() - 2));
                }
            }
        }
    }

    /** Writes the rows tab-separated (module, symbol, prompt) under a {@code #} header. */
    public static void write(List<Row> rows, List<String> header, Writer w) throws IOException {
        for (String h : header) {
            w.write("# " + h + "\n");
        }
        for (Row r : rows) {
            w.write(r.module() + "\t" + r.symbol() + "\t" + r.prompt() + "\n");
        }
    }
}
