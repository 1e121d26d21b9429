package dev.lkmltriage.git;

import dev.lkmltriage.extract.DriverTable;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Driver → the paths of its source, from three places: the tree's MAINTAINERS (the {@code F:} lines of every
 * section whose title names the driver or whose {@code F:} patterns name a file after it), {@code models/drivers.tsv},
 * and the driver's name as a file name under {@code drivers/}.
 */
final class DriverPaths {
    private static final Pattern FIELD = Pattern.compile("^([A-Z]):\\s*(.*)$");
    /** Directory patterns shallower than this ({@code drivers/}, {@code drivers/net/}) would take in everything. */
    private static final int MIN_DIR_DEPTH = 3;

    private DriverPaths() {
    }

    static PathMatch of(String driver, String maintainers, DriverTable table) {
        Set<String> prefixes = new LinkedHashSet<>();
        DriverTable.Driver d = table == null ? null : table.byNameOrAlias(driver);
        if (d != null) {
            prefixes.addAll(d.paths());
        }
        if (maintainers != null) {
            prefixes.addAll(fromMaintainers(driver, maintainers));
        }
        return new PathMatch(d != null ? d.name() : driver, List.copyOf(prefixes));
    }

    /** The path prefixes of the MAINTAINERS sections about {@code driver}. */
    static Set<String> fromMaintainers(String driver, String maintainers) {
        String name = driver.toLowerCase(Locale.ROOT);
        Pattern word = Pattern.compile("(?i)(?<![a-z0-9_])" + Pattern.quote(name) + "(?![a-z0-9_])");
        Set<String> out = new LinkedHashSet<>();
        String title = null;
        List<String> files = new java.util.ArrayList<>();
        boolean named = false;
        for (String line : (maintainers + "\n\n").split("\n", -1)) {
            var m = FIELD.matcher(line);
            if (m.matches() && title != null) {
                if (m.group(1).equals("F")) {
                    String pattern = m.group(2).strip();
                    files.add(pattern);
                    String base = pattern.substring(pattern.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
                    named |= base.startsWith(name) && (base.length() == name.length()
                            || !Character.isLetterOrDigit(base.charAt(name.length())));
                }
                continue;
            }
            if (title != null && named) {
                files.forEach(f -> {
                    String p = prefix(f);
                    if (p != null) {
                        out.add(p);
                    }
                });
            }
            files.clear();
            title = line.isBlank() ? null : line.strip();
            named = title != null && word.matcher(title).find();
        }
        return out;
    }

    /** An {@code F:} pattern as a path prefix: up to its first wildcard; null when it is too broad. */
    static String prefix(String pattern) {
        int glob = pattern.length();
        for (char c : new char[] {'*', '?', '['}) {
            int i = pattern.indexOf(c);
            if (i >= 0) {
                glob = Math.min(glob, i);
            }
        }
        String p = pattern.substring(0, glob);
        if (p.isEmpty() || p.startsWith("/") || p.contains("..")) {
            return null;
        }
        if (p.endsWith("/") || glob < pattern.length() && p.lastIndexOf('/') == p.length() - 1) {
            long depth = p.chars().filter(c -> c == '/').count();
            return depth < MIN_DIR_DEPTH ? null : p;
        }
        return p.contains("/") ? p : null;
    }
}
