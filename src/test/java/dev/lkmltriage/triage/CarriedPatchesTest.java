package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 15, from new11's switchtec shape (fixtures invented): a fix posted by its author, then carried as part 1 of
 * another maintainer's series with the author's in-body {@code From:} line, is one fix posted twice; its series'
 * cover and sibling parts stay out. Near misses: an in-body From of the sender himself, a "From:" further down the
 * body, a carried part of another title, hostile input.
 */
class CarriedPatchesTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String LENA = "Lena Vasquez <lena.vasquez@example.com>";
    private static final String TORE = "Tore Magnusson <tore.magnusson@example.org>";

    static Report inThread(String id, String thread, String from, String date, String subject,
                                   String body) {
        String raw = "Message-ID: <" + id + ">\nIn-Reply-To: <" + thread + ">\nReferences: <" + thread + ">\nDate: "
                + date + "\nFrom: " + from + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, thread, EXTRACTOR.extract(m), null);
    }

    private static String raceFix() {
        return PatchText.oneFile("Initialising the completion again while a poller waits on it races with the"
                + " poller; re-initialise it instead.", "Fixes: 0a1b2c3d4e5f (\"misc: Add the frobnicator driver\")\n"
                + "Reported-by: Ivo Brandt <ivo.brandt@example.net>\n", "drivers/misc/frob.c",
                "-\tinit_completion(&user->comp);\n+\treinit_completion(&user->comp);");
    }

    private static String otherPart() {
        return PatchText.oneFile("Use the simple wait queue for the completion, as the waker holds a raw lock.", "",
                "kernel/sched/completion.c", "-\twait_queue_head_t wait;\n+\tstruct swait_queue_head wait;");
    }

    @Test
    void readsTheInBodyAuthor() {
        assertEquals(LENA, PatchAuthor.inBody("From: " + LENA + "\n\nThe change.\n"));
        assertEquals(LENA, PatchAuthor.inBody("\nFrom: " + LENA + "\nDate: Fri, 13 Mar 2020\n\nThe change.\n"));
        assertTrue(PatchAuthor.carried(TORE, "From: " + LENA + "\n\nx\n"));
        assertFalse(PatchAuthor.carried(LENA, "From: Lena V <LENA.VASQUEZ@example.com>\n\nx\n"), "the sender");
        assertFalse(PatchAuthor.carried(LENA, "From: \"Vasquez, Lena\" <lena@corp.example>\n\nx\n"),
                "the sender's name at another address");
        assertFalse(PatchAuthor.carried(LENA, "From: L. V. <lena.vasquez@corp.example>\n\nx\n"),
                "the sender's mailbox at another domain");
        assertFalse(PatchAuthor.carried("lv1984@mail.example", "From: Lena Vasquez <lena@corp.example>\n\nx\n"),
                "a sender without a name: not told apart from his other address");
        assertFalse(PatchAuthor.carried("Lena Vasquez <lv@home.example>",
                "From: Lena Maria Vasquez Ortiz <lena@corp.example>\n\nx\n"), "the sender's longer name");
        assertEquals(LENA, PatchAuthor.of(LENA, "From: Lena Vasquez <lena@corp.example>\n\nx\n"),
                "a sender under another address stays known by the one he sends from");
        assertNull(PatchAuthor.inBody("Hi,\n\nFrom: " + LENA + "\n\nx\n"), "not the body's first line");
        assertNull(PatchAuthor.inBody("From: " + LENA + "\nthe oops below happens on boot\n"),
                "a quoted header followed by prose");
        assertNull(PatchAuthor.inBody("From: nobody at all\n\nx\n"), "no address");
        assertNull(PatchAuthor.inBody("From: " + "x".repeat(200_000) + "@a.b\n\n"), "hostile line");
        assertNull(PatchAuthor.inBody(" ".repeat(300_000) + "From: " + LENA + "\n\n"), "hostile lead");
        assertEquals(TORE, PatchAuthor.of(TORE, "The change.\n"));
    }

    @Test
    void aFixCarriedInAnotherSeriesIsAnotherPostingOfIt() {
        assertNull(clusterer.place(mail("own@lena", LENA, "Fri, 13 Mar 2020 18:36:00 +0000",
                "[PATCH] misc/frob: Fix init_completion race condition with poll_wait()", raceFix())));
        assertNull(clusterer.place(mail("c0@tore", TORE, "Wed, 18 Mar 2020 20:43:00 +0000",
                "[patch V2 00/15] Lock ordering documentation and annotation", "A series.\n\nTore\n")));
        Clusterer.Placement carried = clusterer.place(inThread("c1@tore", "c0@tore", TORE,
                "Wed, 18 Mar 2020 20:43:01 +0000",
                "[patch V2 01/15] misc/frob: Fix init_completion race condition with poll_wait()",
                "From: " + LENA + "\n\n" + raceFix()));
        assertNotNull(carried, "the author's fix, carried");
        assertEquals(carried.clusterId(), clusterer.drainLinked().get("own@lena").clusterId());
        Clusterer.Placement sibling = clusterer.place(inThread("c2@tore", "c0@tore", TORE,
                "Wed, 18 Mar 2020 20:43:02 +0000", "[patch V2 02/15] completion: Switch to swait queues",
                otherPart()));
        assertTrue(sibling == null || !sibling.clusterId().equals(carried.clusterId()), "a sibling part: " + sibling);
        assertNotEquals(carried.clusterId(), clusterer.clusterOf("c0@tore"), "the cover stays out");
        Clusterer.Placement answer = clusterer.place(inThread("a1@ivo", "c0@tore", "Ivo <ivo@example.net>",
                "Thu, 19 Mar 2020 08:00:00 +0000", "Re: [patch V2 02/15] completion: Switch to swait queues",
                "> Use the simple wait queue\n\nLooks fine.\n"));
        assertTrue(answer == null || !answer.clusterId().equals(carried.clusterId()), "an answer to the sibling");
        Clusterer.Placement v3 = clusterer.place(inThread("d1@tore", "d0@tore", TORE,
                "Sat, 21 Mar 2020 11:32:40 +0000",
                "[patch V3 01/20] misc/frob: Fix init_completion race condition with poll_wait()",
                "From: " + LENA + "\n\n" + raceFix()));
        assertNotNull(v3);
        assertEquals(carried.clusterId(), v3.clusterId(), "carried again in the next round");
    }

    @Test
    void aCarriedPostingRestoredFromItsTextIsStillItsAuthors() {
        // A maintainer's plain [PATCH] carrying the author's fix, placed nowhere by an earlier run.
        clusterer.restoreUnplacedPatch("s1@tore", "s1@tore",
                "[PATCH] misc/frob: Fix init_completion race condition with poll_wait()", TORE,
                "From: " + LENA + "\n\n" + raceFix());
        Clusterer.Placement own = clusterer.place(mail("s2@lena", LENA, "Mon, 23 Mar 2020 09:00:00 +0000",
                "[PATCH v2] misc/frob: Fix init_completion race condition with poll_wait()", raceFix()));
        assertNotNull(own, "the author's next posting finds the carried one after a reopen");
        assertEquals(own.clusterId(), clusterer.drainLinked().get("s1@tore").clusterId());
    }

    @Test
    void aSeriesPartOfItsOwnSenderOrAnotherTitleStaysApart() {
        assertNull(clusterer.place(mail("own2@lena", LENA, "Fri, 13 Mar 2020 18:36:00 +0000",
                "[PATCH] misc/frob: Fix init_completion race condition with poll_wait()", raceFix())));
        // the author's own series part: the long-standing guard (a re-posted series is a feature's next round)
        assertNull(clusterer.place(inThread("e1@lena", "e0@lena", LENA, "Wed, 18 Mar 2020 20:43:01 +0000",
                "[PATCH v2 01/15] misc/frob: Fix init_completion race condition with poll_wait()",
                "From: " + LENA + "\n\n" + raceFix())));
        // carried, but another of the author's changes (another title, other lines)
        assertNull(clusterer.place(inThread("f1@tore", "f0@tore", TORE, "Wed, 18 Mar 2020 20:43:01 +0000",
                "[patch V2 03/15] misc/frob: Use a raw spinlock for the queue", "From: " + LENA + "\n\n"
                        + otherPart())));
        assertTrue(clusterer.drainLinked().isEmpty());
    }
}
