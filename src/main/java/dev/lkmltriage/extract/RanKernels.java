package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.text.BlankLines;
import java.util.Locale;
import java.util.Set;

/**
 * The kernel a writer says they (or the person they answer) ran, read from the clause's verb rather than from a cue
 * phrase: "I'm running a 5.10-rc1 kernel", "You're running 5.8.11+", "(also tested on 5.1.16)", "Booting this 5.5
 * kernel ...", "Using a Xeon box with linux kernel 4.18.0", "I tested my system with (then) latest stable 5.4.2",
 * "..., run tested with next-20201030". A run verb (a participle: running, tested, booting, using, ...) reaches
 * the version through filler words ("a", "this", "stable", "kernel") or through "with"/"on" after a short object;
 * its subject is "I", "we" or "you" ("I'm", "you're", "we have also") or the verb opens its clause.
 *
 * <p>Not read as a run: what was tested is a patch, a fix or a revert ("tested this patch on 5.8", "on top of
 * 5.9"), an imperative or a request ("test on 5.10", "can you run 5.10?" — base forms never count, a question
 * never), a condition ("if you're running 5.8"). Like {@link ReportedKernels} this only says where the writer ran;
 * the caller makes it bad only when no cue word in the clause decides and the message names a problem.
 */
final class RanKernels {
    /** Participles that say a kernel was run; base forms ("test on 5.10") are imperatives and never count. */
    private static final Set<String> RUN = Set.of("running", "ran", "tested", "testing", "using", "used",
            "booting", "booted");
    /** Words that may stand between a run verb and the version: articles, "stable", "kernel", and the like. */
    private static final Set<String> FILLER = Set.of("a", "an", "the", "this", "that", "my", "our", "stable",
            "latest", "mainline", "vanilla", "upstream", "current", "recent", "then", "plain", "kernel", "linux",
            "also", "both", "new", "newest", "fresh", "v", "version", "release",
            // session 17, second round: "I have tested kernels 4.14, 4.19 and 5.4.3" (the plural of "kernel")
            "kernels");
    private static final Set<String> THROUGH = Set.of("with", "on");
    /** Objects that make the run a test of something else than the kernel. */
    private static final Set<String> NOT_KERNEL = Set.of("patch", "patches", "fix", "fixes", "series", "this",
            "it", "them", "that", "these", "revert", "reverts", "change", "changes", "commit", "top", "of", "branch",
            "both");
    /** The writer or the person answered: "I'm running", "you're running", "we've tested". */
    private static final Set<String> PERSON = Set.of("i", "i'm", "im", "i've", "ive", "we", "we're", "we've",
            "you", "you're", "you've");
    /** Auxiliaries and adverbs between the subject and the verb ("I have also tested", "run tested with"). */
    private static final Set<String> CHAIN = Set.of("run", "was", "were", "is", "am", "are", "have", "has", "had",
            "been", "also", "still", "just", "only", "now", "already", "currently", "successfully");
    /** Words before the subject that make the whole clause a condition, not a report. */
    private static final Set<String> CONDITION = Set.of("if", "when", "unless", "whether", "once", "until");
    private static final int WORDS = 10;

    private RanKernels() {
    }

    static boolean ranOn(VersionsText t, Candidate c) {
        String[] w = new String[WORDS];
        int[] at = new int[WORDS];
        int n = wordsBefore(t, c.start(), w, at);
        int i = skipped(w, n, 4, FILLER);
        int verb = -1;
        if (i < n && RUN.contains(w[i])) {
            verb = i;
        } else if (i < n && THROUGH.contains(w[i])) {
            // "tested on stable 5.8" reaches the kernel at once; an object stands only before "with" ("tested my
            // system with 5.4.2"): "running `make olddefconfig` on Linux 4.20" ran a command, not the kernel
            int reach = w[i].equals("with") ? i + 4 : i + 1;
            for (int j = i + 1; j < n && j <= reach; j++) {
                if (RUN.contains(w[j])) {
                    verb = j;
                    break;
                }
                if (NOT_KERNEL.contains(w[j])) {
                    return false;
                }
            }
        }
        if (verb < 0 || question(t, c.end())) {
            return false;
        }
        for (int j = 0; j < verb; j++) {
            if (NOT_KERNEL.contains(w[j]) && !FILLER.contains(w[j])) {
                return false;
            }
        }
        int head = verb;
        while (head + 1 < n && CHAIN.contains(w[head + 1])) {
            head++;
        }
        // "Bob was running 5.1": a third person's run is not the report's (the subject must be a person pronoun)
        boolean person = head + 1 < n && PERSON.contains(w[head + 1]);
        // a bare "Tested on 4.14.129, ported to 5.2.7" opening a clause is a changelog's test base; a report's
        // opening participle runs ("Running Linux 4.19.25 ...", "Booting this 5.5 kernel ...")
        // an aside's participle ("(tested on stable 5.8 & ...)") is the writer's run, as "(also tested on ...)" is
        boolean opening = (head > verb || w[verb].endsWith("ing") || aside(t, at[head])) && opensClause(t, at[head]);
        if (!person && !opening) {
            return false;
        }
        for (int j = head + 1; j < n && j <= head + 3; j++) {
            if (CONDITION.contains(w[j])) {
                return false;
            }
        }
        return true;
    }

    /**
     * Up to {@link #WORDS} words before {@code offset} in its sentence, nearest first, with their start offsets; a
     * sentence end, a blank line or 160 characters stop the walk, commas and parentheses do not.
     */
    static int wordsBefore(VersionsText t, int offset, String[] w, int[] at) {
        int limit = Math.max(0, offset - 160);
        int k = offset;
        int n = 0;
        while (n < w.length && k > limit) {
            while (k > limit && !VersionsText.isWordChar(t.text.charAt(k - 1))) {
                char ch = t.text.charAt(k - 1);
                if (ch == '!' || ch == '?' || ch == ';' || (ch == '.' && k < t.text.length()
                        && Character.isWhitespace(t.text.charAt(k)))
                        || (ch == '\n' && BlankLines.before(t.text, k - 1, k - 1 - VersionsText.WINDOW))) {
                    return n;
                }
                k--;
            }
            int end = k;
            while (k > limit && VersionsText.isWordChar(t.text.charAt(k - 1))) {
                k--;
            }
            int e = end;
            while (e > k && (t.text.charAt(e - 1) == '-' || t.text.charAt(e - 1) == '_')) {
                e--; // "kernel-5.4.2": the word is "kernel"
            }
            if (e > k) {
                w[n] = t.text.substring(k, e).toLowerCase(Locale.ROOT);
                at[n++] = k;
            }
        }
        return n;
    }

    /**
     * How many of the nearest words ({@link #wordsBefore}'s order), at most {@code max}, are {@code filler}: the walk
     * from the version back to its verb ("running [vanilla kernel] 5.8") that this reader, {@link RunSettings} and
     * {@link SeenOn} open with, each with its own filler words.
     */
    static int skipped(String[] w, int n, int max, Set<String> filler) {
        int i = 0;
        while (i < n && i < max && filler.contains(w[i])) {
            i++;
        }
        return i;
    }

    /** Whether only punctuation that opens a clause (or a blank line, or the text's start) stands before a word. */
    private static boolean opensClause(VersionsText t, int start) {
        int k = start;
        int limit = Math.max(0, start - 80);
        while (k > limit) {
            char ch = t.text.charAt(k - 1);
            if (ch == ',' || ch == '(' || ch == ':' || ch == ';' || ch == '.' || ch == '!' || ch == '?') {
                return true;
            }
            if (ch == '\n') {
                int ls = t.lineStart(k - 1);
                String prev = VersionsText.stripQuote(t.text.substring(ls, k - 1));
                if (prev.isBlank()) {
                    return true;
                }
                // a wrapped line: the word opens a clause only if the line before ends one
                char last = prev.stripTrailing().charAt(prev.stripTrailing().length() - 1);
                return last == '.' || last == ',' || last == ':' || last == ';' || last == '(' || last == '!'
                        || last == '?';
            }
            if (ch != ' ' && ch != '\t' && ch != '>' && ch != '"' && ch != '\'') {
                return false;
            }
            k--;
        }
        return k == 0;
    }

    /** Whether an opening parenthesis stands right before the word at {@code start} (spaces aside). */
    private static boolean aside(VersionsText t, int start) {
        int k = start;
        while (k > 0 && t.text.charAt(k - 1) == ' ') {
            k--;
        }
        return k > 0 && t.text.charAt(k - 1) == '(';
    }

    /**
     * Whether the sentence holding {@code from} ends with a question mark (within 200 characters). Not
     * AskedSentences.asked: any '?' counts here (one inside a URL too) and only a bare blank line ends the sentence,
     * where that one wants a blank or closer after the '?' and takes quoted blank lines; they answer differently.
     */
    private static boolean question(VersionsText t, int from) {
        int limit = Math.min(t.text.length(), from + 200);
        for (int k = from; k < limit; k++) {
            char ch = t.text.charAt(k);
            if (ch == '?') {
                return true;
            }
            if (ch == '!' || (ch == '.' && (k + 1 == t.text.length() || Character.isWhitespace(t.text.charAt(k + 1))))
                    || (ch == '\n' && k + 1 < t.text.length() && t.text.charAt(k + 1) == '\n')) {
                return false;
            }
        }
        return false;
    }
}
