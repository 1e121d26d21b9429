package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * Session 35 (verdict37): convention (4) of "Conventions (session 34)": a good verdict the same message withdraws in
 * the sentences right after it gets none. "The bugzilla suggests that it worked in v5.4 ... Possibly the apparent
 * regression was really a .config change ... it "worked" but got enabled later", "I had to go back to 5.5. This does
 * not mean 5.5 does not have the problem": the working was never observed as free of the fault. The archive's
 * withdrawals over good verdicts sit in three threads (the Turris Omnia and ThinkPad P73 threads, and one "I was
 * incorrect before in thinking" that corrects a different kernel and is not read here).
 *
 * <p>A withdrawal is, in the rest of the good mention's sentence and the {@value #SENTENCES} sentences after it (at most
 * {@value #REACH} characters): doubt on the regression itself ("apparent regression", "the regression was really"),
 * "it/this/that has never worked", the working put in scare quotes ("it "worked""), a denied inference naming this
 * same version ("does not mean 5.5 ..."), or "scratch that" / "I take that back". A kernel other than this one named
 * before the cue makes it that kernel's, not this one's, and nothing is withdrawn. Only good verdicts are touched: "scratch that,
 * 5.4 fails too" keeps the bad the later sentence gives by its own words, and that is the opposite verdict the
 * convention allows where the withdrawal states it. At most {@value #MAX_READ} good mentions are read per message,
 * each over one bounded window: linear.
 */
final class WithdrawnGoods {
    static final int REACH = 600;
    static final int SENTENCES = 3;
    private static final int MAX_READ = 64;
    /** How far before a mention a denied "mean" may end ("does not mean that 5.5 ..."). */
    private static final int MEAN_REACH = 24;
    private static final Set<String> SUBJECTS = Set.of("it", "this", "that", "it's", "that's");
    private static final Set<String> HAVE = Set.of("has", "have", "had");
    private static final Set<String> ADVERB = Set.of("really", "actually", "ever");
    private static final Set<String> WORKED = Set.of("worked", "working", "works", "work");
    private static final Set<String> BACK_ON = Set.of("to", "into", "from", "up", "in", "on");

    private WithdrawnGoods() {
    }

    static void withdraw(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        int read = 0;
        for (int k = 0; k < n && read < MAX_READ; k++) {
            if (out[k] != KernelVerdicts.GOOD && out[k] != KernelVerdicts.WEAK_GOOD) {
                continue;
            }
            read++;
            Candidate c = cs.get(k);
            if (insideDeniedInference(clauses, c)) {
                out[k] = KernelVerdicts.NONE; // "does not mean 5.5 does not have the problem": nothing said of 5.5
                continue;
            }
            int end = windowEnd(t, clauses, c.end());
            int cue = cue(t, clauses.words(c.end(), end), cs, n, k, end);
            if (cue >= 0 && !otherKernelBefore(cs, n, k, cue)) {
                out[k] = KernelVerdicts.NONE;
            }
        }
    }

    /** The end of the {@value #SENTENCES}th sentence end after {@code from}, at most {@value #REACH} characters on. */
    private static int windowEnd(VersionsText t, VerdictClauses clauses, int from) {
        int limit = Math.min(t.text.length(), from + REACH);
        int pos = from;
        int s = 0;
        while (s < SENTENCES && pos < limit) {
            int e = Math.min(limit, ProblemSentences.sentenceEnd(t, clauses, pos) + 1);
            if (hasWord(t.text, pos, e)) {
                s++; // a quoted blank line (">") ends a "sentence" of no words: it does not count
            }
            pos = e;
        }
        return Math.min(pos, limit);
    }

    private static boolean hasWord(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Character.isLetterOrDigit(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** The offset of the first withdrawal in {@code words} (or in scare quotes up to {@code end}), or -1. */
    private static int cue(VersionsText t, List<Word> words, List<Candidate> cs, int n, int k, int end) {
        int best = scareQuoted(t.text, cs.get(k).end(), end);
        for (int i = 0; i < words.size(); i++) {
            Word w = words.get(i);
            if (best >= 0 && w.start() >= best) {
                break;
            }
            String s = w.text();
            String next = i + 1 < words.size() ? words.get(i + 1).text() : "";
            boolean hit = s.equals("apparent") && next.startsWith("regression")
                    || s.startsWith("regression") && next.equals("was") && i + 2 < words.size()
                            && ADVERB.contains(words.get(i + 2).text())
                    || s.equals("never") && neverWorked(words, i)
                    || (s.equals("mean") || s.equals("means")) && VerdictClauses.negated(words, w)
                            && sameVersionAfter(words, i, cs.get(k))
                    || s.equals("scratch") && next.equals("that")
                    || s.equals("take") && takeBack(words, i);
            if (hit) {
                return w.start();
            }
        }
        return best;
    }

    /** Whether a negated "mean(s)" ends at most {@value #MEAN_REACH} characters before {@code c}. */
    private static boolean insideDeniedInference(VerdictClauses clauses, Candidate c) {
        List<Word> words = clauses.words(Math.max(0, c.start() - MEAN_REACH - 16), c.start());
        for (Word w : words) {
            if ((w.text().equals("mean") || w.text().equals("means")) && c.start() - w.end() <= MEAN_REACH
                    && VerdictClauses.negated(words, w)) {
                return true;
            }
        }
        return false;
    }

    /** "it/this/that [has] never [really] worked": the whole thing, not a part of it, never worked. */
    private static boolean neverWorked(List<Word> words, int i) {
        int j = i + 1;
        if (j < words.size() && ADVERB.contains(words.get(j).text())) {
            j++;
        }
        if (j >= words.size() || !words.get(j).text().equals("worked")) {
            return false;
        }
        int p = i - 1;
        if (p >= 0 && HAVE.contains(words.get(p).text())) {
            p--;
        }
        return p >= 0 && SUBJECTS.contains(words.get(p).text());
    }

    /** "I take that back", "take it back," and not "take it back to L0". */
    private static boolean takeBack(List<Word> words, int i) {
        if (i + 2 >= words.size() || !(words.get(i + 1).text().equals("that") || words.get(i + 1).text().equals("it"))
                || !words.get(i + 2).text().equals("back")) {
            return false;
        }
        return i + 3 >= words.size() || !BACK_ON.contains(words.get(i + 3).text());
    }

    /**
     * Whether the word after a denied "mean" (past "that") names mention {@code k}'s version: as a candidate, or by
     * its spelling where the bare number was not taken as a kernel ("does not mean 5.5 does not have the problem").
     */
    private static boolean sameVersionAfter(List<Word> words, int i, Candidate c) {
        int j = i + 1;
        if (j < words.size() && words.get(j).text().equals("that")) {
            j++;
        }
        if (j >= words.size()) {
            return false;
        }
        String w = words.get(j).text();
        String raw = c.raw().toLowerCase(java.util.Locale.ROOT);
        return w.equals(raw) || w.equals(c.version().name()) || w.startsWith("v") && w.substring(1).equals(
                c.version().name()) || raw.startsWith("v") && w.equals(raw.substring(1));
    }

    /** The offset of a working word in straight or curly double quotes ("worked") in [from, to), or -1. */
    private static int scareQuoted(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            char ch = text.charAt(i);
            if (ch != '"' && ch != '\u201c') {
                continue;
            }
            int s = i + 1;
            int e = s;
            while (e < to && e - s < 8 && Character.isLetter(text.charAt(e))) {
                e++;
            }
            if (e < to && e > s && (text.charAt(e) == '"' || text.charAt(e) == '\u201d')
                    && WORKED.contains(text.substring(s, e).toLowerCase(java.util.Locale.ROOT))) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a kernel other than mention {@code k}'s version starts between it and {@code cue}. */
    private static boolean otherKernelBefore(List<Candidate> cs, int n, int k, int cue) {
        for (int j = k + 1; j < n && cs.get(j).start() < cue; j++) {
            if (!cs.get(j).version().equals(cs.get(k).version())) {
                return true;
            }
        }
        return false;
    }
}
