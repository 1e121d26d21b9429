package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Spam sent to the list against terse real reports that share its words (invented mail in both styles). */
class SpamTest {
    private final KindClassifier classifier = new KindClassifier(null);

    private static boolean spam(String subject, String body) {
        return Spam.reads(subject.toLowerCase(Locale.ROOT), body.replace("\\n", "\n").toLowerCase(Locale.ROOT));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            Dear Friend,                         | I am the manager of Crane Hill Bank. A client of ours died without next of kin; contact me for details.
            Low Rate Loan.                       | We offer personal and business loans at 2% interest. Reply to apply.
            Spende von 3.000.000,00 Euro         | Sie wurden fuer eine Spende ausgewaehlt. Antworten Sie fuer Einzelheiten.
            URGENT ATTENTION                     | I have a problem and need your help to move $4.2 million from our bank before the issue is discovered.
            Investment partner needed            | Our group can fund any viable project. Contact me at invest@example.com to discuss a partnership.
            Hello dear                           | Hello dear, I am a widow and I wish to donate my inheritance to charity through you.
            I have a problem, please help        | Dear friend, my late husband left funds in a bank; I am too sick and it hangs on my mind.
            Your transfer                        | The bank system shows your payment of 2.5 million dollars is waiting at the ATM machine office.
            Greetings                            | Greetings to you, kindly reply to linux-pci@vger.kernel.org to receive our catalog.
            """)
    void spamIsSpamAndNeverAReport(String subject, String body) {
        assertEquals(true, spam(subject, body));
        assertEquals(MessageKind.OTHER, classifier.classify(VersionsMails.mail(subject, "X <x@example.com>", null,
                List.of(), body.replace("\\n", "\n"))));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            Dear all: bank of NVMe disks not detected    | Dear all, after the upgrade my bank of NVMe disks behind the switch is not detected.
            Help: money lost                             | My trading box hangs and I lose money: kernel 5.4, it freezes every night.
            Problem with my card                         | Dear friend, the card in slot 2 fails: pcieport 0000:00:1c.0: AER: Corrected error.
            Urgent: frob card fails                      | Urgent help please, the frob card fails to probe since 5.10-rc1.
            Screen flickers since update                 | Dear developers, my screen flickers since the last update, please help.
            Hang on resume                               | System hangs on resume after the last update, fund of patience exhausted.
            Investment in testing                        | Our bank runs 200 servers; 0x8086 devices fail after a reboot with a payment terminal.
            Regression from a billion-dollar commit      | Reverting 1a2b3c4d5e6f fixes the payment box's hang.
            Frob transfers slow                          | Transfers to the bank's share dropped; see drivers/net/frob.c for the loop.
            """)
    void terseReportsAreNoSpam(String subject, String body) {
        assertFalse(spam(subject, body));
    }

    @Test
    void aTerseReportWithAKernelStaysAReport() {
        assertEquals(MessageKind.REPORT, classifier.classify(VersionsMails.mail("Urgent problem with my bank of disks",
                "U <u@example.org>", null, List.of(), "Dear friend, since kernel 5.9 my disks fail to show up.")));
    }

    @Test
    void hostileInputFinishesInTime() {
        String longWord = "a".repeat(10_000_000);
        String hexes = "0x" + "f".repeat(1_000_000);
        String cues = "dear bank million ".repeat(50_000);
        String addresses = "x@".repeat(1_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertFalse(spam("x", longWord));
            assertFalse(spam("x", hexes));
            assertEquals(true, spam("x", cues));
            assertFalse(spam("x", addresses));
        });
    }
}
