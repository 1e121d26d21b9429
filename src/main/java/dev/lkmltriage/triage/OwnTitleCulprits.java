package dev.lkmltriage.triage;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.report.Report;

/**
 * A culprit that carries the message's own title is the change's earlier attempt, not another commit the message
 * fixes: "This is second attempt to add the missing delays. The previous solution in commit X ("PCI: Add missing
 * link delays ...") was reverted because of two issues it caused", posted as "[PATCH] PCI: Add missing link delays
 * ...". Extraction rightly calls X a culprit (session 34's convention: a reverted commit that broke something), but
 * the re-post is the same work again, made for the problem the first attempt was written for: joined as a fix of X,
 * it left the report it was written for and sat with the reports of X's breakage (session 34, on the archive: the
 * link-delays re-post and its thread, labelled with bugzilla 203885's report in new7). Such a culprit ties the
 * message as a commit it refers to instead, as it did before the convention. Patches only: a reply under a patch's
 * title that blames that patch's commit ("This is now commit X (...) and breaks my board") is a report of it, the
 * strongest tie there is.
 */
final class OwnTitleCulprits {
    private OwnTitleCulprits() {
    }

    /** Whether {@code c} is a culprit of patch {@code r} carrying the patch's own title ({@link CommitTitles#ofSubject}). */
    static boolean isOwn(CommitFact c, Report r) {
        String subject = r.mail().subject();
        if (c.subject() == null || subject == null || !"culprit".equals(c.role())
                || r.facts().kind() != MessageKind.PATCH) {
            return false;
        }
        String own = CommitTitles.ofSubject(subject);
        return own != null && CommitTitles.normalize(own).equals(CommitTitles.normalize(c.subject()));
    }
}
