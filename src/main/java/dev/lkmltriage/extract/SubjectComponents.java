package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Set;

/**
 * Whether a patch subject's summary spells a part of a module's name as a word of its own: "PCI: aardvark: Fix
 * comphy with old ATF" spells {@code comphy} of {@code phy-mvebu-a3700-comphy}. A part is a '-'/'_'-separated
 * component of the name, of at least five letters and digits, and no generic word (a bus, a role, "common"); a
 * conversion's summary names its helper ("Change PCIBIOS_SUCCESSFUL to 0", "Factor 'untrusted' check"), not a part of
 * its drivers' names. Linear in the summary; never throws.
 */
final class SubjectComponents {
    /** Components many drivers' names share, or words no driver is told apart by. */
    private static final Set<String> GENERIC = Set.of("common", "platform", "plat", "controller", "driver", "host",
            "endpoint", "legacy", "generic", "bridge", "device", "iommu", "pcie", "intel", "core", "regulator",
            "audio", "sound", "video", "serial", "touch", "power", "thermal");

    private static final int MIN = 5;

    private SubjectComponents() {
    }

    static boolean spells(String summary, String module) {
        if (summary == null || summary.length() > 400) {
            return false;
        }
        String s = summary.toLowerCase(Locale.ROOT);
        for (String part : module.toLowerCase(Locale.ROOT).split("[-_]")) {
            if (part.length() >= MIN && !GENERIC.contains(part) && word(s, part)) {
                return true;
            }
        }
        return false;
    }

    /** {@code part} stands in {@code s} as a word: no letter, digit, '-' or '_' on either side. */
    private static boolean word(String s, String part) {
        for (int at = s.indexOf(part); at >= 0; at = s.indexOf(part, at + 1)) {
            int end = at + part.length();
            if ((at == 0 || !nameChar(s.charAt(at - 1))) && (end == s.length() || !nameChar(s.charAt(end)))) {
                return true;
            }
        }
        return false;
    }

    private static boolean nameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '-' || c == '_';
    }
}
