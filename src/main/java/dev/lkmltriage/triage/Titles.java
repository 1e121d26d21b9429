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
    private Titles() {
    }

    static String title(ClusterState c, Report latest) {
        String driver = c.drivers.isEmpty() ? null : c.drivers.iterator().next();
        List<String> good = KernelSort.sorted(c.good);
        List<String> bad = KernelSort.sorted(c.bad);
        String lastGood = good.isEmpty() ? null : good.get(good.size() - 1);
        String firstBad = bad.isEmpty() ? null : bad.get(0);
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
            String subject = subject(c, latest);
            if (driver != null && subject.startsWith(driver + ":")) {
                b.setLength(0);
            }
            b.append(subject);
        }
        if (c.trigger != null) {
            b.append(" with ").append(c.trigger);
        }
        if (lastGood != null && firstBad != null) {
            b.append(" between ").append(lastGood).append(" and ").append(firstBad);
        } else if (firstBad != null) {
            b.append(" since ").append(firstBad);
        }
        return b.toString();
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

    private static String subject(ClusterState c, Report r) {
        if (c.title != null && !c.title.isBlank()) {
            // Keep the words of the first report's subject once chosen.
            String t = c.title;
            int colon = t.indexOf(": ");
            return colon > 0 && c.drivers.contains(t.substring(0, colon)) ? t.substring(colon + 2)
                    .replaceAll(" (between|since) .*$", "") : t;
        }
        String s = r.mail().subject().replaceAll("^(?i)(re|fwd?|aw|sv):\\s*", "").strip();
        return Subjects.normalize(s).isEmpty() ? "(no subject)" : s;
    }
}
