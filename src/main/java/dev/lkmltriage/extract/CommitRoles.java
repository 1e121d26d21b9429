package dev.lkmltriage.extract;

import dev.lkmltriage.extract.CommitCandidates.Candidate;
import dev.lkmltriage.text.Sentences;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Decides the role of each commit occurrence and the phrase that decided it.
 *
 * <ul>
 *   <li>culprit: {@code Fixes:} tag targets, {@code # first bad commit}, "X is the first bad commit", "introduced by
 *       X", "caused by X", "bisected to X", "X broke/causes/kills ...", "as the culprit", regzbot {@code introduced:},
 *       "This reverts commit X", a commit whose revert cures the problem ("reverting X fixes it", "reverting it
 *       ... increases send speed back"), a revert decided on ("we should revert X now"), an id opening its line
 *       under a colon line that states a problem ("The bug became obvious once we ...:"), a changelog's omission
 *       ("were not updated in commit X") and a fix folded into X (FaultedChanges), a revert of "this commit" that
 *       cures, told after the commit (RevertedBack), a change the next sentence says things were safe or working
 *       before ("Before your change was merged, ... was safe") or a listing under "Before those patches I don't see
 *       the error:" (GoodBeforeChanges), each commit a failure is dated from ("After commit X (...) and commit Y (...),
 *       ... this leads to shutdown failure", AfterCommitStatements).
 *   <li>fix: "fixed by X", "X fixes this", "X ... which has solved the problem", "resolved by X", regzbot
 *       {@code fix:}.
 *   <li>reference: everything else, including a pull request's tip ("changes up to X:"), a tree's commit after its
 *       URL, bisect {@code good}/{@code bad} steps and a stable backport's
 *       {@code commit X upstream}: that names the same change in mainline, which neither causes nor fixes the report
 *       by itself being named.
 * </ul>
 * The cue nearest to the hash wins, with no other hash between; a negated cue ("did not cause") is ignored.
 */
final class CommitRoles {
    // compiled once: String.split, matches and replaceAll compile their regex on every call
    private static final Pattern TRAILER_NAME = Pattern.compile("[A-Za-z-]+");
    static final String CULPRIT = "culprit";
    static final String FIX = "fix";
    static final String REFERENCE = "reference";

    private static final String[][] BEFORE = {
        {"introduced by", CULPRIT}, {"caused by", CULPRIT}, {"broken by", CULPRIT}, {"regressed by", CULPRIT},
        {"bisected to", CULPRIT}, {"bisected it to", CULPRIT}, {"bisected down to", CULPRIT},
        {"bisected this to", CULPRIT}, {"bisects to", CULPRIT}, {"bisect points to", CULPRIT},
        // "My bisect between 5.8.3 and 5.8.4 pointed to the commit X": what a bisect points to, the word
        // "bisect" earlier in the sentence ("a reviewer pointed to commit X" blames nothing)
        {"pointed to", CULPRIT}, {"points to", CULPRIT},
        {"first bad commit", CULPRIT}, {"regression from", CULPRIT}, {"regression caused by", CULPRIT},
        {"this reverts commit", CULPRIT}, {"due to commit", CULPRIT},
        {"failure-inducing commit", CULPRIT},
        // "The commit introducing this issue is X", "the offending commit is X": a subject naming the culprit, linked
        // to its id (CommitCandidates.LINKED); "introducing" says where code came from unless a problem is named
        {"commit introducing", CULPRIT}, {"commit that introduced", CULPRIT}, {"offending commit", CULPRIT},
        {"introduced in", CULPRIT}, {"introduced with", CULPRIT}, {"since", CULPRIT}, {"culprit is", CULPRIT}, {"fixed by", FIX}, {"fixed in", FIX}, {"resolved by", FIX},
        {"solved by", FIX}, {"the fix is", FIX}, {"fixed with", FIX}, {"fix is", FIX},
        {"#regzbot fix", FIX}, {"#regzbot introduced", CULPRIT}, {"#regzbot ^introduced", CULPRIT},
        // "VPD access blocked by commit X": what a commit blocks is a function it took away
        {"blocked by commit", CULPRIT}};
    private static final String[][] AFTER = {
        {"is the first bad commit", CULPRIT}, {"is first bad commit", CULPRIT}, {"as the culprit", CULPRIT},
        {"is the culprit", CULPRIT}, {"was the culprit", CULPRIT},
        // "X ("...") is the cause of the hang", "X was the root cause": a cause stated of the id
        {"is the cause", CULPRIT}, {"was the cause", CULPRIT}, {"is the root cause", CULPRIT},
        {"was the root cause", CULPRIT}, {"introduced", CULPRIT}, {"caused", CULPRIT},
        {"causes", CULPRIT},
        // "the change you sent, merged as X ("...") for -rc1, and to which I have bisected a link failure": a
        // relative clause after the id tells what a bisect ended at, however long the id's subject
        {"to which i have bisected", CULPRIT}, {"to which i bisected", CULPRIT},
        {"to which we have bisected", CULPRIT}, {"to which we bisected", CULPRIT},
        {"broke", CULPRIT}, {"breaks", CULPRIT}, {"kills", CULPRIT}, {"is to blame", CULPRIT},
        // session 50 (quoted53): "X ("...") prevents some recent laptops from booting": ordinary work taken away
        // (BlockedFunctions reads the "<whom> from <function>ing" after the verb)
        {"prevents", CULPRIT}, {"prevented", CULPRIT},
        {"regressed", CULPRIT}, {"is the offending", CULPRIT}, {"brought a regression", CULPRIT},
        {"brings a regression", CULPRIT}, {"brought in a regression", CULPRIT}, {"introduced a regression", CULPRIT},
        {"caused a regression", CULPRIT}, {"causes a regression", CULPRIT},
        // "I have to drop X ("...") because it triggers regressions"
        {"triggers regression", CULPRIT}, {"triggered regression", CULPRIT}, {"triggers a regression", CULPRIT},
        {"triggered a regression", CULPRIT},
        // gitk's bisect view: "X (refs/bisect/bad)" is the first bad commit bisect stopped at
        {"(refs/bisect/bad)", CULPRIT}, {"fixes this", FIX}, {"fixes the", FIX},
        {"fixes it", FIX}, {"fixed it", FIX}, {"fixes that", FIX}, {"should fix", FIX}, {"resolves", FIX},
        {"solves", FIX}, {"fixed the", FIX}, {"fixes my", FIX},
        // "commit X ("...") can resolve it": a cure the commit is able to bring, as "should fix"
        {"can fix", FIX}, {"can resolve", FIX}, {"can solve", FIX},
        // session 39 (roles42): "your patch X ("...") which have solved the problem", as "fixed the" reads
        {"solved the", FIX}, {"resolved the", FIX}, {"upstream", REFERENCE},
        // session 40 (roles43), convention 43: "X ("..."), which we had to revert": a revert forced on a commit
        {"which we had to revert", CULPRIT}, {"that we had to revert", CULPRIT},
        {"which had to be reverted", CULPRIT}, {"that had to be reverted", CULPRIT}};
    private static final String[] CURES = {
        "fixes", "fixed", "fix ", "resolve ", "cure ", "helps", "helped", "solves", "solved", "resolves", "resolved", "cures", "cured",
        "restores", "restored", "increases", "back to", "works", "worked", "goes away", "went away", "gone",
        "disappears", "disappeared", "recovers", "recovered", "improves", "brings back", "makes it work",
        // "reverting X, the board boots again", "reverting X gets your bandwidth up to the 900 Mbit/s you expect":
        // the revert restores what was lost ("hangs again" and "no longer applies" say nothing of the kind)
        "boots again", "fine again", "normal again", "up to the",
        // "reverted the ... patch X and the tests began to pass again"
        "pass again", "passes again", "passed again", "passing again",
        // "Reverting X ("...") makes the problem go away": the cure told as the problem leaving (negation read
        // further back, "does not make the hang go away")
        "go away",
        // session 41 (roles44): "Reverting this commit results in functioning PCIe": what the revert brings back
        "results in functioning", "results in a functioning", "results in working", "results in a working"};
    private static final int REACH = 80;

    /** A decided role with its evidence phrase (null evidence for plain references). */
    record Role(String role, String evidence) {
    }

    /** Revert trailers whose changelog is read per message: each read is bounded, and so is their number. */
    private static final int MAX_REVERT_READS = 32;

    private final VersionsText t;
    private int needlessReverts;

    CommitRoles(VersionsText t) {
        this.t = t;
    }

    Role decide(List<Candidate> cs, int index) {
        Role r = decideByCues(cs, index);
        if (r.role().equals(FIX)) {
            // session 36 (fixrole39): "A similar issue is met and solved by commit X": a like problem's cure
            // elsewhere, a precedent, not this problem's fix (AnalogousCures)
            int at = cs.get(index).start();
            String pre = window(sentenceStart(at), at);
            // session 49 (roles52): "run foul of the lock inversion you fixed in X", "This is however not the case
            // for VFs (fixed in commit X)": an older problem's cure told as a constraint or an aside (CuresAsConstraints)
            return AnalogousCures.elsewhere(pre) || CuresAsConstraints.older(pre) ? new Role(REFERENCE, null) : r;
        }
        if (!r.role().equals(CULPRIT)) {
            return r;
        }
        // "I am almost sure that the culprit is X (...)." / "The problem seems to pre-date this commit.": a suspect the
        // next sentences rule out is a reference (ClearedSuspects). A bisect's result or a revert's own trailer is a
        // finding, not a suspect: it keeps its blame (held-out6's 7254 keeps a bisected commit whose revert "still"
        // left the failure)
        String e = r.evidence() == null ? "" : r.evidence().toLowerCase(Locale.ROOT);
        String lead = cs.get(index).lead();
        boolean found = e.contains("bisect") || e.contains("first bad") || e.contains("reverts commit")
                || lead.contains("bisect") || lead.contains("first bad") || lead.equals(CommitCandidates.BISECT_RESULT);
        return !found && ClearedSuspects.clears(following(cs, index)) ? new Role(REFERENCE, null) : r;
    }

    private Role decideByCues(List<Candidate> cs, int index) {
        Candidate c = cs.get(index);
        String lead = c.lead();
        if (lead.equals("Fixes:") && (deniedNext(cs, index)
                || DisputedFixesTags.disputed(t.text, c.start(), c.end(), c.hash()))) {
            // session 38 (fixrole41): a tag the reviewer's answer disputes ("This definitely doesn't fix X")
            return new Role(REFERENCE, null);
        }
        switch (lead) {
            case "introduced by" -> {
                // "This hang was introduced by X" blames X; "The new allocation scheme introduced by X" or "which was
                // introduced by X to fix races" says where code came from: a culprit only with a harm in the sentence
                if ((problemNear(c.start()) || harmIn(MODAL_VERB.matcher(sentence(c.start())).replaceAll(" ")))
                        && !AskedSentences.asked(t.text, c.end())) {
                    return new Role(CULPRIT, evidence(c));
                }
            }
            case "caused by", "broken by", "regressed by" -> {
                // "Could this be caused by X?": a blame asked is no blame
                if (!AskedSentences.asked(t.text, c.end())) {
                    return new Role(CULPRIT, evidence(c));
                }
                return new Role(REFERENCE, null);
            }
            case "Fixes:", "# first bad commit:", "is the first bad commit", "#regzbot introduced:",
                 "bisected to", "bisected it to", "bisected down to",
                 "bisects to", "bisected this to", "culprit" -> {
                return new Role(CULPRIT, evidence(c));
            }
            case CommitCandidates.BISECT_RESULT -> {
                // "git bisect says X": the reader of the lead already refused negated, hedged and running bisects
                if (AskedSentences.asked(t.text, c.end())) {
                    return new Role(REFERENCE, null);
                }
                return new Role(CULPRIT, evidence(c));
            }
            case "fixed by", "fixed in", "#regzbot fix:", "#regzbot fixed-by:" -> {
                return new Role(FIX, evidence(c));
            }
            case "reverts" -> {
                if (before(c.start(), 30).endsWith("this reverts commit")) {
                    return needlessRevert(c) ? new Role(REFERENCE, null)
                            : new Role(CULPRIT, "This reverts commit " + c.hash());
                }
            }
            case "reverts:", "revert:" -> {
                // "This patch partially reverts:\n  X": a patch's own revert trailer, as "This reverts commit X"
                if (patchReverts(c.start(), "")) {
                    return new Role(CULPRIT, evidence(c));
                }
            }
            case "commit:" -> {
                // session 35 (roles38): the stable bot's "contains a "Fixes:" tag, fixing commit: X" tells the
                // patch's Fixes: target back (StableBotTargets)
                if (StableBotTargets.fixingCommit(before(c.start(), 120))) {
                    return new Role(CULPRIT, evidence(c));
                }
            }
            case "commit" -> {
                if (needlessRevert(c)) {
                    return new Role(REFERENCE, null);
                }
                if (VersionsText.stripQuote(t.text.substring(t.lineStart(c.start()), c.start())).equals("commit ")
                        && inQuestion(c.start())) {
                    // session 40 (roles43): "The first commit where we start seeing the issue is\ncommit X\nAuthor:"
                    return new Role(CULPRIT, "the first commit where the problem shows");
                }
                // "This patch partially reverts:\ncommit X (...)"
                if (patchReverts(c.start(), " commit")) {
                    return new Role(CULPRIT, evidence(c));
                }
            }
            case CommitCandidates.FULL_ID_LINE -> {
                // "The commit in question is\n\n0617bd...": a full id alone on its line after the sentence that
                // names it as the one a thread is about
                if (inQuestion(c.start())) {
                    return new Role(CULPRIT, "the commit in question is");
                }
                String head = listHeadAbove(c.start());
                return head != null ? new Role(CULPRIT, head) : new Role(REFERENCE, null);
            }
            case CommitCandidates.ONELINE -> {
                // "Git bisect reports\n5e0c21c75e8c PCI/ASPM: Remove ...\nas the first bad commit.": a sentence
                // wrapped around a one-line id names the culprit on the line after; a log listing is a reference
                if (firstBadNext(c.end())) {
                    return new Role(CULPRIT, evidence(c));
                }
                // "The crash bisects to:\n\n    X subject": the cue line above joins the evidence, which the
                // regression reader reads for the bisect
                Above above = bisectAbove(c.start()) ? lineAbove(c.start()) : null;
                if (above != null) {
                    return new Role(CULPRIT, collapse(above.text()) + " " + evidence(c));
                }
                // session 42 (roles45): "Before those patches I don't see the error:" over the listing
                String head = listHeadAbove(c.start());
                if (head == null) {
                    // session 43 (roles46): "In case there are these warnings ...: (log) Try reverting this commit:"
                    head = symptomAdvice(cs, index);
                }
                return head != null ? new Role(CULPRIT, head) : new Role(REFERENCE, null);
            }
            case "# good:", "# bad:", "# skip:", "git bisect good", "git bisect bad", "git bisect skip",
                 "git bisect start", "changes up to", "base:",
                 // session 40 (roles43): a build robot's "branch HEAD: X subject" is the tested tree's tip, whatever
                 // its subject says ("PCI: Mark ... ATS as broken")
                 "head:",
                 CommitCandidates.LONGER_SPELLING,
                 CommitCandidates.BLAME_COLUMN,
                 CommitCandidates.TREE_TIP -> {
                // a pull request's tip ("for you to fetch changes up to X:") and a tree's URL with the commit it
                // stood at name where a tree is, not what caused or cured anything: the tip's subject on the next
                // line ("... ATS as broken") is the subject's word, not a statement about the tip

                return new Role(REFERENCE, null);
            }
            case "fix" -> {
                // "Fix fb0de5b8dcc6 and ef1433f717a2": the commits a change cures. "the fix 1234abcd" is a cure.
                String w = before(c.start(), 24).strip();
                if (w.endsWith("n't fix") || w.endsWith("not fix") || w.endsWith("never fix")
                        || w.endsWith("n't really fix") || w.endsWith("not really fix")) {
                    // session 38 (fixrole41): "This definitely doesn't fix X": a denied "Fix X" blames nothing
                    return new Role(REFERENCE, null);
                }
                boolean noun = w.endsWith("the fix") || w.endsWith("a fix") || w.endsWith("this fix")
                        || w.endsWith("my fix") || w.endsWith("your fix") || w.endsWith("proposed fix")
                        || w.endsWith("possible fix") || modifiedFix(w);
                return noun ? new Role(FIX, evidence(c)) : new Role(CULPRIT, evidence(c));
            }
            default -> {
            }
        }
        String partOf = before(c.start(), 40);
        if (lead.endsWith(" part of") || lead.endsWith(" parts of") || (partOf.contains("revert")
                && (partOf.endsWith(" part of commit") || partOf.endsWith(" parts of commit")))) {
            // "r8169: revert part of 6dccd16b7c27": a partial revert is written only to undo what broke something.
            return new Role(CULPRIT, evidence(c));
        }
        if (lead.startsWith("revert") || lead.equals("git revert")) {
            return (cured(c.start()) && !triedOrAsked(c)) || decidedRevert(c.start()) ? new Role(CULPRIT, evidence(c))
                    : new Role(REFERENCE, null);
        }
        if (lead.equals("commit") && decidedRevert(c.start())) {
            // "I will revert commit X for -rc3"
            return new Role(CULPRIT, evidence(c));
        }
        if ((revertedNoun(before(c.start(), 32)) || revertedNamedNoun(before(c.start(), 64))) && cured(c.start())
                && !AskedSentences.asked(t.text, c.end())) {
            // "Applying the fix and revert patch X worked for me", "Reverting commit X fixes it": a revert of the
            // commit named as a commit, patch or change that cures is written about what X broke, as a bare
            // "reverting X" already was (and the cure is no fix by X); a revert that does not cure, or a question,
            // is read by the cues below as before
            return new Role(CULPRIT, evidence(c));
        }
        if (ReportedRoles.robotGain(t.text, c.start())) {
            // a robot's "improvement of ... due to commit:" header credits the commit; "due to" blames nothing here
            return new Role(REFERENCE, null);
        }
        String just = before(c.start(), 30);
        if (appliedAs(just) || summaryLink(c.start())) {
            // "Applied to net as X", and the link to the commit a patch went in as in patchwork-bot's summary.
            return new Role(FIX, evidence(c));
        }
        if (just.endsWith("upstream commit") || just.endsWith("cherry picked from commit")
                || after(c.end(), 12).stripLeading().startsWith("upstream")) {
            // A stable backport naming its mainline original: the same change, not a cause or a cure.
            return new Role(REFERENCE, null);
        }
        int prevEnd = index > 0 ? cs.get(index - 1).end() : 0;
        int nextStart = index + 1 < cs.size() ? cs.get(index + 1).start() : t.text.length();
        // session 51 (roles53): a colon line pointing down at the next id holds that id's cue, not this one's
        String role = cueRole(c.start(), c.end(), prevEnd, PointedDownIds.cueEnd(t.text, c.end(), nextStart));
        if (role == null || role.equals(REFERENCE)) {
            if (ReportedRoles.robotBlames(t.text, c.start(), c.end(), nextStart)) {
                return new Role(CULPRIT, evidence(c));
            }
            if (ReportedRoles.offeredCure(t.text, c.start(), c.end(), nextStart)) {
                return new Role(FIX, evidence(c));
            }
            if (curedWithIt(c.end(), nextStart)) {
                return new Role(FIX, evidence(c));
            }
            if (blamedByEffect(c) || changedAgainst(cs, index) || faultedOpening(c, nextStart)) {
                return new Role(CULPRIT, evidence(c));
            }
            String next = brokeNext(cs, index);
            if (next == null) {
                next = revertedBack(cs, index);
            }
            if (next == null) {
                next = goodBefore(cs, index);
            }
            if (next == null) {
                next = datedFrom(cs, index);
            }
            if (next != null) {
                return new Role(CULPRIT, next);
            }
            Role foot = footnoteRole(cs, c);
            if (foot != null) {
                return foot;
            }
            String intro = introducedBy(cs, index);
            return intro != null ? new Role(CULPRIT, intro) : new Role(REFERENCE, null);
        }
        return new Role(role, evidence(c));
    }

    /** Auxiliaries that open a yes/no question ("Is this a fix for X?", "Doesn't it need a Fixes: X?"). */
    private static final java.util.Set<String> QUESTION_OPENERS = java.util.Set.of("is", "isn't", "are", "aren't",
            "was", "wasn't", "were", "does", "doesn't", "do", "don't", "did", "didn't", "could", "couldn't", "would",
            "wouldn't", "should", "shouldn't", "can", "can't", "will", "won't", "shall", "has", "hasn't", "have",
            "haven't", "may", "might", "maybe", "perhaps");

    /**
     * Session 48 (roles51): whether {@code head}, the sentence's words before an id, opens as a question (its first
     * word an auxiliary, "maybe" or "perhaps"): a sentence that ends in "?" but opens with "This looks like a bugfix
     * for X" states the fix, its question being a later clause's.
     */
    static boolean opensAsQuestion(String head) {
        String h = head.strip();
        int sp = 0;
        while (sp < h.length() && Character.isLetter(h.charAt(sp)) || sp < h.length() && h.charAt(sp) == '\'') {
            sp++;
        }
        return QUESTION_OPENERS.contains(h.substring(0, sp).toLowerCase(java.util.Locale.ROOT));
    }

    /** Words that, right before "fix", make it a noun: a determiner or possessive, or an adjective of a change. */
    private static final java.util.Set<String> FIX_MODIFIERS = java.util.Set.of("the", "a", "an", "this", "that",
            "these", "those", "my", "your", "his", "her", "our", "their", "its", "recent", "earlier", "later",
            "previous", "latest", "last", "original", "upstream", "real", "proper", "similar", "same", "following",
            "mentioned", "above", "other", "another", "separate", "related", "partial", "actual", "correct", "simple",
            "quick", "small", "trivial", "obvious", "final", "initial", "stable", "possible", "proposed", "suggested",
            "applied", "merged", "older", "newer", "first", "second");

    /**
     * Session 48 (roles51): "Your recent fix X (...) should prevent ...", "the earlier fix X": "fix" after a
     * determiner, possessive or an adjective of a change ({@link #FIX_MODIFIERS}) is a noun naming X as a fix, not
     * the verb of "Fix X", which names the commit corrected. {@code w} is the text before the id, ending in "fix".
     */
    static boolean modifiedFix(String w) {
        if (!w.endsWith("fix")) {
            return false;
        }
        String head = w.substring(0, w.length() - 3).stripTrailing();
        int sp = head.lastIndexOf(' ');
        String prev = head.substring(sp + 1);
        return !prev.isEmpty() && head.length() < w.length() - 3 && FIX_MODIFIERS.contains(prev);
    }

    /**
     * Session 35 (roles38): "This reverts commit X." in a changelog that says only that X is no longer needed, cured
     * elsewhere or in a later change's way: the revert takes nothing X broke back out ({@link NeedlessReverts}).
     */
    private boolean needlessRevert(Candidate c) {
        return before(c.start(), 30).endsWith("this reverts commit") && needlessReverts++ < MAX_REVERT_READS
                && NeedlessReverts.needless(t, c.start());
    }

    /**
     * Whether the line after the one holding a one-line id ({@code end} inside it) opens with "as the first bad
     * commit" or "is the first bad commit": git bisect's verdict, the sentence wrapped around the id's line.
     */
    private boolean firstBadNext(int end) {
        int nl = t.text.indexOf('\n', end);
        if (nl < 0 || nl + 1 >= t.text.length()) {
            return false;
        }
        String next = VersionsText.stripQuote(t.text.substring(nl + 1, t.lineEnd(nl + 1))).strip()
                .toLowerCase(Locale.ROOT);
        return next.startsWith("as the first bad commit") || next.startsWith("is the first bad commit")
                || next.startsWith("as first bad commit") || next.startsWith("is first bad commit");
    }

    /** The bisect cues that, ending the line above a one-line id with a colon, name it as the bisect's result. */
    private static final String[] BISECT_ABOVE = {"bisected to", "bisected it to", "bisected down to",
        "bisected this to", "bisects to", "bisect points to", "first bad commit is", "first bad commit"};

    /**
     * "The crash bisects to:\n\n    X subject": a one-line id under a line (or a blank line below it) that ends in
     * a colon after a bisect's result ({@link #BISECT_ABOVE}, {@link BisectResults}, {@link BisectedObject}) is that
     * result, not a log listing. Only the id right below the cue line: the ids listed under it go on as references.
     * Near misses: a line above without the colon, a negated or asked bisect ("Does it bisect to:"), a list's
     * second line.
     */
    private boolean bisectAbove(int start) {
        Above above = lineAbove(start);
        if (above == null || !above.text().endsWith(":") || above.text().length() > 400) {
            return false;
        }
        String line = collapse(above.text()).toLowerCase(Locale.ROOT);
        String cue = line.substring(0, line.length() - 1).strip();
        int from = Math.max(Math.max(cue.lastIndexOf(". "), cue.lastIndexOf("? ")), cue.lastIndexOf("! "));
        String sentence = from >= 0 ? cue.substring(from + 2) : cue;
        if (sentence.contains("?") || AskedSentences.asked(t.text, above.end())) {
            return false;
        }
        for (String c : BISECT_ABOVE) {
            int at = sentence.length() - c.length();
            if (sentence.endsWith(c) && (at == 0 || !Character.isLetter(sentence.charAt(at - 1)))
                    && !negatedAt(sentence, at, 40)) {
                return true;
            }
        }
        return BisectResults.blames(sentence) || BisectedObject.blames(sentence);
    }

    /**
     * "This is certainly not the commit that triggered the issue": a denial of blame right after the commit names it
     * only as "this"/"that"/"it", so it speaks of the commit just named (a reviewer on a patch's {@code Fixes:} tag).
     */
    private static final Pattern DENIAL = Pattern.compile("\\b(?:this|that|it)(?: is|'s| was)\\s+(?:[a-z]+ly\\s+)?"
            + "not\\s+the\\s+(?:commit|patch|change|one)\\s+(?:that|which)\\s+(?:caused|causes|triggered|triggers"
            + "|introduced|broke)\\b");

    /**
     * A denial ({@link #DENIAL}) in the 300 characters after candidate {@code index}, before the next commit named:
     * the tag's target is then a reference the reviewer asks to drop, not the culprit.
     */
    private boolean deniedNext(List<Candidate> cs, int index) {
        Candidate c = cs.get(index);
        int nextStart = index + 1 < cs.size() ? cs.get(index + 1).start() : t.text.length();
        String post = after(c.end(), Math.min(300, Math.max(0, nextStart - c.end())));
        return post.contains("not the ") && DENIAL.matcher(post).find();
    }

    /**
     * "Another issue is fixed with [1]. ... [1] https://.../commit/?id=X": an id standing only in a footnote line
     * takes the role its markers' sentences give ({@link Footnotes}), read with the cue words an inline id would
     * have ("fixed with [1]", "[1] fixes the other issue", "caused by [2]"). Markers that disagree (one culprit, one
     * fix) decide nothing; a marker with no cue ("see [1]", "v2 [1]") leaves the footnote a reference. Null when no
     * marker speaks.
     */
    private Role footnoteRole(List<Candidate> cs, Candidate c) {
        int n = Footnotes.number(t, c.start());
        if (n < 0) {
            return null;
        }
        String marker = "[" + n + "]";
        String found = null;
        int where = -1;
        for (int m : Footnotes.markers(t, n, t.lineStart(c.start()), t.quoted(c.start()))) {
            int k = firstAfter(cs, m);
            int prevEnd = k > 0 ? cs.get(k - 1).end() : 0;
            int nextStart = k < cs.size() ? cs.get(k).start() : t.text.length();
            // the marker's own sentence only: "The hang is fixed with [2]. The code came in with [1]." gives [1]
            // nothing of [2]'s cue
            int from = Math.min(Math.max(prevEnd, sentenceStart(m)), m);
            int to = Math.max(Math.min(nextStart, sentenceStop(m + marker.length())), m + marker.length());
            String role = cueRole(m, m + marker.length(), from, to);
            if (role == null || role.equals(REFERENCE)) {
                continue;
            }
            if (found != null && !found.equals(role)) {
                return null;
            }
            found = role;
            where = where < 0 ? m : where;
        }
        if (found == null) {
            return null;
        }
        String e = collapse(sentenceAround(where)).strip();
        return new Role(found, e.length() <= 200 ? e : e.substring(0, 197) + "...");
    }

    /** The index of the first candidate starting at or after {@code at} (candidates are in text order). */
    private static int firstAfter(List<Candidate> cs, int at) {
        int lo = 0;
        int hi = cs.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cs.get(mid).start() < at) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The sentence around {@code at} as written (case kept), bounded as {@link #sentence} is. */
    private String sentenceAround(int at) {
        return t.text.substring(sentenceStart(at), sentenceStop(at));
    }

    /** Where the sentence holding {@code at} starts, looking back at most 200 characters. */
    private int sentenceStart(int at) {
        return Sentences.start(at, 200, this::sentenceEnd);
    }

    /** Where the sentence holding {@code at} ends (exclusive), looking ahead at most 200 characters. */
    private int sentenceStop(int at) {
        return Sentences.end(t.text, at, 200, this::sentenceEnd);
    }

    /**
     * The role the cue words around [start, end) give (nearest cue wins, none reaching past the commits named before
     * and after): culprit, fix, reference ("upstream") or null when no cue speaks.
     */
    private String cueRole(int start, int end, int prevEnd, int nextStart) {
        String role = null;
        int best = Integer.MAX_VALUE;
        // the cues before stop at the sentence end before the hash: "Could it be caused by "..."? That is X"
        String pre = before(start, Math.min(Math.min(REACH, start - prevEnd), start - sentenceBack(start, REACH)));
        for (String[] cue : BEFORE) {
            int at = pre.lastIndexOf(cue[0]);
            if (at >= 0 && !negatedAt(pre, at) && wordStart(pre, at)
                    && (!cue[0].equals("since") || governs(pre.substring(at + 5)) || !causal(pre, at))
                    && (!needsProblem(cue[0]) || problemNear(start))
                    && (!cue[0].contains("point") || (pre.lastIndexOf("bisect", at) >= 0
                    && !BisectResults.pending(pre.substring(0, at))))) {
                int d = pre.length() - (at + cue[0].length());
                if (d < best) {
                    best = d;
                    role = cue[1];
                }
            }
        }
        if (role == null && ProseBlame.blames(pre) && !AskedSentences.asked(t.text, end)) {
            // "system generating an NMI due to X", "the hang comes from commit X", "At a guess, I'd say it's due to:
            // commit X" (convention 86): a stated or offered cause right before the id, not asked
            best = 0;
            role = CULPRIT;
        }
        if (role == null && FaultedChanges.blames(pre)) {
            // "where it erroneously got added by commit X" (fixrole41), "the comments were not updated in commit X"
            // (convention 20), "I fixed these by folding the patch below into X" (roles42): the commit the patch
            // corrects
            best = 0;
            role = CULPRIT;
        }
        boolean stated = false;
        if (role == null && (FaultedChanges.fixFor(pre) || FaultedChanges.proseTag(pre))
                && !(AskedSentences.asked(t.text, end) && opensAsQuestion(window(Math.max(sentenceBack(start, REACH),
                t.text.lastIndexOf("\n\n", start) + 2), start)))) {
            // session 48 (roles51): "This looks like a bugfix for X (...)": the commit a fix is for, a culprit as
            // "Fix X" is, and "I added a Fixes: X (...)", a tag in a sentence; "Is this a fix for X?" asks, and
            // blames nothing; "This looks like a bugfix for X, so maybe it should go to stable as X was?" states
            // it, the question being the later clause's (opensAsQuestion)
            best = 0;
            role = CULPRIT;
            stated = true;
        }
        if (role == null && BisectResults.blames(pre) && !AskedSentences.asked(t.text, end)) {
            // "git bisect says X", "the bisect lands on X", "bisection led me to X": a bisect's result in words
            best = 0;
            role = CULPRIT;
        }
        if (role == null && BisectedObject.blames(pre)) {
            // "She has bisected the hang down to commit X": what a bisect of a named problem ends at, the object
            // between "bisected" and "to" that the fixed cues ("bisected it/this to") do not spell
            best = 0;
            role = CULPRIT;
        }
        // The reach after the hash starts past its ("subject"), which may be long: "X ("subject") fixed a build
        // issue and simultaneously brought a regression".
        String post = after(end, Math.min(REACH + 160, Math.max(0, nextStart - end)));
        int skip = subjectEnd(post);
        if (post.length() > skip + REACH) {
            post = post.substring(0, skip + REACH);
        }
        // "Could you try reverting commit X? That should fix the hang": the cure is the revert's, so an X that is the
        // object of a revert takes no fix from the words after it
        boolean revertObject = revertedNoun(before(start, 32));
        for (String[] cue : AFTER) {
            if (revertObject && cue[1].equals(FIX)) {
                continue;
            }
            int at = post.indexOf(cue[0], skip);
            if (at >= 0 && cue[0].equals("introduced") && !problemIn(post.substring(at, Math.min(post.length(),
                    at + 50)))) {
                // "X ("...") introduced a flag to struct pci_dev": history, however the sentence began
                continue;
            }
            if (at >= 0 && cue[0].startsWith("prevent") && !BlockedFunctions.blocks(post, at + cue[0].length())) {
                continue; // "X prevents a deadlock", "X prevents the driver from crashing": a cure or no blame
            }
            if (at > REACH && !cue[0].endsWith("regression") && !cue[0].endsWith("bisected") && !forcedRevert(cue[0])
                    && !(at > skip && skip > 0 && verbOfSubject(post.substring(skip, at)))) {
                // past a long subject only an outright "brought a regression" still counts: "X ("...") was
                // reverted because of two issues it caused" is history of a fix, and blaming X there merged
                // distinct reports in the clusterer (RealArchiveClustersTest)
                continue;
            }
            if (at > skip && cue[1].equals(FIX) && NextSentenceCures.thisPatch(post.substring(skip, at))) {
                // session 38 (fixrole41): "... erroneously got added by commit X ("..."). This fixes the offset
                // being uninitialised": the next sentence's "This" is the patch curing, not X
                continue;
            }
            if (at >= 0 && wordStart(post, at) && !negatedAt(post, at)
                    && (!needsProblem(cue[0]) || problemNear(start))) {
                int d = at - skip;
                if (d < best || (d == best && cue[1].equals(REFERENCE))) {
                    best = d;
                    role = cue[1];
                }
            }
        }
        // "Could it be caused by X?", "Maybe X broke it?": a blame asked is no blame
        return CULPRIT.equals(role) && !stated && AskedSentences.asked(t.text, end) ? null : role;
    }

    /** "which we had to revert": a relative clause of the commit's, read past a long subject as "regression" is. */
    private static boolean forcedRevert(String cue) {
        return cue.contains("had to");
    }

    /**
     * Where the sentence holding {@code at} starts, looking back at most {@code reach} characters: just past a full
     * stop, question or exclamation mark followed by a blank ("v5.10", "?id=" and "e.g." mid-word end nothing). Blank
     * lines and colons do not end it: "Bisected to:\n\ncommit X" is one statement.
     */
    private int sentenceBack(int at, int reach) {
        return Sentences.start(at, reach, i -> Sentences.stopBefore(t.text, i, at));
    }

    /**
     * "This patch partially reverts:" / "This commit reverts:" right before the id (and {@code tail}, the word
     * between): a revert the patch itself makes. A question ("which one reverts: X?") or another's patch ("Bob's
     * series reverts: X") has no "this" subject and decides nothing here.
     */
    private boolean patchReverts(int at, String tail) {
        String b = before(at, 60);
        for (String verb : new String[] {"reverts:", "revert:"}) {
            if (b.endsWith(verb + tail)) {
                String head = b.substring(0, b.length() - verb.length() - tail.length()).strip();
                return head.endsWith("this patch") || head.endsWith("this patch partially")
                        || head.endsWith("this commit") || head.endsWith("this commit partially")
                        || head.endsWith("this change") || head.endsWith("this change partially")
                        || head.endsWith("this partially") || head.equals("partially") || head.endsWith(". partially");
            }
        }
        return false;
    }

    private static final String[] REVERT_DECISIONS = {"should revert", "we'll revert", "i'll revert",
        "will revert", "need to revert", "have to revert", "going to revert", "had to revert"};
    private static final String[] TRIALS = {"see if", "see whether", "whether", "try", "test", "check", "if it"};

    /**
     * "I agree we should revert X now": a revert decided on, in the commit's own sentence, is written only to undo
     * what X broke. A revert asked for as a trial ("Please revert X and see if it is the problem", "we should
     * revert X to test") or as a question decides nothing.
     */
    private boolean decidedRevert(int at) {
        String just = before(at, 24);
        if (!just.endsWith("revert") && !just.endsWith("revert commit")) {
            return false;
        }
        boolean decided = false;
        for (String d : REVERT_DECISIONS) {
            decided |= just.contains(d) && !negatedAt(just, just.indexOf(d));
        }
        if (!decided) {
            return false;
        }
        String sentence = sentence(at);
        for (String trial : TRIALS) {
            if (containsWord(sentence, trial)) {
                return false;
            }
        }
        int end = Math.min(t.text.length(), at + 200);
        int q = t.text.indexOf('?', at);
        int stop = t.text.indexOf('.', at);
        return !(q >= 0 && q < end && (stop < 0 || q < stop));
    }

    private static final java.util.Set<String> REVERT_VERBS = java.util.Set.of("revert", "reverting", "reverted");

    /**
     * Whether the words right before an id (lowercase, collapsed) are a revert verb and the commit's noun: "revert
     * patch", "reverting the commit", "reverted this change". "This reverts commit" is the revert's own trailer,
     * decided elsewhere.
     */
    static boolean revertedNoun(String just) {
        String j = beforeNoun(just);
        if (j == null) {
            return false;
        }
        for (String det : new String[] {" the", " this", " that"}) {
            if (j.endsWith(det)) {
                j = j.substring(0, j.length() - det.length()).stripTrailing();
                break;
            }
        }
        return REVERT_VERBS.contains(j.substring(j.lastIndexOf(' ') + 1));
    }

    /**
     * "I reverted the streaming DMA API patch X", "reverting the frob reset change X": a revert verb, a determiner,
     * one to four plain words naming the change and the commit's noun right before the id; the words the fixed
     * "revert(ed) the patch" shape ({@link #revertedNoun}) leaves no room for. Read only with a cure in the sentence.
     * Near misses: no determiner ("reverted patch sets X"), a clause between ("reverted the patch, and then X"), more
     * than four words.
     */
    static boolean revertedNamedNoun(String just) {
        String j = beforeNoun(just);
        if (j == null) {
            return false;
        }
        String[] w = j.split(" ");
        for (int k = w.length - 2, words = 1; k >= 0 && words <= 4; k--, words++) {
            if (!PLAIN_WORD.matcher(w[k + 1]).matches()) {
                return false;
            }
            if (DETERMINERS.contains(w[k])) {
                return k > 0 && REVERT_VERBS.contains(w[k - 1]);
            }
        }
        return false;
    }

    /** The words before a closing " commit", " patch" or " change" (stripped), or null when none closes them. */
    private static String beforeNoun(String just) {
        String j = just.strip();
        for (String noun : new String[] {" commit", " patch", " change"}) {
            if (j.endsWith(noun)) {
                return j.substring(0, j.length() - noun.length()).stripTrailing();
            }
        }
        return null;
    }

    private static final Pattern PLAIN_WORD = Pattern.compile("[a-z0-9][a-z0-9_/-]*");
    private static final java.util.Set<String> DETERMINERS = java.util.Set.of("the", "this", "that", "your", "my");

    private static final String[] BACK_POINTERS = {"this ", "that ", "it ", "this change ", "this commit ",
        "this patch ", "that change ", "that commit "};
    // session 44 (roles47): the perfect tense and the article-less noun as people write them ("This change has caused
    // regression on some drivers", "This commit introduced regression for ...")
    private static final String[] BROKE = {"broke ", "breaks ", "has broken ", "regressed ", "introduced a regression",
        "caused a regression", "causes a regression", "caused regressions", "causes regressions",
        "has caused a regression", "has caused regression", "has introduced a regression", "caused regression ",
        "causes regression ", "introduced regression ", "introduces a regression", "introduced regressions"};

    /**
     * "Commit X introduced a routine to clear the mappings. ... This broke PHB hotplug on ...": a sentence that
     * opens with a pointer back ("This", "It", "This change") and a breaking verb, one of the two sentences after
     * the one naming {@code commit X}, blames X by what it did when no other commit is named in between. The
     * sentence, or null. Near misses: another commit named in between (the pointer is its), a pointer sentence
     * further on, a negated or neutral verb ("This never broke", "This causes the link to retrain").
     */
    private String brokeNext(List<Candidate> cs, int index) {
        Candidate c = cs.get(index);
        if (!before(c.start(), 14).endsWith("commit")) {
            return null;
        }
        int limit = Math.min(t.text.length(), Math.min(c.end() + 400,
                index + 1 < cs.size() ? cs.get(index + 1).start() : Integer.MAX_VALUE));
        int ends = 0;
        for (int k = c.end(); k < limit && ends < 2; k++) {
            if (!sentenceEnd(k)) {
                continue;
            }
            ends++;
            int s = k + 1;
            while (s < limit && (Character.isWhitespace(t.text.charAt(s)) || t.text.charAt(s) == '>')) {
                s++;
            }
            if (s >= limit) {
                return null;
            }
            String head = window(s, Math.min(t.text.length(), s + 48));
            if (OmittedNext.blames(window(s, Math.min(t.text.length(), s + 120)))) {
                // session 40 (roles43): "Unfortunately, a blind move of the code did not check ...", convention 20
                return evidenceAt(s);
            }
            for (String p : BACK_POINTERS) {
                if (!head.startsWith(p)) {
                    continue;
                }
                for (String b : BROKE) {
                    if (head.startsWith(b, p.length())) {
                        return evidenceAt(s);
                    }
                }
            }
            if (ConsequenceNext.blames(window(s, Math.min(t.text.length(), s + 240)))) {
                // session 47 (roles50): "But this change also complicated the error recovery path and which in
                // turn led to the following issues.", convention (123)
                return evidenceAt(s);
            }
            k = s - 1;
        }
        return null;
    }

    /** How far after an id the revert pointing back at it is looked for: past a {@code git show} block's text. */
    private static final int BACK_REACH = 1200;

    /**
     * Session 41 (roles44): "commit X\nAuthor: ...\n\n    subject ...\n\nConfirmed. Reverting this commit results in
     * functioning PCIe.": a sentence opening with a revert of "this commit" ({@link RevertedBack}) that cures, after
     * the commit just named and before any other, blames it as "reverting X fixes it" does inline. The sentence, or
     * null. Near misses: another commit named in between, a revert proposed or asked ("Reverting this commit might
     * help?", "try reverting this commit"), a revert that cures nothing ("reverting this commit is out of the
     * question, it fixes other boards": the cure is read only in the revert's own clause), "this patch" (in a reply,
     * the patch under review rather than the commit named).
     */
    private String revertedBack(List<Candidate> cs, int index) {
        Candidate c = cs.get(index);
        int limit = Math.min(t.text.length(), Math.min(c.end() + BACK_REACH,
                index + 1 < cs.size() ? cs.get(index + 1).start() : Integer.MAX_VALUE));
        int from = t.text.indexOf("evert", c.end());
        if (from < 0 || from >= limit) {
            return null;
        }
        for (int k = c.end(); k < limit; k++) {
            if (!sentenceEnd(k)) {
                continue;
            }
            int s = k + 1;
            while (s < limit && (Character.isWhitespace(t.text.charAt(s)) || t.text.charAt(s) == '>')) {
                s++;
            }
            if (s >= limit) {
                return null;
            }
            if (RevertedBack.opens(window(s, Math.min(t.text.length(), s + 60)))
                    && curesIn(RevertedBack.clause(sentence(s + 1))) && !triedOrAskedAt(s + 1)) {
                return evidenceAt(s);
            }
            k = s - 1;
        }
        return null;
    }

    /** Sentences after an id read for "Before your change ..., ... was safe", and lines read up a listing. */
    private static final int GOOD_BEFORE_READS = 8;
    private static final int GOOD_BEFORE_REACH = 600;
    private static final int LIST_LINES = 12;

    /**
     * Session 42 (roles45), convention (69): "Before your change was merged, ... was safe" in a sentence of its own
     * after the id (before the next one, at most {@link #GOOD_BEFORE_REACH} characters on), or "Before those patches
     * I don't see the error:" heading the listing the id's line belongs to ({@link GoodBeforeChanges}): the change
     * brought what went wrong after it. The sentence or head line, or null.
     */
    private String goodBefore(List<Candidate> cs, int index) {
        Candidate c = cs.get(index);
        String head = listHeadAbove(c.start());
        if (head != null) {
            return head;
        }
        String text = t.text;
        int limit = Math.min(text.length(), Math.min(c.end() + GOOD_BEFORE_REACH,
                index + 1 < cs.size() ? cs.get(index + 1).start() : Integer.MAX_VALUE));
        int from = c.end();
        for (int n = 0; n < GOOD_BEFORE_READS; n++) {
            int at = text.indexOf("efore your ", from);
            if (at < 1 || at >= limit) {
                return null;
            }
            from = at + 1;
            at--;
            if (Character.toLowerCase(text.charAt(at)) != 'b' || at > 0 && Character.isLetter(text.charAt(at - 1))) {
                continue;
            }
            int s = sentenceStart(at);
            String lead = collapsedLower(text, s, at).strip();
            if (s >= c.end() && (lead.isEmpty() || lead.equals("and") || lead.equals("but") || lead.equals("so"))
                    && GoodBeforeChanges.blamesBack(collapsedLower(text, at, sentenceStop(at)).strip())) {
                return evidenceAt(at);
            }
        }
        return null;
    }

    /**
     * The head line of the listing whose line the id at {@code start} opens: up the listed lines (at most
     * {@link #LIST_LINES}, to the first blank line or colon line), past up to two blank lines, a line
     * {@link GoodBeforeChanges#headsList} reads. Null otherwise.
     */
    private String listHeadAbove(int start) {
        int ls = t.lineStart(start);
        if (ls < 2 || !VersionsText.stripQuote(t.text.substring(ls, start)).isBlank()) {
            return null;
        }
        int prevEnd = ls - 1;
        int blanks = 0;
        for (int k = 0; k < LIST_LINES + 2 && prevEnd > 0; k++) {
            int ps = t.lineStart(prevEnd);
            String line = VersionsText.stripQuote(t.text.substring(ps, prevEnd)).strip();
            prevEnd = ps - 1;
            if (line.isEmpty()) {
                if (++blanks > 2) {
                    return null;
                }
                continue;
            }
            if (line.endsWith(":")) {
                String lower = collapse(line).strip().toLowerCase(Locale.ROOT);
                return GoodBeforeChanges.headsList(lower) ? collapse(line).strip() : null;
            }
            if (blanks > 0) {
                return null; // a paragraph above the listing that heads nothing
            }
        }
        return null;
    }

    /**
     * Session 42 (roles45): "After commit X ("...") and commit Y ("..."), it also calls ... during shutdown, this
     * leads to shutdown failure": a sentence dating a failure from the commits it opens with
     * ({@link AfterCommitStatements#states}, the regression's own reader, with its denials, modals and questions)
     * names each of them culprit; the second of two joined by "and (commit)" right after the first's subject takes the
     * first's reading. "After commit X, it also calls ..., this seems unnecessary" names no failure and blames nothing.
     * The sentence, or null.
     */
    private String datedFrom(List<Candidate> cs, int index) {
        Candidate c = cs.get(index);
        int at = afterCommitAt(c.start());
        if (at < 0 && index > 0) {
            Candidate p = cs.get(index - 1);
            // Session 43 (speed44): the gap's distance asked before its words are read (the reading is pure and the
            // test a conjunction): a report's candidates stand hundreds of lines apart, and the whole gap was copied
            // and lowercased for each of them
            if (c.start() - p.end() <= 200) {
                String gap = after(p.end(), Math.max(0, c.start() - p.end()));
                String joint = gap.substring(subjectEnd(gap)).strip();
                if (joint.equals("and commit") || joint.equals("and")) {
                    at = afterCommitAt(p.start());
                }
            }
        }
        return at >= 0 && AfterCommitStatements.states(t.text, at, afterIdAt(at)) ? evidenceAt(at) : null;
    }

    /** Where "after commit " stands right before the id at {@code start} (blanks between), or -1. */
    private int afterCommitAt(int start) {
        int k = start;
        while (k > 0 && (t.text.charAt(k - 1) == ' ' || t.text.charAt(k - 1) == '\n' || t.text.charAt(k - 1) == '>')) {
            k--;
        }
        int at = k - "after commit".length();
        return at >= 0 && t.text.regionMatches(true, at, "after commit", 0, 12)
                && (at == 0 || !Character.isLetterOrDigit(t.text.charAt(at - 1))) ? at : -1;
    }

    /** The id's offset after the "after commit" at {@code at}. */
    private int afterIdAt(int at) {
        int k = at + "after commit".length();
        while (k < t.text.length() && (t.text.charAt(k) == ' ' || t.text.charAt(k) == '\n' || t.text.charAt(k) == '>')) {
            k++;
        }
        return k;
    }

    /** "Commit X ("...") changed A to B. ... However, ..." (see {@link ContrastedChanges}). */
    private boolean changedAgainst(List<Candidate> cs, int index) {
        Candidate c = cs.get(index);
        if (!before(c.start(), 14).endsWith("commit")) {
            return false;
        }
        String sentence = sentence(c.start());
        String hash = collapse(c.hash()).toLowerCase(Locale.ROOT);
        int at = sentence.indexOf(hash);
        return at >= 0 && ContrastedChanges.blames(sentence, at, at + hash.length(), following(cs, index));
    }

    /**
     * The two sentences after the one holding candidate {@code index}, up to the next candidate and at most 400
     * characters on, lowercase and collapsed.
     */
    private String following(List<Candidate> cs, int index) {
        Candidate c = cs.get(index);
        int limit = Math.min(t.text.length(), Math.min(c.end() + 400,
                index + 1 < cs.size() ? cs.get(index + 1).start() : Integer.MAX_VALUE));
        int k = c.end();
        while (k < limit && !sentenceEnd(k)) {
            k++;
        }
        int from = Math.min(k + 1, limit);
        int ends = 0;
        boolean words = false;
        for (k = from; k < limit && ends < 2; k++) {
            words |= Character.isLetterOrDigit(t.text.charAt(k));
            if (sentenceEnd(k) && words) {
                ends++; // a blank line after a full stop ends no second sentence
                words = false;
            }
        }
        return window(from, Math.max(from, k));
    }

    /** The sentence starting at {@code s}, tidied and capped as {@link #evidence} does. */
    private String evidenceAt(int s) {
        int to = s;
        int hi = Math.min(t.text.length(), s + 200);
        while (to < hi && !sentenceEnd(to)) {
            to++;
        }
        String e = collapse(t.text.substring(s, to)).strip();
        return e.length() <= 200 ? e : e.substring(0, 197) + "...";
    }

    private static final String[] WITH_IT = {"with that ", "with this ", "with it "};
    private static final java.util.Set<String> WORKING = java.util.Set.of("work", "works", "worked", "working",
            "fine", "fixed", "solved", "resolved");
    private static final String[] STILL_BROKEN = {"not", "n't", "never", "no", "still", "nor"};

    /**
     * "I switched ARM to the generic version in\n\n130c1ccbf55 ("...")\n\nso with that this case is supposed to
     * work": a clause right after the id (and its subject) that opens with "with that/this/it" and ends working cures
     * by the commit. Near misses: a clause that still fails ("with that it still hangs", "with it the card doesn't
     * work"), one with no working outcome ("with this the flow changes"), words between the id and "with".
     */
    private boolean curedWithIt(int end, int nextStart) {
        String post = after(end, Math.min(REACH + 160, Math.max(0, nextStart - end)));
        String rest = post.substring(subjectEnd(post)).strip();
        for (String joint : new String[] {"so ", "and "}) {
            if (rest.startsWith(joint)) {
                rest = rest.substring(joint.length());
            }
        }
        String lead = null;
        for (String w : WITH_IT) {
            lead = rest.startsWith(w) ? w : lead;
        }
        if (lead == null) {
            return false;
        }
        int stop = rest.length();
        for (char ch : new char[] {',', '.', ';', '?', '!', ':'}) {
            int k = rest.indexOf(ch, lead.length());
            stop = k >= 0 ? Math.min(stop, k) : stop;
        }
        boolean works = false;
        for (String word : rest.substring(lead.length(), stop).split("[^a-z']+")) {
            for (String bad : STILL_BROKEN) {
                if (word.equals(bad) || (bad.startsWith("n'") && word.endsWith(bad))) {
                    return false;
                }
            }
            works |= WORKING.contains(word);
        }
        return works;
    }

    /**
     * "Bisected to Debian commit X, which is a backport of the upstream commit Y": the original a blamed backport
     * was made from, named in the same sentence right after it, is blamed with it. Near misses: a backport named
     * alone ("this is a backport of Y"), another sentence, a backport that is only a reference.
     */
    boolean backportOfBlamed(List<Candidate> cs, int index, Role previous) {
        if (index == 0 || previous == null || !previous.role().equals(CULPRIT)) {
            return false;
        }
        String just = gapBefore(cs, index, 120);
        return just != null && (just.endsWith("backport of") || just.endsWith("backported from"));
    }

    /**
     * "The problem is X ("..."), which was backported to v5.4.49 as Y, and to v5.7.6 as Z": whether candidate
     * {@code index} is named, in the sentence of the commit before it, as what that commit "was backported (to a
     * version) as": its stable copy, the same change, which shares whatever blame the message gives the original
     * (the caller asks that of the merged role, since the blame may come from another sentence or the subject; Z
     * takes Y's in a chain). Near misses: another sentence, a fix or revert backported in the original's sentence
     * ("the revert was backported to 5.4 as Y"), a version of more than two words.
     */
    boolean backportedCopy(List<Candidate> cs, int index) {
        if (index == 0) {
            return false;
        }
        // the original's ("subject"), quote marks and a clause ("which Patrick found was backported to v5.4.49 as")
        // may stand between it and its copy: a wider gap than between a backport and its original
        String just = gapBefore(cs, index, 240);
        // only the words after the original's ("subject") speak: its title may say "Fix"
        return just != null && just.endsWith(" as") && backportedAs(just.substring(just.lastIndexOf(')') + 1));
    }

    /**
     * The words between candidate {@code index} and the one before it, lower-cased and collapsed, with a trailing
     * "commit", "upstream", "mainline" or "the" dropped; null when the gap is wider than {@code reach} or a sentence
     * ends in it.
     */
    private String gapBefore(List<Candidate> cs, int index, int reach) {
        int prevEnd = cs.get(index - 1).end();
        int start = cs.get(index).start();
        if (start - prevEnd > reach) {
            return null;
        }
        for (int k = prevEnd; k < start; k++) {
            if (sentenceEnd(k)) {
                return null;
            }
        }
        String just = before(start, start - prevEnd);
        for (String filler : new String[] {"commit", "upstream", "mainline", "the"}) {
            if (just.endsWith(" " + filler)) {
                just = just.substring(0, just.length() - filler.length()).stripTrailing();
            }
        }
        return just;
    }

    /** Words in the gap before a backport's id that make it something other than a copy of the blamed commit. */
    private static final Pattern OTHER_CHANGE = Pattern.compile("\\b(?:fix\\w*|revert\\w*|replac\\w*|follow-?up"
            + "|workaround|cure\\w*|partial\\w*)\\b");

    /**
     * The gap between a blamed commit and the next id, lower-cased, ending "backported to v5.4.49 as" or "backported
     * as": the next id is the blamed commit's stable copy. The version between "to" and "as" is one or two words.
     */
    private static boolean backportedAs(String gap) {
        int at = gap.lastIndexOf("backported");
        if (at < 0) {
            return false;
        }
        String rest = gap.substring(at + "backported".length(), gap.length() - 3).strip();
        boolean shape = rest.isEmpty() || (rest.startsWith("to ") && rest.split(" ").length <= 3);
        return shape && !OTHER_CHANGE.matcher(gap).find();
    }

    /** Words in a changelog's "but" clause that clear the commit instead of faulting it. */
    private static final Pattern CLEARED_BUT = Pattern.compile("\\b(?:not the cause|not the culprit|unrelated"
            + "|pre-?dates?|long before|already broken|not caused|not related)\\b");

    /**
     * "Commit 9e73fa02aa009 ("PCI: dwc: Warn if ...") enables warning for MEM resources of size >4GB but prefetchable
     * memory resources also come under this category.", "Commit X ("...") moved files of the cadence drivers, but
     * did not adjust the entry in MAINTAINERS.": a sentence that opens with a commit and its ("subject"), says what it
     * did, and turns on "but" to what it got wrong is the changelog of the change correcting it: the commit is the
     * culprit, as a Fixes: tag would name it (most such changelogs carry one and were culprits already). Near misses:
     * no ("subject") (a bare "Commit X moved this, but..." is often history), the commit not opening its sentence
     * ("This builds on commit X (...), but"), no verb right after the subject, a "but" past the sentence or 160
     * characters on, a "but" that clears it ("but the problem predates it"), a question.
     */
    private boolean faultedOpening(Candidate c, int nextStart) {
        String text = t.text;
        int p = c.start();
        while (p > 0 && (text.charAt(p - 1) == ' ' || text.charAt(p - 1) == '\t')) {
            p--;
        }
        if (p < 6 || !text.regionMatches(true, p - 6, "commit", 0, 6)) {
            return false;
        }
        int q = p - 6;
        while (q > 0 && (text.charAt(q - 1) == ' ' || text.charAt(q - 1) == '\t' || text.charAt(q - 1) == '>')) {
            q--;
        }
        boolean opens = q == 0 || text.charAt(q - 1) == '\n'
                || (text.charAt(q - 1) == '.' && q - 1 > 0 && Character.isLetter(text.charAt(q - 2)) && q < p - 6);
        if (!opens) {
            return false;
        }
        String post = after(c.end(), Math.min(REACH + 240, Math.max(0, nextStart - c.end())));
        int skip = subjectEnd(post);
        if (skip == 0) {
            return false;
        }
        String rest = post.substring(skip).stripLeading();
        int stop = rest.indexOf(". ");
        if (stop >= 0) {
            rest = rest.substring(0, stop);
        }
        int but = rest.indexOf(" but ");
        if (but < 0 || but > 160 || rest.indexOf(';') >= 0 && rest.indexOf(';') < but) {
            return false;
        }
        // a verb right after the subject: "moved", "enables", "attempted to", "also added" ("is", "was" say nothing
        // the commit did)
        String first = rest.split(" ", 3)[0];
        String verb = first.equals("also") || first.equals("then") || first.equals("originally")
                ? rest.split(" ", 3).length > 1 ? rest.split(" ", 3)[1] : "" : first;
        boolean did = verb.length() > 3 && (verb.endsWith("ed") || verb.endsWith("s")) && !verb.equals("was")
                && !verb.equals("has") && !verb.equals("is");
        return did && !CLEARED_BUT.matcher(rest.substring(but)).find() && !AskedSentences.asked(text, c.end());
    }

    /** "Commit X ("...") makes the frob unable to register", "after X, it does not" (see {@link EffectBlame}). */
    private boolean blamedByEffect(Candidate c) {
        // cheap pre-check: the shapes need "commit" or "after" right before the id ("Commit X", "after X"); session
        // 46 (roles49): or "as of X", or a word of an "OK until ... X" clause ("until", "via", "by", "with")
        String just = before(c.start(), 14);
        if (!just.endsWith("commit") && !just.endsWith("after") && !just.endsWith("as of")
                && !just.endsWith("until") && !just.endsWith("via") && !just.endsWith(" by")
                && !just.endsWith(" with")) {
            return false;
        }
        String sentence = sentence(c.start());
        String hash = collapse(c.hash()).toLowerCase(Locale.ROOT);
        int at = sentence.indexOf(hash);
        if (at < 0 || !EffectBlame.blames(sentence, at, at + hash.length())) {
            return false;
        }
        // session 46 (roles49): "Was it OK until X?" asks whether X ended the working state
        return !EffectBlame.workedUntil(sentence.substring(0, at).strip()) || !AskedSentences.asked(t.text, c.end());
    }

    /**
     * "The bug became obvious once we enabled ASPM on all links:\n66ff14e59e8a (...)": an id opening its line under
     * a sentence that ends in a colon is what that sentence introduces; when the sentence states a problem and no
     * cure, the id is the problem's culprit. The sentence, or null. Near misses: "Possible dependencies:", "The
     * following commits fix the hang:", a colon line that names no problem.
     */
    private String introducedBy(List<Candidate> cs, int index) {
        int start = cs.get(index).start();
        int ls = t.lineStart(start);
        String opener = VersionsText.stripQuote(t.text.substring(ls, start)).strip();
        // the id opens its line, alone or as git show's "commit X" heading a block with its "Author:" line
        boolean block = opener.equalsIgnoreCase("commit");
        // session 51 (roles53): or a bare link to it ("broke those cards:\nhttps://.../commit/?id=X")
        if (ls < 2 || !(opener.isEmpty() || block || PointedDownIds.urlOpener(opener))) {
            return null;
        }
        Above above = lineAbove(start);
        if (above == null || !above.text().endsWith(":") || above.text().endsWith("::")) {
            return null;
        }
        int colon = above.start() + t.text.substring(above.start(), above.end()).lastIndexOf(':');
        String intro = sentence(colon);
        // "This change fixes a regression introduced (but not caused) by:": the phrase before the colon
        // is what the commit did, whatever the sentence's own verb
        String tail = intro.substring(Math.max(0, intro.length() - 40));
        boolean agent = tail.endsWith("by:") && (tail.contains("introduced") || tail.contains("caused")
                || tail.contains("broken") || tail.contains("regressed"));
        boolean effect = EffectBlame.introBlamesByEffect(intro)
                || ContrastedChanges.introBlames(intro, following(cs, index));
        return agent || EffectBlame.introBlames(intro) || effect || revertCuresBelow(intro)
                ? collapse(t.text.substring(t.lineStart(colon), colon + 1)).strip() : null;
    }

    /**
     * The advice line over an id opening its line ("Try reverting this commit:") when {@link #symptomRevert} reads it
     * as a revert advised for a named failure; null otherwise.
     */
    private String symptomAdvice(List<Candidate> cs, int index) {
        int start = cs.get(index).start();
        int ls = t.lineStart(start);
        if (ls < 2 || !VersionsText.stripQuote(t.text.substring(ls, start)).isBlank()) {
            return null;
        }
        Above above = lineAbove(start);
        if (above == null || !above.text().endsWith(":")
                || !symptomRevert(cs, index, collapse(above.text()).toLowerCase(Locale.ROOT), above.start())) {
            return null;
        }
        return collapse(above.text()).strip();
    }

    /**
     * "In case there are these warnings ...: (log) Try reverting this commit:" over the id: a revert advised for a
     * named failure ({@link SymptomReverts}), read on the text above the advice line back to the previous id.
     */
    private boolean symptomRevert(List<Candidate> cs, int index, String line, int lineStart) {
        if (!line.contains("rever")) {
            return false;
        }
        int prevEnd = index > 0 ? Math.min(cs.get(index - 1).end(), lineStart) : 0;
        int from = Math.max(prevEnd, lineStart - SymptomReverts.REACH);
        return SymptomReverts.advised(line, window(from, lineStart));
    }

    /** The words a colon line points down with at the commit under it: "the following commit", "this patch". */
    private static final Pattern BELOW = Pattern.compile("\\b(?:revert|reverting|reverted|reversing|reversed)\\s+"
            + "(?:the\\s+following|this|that|the\\s+below)\\s+(?:commit|patch|change)\\b");

    /**
     * "Reversing the following commit solves the issue:" over the commit's block: a revert of the commit the line
     * points down at ({@link #BELOW}) that cures (a {@link #CURES} word after the pointer, not negated) blames it, as
     * "reverting X fixes it" does inline. Near misses: a revert only proposed ("Try reverting this commit:"), a cure
     * denied ("Reverting the following commit does not fix it:"), a trial or a question ("Does reverting this patch
     * fix it:"), a pointer at no revert ("The following commit fixes it:", a cure by the commit itself).
     */
    private static boolean revertCuresBelow(String intro) {
        if (intro.length() > 400 || !intro.contains("rever")) {
            return false;
        }
        java.util.regex.Matcher m = BELOW.matcher(intro);
        if (!m.find()) {
            return false;
        }
        for (String trial : TRIALS) {
            // "Try reverting this commit to see if it fixes the hang:" proposes what "Reversing ... solves" reports
            if (containsWord(intro, trial)) {
                return false;
            }
        }
        for (String ask : new String[] {"does ", "do ", "did ", "can ", "could ", "would ", "will ", "should "}) {
            if (intro.startsWith(ask)) {
                return false;
            }
        }
        String rest = intro.substring(m.end());
        for (String cure : CURES) {
            int k = rest.indexOf(cure);
            while (k >= 0 && !wordStart(rest, k)) {
                k = rest.indexOf(cure, k + 1);
            }
            if (k >= 0 && !negatedAt(rest, k) && !(farNegated(cure) && negatedAt(rest, k, 40))) {
                return true;
            }
        }
        return false;
    }

    /** A line above an id: its span and its text without quote marks and outer blanks. */
    private record Above(int start, int end, String text) {
    }

    /** The line above {@code start}'s line, or the one above a blank (quote markers only) line; null if none. */
    private Above lineAbove(int start) {
        int prevEnd = t.lineStart(start) - 1;
        for (int hop = 0; hop < 2 && prevEnd > 0; hop++) {
            int ps = t.lineStart(prevEnd);
            String line = VersionsText.stripQuote(t.text.substring(ps, prevEnd)).strip();
            if (!line.isEmpty()) {
                return new Above(ps, prevEnd, line);
            }
            prevEnd = ps - 1;
        }
        return null;
    }

    /**
     * Whether the line above the id (or the one above a blank line) ends in "commit in question is": the commit a
     * thread's problem is discussed about. "The commit in question is fine" ends otherwise and names no id below.
     */
    private boolean inQuestion(int start) {
        Above above = lineAbove(start);
        if (above == null) {
            return false;
        }
        String line = above.text().toLowerCase(Locale.ROOT);
        return line.endsWith("commit in question is") || line.endsWith("commit in question is:")
                || line.length() <= 400 && line.contains("first") && FIRST_FAILING.matcher(line).find();
    }

    /**
     * Session 40 (roles43): "The first commit where we actually start seeing issue is\ncommit X": a line naming the
     * first commit a problem shows with, ending in "is" right above the id's line. Near misses: "The first commit
     * of the series is" (no problem named), "the first commit where it works is" (no problem either).
     */
    private static final Pattern FIRST_FAILING = Pattern.compile("\\bfirst (?:bad )?commit\\b.{0,80}\\b(?:issue|issues"
            + "|problem|problems|fail|fails|failure|failures|breaks|broke|broken|regression|bug|crash|hang)\\b"
            + "[^.?!]{0,30}\\bis:?$");

    /**
     * Patchwork-bot's "Here is the summary with links:" lists each applied patch as "- [tree] subject" with the link
     * to its commit ({@code .../c/<hash>}) on the next line; a bare cgit link elsewhere is only a reference.
     */
    private boolean summaryLink(int at) {
        if (at < 3 || !t.text.startsWith("/c/", at - 3)) {
            return false;
        }
        int ls = t.lineStart(at);
        if (ls < 2) {
            return false;
        }
        String prev = VersionsText.stripQuote(t.text.substring(t.lineStart(ls - 1), ls - 1)).strip();
        return prev.startsWith("- [");
    }

    /** "applied as", "applied to net as", "applied to pci/misc as commit": the commit a patch landed as. */
    private static boolean appliedAs(String just) {
        String j = just.endsWith(" commit") ? just.substring(0, just.length() - 7) : just;
        if (!j.endsWith(" as")) {
            return false;
        }
        int a = j.lastIndexOf("applied");
        if (a < 0) {
            return false;
        }
        String mid = j.substring(a + 7, j.length() - 3).strip();
        return mid.isEmpty() || (mid.startsWith("to ") && mid.indexOf(' ', 3) < 0);
    }

    private static final String[] PROBLEMS = {
        "broke", "broken", "regression", "regressed", "fails", "failed", "failure", "crash", "hang", "bug",
        "problem", "issue", "wrong", "oops", "panic", "warning", "doesn't work", "does not work", "no longer",
        // "since the commit X merged, the accesses to the queue are not safe anymore": a lost safety is a harm
        "not safe", "unsafe"};

    /**
     * Cues that also describe plain history: "since X", and "introduced in X", which says where a struct or a
     * function came from as often as where a bug did ("hotplug_program_ops was introduced in commit X").
     */
    private static boolean needsProblem(String cue) {
        return cue.equals("since") || cue.startsWith("introduced") || cue.startsWith("commit") && cue.contains("introduc");
    }

    private static final String QUOTES = "\"'`\u201c\u2018";

    private static final java.util.Set<String> SINCE_FILLERS = java.util.Set.of("the", "commit", "upstream",
            "merging", "applying", "of", "merge");

    /**
     * Whether "since" governs the commit after it: "since X", "since commit X", "since merging X". Words of a clause
     * between them, after a comma ({@link #causal}), make "since" a conjunction of reason ("from v4.13 or earlier,
     * since the text was removed by X"), which says nothing of what X did.
     */
    static boolean governs(String gap) {
        String g = gap.strip();
        if (g.isEmpty()) {
            return true;
        }
        // "since the commit "cdcb33f98244" merged": a quote mark opening the id is no word of a clause
        while (!g.isEmpty() && QUOTES.indexOf(g.charAt(g.length() - 1)) >= 0) {
            g = g.substring(0, g.length() - 1).stripTrailing();
        }
        if (g.isEmpty()) {
            return true;
        }
        String[] words = g.split(" ");
        if (words.length > 3) {
            return false;
        }
        for (String w : words) {
            if (!SINCE_FILLERS.contains(w)) {
                return false;
            }
        }
        return true;
    }

    /**
     * "..., since the text was removed by X": a "since" after a comma or a semicolon opens a clause of reason; after a
     * verb or an adjective ("has been broken since March 2016 commit X", "present since Y was added by X") it is
     * time, and X still where the problem began.
     */
    private static boolean causal(String pre, int at) {
        String head = pre.substring(0, at).stripTrailing();
        return head.isEmpty() || head.endsWith(",") || head.endsWith(";") || head.endsWith("(");
    }

    /** "since commit X" names a culprit only in a sentence about a problem ("since X this is broken"). */
    private boolean problemNear(int at) {
        String sentence = sentence(at);
        for (String p : PROBLEMS) {
            if (containsWord(sentence, p)) {
                return true;
            }
        }
        return false;
    }

    /** Harms the shared {@link #PROBLEMS} list leaves out, read only for "introduced by". */
    private static final String[] HARMS = {"leak", "race", "deadlock", "use-after-free", "null pointer", "lockup",
        "corrupt", "stall", "timeout", "error", "break", "slow", "nuisance", "spurious", "flood", "lost", "missing"};

    /**
     * Session 41 (roles44): "(introduced by X) ... I am not sure whether it would break the existing platforms": a
     * harm after a modal is one feared, not one the commit brought; the modal and its verb are dropped before
     * {@link #harmIn} reads the sentence. A harm stated as well ("it would break, and it does: the probe fails")
     * still counts.
     */
    private static final Pattern MODAL_VERB = Pattern.compile("\\b(?:would|might|could|may)\\s+(?:not\\s+)?[a-z-]+");

    private static boolean harmIn(String s) {
        return anyWord(s.toLowerCase(java.util.Locale.ROOT), HARMS);
    }

    private static boolean problemIn(String s) {
        return anyWord(s, PROBLEMS);
    }

    /** Whether {@code s} holds one of {@code words} as a word of its own ({@link #containsWord}). */
    private static boolean anyWord(String s, String[] words) {
        for (String w : words) {
            if (containsWord(s, w)) {
                return true;
            }
        }
        return false;
    }

    private static final String[] REVERT_TRIALS = {"see if", "see whether", "try"};

    /**
     * "Could you try reverting X to see if the problem goes away?", "Does reverting X make the hang go away?": a
     * revert proposed as a trial or asked about cures nothing yet.
     */
    private boolean triedOrAsked(Candidate c) {
        return triedOrAskedAt(c.start()) || AskedSentences.asked(t.text, c.end());
    }

    /** Whether the sentence holding {@code at} proposes a revert as a trial or asks about it. */
    private boolean triedOrAskedAt(int at) {
        if (AskedSentences.asked(t.text, at)) {
            return true;
        }
        String sentence = sentence(at);
        for (String trial : REVERT_TRIALS) {
            if (containsWord(sentence, trial)) {
                return true;
            }
        }
        return false;
    }

    /** True when the sentence holding a revert at {@code at} says the revert cured the problem. */
    boolean cured(int at) {
        return curesIn(sentence(at));
    }

    /** Whether {@code sentence} (lowercase, collapsed) holds a cure word, not negated. */
    private static boolean curesIn(String sentence) {
        for (String cure : CURES) {
            int k = sentence.indexOf(cure);
            while (k >= 0 && !wordStart(sentence, k)) {
                k = sentence.indexOf(cure, k + 1);
            }
            if (k >= 0 && !negatedAt(sentence, k) && !(farNegated(cure) && negatedAt(sentence, k, 40))) {
                return true;
            }
        }
        return false;
    }

    /** Cures whose verb may stand well before them: "does not get it up to the", "doesn't make the hang go away". */
    private static boolean farNegated(String cure) {
        return cure.equals("up to the") || cure.equals("go away");
    }

    /** True when {@code word} starts a word somewhere in {@code s} ("hang" in "hangs", not in "changes"). */
    static boolean containsWord(String s, String word) {
        for (int k = s.indexOf(word); k >= 0; k = s.indexOf(word, k + 1)) {
            if (wordStart(s, k)) {
                return true;
            }
        }
        return false;
    }

    /** The sentence around an offset, lowercase, whitespace and quote markers collapsed (bounded). */
    String sentence(int at) {
        return window(sentenceStart(at), sentenceStop(at));
    }

    private boolean sentenceEnd(int k) {
        char c = t.text.charAt(k);
        if (c == '\n' && k > 0 && t.text.charAt(k - 1) == ':') {
            // "On Mon, ..., X wrote:" and other lines that introduce what follows.
            return true;
        }
        if (c == '!' || c == '?' || c == ';') {
            return true;
        }
        if (c == '.' && (k + 1 == t.text.length() || Character.isWhitespace(t.text.charAt(k + 1)))) {
            return true;
        }
        return c == '\n' && k + 1 < t.text.length() && t.text.charAt(k + 1) == '\n';
    }

    /**
     * The phrase that decided a role: from the start of the hash's sentence to the end of its clause (a comma after
     * the hash ends it too), not crossing short lines (headers, headings), tidied and capped.
     */
    String evidence(Candidate c) {
        int from = c.start();
        int lo = Math.max(0, c.start() - 200);
        while (from > lo && !sentenceEnd(from - 1) && !shortLineEnd(from - 1)) {
            from--;
        }
        int to = c.end();
        int hi = Math.min(t.text.length(), c.end() + 200);
        while (to < hi && !sentenceEnd(to) && !shortLineEnd(to) && t.text.charAt(to) != ',') {
            to++;
        }
        String e = collapse(t.text.substring(from, to)).strip();
        return e.length() <= 200 ? e : e.substring(0, 197) + "...";
    }

    /** A newline ending a line shorter than wrapped prose: a header, heading or log line ends a phrase. */
    private boolean shortLineEnd(int k) {
        if (t.text.charAt(k) != '\n') {
            return false;
        }
        if (VersionsText.stripQuote(t.text.substring(t.lineStart(k), k)).length() < 50) {
            return true;
        }
        // A trailer block: "Fixes: ...\nSigned-off-by: ..." ends the phrase at the line.
        String next = VersionsText.stripQuote(t.text.substring(k + 1, t.lineEnd(k + 1)));
        int colon = next.indexOf(": ");
        return next.isBlank() || (colon > 0 && colon < 30 && TRAILER_NAME.matcher(next.substring(0, colon)).matches());
    }

    static String collapse(String s) {
        return collapsed(s, 0, s.length(), false);
    }

    /**
     * {@code collapse(text.substring(from, to)).toLowerCase(Locale.ROOT)} in one pass with no copy between: the cue
     * look-arounds read a few dozen characters around every commit candidate, and the three copies were a tenth of
     * the commit stage on short reports (session 37). A character above U+00FF takes the three-step way, whose
     * lowercasing of a whole string differs from a per-character one there (U+0130, a final sigma, surrogates).
     */
    static String collapsedLower(String text, int from, int to) {
        java.util.Objects.checkFromToIndex(from, to, text.length()); // as substring would
        String lower = collapsed(text, from, to, true);
        return lower != null ? lower : collapse(text.substring(from, to)).toLowerCase(Locale.ROOT);
    }

    /**
     * The one walk of {@link #collapse} and {@link #collapsedLower}: quote marks and indentation at line starts
     * dropped, runs of blanks and line ends made one space; with {@code lower}, Latin-1 lowercased on the way, and
     * null at the first character above U+00FF.
     */
    private static String collapsed(String text, int from, int to, boolean lower) {
        // Session 43 (speed44): the lowercase walk writes bytes (every character it keeps is Latin-1) and makes its
        // string by a Latin-1 decode, a plain copy; a char[] made the string compress it again, and was twice the
        // memory to clear
        char[] b = lower ? null : new char[to - from];
        byte[] latin1 = lower ? new byte[to - from] : null;
        int n = 0;
        boolean lineStart = true;
        boolean space = false;
        for (int k = from; k < to; k++) {
            char c = text.charAt(k);
            if (c == '\n') {
                lineStart = true;
                space = true;
                continue;
            }
            if (lineStart && (c == '>' || c == ' ' || c == '\t')) {
                continue;
            }
            lineStart = false;
            if (c == ' ' || c == '\t' || c == '\r') {
                space = true;
                continue;
            }
            if (lower && c > 0xFF) {
                return null;
            }
            if (space && n > 0) {
                if (lower) {
                    latin1[n++] = ' ';
                } else {
                    b[n++] = ' ';
                }
            }
            space = false;
            if (lower) {
                // within Latin-1 the whole-string lowercasing is the per-character one
                latin1[n++] = (byte) (c < 0x80 ? (c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c)
                        : Character.toLowerCase(c));
            } else {
                b[n++] = c;
            }
        }
        return lower ? new String(latin1, 0, n, StandardCharsets.ISO_8859_1) : new String(b, 0, n);
    }

    private String before(int at, int n) {
        return window(Math.max(0, at - Math.max(0, n)), at).strip();
    }

    private String after(int at, int n) {
        return window(at, Math.min(t.text.length(), at + n));
    }

    /** How many of the windows read last {@link #window} keeps. */
    private static final int WINDOWS = 8;
    /** The windows read last, {@code from << 32 | to} of each, and their collapsed lowercase texts. */
    private final long[] windowKeys = new long[WINDOWS];
    private final String[] windowTexts = new String[WINDOWS];
    private int windowNext;

    /**
     * {@code collapsedLower(t.text, from, to)}, remembered for the last {@link #WINDOWS} windows read (session 44,
     * speed45): the cue rules read the same window around a candidate again and again ("this reverts commit" 30
     * characters back three times, the text to the next candidate for the cue role and the cure), about one read in
     * four on the synthetic corpus. The text never changes, so a remembered window is the one the walk would build.
     */
    String window(int from, int to) {
        long key = (long) from << 32 | (to & 0xFFFFFFFFL);
        for (int k = 0; k < WINDOWS; k++) {
            if (windowKeys[k] == key && windowTexts[k] != null) {
                return windowTexts[k];
            }
        }
        String w = collapsedLower(t.text, from, to); // throws for a window outside the text, as before
        windowKeys[windowNext] = key;
        windowTexts[windowNext] = w;
        windowNext = (windowNext + 1) % WINDOWS;
        return w;
    }

    /** The words that may stand between a commit's {@code ("subject")} and the verb it is the subject of. */
    private static final Pattern VERB_LEAD = Pattern.compile(
            "\\s*(?:(?:has|had|have|also|then|just|actually|[a-z]{3,}ly)\\s+){0,2}");

    /**
     * "Change X ("irqdomain: Add the missing assignment of ... for named fwnode") unintentionally caused a dangling
     * pointer": a cue verb right after the subject's closing parenthesis, with nothing between but up to two
     * adverbs or auxiliaries, has the commit for its subject however long the subject is. The reach past a long
     * subject stays shut for a cue further on, in another clause ("... was reverted because of two issues it
     * caused": the clusterer merged distinct reports when that blamed X).
     */
    private static boolean verbOfSubject(String between) {
        return VERB_LEAD.matcher(between).matches();
    }

    /** Skips a {@code ("subject")} right after the hash, so "X ("foo") broke bar" finds "broke". */
    private static int subjectEnd(String post) {
        String p = post.stripLeading();
        int lead = post.length() - p.length();
        if (p.startsWith("(\"") || p.startsWith("(\u201c")) {
            // the closing quote and parenthesis together, so a subject naming "foo()" is skipped whole
            int close = p.indexOf(p.charAt(1) == '"' ? "\")" : "\u201d)", 2);
            close = close >= 0 ? close + 1 : p.indexOf(')', 2);
            return close < 0 ? post.length() : lead + close + 1;
        }
        return 0;
    }

    private static boolean wordStart(String s, int at) {
        return at == 0 || !Character.isLetterOrDigit(s.charAt(at - 1));
    }

    private static boolean negatedAt(String s, int at) {
        return negatedAt(s, at, 14);
    }

    /** "does not get the bandwidth up to the ...": a verb negated further back than the cue's own words. */
    private static boolean negatedAt(String s, int at, int reach) {
        String head = s.substring(Math.max(0, at - reach), at);
        return head.contains("not ") || head.contains("n't ") || head.contains("never ") || head.contains("no ");
    }
}
