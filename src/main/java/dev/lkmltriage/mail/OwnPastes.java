package dev.lkmltriage.mail;

import java.util.ArrayList;
import java.util.List;

/**
 * Convention 72 (session 41's held-out43; built in session 42, drivers49): "> " marks in a thread-opening message that
 * quotes nobody mark the writer's own pasted output. A message with no In-Reply-To or References header, no reply
 * prefix on its subject ({@link Subjects#isReply}) and no attribution line, whose every quoted block reads as pasted
 * output (an lspci listing, a syslog, a build robot's {@code >> file.c:12:3: error: ...} lines), has no one to quote:
 * its blocks are its own text, and its facts there are its own. A block that reads as someone's prose (a line of words
 * opening with a word, "> PCI bus and GPIO can be considered as two functions") or an attribution ("> On Mon, X
 * wrote:") keeps the message as it was, as does a forward's body ({@code -----Original Message-----}, a forwarded
 * {@code From:} header line). Linear: one pass over the quoted blocks' lines, only for a message that passes the
 * header tests.
 */
public final class OwnPastes {
    private OwnPastes() {
    }

    /** The spans with every QUOTE span made PROSE when the message is an opener pasting its own output. */
    static List<Span> unquote(String subject, String inReplyTo, List<String> references, String text,
            List<Span> spans) {
        if ((inReplyTo != null && !inReplyTo.isBlank()) || !references.isEmpty() || Subjects.isReply(subject)
                || Subjects.codeTagged(subject)) {
            return spans; // a patch, cover or pull quotes its reviewers' words and links, not its own output
        }
        boolean quoted = false;
        for (Span s : spans) {
            if (s.kind() == SpanKind.ATTRIBUTION) {
                return spans;
            }
            if (s.kind() == SpanKind.QUOTE) {
                if (!pasted(text, s.start(), s.end())) {
                    return spans;
                }
                quoted = true;
            }
        }
        if (!quoted || forwarded(text)) {
            return spans;
        }
        List<Span> out = new ArrayList<>(spans.size());
        for (Span s : spans) {
            SpanSplitter.add(out, s.start(), s.end(), s.kind() == SpanKind.QUOTE ? SpanKind.PROSE : s.kind());
        }
        return out;
    }

    /**
     * Whether the message opens a thread (no In-Reply-To, no References, no reply subject) and holds no quote and no
     * attribution: its lines that open with '>' are its own (convention 72), as {@link #unquote} made them.
     */
    public static boolean quotesNobody(Mail mail) {
        if ((mail.inReplyTo() != null && !mail.inReplyTo().isBlank()) || !mail.references().isEmpty()
                || Subjects.isReply(mail.subject())) {
            return false;
        }
        for (Span s : mail.spans()) {
            if (s.kind() == SpanKind.QUOTE || s.kind() == SpanKind.ATTRIBUTION) {
                return false;
            }
        }
        return true;
    }

    /**
     * A forward's body: someone else's mail under the writer's, quoted or not; any client's forward separator
     * (convention 188: the forwarded text is the forwarder's own, its own '>' lines stay quoted).
     */
    private static boolean forwarded(String text) {
        return text.contains("-----Original Message-----") || text.contains("Forwarded message")
                || text.startsWith("From: ") || text.contains("\nFrom: ") || text.contains("\n> From: ")
                || ForwardSeparators.anyIn(text);
    }

    /**
     * Whether the block {@code [from, to)} reads as pasted output: at most a quarter of its non-blank lines read as
     * prose ({@link #proseLine}).
     */
    static boolean pasted(String text, int from, int to) {
        int lines = 0;
        int prose = 0;
        int start = from;
        while (start < to) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 || nl > to ? to : nl;
            int body = start;
            while (body < end && (text.charAt(body) == '>' || text.charAt(body) == ' ' || text.charAt(body) == '\t')) {
                body++;
            }
            if (body < end) {
                if (attribution(text, body, end) || text.substring(start, body).contains("> >")) {
                    // "> On Mon, X wrote:", or "> > ..." a quote within the quote: someone's mail, quoted
                    return false;
                }
                lines++;
                prose += proseLine(text, body, end) ? 1 : 0;
            }
            start = end + 1;
        }
        return lines > 0 && 4 * prose <= lines;
    }

    /** Whether the line {@code [from, to)} ends as an attribution does ("wrote:", "writes:"), blanks after it. */
    private static boolean attribution(String text, int from, int to) {
        int end = to;
        while (end > from && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        return endsWith(text, from, end, "wrote:") || endsWith(text, from, end, "writes:");
    }

    private static boolean endsWith(String text, int from, int end, String suffix) {
        int n = suffix.length();
        return end - from >= n && text.regionMatches(true, end - n, suffix, 0, n);
    }

    /** Words a prose line holds at least. */
    private static final int MIN_WORDS = 5;

    /**
     * A line of someone's words: it opens with a word of letters, none of its first three tokens holds a digit, and of
     * its blank-separated tokens five at least and three in five are words of letters (a trailing {@code , . ; : ! ?}
     * allowed). A compiler diagnostic opens with its file, a syslog or lspci line with a timestamp, an address or a
     * field list.
     */
    static boolean proseLine(String text, int from, int to) {
        int tokens = 0;
        int words = 0;
        boolean firstWord = false;
        int i = from;
        while (i < to) {
            while (i < to && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
                i++;
            }
            if (i >= to) {
                break;
            }
            int start = i;
            while (i < to && text.charAt(i) != ' ' && text.charAt(i) != '\t') {
                i++;
            }
            boolean word = word(text, start, i);
            if (tokens == 0) {
                firstWord = word;
            }
            if (tokens < 3 && digit(text, start, i)) {
                // "Mar 02 10:11:12 box kernel: ...": a log's stamp, not a sentence's opening
                return false;
            }
            tokens++;
            words += word ? 1 : 0;
        }
        return firstWord && words >= MIN_WORDS && 5 * words >= 3 * tokens;
    }

    private static boolean digit(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                return true;
            }
        }
        return false;
    }

    private static boolean word(String text, int from, int to) {
        int end = to;
        if (end - from > 1 && ",.;:!?".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        if (end <= from) {
            return false;
        }
        for (int i = from; i < end; i++) {
            if (!Character.isLetter(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
