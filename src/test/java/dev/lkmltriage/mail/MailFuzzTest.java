package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;

/**
 * Fuzzing the three parsers: no input may throw, and every result keeps its spans a partition of its text. In
 * regression mode (a plain {@code mvn test}) the seeds under {@code MailFuzzTestInputs/} are run; set
 * {@code JAZZER_FUZZ=1} to fuzz.
 */
class MailFuzzTest {
    private final MailParser parser = new MailParser();

    @FuzzTest(maxDuration = "60s")
    void parse(byte[] data) {
        check(parser.parse(data));
    }

    @FuzzTest(maxDuration = "60s")
    void parsePlainDump(byte[] data) {
        check(parser.parsePlainDump(data));
    }

    @FuzzTest(maxDuration = "60s")
    void parseHtmlPage(byte[] data) {
        List<Mail> mails = parser.parseHtmlPage(data, "https://lore.kernel.org/x/");
        assertNotNull(mails);
        mails.forEach(MailFuzzTest::check);
    }

    private static void check(Mail m) {
        assertNotNull(m.messageId());
        SpanAssertions.assertPartition(m);
    }
}
