package dev.lkmltriage.extract;

/**
 * The output of a shell listing a writer pasted: a prompt's {@code ls}, {@code find} or {@code tree} command ({@code #
 * ls drivers/pci/controller/dwc/*ep*}, {@code $ find drivers/ -name '*ep*'}) and the bare paths it printed, one a
 * line. Like a grep's hits, the files a listing shows are every file that matches a pattern, named as examples of a
 * kind ("the endpoint controllers we have"), not drivers the message is about. The listing lasts while each line is
 * one path and nothing else; a blank line or any other line ends it. Work per line: a bounded look at its start and
 * one pass over its characters.
 */
final class ShellListings {
    /** The longest prompt read before the command: "#", "$", "root@board:~#", "user@host:/src/linux$". */
    private static final int PROMPT = 40;
    private static final String[] COMMANDS = {"ls", "find", "tree"};

    private boolean listing;

    /** Whether the line {@code [from, to)} (quote marks skipped) is a listing's output; reads it either way. */
    boolean output(String text, int from, int to) {
        if (command(text, from, to)) {
            listing = true;
            return false;
        }
        if (listing && barePath(text, from, to)) {
            return true;
        }
        listing = false;
        return false;
    }

    /** A blank or unreadable line ends any listing. */
    void end() {
        listing = false;
    }

    /** A prompt ending in '#' or '$' within its first {@link #PROMPT} characters, a blank, then a listing command. */
    static boolean command(String text, int from, int to) {
        int limit = Math.min(to, from + PROMPT);
        for (int i = from; i < limit; i++) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t') {
                return false;
            }
            if (c == '#' || c == '$') {
                int w = i + 1;
                while (w < to && w < i + 4 && text.charAt(w) == ' ') {
                    w++;
                }
                if (w == i + 1) {
                    return false;
                }
                for (String cmd : COMMANDS) {
                    int e = w + cmd.length();
                    if (e <= to && text.startsWith(cmd, w) && (e == to || text.charAt(e) == ' ')) {
                        return true;
                    }
                }
                return false;
            }
        }
        return false;
    }

    /** The line holds one path and nothing else: no blank between non-blank characters, a '/' among them. */
    static boolean barePath(String text, int from, int to) {
        int i = from;
        while (i < to && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        int e = to;
        while (e > i && (text.charAt(e - 1) == ' ' || text.charAt(e - 1) == '\t')) {
            e--;
        }
        boolean slash = false;
        for (int k = i; k < e; k++) {
            char c = text.charAt(k);
            if (c == ' ' || c == '\t' || c == '|' || c == ':') {
                return false;
            }
            slash |= c == '/';
        }
        return slash;
    }
}
