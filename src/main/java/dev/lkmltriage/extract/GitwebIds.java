package dev.lkmltriage.extract;

/**
 * A commit in a gitweb URL: {@code http://host/git?p=linux.git;a=commitdiff;h=X}, {@code ...;a=commit;f=path;h=X},
 * {@code ...;h=X;a=commit}. gitweb names the object by its {@code h=} parameter, and what the object is by the action
 * {@code a=}: {@code commit}, {@code commitdiff} and {@code patch} show a commit, while {@code a=blob}, {@code a=tree}
 * or {@code a=blob_plain} give {@code h=} a blob's or tree's id, which is no commit. cgit's {@code ?id=X} and the
 * {@code /commit/X} of GitHub, GitLab and gitweb's path form need no such look: their place alone says commit.
 */
final class GitwebIds {
    private GitwebIds() {
    }

    /** How far back and ahead within the URL the action is looked for: a path parameter ("f=...") fits easily. */
    private static final int REACH = 200;

    /**
     * Whether the hex word at {@code [start, end)} of {@code s} is the {@code h=} parameter of a gitweb URL whose
     * action is a commit's: the URL word (no blank between) holds {@code a=commit}, {@code a=commitdiff} or
     * {@code a=patch} as a parameter of its own (after {@code ?}, {@code ;} or {@code &}), before the id or after it.
     * Bounded looks.
     */
    static boolean commitParam(String s, int start, int end) {
        if (start < 3 || s.charAt(start - 1) != '=' || s.charAt(start - 2) != 'h' || !separator(s.charAt(start - 3))) {
            return false;
        }
        int b = start - 3;
        int lo = Math.max(0, start - REACH);
        while (b > lo && !Character.isWhitespace(s.charAt(b - 1))) {
            b--;
        }
        int e = end;
        int hi = Math.min(s.length(), end + REACH);
        while (e < hi && !Character.isWhitespace(s.charAt(e))) {
            e++;
        }
        for (int k = b; k + 2 < e; k++) {
            if (s.charAt(k) == 'a' && s.charAt(k + 1) == '=' && k > b && separator(s.charAt(k - 1))
                    && commitAction(s, k + 2, e)) {
                return true;
            }
        }
        return false;
    }

    private static boolean separator(char c) {
        return c == ';' || c == '?' || c == '&';
    }

    /** Whether the action value starting at {@code v} (up to {@code e}) is commit, commitdiff or patch. */
    private static boolean commitAction(String s, int v, int e) {
        int w = v;
        while (w < e && Character.isLetter(s.charAt(w))) {
            w++;
        }
        if (w < e && !separator(s.charAt(w)) && s.charAt(w) != ')' && s.charAt(w) != '.' && s.charAt(w) != ',') {
            return false;
        }
        String a = s.substring(v, w);
        return a.equals("commit") || a.equals("commitdiff") || a.equals("patch");
    }
}
