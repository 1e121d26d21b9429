package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A culprit blamed by its title, the commit given by id elsewhere: "I bisected this to "ALSA: hda: Skip controller
 * resume if not needed"." in a quoted report, then "the complete citation is c4c8dd6ef807 ("ALSA: hda: Skip
 * controller resume if not needed")"; or a subject "Boot crash due to "x86/msi: Consolidate MSI allocation"" over a
 * reply naming that commit by id. A commit still a reference whose own title is the quoted title (case and blanks
 * aside) is the culprit. Read after a blame cue right before the opening quote ("bisected (this/it) (down) to",
 * "caused by", "introduced by", "broken by", "regressed by", "due to", optionally with "commit"/"patch"/"the"
 * between). Not: a cue negated ("not caused by"), a question ("Is this caused by "..."?"), a title with no cue ("see
 * "..."", "based on "...""), a commit with another title or none, a commit another cue already gave a role.
 * Linear: each quote looks at most {@link #LOOK} characters back and {@link #TITLE_MAX} on, and at most
 * {@link #QUOTES} quotes are read.
 */
final class BlamedTitles {
    private static final String[] CUES = {
        "bisected to", "bisected this to", "bisected it to", "bisected down to", "bisected this down to",
        "bisected it down to", "bisects to", "caused by", "introduced by", "broken by", "regressed by", "due to"};
    private static final String[] FILLERS = {"commit", "patch", "the", "upstream"};
    private static final int LOOK = 60;
    private static final int TITLE_MAX = 200;
    private static final int QUOTES = 2000;

    private BlamedTitles() {
    }

    /** Marks as culprits the reference commits whose titles a blame cue in {@code texts} names in quotes. */
    static void mark(Collection<CommitExtractor.Merge> commits, String... texts) {
        Map<String, List<CommitExtractor.Merge>> byTitle = new HashMap<>();
        for (CommitExtractor.Merge c : commits) {
            if (c.role.equals(CommitRoles.REFERENCE) && c.subject != null && c.subject.length() <= TITLE_MAX) {
                byTitle.computeIfAbsent(normal(c.subject), k -> new ArrayList<>()).add(c);
            }
        }
        if (byTitle.isEmpty()) {
            return;
        }
        for (String text : texts) {
            if (text != null) {
                scan(text, byTitle);
            }
        }
    }

    private static void scan(String text, Map<String, List<CommitExtractor.Merge>> byTitle) {
        int read = 0;
        int from = 0;
        for (int q = nextOpen(text, 0); q >= 0 && read < QUOTES && !byTitle.isEmpty(); q = nextOpen(text, from)) {
            read++;
            int close = closing(text, q);
            // a closing quote opens nothing: the next title starts past it
            from = close < 0 ? q + 1 : close + 1;
            if (close < 0) {
                continue;
            }
            String title = normal(text.substring(q + 1, close));
            List<CommitExtractor.Merge> named = byTitle.get(title);
            if (named == null || title.length() < 8) {
                continue;
            }
            String pre = CommitRoles.collapsedLower(text, Math.max(0, q - LOOK), q)
                    .strip();
            String cue = cueAtEnd(pre);
            if (cue == null || AskedSentences.asked(text, close + 1)) {
                continue;
            }
            String evidence = CommitRoles.collapse(cue + " \"" + text.substring(q + 1, close) + "\"").strip();
            for (CommitExtractor.Merge c : named) {
                c.offer(new CommitRoles.Role(CommitRoles.CULPRIT, evidence), c.quoted);
            }
            byTitle.remove(title);
        }
    }

    /** The cue {@code pre} ends with (fillers aside), not negated; null when none. */
    static String cueAtEnd(String pre) {
        String p = pre;
        for (boolean cut = true; cut; ) {
            cut = false;
            for (String f : FILLERS) {
                if (p.endsWith(" " + f) || p.equals(f)) {
                    p = p.substring(0, p.length() - f.length()).stripTrailing();
                    cut = true;
                }
            }
        }
        for (String cue : CUES) {
            if (p.endsWith(cue) && (p.length() == cue.length()
                    || !Character.isLetterOrDigit(p.charAt(p.length() - cue.length() - 1)))) {
                String head = p.substring(0, p.length() - cue.length());
                String near = head.substring(Math.max(0, head.length() - 14));
                boolean negated = near.contains("not ") || near.contains("n't ") || near.contains("never ");
                return negated ? null : cue;
            }
        }
        return null;
    }

    private static int nextOpen(String text, int from) {
        for (int k = from; k < text.length(); k++) {
            char ch = text.charAt(k);
            if (ch == '"' || ch == '\u201c') {
                return k;
            }
        }
        return -1;
    }

    /** The closing quote of the title opened at {@code q}, within {@link #TITLE_MAX} characters; -1 if none. */
    private static int closing(String text, int q) {
        char open = text.charAt(q);
        int end = Math.min(text.length(), q + 1 + TITLE_MAX + 40);
        for (int k = q + 1; k < end; k++) {
            char ch = text.charAt(k);
            if (ch == '"' || (open == '\u201c' && ch == '\u201d')) {
                return k;
            }
        }
        return -1;
    }

    private static String normal(String s) {
        return CommitRoles.collapse(s).strip().toLowerCase(Locale.ROOT);
    }
}
