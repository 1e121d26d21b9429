package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.KernelVerdicts.BAD;
import static dev.lkmltriage.extract.KernelVerdicts.GOOD;
import static dev.lkmltriage.extract.KernelVerdicts.NONE;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Verdicts a version takes from a comparison rather than from a cue word of its own: the kernel measured against
 * ("slower than 5.4" makes 5.4 good), the elliptic second half of a contrast ("5.8.18 is fine, 5.9.1 is not"), a past
 * state ("In 2.6.22 it was around 83MB/s") and a named baseline ("where 2.6.22 gave 83MB/s"), plus the figure cues
 * the prose rule asks about ("only 380 Mbit/s", "down to a third").
 */
final class ComparedVerdicts {
    private static final Set<String> PAST_RESULT = Set.of("gave", "gives", "managed", "manages", "did", "does", "was",
            "got", "had", "reached", "reaches", "ran", "runs", "used", "gets");
    private static final Set<String> EARLIER = Set.of("older", "previous", "old", "last", "earlier");
    private static final Set<String> AT = Set.of("with", "on", "in", "under");

    private final VersionsText t;
    private final VerdictClauses clauses;

    ComparedVerdicts(VersionsText t, VerdictClauses clauses) {
        this.t = t;
        this.clauses = clauses;
    }

    /**
     * "only 380 Mbit/s", "only receives at about 310 Mbit/s": "only" a few words before a figure with a rate or size
     * unit reports a shortfall; "only tested 5.10 on 2 boxes" has no unit and says nothing.
     */
    static boolean figureFollows(List<Word> words, int k) {
        for (int j = k + 1; j < Math.min(words.size() - 1, k + 5); j++) {
            String w = words.get(j).text();
            if (!w.isEmpty() && Character.isDigit(w.charAt(0)) && unit(words.get(j + 1).text())) {
                return true;
            }
        }
        return false;
    }

    /** "down to a third", "down by 60%" report a fall; "stepped down", "tracking down", "shut down" do not. */
    static boolean fallsTo(List<Word> words, int k) {
        if (k + 1 >= words.size() || !(words.get(k + 1).text().equals("to") || words.get(k + 1).text().equals("by"))) {
            return false;
        }
        if (k == 0) {
            return true;
        }
        String p = words.get(k - 1).text();
        return !(p.endsWith("ed") || p.endsWith("ing") || p.equals("it") || p.equals("this") || p.equals("that")
                || p.equals("them") || p.equals("step") || p.equals("narrow") || p.equals("track"));
    }

    private static boolean unit(String w) {
        String u = w.startsWith("mi") || w.startsWith("gi") || w.startsWith("ki") ? w.charAt(0) + w.substring(2) : w;
        return u.length() >= 2 && "kmgt".indexOf(u.charAt(0)) >= 0 && (u.startsWith("b", 1) || u.startsWith("bit", 1)
                || u.startsWith("byte", 1)) || u.equals("percent");
    }

    /**
     * A kernel named as the point of comparison: "where 2.6.22 gave 83MB/s", "same as 5.12 used to do", "booting the
     * previous 6.3.12", "went back to 5.4.96". Like the past state, good only if the message names a later bad one.
     */
    boolean baseline(Candidate c, String[] pre) {
        if (pre[0] == null) {
            return false;
        }
        String after = t.wordAfter(c.end());
        if ((pre[0].equals("where") || pre[0].equals("whereas") || (pre[0].equals("as") && "same".equals(pre[1])))
                && PAST_RESULT.contains(after)) {
            return true;
        }
        if (EARLIER.contains(pre[0]) || (pre[1] != null && EARLIER.contains(pre[1]) && pre[0].equals("kernel"))) {
            return true;
        }
        return (pre[0].equals("to") || pre[0].equals("into")) && "back".equals(pre[1]);
    }

    /**
     * The kernel a comparison is measured against: "half as fast as with 6.7.9", "slower than 5.4" make it good,
     * "faster than 5.4" bad: the opposite of the cue before "as"/"than". "Same as 2.6.22 did" shares the state of
     * the clause before it ("sends at 82MB/s again, same as 2.6.22 did" is good).
     */
    int compared(Candidate c, String[] pre, List<Word> words) {
        int at = pre[0] != null && AT.contains(pre[0]) ? 1 : 0;
        String anchor = pre[at];
        if (anchor == null || !(anchor.equals("than") || anchor.equals("as"))) {
            return NONE;
        }
        if (anchor.equals("as") && "same".equals(pre[at + 1])) {
            int here = clauses.clauseStart(c.start());
            List<Word> prev = here == 0 ? List.of() : clauses.words(clauses.clauseStart(here - 1), here);
            for (int k = prev.size() - 1; k >= 0; k--) {
                Word w = prev.get(k);
                int p = KernelVerdicts.polarity(w.text());
                if (p != NONE || w.text().equals("again")) {
                    p = w.text().equals("again") ? GOOD : p;
                    return VerdictClauses.negated(prev, w) ? (p == GOOD ? BAD : GOOD) : p;
                }
            }
            return NONE;
        }
        boolean passed = false;
        for (int k = words.size() - 1; k >= 0; k--) {
            Word w = words.get(k);
            if (w.end() > c.start()) {
                continue;
            }
            if (!passed) {
                passed = w.text().equals(anchor);
                continue;
            }
            int p = KernelVerdicts.polarity(w.text());
            if (p == NONE && (w.text().equals("faster") || w.text().equals("better") || w.text().equals("higher"))) {
                p = GOOD;
            }
            if (p != NONE) {
                if (VerdictClauses.negated(words, w)) {
                    p = p == GOOD ? BAD : GOOD;
                }
                return p == GOOD ? BAD : GOOD;
            }
        }
        return NONE;
    }

    /** "5.8.18 is fine, 5.9.1 is not": a bare negated copula takes the opposite of the clause before it. */
    int elliptic(Candidate c) {
        int end = Math.min(t.text.length(), c.end() + 16);
        String after = t.text.substring(c.end(), end).toLowerCase(Locale.ROOT);
        int cut = 0;
        for (String e : new String[] {" is not", " isn't", " does not", " doesn't", " did not", " didn't",
                " was not", " wasn't"}) {
            if (after.startsWith(e)) {
                cut = e.length();
            }
        }
        if (cut == 0 || c.end() + cut < t.text.length() && Character.isLetterOrDigit(t.text.charAt(c.end() + cut))
                || c.end() + cut + 1 < t.text.length() && t.text.charAt(c.end() + cut) == ' '
                && Character.isLetter(t.text.charAt(c.end() + cut + 1))) {
            return NONE;
        }
        int here = clauses.clauseStart(c.start());
        if (here == 0) {
            return NONE;
        }
        List<Word> prev = clauses.words(clauses.clauseStart(here - 1), here);
        for (int k = prev.size() - 1; k >= 0; k--) {
            Word w = prev.get(k);
            if (KernelVerdicts.GOOD_WORDS.contains(w.text()) && !VerdictClauses.negated(prev, w)) {
                return BAD;
            }
            if (KernelVerdicts.BAD_WORDS.contains(w.text()) && !VerdictClauses.negated(prev, w)) {
                return GOOD;
            }
        }
        return NONE;
    }

    /** "In 2.6.22 it was around 83MB/s": a past state, good only if the message names a later bad kernel. */
    boolean pastState(Candidate c, String[] pre) {
        if (pre[0] == null || !(pre[0].equals("in") || pre[0].equals("on") || pre[0].equals("with"))) {
            return false;
        }
        int to = Math.min(t.text.length(), c.end() + 40);
        String after = t.text.substring(c.end(), to).toLowerCase(Locale.ROOT);
        return after.startsWith(" it was") || after.startsWith(" it used to") || after.startsWith(" we had")
                || after.startsWith(" i had") || after.startsWith(" i got") || after.startsWith(" it got");
    }
}
