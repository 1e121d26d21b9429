package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Commit ids people cite in prose with no lead-in word: "this conflicts with 7ca435cf857d", "backported to v5.7.6 as
 * afaff825e3a4.", "the same problem solved for USB by 356c05d58af0", "the same time as in 8cfab3cf63cf\n("PCI: Add
 * ...")", "028a12f5aa829 "drm/nouveau: ..."", "(37aa5c36 "IB/mlx5: ...")".
 *
 * <p>Two shapes, both bounded looks around one hex word:
 * <ul>
 *   <li>{@link #titled}: any id (7-40 digits, shape checked by the caller) followed by its title in quotes, written
 *       in one of the ways people retype {@code X ("subject")}: {@code X "prefix: Words"}, {@code X: "prefix:
 *       Words"}, {@code X ('prefix: Words')}, and {@code X ("...")} with the title wrapped to the next line. The title
 *       must open on a kernel-style prefix ({@code prefix: W}, {@code drm/i915: W}) or {@code Revert "}: a register
 *       value or address is not followed by one.
 *   <li>{@link #inSentence}: an id of 10-15 digits (core.abbrev's 12, give or take) or a full 40 that holds both a
 *       decimal digit and a letter a-f, standing as a word of a sentence: right after a plain word of letters (or a
 *       sentence's comma or full stop after one), not after a word that names another kind of hex value ("end
 *       trace", "version", "serial", "cap", "at", ...), with a word, a line end or sentence punctuation after it, and
 *       on a line (at most 1,000 characters) that is no log line (no dmesg timestamp, no git-blame date, no
 *       format-patch {@code From X Mon} line). Addresses (8 or 16 digits), md5 sums (32), UUIDs (glued to dashes,
 *       also when wrapped) and numbers with no letter stay out by their shape.
 * </ul>
 */
final class ProseIds {
    private ProseIds() {
    }

    /** Words after which a hex word is some other value, not a commit. Lowercase. */
    private static final Set<String> OTHER_VALUES = Set.of("trace", "version", "ver", "rev", "revision", "number",
            "serial", "id", "ids", "uuid", "guid", "key", "keyid", "token", "cap", "ecap", "crc", "checksum", "sum",
            "md", "address", "addr", "at", "offset", "value", "val", "reg", "register", "mask", "status", "code",
            "erratum", "errata", "build", "firmware", "fw", "rom", "bar", "phys", "pfn", "iova", "dma", "handle",
            "cookie", "magic", "signature", "hash", "sha", "blob", "tree", "object", "file", "size", "data", "seed",
            "nonce", "salt", "password", "fingerprint", "dump", "stack", "sp", "pc", "lr", "ip", "rip", "cr",
            // "Applying patch X worked": a patch named by an id is a commit only when reverted (a lead-in of its own)
            "patch", "patches",
            // another project's commit: "more precisely git 97ac9e82...", a toolchain's revision
            "git", "llvm", "clang", "gcc", "toolchain", "binutils", "qemu");

    /** A kernel-style title's opening: "PCI: W", "drm/nouveau/gr/gp107,gp108: W", "Revert "". */
    private static final Pattern TITLE = Pattern.compile(
            "(?:[A-Za-z][A-Za-z0-9_./,-]{0,40}:[ \\t]*(?:\\n[> \\t]{0,12})?[A-Za-z\"'(]|Revert [\"\u201c])");

    /** "[ 12.345678]" dmesg stamps; "2015-10-03" dates (git blame, logs). */
    private static final Pattern LOG_LINE = Pattern.compile("\\[\\s*\\d+\\.\\d+\\]|\\d{4}-\\d\\d-\\d\\d");

    /**
     * Whether the id ending at {@code end} is followed by its quoted title (see the class comment). Looks at most 80
     * characters on.
     */
    static boolean titled(String s, int end) {
        int n = s.length();
        int k = end;
        if (k < n && (s.charAt(k) == ':' || s.charAt(k) == ',')) {
            k++;
        }
        int blanks = 0;
        boolean wrapped = false;
        while (k < n && blanks < 16) {
            char c = s.charAt(k);
            if (c == ' ' || c == '\t') {
                blanks++;
            } else if (c == '\n' && !wrapped) {
                wrapped = true;
                blanks++;
            } else if (c == '>' && wrapped) {
                blanks++;
            } else {
                break;
            }
            k++;
        }
        if (k >= n) {
            return false;
        }
        boolean paren = s.charAt(k) == '(';
        if (paren) {
            k++;
        }
        if (k >= n || !quote(s.charAt(k))) {
            return false;
        }
        if (!paren && k == end) {
            // "X"..." glued: a quoted string's end, not a title opening
            return false;
        }
        k++;
        return TITLE.matcher(s).region(k, Math.min(n, k + 80)).lookingAt();
    }

    /**
     * "a partial revert of the 191cd6fb5 commit": an id (7-40 digits, shape checked by the caller) right after "the"
     * or "this" and right before the word "commit" names the commit as "commit X" does.
     */
    static boolean beforeCommitWord(String s, int start, int end) {
        int n = s.length();
        if (end + 7 > n || s.charAt(end) != ' ' || !s.regionMatches(true, end + 1, "commit", 0, 6)
                || end + 7 < n && Character.isLetterOrDigit(s.charAt(end + 7))) {
            return false;
        }
        String w = wordBefore(s, start);
        return start > 0 && s.charAt(start - 1) == ' ' && ("the".equals(w) || "this".equals(w) || "that".equals(w));
    }

    private static boolean quote(char c) {
        return c == '"' || c == '\'' || c == '\u201c' || c == '\u2018';
    }

    /** Whether the id at {@code [start, end)} stands as a word of a sentence (see the class comment). */
    static boolean inSentence(String s, int start, int end) {
        int len = end - start;
        if (!(len >= 10 && len <= 15) && len != CommitId.FULL_LENGTH) {
            return false;
        }
        if (!CommitCandidates.digitAndLetter(s, start, end) || !endsAsWord(s, end) || !opensAsWord(s, start)) {
            return false;
        }
        int ls = lineStart(s, start);
        if (ls < 0) {
            return false;
        }
        int le = end;
        while (le < s.length() && le - ls <= MAX_LINE && s.charAt(le) != '\n') {
            le++;
        }
        if (le - ls > MAX_LINE) {
            return false;
        }
        String line = s.substring(ls, le);
        if (LOG_LINE.matcher(line).find() || line.contains("end trace") || formatPatchFrom(line, start - ls)) {
            return false;
        }
        int w = wordStart(s, start);
        if (w < 0) {
            return false;
        }
        String word = wordAt(s, w);
        if (COPULAS.contains(word)) {
            // "the key is X", "the checksum was X": the value a copula links takes its subject's kind ("The other
            // is X" stays a commit)
            int v = wordStart(s, w);
            if (v >= 0 && OTHER_VALUES.contains(wordAt(s, v))) {
                return false;
            }
        }
        return !OTHER_VALUES.contains(word);
    }

    private static final Set<String> COPULAS = Set.of("is", "was", "are", "were", "becomes", "became", "reads",
            "equals");

    private static String wordAt(String s, int w) {
        int e = w;
        while (e < s.length() && Character.isLetter(s.charAt(e)) && s.charAt(e) < 128) {
            e++;
        }
        return s.substring(w, e).toLowerCase(Locale.ROOT);
    }

    /**
     * git format-patch's first line, "From X Mon Sep 17 00:00:00 2001" (quoted or not): the id of the sender's own
     * unpublished commit, which names nothing a reader can look up.
     */
    private static boolean formatPatchFrom(String line, int at) {
        int k = 0;
        while (k < at && (line.charAt(k) == '>' || line.charAt(k) == ' ' || line.charAt(k) == '\t')) {
            k++;
        }
        return line.startsWith("From ", k) && k + 5 == at;
    }

    /** After the id: the text's end, a blank, or sentence punctuation that is not glued to more (".pcie", ":12"). */
    private static boolean endsAsWord(String s, int end) {
        if (end >= s.length()) {
            return true;
        }
        char c = s.charAt(end);
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ')' || c == '"' || c == '\'') {
            return true;
        }
        if (c == '.' || c == ',' || c == ';' || c == ':' || c == '?' || c == '!') {
            return end + 1 >= s.length() || Character.isWhitespace(s.charAt(end + 1)) || s.charAt(end + 1) == ')';
        }
        return false;
    }

    /**
     * Before the id: a blank, an opening bracket or quote, or a line start; and when the id opens its line, the line
     * above must not end in a dash or hex digit (a UUID or hash wrapped over two lines).
     */
    private static boolean opensAsWord(String s, int start) {
        if (start == 0) {
            return true;
        }
        char c = s.charAt(start - 1);
        if (c != ' ' && c != '\t' && c != '\n' && c != '(' && c != '"' && c != '\'') {
            return false;
        }
        int ls = lineStart(s, start);
        if (ls < 0) {
            return false;
        }
        for (int k = ls; k < start; k++) {
            if (" \t>(\"'".indexOf(s.charAt(k)) < 0) {
                return true;
            }
        }
        // the id opens its line: look at how the line above ends
        int p = ls - 1;
        while (p >= 0 && p > ls - 20 && (s.charAt(p) == '\n' || s.charAt(p) == ' ' || s.charAt(p) == '\t'
                || s.charAt(p) == '\r')) {
            p--;
        }
        return p < 0 || !(s.charAt(p) == '-' || VersionsText.isHex(s.charAt(p)) && !Character.isLetter(s.charAt(p))
                || s.charAt(p) == '=');
    }

    /**
     * The plain word (letters only, two or more, lowercase) before the id: blanks, an opening bracket or quote, quote
     * markers and one line break may stand between, and so may the comma or full stop ending the word's clause. Null
     * when what stands before is anything else (a colon, an equals sign, a number, a path, a word glued to digits or
     * underscores).
     */
    static String wordBefore(String s, int start) {
        int w = wordStart(s, start);
        return w < 0 ? null : wordAt(s, w);
    }

    /** Where the word {@link #wordBefore} reads starts, or -1. */
    private static int wordStart(String s, int start) {
        int p = start - 1;
        int breaks = 0;
        int lo = Math.max(0, start - 40);
        while (p >= lo) {
            char c = s.charAt(p);
            if (c == '\n') {
                if (++breaks > 1) {
                    return -1;
                }
            } else if (" \t\r(\"'".indexOf(c) < 0 && !(c == '>' && markerRun(s, p))) {
                break;
            }
            p--;
        }
        if (p < lo) {
            return -1;
        }
        if (s.charAt(p) == ',' || s.charAt(p) == '.' || s.charAt(p) == '?' || s.charAt(p) == '!') {
            // "... on that branch, 2de82ec86674", "... tagged for stable?  a15f2c08c708 appeared in"
            p--;
        }
        int e = p + 1;
        int lo2 = Math.max(0, p - 24);
        while (p >= lo2 && Character.isLetter(s.charAt(p)) && s.charAt(p) < 128) {
            p--;
        }
        if (e - (p + 1) < 2 || p >= 0 && p < lo2) {
            return -1;
        }
        if (p >= 0 && " \t\n(\"'>".indexOf(s.charAt(p)) < 0) {
            return -1;
        }
        return p + 1;
    }

    /** Whether the '>' at {@code p} is a quote marker: only blanks and other markers between it and its line start. */
    private static boolean markerRun(String s, int p) {
        for (int k = p - 1; k >= 0 && s.charAt(k) != '\n'; k--) {
            if (p - k > 40) {
                return false;
            }
            if (s.charAt(k) != '>' && s.charAt(k) != ' ' && s.charAt(k) != '\t') {
                return false;
            }
        }
        return true;
    }

    /** Lines longer than this hold no prose id (logs, base64, one-line dumps); it also bounds every look. */
    private static final int MAX_LINE = 1000;

    /** The start of the line holding {@code at}, or -1 when it is more than {@link #MAX_LINE} back. */
    private static int lineStart(String s, int at) {
        int k = at;
        while (k > 0 && s.charAt(k - 1) != '\n') {
            if (at - k > MAX_LINE) {
                return -1;
            }
            k--;
        }
        return k;
    }
}
