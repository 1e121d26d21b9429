package dev.lkmltriage.digest;

import dev.lkmltriage.digest.DigestItem.Kind;
import dev.lkmltriage.triage.Cluster;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Composes a digest's subject and body from the new items of each cluster. Each cluster appears once, under the
 * part of its most important new item (new regressions first), with its title, kernel window, hardware with
 * names, throughput before and after, suspects with evidence, fixes, counts and lore links to its reports.
 */
final class DigestText {
    static final String LORE = "https://lore.kernel.org/r/";
    /** Evidence quoted from mail is cut to this many characters: a digest links to the mail, it does not copy it. */
    static final int EVIDENCE = 160;
    /** At most this many report links per cluster; the rest are counted. */
    static final int LINKS = 5;

    /** A cluster with what is new about it for one recipient, and why it was routed there. */
    record Entry(Cluster cluster, List<DigestItem> items, List<Route> routes) {
    }

    private final Function<String, String> deviceNames;

    DigestText(Function<String, String> deviceNames) {
        this.deviceNames = deviceNames;
    }

    static String subject(String label, List<Entry> entries, Instant now) {
        Map<Kind, Long> counts = new EnumMap<>(Kind.class);
        for (Entry e : entries) {
            for (DigestItem i : e.items()) {
                counts.merge(i.kind(), 1L, Long::sum);
            }
        }
        List<String> parts = new ArrayList<>();
        counts.forEach((k, n) -> parts.add(k.count(n)));
        return HeaderValues.text("[triage] " + label + ": " + String.join(", ", parts) + " ("
                + DigestDates.week(now) + ")");
    }

    String body(String to, List<Entry> entries, Instant from, Instant now, String optOut) {
        StringBuilder b = new StringBuilder();
        PlainText.append(b, "Regressions routed to " + to + " by MAINTAINERS, with what is new between "
                + DigestDates.day(from) + " and " + DigestDates.day(now) + ".", "", "");
        Map<Kind, List<Entry>> parts = new LinkedHashMap<>();
        for (Kind k : Kind.values()) {
            parts.put(k, new ArrayList<>());
        }
        for (Entry e : entries) {
            Kind top = e.items().stream().map(DigestItem::kind).min(Enum::compareTo).orElse(Kind.STALE);
            parts.get(top).add(e);
        }
        parts.forEach((kind, list) -> {
            if (list.isEmpty()) {
                return;
            }
            String head = capitalise(kind.many) + " (" + list.size() + ")";
            b.append('\n').append(head).append('\n').append("=".repeat(PlainText.cols(head))).append("\n");
            for (Entry e : list) {
                b.append('\n');
                cluster(b, e);
            }
        });
        b.append("\n-- \n");
        PlainText.append(b, "lkml-triage maintainer digest for " + to + ". " + optOut, "", "");
        return b.toString();
    }

    private void cluster(StringBuilder b, Entry e) {
        Cluster c = e.cluster();
        PlainText.append(b, c.title(), "* ", "  ");
        long reports = c.members().stream().filter(m -> m.role().equals("report") || m.role().equals("duplicate"))
                .count();
        field(b, "cluster", c.id() + ", " + c.status() + ", " + reports + (reports == 1 ? " report, " : " reports, ")
                + c.members().size() + (c.members().size() == 1 ? " message" : " messages"));
        for (DigestItem i : e.items()) {
            field(b, "new", i.text());
        }
        if (!e.routes().isEmpty()) {
            Route r = e.routes().get(0);
            field(b, "routed", r.section().name() + " (" + r.via() + " " + r.detail().replace("\u0000", "*") + ")");
        }
        if (!c.kernels().good().isEmpty() || !c.kernels().bad().isEmpty()) {
            field(b, "kernels", "good " + orNone(c.kernels().good()) + ", bad " + orNone(c.kernels().bad()));
        }
        for (String hw : c.hardware()) {
            String name = deviceNames.apply(hw);
            field(b, "hardware", name == null ? hw : hw + " " + name);
        }
        Cluster.Throughput t = c.throughput();
        if (t != null && (t.before() != null || t.after() != null)) {
            field(b, "throughput", rate(t.before()) + " before, " + rate(t.after()) + " after"
                    + (t.changePercent() == null ? "" : String.format(Locale.ROOT, " (%+.0f%%)", t.changePercent())));
        }
        for (Cluster.Suspect s : c.suspects()) {
            field(b, "suspect", ItemCollector.abbrev(s.hash()) + " " + s.role()
                    + String.format(Locale.ROOT, " (score %.2f)", s.score()));
            if (s.evidence() != null && !s.evidence().isBlank()) {
                field(b, "", "evidence: \"" + cut(s.evidence()) + "\"");
            }
        }
        for (Cluster.Fix f : c.fixes()) {
            field(b, "fix", (f.hash() == null ? "" : ItemCollector.abbrev(f.hash()) + " ")
                    + (f.subject() == null ? "" : f.subject()));
            if (f.messageId() != null) {
                field(b, "", LORE + f.messageId());
            }
        }
        int n = 0;
        for (Cluster.Member m : c.members()) {
            if (m.role().equals("report") || m.role().equals("duplicate")) {
                if (n++ < LINKS) {
                    field(b, n == 1 ? "reports" : "", LORE + m.messageId());
                }
            }
        }
        if (n > LINKS) {
            field(b, "", "and " + (n - LINKS) + " more");
        }
    }

    private static void field(StringBuilder b, String name, String value) {
        String label = name.isEmpty() ? "" : name + ":";
        PlainText.append(b, value, "  " + label + " ".repeat(Math.max(1, 13 - label.length())), " ".repeat(15));
    }

    private static String orNone(List<String> l) {
        return l.isEmpty() ? "?" : String.join(" ", l);
    }

    static String rate(Double bits) {
        if (bits == null) {
            return "?";
        }
        double v = bits;
        String unit = "bit/s";
        for (String u : new String[] {"kbit/s", "Mbit/s", "Gbit/s", "Tbit/s"}) {
            if (Math.abs(v) < 1000) {
                break;
            }
            v /= 1000;
            unit = u;
        }
        return String.format(Locale.ROOT, v >= 100 ? "%.0f %s" : "%.1f %s", v, unit);
    }

    private static String cut(String s) {
        String t = PlainText.clean(s).replaceAll(" {2,}", " ").strip();
        return PlainText.cols(t) <= EVIDENCE ? t : t.substring(0, t.offsetByCodePoints(0, EVIDENCE)) + "...";
    }

    private static String capitalise(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
