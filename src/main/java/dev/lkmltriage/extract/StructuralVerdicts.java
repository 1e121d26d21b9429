package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.text.Bounded;
import java.util.Locale;

/**
 * Verdicts that the shape of a line states outright: a bisect log ({@code git bisect start/good/bad},
 * {@code # good: [..] Linux 6.3}, {@code # first bad commit}), a regzbot range ({@code #regzbot introduced: A..B}:
 * A good, B bad), the kernel named in an oops or WARNING trace's "Comm: ... Not tainted X" line, and a label right
 * after the version ("v6.3 (good)"), and a list line of tested versions ({@link ListedVerdicts}).
 */
final class StructuralVerdicts {
    private StructuralVerdicts() {
    }

    static int judge(VersionsText t, Candidate c) {
        int mark = labelAfter(t, c.end());
        if (mark != KernelVerdicts.NONE) {
            return mark;
        }
        String line = t.lineLower(c.start());
        int ls = t.lineStart(c.start());
        String before = t.text.substring(ls, c.start()).toLowerCase(Locale.ROOT);
        if (line.startsWith("# good:")) {
            return KernelVerdicts.GOOD;
        }
        if (line.startsWith("# bad:") || line.startsWith("# first bad commit")) {
            return KernelVerdicts.BAD;
        }
        int b = before.lastIndexOf("git bisect ");
        if (b >= 0) {
            String rest = before.substring(b + "git bisect ".length());
            if (rest.startsWith("good")) {
                return KernelVerdicts.GOOD;
            }
            if (rest.startsWith("bad")) {
                return KernelVerdicts.BAD;
            }
            if (rest.startsWith("start")) {
                int args = 0;
                // "git bisect start BAD GOOD..." with the arguments often shell-quoted ('v6.4' 'v6.3'): a lone
                // quote before this version is not an argument of its own.
                for (String a : rest.substring(5).trim().split("\\s+")) {
                    if (a.equals("--")) {
                        return KernelVerdicts.NONE;
                    }
                    if (!a.startsWith("-") && a.chars().anyMatch(Character::isLetterOrDigit)) {
                        args++;
                    }
                }
                return args == 0 ? KernelVerdicts.BAD : KernelVerdicts.GOOD;
            }
            return KernelVerdicts.NONE;
        }
        if (before.contains("#regzbot")) {
            if (!before.contains("introduced")) {
                return KernelVerdicts.NONE;
            }
            boolean rangeStart = t.text.startsWith("..", c.end());
            return rangeStart ? KernelVerdicts.GOOD : KernelVerdicts.BAD;
        }
        int listed = ListedVerdicts.judge(t, c, before);
        if (listed != KernelVerdicts.NONE) {
            return listed;
        }
        if (before.contains(" comm: ") && before.contains("tainted")) {
            // "CPU: 0 PID: 7 Comm: kworker/u4:0 Not tainted 5.2.0-rc3 #1": the kernel of a BUG/WARNING/oops trace.
            // Session 17: run-only, as RegressionBuilder reads it: the kernel crashed there, which alone states no
            // regression (a base passing the branch's tests would otherwise make one with the branch's banner)
            return KernelVerdicts.RAN_BAD;
        }
        if (wrappedBanner(t, ls, before) && buildNumberAfter(t, c.end())) {
            return KernelVerdicts.RAN_BAD;
        }
        if (headerBanner(t, ls, c)) {
            return KernelVerdicts.RAN_BAD;
        }
        return KernelVerdicts.NONE;
    }

    /**
     * Session 28 (verdict28): the banner a kernel's own trouble report prints on a line of its own, the kernel the
     * report came from, as the "Comm: ... Not tainted X" line of an oops says. Two shapes: a lockdep or RCU report's,
     * the release first and the taint after it ("WARNING: possible circular locking dependency detected" /
     * "5.2.0-rc6-00074-gabc #225 Tainted: G W", "5.8.0-rc1+ #11 Not tainted"), and a hung task's, the taint first
     * ("INFO: task kworker/0:2:404 blocked for more than 120 seconds." / "Not tainted 5.7.0-rc3+ #68", "Tainted: G
     * O 5.5.0-rc4-gabc #1"). Only a line holding nothing but quote markers, log prefixes in brackets ("[  170.2][
     * T1952]"), the taint and its flags, the release and its build number reads so; a release anywhere else on such a
     * line does not.
     */
    private static boolean headerBanner(VersionsText t, int ls, Candidate c) {
        String s = t.text;
        int k = ls;
        boolean taintFirst = false;
        while (k < c.start()) {
            char ch = s.charAt(k);
            if (ch == '>' || ch == ' ' || ch == '\t' || ch == '|') {
                k++;
            } else if (ch == '[' && !taintFirst) {
                int close = Bounded.indexOf(s, ']', k, Math.min(c.start(), k + 41));
                if (close < 0) {
                    return false;
                }
                k = close + 1;
            } else if (!taintFirst && (s.startsWith("Not tainted ", k) || s.startsWith("Tainted: ", k))) {
                taintFirst = true;
                k = s.indexOf(' ', k + 4) + 1;
            } else if (taintFirst && ch >= 'A' && ch <= 'Z' && k + 1 < c.start() && s.charAt(k + 1) == ' ') {
                k++; // a taint flag ("P", "W", "O"), each a capital standing alone
            } else if (taintFirst && ch >= 'A' && ch <= 'Z' && k + 2 < c.start() && s.charAt(k + 1) >= 'A'
                    && s.charAt(k + 1) <= 'Z' && s.charAt(k + 2) == ' ') {
                k += 2; // two flags run together ("OE")
            } else {
                return false;
            }
        }
        int e = c.end();
        int limit = Math.min(s.length(), e + 80);
        while (e < limit && !Character.isWhitespace(s.charAt(e))) {
            e++; // the rest of the release string ("-00074-g99d8de2-dirty", "+")
        }
        if (e >= limit || s.charAt(e) != ' ' || e - c.end() > 60) {
            return false;
        }
        while (e < limit && s.charAt(e) == ' ') {
            e++;
        }
        if (e + 1 >= limit || s.charAt(e) != '#' || !Character.isDigit(s.charAt(e + 1))) {
            return false;
        }
        if (taintFirst) {
            return true;
        }
        e++;
        while (e < limit && Character.isDigit(s.charAt(e))) {
            e++;
        }
        if (e >= limit || s.charAt(e) != ' ') {
            return false;
        }
        while (e < limit && s.charAt(e) == ' ') {
            e++;
        }
        return s.startsWith("Tainted:", e) || s.startsWith("Not tainted", e);
    }

    /** Most characters of taint flags ("Tainted: G        W  O") between "tainted" and the version. */
    private static final int TAINT_FLAGS = 40;

    /**
     * Session 17: the same banner wrapped by a mail client, the version's line continuing the line before ("... Comm:"
     * / "modprobe Not tainted 5.6.0 #1", "... Comm: irq/76-aerdrv Not tainted" / "5.7.0-rc7-next-20200526 #8"). The
     * two lines read as one must hold "comm:" then "tainted", with only taint flags between "tainted" and the version.
     */
    private static boolean wrappedBanner(VersionsText t, int ls, String before) {
        String own = VersionsText.stripQuote(before);
        if (ls == 0 || own.length() > 80 || !own.contains("tainted") && !own.isEmpty()) {
            return false;
        }
        String prev = t.lineLower(ls - 1);
        String joined = prev + " " + own;
        int comm = joined.lastIndexOf("comm:");
        int tainted = joined.lastIndexOf("tainted");
        return comm >= 0 && tainted > comm && tainted >= prev.length() - 60 && joined.length() - tainted
                <= "tainted".length() + TAINT_FLAGS && !joined.substring(tainted).contains("comm:");
    }

    /**
     * Whether the rest of the version's token and a build number follow on its line ("-next-20200526 #8", "+ #3399"):
     * a banner cut inside the version by the wrap ("Not tainted" / "5.2.0-" / "rc1-...") names a version not found.
     */
    private static boolean buildNumberAfter(VersionsText t, int end) {
        int k = end;
        int limit = Math.min(t.text.length(), end + 80);
        while (k < limit && !Character.isWhitespace(t.text.charAt(k))) {
            k++;
        }
        if (k == end && k < t.text.length() && t.text.charAt(k) == '\n' || k > end && t.text.charAt(k - 1) == '-') {
            return false;
        }
        while (k < limit && t.text.charAt(k) == ' ') {
            k++;
        }
        return k + 1 < t.text.length() && t.text.charAt(k) == '#' && Character.isDigit(t.text.charAt(k + 1));
    }

    /** "v6.3 (good)", "3.13 (bad)": the writer labels the version outright, also inside a request to bisect. */
    private static int labelAfter(VersionsText t, int end) {
        int k = end;
        while (k < t.text.length() && k - end < 3 && t.text.charAt(k) == ' ') {
            k++;
        }
        if (t.text.regionMatches(true, k, "(good)", 0, 6)) {
            return KernelVerdicts.GOOD;
        }
        if (t.text.regionMatches(true, k, "(bad)", 0, 5)) {
            return KernelVerdicts.BAD;
        }
        return KernelVerdicts.NONE;
    }
}
