package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A line of a list of tested versions that labels one version across a colon (session 11): the label before it
 * ("bad: v5.3-rc2", "Last known good: 5.8.12", "- first bad: 5.9-rc1") or the result after it ("- 5.9.1: hangs",
 * "Kernel 5.8.18: works fine", "5.10-rc4: not ok"). The line must hold nothing else: the label side is at most
 * three words, the version side only a bullet, "kernel", "linux" or "v", so a changelog's "Changes since v5.8: fixed
 * a typo" or "v2 -> v3: fixed ..." and a sentence with a colon in it say nothing; a result about building or
 * applying a patch (a stable bot's "v5.4.28: Build OK!") judges the patch, not the kernel. Bounded by one line.
 */
final class ListedVerdicts {
    private static final Set<String> LEAD = Set.of("kernel", "linux", "mainline", "stable", "upstream");
    private static final Set<String> RANK = Set.of("last", "first", "known", "latest", "earliest");
    private static final Set<String> LABEL_GOOD = Set.of("good", "ok", "okay", "working", "works", "fine");
    private static final Set<String> LABEL_BAD = Set.of("bad", "broken", "fails", "failing", "fail", "failed");
    private static final int MAX_RESULT_WORDS = 4;
    /** Compiled once: String.split compiles a regex of more than one character on every call. */
    private static final Pattern WORD_GAP = Pattern.compile("[\\s,.;!()]+");

    private ListedVerdicts() {
    }

    /** GOOD or BAD from the list line holding {@code c}; {@code before} is the line's text before it, lower case. */
    static int judge(VersionsText t, KernelCandidates.Candidate c, String before) {
        if (before.length() > 40) {
            return KernelVerdicts.NONE;
        }
        String pre = bare(before);
        if (pre.endsWith(":")) {
            // "good: v5.3-rc2-111-g97b00aff2c45 + git revert X": the label is the patched tree's, not the release's
            String rest = t.text.substring(c.end(), Math.max(c.end(), t.lineEnd(c.start()))).toLowerCase(Locale.ROOT);
            if (rest.contains("revert") || rest.contains("+") || rest.contains("patch")) {
                return KernelVerdicts.NONE;
            }
            return labelBefore(pre.substring(0, pre.length() - 1).strip());
        }
        if (!versionLeads(pre)) {
            return KernelVerdicts.NONE;
        }
        int k = c.end();
        // bounded at VersionsText.WINDOW (300) characters, well past the 60 a result may take
        int lineEnd = t.lineEnd(k);
        if (lineEnd - k > 60 || lineEnd - k < 2 || t.text.charAt(k) != ':') {
            return KernelVerdicts.NONE;
        }
        return resultAfter(t.text.substring(k + 1, lineEnd).toLowerCase(Locale.ROOT));
    }

    /**
     * Session 27 (verdict27): whether the line is a result list's line, "- 5.9: works": only a lead before the
     * version ({@code before}, the line's text before it) and a short result after the colon at {@code colon}.
     */
    static boolean resultLine(VersionsText t, String before, int colon) {
        if (before.length() > 40 || !versionLeads(bare(before.toLowerCase(Locale.ROOT)))) {
            return false;
        }
        int lineEnd = t.lineEnd(colon);
        return lineEnd - colon <= 60 && lineEnd - colon >= 2
                && resultAfter(t.text.substring(colon + 1, lineEnd).toLowerCase(Locale.ROOT)) != KernelVerdicts.NONE;
    }

    /** The line's start without quote marks, list bullets and spaces. */
    private static String bare(String before) {
        int k = 0;
        while (k < before.length() && " \t>|-*+".indexOf(before.charAt(k)) >= 0) {
            k++;
        }
        return before.substring(k).strip();
    }

    /** "bad", "last known good", "first bad" (at most three words) before the colon. */
    private static int labelBefore(String label) {
        String[] w = label.split(" ");
        if (w.length > 3) {
            return KernelVerdicts.NONE;
        }
        for (int k = 0; k + 1 < w.length; k++) {
            if (!RANK.contains(w[k])) {
                return KernelVerdicts.NONE;
            }
        }
        String last = w[w.length - 1];
        return LABEL_GOOD.contains(last) ? KernelVerdicts.GOOD : LABEL_BAD.contains(last) ? KernelVerdicts.BAD
                : KernelVerdicts.NONE;
    }

    /** Only a bullet (already cut), "kernel", "linux", "v" or nothing before the version. */
    private static boolean versionLeads(String pre) {
        if (pre.isEmpty() || pre.equals("v")) {
            return true;
        }
        String p = pre.endsWith("v") ? pre.substring(0, pre.length() - 1).strip() : pre;
        return LEAD.contains(p);
    }

    /** "works", "hangs at boot", "not ok", "no problems": the first polarity word of a short result, negated or not. */
    private static int resultAfter(String rest) {
        String[] w = WORD_GAP.split(rest.strip());
        if (w.length == 0 || w.length > MAX_RESULT_WORDS || w[0].isEmpty()) {
            return KernelVerdicts.NONE;
        }
        boolean negated = false;
        for (String word : w) {
            if (word.startsWith("build") || word.startsWith("built") || word.startsWith("compil")
                    || word.startsWith("appl")) {
                // a stable bot's "v5.4.28: Build OK!", "v4.19.48: Failed to apply!": the patch's fate on that
                // tree, not the kernel's behaviour
                return KernelVerdicts.NONE;
            }
            if (VerdictClauses.NEGATORS.contains(word) || word.endsWith("n't")) {
                negated = true;
                continue;
            }
            int p = KernelVerdicts.polarity(word);
            if (p != KernelVerdicts.NONE) {
                return negated ? (p == KernelVerdicts.GOOD ? KernelVerdicts.BAD : KernelVerdicts.GOOD) : p;
            }
        }
        return KernelVerdicts.NONE;
    }
}
