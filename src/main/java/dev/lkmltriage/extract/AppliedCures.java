package dev.lkmltriage.extract;

import dev.lkmltriage.text.QuoteMarks;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Session 37 (fixrole40), label convention (15): a {@code git show} / {@code git log} block ({@code commit X} on its own
 * line, {@code Author:} and {@code Date:} under it, then the subject and changelog) that a maintainer or bot posts in a
 * thread about that very patch ("I applied this as below", "Does the following look reasonable to you?") names the
 * commit the thread's patch landed or is offered as. Its id is the thread's {@code fix} when the block's own text says
 * the patch cures something, and stays a reference when the patch is a clean-up, a conversion or a feature.
 *
 * <p>A cure, read only in the block (subject and changelog, up to a {@code ---}, a {@code diff --git} or the next
 * {@code commit X} line, at the id line's quote depth, at most {@link #MAX_LINES} lines; a block quoted twice or more
 * skips the shallower answers written between its lines): a subject whose summary
 * (after its last "tag: ") opens with "Fix"; a {@code Fixes: <id>} trailer; a {@code Reported-by:} trailer; a bugzilla
 * address; a changelog line opening "This fixes" / "This patch fixes" / "Fix this by". Words elsewhere in the
 * changelog ("fixed secondary bus numbers", "Fixes this error:" told of another problem) decide nothing.
 *
 * <p>The thread's own patch: the block's subject shares the mail subject's tag ("PCI/MSI:" and "PCI/MSI:") or two
 * content words with its title ("Problem with ... TPU Edge module" and "Move Apex Edge TPU class quirk ..."); a block
 * on another driver's problem is a precedent (15a), left a reference. Guards: a merge commit ("Merge branch ...") and
 * a message holding more than {@link #MAX_BLOCKS} such blocks (a {@code git log} of a branch: the other fixes of a
 * series or pull, (15c)) decide nothing. Every read is bounded, whatever the message's size.
 */
final class AppliedCures {
    /** Blocks in one message past which it is a log listing, not one patch shown. */
    static final int MAX_BLOCKS = 2;
    /** Changelog lines read per block. */
    static final int MAX_LINES = 80;
    /** Characters of one line read. */
    private static final int MAX_LINE = 400;

    private static final Pattern HEX_ID = Pattern.compile("[0-9a-f]{7,40}");
    private static final Pattern FIXES_TRAILER = Pattern.compile("Fixes:\\s+[0-9a-f]{8,40}\\b.*");
    private static final Pattern FIX_SUMMARY = Pattern.compile("(?i)fix(?:es|ed)?\\b.*");
    private static final Pattern THIS_FIXES = Pattern.compile(
            "(?i)(?:this (?:patch |commit |change )?fixes|fix this by)\\b.*");
    private static final Pattern WORD = Pattern.compile("[a-z0-9_]{3,}");
    private static final Pattern REPLY = Pattern.compile("(?i)^(?:re|fwd|fw|aw|sv|r)\\s*:\\s*");
    private static final Pattern BRACKET = Pattern.compile("^\\[[^\\]]{0,200}\\]\\s*");
    private static final Pattern REVERT = Pattern.compile("(?i)^revert\\s+\"");
    /** Words too common in kernel subjects to tie a block to a thread. */
    private static final Set<String> COMMON = Set.of("the", "for", "and", "with", "from", "when", "into", "that",
            "this", "not", "are", "was", "all", "its", "has", "have", "been", "pci", "pcie", "fix", "fixes", "don");

    private AppliedCures() {
    }

    /** How many of the candidates head a {@code git show} block (counting stops past {@link #MAX_BLOCKS}). */
    static int blocks(VersionsText t, List<CommitCandidates.Candidate> cs) {
        int n = 0;
        for (CommitCandidates.Candidate c : cs) {
            if (heads(t, c.start()) && ++n > MAX_BLOCKS) {
                break;
            }
        }
        return n;
    }

    /**
     * Whether the id at {@code start} heads a block of the thread's own patch ({@code mailSubject}) that cures: then
     * the id is the thread's fix. Never throws on odd text; reads at most {@link #MAX_LINES} lines.
     */
    static boolean cures(VersionsText t, int start, String mailSubject) {
        if (!heads(t, start)) {
            return false;
        }
        String text = t.text;
        int depth = QuoteMarks.depth(text, t.lineStart(start));
        // past "Author:" (and any "Commit:"/"AuthorDate:" lines) to the line after "Date:"
        int at = nextLine(t, start);
        for (int k = 0; k < 6 && at < text.length(); k++) {
            String line = line(t, at);
            at = nextLine(t, at);
            if (line.startsWith("Date:") || line.startsWith("CommitDate:")) {
                break;
            }
        }
        String subject = null;
        boolean cure = false;
        for (int k = 0; k < MAX_LINES && at < text.length(); k++) {
            int ls = at;
            at = nextLine(t, at);
            int d = QuoteMarks.depth(text, ls);
            if (d < depth && depth > 1) {
                // session 40 (roles43): answers written between a deeply quoted block's lines ("> > >>> Fixes: ..."
                // under "> > The device ids ..."): the block goes on at its own depth after them
                continue;
            }
            if (d != depth) {
                break;
            }
            String line = line(t, ls);
            if (line.equals("---") || line.startsWith("diff --git") || line.startsWith("commit ")
                    && HEX_ID.matcher(line.substring(7, Math.min(line.length(), 47))).lookingAt()) {
                break;
            }
            if (line.isEmpty()) {
                continue;
            }
            if (subject == null) {
                subject = line;
                if (subject.startsWith("Merge ")) {
                    return false;
                }
                int tag = subject.lastIndexOf(": ");
                cure = FIX_SUMMARY.matcher(tag >= 0 ? subject.substring(tag + 2) : subject).matches();
                continue;
            }
            cure |= FIXES_TRAILER.matcher(line).matches() || line.startsWith("Reported-by:")
                    || line.contains("bugzilla.") || THIS_FIXES.matcher(line).matches();
        }
        return cure && related(title(mailSubject), subject);
    }

    /** Whether the id at {@code start} opens its line as {@code commit X} with an {@code Author:} line under it. */
    static boolean heads(VersionsText t, int start) {
        int ls = t.lineStart(start);
        String opener = VersionsText.stripQuote(t.text.substring(ls, start));
        if (!opener.equals("commit ")) {
            return false;
        }
        int at = nextLine(t, start);
        for (int k = 0; k < 2 && at < t.text.length(); k++) {
            if (line(t, at).startsWith("Author:")) {
                return true;
            }
            at = nextLine(t, at);
        }
        return false;
    }

    /** A mail subject's title: reply and forward marks, bracketed tags and a {@code Revert "} opening taken off. */
    static String title(String subject) {
        String s = subject == null ? "" : subject.strip();
        if (s.length() > 1000) {
            s = s.substring(0, 1000);
        }
        for (int k = 0; k < 10; k++) {
            String next = BRACKET.matcher(REPLY.matcher(s).replaceFirst("")).replaceFirst("");
            if (next.equals(s)) {
                break;
            }
            s = next;
        }
        return REVERT.matcher(s).replaceFirst("");
    }

    /** The same tag ("pci: keystone") or two content words shared by a thread's title and a block's subject. */
    static boolean related(String title, String subject) {
        if (subject == null || title.isEmpty()) {
            return false;
        }
        String a = tag(title);
        if (!a.isEmpty() && a.equals(tag(subject))) {
            return true;
        }
        Set<String> words = words(title);
        int shared = 0;
        for (String w : words(subject)) {
            if (words.contains(w) && ++shared >= 2) {
                return true;
            }
        }
        return false;
    }

    private static String tag(String s) {
        int k = s.lastIndexOf(": ");
        return k > 0 ? s.substring(0, k).toLowerCase(Locale.ROOT).strip() : "";
    }

    private static Set<String> words(String s) {
        Set<String> out = new HashSet<>();
        var m = WORD.matcher(s.substring(0, Math.min(s.length(), 1000)).toLowerCase(Locale.ROOT));
        while (m.find() && out.size() < 64) {
            if (!COMMON.contains(m.group())) {
                out.add(m.group());
            }
        }
        return out;
    }

    /** The line at {@code ls} (a line start) without quote marks and outer blanks, bounded. */
    private static String line(VersionsText t, int ls) {
        int end = Math.min(t.lineEnd(ls), ls + MAX_LINE);
        return VersionsText.stripQuote(t.text.substring(ls, end)).strip();
    }

    /** The start of the line after the one holding {@code at}, or the text's length. */
    private static int nextLine(VersionsText t, int at) {
        int end = t.lineEnd(at);
        return end < t.text.length() ? end + 1 : t.text.length();
    }
}
