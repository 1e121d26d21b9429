package dev.lkmltriage.extract;

import dev.lkmltriage.text.Sentences;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Finds commit ids written where a commit is meant: after {@code commit}, in {@code Fixes:} tags, before
 * {@code ("subject")}, in bisect logs and commands, in cgit/GitHub/GitLab URLs ({@code id=X}, {@code /commit/X},
 * {@code /linus/X}, {@code /c/X}), in gitweb URLs ({@code a=commitdiff;h=X}, {@code /commitdiff/X}), after
 * "introduced by"/"caused by"/"fixed by"/"reverting" and in regzbot commands, after a tree's URL at a line's end
 * ({@code pci.git X}), and a 12+-digit id before a bare {@code (prefix: Subject words)}.
 *
 * <p>A token is 7-40 hex digits between word boundaries, with at least one letter a-f (a decimal number is no
 * hash) and, below 12 digits, at least one decimal digit (so "deadbeef" or "defaced" need more than their shape).
 * Never taken: tokens glued to {@code -}, {@code :} or {@code .} (UUIDs, MACs, IPv6, {@code index a..b}),
 * {@code 0x} numbers, Message-IDs ({@code <...@...>}), build ids, and the {@code g<hash>} of git-describe (the
 * {@code g} makes it no token at all).
 */
final class CommitCandidates {
    static final int MAX_CANDIDATES = 20_000;

    /** Phrases that, ending right before a token (blanks between), make it a commit. Lowercase. */
    private static final String[] LEAD_INS = {
        "commit", "commits", "commit:", "commit id", "commit id:", "commit-id", "commit-id:", "sha1", "sha1:", "sha",
        "hash",
        "fixes:", "fixes", "fixed:", "introduced by:", "caused by:", "fixed by:", "introduced by", "caused by", "fixed by",
        "fixed in", "broken by", "regressed by",
        "revert part of", "reverts part of", "reverting part of", "revert parts of", "reverts parts of",
        "reverting", "revert", "reverted", "reverts", "bisected to", "bisected it to", "bisected down to",
        "bisects to", "bisected this to", "points to", "pointed to", "git show", "git revert", "git log", "git checkout",
        "git cherry-pick", "cherry-pick", "cherry pick", "cherry-picked", "good", "bad", "skip", "start",
        "introduced:", "fix:", "fixed-by:", "introduced", "id=", "/commit/", "/commits/", "/c/", "/linus/",
        "/patch/",
        // gitweb's path form: "https://host/users/me/linux.git/commitdiff/41cfe6d54e5"
        "/commitdiff/", "culprit", "fix", "and", ",", "/", "[", "#", "upstream",
        // a robot's "head:" line (the tested tree's tip), gitk's "Parent:"/"Child:" lines: references
        "head:", "parent:", "child:",
        // a pull request's tip: "for you to fetch changes up to X:" (its base is "changes since commit X")
        "changes up to",
        // a tree's URL and the commit it was at: "git://.../pci.git 01b810ed7187" (a merged pull's tip)
        ".git",
        // "regression ... since 5817d78eba34...": an id after "since" or "after"; session 46 (roles49): and after "as
        // of", "via", "until" ("the fwnode is put as of 181e9d4efaf6a", "started enforcing it via abafbc55"); below
        // 12 digits only in lowercase (see accepted)
        "since", "after", "as of", "via", "until",
        // "revert patch X", "reverting the patch X": a patch reverted is a commit ("patch X" alone is not)
        "patch",
        // "This patch partially reverts:\n  X (...)": a patch's revert trailer with the id on the next line
        "reverts:", "revert:",
        // a build robot's "base:    X" line: the tree the patch under test was applied to
        "base:"};

    /** Lead-ins that date something from a commit; an id after them below 12 digits must be lowercase. */
    private static final java.util.Set<String> TIME_LEADS = java.util.Set.of("since", "after", "as of", "via",
            "until");

    /**
     * Words of a message that speaks of commits (a patch and its review are: sign-offs, review tags, or a subject
     * tagged PATCH): a short id after a time word needs one of them somewhere.
     */
    private static final java.util.regex.Pattern COMMIT_TALK = java.util.regex.Pattern.compile(
            "(?i)commit|fixes:|bisect|revert|(?:signed-off|reviewed|acked)-by:|\\bgit\\b");

    /** Whether the message speaks of commits (computed once, only when a short id after a time word asks). */
    private Boolean commitTalk;

    private boolean speaksOfCommits() {
        if (commitTalk == null) {
            commitTalk = COMMIT_TALK.matcher(t.text).find();
        }
        return commitTalk;
    }

    /** Whether {@code [start, end)} holds no uppercase letter. */
    static boolean lowercase(String s, int start, int end) {
        for (int k = start; k < end; k++) {
            if (s.charAt(k) >= 'A' && s.charAt(k) <= 'Z') {
                return false;
            }
        }
        return true;
    }

    /** "introduced (but not caused) by:", "caused (at least in part) by": a short aside between the verb and "by". */
    private static final java.util.regex.Pattern ASIDE_BY = java.util.regex.Pattern.compile(
            "\\b(introduced|caused|broken|regressed) \\([^()]{1,30}\\) by:?$");

    /** The lead of a commit in a gitweb URL's {@code h=} parameter under a commit action ({@link GitwebIds}). */
    static final String GITWEB = "a=commit;h=";

    /** The lead of a commit named after its tree's URL ("git://host/pci.git 01b810ed7187"): where a tree stood. */
    static final String TREE_TIP = "tree tip";

    /** The lead of a commit opening a row of the test robot's blame column ({@link BlameColumns}). */
    static final String BLAME_COLUMN = "blame column";

    /** The lead of a commit listed by {@code git log --oneline} (with or without a graph or a date). */
    static final String ONELINE = "git log --oneline";
    private static final java.util.regex.Pattern LOG_SUBJECT = java.util.regex.Pattern.compile(
            "(?:\\d{4}-\\d\\d-\\d\\d\\b|Revert \"|Merge |Linux \\d|[A-Za-z][A-Za-z0-9_./ -]{0,30}: [A-Za-z(\"']).*");

    /**
     * "* 9c2dfb396722 2019-10-04 | PCI: Add missing link delays", "00103c8c3fa8 PCI: Introduce ...": at least 12
     * digits (the kernel's abbreviation) first on a line after nothing but quote and graph marks (and a list item's
     * marker: "1. X PCI: ...", "- X ..."), then one space and a date or a kernel-style subject ("prefix: words").
     * Hex dumps and stack traces have neither.
     */
    private boolean oneLineLog(int start, int end) {
        String s = t.text;
        if (end - start < 12 || end + 4 >= s.length() || s.charAt(end) != ' ') {
            return false;
        }
        int ls = t.wholeLineStart(start);
        if (robotLine(s, ls, start, end)) {
            return true;
        }
        int from = listItemEnd(s, ls, start);
        for (int i = from; i < start; i++) {
            if (" \t>*|/\\".indexOf(s.charAt(i)) < 0) {
                return false;
            }
        }
        return LOG_SUBJECT.matcher(s).region(end + 1, Math.min(t.wholeLineEnd(end), end + 80)).lookingAt();
    }

    /**
     * The kernel test robot's blame footer: ":::::: The code at line 26 was first introduced by commit" above
     * ":::::: X subject words", a full 40-digit id right after the line's six colons (and quote marks) and a
     * subject after it. It names where the flagged code came from: a reference. Near misses: a shorter id, other
     * colon counts, text between the colons and the id.
     */
    private static boolean robotLine(String s, int ls, int start, int end) {
        if (end - start != 40) {
            return false;
        }
        int i = ls;
        while (i < start && (s.charAt(i) == ' ' || s.charAt(i) == '\t' || s.charAt(i) == '>')) {
            i++;
        }
        return start - i == 7 && s.startsWith(":::::: ", i) && end + 1 < s.length()
                && Character.isLetterOrDigit(s.charAt(end + 1));
    }

    /**
     * Where a numbered or bulleted list item's marker ends ("1. ", "2) ", "- " after quote marks), so that an id
     * opening the item is read as the start of a log line ("1. a1b2c3d4e5f6 PCI: Frob the widget"); {@code ls} when
     * the line holds no such marker. The marker must be followed by a blank.
     */
    private static int listItemEnd(String s, int ls, int start) {
        int i = ls;
        while (i < start && (s.charAt(i) == ' ' || s.charAt(i) == '\t' || s.charAt(i) == '>')) {
            i++;
        }
        int d = i;
        while (d < start && d - i < 2 && s.charAt(d) >= '0' && s.charAt(d) <= '9') {
            d++;
        }
        if (d > i && d < start && (s.charAt(d) == '.' || s.charAt(d) == ')')) {
            d++;
        } else if (d == i && d < start && s.charAt(d) == '-') {
            d++;
        } else {
            return ls;
        }
        return d < start && (s.charAt(d) == ' ' || s.charAt(d) == '\t') ? d : ls;
    }

    /** One accepted commit occurrence; {@code lead} is the lead-in that made it one, or "" for the "(" form. */
    record Candidate(String hash, int start, int end, String lead) {
    }

    private final VersionsText t;

    CommitCandidates(VersionsText t) {
        this(t, false);
    }

    /** {@code patchThread}: the message's subject tags a patch (a posting, a cover letter or a reply to one). */
    CommitCandidates(VersionsText t, boolean patchThread) {
        this.t = t;
        this.commitTalk = patchThread ? Boolean.TRUE : null;
    }

    /**
     * Every accepted occurrence, in text order. A commit id is a whole word of {@value CommitId#MIN_LENGTH} to
     * {@value CommitId#FULL_LENGTH} hex digits, so the walk looks at one character in {@value CommitId#MIN_LENGTH}
     * until one is hex (a run that long starting anywhere before it would hold it), and reads only the hex run around
     * a hit. Lines where no fact counts (diffs, signatures, footers) are not stepped over: what is found there is
     * dropped by {@link VersionsText#factsAllowed}, as the line-skipping walk this replaced dropped it by not looking.
     */
    List<Candidate> find() {
        List<int[]> orphans = new ArrayList<>();
        List<Candidate> out = walk(orphans);
        return orphans.isEmpty() || out.isEmpty() ? out : withLongerSpellings(out, orphans);
    }

    /**
     * The accepted occurrences of the walk described at {@link #find}, in text order; the hex words it declined but
     * that could spell an id longer (shape, place and exclusions all right) are added to {@code orphans}.
     */
    List<Candidate> walk(List<int[]> orphans) {
        List<Candidate> out = new ArrayList<>();
        char[] a = t.chars;
        int n = a.length;
        int probe = CommitId.MIN_LENGTH - 1;
        // Invariant: k == 0 or a[k - 1] is not hex, so no hex run reaches k from before it.
        int k = 0;
        Candidate last = null;
        while (k + probe < n && out.size() < MAX_CANDIDATES) {
            int i = k + probe;
            if (!VersionsText.isHex(a[i])) {
                k = i + 1;
                continue;
            }
            int start = i;
            while (start > k && VersionsText.isHex(a[start - 1])) {
                start--;
            }
            int runEnd = i + 1;
            while (runEnd < n && VersionsText.isHex(a[runEnd])) {
                runEnd++;
            }
            k = runEnd + 1;
            if (runEnd - start < CommitId.MIN_LENGTH || (start > 0 && glued(a[start - 1]))) {
                continue;
            }
            int end = Math.min(runEnd, start + 41);
            if (end < n && (Chars.letterOrDigit(a[end]) || a[end] == '_')) {
                continue;
            }
            Candidate c = accepted(start, end, last);
            if (c != null) {
                out.add(c);
                last = c;
            } else if (orphans.size() < MAX_ORPHANS && end - start > CommitId.MIN_LENGTH
                    && shapeOk(t.text, start, end) && t.factsAllowed(start) && !excluded(start)) {
                orphans.add(new int[] {start, end});
            }
        }
        return out;
    }

    /** How many unaccepted hex words are kept to be matched against the accepted ids. */
    private static final int MAX_ORPHANS = 2_000;

    /** The lead of a hex word that spells out an id the message names elsewhere in a shorter form. */
    static final String LONGER_SPELLING = "longer spelling";

    /**
     * "commit:\n  d369f9be1a (...)" and then a table headed "06c4d00466eb3748  d369f9be1ad1e22da4e8f03557": a hex
     * word with no lead-in of its own that extends an accepted id (the accepted one a proper prefix of it) is the
     * same commit spelt longer, wherever it stands; the merge reports the commit under its longest spelling. A hex
     * word that merely shares a few leading digits with an id, or one shorter than it, is not taken.
     */
    private List<Candidate> withLongerSpellings(List<Candidate> out, List<int[]> orphans) {
        List<Candidate> all = new ArrayList<>(out);
        for (int[] o : orphans) {
            String h = t.text.substring(o[0], o[1]).toLowerCase(Locale.ROOT);
            for (int k = 0; k < out.size() && k < 200; k++) {
                String a = out.get(k).hash();
                if (h.length() > a.length() && h.startsWith(a)) {
                    all.add(new Candidate(h, o[0], o[1], LONGER_SPELLING));
                    break;
                }
            }
        }
        if (all.size() > out.size()) {
            all.sort(java.util.Comparator.comparingInt(Candidate::start));
        }
        return all;
    }

    /**
     * The candidate at the whole hex word {@code [start, end)} (not glued to what is before it, no word character
     * after it), or null when its shape, its span or its lead-in says it is not one; {@code last} is the previous
     * accepted candidate.
     */
    Candidate accepted(int start, int end, Candidate last) {
        String s = t.text;
        if (!t.factsAllowed(start)) {
            return null;
        }
        if (!shapeOk(s, start, end)) {
            String lead = digitsOnlyLead(start, end, last);
            return lead != null ? new Candidate(s.substring(start, end), start, end, lead) : null;
        }
        String lead = leadIn(start, end, last);
        if (lead == null && GitwebIds.commitParam(s, start, end)) {
            // "http://host/git?p=linux.git;a=commitdiff;h=X": gitweb's commit in its h= parameter
            lead = GITWEB;
        }
        if (lead != null && TIME_LEADS.contains(lead) && end - start < 12
                && (!lowercase(s, start, end) || !speaksOfCommits())) {
            // session 46 (roles49): "After\nabafbc55 however ...", "hang at boot after 1302fcf": a short id after a
            // time word is a commit as people abbreviate it (git's own short ids are lowercase); an uppercase word
            // ("something useful with B2889FC9") is a name or a value, and in a message that never speaks of
            // commits ("the card hangs since 1a2b3c4 was flashed onto it") a short hex word is a firmware or build tag
            lead = null;
        }
        if (lead == null && followedBySubject(end)) {
            lead = "";
        }
        if (lead == null && end - start >= 12 && bareSubject(end)) {
            // "66ff14e59e8a (PCI/ASPM: Allow ASPM on links to ...)": the subject in bare parentheses
            lead = "";
        }
        if (lead == null && parenthesisedAfterWord(start, end)) {
            // "based on my pci/pm branch (0d1685046e61)", "removed from the Required section (907fce090253)"
            lead = PARENTHESISED;
        }
        if (lead == null && firstBadAfter(end)) {
            lead = "is the first bad commit";
        }
        if (lead == null && BlameColumns.opensRow(t, start, end)) {
            lead = BLAME_COLUMN;
        }
        if (lead == null && oneLineLog(start, end)) {
            lead = ONELINE;
        }
        if (lead == null && firstBadLater(end)) {
            // "Git bisect reports 5e0c21c75e8c PCI/ASPM: Remove ... as the first bad commit."
            lead = "is the first bad commit";
        }
        if (lead == null && aloneOnLine(start, end)) {
            lead = FULL_ID_LINE;
        }
        if (lead == null && namedByLink(start)) {
            // "The commit introducing this issue is X", "the relevant commit (SHA is X there)"
            lead = LINKED;
        }
        if (lead == null && bisectResultBefore(start)) {
            // "git bisect says X", "the bisect lands on X": an id a bisect's result names in words
            lead = BISECT_RESULT;
        }
        if (lead == null && (ProseIds.titled(s, end) || ProseIds.beforeCommitWord(s, start, end))) {
            // "028a12f5aa829 "drm/nouveau: ..."", "X: "PCI: ..."", "(X 'of: ...')", "X\n> ("PCI: ...")": the title
            // retyped in other quotes or wrapped to the next line names the commit as "X ("...")" does; so does "the
            // 191cd6fb5 commit"
            lead = "";
        }
        if (lead == null && ProseIds.inSentence(s, start, end)) {
            // "this conflicts with 7ca435cf857d", "backported to v5.7.6 as afaff825e3a4.": an id as a word of prose
            lead = IN_PROSE;
        }
        if (TREE_TIP.equals(lead) && !restBlank(end)) {
            // a tree and its commit end their line (a pull's "pci.git X", a robot's "base: .../net.git X"); a
            // tool's version banner "(https://host/llvm.git X), LLD 12" names another project's commit
            lead = null;
        }
        return lead != null && !excluded(start)
                ? new Candidate(s.substring(start, end).toLowerCase(Locale.ROOT), start, end, lead) : null;
    }

    private int hexEnd(int start) {
        int e = start;
        while (e < t.text.length() && e - start <= CommitId.FULL_LENGTH && VersionsText.isHex(t.text.charAt(e))) {
            e++;
        }
        return e;
    }

    static boolean glued(char p) {
        return Chars.letterOrDigit(p) || p == '_' || p == '-' || p == '.' || p == '+' || p == '@'
                || p == '$' || p == '%' || p == '\\';
    }

    private static boolean shapeOk(String s, int start, int end) {
        int len = end - start;
        if (len < CommitId.MIN_LENGTH || len > CommitId.FULL_LENGTH) {
            return false;
        }
        if (end < s.length()) {
            char n = s.charAt(end);
            if (n == '@' || ((n == '-' || n == ':' || n == '.') && end + 1 < s.length()
                    && (VersionsText.isHex(s.charAt(end + 1)) || s.charAt(end + 1) == '.'))) {
                return false;
            }
        }
        if (start > 0 && s.charAt(start - 1) == ':' && start > 1 && VersionsText.isHex(s.charAt(start - 2))) {
            return false;
        }
        boolean letter = false;
        boolean digit = false;
        for (int k = start; k < end; k++) {
            char c = s.charAt(k);
            if (c >= '0' && c <= '9') {
                digit = true;
            } else {
                letter = true;
            }
        }
        return letter && (digit || len >= 12);
    }

    /**
     * The lead of an id of decimal digits only ("as commit 123456789012 ("mips: ...") did"), or null. About one
     * abbreviated id in 250 has no letter, and such an id is a commit only where nothing else could stand: right
     * after "commit" or a {@code Fixes:} tag (so also "reverts commit X") and right before its quoted title. A bare
     * 12-digit number (a serial, a timestamp, a counter) stays no commit, and so does one with a lead-in but no title.
     */
    private String digitsOnlyLead(int start, int end, Candidate last) {
        if (end - start < 12 || end - start > CommitId.FULL_LENGTH || !followedByQuotedSubject(end)) {
            return null;
        }
        for (int k = start; k < end; k++) {
            if (t.text.charAt(k) < '0' || t.text.charAt(k) > '9') {
                return null;
            }
        }
        String lead = leadIn(start, end, last);
        return ("commit".equals(lead) || "Fixes:".equals(lead)) && !excluded(start) ? lead : null;
    }

    /** The lead-in phrase ending right before {@code start}, or null. */
    private String leadIn(int start, int end, Candidate last) {
        // Cheap test first: a lead-in ends in a letter or one of :=/[,# (blanks and quotes between); hex dumps
        // and lists of numbers are rejected here without building any string.
        int p = start - 1;
        while (p >= 0 && p > start - 12 && " \t\r\n>\"'(".indexOf(t.text.charAt(p)) >= 0) {
            p--;
        }
        if (p < 0 || !(Character.isLetter(t.text.charAt(p)) || ":=/[,#".indexOf(t.text.charAt(p)) >= 0)) {
            return null;
        }
        // Back at most 40 characters, across one line break: "see commit\n> 1234abcd5678" is wrapped prose.
        int from = start;
        int breaks = 0;
        while (from > 0 && from > start - 40) {
            if (t.text.charAt(from - 1) == '\n' && ++breaks > 1) {
                break;
            }
            from--;
        }
        String before = t.text.substring(from, start).toLowerCase(Locale.ROOT);
        String trimmed = stripTail(before);
        if (trimmed.endsWith(") by:") || trimmed.endsWith(") by")) {
            // "a regression introduced (but not caused) by:\n66ff14e59e8a (...)": an aside before "by"
            java.util.regex.Matcher m = ASIDE_BY.matcher(trimmed);
            if (m.find()) {
                return m.group(1) + " by";
            }
        }
        for (String lead : LEAD_INS) {
            if (!endsWithPhrase(trimmed, lead)) {
                continue;
            }
            switch (lead) {
                case "and", ",", "/" -> {
                    // A list continues only right after another commit: "commits abc1234 and def5678".
                    if (last != null && start - last.end() <= 8) {
                        return last.lead();
                    }
                }
                case "[" -> {
                    if (trimmed.endsWith("first bad commit: [")) {
                        // git bisect's verdict retold or pasted into a form: "identified as\nfirst bad commit:
                        // [X] Update to 4.19.116" (the log's own "# first bad commit: [X]" reads the same)
                        return "# first bad commit:";
                    }
                    String cue = BracketedIds.cueAbove(trimmed, t.text, end);
                    if (cue != null) {
                        return cue;
                    }
                    String line = t.lineLower(start);
                    if (line.startsWith("# first bad commit") || line.startsWith("# good:")
                            || line.startsWith("# bad:") || line.startsWith("# skip:")) {
                        return "# " + line.substring(2, line.indexOf(':') + 1);
                    }
                }
                case "good", "bad", "skip", "start" -> {
                    if (before.contains("git bisect") || t.lineLower(start).startsWith("git bisect")) {
                        return "git bisect " + lead;
                    }
                }
                case ".git" -> {
                    // only the URL's own word: "https://host/linux.git" or "pci.git", not "I used git"
                    int b = trimmed.length() - 4;
                    if (b > 0 && (Chars.letterOrDigit(trimmed.charAt(b - 1)) || trimmed.charAt(b - 1) == '-'
                            || trimmed.charAt(b - 1) == '_')) {
                        return TREE_TIP;
                    }
                }
                case "#", "upstream" -> {
                    // "upstream" only as "upstream commit X" which "commit" already matched; "#" for regzbot.
                }
                case "introduced", "introduced:", "fix:", "fixed-by:" -> {
                    if (before.contains("#regzbot") || lead.equals("introduced")) {
                        return lead.equals("introduced") ? "introduced" : "#regzbot " + lead;
                    }
                }
                case "fixes:" -> {
                    // Only the tag's own line: the look-back may reach into the line before ("... wrote:").
                    String own = before.substring(before.lastIndexOf('\n') + 1);
                    if (VersionsText.stripQuote(own).stripLeading().startsWith("fixes:")) {
                        return "Fixes:";
                    }
                }
                case "fixes" -> {
                    return null;
                }
                case "fixed:" -> {
                    // session 51 (roles53): a misspelt tag, "Fixed: X ("title")" on a line of its own, is the
                    // Fixes: tag its writer meant; "fixed: X" in prose, or with no quoted title, stays unread
                    String own = before.substring(before.lastIndexOf('\n') + 1);
                    if (VersionsText.stripQuote(own).stripLeading().startsWith("fixed:")
                            && followedByQuotedSubject(end)) {
                        return "Fixes:";
                    }
                }
                case "base:" -> {
                    // only a line of its own opening with "base:" (a robot's header), not "rebased on base: X"
                    String own = before.substring(before.lastIndexOf('\n') + 1);
                    if (VersionsText.stripQuote(own).stripLeading().startsWith("base:")) {
                        return "base:";
                    }
                }
                case "patch" -> {
                    if (CommitRoles.revertedNoun(trimmed)) {
                        return "revert patch";
                    }
                }
                case "commit" -> {
                    // "Fixes: commit 0123abcd4567 (subject)": a tag whose writer added the word commit.
                    String own = before.substring(before.lastIndexOf('\n') + 1);
                    String tag = VersionsText.stripQuote(own).strip();
                    return tag.startsWith("fixes:") && tag.substring(6).strip().equals("commit") ? "Fixes:" : lead;
                }
                case "introduced by:", "caused by:", "fixed by:" -> {
                    // "This change fixes a regression introduced by:\n66ff14e59e8a (PCI/ASPM: ...)": the phrase
                    // ends in a colon when the commit follows on its own line.
                    return lead.substring(0, lead.length() - 1);
                }
                default -> {
                    return lead;
                }
            }
        }
        return null;
    }

    /** {@code before} without the blanks, quote marks and opening brackets ending it. */
    static String stripTail(String before) {
        int e = before.length();
        while (e > 0 && " \t\r\n>\"'(".indexOf(before.charAt(e - 1)) >= 0) {
            e--;
        }
        return before.substring(0, e);
    }

    static boolean endsWithPhrase(String before, String phrase) {
        if (!before.endsWith(phrase)) {
            return false;
        }
        int p = before.length() - phrase.length();
        char first = phrase.charAt(0);
        return p == 0 || !Chars.letterOrDigit(first) || !Chars.letterOrDigit(before.charAt(p - 1));
    }

    /** {@code X ("subject")}: the kernel's own way of naming a commit. */
    private boolean followedByQuotedSubject(int end) {
        return followedBySubject(end) && !t.text.startsWith("(refs/bisect/", t.text.indexOf('(', end));
    }

    private boolean followedBySubject(int end) {
        int k = end;
        while (k < t.text.length() && k < end + 2 && t.text.charAt(k) == ' ') {
            k++;
        }
        // gitk's bisect view marks its commits "X (refs/bisect/bad)", "X (refs/bisect/good-...)"
        return k + 1 < t.text.length() && t.text.charAt(k) == '('
                && (t.text.charAt(k + 1) == '"' || t.text.charAt(k + 1) == '\u201c'
                || t.text.startsWith("(refs/bisect/", k));
    }

    private boolean restBlank(int end) {
        int le = t.lineEnd(end);
        for (int k = end; k < le; k++) {
            if (!Character.isWhitespace(t.text.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    /** A kernel-style subject prefix: "PCI/ASPM: A", "drm/i915: s", "PCI: imx6: A" (no blanks in a prefix word). */
    private static final java.util.regex.Pattern SUBJECT_PREFIX = java.util.regex.Pattern.compile(
            "[A-Za-z][A-Za-z0-9_./-]{0,30}: [A-Za-z\"']");

    /**
     * {@code X (prefix: Subject)}: a commit-length id (12+ digits, the kernel's abbreviation) before a subject in
     * bare parentheses, as people retype {@code X ("subject")}. A hex word before "(addr: 0x...)" or "(see below)"
     * has no such prefix, and a register dump's "(PCI/ASPM: bits)" no words after it.
     */
    private boolean bareSubject(int end) {
        int k = end;
        if (k + 2 >= t.text.length() || t.text.charAt(k) != ' ' || t.text.charAt(k + 1) != '(') {
            return false;
        }
        java.util.regex.Matcher m = SUBJECT_PREFIX.matcher(t.text).region(k + 2, Math.min(t.text.length(), k + 36));
        if (!m.lookingAt()) {
            return false;
        }
        // a subject has words: "(PCI/ASPM: Allow ASPM on links ...)", not a register's "(PCI/ASPM: bits)"
        int to = Math.min(t.text.length(), m.end() + 80);
        for (int j = m.end(); j < to; j++) {
            char c = t.text.charAt(j);
            if (c == ')') {
                return false;
            }
            if (c == ' ' || c == '\n') {
                return true;
            }
        }
        return false;
    }

    /** The lead of an id cited as a word of a sentence with no lead-in ({@link ProseIds#inSentence}). */
    static final String IN_PROSE = "in prose";

    /** The lead of a commit-length id alone in parentheses after a prose word: a reference unless a problem is named. */
    static final String PARENTHESISED = "in parentheses";

    /** Whether the hex id at {@code [start, end)} holds both a decimal digit and a letter a-f. */
    static boolean digitAndLetter(CharSequence s, int start, int end) {
        return digitAndLetter(s, start, end, false);
    }

    /**
     * Whether {@code [start, end)} holds both a decimal digit and a letter; with {@code lowerHexOnly}, also that it is
     * lower-case hex digits only (a commit hash written in prose, {@link MakerNumbers}' veto).
     */
    static boolean digitAndLetter(CharSequence s, int start, int end, boolean lowerHexOnly) {
        boolean digit = false;
        boolean letter = false;
        for (int k = start; k < end; k++) {
            char c = s.charAt(k);
            if (c >= '0' && c <= '9') {
                digit = true;
            } else if (lowerHexOnly && (c < 'a' || c > 'f')) {
                return false;
            } else {
                letter |= c > '9';
            }
        }
        return digit && letter;
    }

    /**
     * "(0d1685046e61)" right after a word of prose ("my current pci/pm branch (X)", "the commit that introduced it
     * (X)", "bindings for EP mode (X)"): people name the commit they mean that way. The id must be commit-length (12
     * to 40 digits, the kernel's abbreviation) and hold both a decimal digit and a letter, and the word before must be
     * letters only: a register dump's "0x00000000fe000000 (ffff880000000000)" follows a number, a test's "CPU addr
     * (ffffffffffffffff)" has no digit, and a 16-digit kernel address ("(ffffffffc0123456)") is no commit.
     */
    private boolean parenthesisedAfterWord(int start, int end) {
        String s = t.text;
        int len = end - start;
        if (len < 12 || start < 2 || end >= s.length() || s.charAt(start - 1) != '(' || s.charAt(end) != ')') {
            return false;
        }
        if (len == 16 && (s.regionMatches(true, start, "ffff", 0, 4) || s.startsWith("0000", start))) {
            return false;
        }
        if (!digitAndLetter(s, start, end)) {
            return false;
        }
        int p = start - 2;
        // bounded looks back (8 blanks, a 40-letter word): each id costs a constant, whatever the text around it
        while (p >= 0 && p > start - 10 && (s.charAt(p) == ' ' || s.charAt(p) == '\t')) {
            p--;
        }
        if (p == start - 2 && p >= 0 && s.charAt(p) != ' ') {
            // "word(X)" is a call or an index, not prose
            return false;
        }
        int w = p;
        while (w >= 0 && p - w <= 40 && Character.isLetter(s.charAt(w)) && s.charAt(w) < 128) {
            w--;
        }
        // a whole word of two or more letters, not glued to a digit, dot or underscore before it
        return p - w >= 2 && (w < 0 || s.charAt(w) == ' ' || s.charAt(w) == '\t' || s.charAt(w) == '\n'
                || s.charAt(w) == '/' || s.charAt(w) == '"' || s.charAt(w) == '\'');
    }

    /** The lead of an id a sentence links to a commit noun: "The commit introducing this issue is X". */
    static final String LINKED = "commit is";

    /** The lead of an id a bisect's result names in words ({@link BisectResults}). */
    static final String BISECT_RESULT = "bisect result";

    /**
     * Whether the text right before {@code start}, back to its sentence's start (at most 120 characters, across
     * line breaks and quote marks), tells a bisect's result ({@link BisectResults}).
     */
    private boolean bisectResultBefore(int start) {
        int floor = Math.max(0, start - 120);
        // a mark at the reach's first character is not read here (CommitRoles.sentenceBack reads it): kept as it was
        int lo = Sentences.start(start, 120, i -> i > floor && Sentences.stopBefore(t.text, i, start));
        String pre = CommitRoles.collapsedLower(t.text, lo, start).strip();
        return pre.contains("bisect") && BisectResults.blames(pre);
    }

    /** The words that link a commit noun to the id it names: a copula, or an apposition's "i.e.". */
    private static final java.util.regex.Pattern LINK = java.util.regex.Pattern.compile(
            "(?:^|[^a-z])(is|was|i\\.e\\.)\\s*:?$");
    /** The nouns a linked id can name: the commit itself, or its id ("SHA is X", "the hash was X"). */
    private static final java.util.regex.Pattern COMMIT_NOUN = java.util.regex.Pattern.compile(
            "(?:^|[^a-z0-9_/.-])(?:commit|sha|sha1|hash)(?:$|[^a-z0-9_/.-])");

    /**
     * "The commit introducing this issue is X", "The failure-inducing commit on the branch is\nX", "(SHA is X
     * there)", "the very first commit of this driver i.e. X": an id right after "is", "was" or "i.e." (blanks, quote
     * marks, a colon and one line break between), in a sentence whose words before the link, with no comma or
     * semicolon among them, hold the noun "commit" (or "SHA", "hash"). People name the commit they mean so as often
     * as after "commit" itself. Near misses: a link with another subject ("The other is X", "The obvious candidate
     * is X"), a commit noun past a sentence end or a comma ("I checked the commit, the key is X"), a link word inside
     * a longer word ("this X"). Bounded: 30 characters of link, 70 of subject.
     */
    private boolean namedByLink(int start) {
        String s = t.text;
        int p = start;
        int breaks = 0;
        while (p > 0 && start - p < 30) {
            char c = s.charAt(p - 1);
            if (c == '\n' && ++breaks > 1) {
                return false;
            }
            if (" \t\r\n>\"'(".indexOf(c) < 0) {
                break;
            }
            p--;
        }
        int from = Math.max(0, p - 8);
        String link = s.substring(from, p).toLowerCase(Locale.ROOT);
        java.util.regex.Matcher m = LINK.matcher(link);
        if (!m.find()) {
            return false;
        }
        int linkAt = from + m.start(1);
        // the subject: back to a sentence end, a comma or a semicolon, 70 characters at most
        int b = linkAt;
        while (b > 0 && linkAt - b < 70 && !subjectEnd(s, b - 1)) {
            b--;
        }
        return COMMIT_NOUN.matcher(s.substring(b, linkAt).toLowerCase(Locale.ROOT)).find();
    }

    /** A comma, semicolon, question or exclamation mark, a full stop before a blank, or a blank line at {@code k}. */
    private static boolean subjectEnd(String s, int k) {
        char c = s.charAt(k);
        boolean blankAfter = k + 1 >= s.length() || Character.isWhitespace(s.charAt(k + 1));
        return c == ',' || c == ';' || c == '?' || c == '!' || (c == '.' && blankAfter)
                || (c == '\n' && k > 0 && s.charAt(k - 1) == '\n');
    }

    /** The lead of a full 40-digit id standing alone on its line, as lists of commits to revert or pick are written. */
    static final String FULL_ID_LINE = "full id line";

    /**
     * A full object id (40 digits) and nothing else on its line but quote marks and blanks: no hash dump, key or
     * checksum is written like that, commits in lists are ("I had to revert: / 5e0c21c7...").
     */
    private boolean aloneOnLine(int start, int end) {
        if (end - start != CommitId.FULL_LENGTH) {
            return false;
        }
        String s = t.text;
        for (int k = start - 1; k >= 0 && s.charAt(k) != '\n'; k--) {
            if (" \t>".indexOf(s.charAt(k)) < 0) {
                return false;
            }
        }
        for (int k = end; k < s.length() && s.charAt(k) != '\n'; k++) {
            if (" \t\r".indexOf(s.charAt(k)) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * "X Subject words ... as the first bad commit" later in the same sentence (at most 200 characters on, not past a
     * sentence end or a blank line): git bisect's verdict retold in prose with the subject in between.
     */
    private boolean firstBadLater(int end) {
        String s = t.text;
        int to = Math.min(s.length(), end + 200);
        int k = end;
        while (k < to) {
            char c = s.charAt(k);
            if (c == '.' && k + 1 < s.length() && Character.isWhitespace(s.charAt(k + 1)) || c == '!' || c == '?'
                    || c == '\n' && k + 1 < s.length() && s.charAt(k + 1) == '\n') {
                break;
            }
            k++;
        }
        String sentence = CommitRoles.collapsedLower(s, end, k);
        return sentence.contains(" as the first bad commit") || sentence.contains(" as first bad commit");
    }

    private boolean firstBadAfter(int end) {
        int to = Math.min(t.text.length(), end + 30);
        String after = t.text.substring(end, to).toLowerCase(Locale.ROOT);
        return after.startsWith(" is the first bad commit") || after.startsWith(" is first bad commit");
    }

    /** Lines and places where hex is never a commit even after a lead-in word. */
    private boolean excluded(int start) {
        String line = t.lineLower(start);
        if (line.startsWith("index ") || line.contains("buildid") || line.startsWith("code:")
                || line.startsWith("message-id") || line.startsWith("in-reply-to")) {
            return true;
        }
        if (line.startsWith("references:") && !followedByQuotedSubject(hexEnd(start))) {
            // a header's References: line lists Message-IDs; a changelog's "References: X ("subject")" trailer
            // names a commit the way a Fixes: tag does, and only that shape is taken from such a line
            return true;
        }
        // Inside an unclosed <...@...> (a Message-ID or address); both looks bounded to the line window.
        int ls = Math.max(t.lineStart(start), start - 120);
        for (int k = start - 1; k >= ls; k--) {
            char c = t.text.charAt(k);
            if (c == '>' || c == ' ') {
                break;
            }
            if (c == '<') {
                int le = t.lineEnd(start);
                for (int j = start; j < le; j++) {
                    char d = t.text.charAt(j);
                    if (d == '@') {
                        return true;
                    }
                    if (d == '>' || d == ' ') {
                        break;
                    }
                }
                break;
            }
        }
        return start >= 2 && (t.text.charAt(start - 1) == 'x' || t.text.charAt(start - 1) == 'X')
                && t.text.charAt(start - 2) == '0';
    }
}
