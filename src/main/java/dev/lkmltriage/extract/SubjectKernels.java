package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A subject that names a problem lists the kernels it was seen on: "resume stalls I/O in Linux 5.3-rc2 (5.2.5, 5.1.20)
 * since abc123, 5.2/5.3 w/ pcieIRQ loop". When the subject's own reading calls at least one of its kernels bad and none
 * good, a kernel of the subject left without a verdict (an elliptic "5.2/5.3", a list's last item after its cue's
 * clause ended) is one more kernel of that problem: bad, run-only ({@link KernelVerdicts#RAN_BAD}), so it joins a
 * regression the thread states but states none by itself.
 *
 * <p>Not in a patch's, pull's or series' subject (the kernels there are targets and bases: "[PATCH 5.4 3/9] fix hang
 * in 5.4.2"), not a kernel set apart by an order, target or range word right before it ("since 5.4", "until 5.5",
 * "for 5.10", "from 5.3"), not one followed by "?", and not when the subject names a good kernel (then the subject
 * contrasts kernels, and one left unread may be either side).
 */
final class SubjectKernels {
    private static final Set<String> APART = Set.of("since", "before", "after", "until", "till", "from", "than",
            "vs", "versus", "to", "between", "pre", "post", "for", "into", "onto", "against", "except",
            "unlike", "not", "fixed", "fix", "fixes");

    private SubjectKernels() {
    }

    /** Failure words a report's subject names its problem by. */
    private static final Set<String> FAILURES = Set.of("fault", "faults", "abort", "aborts", "oops", "panic",
            "panics", "crash", "crashes", "hang", "hangs", "fails", "failure", "failed", "broken", "error", "errors",
            "warning", "warnings", "bug", "regression", "lockup", "freeze", "freezes", "stall", "stalls", "timeout");

    /**
     * Session 38 (verdict41): a report's subject that names a failure and ends with the one kernel it was seen on,
     * written as a kernel ("... when loading xhci_pci.ko - uPD720202, PEX8605, iMX6Q and linux-4.19.25"), lists that
     * kernel as the setting of the problem: bad, run-only. Not in a patch's subject, not with a question mark, not
     * a kernel set apart by an order or target word.
     */
    static void settingLast(VersionsText subject, List<Candidate> cs, int[] verdicts) {
        if (cs.size() != 1 || verdicts.length < 1 || verdicts[0] != KernelVerdicts.NONE
                || PatchThreads.subject(subject.text) || subject.text.indexOf('?') >= 0) {
            return;
        }
        Candidate c = cs.get(0);
        String rest = subject.text.substring(c.end()).strip();
        if (!rest.isEmpty() && !rest.equals(")") && !rest.equals(".")) {
            return;
        }
        String[] pre = subject.wordsBefore(c.start(), 2);
        String lead = subject.text.substring(Math.max(0, c.start() - 7), c.start()).toLowerCase(Locale.ROOT);
        boolean named = lead.endsWith("linux-") || lead.endsWith("kernel-") || lead.endsWith("linux ")
                || lead.endsWith("kernel ") || "linux".equals(pre[0]) || "kernel".equals(pre[0]);
        if (!named || (pre[1] != null && APART.contains(pre[1])) || (pre[0] != null && APART.contains(pre[0]))) {
            return;
        }
        for (String w : subject.text.toLowerCase(Locale.ROOT).split("[^a-z]+")) {
            if (FAILURES.contains(w)) {
                verdicts[0] = KernelVerdicts.RAN_BAD;
                return;
            }
        }
    }

    /** Gives {@code RAN_BAD} to the subject's verdictless kernels when the subject reads as a problem's list. */
    static void share(VersionsText subject, List<Candidate> cs, int[] verdicts) {
        if (cs.size() < 2 || cs.size() > 12 || PatchThreads.subject(subject.text)) {
            return;
        }
        boolean bad = false;
        for (int k = 0; k < cs.size(); k++) {
            int v = k < verdicts.length ? verdicts[k] : KernelVerdicts.NONE;
            if (v == KernelVerdicts.GOOD || v == KernelVerdicts.WEAK_GOOD) {
                return;
            }
            bad |= v == KernelVerdicts.BAD;
        }
        if (!bad) {
            return;
        }
        boolean[] apart = new boolean[cs.size()];
        for (int k = 0; k < cs.size(); k++) {
            Candidate c = cs.get(k);
            String[] pre = subject.wordsBefore(c.start(), 1);
            apart[k] = slashPartner(subject, cs, k) ? apart[k - 1]
                    : pre[0] != null && APART.contains(pre[0]) || questionAfter(subject, c);
            if (verdicts[k] == KernelVerdicts.NONE && !apart[k]) {
                verdicts[k] = KernelVerdicts.RAN_BAD;
            }
        }
    }

    /** "5.2/5.3": the second of a slash pair is set apart as its first is (the word before is the pair's). */
    private static boolean slashPartner(VersionsText s, List<Candidate> cs, int k) {
        return k > 0 && cs.get(k).start() == cs.get(k - 1).end() + 1 && s.text.charAt(cs.get(k - 1).end()) == '/';
    }

    private static boolean questionAfter(VersionsText s, Candidate c) {
        int k = c.end();
        while (k < s.text.length() && s.text.charAt(k) == ' ') {
            k++;
        }
        return k < s.text.length() && s.text.charAt(k) == '?';
    }
}
