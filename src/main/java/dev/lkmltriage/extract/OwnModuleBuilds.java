package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Session 48 (verdict52), convention (158): a build break that only an out-of-tree module brings gives the kernel it
 * is built against no verdict: "We are upgrading our kernel software to 4.19 and we noticed that pcieport_if.h is no
 * longer in linux/ dir and that breaks compilation of our AER kernel module", "the out-of-tree driver no longer
 * builds on 5.8". The tree itself builds and runs; what fails is code the kernel never carried.
 *
 * <p>A bad mention is withdrawn when its sentence (back to its start through {@link RanKernels#wordsBefore}, on to
 * its end at most 200 characters after the version) holds a build word (compile, compilation, compiling, build,
 * builds, building, built) and names a module outside the tree: "out-of-tree" / "out of tree", a module word after
 * "external", "third-party", "proprietary", "dkms" or "vendor", or a module word at most three words after "our",
 * "my" or "their" ("our AER kernel module"). "Module" only: a maintainer's "our driver" is often the tree's own, whose
 * broken build is the release's (158). The mention is marked as {@link PlannedRuns} marks a run still to do, so the
 * trained fallback guesses nothing either. Constant work per mention; never throws.
 */
final class OwnModuleBuilds {
    private static final int REACH = 200;
    private static final Set<String> BUILD = Set.of("compile", "compiles", "compiled", "compiling", "compilation",
            "build", "builds", "building", "built");
    private static final Set<String> MODULE = Set.of("module", "modules", "kmod", "kmods");
    private static final Set<String> EXTERNAL = Set.of("external", "third-party", "proprietary", "dkms", "vendor");
    private static final Set<String> OWNER = Set.of("our", "my", "their");

    private OwnModuleBuilds() {
    }

    /** Withdraws the bad verdict of each mention whose sentence tells an out-of-tree module's broken build. */
    static void withdraw(VersionsText t, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.BAD && out[k] != KernelVerdicts.RAN_BAD) {
                continue;
            }
            Candidate c = cs.get(k);
            String[] before = new String[32];
            int[] at = new int[32];
            int m = RanKernels.wordsBefore(t, c.start(), before, at);
            String[] after = wordsToSentenceEnd(t.text, c.end());
            String[] w = new String[m + after.length];
            for (int i = 0; i < m; i++) {
                w[i] = before[m - 1 - i]; // back in reading order
            }
            int len = m;
            for (String a : after) {
                if (a == null) {
                    break;
                }
                w[len++] = a;
            }
            if (outOfTreeBuild(w, len)) {
                out[k] = KernelVerdicts.PLANNED;
            }
        }
    }

    /** Whether the first {@code len} words of a sentence tell a build and name a module outside the tree. */
    static boolean outOfTreeBuild(String[] w, int len) {
        boolean build = false;
        boolean outside = false;
        for (int i = 0; i < len; i++) {
            String s = w[i];
            if (s == null) {
                continue;
            }
            build |= BUILD.contains(s);
            if (s.equals("out-of-tree") || s.equals("out") && i + 2 < len && "of".equals(w[i + 1])
                    && "tree".equals(w[i + 2])) {
                outside = true;
            }
            if (MODULE.contains(s)) {
                for (int j = i - 1; j >= 0 && j >= i - 3; j--) {
                    if (w[j] != null && (EXTERNAL.contains(w[j]) || OWNER.contains(w[j]))) {
                        outside = true;
                    }
                }
            }
        }
        return build && outside;
    }

    /** The lowercase words (hyphens kept inside a word) from {@code from} to the sentence's end, bounded. */
    private static String[] wordsToSentenceEnd(String text, int from) {
        String[] out = new String[40];
        int end = Math.min(text.length(), Math.max(0, from) + REACH);
        int n = 0;
        StringBuilder word = new StringBuilder();
        for (int i = Math.max(0, from); i < end && n < out.length; i++) {
            char ch = text.charAt(i);
            if (Character.isLetterOrDigit(ch) || ch == '_' || ch == '-' && word.length() > 0) {
                word.append(ch);
                continue;
            }
            if (word.length() > 0) {
                out[n++] = word.toString().toLowerCase(Locale.ROOT);
                word.setLength(0);
            }
            if (ch == '!' || ch == '?' || ch == '.' && (i + 1 >= text.length()
                    || Character.isWhitespace(text.charAt(i + 1)))) {
                return out;
            }
            if (ch == '\n' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                return out;
            }
        }
        if (word.length() > 0 && n < out.length) {
            out[n] = word.toString().toLowerCase(Locale.ROOT);
        }
        return out;
    }
}
