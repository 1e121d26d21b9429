package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 45 (misc46): the QQ Mail / Foxmail original-message marker, on a line of its own or flattened into the
 * middle of the writer's signature line, opens the unquoted original as Outlook's marker does. Invented mail.
 */
class ClientOriginalsTest {
    private static String kinds(String... lines) {
        String text = String.join("\n", lines) + "\n";
        SpanSplitterTest.partition(text);
        return SpanSplitterTest.kinds(text);
    }

    @Test
    void aMarkerInTheMiddleOfTheSignatureLineOpensTheOriginal() {
        assertEquals("PPPAQQQ", kinds(
                "Hi Wei,",
                "How did you load the new kernel, kexec -l or the service?",
                "",
                "Li Ming  Example Co. / kernel team   ------------------ Original ------------------From:  \"Wei\"<w@example.org>;Date:  Mon, Sep 7, 2020;Subject:  [PATCH] PCI: frob: keep bus mastering on reboot",
                "The bridge stops answering after a warm reboot.",
                "",
                "Signed-off-by: Wei <w@example.org>"));
    }

    @Test
    void aMarkerOnItsOwnLineAndTheChineseForm() {
        assertEquals("PAQQ", kinds("Tested, works here.", "------------------ Original ------------------",
                "From: \"Wei\" <w@example.org>", "the patch text"));
        assertEquals("PAQQ", kinds("已测试。", "------------------\u00a0原始邮件\u00a0------------------",
                "发件人: \"Wei\" <w@example.org>", "the patch text"));
    }

    @Test
    void nearMissesStayProse() {
        // no From: after it, short dash runs, the word alone, a quoted marker
        assertEquals("PPP", kinds("------------------ Original ------------------", "the old table:", "x"));
        assertEquals("PP", kinds("--- Original ---From: a", "text"));
        assertEquals("PP", kinds("The Original driver kept it.", "From: then on it broke"));
        assertEquals("QQP", kinds("> ------------------ Original ------------------", "> From: a", "mine"));
        assertEquals("P", kinds("Original"));
        assertEquals("P", kinds("------------------ Original"));
        assertEquals("P", kinds("Original ------------------"));
        assertEquals("", SpanSplitterTest.kinds(""));
    }

    @Test
    void manyWordsWithoutAMarkerEndFast() {
        String text = "Original ".repeat(200_000) + "\n" + "- Original -".repeat(50_000) + "\n";
        assertTimeoutPreemptively(TimeBudget.seconds(2), () -> SpanSplitter.split(text, 0, text.length()));
    }
}
