package dev.lkmltriage.extract;

import dev.lkmltriage.text.Sentences;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The features the trained verdict fallback ({@link VerdictModel}) reads for one kernel version of a message: the
 * words of its own clause and sentence within a few words on either side (left and right apart), cue-word groups
 * (good, bad, time, negation, contrast) on each side, whether it is quoted, where in the message it stands, the
 * message kind, and what the rules said about the other versions near it and in the message (older than a bad one,
 * newer than a good one). Binary features named by strings; the model keeps only those seen in enough messages.
 *
 * <p>Every look is bounded ({@link #REACH} characters each side, {@link #MAX_MENTIONS} occurrences per version, a
 * fixed number of neighbours), so a version costs a constant however long the message or its lines.
 */
final class VerdictFeatures {
    /** Words read on each side of a mention, within its sentence. */
    static final int WORDS = 6;
    /** Characters looked at on each side of a mention. */
    static final int REACH = 160;
    /** Occurrences of one version read (unquoted first). */
    static final int MAX_MENTIONS = 6;
    /** How far (characters) another version's rule verdict counts as near. */
    private static final int NEAR = 300;

    private static final Set<String> GOOD = Set.of("works", "work", "working", "worked", "fine", "ok", "okay", "good",
            "correctly", "properly", "fixed", "fixes", "fix", "resolved", "resolves", "solved", "solves", "success",
            "successfully", "boots", "booted", "passes", "passed", "normal", "normally", "expected");
    private static final Set<String> BAD = Set.of("broken", "breaks", "broke", "break", "fails", "fail", "failed",
            "failing", "failure", "regression", "regressed", "hang", "hangs", "hung", "crash", "crashes", "crashed",
            "panic", "oops", "bug", "issue", "issues", "problem", "problems", "error", "errors", "stuck", "freeze",
            "freezes", "bad", "lockup", "warning", "splat", "triggers", "reproduce", "reproduces", "happens",
            "still", "same", "slow", "slower", "missing", "timeout");
    private static final Set<String> TIME = Set.of("since", "after", "before", "until", "till", "upgrade",
            "upgraded", "upgrading", "updated", "updating", "prior", "older", "newer", "introduced", "starting",
            "started", "from", "between", "last", "first", "latest", "previous", "back", "revert", "reverting",
            "reverted", "bisect", "bisected");
    private static final Set<String> NEGATION = Set.of("not", "no", "never", "without", "doesn't", "don't",
            "didn't", "isn't", "wasn't", "can't", "cannot", "won't", "aren't", "weren't", "nothing", "neither", "nor");
    private static final Set<String> CONTRAST = Set.of("but", "however", "while", "whereas", "although", "though",
            "yet", "instead", "whilst");

    private VerdictFeatures() {
    }

    /** One occurrence of a version, and the verdict the rules gave that occurrence ({@link KernelVerdicts}). */
    record Mention(KernelVersion version, int start, int end, int verdict) {
    }

    /**
     * The features of {@code version}, whose occurrences are {@code own} (indices into {@code mentions}, all body
     * mentions in text order); {@code ruleVerdicts} holds the rules' merged verdict of the message's versions ("good"
     * or "bad"; those without none). Empty when the version has no body occurrence.
     */
    static Set<String> of(VersionsText t, List<Mention> mentions, List<Integer> own, KernelVersion version,
            java.util.Map<KernelVersion, String> ruleVerdicts, MessageKind kind) {
        Set<String> f = new TreeSet<>();
        if (own == null || own.isEmpty()) {
            return f;
        }
        // unquoted occurrences first, each group in text order
        List<Integer> picked = new ArrayList<>();
        for (int pass = 0; pass < 2 && picked.size() < MAX_MENTIONS; pass++) {
            for (int i : own) {
                if (picked.size() < MAX_MENTIONS && t.quoted(mentions.get(i).start()) == (pass == 1)) {
                    picked.add(i);
                }
            }
        }
        f.add("bias");
        f.add("kind:" + kind.label());
        f.add(own.size() == 1 ? "count:1" : own.size() == 2 ? "count:2" : "count:3+");
        boolean allQuoted = t.quoted(mentions.get(picked.get(0)).start());
        f.add(allQuoted ? "quoted" : "unquoted");
        int len = Math.max(1, t.text.length());
        f.add("pos:" + Math.min(3, (int) (4L * mentions.get(picked.get(0)).start() / len)));
        for (int i : picked) {
            Mention m = mentions.get(i);
            if (t.quoted(m.start()) && !allQuoted) {
                continue;
            }
            window(t, m, f);
            neighbours(t, mentions, i, f);
        }
        for (java.util.Map.Entry<KernelVersion, String> e : ruleVerdicts.entrySet()) {
            if (e.getKey().equals(version)) {
                continue;
            }
            int c = version.compareTo(e.getKey());
            if (c < 0) {
                f.add("older-than:" + e.getValue());
            } else if (c > 0) {
                f.add("newer-than:" + e.getValue());
            }
        }
        return f;
    }

    /** The words around one occurrence, within its sentence, and the cue groups of its clause on each side. */
    private static void window(VersionsText t, Mention m, Set<String> f) {
        String s = t.text;
        int lo = Math.max(0, m.start() - REACH);
        int hi = Math.min(s.length(), m.end() + REACH);
        int lineStart = t.lineStart(m.start());
        if (lineStart == m.start() || s.substring(lineStart, m.start()).isBlank()) {
            f.add("line-start");
        }
        String left = s.substring(sentenceStart(s, lo, m.start()), m.start()).toLowerCase(Locale.ROOT);
        String right = s.substring(m.end(), sentenceEnd(s, m.end(), hi)).toLowerCase(Locale.ROOT);
        List<String> lw = words(left);
        List<String> rw = words(right);
        side(f, "L", lw.subList(Math.max(0, lw.size() - WORDS), lw.size()), true);
        side(f, "R", rw.subList(0, Math.min(WORDS, rw.size())), false);
        clause(f, "LC", clauseWords(left, true));
        clause(f, "RC", clauseWords(right, false));
    }

    private static void side(Set<String> f, String name, List<String> ws, boolean nearestLast) {
        for (String w : ws) {
            if (!w.chars().allMatch(Character::isDigit)) {
                f.add(name + ":" + w);
            }
        }
        if (!ws.isEmpty()) {
            f.add(name + "1:" + (nearestLast ? ws.get(ws.size() - 1) : ws.get(0)));
        }
    }

    private static void clause(Set<String> f, String name, List<String> ws) {
        boolean neg = false;
        boolean good = false;
        boolean bad = false;
        for (String w : ws) {
            neg |= NEGATION.contains(w) || w.endsWith("n't");
            good |= GOOD.contains(w);
            bad |= BAD.contains(w);
            if (TIME.contains(w)) {
                f.add(name + "-time:" + (w.startsWith("upgrad") ? "upgrade" : w));
            }
            if (CONTRAST.contains(w)) {
                f.add(name + "-contrast");
            }
        }
        if (good) {
            f.add(name + "-cue:good" + (neg ? ":neg" : ""));
        }
        if (bad) {
            f.add(name + "-cue:bad" + (neg ? ":neg" : ""));
        }
        if (neg) {
            f.add(name + "-neg");
        }
    }

    /** The rules' verdicts of other versions in this occurrence's sentence and near it. */
    private static void neighbours(VersionsText t, List<Mention> mentions, int i, Set<String> f) {
        Mention m = mentions.get(i);
        String s = t.text;
        int sLo = sentenceStart(s, Math.max(0, m.start() - REACH), m.start());
        int sHi = sentenceEnd(s, m.end(), Math.min(s.length(), m.end() + REACH));
        for (int step = -1; step <= 1; step += 2) {
            for (int k = i + step, seen = 0; k >= 0 && k < mentions.size() && seen < 8; k += step, seen++) {
                Mention o = mentions.get(k);
                if (Math.abs(o.start() - m.start()) > NEAR) {
                    break;
                }
                String v = name(o.verdict());
                if (o.version().equals(m.version()) || v == null) {
                    continue;
                }
                f.add("near:" + v);
                if (o.start() >= sLo && o.end() <= sHi) {
                    f.add("sentence:" + v);
                }
            }
        }
    }

    static String name(int verdict) {
        return switch (verdict) {
            case KernelVerdicts.GOOD -> "good";
            case KernelVerdicts.BAD, KernelVerdicts.RAN_BAD -> "bad";
            default -> null;
        };
    }

    /**
     * Where the sentence holding {@code at} starts, looking back no further than {@code lo}. Not text.Sentences: a
     * blank line starts the sentence after its second break (one later than Sentences.plainEnd), and these windows
     * are the trained fallback's features, so they stay as the fallback was measured (session 34, mend34).
     */
    private static int sentenceStart(String s, int lo, int at) {
        for (int k = at - 1; k > lo; k--) {
            char c = s.charAt(k);
            if ((c == '.' || c == '!' || c == '?') && k + 1 < at && Character.isWhitespace(s.charAt(k + 1))) {
                return k + 1;
            }
            if (c == '\n' && s.charAt(k - 1) == '\n') {
                return k + 1;
            }
        }
        return lo;
    }

    /** Where the sentence holding {@code from} ends, looking no further than {@code hi}. */
    private static int sentenceEnd(String s, int from, int hi) {
        return Sentences.end(s, from, hi, Sentences.STOPS, Sentences.After.BLANK_OR_BOUND,
                k -> s.charAt(k) == '\n' && k + 1 < hi && s.charAt(k + 1) == '\n');
    }

    /** The words of the clause next to the mention: back to (or on to) a clause mark or a contrast word. */
    private static List<String> clauseWords(String side, boolean left) {
        List<String> out = new ArrayList<>();
        // clause marks split the side; keep the part touching the mention
        String[] parts = side.split("[,;:()]", -1);
        String near = left ? parts[parts.length - 1] : parts[0];
        List<String> nw = words(near);
        if (left) {
            for (int k = nw.size() - 1; k >= 0 && out.size() < WORDS + 2; k--) {
                out.add(0, nw.get(k));
                if (CONTRAST.contains(nw.get(k))) {
                    break;
                }
            }
        } else {
            for (int k = 0; k < nw.size() && out.size() < WORDS + 2; k++) {
                if (k > 0 && CONTRAST.contains(nw.get(k))) {
                    break;
                }
                out.add(nw.get(k));
            }
        }
        return out;
    }

    /** Lowercase words (letters, digits, apostrophes and inner hyphens) of a short string. */
    static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        int n = s.length();
        int k = 0;
        while (k < n) {
            while (k < n && !Character.isLetterOrDigit(s.charAt(k))) {
                k++;
            }
            int b = k;
            while (k < n && (Character.isLetterOrDigit(s.charAt(k)) || s.charAt(k) == '\''
                    || s.charAt(k) == '-' && k + 1 < n && Character.isLetter(s.charAt(k + 1)))) {
                k++;
            }
            if (k > b) {
                String w = s.substring(b, k).replace('\u2019', '\'');
                out.add(w.length() > 24 ? w.substring(0, 24) : w);
            }
        }
        return out;
    }
}
