package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.List;
import java.util.Locale;

/**
 * A message's text with its span kinds, as the version, commit and kind stages read it: which offsets may yield
 * facts (not diffs, signatures or footers), which are quoted, and bounded look-around helpers. Every helper looks at
 * most a fixed number of characters, so callers stay linear in the text however long its lines are.
 */
final class VersionsText {
    /** How far any look-around goes; keeps a 10 MB line from making each candidate cost 10 MB. */
    static final int WINDOW = 300;

    final String text;
    /** The text's characters, copied once: the token scanners (and the driver-word and menuconfig-prompt scans)
     * read every character, and an array read is cheaper than {@code String.charAt} (no coder test or bounds check
     * per call). */
    final char[] chars;
    private final int[] starts;
    private final SpanKind[] kinds;
    /** Whether the span starts ascend, so that a kind holds from one start to the next ({@link #factsResume}). */
    private final boolean ordered;
    /** The span {@link #spanAt} found last: where the next ascending question most likely lands. */
    private int hint;

    /** The last message's, per thread: the kernel, commit, kind, config and driver stages read one message in turn. */
    private static final ThreadLocal<VersionsText> LAST = new ThreadLocal<>();
    /** The span list this was built from, to know the cached one belongs to the message asked about. */
    private final List<Span> spanList;

    /** {@link #kernelCandidates}, found once: the kernel stage and {@code SoleKernels} both read them. */
    private List<KernelCandidates.Candidate> kernelCandidates;
    /** The offsets of the text's newlines, ascending: {@link #wholeLineStart}'s index, built when first asked. */
    private int[] newlines;

    VersionsText(Mail mail) {
        this(mail.text(), mail.spans());
    }

    /**
     * {@code new KernelCandidates(this).find()}, found on the first call and kept (unmodifiable; a candidate is a
     * record): the find depends on nothing but this text and its spans.
     */
    List<KernelCandidates.Candidate> kernelCandidates() {
        if (kernelCandidates == null) {
            kernelCandidates = java.util.Collections.unmodifiableList(new KernelCandidates(this).find());
        }
        return kernelCandidates;
    }

    /**
     * {@code new VersionsText(mail)}, shared by the stages that read one message on this thread (it is immutable):
     * the text is copied into {@link #chars} once per message, not once per stage.
     */
    static VersionsText of(Mail mail) {
        VersionsText t = LAST.get();
        if (t == null || !t.isOf(mail)) {
            // in a batch (FactExtractor.extractAll), the batch's view of this message, made once for every stage
            t = BatchViews.versionsText(mail);
            LAST.set(t);
        }
        return t;
    }

    /** Whether this is the view of this very message's text and spans. */
    boolean isOf(Mail mail) {
        return text == mail.text() && spanList == mail.spans();
    }

    VersionsText(String text, List<Span> spans) {
        this(text, text.toCharArray(), spans);
    }

    /**
     * The same text as {@code base} under other spans, sharing its char copy (never written to): session 53
     * (speed53), {@link DocumentKernels}' view of a message's document lines as prose copied the text a second time.
     */
    VersionsText(VersionsText base, List<Span> spans) {
        this(base.text, base.chars, spans);
    }

    private VersionsText(String text, char[] chars, List<Span> spans) {
        this.text = text;
        this.spanList = spans;
        this.chars = chars;
        this.starts = new int[spans.size()];
        this.kinds = new SpanKind[spans.size()];
        for (int k = 0; k < spans.size(); k++) {
            starts[k] = spans.get(k).start();
            kinds[k] = spans.get(k).kind();
        }
        boolean asc = true;
        for (int k = 1; k < starts.length; k++) {
            asc &= starts[k - 1] <= starts[k];
        }
        this.ordered = asc;
    }

    /**
     * The first offset from {@code offset} on where {@link #factsAllowed} may be true: {@code offset} itself when
     * it is allowed there, else the next span start (or the text's end). Lets the scanners step over a diff in one
     * go instead of reading every character of it only to drop what they find.
     */
    int factsResume(int offset) {
        if (!ordered || factsAllowed(offset)) {
            return offset;
        }
        int found = spanAt(offset);
        // The last span starting at or before the offset decides its kind; the next start is where that can change.
        int next = found + 1;
        while (next < starts.length && starts[next] <= offset) {
            next++;
        }
        return next < starts.length ? starts[next] : text.length();
    }

    /**
     * As {@link #skipLinesWithoutFacts} when {@code k} is a line start; {@code k} itself anywhere else, since only a
     * line start can begin a run of lines to skip.
     */
    int skipFromLineStart(int k) {
        return k == 0 || chars[k - 1] == '\n' ? skipLinesWithoutFacts(k) : k;
    }

    /**
     * Where a scanner standing at line start {@code k} may go on without missing a token: past every whole line
     * before {@link #factsResume} (tokens never cross a line break, so scanning resumes at a line start exactly as
     * the character-by-character walk would). {@code k} itself when nothing can be skipped.
     */
    int skipLinesWithoutFacts(int k) {
        if (k > 0 && text.charAt(k - 1) != '\n') {
            return k;
        }
        int resume = factsResume(k);
        if (resume <= k) {
            return k;
        }
        int nl = text.lastIndexOf('\n', Math.min(resume, text.length()) - 1);
        return nl >= k ? nl + 1 : k;
    }

    /**
     * The index of the last span starting at or before {@code offset}, or -1 when none does (binary search). The
     * scans ask in ascending order, mostly within the span last found or the next one: those two are tried first
     * (session 37; a line-by-line walk such as {@code OwnText}'s searched once a line). The hint is only ever a
     * guess checked against {@code starts}, so a stale one (another thread's) costs a search, never an answer.
     */
    private int spanAt(int offset) {
        int n = starts.length;
        int h = hint;
        if (ordered && h < n && starts[h] <= offset) {
            // ascending starts: h is the last at or before offset when the next one is past it
            if (h + 1 == n || starts[h + 1] > offset) {
                return h;
            }
            if (h + 2 == n || starts[h + 2] > offset) {
                hint = h + 1;
                return h + 1;
            }
        }
        int found = lastAtOrBefore(starts, offset);
        if (found >= 0) {
            hint = found;
        }
        return found;
    }

    /** The index of the last of the ascending {@code starts} at or before {@code offset}, or -1 (binary search). */
    static int lastAtOrBefore(int[] starts, int offset) {
        int lo = 0;
        int hi = starts.length - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (starts[mid] <= offset) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    /** The span kind at an offset; PROSE where the spans say nothing. */
    SpanKind kindAt(int offset) {
        int found = spanAt(offset);
        return found < 0 ? SpanKind.PROSE : kinds[found];
    }

    boolean quoted(int offset) {
        SpanKind k = kindAt(offset);
        return k == SpanKind.QUOTE || k == SpanKind.ATTRIBUTION;
    }

    /** Prose, quotes and attributions carry facts; diffs, signatures and footers do not. */
    boolean factsAllowed(int offset) {
        SpanKind k = kindAt(offset);
        return k != SpanKind.DIFF && k != SpanKind.SIGNATURE && k != SpanKind.FOOTER;
    }

    /**
     * Start of the whole line holding {@code offset}, however long ({@code text.lastIndexOf('\n', offset - 1) + 1}),
     * by binary search over the text's newlines, found on the first call: a look back to the line's start per hex
     * word made a line of 100,000 commit ids quadratic.
     */
    int wholeLineStart(int offset) {
        int k = lastAtOrBefore(newlines(), offset - 1);
        return k < 0 ? 0 : newlines[k] + 1;
    }

    /** The first newline at or after {@code offset}, or the text's length when none follows. */
    int wholeLineEnd(int offset) {
        int k = lastAtOrBefore(newlines(), offset - 1) + 1;
        return k < newlines.length ? newlines[k] : text.length();
    }

    private int[] newlines() {
        if (newlines == null) {
            int count = 0;
            for (char c : chars) {
                count += c == '\n' ? 1 : 0;
            }
            int[] at = new int[count];
            for (int i = 0, k = 0; k < count; i++) {
                if (chars[i] == '\n') {
                    at[k++] = i;
                }
            }
            newlines = at;
        }
        return newlines;
    }

    /** Start of the line holding {@code offset}, looking back at most {@link #WINDOW} characters. */
    int lineStart(int offset) {
        int limit = Math.max(0, offset - WINDOW);
        int k = offset;
        while (k > limit && text.charAt(k - 1) != '\n') {
            k--;
        }
        return k;
    }

    /** End of the line holding {@code offset} (exclusive), looking ahead at most {@link #WINDOW} characters. */
    int lineEnd(int offset) {
        int limit = Math.min(text.length(), offset + WINDOW);
        int k = offset;
        while (k < limit && text.charAt(k) != '\n') {
            k++;
        }
        return k;
    }

    /** The line holding {@code offset} in lowercase, quote markers and leading blanks removed (bounded). */
    String lineLower(int offset) {
        return stripQuote(text.substring(lineStart(offset), lineEnd(offset))).toLowerCase(Locale.ROOT);
    }

    static String stripQuote(String line) {
        int k = 0;
        while (k < line.length() && (line.charAt(k) == '>' || line.charAt(k) == ' ' || line.charAt(k) == '\t'
                || line.charAt(k) == '|')) {
            k++;
        }
        return line.substring(k);
    }

    /**
     * Up to {@code n} words before {@code offset}, nearest first, lowercase, crossing at most one line break (a
     * wrapped sentence) but no blank line, looking back at most 120 characters. A word is a run of letters, digits
     * and {@code -_'}; punctuation and quote markers in between are skipped.
     */
    String[] wordsBefore(int offset, int n) {
        String[] out = new String[n];
        int start = Math.max(0, offset - 120);
        int k = offset;
        int found = 0;
        int breaks = 0;
        while (found < n && k > start) {
            while (k > start && !isWordChar(text.charAt(k - 1))) {
                if (text.charAt(k - 1) == '\n' && ++breaks > 1) {
                    return out;
                }
                k--;
            }
            int end = k;
            while (k > start && isWordChar(text.charAt(k - 1))) {
                k--;
            }
            if (end > k) {
                out[found++] = text.substring(k, end).toLowerCase(Locale.ROOT);
            }
        }
        return out;
    }

    /** The word right after {@code offset} on the same line, lowercase, or "". */
    String wordAfter(int offset) {
        int end = lineEnd(offset);
        int k = offset;
        while (k < end && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
            k++;
        }
        int s = k;
        while (k < end && isWordChar(text.charAt(k))) {
            k++;
        }
        return text.substring(s, k).toLowerCase(Locale.ROOT);
    }

    /**
     * When nothing but spaces follows {@code offset} on its line: the first word of the next line (quote markers and
     * indentation skipped), lowercase; "" when something follows on the line, or the next line is blank or absent.
     */
    String wordAfterWrap(int offset) {
        int end = lineEnd(offset);
        int k = offset;
        while (k < end && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
            k++;
        }
        if (k < end || end >= text.length() || text.charAt(end) != '\n') {
            return "";
        }
        k = end + 1;
        int next = lineEnd(k);
        while (k < next && (text.charAt(k) == '>' || text.charAt(k) == ' ' || text.charAt(k) == '\t'
                || text.charAt(k) == '|')) {
            k++;
        }
        int s = k;
        while (k < next && isWordChar(text.charAt(k))) {
            k++;
        }
        return text.substring(s, k).toLowerCase(Locale.ROOT);
    }

    static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '\'';
    }

    static boolean isHex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
}
