package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Session 42 (verdict46): conventions 18 and 35, a document's diff lines are prose, added, removed or context:
 * "-Kernels (since ~v5.2) have an option to ...", " for Linux Kernel 2.6.4+", an example log's "Tainted:
 * 4.14.87-rt49-..." name their kernels, without verdict (a document states no run). The scanner of
 * {@link KernelCandidates} steps over diffs, so this reads the lines of the files a diff header places under
 * {@code Documentation/} on their own, with the same kernel-context test as prose (a section number "5.7.3 Boot
 * Interrupt", "ACPI 5.1" or "QEMU 2.9" stays none), and adds what it finds. Code comments and every other file's
 * lines stay unread. Linear: one walk over the diff lines, then one candidate scan of a view in which only the
 * document's lines are prose.
 */
final class DocumentKernels {
    /** A hostile text of nothing but document headers stops being read here. */
    private static final int MAX_HEADERS = 512;
    private static final Set<String> KERNEL_WORDS = Set.of("kernel", "kernels", "linux");

    private DocumentKernels() {
    }

    /** Adds the kernels of every document line in the diffs of {@code t} that {@code out} lacks, in text order. */
    static void addTo(VersionsText t, List<Candidate> out) {
        List<Span> lines = documentLines(t);
        if (lines.isEmpty()) {
            return;
        }
        VersionsText view = new VersionsText(t, asProse(lines, t.text.length()));
        Set<Integer> starts = new HashSet<>();
        for (Candidate c : out) {
            starts.add(c.start());
        }
        boolean added = false;
        int at = 0;
        for (Candidate c : view.kernelCandidates()) {
            if (out.size() >= KernelCandidates.MAX_CANDIDATES) {
                break;
            }
            while (at < lines.size() && lines.get(at).end() <= c.start()) {
                at++;
            }
            if (at < lines.size() && lines.get(at).contains(c.start()) && marked(t, c) && starts.add(c.start())) {
                out.add(new Candidate(c.version(), c.raw(), c.start(), c.end(), c.strong()));
                added = true;
            }
        }
        if (added) {
            out.sort(Comparator.comparingInt(Candidate::start));
        }
    }

    /**
     * A document is full of numbered sections and other things' versions ("refer to 2.4.1 Message RAM
     * Configuration", "6.6.41 cipintrc Coherent Interface ..."), so only a kernel's own shape (a {@code v}, an rc, a
     * 2.6.x number, a "+", a banner's release) or the word kernel or linux beside it makes a document's number a
     * kernel there, not a preposition before it.
     */
    private static boolean marked(VersionsText t, Candidate c) {
        if (c.strong()) {
            return true;
        }
        String[] before = t.wordsBefore(c.start(), 2);
        return KERNEL_WORDS.contains(String.valueOf(before[0])) || KERNEL_WORDS.contains(String.valueOf(before[1]))
                || KERNEL_WORDS.contains(t.wordAfter(c.end()));
    }

    /**
     * The added, removed and context lines of the document files the diffs of {@code t} change, each as a span of
     * its whole line. A file header ({@code diff --git a/X b/X} or {@code +++ b/X}) says which file
     * the lines below belong to; a hunk header, a file header's own lines and every line outside a diff span close
     * nothing but are never read.
     */
    private static List<Span> documentLines(VersionsText t) {
        String s = t.text;
        List<Span> out = new ArrayList<>();
        if (s.indexOf("Documentation/") < 0) {
            return out;
        }
        boolean document = false;
        int headers = 0;
        int n = s.length();
        for (int ls = 0, le; ls < n; ls = le + 1) {
            le = s.indexOf('\n', ls);
            if (le < 0) {
                le = n;
            }
            if (t.kindAt(ls) != SpanKind.DIFF) {
                document = false;
                continue;
            }
            int b = ls;
            boolean marked = false;
            while (b < le && s.charAt(b) == '>') {
                b++; // quote markers of a quoted diff
                marked = true;
            }
            if (marked && b < le && s.charAt(b) == ' ') {
                b++;
            }
            if (s.startsWith("diff --git ", b) || s.startsWith("+++ ", b)) {
                if (++headers > MAX_HEADERS) {
                    break;
                }
                int sp = s.lastIndexOf(' ', le - 1);
                document = s.substring(Math.max(sp + 1, b), le).contains("Documentation/");
            } else if (document && b < le && !s.startsWith("--- ", b) && !s.startsWith("@@", b)
                    && (s.charAt(b) == '+' || s.charAt(b) == '-' || s.charAt(b) == ' ')) {
                out.add(new Span(ls, le, SpanKind.PROSE));
            }
        }
        return out;
    }

    /**
     * Spans covering the whole text: the given lines as prose, everything between as a signature (read by no scanner,
     * and no diff: the view's own scan of it finds no document line to read again).
     */
    private static List<Span> asProse(List<Span> lines, int length) {
        List<Span> out = new ArrayList<>(lines.size() * 2 + 1);
        int at = 0;
        for (Span l : lines) {
            if (l.start() > at) {
                out.add(new Span(at, l.start(), SpanKind.SIGNATURE));
            }
            out.add(new Span(l.start(), l.end(), SpanKind.PROSE));
            at = l.end();
        }
        if (at < length) {
            out.add(new Span(at, length, SpanKind.SIGNATURE));
        }
        return out;
    }
}
