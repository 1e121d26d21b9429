package dev.lkmltriage.extract;

import dev.lkmltriage.text.Bounded;
import java.util.List;
import java.util.Locale;

/**
 * The kernel's {@code scripts/config} tool on a command line (convention 31, session 37): {@code ./scripts/config -e
 * HYPERVISOR_GUEST -e PARAVIRT -m ZZ_DRV --set-val NR_CPUS 8 && \}. Its actions set options: {@code -e}/{@code
 * --enable} y, {@code -d}/{@code --disable} n, {@code -m}/{@code --module} m, {@code --set-val X V} V, {@code
 * --set-str X S} S (without its quotes), {@code -u}/{@code --undefine} and {@code -s}/{@code --state} name the option
 * with no value; the {@code -after} forms ({@code --enable-after A X}) set X. The tool's own options ({@code --file F},
 * {@code --keep-case}/{@code -k}, {@code --refresh}) name no symbol. Symbols may be written with or without
 * {@code CONFIG_}; the tool upper-cases them unless {@code --keep-case} came first, and so does this reading.
 *
 * <p>The command is {@code scripts/config} as a word of its own (after a blank, a quote, {@code $ }, {@code ./} or a
 * path, and followed by a blank, a quote or the line's end), and its arguments are read token by token up to a shell
 * separator ({@code &&}, {@code ||}, {@code ;}, {@code |}, a redirection, a comment) or the first token that is neither
 * a known action nor its argument ("use scripts/config to enable it" reads nothing). A trailing {@code \} continues the
 * command on the next line ({@link #in} says so). Linear in the line; at most {@value #MAX_FACTS} facts a line; never
 * throws.
 */
final class ScriptsConfig {
    static final String COMMAND = "scripts/config";
    private static final int MAX_FACTS = 64;

    /** What the line left open: nothing, or a command continued by a trailing backslash. */
    enum Next { NONE, CONTINUES }

    private ScriptsConfig() {
    }

    /**
     * The settings of one line's {@code scripts/config} commands, added to {@code out}; {@code continued} when the
     * line before ended such a command with {@code \} (its arguments go on from the line's content). Returns whether
     * this line ends a command with {@code \}.
     */
    static Next in(String text, int body, int end, boolean quoted, boolean continued, List<ConfigFact> out) {
        int facts = 0;
        int i = body;
        boolean reading = continued;
        Next next = Next.NONE;
        while (i < end && facts < MAX_FACTS) {
            if (!reading) {
                int at = Bounded.indexOf(text, COMMAND, i, end);
                if (at < 0) {
                    break;
                }
                i = at + COMMAND.length();
                if (!commandStart(text, body, at) || !(i == end || tokenBreak(text.charAt(i))
                        || quote(text.charAt(i)))) {
                    continue;
                }
                if (i < end && quote(text.charAt(i))) {
                    i++; // "'scripts/config' -e X": the closing quote of the command's own name
                }
            }
            int[] r = arguments(text, i, end, quoted, out, MAX_FACTS - facts);
            facts += r[1];
            i = r[0];
            reading = false;
            if (r[2] == 1) {
                next = Next.CONTINUES;
                break;
            }
        }
        return next;
    }

    /** The command's name stands as a word: at the content's start, after a blank, a quote, {@code $}, or a path. */
    private static boolean commandStart(String text, int body, int at) {
        if (at == body) {
            return true;
        }
        char before = text.charAt(at - 1);
        if (before == '/') {
            // "./scripts/config", "~/linux/scripts/config": a path ending in the tool, not "foo_scripts/config"
            return true;
        }
        return tokenBreak(before) || quote(before) || before == '$' || before == '(';
    }

    private static boolean tokenBreak(char ch) {
        return ch == ' ' || ch == '\t' || ch == '\u00a0';
    }

    private static boolean quote(char ch) {
        return ch == '\'' || ch == '"' || ch == '`';
    }

    /**
     * Reads arguments from {@code from}: returns {end of what was read, facts added, 1 when a trailing backslash
     * continues the command on the next line}.
     */
    private static int[] arguments(String text, int from, int end, boolean quoted, List<ConfigFact> out, int room) {
        int i = from;
        int added = 0;
        boolean keepCase = false;
        while (added < room) {
            i = skipBlanks(text, i, end);
            if (i >= end) {
                return new int[] {i, added, 0};
            }
            int tokEnd = tokenEnd(text, i, end);
            String tok = unquoted(text, i, tokEnd);
            if (tok.equals("\\") && skipBlanks(text, tokEnd, end) >= end) {
                return new int[] {tokEnd, added, 1};
            }
            String value;
            int takes; // the symbols the action names before its value: 1, or 2 for the -after forms
            boolean valued = false;
            switch (tok) {
                case "-e", "--enable" -> { value = "y"; takes = 1; }
                case "-d", "--disable" -> { value = "n"; takes = 1; }
                case "-m", "--module" -> { value = "m"; takes = 1; }
                case "-u", "--undefine", "-s", "--state" -> { value = null; takes = 1; }
                case "-E", "--enable-after" -> { value = "y"; takes = 2; }
                case "-D", "--disable-after" -> { value = "n"; takes = 2; }
                case "-M", "--module-after" -> { value = "m"; takes = 2; }
                case "--set-val", "--set-str" -> { value = null; takes = 1; valued = true; }
                case "--file" -> {
                    // the config file the tool edits: its argument is a path, no symbol
                    i = skipBlanks(text, tokEnd, end);
                    i = i < end ? tokenEnd(text, i, end) : i;
                    continue;
                }
                case "-k", "--keep-case" -> { keepCase = true; i = tokEnd; continue; }
                case "--refresh" -> { i = tokEnd; continue; }
                default -> {
                    // a shell separator, a redirection, a comment or prose: the command ends here
                    return new int[] {i, added, 0};
                }
            }
            int symbolAt = -1;
            int symbolEnd = -1;
            String symbol = null;
            int j = tokEnd;
            for (int k = 0; k < takes; k++) {
                j = skipBlanks(text, j, end);
                if (j >= end) {
                    return new int[] {j, added, 0};
                }
                symbolAt = j;
                symbolEnd = tokenEnd(text, j, end);
                symbol = unquoted(text, symbolAt, symbolEnd);
                j = symbolEnd;
            }
            boolean last = symbol.endsWith(";");
            if (last) {
                symbol = symbol.substring(0, symbol.length() - 1); // "-e ZZ_A; make": the command ends with it
            }
            String option = option(symbol, keepCase);
            if (option == null) {
                return new int[] {symbolAt, added, 0}; // "-e" followed by no symbol: not the tool's arguments
            }
            int factEnd = symbolEnd;
            if (valued) {
                int v = skipBlanks(text, j, end);
                if (v >= end) {
                    return new int[] {v, added, 0};
                }
                int vEnd = valueEnd(text, v, end);
                value = unquoted(text, v, vEnd);
                if (value.isEmpty() || value.equals("\\")) {
                    return new int[] {v, added, 0};
                }
                factEnd = vEnd;
                j = vEnd;
            }
            if (!ConfigExtractor.placeholder(option)) {
                out.add(new ConfigFact(option, value, quoted, symbolAt, factEnd));
                added++;
            }
            i = j;
            if (last) {
                return new int[] {i, added, 0};
            }
        }
        return new int[] {i, added, 0};
    }

    /** {@code CONFIG_} and the symbol as the tool would write it, or null for a token that is no symbol. */
    private static String option(String symbol, boolean keepCase) {
        if (symbol == null || symbol.isEmpty() || symbol.length() > 88) {
            return null;
        }
        for (int k = 0; k < symbol.length(); k++) {
            char ch = symbol.charAt(k);
            if (!((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_')) {
                return null;
            }
        }
        String s = keepCase ? symbol : symbol.toUpperCase(Locale.ROOT);
        if (s.startsWith("CONFIG_")) {
            s = s.substring("CONFIG_".length());
        }
        if (s.isEmpty() || s.charAt(0) == '_') {
            return null;
        }
        return "CONFIG_" + s;
    }

    private static int skipBlanks(String text, int i, int end) {
        while (i < end && tokenBreak(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int tokenEnd(String text, int i, int end) {
        while (i < end && !tokenBreak(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** A value's end: a quoted string runs to its closing quote on the line ({@code --set-str X "a b"}). */
    private static int valueEnd(String text, int i, int end) {
        char q = text.charAt(i);
        if (q == '"' || q == '\'') {
            int close = Bounded.indexOf(text, q, i + 1, end);
            if (close > i) {
                return close + 1;
            }
        }
        return tokenEnd(text, i, end);
    }

    /** The token without the quotes around it ({@code 'LTO_CLANG'}, {@code "n"}), or around a shell word's part. */
    private static String unquoted(String text, int from, int to) {
        int a = from;
        int b = to;
        if (b - a >= 1 && quote(text.charAt(a)) && (b - a == 1 || text.charAt(b - 1) != text.charAt(a))) {
            return ""; // "'ZZ A'": a quoted word the blank cut, no symbol
        }
        while (a < b && quote(text.charAt(a))) {
            a++;
        }
        while (b > a && quote(text.charAt(b - 1))) {
            b--;
        }
        return text.substring(a, b);
    }
}
