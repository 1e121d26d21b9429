package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Session 42 (drivers49), convention 72: a thread opener that quotes nobody and pastes its own call trace behind
 * "> " marks reads as the report it is; the same text under a reply's subject stays a reply. Mail written for the test.
 */
class OpenerPastesKindTest {
    private final KindClassifier kinds = new KindClassifier(ExtractSettings.defaults());

    private static final String BODY = """
            My capture card needs the nointxmask option to work under vfio.

            Without it the guest locks up and the host logs this:

            > ------------[ cut here ]------------
            > WARNING: CPU: 2 PID: 1712 at fs/eventfd.c:74 eventfd_signal+0x88/0xa0
            > RIP: 0010:eventfd_signal+0x88/0xa0
            > Call Trace:
            >  ioeventfd_write+0x51/0x80 [kvm]
            >  __kvm_io_bus_write+0x88/0xb0 [kvm]

            Thanks.
            """;

    private MessageKind kind(String subject) {
        String raw = "Message-ID: <k1@example.org>\nFrom: Jane Doe <jane@example.org>\nSubject: " + subject
                + "\nContent-Type: text/plain\n\n" + BODY;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return kinds.classify(m);
    }

    @Test
    void anOpenersOwnPastedTraceMakesItAReport() {
        assertEquals(MessageKind.REPORT, kind("Capture card needs vfio_pci.nointxmask"));
        assertEquals(MessageKind.REPLY, kind("Re: Capture card needs vfio_pci.nointxmask"));
    }
}
