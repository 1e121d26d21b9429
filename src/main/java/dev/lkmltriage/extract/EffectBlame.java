package dev.lkmltriage.extract;

import java.util.Set;

/**
 * A commit blamed by what it did rather than by a cue phrase, read from the clause the commit anchors: the commit
 * as the subject of its sentence with a predicate that states a problem ("Commit X ("...") makes the frob unable to
 * register", "Commit X ("...") turned out causing issues"), or the commit after which a problem appears ("the driver
 * used to work, but after X, it does not" in a sentence about the problem; "this issue happens after commit X"). A
 * predicate that cures ("X avoids the hang", "after X the problem is fixed") blames nothing.
 */
final class EffectBlame {
    /** Problem words of a predicate: those of {@link CommitRoles} and the states a change leaves things in. */
    private static final String[] PROBLEMS = {
        "broke", "broken", "breaks", "regression", "regressed", "fails", "failed", "failure", "crash", "hang", "bug",
        "problem", "issue", "oops", "panic", "doesn't work", "does not work", "no longer", "unable", "unusable",
        "lost", "stopped working"};
    /**
     * After a commit, only problems of behaviour: "no longer exists after X" and "lost its last user after X" are
     * the history of code (the archive check found both read as blame).
     */
    private static final String[] AFTER_PROBLEMS = {
        "broke", "broken", "breaks", "regression", "regressed", "fails", "failed", "failure", "crash", "hang", "bug",
        "problem", "issue", "oops", "panic", "doesn't work", "does not work", "unable", "unusable",
        "stopped working",
        // session 46 (roles49): "After X however these VFs were no longer able to work", "no longer works", and "as
        // of X ..., the fwnode is put ... causing a page fault"; a bare "no longer" stays out ("no longer exists")
        "no longer able", "no longer work", "no longer boot", "page fault"};
    private static final String[] CURES = {
        "fix", "avoid", "prevent", "resolv", "solv", "work around", "workaround", "cure", "address", "silence",
        "get rid", "gets rid", "went away", "goes away", "is gone", "are gone"};
    /** Outcomes that make an effect after a commit a cure: "after this patch the link works again". */
    private static final String[] GOOD_OUTCOMES = {"works", "working", "again", "fine", "correct"};
    private static final Set<String> SUBJECT_LEADS = Set.of("", "commit", "the commit", "upstream commit");

    private EffectBlame() {
    }

    /**
     * Whether {@code sentence} (lowercase, collapsed) blames the commit whose hash starts at {@code at} in it by
     * its effect.
     */
    static boolean blames(String sentence, int at, int end) {
        String pre = sentence.substring(0, at).strip();
        String post = sentence.substring(end);
        int skip = parenthesisEnd(post);
        // the commit's own subject ("regulator: resolve supply ...") is no cure and no problem of the sentence
        String predicate = post.substring(skip);
        if (contains(pre, CURES) || contains(predicate, CURES)) {
            return false;
        }
        if (pre.endsWith(" after") || pre.equals("after") || pre.endsWith(" after commit")
                || pre.equals("after commit") || asOf(pre)) {
            return contains(pre, AFTER_PROBLEMS) || contains(predicate, AFTER_PROBLEMS) || lostFirst(pre);
        }
        if (workedUntil(pre)) {
            return true; // a question ("Was it OK until X?") is refused by the caller, which sees the question mark
        }
        // the commit is the sentence's subject: "Commit X ...". An id opening a line without "Commit" is as often a
        // list item ("Possible dependencies:\n X ("...")") or the end of the sentence before ("Please revert my
        // commit:\nX\n\nAnd see if it is the problem") as a subject
        boolean subject = pre.equals("commit") || pre.equals("the commit") || pre.equals("upstream commit");
        // only the commit's own clause: "The commit X itself is correct, but it exposes this bug" does not blame X
        int but = predicate.indexOf(" but ");
        String own = but >= 0 ? predicate.substring(0, but) : predicate;
        return subject && (contains(own, PROBLEMS) || slowsDown(own));
    }

    /**
     * Session 46 (roles49): "As of X (...), the fwnode is put during irq_domain_remove causing a page fault": "as of"
     * dates what follows from the commit as "after" does, and is read with the same problem words.
     */
    private static boolean asOf(String pre) {
        return pre.equals("as of") || pre.endsWith(" as of") || pre.equals("as of commit")
                || pre.endsWith(" as of commit");
    }

    /** Words that say things worked, right before "until": "was OK until", "worked fine until". */
    private static final Set<String> WORKED = Set.of("ok", "okay", "fine", "worked", "working", "works", "well");
    /** The most words between "until" and the id: "until vfio-pci started enforcing it via X". */
    private static final int UNTIL_WORDS = 8;

    /**
     * Session 46 (roles49): "which was OK until vfio-pci started enforcing it via X", "This worked fine until commit
     * X": a working state that ended with the commit blames it, the "OK until X" of a changelog or a report. The
     * working word must end the words right before "until" in the same clause with no negation in that clause ("was
     * not OK until X" and "didn't work until X" make X a cure, not a culprit), and the id must follow "until" within
     * {@link #UNTIL_WORDS} words; a cure word anywhere in the sentence was already refused.
     */
    static boolean workedUntil(String pre) {
        int u = pre.lastIndexOf("until");
        while (u >= 0 && !((u == 0 || !Character.isLetter(pre.charAt(u - 1)))
                && (u + 5 == pre.length() || pre.charAt(u + 5) == ' '))) {
            u = u == 0 ? -1 : pre.lastIndexOf("until", u - 1);
        }
        if (u < 0) {
            return false;
        }
        String between = pre.substring(u + 5).strip();
        if (!between.isEmpty() && between.split(" ").length > UNTIL_WORDS) {
            return false;
        }
        String head = pre.substring(0, u).strip();
        int cut = Math.max(head.lastIndexOf(','), Math.max(head.lastIndexOf(';'), head.lastIndexOf(':')));
        String clause = " " + (cut < 0 ? head : head.substring(cut + 1)).strip();
        if (clause.contains(" not ") || clause.contains("n't ") || clause.contains(" never ")
                || clause.contains(" if ")) {
            return false;
        }
        int w = clause.lastIndexOf(' ');
        String last = clause.substring(w + 1);
        return WORKED.contains(last);
    }

    private static final String[] SLOWER = {"slows ", "slowed ", "increases ", "increased "};
    private static final Set<String> COSTS = Set.of("time", "latency", "delay", "delays", "overhead");

    /**
     * "Commit X ("...") [1] increases the resume time ... by one second", "slows down boot": a predicate that opens
     * with a slowdown of time spent states a harm without a problem word. "increases" something other than a time
     * ("increases the timeout", "increases the buffer size") states none.
     */
    private static boolean slowsDown(String own) {
        String p = own.strip();
        for (String verb : SLOWER) {
            if (!p.startsWith(verb)) {
                continue;
            }
            if (verb.startsWith("slow")) {
                return true;
            }
            String[] words = p.substring(verb.length()).split(" ", 6);
            for (int k = 0; k < Math.min(5, words.length); k++) {
                if (COSTS.contains(words[k])) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a sentence that introduces a commit on the next line ("The bug became obvious once we enabled ...:")
     * states a problem and no cure (lowercase, collapsed).
     */
    static boolean introBlames(String intro) {
        return contains(intro, PROBLEMS) && !contains(intro, CURES) && !intro.contains("apply")
                && !intro.contains("depend");
    }

    /**
     * "Lost PCIe PME after X" (a report's subject, "Re:" and tags dropped): a sentence opening with "lost" states
     * what the commit took away. "lost" further in ("the function lost its last user after X") is code history.
     */
    private static boolean lostFirst(String pre) {
        String p = pre;
        while (true) {
            if (p.startsWith("re:") || p.startsWith("fw:")) {
                p = p.substring(3).stripLeading();
            } else if (p.startsWith("fwd:")) {
                p = p.substring(4).stripLeading();
            } else if (p.startsWith("[") && p.indexOf(']') > 0) {
                p = p.substring(p.indexOf(']') + 1).stripLeading();
            } else {
                break;
            }
        }
        return p.startsWith("lost ");
    }

    /** What points at the commit introduced on the next line: "this patch", "the following commit". */
    private static final String[] POINTERS = {
        "this patch", "this commit", "this change", "the following patch", "the following commit",
        "the following change"};
    /** Effects tied to the pointer right before it: "changed as a result of this patch", "started with this commit". */
    private static final String[] EFFECT_LEADS = {
        "as a result of", "started with", "started after", "starts with", "began with", "began after",
        "changed with", "changed after", "changed since", "after", "since"};

    /**
     * Whether a sentence that introduces a commit on the next line blames it by an effect tied to a pointer at it
     * ("It appears the behavior changed as a result of this patch (...):", "This started with the following
     * commit:"): no problem word is needed, the effect and the pointer say what the commit did. A cure anywhere in
     * the sentence ("After this patch the hang is gone:") or an effect not tied to the pointer ("This patch changes
     * the behavior as follows:") blames nothing.
     */
    static boolean introBlamesByEffect(String intro) {
        if (contains(intro, CURES) || contains(intro, GOOD_OUTCOMES) || intro.contains("apply")
                || intro.contains("depend")) {
            return false;
        }
        for (String p : POINTERS) {
            for (int k = intro.indexOf(p); k >= 0; k = intro.indexOf(p, k + 1)) {
                String head = intro.substring(0, k).stripTrailing();
                for (String lead : EFFECT_LEADS) {
                    if (head.endsWith(lead) && (head.length() == lead.length()
                            || !Character.isLetter(head.charAt(head.length() - lead.length() - 1)))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Skips a {@code ("subject")} or a bare {@code (subject)} and a {@code [1]} reference after the hash. */
    static int parenthesisEnd(String post) {
        int k = 0;
        while (k < post.length() && post.charAt(k) == ' ') {
            k++;
        }
        if (k < post.length() && post.charAt(k) == '(') {
            int depth = 0;
            for (int j = k; j < post.length(); j++) {
                char c = post.charAt(j);
                depth += c == '(' ? 1 : c == ')' ? -1 : 0;
                if (depth == 0) {
                    k = j + 1;
                    break;
                }
            }
        }
        while (k < post.length() && post.charAt(k) == ' ') {
            k++;
        }
        if (k < post.length() && post.charAt(k) == '[') {
            int close = post.indexOf(']', k);
            k = close > 0 && close - k < 6 ? close + 1 : k;
        }
        return k;
    }

    /** A problem word standing as a word of prose, not inside an identifier ("pci_lost_interrupt()"). */
    private static boolean contains(String s, String[] words) {
        for (String w : words) {
            for (int k = s.indexOf(w); k >= 0; k = s.indexOf(w, k + 1)) {
                if (k > 0 && (Character.isLetterOrDigit(s.charAt(k - 1)) || s.charAt(k - 1) == '_')) {
                    continue;
                }
                int e = k + w.length();
                while (e < s.length() && Character.isLetter(s.charAt(e))) {
                    e++;
                }
                if (e < s.length() && (s.charAt(e) == '_' || s.charAt(e) == '(' || Character.isDigit(s.charAt(e)))) {
                    continue;
                }
                return true;
            }
        }
        return false;
    }
}
