package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Session 46 (misc47): spam whose reference code has a commit hash's shape. Invented mail in the styles seen on the
 * list: a donation lure under a bare "Re:" with a bracketed code, against short real mail that gives a hash.
 */
class KindShapes47Test {
    private final KindClassifier classifier = new KindClassifier(null);

    private static boolean spam(String subject, String body) {
        return Spam.reads(subject.toLowerCase(Locale.ROOT), body.replace("\\n", "\n").toLowerCase(Locale.ROOT));
    }

    private MessageKind kind(String subject, String inReplyTo, String body) {
        return classifier.classify(VersionsMails.mail(subject, "X <x@example.com>", inReplyTo, List.of(),
                body.replace("\\n", "\n")));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            Re: 1.500.000,00 Euro        | Lieber Freund, ich spende Ihnen 1.500.000,00 Euro aus meinem Lotto-Gewinn von Millionen. Ihr Spendencode: [AB00123456789]
            Re: Your fund                | Dear, your compensation fund of 3 million dollars is with the bank. Quote your code [c0ffee1234567] to claim.
            """)
    void spamWithAHashShapedCodeIsOther(String subject, String body) {
        assertEquals(true, spam(subject, body));
        assertEquals(MessageKind.OTHER, kind(subject, null, body));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            Re: funding for the lab      | The bank approved the fund; see abc123def4567 for the script.
            Re: the lab                  | The fund was approved; see [abc123def4567] for the script.
            Re: cost of the fix          | It took a million tries. Fixed by 1a2b3c4d5e6f7.
            Re: 2 million                | See 0123456789abcdef, and dollars.
            """)
    void aHashWithFewMoneyMarksIsNoSpam(String subject, String body) {
        assertEquals(false, spam(subject, body));
        assertEquals(MessageKind.REPLY, kind(subject, null, body));
    }

    @Test
    void aTechnicalWordStillDecides() {
        assertEquals(false, spam("Re: 1 million euro", "donation fund bank [ab00123456789] kernel"));
        assertEquals(false, spam("", "ab00123456789 million euro donation with the pci bus"));
    }

    @Test
    void malformedAndHugeInput() {
        assertEquals(false, spam("", ""));
        assertEquals(false, spam("", "abcdef0123456"));
        String many = "ab00123456789 ".repeat(100_000) + "million euro donation";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> spam("re:", many));
    }
}
