package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The Kconfig entries a diff changes, own or quoted: for each {@code diff --git a/drivers/.../Kconfig} section, the
 * symbols whose entry ({@code config X} up to the next entry or menu line) holds an added or removed line that is
 * not blank. The entry a hunk opens in is the one its {@code @@} header names ({@code @@ -7,3 +7,10 @@ config
 * PHY_TEGRA_XUSB}), as git prints the enclosing entry there; a {@code source}, {@code menu}, {@code if},
 * {@code choice} or {@code comment} line closes the entry, so a line added beside it belongs to none.
 *
 * <p>Session 45 (drivers52), the lead's decision on drivers51's TEST 19083: a driver whose Kconfig entry alone a
 * small patch changes is one the patch is about, counted as convention 47 counts its files. Returns pairs of the
 * Kconfig file's directory and the symbol; never throws, reads each line once.
 */
final class KconfigEntries {
    /** At most this many symbols are read from one message: past a few, a patch is a sweep, not a driver's. */
    static final int MAX = 8;

    private KconfigEntries() {
    }

    /** {directory of the Kconfig file (with its trailing slash), symbol} for each changed entry, in order. */
    static List<String[]> changed(String text) {
        List<String[]> out = new ArrayList<>(2);
        if (text == null || text.indexOf("Kconfig") < 0) {
            return out;
        }
        Set<String> seen = new LinkedHashSet<>();
        List<String[]> order = new ArrayList<>(2);
        java.util.Map<String, Edit> edits = new java.util.HashMap<>();
        String dir = null;
        String entry = null;
        int n = text.length();
        int i = 0;
        while (i < n && order.size() <= MAX) {
            int e = text.indexOf('\n', i);
            if (e < 0) {
                e = n;
            }
            int b = unquote(text, i, e);
            if (text.startsWith("diff --git a/", b)) {
                dir = kconfigDir(text, b + "diff --git a/".length(), e);
                entry = null;
            } else if (dir != null) {
                char lead = b < e ? text.charAt(b) : ' ';
                if (text.startsWith("@@", b)) {
                    entry = headerEntry(text, b, e);
                } else if (text.startsWith("+++", b) || text.startsWith("---", b) || text.startsWith("index ", b)
                        || text.startsWith("new file mode", b) || text.startsWith("deleted file mode", b)
                        || text.startsWith("\\ No newline", b)) {
                    // a file header or git's note: no entry's line
                } else if (text.startsWith("--", b) && text.substring(b, e).trim().equals("--")) {
                    // the signature's "-- " line after the last hunk: the diff is over
                    dir = null;
                    entry = null;
                } else if (lead == '+' || lead == '-' || lead == ' ' || b == e) {
                    String raw = text.substring(Math.min(b + 1, e), e);
                    String body = raw.trim();
                    // Kconfig's own keywords open their line; indented text is an entry's attribute or help
                    boolean keyword = !raw.isEmpty() && !Character.isWhitespace(raw.charAt(0));
                    // a mail client's re-indented quote moves "config X" off its column: an upper-case symbol is enough
                    String symbol = configLine(body);
                    if (symbol != null) {
                        entry = symbol;
                    } else if (keyword && closes(body)) {
                        entry = null;
                    }
                    if ((lead == '+' || lead == '-') && !body.isEmpty() && entry != null && edits.size() < 64) {
                        String key = dir + "\t" + entry;
                        Edit ed = edits.computeIfAbsent(key, k -> new Edit());
                        (lead == '+' ? ed.added : ed.removed).add(body.replaceAll("\\s+", " "));
                        if (seen.add(key)) {
                            order.add(new String[] {dir, entry});
                        }
                    }
                } else {
                    // prose after the diff, a signature: the section is over
                    dir = null;
                    entry = null;
                }
            }
            i = e + 1;
        }
        for (String[] o : order) {
            Edit ed = edits.get(o[0] + "\t" + o[1]);
            // an entry re-indented or moved whole (lines removed and added back the same) is not changed
            java.util.Collections.sort(ed.added);
            java.util.Collections.sort(ed.removed);
            if (!ed.added.equals(ed.removed)) {
                out.add(o);
            }
        }
        return out;
    }

    /** An entry's removed and added lines, blanks collapsed. */
    private static final class Edit {
        final List<String> added = new ArrayList<>(2);
        final List<String> removed = new ArrayList<>(2);
    }

    /** The first index after the quote marks ({@code "> > "}) a line opens with. */
    private static int unquote(String text, int i, int e) {
        int b = i;
        while (b < e && text.charAt(b) == '>') {
            b++;
            if (b < e && text.charAt(b) == ' ') {
                b++;
            }
        }
        return b;
    }

    /** "drivers/infiniband/sw/rxe/Kconfig b/..." gives "drivers/infiniband/sw/rxe/"; any other path null. */
    private static String kconfigDir(String text, int from, int e) {
        int sp = text.indexOf(' ', from);
        int end = sp < 0 || sp > e ? e : sp;
        String path = text.substring(from, end);
        if (!path.endsWith("/Kconfig") || !(path.startsWith("drivers/") || path.startsWith("sound/"))
                || path.indexOf("..") >= 0) {
            return null;
        }
        return path.substring(0, path.length() - "Kconfig".length());
    }

    /** The entry a hunk header names after its second {@code @@}, or null. */
    private static String headerEntry(String text, int b, int e) {
        int close = text.indexOf("@@", b + 2);
        if (close < 0 || close >= e) {
            return null;
        }
        return configLine(text.substring(close + 2, e).trim());
    }

    /** "config FOO" or "menuconfig FOO" gives FOO; any other line null. */
    static String configLine(String body) {
        String rest;
        if (body.startsWith("config ") || body.startsWith("config\t")) {
            rest = body.substring(7);
        } else if (body.startsWith("menuconfig ") || body.startsWith("menuconfig\t")) {
            rest = body.substring(11);
        } else {
            return null;
        }
        rest = rest.trim();
        int k = 0;
        while (k < rest.length() && (Character.isLetterOrDigit(rest.charAt(k)) || rest.charAt(k) == '_')) {
            k++;
        }
        return k > 0 && k == rest.length() && rest.equals(rest.toUpperCase(java.util.Locale.ROOT)) ? rest : null;
    }

    /** A line that ends the entry before it: a menu, a sourced file, a condition, a choice, a comment. */
    private static boolean closes(String body) {
        for (String w : new String[] {"source ", "source\t", "menu ", "menu\t", "endmenu", "if ", "if\t", "endif",
                "choice", "endchoice", "comment ", "comment\t"}) {
            if (body.startsWith(w)) {
                return true;
            }
        }
        return false;
    }
}
