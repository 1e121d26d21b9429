package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A kernel the message says shows another problem than the one its regression is about: "I now hit a new issue on
 * 5.6 with the SATA card ... It is different from the hang I reported", "there is another problem on 5.9-rc3,
 * unrelated to the hang". The kernel keeps its bad verdict (the other problem is seen there) but is no bad
 * end of the stated regression's window.
 *
 * <p>The sentence that names the kernel sets its problem apart: "another/a different/a separate/an unrelated"
 * before issue, problem, bug, failure, crash or warning; or "a new issue" when that sentence or the next says
 * "different from", "unrelated to", "separate from", "not related to" or "independent of". Not negated ("not a
 * different issue", "no new problem"), not asked. "another regression" names the thread's own kind of breakage and
 * sets nothing apart. The kernel is the one of the window's bad end named nearest the cue in its clause (the sentence
 * up to a semicolon). Only a regression stated by words or a culprit: one built from verdicts, figures or a report's
 * own kernels has the kernel as its evidence, and a new problem there is the regression itself. Versions of the same
 * release written two ways ("5.6" and an oops banner's "5.6.0-00003-g...") go together. Linear: each cue reads at
 * most three sentences of 200 characters, and at most {@link #MAX_CUES} cues (four times as many candidates) are
 * read.
 */
final class OtherIssueKernels {
    static final int MAX_CUES = 32;
    private static final Set<String> APART = Set.of("another", "different", "separate", "unrelated");
    private static final Set<String> NOUNS = Set.of("issue", "issues", "problem", "problems", "bug", "bugs",
            "failure", "failures", "crash", "crashes", "warning", "warnings");
    private static final Set<String> ARTICLES = Set.of("a", "an", "the", "one", "some");
    private static final Set<String> DENIED = Set.of("not", "no", "never", "isn't", "wasn't", "nor");
    private static final String[] CONTRASTS = {"different from", "unrelated to", "separate from", "not related to",
        "independent of"};

    private OtherIssueKernels() {
    }

    /** The regression with the kernels set apart this way taken from its bad end (the same one when none is). */
    static Regression apart(String text, Regression r) {
        if (r == null || r.bad().isEmpty() || text == null
                || !("statement".equals(r.evidence()) || "culprit".equals(r.evidence()))) {
            return r;
        }
        String lower = text.toLowerCase(Locale.ROOT);
        Set<String> apart = new HashSet<>();
        int cues = 0;
        for (int at : cues(lower)) {
            if (++cues > MAX_CUES) {
                break;
            }
            if (AskedSentences.asked(lower, at)) {
                continue;
            }
            // the cue's clause: its sentence, cut at semicolons ("another problem on 5.4; 5.6 hangs as before")
            int from = OnsetKernels.sentenceStart(lower, at);
            int to = OnsetKernels.sentenceEnd(lower, at);
            int semi = lower.lastIndexOf(';', at);
            from = semi >= from ? semi + 1 : from;
            semi = lower.indexOf(';', at);
            to = semi >= 0 && semi < to ? semi : to;
            String nearest = null;
            int best = Integer.MAX_VALUE;
            for (String v : r.bad()) {
                int d = distance(lower, from, to, v, at);
                if (d < best) {
                    best = d;
                    nearest = v;
                }
            }
            if (nearest != null) {
                apart.add(release(nearest));
            }
        }
        if (apart.isEmpty()) {
            return r;
        }
        List<String> bad = new ArrayList<>();
        for (String v : r.bad()) {
            if (!apart.contains(release(v))) {
                bad.add(v);
            }
        }
        return new Regression(r.good(), bad, r.metric(), r.before(), r.after(), r.changePercent(), r.culprit(),
                r.trigger(), r.quoted(), r.statedIn(), r.evidence());
    }

    /** Where each cue noun stands ("another issue", "a new bug" with a contrast after it), in text order. */
    private static List<Integer> cues(String s) {
        List<Integer> out = new ArrayList<>();
        // the two words before, as bounds (-1: none yet): made strings only at a noun, most words are none
        int s1 = -1;
        int e1 = -1;
        int s2 = -1;
        int e2 = -1;
        int k = 0;
        int n = s.length();
        int tried = 0;
        while (k < n && out.size() <= MAX_CUES && tried <= 4 * MAX_CUES) {
            if (!Character.isLetter(s.charAt(k))) {
                k++;
                continue;
            }
            int start = k;
            while (k < n && (Character.isLetter(s.charAt(k)) || s.charAt(k) == '\'')) {
                k++;
            }
            int end = Math.min(k, start + 20);
            if (s1 >= 0 && mayBeNoun(s, start, end) && NOUNS.contains(s.substring(start, end))) {
                String w1 = s.substring(s1, e1);
                if (APART.contains(w1) || w1.equals("new")) {
                    tried++;
                    if (setsApart(s, start, w1, s2 < 0 ? null : s.substring(s2, e2))) {
                        out.add(start);
                    }
                }
            }
            s2 = s1;
            e2 = e1;
            s1 = start;
            e1 = end;
        }
        return out;
    }

    /** The shortest and longest of {@link #NOUNS}, and their first letters (a - z, one bit each). */
    private static final int NOUN_MIN = NOUNS.stream().mapToInt(String::length).min().orElse(0);
    private static final int NOUN_MAX = NOUNS.stream().mapToInt(String::length).max().orElse(0);
    private static final int NOUN_FIRST = NOUNS.stream().mapToInt(w -> 1 << (w.charAt(0) - 'a')).reduce(0,
            (x, y) -> x | y);

    /** A cheap first test of {@link #NOUNS} (all lowercase a - z): their lengths and first letters. */
    private static boolean mayBeNoun(String s, int start, int end) {
        int len = end - start;
        if (len < NOUN_MIN || len > NOUN_MAX) {
            return false;
        }
        char c = s.charAt(start);
        return c >= 'a' && c <= 'z' && (NOUN_FIRST & (1 << (c - 'a'))) != 0;
    }

    /** Whether the noun at {@code at}, after {@code w1} (and {@code w2} before it), names a problem set apart. */
    private static boolean setsApart(String s, int at, String w1, String w2) {
        boolean apart = APART.contains(w1);
        boolean fresh = w1.equals("new");
        if (!apart && !fresh) {
            return false;
        }
        if (w2 != null && DENIED.contains(w2)) {
            return false;
        }
        if (w1.equals("different") || w1.equals("separate") || w1.equals("unrelated") || fresh) {
            // "a different issue", "a new issue": the article before; "not a different issue" denies it
            if (w2 == null || !ARTICLES.contains(w2) || deniedBefore(s, at)) {
                return false;
            }
        }
        if (!fresh) {
            return true;
        }
        int end = OnsetKernels.sentenceEnd(s, at);
        int next = end < s.length() ? OnsetKernels.sentenceEnd(s, Math.min(s.length(), end + 1)) : end;
        String around = s.substring(OnsetKernels.sentenceStart(s, at), next);
        for (String c : CONTRASTS) {
            if (around.contains(c)) {
                return true;
            }
        }
        return false;
    }

    /** "not a new issue", "no different problem": a denial in the two words before the article. */
    private static boolean deniedBefore(String s, int at) {
        int k = at;
        int words = 0;
        while (k > 0 && words < 4) {
            while (k > 0 && !Character.isLetter(s.charAt(k - 1))) {
                k--;
            }
            int end = k;
            while (k > 0 && (Character.isLetter(s.charAt(k - 1)) || s.charAt(k - 1) == '\'')) {
                k--;
            }
            if (end > k && DENIED.contains(s.substring(k, end))) {
                return true;
            }
            words++;
        }
        return false;
    }

    /**
     * How far from {@code at} the nearest whole-token mention of version {@code v} in {@code [from, to)} stands ("5.5
     * kernel", "v5.5", not "5.5.1"), or {@link Integer#MAX_VALUE} for none.
     */
    private static int distance(String s, int from, int to, String v, int at) {
        int best = Integer.MAX_VALUE;
        // searched within the clause only (at most 400 characters): a search on through the text would cost its length
        String clause = s.substring(from, to);
        for (int j = clause.indexOf(v); j >= 0; j = clause.indexOf(v, j + 1)) {
            int k = from + j;
            char before = k > 0 ? s.charAt(k - 1) : ' ';
            int e = k + v.length();
            char after = e < s.length() ? s.charAt(e) : ' ';
            boolean gluedAfter = Character.isDigit(after) || ((after == '.' || after == '-') && e + 1 < s.length()
                    && Character.isLetterOrDigit(s.charAt(e + 1)));
            boolean alone = !Character.isLetterOrDigit(before) && before != '.'
                    || before == 'v' && (k < 2 || !Character.isLetterOrDigit(s.charAt(k - 2)));
            if (alone && !gluedAfter) {
                best = Math.min(best, Math.abs(k - at));
            }
        }
        return best;
    }

    /** The release a version names, "5.5.0" and "5.5" alike. */
    private static String release(String v) {
        return v.endsWith(".0") && v.indexOf('.') < v.length() - 2 ? v.substring(0, v.length() - 2) : v;
    }
}
