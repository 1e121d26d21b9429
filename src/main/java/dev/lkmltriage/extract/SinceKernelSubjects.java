package dev.lkmltriage.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A subject that says a problem began with a kernel: "[BUG] PCIe on my ARM board broken since 5.9", "NVMe resume
 * fails since v5.10-rc1", "hda regression since 5.7", "no link since kernel 5.4". That is a regression stated in
 * the title, and the kernel after "since" is the first bad one. Read: a problem word, then within 80 characters (no
 * quote mark between) "since", an optional "linux", "kernel" or "version", and a version. Not: a question ("broken
 * since 5.9?"), a patch's or fix's subject ("[PATCH] PCI: fix hang since 5.9", "Re: [RFC] ..."), a cure ("works
 * again since 5.10", "fixed since 5.9": no problem word), "since commit X" (a change, read by {@link
 * BrokenAfterChange} and the commit readers). Subjects are short (at most 400 characters read), so one regex is
 * cheap.
 */
final class SinceKernelSubjects {
    private static final Pattern SHAPE = Pattern.compile(
            "\\b(?:broken|broke|breaks|fails?|failed|failing|failures?|regress(?:ion|ions|ed|es)?|hangs?|hung"
                    + "|crash(?:es|ed)?|panics?|oops|stopped|no longer|not working|doesn't work|does not work"
                    + "|unusable|freezes?|lockups?|missing|lost|no link|not detected|not found)\\b"
                    + "[^\"\u201c\u201d?]{0,80}?\\bsince\\s+(?:(?:linux|kernel|version)\\s+)?"
                    + "v?(\\d{1,2}\\.\\d{1,2}(?:\\.\\d{1,3})?(?:-rc\\d{1,2})?)(?![\\w.])");
    /** A patch's, fix's or cure's subject names what it mends, not a problem the author reports. */
    private static final Pattern NOT_REPORT = Pattern.compile(
            "\\[(?:[^\\]]*\\b)?(?:patch|rfc|pull|git pull)\\b|\\b(?:fix\\w*|resolv\\w*|revert\\w*|workaround|"
                    + "work around|avoid\\w*|prevent\\w*)\\b");

    private SinceKernelSubjects() {
    }

    /** The first bad kernel a lowercase subject names after "since", as written (without a "v"), or null. */
    static String firstBad(String lowerSubject) {
        if (lowerSubject == null || lowerSubject.length() > 400 || lowerSubject.indexOf("since") < 0
                || lowerSubject.indexOf('?') >= 0 || NOT_REPORT.matcher(lowerSubject).find()) {
            return null;
        }
        Matcher m = SHAPE.matcher(lowerSubject);
        return m.find() ? m.group(1) : null;
    }

    /** True when the lowercase subject states a problem since a kernel. */
    static boolean states(String lowerSubject) {
        return firstBad(lowerSubject) != null;
    }
}
