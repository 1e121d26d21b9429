package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Set;

/**
 * Session 53 (facts53): a product's model code followed by a capital-V revision ("Cine S2 V6.5", "RB11E V2.1",
 * "X11SPM-F V2.1") names the board's or card's revision, not a kernel: the word right before the version, on its
 * line and one blank away, mixes an uppercase letter with a digit, as model codes do. An architecture written so
 * ("ARM64 V5.4", "X86_64 V5.10") is no model, and a lowercase "v" ("S2 v5.4"), an -rc or a linux-next date keeps
 * the kernel's shape. Reads at most {@link #MAX_WORD} characters back, so the cost is constant per candidate.
 */
final class ModelRevisions {
    static final int MAX_WORD = 24;
    private static final Set<String> ARCHES = Set.of("arm64", "aarch64", "arm32", "x86_64", "x86-64", "x86", "x64",
            "i386", "i686", "amd64", "ppc64", "ppc64le", "ppc32", "s390", "s390x", "riscv64", "riscv32", "rv64",
            "mips64", "mips32", "sparc64", "ia64");

    private ModelRevisions() {
    }

    /** The version {@code raw} at {@code start} of {@code text} is a model's revision ("S2 V6.5"). */
    static boolean revision(String text, int start, String raw, KernelVersion v) {
        if (raw.isEmpty() || raw.charAt(0) != 'V' || v.isReleaseCandidate() || v.isNext()
                || start < 2 || text.charAt(start - 1) != ' ') {
            return false;
        }
        int end = start - 1;
        int k = end;
        while (k > 0 && end - k < MAX_WORD && modelChar(text.charAt(k - 1))) {
            k--;
        }
        if (k == end || end - k >= MAX_WORD || (k > 0 && !boundary(text.charAt(k - 1)))) {
            return false;
        }
        String word = text.substring(k, end);
        boolean upper = false;
        boolean digit = false;
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            upper |= c >= 'A' && c <= 'Z';
            digit |= c >= '0' && c <= '9';
        }
        return upper && digit && !ARCHES.contains(word.toLowerCase(Locale.ROOT));
    }

    private static boolean modelChar(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    }

    /** What may stand before a model code: a blank, a line's start, a list mark or a bracket. */
    private static boolean boundary(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '(' || c == '[' || c == '"' || c == '\'' || c == ',';
    }
}
