package dev.lkmltriage.mail;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Subject normalisation for threading: reply and forward prefixes ({@code Re:}, {@code AW:}, {@code Fwd:},
 * {@code Re[2]:}) and mailing-list tags ({@code [netdev]}) are removed, whitespace collapsed, case folded.
 * Patch tags such as {@code [PATCH v2 3/7]} and {@code [RFC]} are kept: they tell different postings apart.
 */
public final class Subjects {
    private static final Set<String> REPLY_WORDS = Set.of("re", "aw", "sv", "vs", "fwd", "fw", "tr", "wg", "antw",
            "odp", "rif", "ref", "res", "r", "enc", "rv", "vl", "ynt", "atb", "fyi");
    /** Tags starting with these are patch or report tags, never list tags. */
    private static final String[] PATCH_TAGS = {"patch", "rfc", "resend", "bug", "regression", "pull", "git",
        "announce", "query", "question"};
    /** Tree names that appear alone as tags on patches. */
    private static final Set<String> TREE_TAGS = Set.of("net", "net-next", "bpf", "bpf-next", "ann", "v1", "v2",
            "v3", "v4", "v5", "v6", "v7", "v8", "v9");
    private static final int MAX_PREFIXES = 32;

    private Subjects() {
    }

    /** The subject as threads compare it: {@code "Re: [netdev] Re:  [PATCH] Foo"} → {@code "[patch] foo"}. */
    public static String normalize(String subject) {
        if (subject == null) {
            return "";
        }
        String s = stripPrefixes(subject);
        String low = s.toLowerCase(Locale.ROOT);
        if (low.endsWith("(fwd)")) {
            s = s.substring(0, s.length() - 5);
        }
        return collapse(s).toLowerCase(Locale.ROOT);
    }

    /**
     * A bracketed tag naming a patch, an RFC or a pull: "[PATCH v3 2/7]", "[RFC PATCH]", "[GIT PULL]", and with the
     * round joined to it, "[PATCHv6 1/6]".
     */
    private static final Pattern CODE_TAG = Pattern.compile(
            "\\[[^\\]\\[]{0,40}?\\b(?:PATCH|RFC|PULL)(?:v[0-9]{1,3})?\\b", Pattern.CASE_INSENSITIVE);

    /** Whether the subject carries a bracketed patch, RFC or pull tag in its first 200 characters. */
    public static boolean codeTagged(String subject) {
        if (subject == null) {
            return false;
        }
        return CODE_TAG.matcher(subject.length() > 200 ? subject.substring(0, 200) : subject).find();
    }

    /** Whether the subject starts (after list tags) with a reply or forward prefix. */
    public static boolean isReply(String subject) {
        if (subject == null) {
            return false;
        }
        String s = subject.strip();
        for (int k = 0; k < MAX_PREFIXES; k++) {
            int tag = listTagEnd(s);
            if (tag > 0) {
                s = s.substring(tag).strip();
                continue;
            }
            return replyPrefixEnd(s) > 0;
        }
        return false;
    }

    private static String stripPrefixes(String subject) {
        String s = subject.strip();
        for (int k = 0; k < MAX_PREFIXES; k++) {
            int end = listTagEnd(s);
            if (end <= 0) {
                end = replyPrefixEnd(s);
            }
            if (end <= 0) {
                break;
            }
            s = s.substring(end).strip();
        }
        return s;
    }

    /** End of a leading {@code Re:}-like prefix (with {@code Re[2]:}, {@code Re^2:}, {@code RE :} forms), or 0. */
    static int replyPrefixEnd(String s) {
        int i = 0;
        int n = s.length();
        while (i < n && i < 5 && Character.isLetter(s.charAt(i))) {
            i++;
        }
        if (i == 0 || !REPLY_WORDS.contains(s.substring(0, i).toLowerCase(Locale.ROOT))) {
            return 0;
        }
        if (i < n && (s.charAt(i) == '[' || s.charAt(i) == '(' || s.charAt(i) == '^')) {
            int j = i + 1;
            while (j < n && j - i < 6 && Character.isDigit(s.charAt(j))) {
                j++;
            }
            if (j < n && (s.charAt(j) == ']' || s.charAt(j) == ')')) {
                j++;
            }
            i = j;
        }
        while (i < n && s.charAt(i) == ' ' && i < 12) {
            i++;
        }
        return i < n && (s.charAt(i) == ':' || s.charAt(i) == '\uff1a') ? i + 1 : 0;
    }

    /** End of a leading list tag like {@code [netdev]} or {@code [Linux-nvme]}, or 0 (patch tags are not list tags). */
    static int listTagEnd(String s) {
        if (s.isEmpty() || s.charAt(0) != '[') {
            return 0;
        }
        int close = s.indexOf(']');
        if (close < 2 || close > 48) {
            return 0;
        }
        String tag = s.substring(1, close);
        if (Character.isDigit(tag.charAt(0))) {
            return 0;
        }
        for (int i = 0; i < tag.length(); i++) {
            char c = tag.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.')) {
                return 0;
            }
        }
        String low = tag.toLowerCase(Locale.ROOT);
        if (TREE_TAGS.contains(low)) {
            return 0;
        }
        for (String p : PATCH_TAGS) {
            if (low.startsWith(p)) {
                return 0;
            }
        }
        return close + 1;
    }

    private static String collapse(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                space = sb.length() > 0;
            } else {
                if (space) {
                    sb.append(' ');
                }
                sb.append(c);
                space = false;
            }
        }
        return sb.toString();
    }
}
