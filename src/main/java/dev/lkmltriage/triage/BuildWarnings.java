package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fingerprints of the compiler and sparse diagnostics a message quotes in its own text
 * ({@code drivers/pci/controller/dwc/pcie-armada8k.c:344:34: warning: 'x' defined but not used [-Wunused-...]}):
 * a report of a build warning and the patch that fixes it usually quote the same line, often with nothing else
 * in common (no commit, no link, only {@code Reported-by:}). A fingerprint is the file's name and the message,
 * without line and column (the fix is made on a tree where the line moved), quote styles or the {@code -W} option,
 * so {@code pcie-spear13xx.c:270:34} and {@code :297:34} of one warning agree. At most {@value #MAX_WARNINGS} per
 * message; a message without the literal {@code ": warning:"} or {@code ": error:"} costs one scan.
 */
final class BuildWarnings {
    /** Runs of white space; compiled once, as this is asked per message. */
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    static final int MAX_WARNINGS = 16;
    private static final int MIN_MESSAGE = 12;
    private static final int MAX_WRAPPED = 3;
    private static final Pattern LINE = Pattern.compile(
            "(?m)^[ \\t]*(?:CC|CHECK)?[ \\t]*(?:\\S*/)?([\\w.+-]+\\.[chS]):\\d+(?::\\d+)?: (warning|error):[ \\t]*(.*)$");
    /**
     * modpost's complaint about a symbol a module uses and nothing exports ({@code ERROR: modpost: "dw_pcie_ep_init"
     * [drivers/pci/controller/dwc/pcie-tegra194.ko] undefined!}; before 5.7 without {@code modpost:}): the module's
     * name stands for the file, the symbol for the message (session 17).
     */
    private static final Pattern MODPOST = Pattern.compile(
            "(?m)^[ \\t]*(ERROR|WARNING): (?:modpost: )?\"([\\w.$]{1,200})\" "
                    + "\\[(?:[^\\]\\s]{0,300}/)?([\\w.+-]{1,200}\\.ko)\\] undefined!");
    private static final Pattern OPTION = Pattern.compile("\\s*\\[-W[^\\]]*\\]\\s*$");
    private static final Pattern QUOTES = Pattern.compile("[\u2018\u2019\u201c\u201d`\"]|\u00e2\u20ac[\u02dc\u2122]");

    private BuildWarnings() {
    }

    /** The fingerprints ({@code file|kind: message}) of the diagnostics in the author's own text. */
    static Set<String> of(Mail mail) {
        return of(mail.text(), mail::isQuoted);
    }

    /**
     * The fingerprints of the diagnostics a patch's changelog quotes (its text before the first {@code diff --git}),
     * from its text alone, as a store reads it again: a line starting with {@code >} is a quote, not the author's.
     */
    static Set<String> ofChangelog(String text) {
        if (text == null) {
            return Set.of();
        }
        return inChangelog(OwnLines.changelog(text));
    }

    /** {@link #ofChangelog} of a changelog already cut before its diff ({@link OwnLines#changelog}). */
    static Set<String> inChangelog(String head) {
        return of(head, at -> head.charAt(head.lastIndexOf('\n', at) + 1) == '>');
    }

    private static Set<String> of(String text, java.util.function.IntPredicate quoted) {
        boolean modpost = text.contains("] undefined!");
        if (!text.contains(": warning:") && !text.contains(": error:") && !modpost) {
            return Set.of();
        }
        Set<String> out = new LinkedHashSet<>();
        Matcher u = modpost ? MODPOST.matcher(text) : null;
        while (u != null && u.find() && out.size() < MAX_WARNINGS) {
            if (!quoted.test(u.start())) {
                out.add(u.group(3).toLowerCase(Locale.ROOT) + "|" + u.group(1).toLowerCase(Locale.ROOT)
                        + ": modpost: '" + u.group(2) + "' undefined");
            }
        }
        Matcher m = LINE.matcher(text);
        while (m.find() && out.size() < MAX_WARNINGS) {
            if (quoted.test(m.start())) {
                continue;
            }
            String message = m.group(3);
            if (message.strip().length() < MIN_MESSAGE) {
                // A mailer or the author wrapped the line after "warning:": the message is on the next lines.
                message = message + " " + continuation(text, m.end());
            }
            message = normalize(message);
            if (message.length() >= MIN_MESSAGE) {
                out.add(m.group(1).toLowerCase(Locale.ROOT) + "|" + m.group(2) + ": " + message);
            }
        }
        return out;
    }

    /** Up to {@value #MAX_WRAPPED} non-blank lines after {@code from} that start no diagnostic of their own. */
    private static String continuation(String text, int from) {
        StringBuilder out = new StringBuilder();
        int start = from + 1;
        for (int i = 0; i < MAX_WRAPPED && start < text.length(); i++) {
            int end = text.indexOf('\n', start);
            end = end < 0 ? text.length() : end;
            String line = text.substring(start, end).strip();
            if (line.isEmpty() || line.contains(": warning:") || line.contains(": error:") || line.startsWith(">")) {
                break;
            }
            out.append(line).append(' ');
            start = end + 1;
        }
        return out.toString();
    }

    static String normalize(String message) {
        String s = OPTION.matcher(message).replaceAll("");
        s = QUOTES.matcher(s).replaceAll("'");
        s = s.replace('\uFFFD', '\'');
        return WHITESPACE.matcher(s.strip()).replaceAll(" ").toLowerCase(Locale.ROOT);
    }
}
