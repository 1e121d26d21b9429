package dev.lkmltriage.digest;

import dev.lkmltriage.extract.DriverTable;
import dev.lkmltriage.triage.Cluster;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Routes a cluster to MAINTAINERS sections, as get_maintainer.pl would route a patch to the driver's files: its
 * drivers (named, or found from its device ids) give source paths, matched against {@code F:}/{@code X:}/{@code N:};
 * {@code K:} patterns are searched in the text of its reports. A section that matches only through a catch-all
 * pattern ({@code THE REST}'s {@code *}) is used only when no other section matches. Recipients are a section's
 * {@code M:} maintainers and {@code L:} lists, plus its {@code R:} reviewers when asked.
 */
public final class Router {
    /** Which addresses of a section receive digests. */
    public record Recipients(boolean maintainers, boolean reviewers, boolean lists) {
        public static final Recipients DEFAULT = new Recipients(true, false, true);
    }

    private final Maintainers maintainers;
    private final DriverTable drivers;
    private final Recipients recipients;

    public Router(Maintainers maintainers, DriverTable drivers, Recipients recipients) {
        this.maintainers = maintainers;
        this.drivers = drivers;
        this.recipients = recipients;
    }

    /**
     * The sections {@code cluster} belongs to, each once, with the first reason found.
     *
     * @param reportText the decoded text of a member message by Message-ID (null when unknown); only reports are read
     */
    public List<Route> route(Cluster cluster, Function<String, String> reportText) {
        Map<Section, Route> out = new LinkedHashMap<>();
        Map<Section, Route> catchAll = new LinkedHashMap<>();
        Map<Section, Integer> strength = new HashMap<>();
        for (SourcePath path : paths(cluster)) {
            for (Section s : maintainers.sections()) {
                int m = s.fileMatch(path.path());
                if (m > 0 && m > strength.getOrDefault(s, 0)) {
                    out.put(s, new Route(s, path.via(), path.shown()));
                    strength.put(s, m);
                } else if (m == 0) {
                    catchAll.putIfAbsent(s, new Route(s, path.via(), path.shown()));
                }
            }
        }
        // the driver's own section first: it names the people closest to the code
        List<Section> order = new ArrayList<>(out.keySet());
        order.sort(Comparator.comparing((Section s) -> strength.get(s)).reversed());
        Map<Section, Route> sorted = new LinkedHashMap<>();
        order.forEach(s -> sorted.put(s, out.get(s)));
        out.clear();
        out.putAll(sorted);
        List<String> texts = null;
        for (Section s : maintainers.sections()) {
            if (s.keywords().isEmpty() || out.containsKey(s)) {
                continue;
            }
            if (texts == null) {
                texts = reportTexts(cluster, reportText);
            }
            for (String t : texts) {
                String k = s.keywordIn(t);
                if (k != null) {
                    out.putIfAbsent(s, new Route(s, "keyword", k));
                    break;
                }
            }
        }
        if (out.isEmpty()) {
            out.putAll(catchAll);
        }
        return List.copyOf(out.values());
    }

    /** The addresses {@code route} reaches, lower-cased, in file order. */
    public Set<String> recipients(List<Route> routes) {
        Set<String> out = new LinkedHashSet<>();
        for (Route r : routes) {
            if (recipients.maintainers()) {
                out.addAll(r.section().maintainers());
            }
            if (recipients.reviewers()) {
                out.addAll(r.section().reviewers());
            }
            if (recipients.lists()) {
                out.addAll(r.section().lists());
            }
        }
        return out;
    }

    /** Whether {@code address} is a recipient of {@code route} under this router's recipient rules. */
    public boolean reaches(List<Route> routes, String address) {
        return recipients(routes).contains(address.toLowerCase(Locale.ROOT));
    }

    /** Every section with a recipient named {@code address}. */
    public List<Section> sectionsOf(String address) {
        String a = address.toLowerCase(Locale.ROOT);
        List<Section> out = new ArrayList<>();
        for (Section s : maintainers.sections()) {
            if (recipients(List.of(new Route(s, "", ""))).contains(a)) {
                out.add(s);
            }
        }
        return out;
    }

    private record SourcePath(String path, String via, String shown) {
    }

    private List<SourcePath> paths(Cluster cluster) {
        List<SourcePath> out = new ArrayList<>();
        Set<String> named = new LinkedHashSet<>(cluster.drivers());
        for (String d : named) {
            DriverTable.Driver known = drivers.byNameOrAlias(d);
            if (known != null) {
                addPaths(out, known, "file", null);
            } else {
                addNamedPaths(out, d);
            }
        }
        for (String id : cluster.hardware()) {
            for (DriverTable.Driver d : drivers.byId(id.toLowerCase(Locale.ROOT))) {
                if (!named.contains(d.name())) {
                    addPaths(out, d, "device", id);
                }
            }
        }
        return out;
    }

    /**
     * A drivers.tsv path is a file, a directory (trailing '/') or a file-name prefix (r8169_); the latter two stand
     * for a C file inside, named with a character no pattern spells, so only wildcards match that part.
     */
    private static void addPaths(List<SourcePath> out, DriverTable.Driver d, String via, String id) {
        if (d == null) {
            return;
        }
        for (String p : d.paths()) {
            boolean file = p.endsWith(".c") || p.endsWith(".h");
            String path = file ? p : p + "\u0000.c";
            String shown = (id == null ? "" : id + " -> " + d.name() + " -> ") + p;
            out.add(new SourcePath(path, via, shown));
        }
    }

    /**
     * A driver drivers.tsv does not know: the F: patterns that name it as a directory or file ({@code .../atlantic/},
     * {@code .../tg3.*}) stand for its source.
     */
    private void addNamedPaths(List<SourcePath> out, String driver) {
        if (!driver.matches("[a-z0-9_-]{2,40}")) {
            return;
        }
        for (Section s : maintainers.sections()) {
            for (FilePattern f : s.files()) {
                String t = f.text();
                int at = t.lastIndexOf("/" + driver);
                if (at >= 0) {
                    int end = at + 1 + driver.length();
                    if (end == t.length() || "/._*".indexOf(t.charAt(end)) >= 0) {
                        String path = t.endsWith("/") ? t + "\u0000.c"
                                : t.replace('*', '\u0000').replace('?', '\u0000');
                        out.add(new SourcePath(path, "name", driver + " -> " + t));
                    }
                }
            }
        }
    }

    private static List<String> reportTexts(Cluster cluster, Function<String, String> reportText) {
        List<String> out = new ArrayList<>();
        for (Cluster.Member m : cluster.members()) {
            if (m.role().equals("report") || m.role().equals("duplicate")) {
                String t = reportText.apply(m.messageId());
                if (t != null) {
                    out.add(t);
                }
            }
        }
        return out;
    }
}
