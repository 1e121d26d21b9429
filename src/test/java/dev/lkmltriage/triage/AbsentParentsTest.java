package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.CarriedPatchesTest.inThread;
import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 24 (class F of session 22's table, links to absent messages; fixtures invented): a fix that never reached
 * the list leaves only the answers to it, orphan replies whose In-Reply-To names it. A later patch (a lone patch or a
 * series' cover) whose own text links that Message-ID answers the same bug: the orphan joins its cluster as the
 * report. Near misses: an orphan answering a feature or an RFC, a linking reply (no patch), a quoted link, a link
 * months later, a round-up linking many; hostile input.
 */
class AbsentParentsTest {
    private static final String MAINTAINER = "Knut Varga <knut@example.org>";
    private static final String ABSENT = "fixptr-1.1234@frob.example.com";

    private static Report orphan(String id, String subject) {
        return inThread(id, ABSENT, MAINTAINER, "Mon, 2 Mar 2020 10:00:00 +0100", subject,
                "Ola Frisk writes:\n> Calling the frob handler from a debugfs write leaves the per-CPU\n"
                        + "> state unset, so the ack path dereferences NULL.\n\n"
                        + "No. Checking the pointer papers over it; the write path must not call the\n"
                        + "handler at all. I'll look into a proper injection interface.\n");
    }

    private static final String FIX_TITLE = "Re: [PATCH v1 1/1] x86/frob: Fix NULL pointer dereference in frob_ack()";

    private static Report cover(String id, String date, String body) {
        return mail(id, MAINTAINER, date, "[patch 0/4] genfrob: Sanitize interrupt injection", body);
    }

    private static String linking(String prefix) {
        return "Ola triggered a NULL pointer dereference via the debugfs injection path.\n\n" + prefix
                + "https://lore.kernel.org/r/" + ABSENT + "\n\nThis series makes injection go through the"
                + " resend path instead.\n\nThanks,\n\n\tKnut\n---\n kernel/frob/resend.c | 40 ++++\n";
    }

    @Test
    void aCoverLinkingTheAbsentFixAnOrphanAnswersStartsItsCluster() {
        Clusterer c = placed(List.of(orphan("ans@knut", FIX_TITLE),
                cover("cover@knut", "Fri, 6 Mar 2020 14:03:41 +0100", linking(" "))));
        assertNotNull(c.clusterOf("cover@knut"), "the cover links the bug's absent fix");
        assertEquals(c.clusterOf("cover@knut"), c.clusterOf("ans@knut"), "the orphan stands for that fix");
    }

    @Test
    void aPartFixingTheCommitTheOrphanBlamesJoinsAnotherPartStaysOut() {
        String orphanText = "Ola Frisk writes:\n> Calling the frob handler from debugfs dereferences NULL.\n\n"
                + "This papers over the symptom; what broke it is:\n\n  4d5e6f708192 (\"PCI/FROB: Abstract the"
                + " frob interrupt handling\")\n\nInjection must not call the handler directly.\n";
        Report answer = inThread("ans@knut", ABSENT, MAINTAINER, "Mon, 2 Mar 2020 10:00:00 +0100", FIX_TITLE,
                orphanText);
        Report part7 = inThread("p4@knut", "cover@knut", MAINTAINER, "Fri, 6 Mar 2020 14:03:45 +0100",
                "[patch 4/4] PCI/FROB: Inject through the resend path", PatchText.oneFile("Calling the handler"
                        + " from a write path dereferences NULL in the ack code.", "Fixes: 4d5e6f708192"
                        + " (\"PCI/FROB: Abstract the frob interrupt handling\")\n", "drivers/pci/frob_inject.c",
                        "-\tgeneric_frob_irq(irq);\n+\tfrob_inject_irq(irq);"));
        Report part1 = inThread("p1@knut", "cover@knut", MAINTAINER, "Fri, 6 Mar 2020 14:03:42 +0100",
                "[patch 1/4] genfrob/debugfs: Add missing sanity checks", PatchText.oneFile("The debugfs trigger"
                        + " misses a check for the chip's resend callback.", "Fixes: 0badc0ffee12 (\"genfrob/debugfs:"
                        + " Trigger interrupts from userspace\")\n", "kernel/frob/debugfs.c",
                        "+\tif (!chip->resend)\n+\t\treturn -EINVAL;"));
        Clusterer c = placed(List.of(answer, cover("cover@knut", "Fri, 6 Mar 2020 14:03:41 +0100", linking(" ")),
                part1, part7));
        assertNotNull(c.clusterOf("ans@knut"));
        assertEquals(c.clusterOf("ans@knut"), c.clusterOf("p4@knut"), "fixes the commit the orphan blames");
        assertNotEquals(c.clusterOf("ans@knut"), c.clusterOf("p1@knut"), "another bug's part");
    }

    @Test
    void aLonePatchWithALinkTrailerTiesToo() {
        Report fix = mail("lone@knut", MAINTAINER, "Fri, 6 Mar 2020 14:03:41 +0100",
                "[PATCH] x86/frob: Refuse handler calls outside interrupt context",
                PatchText.oneFile("A debugfs write calling the handler dereferences NULL in the ack path.",
                        "Link: https://lore.kernel.org/r/" + ABSENT + "\n", "arch/x86/kernel/frob.c",
                        "+\tif (WARN_ON_ONCE(!in_irq()))\n+\t\treturn -EINVAL;"));
        Clusterer c = placed(List.of(orphan("ans@knut", FIX_TITLE), fix));
        assertNotNull(c.clusterOf("lone@knut"));
        assertEquals(c.clusterOf("lone@knut"), c.clusterOf("ans@knut"));
    }

    @Test
    void nearMissesTieNothing() {
        // The orphan answers a feature, an RFC: no report's trace.
        for (String subject : List.of("Re: [PATCH v3 2/5] x86/frob: Add an injection interface",
                "Re: [RFC PATCH] x86/frob: Fix the ack path for injected interrupts")) {
            Clusterer c = placed(List.of(orphan("ans@knut", subject),
                    cover("cover@knut", "Fri, 6 Mar 2020 14:03:41 +0100", linking(" "))));
            assertNull(c.clusterOf("ans@knut"), subject);
        }
        // The link is quoted, not the patch's own.
        Clusterer quoted = placed(List.of(orphan("ans@knut", FIX_TITLE),
                cover("cover@knut", "Fri, 6 Mar 2020 14:03:41 +0100", linking("> "))));
        assertNull(quoted.clusterOf("ans@knut"), "a quoted link");
        // Months later.
        Clusterer late = placed(List.of(orphan("ans@knut", FIX_TITLE),
                cover("cover@knut", "Fri, 3 Jul 2020 14:03:41 +0200", linking(" "))));
        assertNull(late.clusterOf("ans@knut"), "four months later");
        // A reply (no patch) linking it: a discussion pointer.
        Clusterer reply = placed(List.of(orphan("ans@knut", FIX_TITLE), mail("talk@ola",
                "Ola Frisk <ola@frob.example.com>", "Fri, 6 Mar 2020 14:03:41 +0100",
                "frob injection questions", linking(" "))));
        assertNull(reply.clusterOf("ans@knut"), "a reply linking it");
    }

    @Test
    void aRoundUpLinkingManyAbsentFixesTiesNone() {
        List<Report> mail = new ArrayList<>();
        StringBuilder links = new StringBuilder("Fixes the crashes reported in:\n");
        for (int i = 0; i < 3; i++) {
            String parent = "fix" + i + "@frob.example.com";
            mail.add(inThread("ans" + i + "@knut", parent, MAINTAINER, "Mon, 2 Mar 2020 10:00:00 +0100",
                    "Re: [PATCH] x86/frob: Fix crash number " + i, "Applied, thanks.\n"));
            links.append("Link: https://lore.kernel.org/r/").append(parent).append('\n');
        }
        mail.add(cover("cover@knut", "Fri, 6 Mar 2020 14:03:41 +0100", links + "---\n"));
        Clusterer c = placed(mail);
        for (int i = 0; i < 3; i++) {
            assertNull(c.clusterOf("ans" + i + "@knut"));
        }
    }

    @Test
    void theParentMustBeAPatchSayingFix() {
        assertTrue(AbsentParents.answersFix("Re: [PATCH v1 1/1] x86/apic: Fix NULL pointer access in ack()"));
        assertTrue(AbsentParents.answersFix("Re: [PATCH] PCI: frob: Avoid hang on link retrain"));
        assertFalse(AbsentParents.answersFix("[PATCH] PCI: frob: Fix hang on link retrain"), "no answer");
        assertFalse(AbsentParents.answersFix("Re: PCI frob fix hangs my box"), "no patch answered");
        assertFalse(AbsentParents.answersFix("Re: [PATCH] PCI: frob: Add retrain support"));
        assertFalse(AbsentParents.answersFix(null));
        assertFalse(AbsentParents.answersFix("Re: [PATCH] " + "fix ".repeat(400)), "an absurd subject");
    }

    /** A hostile orphan just under {@link AbsentParents#MAX_TEXT}: a pasted log full of what its readers take. */
    private static String hostileText() {
        StringBuilder b = new StringBuilder("The log below was fixed in 5.6-rc3-");
        b.append("x".repeat(400)).append(" and fixed in 5.7 too.\n");
        int i = 0;
        while (b.length() < AbsentParents.MAX_TEXT - 200) {
            b.append("[").append(i).append("] Link: https://lore.kernel.org/r/msg").append(i++)
                    .append("@frob.example.com v5.").append(i % 20).append(" good, 5.").append(i % 21)
                    .append("-rc1 bad, bugzilla.kernel.org/show_bug.cgi?id=20").append(i % 9000 + 1000).append('\n');
        }
        return b.toString();
    }

    @Test
    void theMemoryKeepsWhatJoiningReadsNotWholeOrphans() {
        Report model = inThread("o@knut", ABSENT, MAINTAINER, "Mon, 2 Mar 2020 10:00:00 +0100", FIX_TITLE,
                hostileText());
        assertTrue(model.mail().text().length() > 120 * 1024, "nearly the size kept before");
        AbsentParents absent = new AbsentParents();
        for (int i = 0; i < AbsentParents.MAX_ORPHANS + 100; i++) {
            Mail m = model.mail();
            Mail copy = new Mail("o" + i + "@knut", false, m.subject(), m.from(), m.date(), m.listId(),
                    "p" + i + "@frob.example.com", m.references(), m.headers(), m.text(), m.parts(), m.spans(),
                    m.problems(), m.contentHash());
            absent.remember(new Report(copy, model.threadId(), model.facts(), null), copy.inReplyTo(),
                    "2020-03-02T09:00:00Z");
        }
        assertEquals(AbsentParents.MAX_ORPHANS, absent.kept().size());
        long chars = 0;
        for (AbsentParents.Orphan o : absent.kept()) {
            Mail m = o.report().mail();
            assertTrue(m.text().length() <= Facts2Cluster.MAX_EVIDENCE + 2, "only the status statement");
            assertTrue(m.headers().isEmpty() && m.spans().size() <= 1 && m.parts().isEmpty());
            chars += m.text().length() + m.subject().length() + o.report().facts().toString().length()
                    + o.features().toString().length() + o.parentId().length() + o.messageId().length();
        }
        // Before: up to 128 KB of text an orphan (128 MB in all); now an order of magnitude less, by far.
        assertTrue(chars < AbsentParents.MAX_ORPHANS * (long) AbsentParents.MAX_TEXT / 10, chars + " characters");
    }

    @Test
    void aDigestMovesTheStatusAsItsWholeOrphanDoes() {
        String padding = "The port keeps retraining after resume; lspci shows it.\n".repeat(50);
        List<String> texts = List.of(padding + "Looks like this was fixed in v5.6-rc3 already.\n",
                padding + "Fixed in 5." + "7".repeat(300) + "-rc1 as far as I can see.\n",
                padding + "fixed in " + "1".repeat(300) + ".5\n",
                padding + "fixed in 5" + "2".repeat(150) + ".\n fixed in 6.1\n",
                padding + "fixed in 5" + "2".repeat(149) + ".3\n",
                "> fixed in 5.4\nQuoted only; it still fails here.\n",
                padding);
        int fixed = 0;
        for (String text : texts) {
            Report whole = inThread("o@knut", ABSENT, MAINTAINER, "Mon, 2 Mar 2020 10:00:00 +0100", FIX_TITLE,
                    text);
            Report digest = AbsentParents.Orphan.of(whole, ABSENT, "2020-03-02T09:00:00Z").report();
            ClusterState a = new ClusterState("a");
            ClusterState b = new ClusterState("b");
            Facts2Cluster.status(a, whole, "report", "2020-03-05T09:00:00Z");
            Facts2Cluster.status(b, digest, "report", "2020-03-05T09:00:00Z");
            assertEquals(a.status, b.status, text);
            assertEquals(a.history, b.history, text);
            fixed += a.status.equals("fixed") ? 1 : 0;
            assertEquals(ReportFeatures.of(whole),
                    AbsentParents.Orphan.of(whole, ABSENT, "2020-03-02T09:00:00Z").features());
        }
        assertEquals(5, fixed, "the five 'fixed in' statements of the author's own");
    }

    @Test
    void aFloodOfOrphansAndLinksStaysWithinBudget() {
        List<Report> mail = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            mail.add(inThread("o" + i + "@knut", "p" + i + "@frob.example.com", MAINTAINER,
                    "Mon, 2 Mar 2020 10:00:00 +0100", "Re: [PATCH] x86/frob: Fix crash " + i, "Thanks.\n"));
        }
        StringBuilder huge = new StringBuilder();
        for (int i = 0; i < 20000; i++) {
            huge.append("https://lore.kernel.org/r/p").append(i).append("@frob.example.com/ ");
        }
        mail.add(cover("cover@knut", "Fri, 6 Mar 2020 14:03:41 +0100", huge + "\n---\n"));
        long t0 = System.nanoTime();
        Clusterer c = placed(mail);
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(30).toNanos(), "a flood ends fast");
        assertNull(c.clusterOf("o0@knut"), "a round-up ties none");
    }
}
