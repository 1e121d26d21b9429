package dev.lkmltriage.triage;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The titles (subject lines) of blamed commits. One change carries one title under several hashes: upstream, each
 * stable backport, a cherry-pick. A reporter who bisected a stable tree names another hash than one who bisected
 * mainline, and a revert names whichever it reverts; the title they share says it is one cause. Titles are compared
 * by their words, lowercase, so a title cut short by a reporter or by line wrapping still matches the full one.
 */
final class CommitTitles {
    /** Runs of white space; compiled once, as this is asked per message. */
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    private static final Pattern WORD_BREAK = Pattern.compile("[\\s:]+");
    /** Fewer words than this say too little to identify a change ("PCI: Fix" is hundreds of commits). */
    static final int MIN_WORDS = 5;
    private static final int MAX_TITLE = 200;
    private static final Pattern REVERT = Pattern.compile("(?i)\\brevert\\s+\"(.{10," + MAX_TITLE + "}?)\"");
    /** A quoted commit title in a subject: a subsystem prefix with a colon, then words. */
    private static final Pattern QUOTED_TITLE = Pattern.compile(
            "\"([A-Za-z0-9_./-]+(?:(?::\\s?|\\s)[A-Za-z0-9_./-]+)*: [^\"]{6," + MAX_TITLE + "})\"");
    /**
     * A static-checker report's subject: {@code [bug report] <the title of the commit it is about>}, the form such
     * reports take on every kernel list. The title must look like one (a subsystem prefix with a colon).
     */
    private static final Pattern BUG_REPORT_TITLE = Pattern.compile(
            "(?i)^(?:(?:re|fwd?|aw|sv):\\s*)*\\[bug report\\]\\s*([A-Za-z0-9_./-]+(?:(?::\\s?|\\s)[A-Za-z0-9_./-]+)*: "
                    + ".{6," + MAX_TITLE + "})$");
    /** Subjects are attacker-controlled: only their start is searched (a real subject is far shorter). */
    private static final int MAX_SUBJECT = 1000;

    private CommitTitles() {
    }

    /**
     * The titles of the commits a message blames: culprit commits whose title the text gives (completed from the
     * text where the extractor cut it at a line break), a revert's target ({@code Revert "X"}), a commit title
     * quoted in a report's subject ({@code ... caused by "PCI/PM: Assume ports ..."}), and the title a static-checker
     * report's subject names ({@code [bug report] PCI: foo: Add bar}). Quoted culprits count, as
     * they do for the cluster's suspects: a forwarded report is the reporter's own words.
     */
    static Set<String> culprits(Report r) {
        Set<String> out = new LinkedHashSet<>();
        String subject = r.mail().subject().length() > MAX_SUBJECT ? r.mail().subject().substring(0, MAX_SUBJECT)
                : r.mail().subject();
        add(out, reverted(subject));
        if (r.facts().kind() != MessageKind.PATCH) {
            out.addAll(inSubject(subject));
        }
        String text = r.mail().text();
        for (CommitFact c : r.facts().commits()) {
            if (c.role().equals("culprit") && out.size() < ReportFeatures.MAX_KEYS && !OwnTitleCulprits.isOwn(c, r)) {
                add(out, completed(text, c));
            }
        }
        return out;
    }

    /** The title a revert's subject ({@code Revert "X"}) names, normalized, of {@value #MIN_WORDS} words or more; or null. */
    static String reverted(String subject) {
        if (subject == null) {
            return null;
        }
        Matcher rev = REVERT.matcher(subject.length() > MAX_SUBJECT ? subject.substring(0, MAX_SUBJECT) : subject);
        String title = rev.find() ? normalize(rev.group(1)) : null;
        return title != null && words(title).length >= MIN_WORDS ? title : null;
    }

    /**
     * The commit titles a report's subject names as what it is about: quoted ({@code Issues with "PCI/LINK: ..."})
     * or after {@code [bug report]}; normalized, each of at least {@value #MIN_WORDS} words.
     */
    static Set<String> inSubject(String subject) {
        Set<String> out = new LinkedHashSet<>();
        if (subject == null) {
            return out;
        }
        String s = subject.length() > MAX_SUBJECT ? subject.substring(0, MAX_SUBJECT) : subject;
        Matcher q = QUOTED_TITLE.matcher(s);
        while (q.find() && out.size() < ReportFeatures.MAX_KEYS) {
            add(out, q.group(1));
        }
        // A title is at most MAX_TITLE long; a longer subject is no "[bug report] <title>" (and costs nothing).
        Matcher b = BUG_REPORT_TITLE.matcher(s.strip());
        if (s.length() <= MAX_TITLE + 64 && b.find() && b.group(1).length() <= MAX_TITLE) {
            add(out, b.group(1));
        }
        return out;
    }

    /**
     * The culprit's title as the text writes it after one of the places the hash occurs (a bisect log names the
     * hash several times, the title only after "first bad commit"), when that starts with what the extractor read.
     */
    private static String completed(String text, CommitFact c) {
        if (c.subject() == null) {
            return null;
        }
        String known = normalize(c.subject());
        String best = c.subject();
        int from = 0;
        for (int n = 0; n < 8; n++) {
            int at = text.indexOf(c.hash(), from);
            if (at < 0) {
                break;
            }
            from = at + c.hash().length();
            String read = readAfter(text, from);
            if (read != null && read.length() > best.length() && normalize(read).startsWith(known)) {
                best = read;
            }
        }
        return best;
    }

    private static void add(Set<String> out, String title) {
        String n = title == null ? null : normalize(title);
        if (n != null && words(n).length >= MIN_WORDS) {
            out.add(n);
        }
    }

    /**
     * The title written after a hash: {@code [hash] Title}, {@code hash ("Title")}, {@code hash Title}, read over at
     * most one wrapped line; null when nothing title-like follows.
     */
    static String readAfter(String text, int end) {
        if (end < 0 || end >= text.length()) {
            return null;
        }
        int i = end;
        int limit = Math.min(text.length(), end + MAX_TITLE);
        while (i < limit && (text.charAt(i) == ']' || text.charAt(i) == ' ' || text.charAt(i) == '\t'
                || text.charAt(i) == '(' || text.charAt(i) == '"')) {
            i++;
        }
        StringBuilder b = new StringBuilder();
        int lines = 0;
        while (i < limit) {
            char ch = text.charAt(i);
            if (ch == '"' || (ch == ')' && b.length() > 0 && b.charAt(b.length() - 1) == '"')) {
                break;
            }
            if (ch == '\n') {
                int next = i + 1;
                // A wrapped title continues on the next line; a blank line, a bisect-log line or a quote does not.
                if (++lines > 1 || next >= text.length() || text.charAt(next) == '\n' || text.charAt(next) == '#'
                        || text.charAt(next) == '>' || text.startsWith("git ", next)) {
                    break;
                }
                b.append(' ');
            } else {
                b.append(ch);
            }
            i++;
        }
        String s = b.toString().strip();
        return s.isEmpty() ? null : s;
    }

    static String normalize(String title) {
        String s = title.toLowerCase(Locale.ROOT).replace('"', ' ').strip();
        s = WHITESPACE.matcher(s).replaceAll(" ");
        while (s.endsWith(".") || s.endsWith(",") || s.endsWith(")")) {
            s = s.substring(0, s.length() - 1).strip();
        }
        return s;
    }

    private static String[] words(String normalized) {
        return Arrays.stream(WORD_BREAK.split(normalized)).filter(w -> !w.isEmpty()).toArray(String[]::new);
    }

    /**
     * One title is the other, or the start of it, by at least {@value #MIN_WORDS} words: a title cut short still
     * names the change; two titles that only begin alike ("PCI: Add ...") do not.
     */
    static boolean same(String a, String b) {
        String[] x = words(a);
        String[] y = words(b);
        int n = Math.min(x.length, y.length);
        if (n < MIN_WORDS) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!x[i].equals(y[i])) {
                return false;
            }
        }
        return true;
    }

    static boolean intersect(Set<String> a, Set<String> b) {
        for (String x : a) {
            for (String y : b) {
                if (same(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A patch's own title as a commit would carry it: its subject without reply prefixes and bracketed tags,
     * white space collapsed, lowercase; null when it has fewer than {@value #MIN_WORDS} words (too short to name one
     * commit) or there is no subject.
     */
    static String ofSubject(String subject) {
        if (subject == null) {
            return null;
        }
        String s = subject.length() > MAX_SUBJECT ? subject.substring(0, MAX_SUBJECT) : subject;
        String t = WHITESPACE.matcher(ReportFeatures.TAG.matcher(Subjects.normalize(s)).replaceAll(" ").strip())
                .replaceAll(" ");
        return t.split(" ").length < MIN_WORDS ? null : t;
    }

    /** The map key of a title: its first {@value #MIN_WORDS} words. */
    static String key(String normalized) {
        String[] w = words(normalized);
        return String.join(" ", Arrays.copyOf(w, Math.min(w.length, MIN_WORDS)));
    }
}
