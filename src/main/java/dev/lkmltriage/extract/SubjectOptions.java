package dev.lkmltriage.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The setting a build fix's subject names as the failing build's: "x86/platform/intel-mid: Fix build error without
 * CONFIG_ACPI", "PCI: hv: Fix build error without CONFIG_SYSFS" (n: the build breaks where the option is unset). Only
 * "without CONFIG_X" after a build word (build, compile, compilation, link) in the same subject, own or inherited.
 * Not: "Make resume work without CONFIG_PM" (no build word), "!CONFIG_INDIRECT_PIO" (a code path: {@link #named}), "Add
 * CONFIG_X", an option spelled without its prefix. The body's values come first: the caller adds this one only for an
 * option the body gives no value (a bare "while building without CONFIG_SYSFS" gains it). Never throws; a subject longer than any real one is not read.
 */
final class SubjectOptions {
    private static final int MAX_SUBJECT = 1000;
    private static final Pattern WITHOUT = Pattern.compile(
            "(?<![A-Za-z])(?i:build|compile|compilation|link)(?![A-Za-z])[^\\n]{0,80}?(?<![A-Za-z])(?i:without)"
            + "[ \\t]{1,3}(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_])"
            + "|(?<![A-Za-z])(?i:build|compile|compilation|link)(?![A-Za-z])[^\\n]{0,80}?(?<![A-Za-z])(?i:when|with)"
            + "[ \\t]{1,3}!(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_])"
            // Session 45 (configs45): the negated option before its build word (a word between at most) in a fix
            // ("Fixed !CONFIG_ZZ compilation issue", "fix the !CONFIG_ZZ build") or before a failure word ("the
            // !CONFIG_ZZ build error"); without either it is a code path ("accessors for !CONFIG_ZZ build",
            // "stubs for !CONFIG_ZZ builds", session 17's reading)
            + "|(?<![A-Za-z])(?i:fix|fixes|fixed|fixing)(?![A-Za-z])[^\\n]{0,40}?(?<![A-Za-z0-9_!])!(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})"
            + "(?![A-Za-z0-9_])[ \\t]{1,3}(?:[A-Za-z][a-z]{1,15}[ \\t]{1,3})?(?i:builds?|compil(?:e|es|ation)|link)(?![A-Za-z])"
            + "|(?<![A-Za-z0-9_!])!(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_])[ \\t]{1,3}(?:[A-Za-z][a-z]{1,15}[ \\t]{1,3})?"
            + "(?i:builds?|compil(?:e|es|ation)|link)[ \\t]{1,3}(?i:errors?|failures?|issues?|warnings?|breakage|breaks?|problems?)"
            + "(?![A-Za-z])");

    /** The first option group {@link #WITHOUT} filled. */
    private static int filled(Matcher m) {
        for (int g = 1; g <= m.groupCount(); g++) {
            if (m.group(g) != null) {
                return g;
            }
        }
        return 1;
    }

    private SubjectOptions() {
    }

    /** Most options one subject is read for: a real subject names one or two. */
    static final int MAX_NAMED = 4;

    /**
     * Every option a subject names as written ({@code CONFIG_X}, also as {@code !CONFIG_X}), with no value unless a
     * state is written after it ({@code =n}, "is not set"): a title names an option in prose whatever its notation
     * (convention 17: "accessors for !CONFIG_INDIRECT_PIO", "don't set acpi stuff if !CONFIG_ACPI", "move the DMA
     * offset handling under ifdef CONFIG_ARM_LPAE"); the value is what a stated build or run had, which the body or
     * {@link #without} gives. Own or inherited (a reply's subject is its own, as its kernels are). One pass over at
     * most {@link #MAX_SUBJECT} characters.
     */
    static java.util.List<ConfigFact> named(String subject) {
        if (subject == null || subject.length() > MAX_SUBJECT || !subject.contains("CONFIG_")) {
            return java.util.List.of();
        }
        java.util.List<ConfigFact> out = new java.util.ArrayList<>(1);
        Matcher m = NAMED.matcher(subject);
        boolean defconfig = DEFCONFIG.matcher(subject).find();
        while (m.find() && out.size() < MAX_NAMED) {
            // a state written after it is the title's own ("Fix 32-bit overflow with CONFIG_ARM_LPAE=n", "Fix build
            // error when CONFIG_ACPI is not set"), as the body's "CONFIG_X=n" is; "!CONFIG_X" is a code path: none
            String value = m.group(2) != null ? m.group(2) : m.group(3) != null ? "n" : null;
            if (value == null && defconfig) {
                value = defconfigValue(subject, m.start(1), m.end(1));
            }
            out.add(new ConfigFact(m.group(1), value, false, 0, 0));
        }
        return out;
    }

    private static final Pattern NAMED = Pattern.compile(
            "(?<![A-Za-z0-9_])(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_])"
            + "(?:=([ynm])(?![A-Za-z0-9_])|( is not (?:set|enabled)| is unset))?");

    /** A title tagged as a defconfig change: "arm64: defconfig: ...", "ARM: multi_v7_defconfig: ...". */
    private static final Pattern DEFCONFIG = Pattern.compile("(?<![A-Za-z0-9])(?:[a-z0-9]+_)*defconfig:");
    /** The verb right before the option ("Enable CONFIG_X", "select CONFIG_X", "Disable CONFIG_X"), not negated. */
    private static final Pattern VERB_BEFORE = Pattern.compile(
            "(?<![A-Za-z'\u2019])(?<!(?i:n't|n\u2019t|not|never)[ \\t])(?i:(enable|select|disable))[ \\t]{1,3}$");
    /** "... as module", "... as a module" right after the option. */
    private static final Pattern AS_MODULE = Pattern.compile("^[ \\t]{1,3}(?i:as[ \\t]{1,3}(?:an?[ \\t]{1,3})?module)");

    /**
     * Session 40 (configs40): the value a defconfig title sets: the patch writes the line into the shipped config, so
     * "arm64: defconfig: enable CONFIG_ZZ_HOST" is y, "Select CONFIG_ZZ_RESET as module" m, "Disable CONFIG_ZZ" n
     * (convention 45 reads a reply's inherited subject as its own; held-out38 labels the reply's value y). Other titles
     * ("Don't select CONFIG_X by default", "Enable CONFIG_X for arch Y" without the defconfig tag) change Kconfig
     * code and set nothing. Null without such a verb right before the option.
     */
    private static String defconfigValue(String subject, int start, int end) {
        Matcher v = VERB_BEFORE.matcher(subject.substring(Math.max(0, start - 20), start));
        if (!v.find()) {
            return null;
        }
        if (v.group(1).equalsIgnoreCase("disable")) {
            return "n";
        }
        return AS_MODULE.matcher(subject.substring(end, Math.min(subject.length(), end + 20))).find() ? "m" : "y";
    }

    /** The option unset in the failing build a subject names, or null. */
    static ConfigFact without(String subject) {
        // the pattern needs "CONFIG_" as written: most subjects are ruled out without running it
        if (subject == null || subject.length() > MAX_SUBJECT || !subject.contains("CONFIG_")) {
            return null;
        }
        Matcher m = WITHOUT.matcher(subject);
        return m.find() ? new ConfigFact(m.group(filled(m)), "n", false, 0, 0) : null;
    }

    /**
     * Session 41 (configs41): the same failing build in a line of a body, a pull's shortlog or summary ("PCI: dwc:
     * Fix compilation when !CONFIG_ZZ_GPIO", "causes a build failure without CONFIG_ZZ_GPIO"), or null. Also
     * "when !CONFIG_X" after the build word, in a subject too: the build breaks where the option is unset
     * (convention 17's "build failure ... when CONFIG_PRI=n"); "stubs when !CONFIG_X" has no build word and stays a
     * code path. The caller adds it only for an option the message gives no other value. A line longer than any
     * subject is not read.
     */
    static ConfigFact without(String text, int from, int end, boolean quoted) {
        if (end - from > MAX_SUBJECT) {
            return null;
        }
        Matcher m = WITHOUT.matcher(text).region(from, end);
        if (!m.find()) {
            return null;
        }
        int g = filled(m);
        return new ConfigFact(m.group(g), "n", quoted, m.start(g), m.end(g));
    }
}
