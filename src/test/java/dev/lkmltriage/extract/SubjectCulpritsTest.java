package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A culprit named by title in a "[Regression] Commit \"title\"" subject; subject | body → "hash:role" list. */
class SubjectCulpritsTest {
    private final CommitExtractor extractor = new CommitExtractor();

    private String run(String subject, String body) {
        return CommitExtractorTest.render(extractor.extract(VersionsMails.mail(subject, body.replace("\\n", "\n"))));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            Re: [Regression] Commit "PCI: foo: Enable the bar clock early" | That is 1234567890ab ("PCI: foo: Enable the bar\\nclock early"). | 1234567890ab:culprit
            [REGRESSION] commit “PCI: foo: Enable the bar clock early” | See 1234567890ab ("pci: foo: enable the bar clock early") | 1234567890ab:culprit
            Re: [Bug][Regression] Commit "PCI: foo: Enable the bar clock early" | See 1234567890ab ("PCI: foo: Enable the bar clock early") | 1234567890ab:culprit
            Re: Commit "PCI: foo: Enable the bar clock early" | That is 1234567890ab ("PCI: foo: Enable the bar clock early"). | 1234567890ab:reference
            Re: [Regression] Commit "PCI: foo: Enable the bar clock early" | Compare 1234567890ab ("PCI: foo: Drop the bar clock"). | 1234567890ab:reference
            Re: [Regression] Commit "PCI: foo: Enable the bar clock early" | Compare commit 1234567890ab in the tree. | 1234567890ab:reference
            Re: [REGRESSION] 5.4: boot hangs after "PCI: foo: Enable the bar clock early" | See 1234567890ab ("PCI: foo: Enable the bar clock early") | 1234567890ab:reference
            Re: [Regression] Commit "PCI: foo: Enable the bar clock early" | Fixed by 1234567890ab ("PCI: foo: Enable the bar clock early"). | 1234567890ab:fix
            """)
    void subjects(String subject, String body, String expected) {
        assertEquals(expected, run(subject, body), subject);
    }

    @Test
    void hostileSubjectsFinishFast() {
        assertTimeout(TimeBudget.seconds(10), () -> {
            run("[Regression] Commit \"" + "a".repeat(1_000_000), "See 1234567890ab (\"a\")");
            run("[" + "regression ".repeat(100_000) + "] commit \"x\"", "");
            run("[Regression] Commit \"" + "\"".repeat(300) + "\"", "See 1234567890ab (\"x\")");
        });
    }
}
