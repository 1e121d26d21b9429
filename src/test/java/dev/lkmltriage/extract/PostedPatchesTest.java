package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Session 54 (docs/extraction-eval.md, "Session 54: facts54"), convention (1): "this patch ... broke X" in a reply
 * sent within {@link PostedPatches#FRESH_DAYS} days of the posting it quotes is review of a posted patch, no
 * regression; the same words months after the posting state one ({@link PostedPatches}, called by
 * {@link BrokeStatements}). Fixtures invented here in the style of list mail.
 */
class PostedPatchesTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(HwMails.withoutIds());
    private static final String SUBJECT = "Re: [PATCH v3 2/4] frob: sysfs: rename the reset attributes";
    private static final String QUOTE = "> Rename the frob reset attributes so that they match the bus names.\n"
            + ">\n> Signed-off-by: Frob Dev <frob@example.org>\n> ---\n>  drivers/frob/sysfs.c | 4 ++--\n\n";
    private static final String BROKE = "This patch renamed 'reset' to 'bus_reset' and broke my userspace tool.\n";

    private static Mail mail(String subject, String date, String body) {
        String raw = "From: Dee Writer <dee@example.org>\nSubject: " + subject + "\n"
                + (date == null ? "" : "Date: " + date + "\n") + "Message-ID: <" + Integer.toHexString(body.hashCode())
                + "@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        return new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
    }

    private static Regression regression(String date, String attribution, String own) {
        return EXTRACTOR.extract(mail(SUBJECT, date, attribution + "\n" + QUOTE + own)).regression();
    }

    @Test
    void aFreshReplySayingThePatchBrokeSomethingIsReview() {
        for (String att : new String[] {"On Mon, Sep 14, 2020 at 09:33:43AM +0200, Frob Dev wrote:",
            "On Mon, 14 Sep 2020 09:33:43 +0200\nFrob Dev <frob@example.org> wrote:", "On 2020-09-14 09:33, Frob Dev wrote:",
            "On Sep 12 2020 at 7:01 PM Frob Dev <frob@example.org> wrote:"}) {
            assertNull(regression("Tue, 15 Sep 2020 10:00:00 +0200", att, BROKE), att);
            assertNull(regression("Tue, 15 Sep 2020 10:00:00 +0200", att,
                    "This patch seemed fine to me but it broke the frob remoteproc driver.\n"), att);
        }
    }

    @Test
    void nearMissesStillStateARegression() {
        String att = "On Thu, Aug 15, 2019 at 7:01 PM Frob Dev <frob@example.org> wrote:";
        // the posting is months old: the patch was merged in between
        assertNotNull(regression("Sat, 14 Mar 2020 12:51:47 +0200", att, BROKE));
        String fresh = "On Mon, Sep 14, 2020 at 09:33:43AM +0200, Frob Dev wrote:";
        String now = "Tue, 15 Sep 2020 10:00:00 +0200";
        // a tree or a commit id named: the patch is in a tree
        assertNotNull(regression(now, fresh, "This patch is in linux-next and broke my userspace tool.\n"));
        assertNotNull(regression(now, fresh, "Since this patch was merged it broke my userspace tool.\n"));
        // no date, or an attribution without a date
        assertNotNull(regression(null, fresh, BROKE));
        assertNotNull(regression(now, "Frob Dev wrote:", BROKE));
        // the sentence blames no patch under review
        assertNotNull(regression(now, fresh, "We broke the frob remoteproc driver last year already.\n"));
        // not a patch thread
        assertNotNull(EXTRACTOR.extract(mail("Re: frob: reset attributes", now, fresh + "\n" + QUOTE + BROKE))
                .regression());
        // a fresh answer that quotes, further down, a posting months old: the oldest attribution counts
        assertNotNull(regression(now, fresh + "\n> On Thu, Aug 15, 2019 at 7:01 PM Frob Dev\n> <frob@example.org> wrote:",
                BROKE));
        // a numeric date that reads two ways is passed over
        assertNull(PostedPatches.date("On 7/24/20 12:07 PM, Frob Dev wrote:"));
    }

    @Test
    void datesAreReadOnlyWhenWholeAndValid() {
        assertEquals(LocalDate.of(2019, 9, 1), PostedPatches.date("On Sun,  1 Sep 2019 16:23:03 +0200"));
        assertEquals(LocalDate.of(2020, 9, 14), PostedPatches.date("On September 14th, 2020, X wrote:"));
        assertNull(PostedPatches.date("On Mon, 31 Feb 2020 10:00"));
        assertNull(PostedPatches.date("On 2020-13-45 wrote"));
        assertNull(PostedPatches.date(null));
        assertNull(PostedPatches.date(""));
        assertFalse(PostedPatches.fresh(null));
        assertFalse(PostedPatches.patchReply(null));
        assertFalse(PostedPatches.patchReply("[PATCH] frob"));
        assertTrue(PostedPatches.patchReply("Re: [PATCH v2] frob"));
        assertFalse(PostedPatches.ofThePatch(null));
        assertFalse(PostedPatches.ofThePatch("This patch broke commit 0123456789abcdef"));
    }

    @Test
    void hostileInputFinishesFast() {
        String atts = "On Mon, Sep 14, 2020 at 09:33:43AM +0200, Frob Dev wrote:\n> x\n".repeat(5_000);
        String broke = ("this patch and it broke ").repeat(20_000);
        String digits = "On " + "1 ".repeat(100_000) + "wrote:\n";
        for (String body : new String[] {atts + BROKE, broke, digits + QUOTE + BROKE}) {
            assertTimeoutPreemptively(TimeBudget.seconds(5),
                    () -> EXTRACTOR.extract(mail(SUBJECT, "Tue, 15 Sep 2020 10:00:00 +0200", body)));
        }
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> PostedPatches.date("On " + "Sep ".repeat(50_000)));
    }
}
