package dev.lkmltriage.extract;

import java.util.List;

/**
 * Two module names joined by a slash in running text are named together: "radeon/amdgpu devices" names radeon as
 * well as amdgpu, "the gasket/apex driver module" both. The word before the slash counts when the word after it does
 * (by the prose rules); when "driver" or "module" follows the pair, both count even when word-like, as a pair of
 * two of the table's module names is no phrase of prose. Only the table's own module names (no aliases, no generic
 * port or bus names), in lowercase, three characters or more, the first a word of its own ({@link
 * DriverExtractor#slashPair}). Reads at most 22 characters back from the slash; never throws.
 */
final class SlashedModules {
    private static final int MIN = 3;

    private SlashedModules() {
    }

    /**
     * The modules to name for the pair whose slash is at {@code slash} and whose second word is {@code second}, which
     * the prose rules named or not ({@code secondNamed}) and which {@code driverAfter} says "driver" follows.
     */
    static List<String> names(String text, int slash, int lineStart, String second, boolean secondNamed,
            boolean driverAfter, DriverTable table) {
        int start = start(text, slash, lineStart);
        if (slash - start < MIN || second.length() < MIN) {
            return List.of();
        }
        String first = text.substring(start, slash);
        DriverTable.Driver a = module(first, table);
        if (a == null || first.equals(second)) {
            return List.of();
        }
        if (secondNamed) {
            return List.of(a.name());
        }
        DriverTable.Driver b = module(second, table);
        return driverAfter && b != null ? List.of(a.name(), b.name()) : List.of();
    }

    /** Where the word before the slash at {@code slash} starts (at most 22 characters back). */
    static int start(String text, int slash, int lineStart) {
        int start = slash;
        while (start > lineStart && start > slash - 22 && word(text.charAt(start - 1))) {
            start--;
        }
        return start;
    }

    private static DriverTable.Driver module(String name, DriverTable table) {
        if (DriverExtractor.NOT_DRIVERS.contains(name)) {
            return null;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) {
                return null;
            }
        }
        return table.byName(name);
    }

    private static boolean word(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }
}
