package dev.lkmltriage.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The setting a build fix's subject names as the failing build's: "x86/platform/intel-mid: Fix build error without
 * CONFIG_ACPI", "PCI: hv: Fix build error without CONFIG_SYSFS" (n: the build breaks where the option is unset). Only
 * "without CONFIG_X" after a build word (build, compile, compilation, link) in the same subject, own or inherited.
 * Not: "Make resume work without CONFIG_PM" (no build word), "!CONFIG_INDIRECT_PIO" (a code condition), "Add
 * CONFIG_X", an option spelled without its prefix. The body's values come first: the caller adds this one only for an
 * option the body gives no value (a bare "while building without CONFIG_SYSFS" gains it). Never throws; a subject longer than any real one is not read.
 */
final class SubjectOptions {
    private static final int MAX_SUBJECT = 1000;
    private static final Pattern WITHOUT = Pattern.compile(
            "(?<![A-Za-z])(?i:build|compile|compilation|link)(?![A-Za-z])[^\\n]{0,80}?(?<![A-Za-z])(?i:without)"
            + "[ \\t]{1,3}(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_])");

    private SubjectOptions() {
    }

    /** The option unset in the failing build a subject names, or null. */
    static ConfigFact without(String subject) {
        // the pattern needs "CONFIG_" as written: most subjects are ruled out without running it
        if (subject == null || subject.length() > MAX_SUBJECT || !subject.contains("CONFIG_")) {
            return null;
        }
        Matcher m = WITHOUT.matcher(subject);
        return m.find() ? new ConfigFact(m.group(1), "n", false, 0, 0) : null;
    }
}
