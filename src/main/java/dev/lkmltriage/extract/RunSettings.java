package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.Locale;
import java.util.Set;

/**
 * Session 39 (verdict42): the kernel a report was run on, told by the setting rather than by a person's run verb
 * ({@link RanKernels} wants "I'm running X" or an opening participle). Three shapes, each seen in several reports:
 * <ul>
 * <li>a machine that runs it: "I have an x86 system with a Xeon CPU running Linux kernel v4.14", "a Haswell box
 * running Linux (kernel version 4.14)": a machine noun (system, machine, box, board, ...) at most six words before a
 * run participle (running, using) that reaches the version through filler words or a parenthesis opening with
 * "kernel"/"linux";</li>
 * <li>the kernel named and then said to be run: "the v5.2 kernel I'm running", "the 5.8 kernel we are using";</li>
 * <li>a log said to come from it: "see syslog from linux-5.6.0", "the dmesg from 5.8.3 is attached".</li>
 * </ul>
 * Not: a condition or a question ("if your system is running 5.8", "is the box running 5.8?"), a test or debug patch
 * between the verb and the version ("a box running my patch on 5.8"), a third person's machine read as the writer's
 * is accepted (a report names the machine it is about). Like {@link RanKernels} this says only where the kernel ran;
 * the caller makes it bad (run-only) when no cue in the clause decides and the message names a problem. Every walk is
 * bounded (twelve words, a 60-character look-ahead); never throws.
 */
final class RunSettings {
    private static final Set<String> MACHINES = Set.of("system", "systems", "machine", "machines", "box", "boxes",
            "laptop", "server", "servers", "board", "boards", "setup", "host", "desktop", "computer", "pc",
            "workstation", "platform", "notebook", "vm", "guest", "node", "target", "device", "soc", "som",
            // session 47 (verdict51): "obtained using the aforementioned hardware running Fedora 32 w/ kernel ..."
            "hardware");
    private static final Set<String> RUN = Set.of("running", "runs", "using", "uses");
    /** Words between the verb and the version: articles, "Linux", "kernel", "version", "vanilla", ... */
    private static final Set<String> FILLER = Set.of("a", "an", "the", "stable", "latest", "mainline", "vanilla",
            "upstream", "current", "recent", "plain", "kernel", "linux", "version", "v", "release", "distro",
            "stock", "default");
    /** Words that make the run a test of something else, or a wish, a plan or a condition. */
    private static final Set<String> NOT_RUN = Set.of("if", "when", "unless", "whether", "once", "until", "should",
            "could", "would", "might", "please", "try", "can", "will", "want", "wants", "need", "needs", "suppose",
            "assume", "assuming", "any", "every", "no", "not", "never", "isn't", "aren't");
    private static final Set<String> TEST_PATCH_OWNERS = Set.of("this", "my", "your", "the", "a", "test", "debug",
            "his", "her", "their", "our", "that", "these", "proposed", "candidate");
    private static final Set<String> LOGS = Set.of("log", "logs", "syslog", "dmesg", "journal", "trace", "output",
            "console", "bootlog", "kern.log");
    private static final int WORDS = 12;

    private RunSettings() {
    }

    /** Whether {@code c} is the kernel a machine runs, a kernel then said to be run, or one a log comes from. */
    static boolean ranOn(VersionsText t, Candidate c) {
        if (c.start() < 0 || c.end() > t.text.length() || c.start() >= c.end()) {
            return false;
        }
        if (AskedSentences.asked(t.text, c.end()) || deniedAfter(t.text, c.end())) {
            return false;
        }
        String[] w = new String[WORDS];
        int[] at = new int[WORDS];
        int n = RanKernels.wordsBefore(t, c.start(), w, at);
        return machineRuns(t, c, w, at, n) || thenRun(t, c, w, n) || logFrom(w, n);
    }

    /** "a Xeon system running Linux kernel v4.14", "system running Linux with preempt_rt patch (kernel version 4.14)". */
    private static boolean machineRuns(VersionsText t, Candidate c, String[] w, int[] at, int n) {
        int i = RanKernels.skipped(w, n, 4, FILLER);
        i = distributionBefore(w, n, i);
        int verb = -1;
        if (i < n && RUN.contains(w[i])) {
            verb = i;
        } else if (i > 0 && parenthesisBefore(t, at[i - 1])) {
            // "(kernel version 4.14)": the aside names the kernel of a run told just before it
            for (int j = i; j < n && j <= i + 7; j++) {
                if (RUN.contains(w[j])) {
                    verb = j;
                    break;
                }
                if (w[j].equals("patch") || w[j].equals("patches")) {
                    if (j + 1 < n && TEST_PATCH_OWNERS.contains(w[j + 1])) {
                        return false;
                    }
                }
            }
        }
        if (verb < 0) {
            return false;
        }
        for (int j = 0; j < verb; j++) {
            if (NOT_RUN.contains(w[j])) {
                return false;
            }
        }
        for (int j = verb + 1; j < n && j <= verb + 6; j++) {
            if (NOT_RUN.contains(w[j]) || RUN.contains(w[j])) {
                return false;
            }
            if (MACHINES.contains(w[j])) {
                for (int k = j + 1; k < n && k <= j + 4; k++) {
                    if (NOT_RUN.contains(w[k])) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    /** Distributions whose release may stand between a run verb and its kernel ("running Fedora 32 w/ kernel 5.6"). */
    private static final Set<String> DISTRIBUTIONS = Set.of("fedora", "ubuntu", "debian", "centos", "rhel", "suse",
            "sles", "opensuse", "arch", "gentoo", "mint", "manjaro", "raspbian", "rocky", "almalinux");

    /**
     * Session 47 (verdict51): "running Fedora 32 w/ kernel package kernel-5.6.13-300.fc32.x86_64", "using Ubuntu 20.04
     * with kernel 5.4.0-42-generic": read backwards from {@code i} (after the filler), "w"/"with", then an optional
     * release number, then a distribution's name: the index after the name (where the run verb must stand), else
     * {@code i} unchanged. "package" counts as filler right before the version.
     */
    static int distributionBefore(String[] w, int n, int i) {
        while (i < n && i < 6 && (w[i].equals("package") || w[i].equals("kernel") || w[i].equals("linux"))) {
            i++;
        }
        if (i >= n || !(w[i].equals("w") || w[i].equals("with"))) {
            return i;
        }
        int j = i + 1;
        while (j < n && j <= i + 2 && !w[j].isEmpty() && w[j].chars().allMatch(Character::isDigit)) {
            j++;
        }
        return j < n && DISTRIBUTIONS.contains(w[j]) ? j + 1 : i;
    }

    /** Words in the rest of the sentence that make the kernel a good one or deny the symptom on it. */
    private static final Set<String> DENIED = Set.of("not", "no", "never", "without", "isn't", "doesn't", "don't",
            "didn't", "wasn't", "can't", "cannot", "couldn't", "won't", "works", "worked", "working", "fine", "ok",
            "okay", "good", "fixed", "fixes", "fix", "solved", "resolved", "unaffected", "correctly", "properly",
            // "dmesg log of v3.10+ showing successful hot-plug event": the log shows the kernel working
            "successful", "successfully", "success", "succeeds", "succeeded", "passes", "passed", "normal",
            "normally", "expected");

    /**
     * Whether the rest of the sentence after {@code from} (to its end, at most 120 characters) denies the symptom or
     * calls the kernel good: "Compare with the dmesg from 5.4.2, where it works", "A box running 5.4.2 does not show
     * it", "dmesg log of v3.10+ showing successful hot-plug event". A run is no failure there, whatever the other
     * rules make of it.
     */
    private static boolean deniedAfter(String text, int from) {
        return firstWordAfter(text, from, 120, DENIED::contains) != null;
    }

    /**
     * The first word (letters and apostrophes, lower-cased) after {@code from} in its sentence, at most {@code reach}
     * characters on, that {@code wanted} accepts, or null: a sentence end ("?", "!", ";", a full stop before white
     * space, a blank line) or the reach stops the walk. Shared by {@link #deniedAfter} and {@link PlannedRuns}.
     */
    static String firstWordAfter(String text, int from, int reach, java.util.function.Predicate<String> wanted) {
        int end = Math.min(text.length(), from + reach);
        int k = from;
        while (k < end) {
            char ch = text.charAt(k);
            if (ch == '?' || ch == '!' || ch == ';' || (ch == '.' && (k + 1 >= text.length()
                    || Character.isWhitespace(text.charAt(k + 1)))) || (ch == '\n' && k + 1 < text.length()
                    && text.charAt(k + 1) == '\n')) {
                return null;
            }
            if (Character.isLetter(ch)) {
                int s = k;
                while (k < end && (Character.isLetter(text.charAt(k)) || text.charAt(k) == '\'')) {
                    k++;
                }
                String word = text.substring(s, k).toLowerCase(Locale.ROOT);
                if (wanted.test(word)) {
                    return word;
                }
            } else {
                k++;
            }
        }
        return null;
    }

    /** Whether only blanks stand between an opening parenthesis and {@code wordStart}. */
    private static boolean parenthesisBefore(VersionsText t, int wordStart) {
        int k = wordStart - 1;
        while (k >= 0 && wordStart - k < 4 && (t.text.charAt(k) == ' ' || t.text.charAt(k) == '\t')) {
            k--;
        }
        return k >= 0 && t.text.charAt(k) == '(';
    }

    /** "the v5.2 kernel I'm running", "the 5.8 kernel we are currently using". */
    private static boolean thenRun(VersionsText t, Candidate c, String[] w, int n) {
        if (n == 0 || !(w[0].equals("the") || w[0].equals("this") || w[0].equals("my") || w[0].equals("our"))) {
            return false;
        }
        String ahead = t.text.substring(c.end(), Math.min(t.text.length(), c.end() + 60)).toLowerCase(Locale.ROOT);
        String[] a = ahead.split("[^a-z']+", 8);
        int k = 0;
        if (k < a.length && a[k].isEmpty()) {
            k++;
        }
        if (k >= a.length || !(a[k].equals("kernel") || a[k].equals("build") || a[k].equals("tree"))) {
            return false;
        }
        k++;
        if (k < a.length && (a[k].equals("that") || a[k].equals("which"))) {
            k++;
        }
        if (k >= a.length) {
            return false;
        }
        String who = a[k++];
        if (who.equals("i'm") || who.equals("we're")) {
            // contracted: the verb follows
        } else if (who.equals("i") || who.equals("we")) {
            if (k < a.length && (a[k].equals("am") || a[k].equals("are") || a[k].equals("was")
                    || a[k].equals("were"))) {
                k++;
            }
        } else {
            return false;
        }
        if (k < a.length && (a[k].equals("currently") || a[k].equals("now") || a[k].equals("still"))) {
            k++;
        }
        return k < a.length && (a[k].equals("running") || a[k].equals("using"));
    }

    /** "see syslog from linux-5.6.0", "the dmesg from v5.8.3 is attached". */
    private static boolean logFrom(String[] w, int n) {
        int i = RanKernels.skipped(w, n, 3, FILLER);
        if (i + 1 >= n || !(w[i].equals("from") || w[i].equals("of") || w[i].equals("with"))
                || !LOGS.contains(w[i + 1])) {
            return false;
        }
        for (int j = i + 2; j < n && j <= i + 5; j++) {
            if (NOT_RUN.contains(w[j])) {
                return false;
            }
        }
        return true;
    }
}
