package dev.lkmltriage.digest;

import java.util.regex.Pattern;

/**
 * One {@code F:} or {@code X:} pattern with the semantics the kernel's MAINTAINERS file documents and
 * get_maintainer.pl implements: a trailing slash covers everything in and below the directory; otherwise {@code *}
 * and {@code ?} are wildcards that stay within the pattern's directory depth ({@code drivers/net/*} covers the files
 * in drivers/net but not below). A pattern without wildcards and without a trailing slash also covers a directory of
 * that name, since without a kernel tree we cannot tell a file from a directory.
 */
record FilePattern(String text, Pattern regex, boolean directory, int depth, boolean wildcard) {
    static FilePattern of(String text) {
        String t = text.strip();
        boolean dir = t.endsWith("/");
        boolean wild = t.indexOf('*') >= 0 || t.indexOf('?') >= 0;
        // most patterns are literal paths: they need no regex at all (a kernel MAINTAINERS has ~20,000 F: lines)
        Pattern regex = null;
        if (wild) {
            StringBuilder re = new StringBuilder("^");
            int run = 0;
            for (int i = 0; i <= t.length(); i++) {
                char c = i < t.length() ? t.charAt(i) : 0;
                if (i == t.length() || c == '*' || c == '?') {
                    if (i > run) {
                        re.append(Pattern.quote(t.substring(run, i)));
                    }
                    if (i < t.length()) {
                        re.append(c == '*' ? ".*" : ".");
                    }
                    run = i + 1;
                }
            }
            regex = Pattern.compile(re.toString(), Pattern.DOTALL);
        }
        return new FilePattern(t, regex, dir, slashes(t), wild);
    }

    /** Whether this pattern covers {@code path} (a file path relative to the tree's root). */
    boolean matches(String path) {
        if (directory) {
            return path.startsWith(text) || (wildcard && regex.matcher(path).find());
        }
        if (!wildcard) {
            return path.equals(text) || path.startsWith(text + "/");
        }
        return regex.matcher(path).find() && slashes(path) == depth;
    }

    /** How specific the pattern is: longer literal prefixes win, so a driver's own section outranks its subsystem. */
    int specificity() {
        int star = text.indexOf('*');
        return star < 0 ? text.length() : star;
    }

    /** Whether the pattern matches (nearly) everything, as {@code THE REST} section's {@code *} and {@code *\/}. */
    boolean catchAll() {
        return specificity() == 0;
    }

    private static int slashes(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '/') {
                n++;
            }
        }
        return n;
    }
}
