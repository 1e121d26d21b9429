package dev.lkmltriage.triage;

import dev.lkmltriage.extract.Regression;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import java.util.List;
import java.util.Locale;

/**
 * A cluster's title, e.g. {@code r8169: send throughput −61% between 2.6.22 and 2.6.23-rc8}: driver, what changed
 * and by how much, and the kernel window, as far as the facts tell; else the first report's subject.
 */
final class Titles {
    /** A kernel window as {@link #title} writes it, at the end of an earlier title. */
    private static final java.util.regex.Pattern OLD_WINDOW =
            java.util.regex.Pattern.compile(" (between v?\\d\\S* and v?\\d\\S*|since v?\\d\\S*)$");

    private Titles() {
    }

    static String title(ClusterState c, Report latest) {
        String driver = c.drivers.isEmpty() ? null : c.drivers.iterator().next();
        List<String> good = KernelSort.sorted(c.good);
        List<String> bad = KernelSort.sorted(c.bad);
        String lastGood = good.isEmpty() ? null : good.get(good.size() - 1);
        String firstBad = bad.isEmpty() ? null : bad.get(0);
        StringBuilder tail = new StringBuilder();
        if (c.trigger != null) {
            tail.append(" with ").append(c.trigger);
        }
        if (lastGood != null && firstBad != null) {
            tail.append(" between ").append(lastGood).append(" and ").append(firstBad);
        } else if (firstBad != null) {
            tail.append(" since ").append(firstBad);
        }
        StringBuilder b = new StringBuilder();
        if (driver != null) {
            b.append(driver).append(": ");
        }
        String metric = metric(c, latest);
        if (c.before != null && c.after != null && c.before > 0) {
            double pct = (c.after - c.before) / c.before * 100;
            b.append(metric).append(' ').append(pct < 0 ? "\u2212" : "+")
                    .append(String.format(Locale.ROOT, "%.0f%%", Math.abs(pct)));
        } else if (c.title != null && !c.title.isBlank() && lastGood == null && firstBad == null) {
            return c.title;
        } else {
            String subject = subject(c, latest, tail.toString());
            if (driver != null && subject.startsWith(driver + ":")) {
                b.setLength(0);
            }
            b.append(subject);
        }
        return b.append(tail).toString();
    }

    private static String metric(ClusterState c, Report r) {
        Regression reg = Regressions.forClustering(r.facts());
        if (reg != null && reg.metric() != null) {
            return reg.metric();
        }
        if (c.symptom == null || c.symptom.equals("other")) {
            return "problem";
        }
        int slash = c.symptom.indexOf('/');
        // "throughput/send" reads as "send throughput"
        return slash < 0 ? c.symptom : c.symptom.substring(slash + 1) + " " + c.symptom.substring(0, slash);
    }

    /**
     * The words the title keeps: once chosen, the earlier title's, without its driver prefix and without the trigger
     * and window {@link #title} appended to it (appended afresh, so a title never grows by its own tail); at first,
     * the report's subject, without a tail that says what {@code tail} will say again ("... since 5.3").
     */
    private static String subject(ClusterState c, Report r, String tail) {
        if (c.title != null && !c.title.isBlank()) {
            String t = c.title;
            int colon = t.indexOf(": ");
            if (colon > 0 && c.drivers.contains(t.substring(0, colon))) {
                t = t.substring(colon + 2);
            }
            t = withoutTail(t, tail);
            if (t.length() < 1000) {
                java.util.regex.Matcher m = OLD_WINDOW.matcher(t);
                if (m.find() && m.start() > 0) {
                    t = t.substring(0, m.start());
                }
            }
            return c.trigger == null ? t : withoutTail(t, " with " + c.trigger);
        }
        String s = r.mail().subject().replaceAll("^(?i)(re|fwd?|aw|sv):\\s*", "").strip();
        return Subjects.normalize(s).isEmpty() ? "(no subject)" : withoutTail(s, tail);
    }

    /** {@code t} without every copy of {@code tail} it ends with, never down to nothing. */
    private static String withoutTail(String t, String tail) {
        String kept = t;
        while (!tail.isEmpty() && kept.length() > tail.length() && kept.endsWith(tail)) {
            kept = kept.substring(0, kept.length() - tail.length());
        }
        return kept.isBlank() ? t : kept;
    }
}
