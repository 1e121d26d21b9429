package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Session 45 (misc46): a reply from QQ Mail / Foxmail asks its question above the client's original-message marker
 * and pastes the signed patch it answers below it, unquoted. The patch is the original's, so the mail is a reply and
 * the pasted facts are quoted. Invented mail in the style of real list mail.
 */
class KindShapes46Test {
    private final KindClassifier classifier = new KindClassifier(null);

    private static Mail mail(String body) {
        String raw = "From: Li Ming <lm@example.org>\nSubject: Re:[PATCH v3] PCI: frob: keep bus mastering on reboot\n"
                + "Message-ID: <m1@example.org>\nIn-Reply-To: <p1@example.org>\n"
                + "Content-Type: text/plain; charset=UTF-8\n\n" + body;
        return new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
    }

    private static final String PATCH = """
            The bridge stops answering after a warm reboot on 5.9-rc4.

            Signed-off-by: Wei <w@example.org>
            ---
             drivers/pci/frob.c | 2 +-
             1 file changed, 1 insertion(+), 1 deletion(-)

            diff --git a/drivers/pci/frob.c b/drivers/pci/frob.c
            index 1111111..2222222 100644
            --- a/drivers/pci/frob.c
            +++ b/drivers/pci/frob.c
            @@ -1,3 +1,3 @@
             int frob(void)
            -{ return 0; }
            +{ return 1; }
             /* end */
            """;

    @Test
    void aQuestionAboveTheFlattenedMarkerIsAReply() {
        Mail m = mail("Hi Wei,\n\nHow did you load the new kernel? kexec -e or the service?\n\nLi Ming\n\n"
                + "Li Ming  Example Co. / kernel team   ------------------ Original ------------------From:  \"Wei\""
                + "<w@example.org>;Date:  Mon, Sep 7, 2020 03:57 PM;Subject:  [PATCH v3] PCI: frob: keep bus "
                + "mastering on reboot " + PATCH);
        assertEquals(MessageKind.REPLY, classifier.classify(m));
        assertTrue(m.isQuoted(m.text().indexOf("5.9-rc4")));
        assertFalse(m.isQuoted(m.text().indexOf("How did you")));
    }

    @Test
    void withoutTheMarkerTheSignedDiffIsTheWritersPatch() {
        // the control: the same reply carrying the diff as its own text is a revised patch (convention 6)
        Mail m = mail("Hi Wei,\n\nA respin below.\n\n" + PATCH);
        assertEquals(MessageKind.PATCH, classifier.classify(m));
        assertFalse(m.isQuoted(m.text().indexOf("5.9-rc4")));
    }

    private static Mail threaded(String subject, String inReplyTo, String body) {
        String raw = "From: Someone <s@example.org>\nSubject: " + subject + "\nMessage-ID: <s1@example.org>\n"
                + (inReplyTo == null ? "" : "In-Reply-To: <" + inReplyTo + ">\n")
                + "Content-Type: text/plain; charset=UTF-8\n\n" + body;
        return new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
    }

    private static final String SPAM = """
            Dear friend,

            I am a barrister writing about the inheritance fund of US$4,500,000.00 left by my late client.
            You are the beneficiary. Reply with your full name and bank account so the transfer can start.
            """;

    @Test
    void spamUnderAReplySubjectThatNamesNoThreadIsOther() {
        assertEquals(MessageKind.OTHER, classifier.classify(threaded("RE:PERSONAL LETTER FROM MRS X", null, SPAM)));
        assertEquals(MessageKind.OTHER, classifier.classify(threaded("Re:", null, SPAM)));
        // the same words answering a message of the list stay a reply: the thread is named
        assertEquals(MessageKind.REPLY, classifier.classify(threaded("Re: funds", "a1@example.org", SPAM)));
    }

    @Test
    void aRealAnswerWithNoThreadHeadersStaysAReply() {
        assertEquals(MessageKind.REPLY, classifier.classify(threaded("Re: A question about shpchp", null,
                "Hi,\n\nThe slot's power fault bit stays set after the kernel retries. Any idea?\n")));
        assertEquals(MessageKind.REPLY, classifier.classify(threaded("Re:", null, "")));
        assertEquals(MessageKind.REPLY, classifier.classify(threaded("Re: ", null, "\n\n")));
    }

    private static Mail from(String sender, String subject, String body) {
        String raw = "From: " + sender + "\nSubject: " + subject + "\nMessage-ID: <n1@example.org>\n"
                + "Content-Type: text/plain; charset=UTF-8\n\n" + body;
        return new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void spamFromANoReplyAddressIsOtherNotRobot() {
        assertEquals(MessageKind.OTHER, classifier.classify(from("\"Mr. A\" <no-reply@example.com>", "Hello/Hallo",
                SPAM)));
        // the same spam opening with a "-- " line, which makes all of it a signature
        assertEquals(MessageKind.OTHER, classifier.classify(from("\"Mr. A\" <no-reply@example.com>", "Hello/Hallo",
                "\n-- \n" + SPAM)));
        // a bot's own report names what it built: still robot
        assertEquals(MessageKind.ROBOT, classifier.classify(from("kernel test robot <lkp@example.com>",
                "[frob:next] BUILD SUCCESS 1a2b3c4d", "tree/branch: frob next\nbranch HEAD: 1a2b3c4d  PCI: frob\n"
                        + "elapsed time: 720m\nconfigs tested: 120\n")));
        assertEquals(MessageKind.ROBOT, classifier.classify(from("noreply <noreply@example.com>", "", "")));
    }
}
