package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The good end of a regression's window. A good kernel newer than every bad one ("broken in 5.3-rc4 and 5.4, works
 * again with 5.5-rc2") is where the regression was fixed, not a kernel before it: it stays a good kernel fact but
 * leaves the window. A good kernel older than (or equal to) some bad one stays, and so does every good kernel when no
 * bad kernel is known or a version cannot be ordered.
 */
final class RegressionWindow {
    private RegressionWindow() {
    }

    /** The good kernels, in their order, without those newer than every bad kernel. */
    static List<String> goodBefore(Collection<String> good, Collection<String> bad) {
        List<KernelVersion> badVersions = new ArrayList<>(bad.size());
        for (String b : bad) {
            KernelVersion v = KernelVersion.tryParse(b).orElse(null);
            if (v == null) {
                return List.copyOf(good); // an unordered bad kernel: nothing can be said to come after it
            }
            badVersions.add(v);
        }
        if (badVersions.isEmpty()) {
            return List.copyOf(good);
        }
        List<String> out = new ArrayList<>(good.size());
        for (String g : good) {
            KernelVersion gv = KernelVersion.tryParse(g).orElse(null);
            if (gv == null || !newerThanAll(gv, badVersions)) {
                out.add(g);
            }
        }
        return List.copyOf(out);
    }

    // "regression", "regressed", "breaks", "broken", "broke" as words of the subject; "[REGRESSION]" titles too
    private static final Pattern SUBJECT_BREAKS = Pattern.compile(
            "\\b(regress(ion|ions|ed|es)?|break(s)?|broken?)\\b");
    // a subject that names a good side ("works on 5.3, regression on 5.4", "from 5.3 to 5.4", "5.3 vs 5.4") cannot
    // make all its kernels bad ("resume from suspend" is no side: only "from" before a version is)
    private static final Pattern SUBJECT_GOOD_SIDE = Pattern.compile(
            "\\b(works?|working|worked|fine|good|ok|okay|vs|versus|fixe[sd]|fix|fixing|until|before)\\b|->"
            + "|\\bfrom (v|linux |kernel )?\\d");

    /**
     * Adds to the bad end the kernels the message's own subject names without a verdict, when that subject states
     * the regression ("regression: resume stalls ... 5.2/5.3 w/ pcie IRQ loop", "[REGRESSION] v5.5-rc1 breaks the
     * board", "fails since 5.9"): a title naming kernels beside "regression", "breaks" or a problem "since" a kernel
     * names where it is broken. Only once a regression is stated (the caller's business), never a kernel with a
     * verdict of its own, never a subject naming a good side or a fix, and never a kernel not newer than some good
     * kernel of the window.
     */
    static void addSubjectBad(String subject, List<KernelFact> kernels, Set<String> good, Set<String> bad) {
        if (subject == null || subject.isEmpty() || kernels == null) {
            return;
        }
        String s = subject.toLowerCase(Locale.ROOT);
        boolean breaks = SUBJECT_BREAKS.matcher(s).find() || SinceKernelSubjects.states(s); // "fails since 5.9"
        if (!breaks || SUBJECT_GOOD_SIDE.matcher(s).find() || s.contains("[patch") || s.contains("build regression")) {
            return;
        }
        List<KernelVersion> goodVersions = new ArrayList<>();
        for (String g : good) {
            KernelVersion v = KernelVersion.tryParse(g).orElse(null);
            if (v == null) {
                return;
            }
            goodVersions.add(v);
        }
        List<String> add = new ArrayList<>();
        for (KernelFact k : kernels) {
            // the subject's kernels are the facts without a span in the body (start == end)
            if (k == null || k.version() == null || k.start() != k.end() || k.verdict() != null) {
                continue;
            }
            KernelVersion v = KernelVersion.tryParse(k.version()).orElse(null);
            if (v == null || good.contains(k.version()) || !newerThanAll(v, goodVersions) || hasVerdict(kernels,
                    k.version())) {
                continue;
            }
            add.add(k.version());
        }
        bad.addAll(add);
    }

    /** Words that make a kernel's sentence about a change, not the kernel that worked: a fix's, a backport's. */
    private static final Pattern CHANGE_WORDS = Pattern.compile(
            "\\b(?:fix\\w*|patch\\w*|backport\\w*|stable|appl(?:y|ied|ies)|merged?|queued|revert\\w*|commits?"
                    + "|tags?|branch|rebased?|based|target\\w*)\\b");
    /** A kernel named as a target right before it: "queued for 5.8", "merged into v5.8", "on top of 5.8". */
    private static final Pattern TARGET_BEFORE = Pattern.compile(
            "\\b(?:for|into|onto|to|against|of)\\s+(?:the\\s+)?(?:v|linux[ -]|kernel\\s+)?$");

    /**
     * The release before a regression's bad one, named with no verdict, is where it worked: a regression of 5.9
     * ("With upgrade to kernel 5.9 my VMs stopped working") that names 5.8 ("with kernel 5.8 these are the IOMMU
     * groups") had 5.8 working. Only when the window has bad kernels and no good one, only for a bad release written
     * as major.minor (not an -rc, a stable release or linux-next) and the release right before it (5.8 for 5.9, not
     * 5.7; not 4.20 for 5.0), only a body kernel with no verdict of its own, and only when the sentence naming it
     * speaks of no change (fix, patch, backport, stable, commit, revert, base, target: "backported to 5.8" is where
     * a fix went) and no target word stands right before it ("queued for 5.8"). Returns the version to add to the
     * good end, or null.
     */
    static String previousRelease(String text, List<KernelFact> kernels, Set<String> good, Set<String> bad) {
        if (text == null || kernels == null || !good.isEmpty() || bad.isEmpty()) {
            return null;
        }
        for (String b : bad) {
            KernelVersion bv = KernelVersion.tryParse(b).orElse(null);
            if (bv == null || bv.components() != 2 || bv.isReleaseCandidate() || bv.isNext() || bv.minor() == 0) {
                continue;
            }
            String previous = bv.major() + "." + (bv.minor() - 1);
            for (KernelFact k : kernels) {
                if (k != null && previous.equals(k.version()) && k.verdict() == null && k.start() < k.end()
                        && k.end() <= text.length() && !hasVerdict(kernels, previous)
                        && !CHANGE_WORDS.matcher(around(text, k.start(), k.end())).find()
                        && !TARGET_BEFORE.matcher(text.substring(Math.max(0, k.start() - 20), k.start())
                                .toLowerCase(Locale.ROOT)).find()) {
                    return previous;
                }
            }
        }
        return null;
    }

    /** The kernel's sentence, at most 120 characters each way, lowercase. */
    private static String around(String text, int start, int end) {
        int from = start;
        while (from > 0 && start - from < 120 && !sentenceEnd(text, from - 1)) {
            from--;
        }
        int to = end;
        while (to < text.length() && to - end < 120 && !sentenceEnd(text, to)) {
            to++;
        }
        return text.substring(from, to).toLowerCase(Locale.ROOT);
    }

    private static boolean sentenceEnd(String text, int i) {
        char c = text.charAt(i);
        return c == '!' || c == '?' || c == ':' || (c == '.' && (i + 1 == text.length()
                || Character.isWhitespace(text.charAt(i + 1))));
    }

    private static boolean hasVerdict(List<KernelFact> kernels, String version) {
        for (KernelFact k : kernels) {
            if (k != null && version.equals(k.version()) && k.verdict() != null) {
                return true;
            }
        }
        return false;
    }

    private static boolean newerThanAll(KernelVersion g, List<KernelVersion> bad) {
        for (KernelVersion b : bad) {
            if (g.compareTo(b) <= 0) {
                return false;
            }
        }
        return true;
    }
}
