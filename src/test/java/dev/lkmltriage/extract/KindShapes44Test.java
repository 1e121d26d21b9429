package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Header;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 44 (misc45): thread starts under a plain subject. Problem words count as words, not inside others ("change"
 * holds "hang", "debug" holds "bug", "default" holds "fault", "changes" holds "hangs"); a title that blames a commit
 * id states a regression; a title's "spurious" names a symptom. Invented mail in the style of real list mail.
 */
class KindShapes44Test {
    private final KindClassifier classifier = new KindClassifier(null);

    private MessageKind kind(String subject, String body) {
        String from = "Writer <w@example.org>";
        List<Header> headers = List.of(new Header("Subject", subject), new Header("From", from));
        return classifier.classify(new Mail("x@example.org", false, subject, from, null, null, null, List.of(),
                headers, body, List.of(), VersionsMails.spans(body), List.of(), "0"));
    }

    @Test
    void aWordInsideAnotherIsNoProblemWord() {
        assertTrue(ThreadStarts.hasWord("the box hangs on resume", "hangs"));
        assertFalse(ThreadStarts.hasWord("what changes would you accept", "hangs"));
        assertFalse(ThreadStarts.hasWord("with debug output enabled", "bug"));
        assertTrue(ThreadStarts.hasWord("a bug in the frob driver", "bug"));
        assertTrue(ThreadStarts.hasWord("pci_dev_hang() is called", "hang"));
        assertTrue(ThreadStarts.hasWord("a [bug] in it", "[bug"));
        assertTrue(ThreadStarts.hasWord("x[bug] in it", "[bug"));
        assertFalse(ThreadStarts.hasWord("", "bug"));
        assertFalse(ThreadStarts.hasWord("bu", "bug"));
        assertTrue(ThreadStarts.containsWord("bug at the start", new String[] {"hang", "bug"}));
        assertFalse(ThreadStarts.containsWord("debugging a change", new String[] {"hang", "bug"}));
    }

    @Test
    void aToolDesignQuestionThatSaysChangeIsNoReport() {
        // "change" once held "hang": with "lspci" beside it, the design question read as a report
        assertEquals(MessageKind.OTHER, kind("frobutils: decoding a capability whose size depends on the link", """
                I was writing the decoder for a new capability in lspci and hit a snag: its size
                depends on the link width. Would you take a change to the device structure so the
                width is kept there rather than in a local variable?
                """));
    }

    @Test
    void aDebuggingStoryWithNoFailureWordIsNoReport() {
        assertEquals(MessageKind.OTHER, kind("frob_irq_setup and the thread flags", """
                While debugging the kernel's frob code I wondered why the flag is set before the handler
                runs. Is that on purpose?
                """));
    }

    @Test
    void aRealProblemWordStillMakesAReport() {
        assertEquals(MessageKind.REPORT, kind("frob card not detected", """
                Since the update the kernel no longer shows the card and dmesg prints a bug splat.
                """));
        assertEquals(MessageKind.REPORT, kind("Box hangs with the frob card", """
                With linux 5.8 the box hangs as soon as the card is used.
                """));
    }

    @Test
    void aTitleThatBlamesACommitIdIsAReport() {
        assertEquals(MessageKind.REPORT, kind("Lost frob wakeups after 1a2b3c4d5e6f (\"PCI: frob: Drop a default\")",
                """
                With this change the card no longer wakes from runtime suspend. Reverting it brings the
                interrupts back.
                """));
        assertEquals(MessageKind.REPORT, kind("frob resume stalls since commit 0badc0de12",
                "Resume takes a minute now.\n"));
        // an id needs a digit; a word of hex letters is a word
        assertEquals(MessageKind.OTHER, kind("Frob design after deadbeefcafe review", "Thoughts welcome.\n"));
        // and a title that names a commit without tying anything to it blames nothing
        assertEquals(MessageKind.OTHER, kind("Notes on 1a2b3c4d5e6f and the frob layout",
                "Here is how the layout came about.\n"));
    }

    @Test
    void aTitlesSpuriousNamesASymptom() {
        assertEquals(MessageKind.REPORT, kind("frob MSI setup causes spurious IRQs", """
                The problem is that later interrupts arrive before the thread is done and are counted as
                unhandled. Your thoughts?
                """));
    }

    @Test
    void malformedAndHostileTitlesEndFastAndNeverThrow() {
        String hex = "after " + "a".repeat(200_000) + "1";
        String words = "hang".repeat(100_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            assertEquals(MessageKind.OTHER, kind(hex, "text\n"));
            kind(words, words);
            kind("after ", "");
            kind("", "");
            kind("since commit", "\n\n");
        });
    }
}
