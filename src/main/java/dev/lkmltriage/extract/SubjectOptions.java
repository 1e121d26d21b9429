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
            + "[ \\t]{1,3}(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_])");

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
        while (m.find() && out.size() < MAX_NAMED) {
            // a state written after it is the title's own ("Fix 32-bit overflow with CONFIG_ARM_LPAE=n", "Fix build
            // error when CONFIG_ACPI is not set"), as the body's "CONFIG_X=n" is; "!CONFIG_X" is a code path: none
            String value = m.group(2) != null ? m.group(2) : m.group(3) != null ? "n" : null;
            out.add(new ConfigFact(m.group(1), value, false, 0, 0));
        }
        return out;
    }

    private static final Pattern NAMED = Pattern.compile(
            "(?<![A-Za-z0-9_])(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_])"
            + "(?:=([ynm])(?![A-Za-z0-9_])|( is not (?:set|enabled)| is unset))?");

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
