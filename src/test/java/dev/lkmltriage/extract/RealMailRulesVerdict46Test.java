package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 42 (docs/extraction-eval.md, "Session 42: verdict46"): kernel versions in patch discussions. A document's
 * diff lines name their kernels ({@link DocumentKernels}); a tool's version named again, and a version after "version
 * to" or "secs", is no kernel ({@link KernelCandidates}); a long line that ends in a preposition wraps before its
 * version ({@link VerdictClauses#hardBreakBefore}); one user's-symptom reading ({@link GoodContrasts#usersSymptom}).
 * Every mail is invented here in the style of patches and reports to the list.
 */
class RealMailRulesVerdict46Test {
    private static final FactExtractor EXTRACTOR = new FactExtractor(HwMails.withoutIds());

    /** A mail parsed as the archive's are, so that its diff is a diff span. */
    private static Mail parsed(String subject, String body) {
        String raw = "From: Dee Writer <dee@example.org>\nSubject: " + subject
                + "\nMessage-ID: <" + Integer.toHexString(body.hashCode()) + "@example.org>\n"
                + "Content-Type: text/plain; charset=utf-8\n\n" + body;
        return new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
    }

    private static List<String> kernels(String subject, String body) {
        return FactOf.verdicts(EXTRACTOR.extract(parsed(subject, body)));
    }

    private static final String DOC_PATCH = "Convert the frobnicator notes to ReST.\n\n"
            + "Signed-off-by: Dee Writer <dee@example.org>\n---\n"
            + " Documentation/misc/frob.rst | 6 +++---\n drivers/misc/frob.c | 2 +-\n"
            + " 2 files changed, 4 insertions(+), 4 deletions(-)\n\n"
            + "diff --git a/Documentation/misc/frob.rst b/Documentation/misc/frob.rst\n"
            + "index 1111111..2222222 100644\n--- a/Documentation/misc/frob.rst\n+++ b/Documentation/misc/frob.rst\n"
            + "@@ -10,9 +10,9 @@ Frobnicator notes\n"
            + " The frob driver was written against the 2.6.21 Linux kernel APIs.\n"
            + "-Kernels v5.3 and later crash when the frob is unplugged:\n"
            + "+Kernels v5.3 and later crash when the frob is unplugged::\n"
            + "   frob 0000:01:00.0: lost\n"
            + "   CPU: 1 PID: 77 Comm: frobd Tainted: 4.19.12-rt3-00001-gabcdef1 #1\n"
            + " See 5.6.3 Reset Sequence of the frob datasheet, and refer to 2.4.1 Timing.\n"
            + "-QEMU 3.1 and ACPI 6.1 support the frob.\n"
            + "+QEMU 3.1 and ACPI 6.1 support the frob, as of 2.6.30.\n"
            + "diff --git a/drivers/misc/frob.c b/drivers/misc/frob.c\n"
            + "index 3333333..4444444 100644\n--- a/drivers/misc/frob.c\n+++ b/drivers/misc/frob.c\n"
            + "@@ -1,4 +1,4 @@\n"
            + " /* the reset needs 100 ms (practically speaking, since v3.18) */\n"
            + "-static int frob_delay = 10;\n+static int frob_delay = 100;\n"
            + "-- \n2.25.1\n";

    @Test
    void aDocumentsDiffLinesNameTheirKernelsWithoutVerdict() {
        // context, removed and added lines of a document, an example log's banner too; no verdict: a document runs
        // nothing, though its line says "crash"
        assertEquals(List.of("2.6.21=null", "5.3=null", "4.19.12=null", "2.6.30=null"),
                kernels("[PATCH] docs: frob: convert to ReST", DOC_PATCH));
    }

    @Test
    void aDocumentsSectionNumbersAndOtherThingsVersionsAndCodeCommentsStayOut() {
        String onlyThose = DOC_PATCH.replace(" The frob driver was written against the 2.6.21 Linux kernel APIs.\n",
                "").replace("-Kernels v5.3 and later crash when the frob is unplugged:\n", "").replace(
                "+Kernels v5.3 and later crash when the frob is unplugged::\n", "").replace(
                "   CPU: 1 PID: 77 Comm: frobd Tainted: 4.19.12-rt3-00001-gabcdef1 #1\n", "").replace(
                ", as of 2.6.30", "");
        // "5.6.3 Reset Sequence", "refer to 2.4.1 Timing", QEMU's and ACPI's numbers, and the C file's comment
        assertEquals(List.of(), kernels("[PATCH] docs: frob: convert to ReST", onlyThose));
    }

    @Test
    void aToolsVersionNamedAgainIsTheTools() {
        assertEquals(List.of(), FactOf.verdicts(facts("x86/asm: use a memory clobber", "Hello,\n\nthe asm is"
                + " volatile, which should keep it in order. However GCC\n4.8.x and 6.x have a bug that may reorder"
                + " it. Versions prior to the fix, including 6.x and 4.8.x, may reorder such statements.\n")));
        assertEquals(List.of(), FactOf.verdicts(facts("[PATCH 00/12] docs: fixes", "Hello,\n\nThe series"
                + " also holds:\n\n  docs: update recommended Sphinx version to 3.0.2\n")));
        assertEquals(List.of(), FactOf.verdicts(facts("Re: [PATCH] PCI/ASPM: L1.2 threshold", "Hello,\n\n> See"
                + " PCIe r5.0, secs 5.5.4, 6.18.\n\nThanks, applied.\n")));
        // a kernel word keeps its version; a branch shape with no tool owning it stays a kernel
        assertEquals(List.of("5.4.2=null"), FactOf.verdicts(facts("build", "Hello,\n\nI bumped the kernel"
                + " version to 5.4.2 in our image.\n")));
        assertEquals(List.of("4.8.y=null"), FactOf.verdicts(facts("backport", "Hello,\n\nThis also applies to"
                + " the 4.8.x stable kernels, and GCC 6.x builds it.\n")));
    }

    @Test
    void aLongLineEndingInAPrepositionWrapsBeforeItsVersion() {
        String s = "card reader errors on 5.15";
        String body = "Reading from the SD card reader gives I/O errors after a minute or so with kernel running on\n"
                + "5.15.12, 5.14 was ok on the same laptop.";
        assertEquals("bad", GoodContrastsTest.of(s, body, "5.15.12"));
        assertEquals("good", GoodContrastsTest.of(s, body, "5.14"));
        // a line that ends in another word, or a short heading, still ends its unit
        assertEquals("null", GoodContrastsTest.of(s, "Reading from the SD card reader gives I/O errors after a"
                + " minute or so on the laptop here\n5.15.12, 5.14 was ok on the same laptop.", "5.15.12"));
    }

    @Test
    void oneUsersSymptomReadingServesTheDeniedVerbs() {
        // QuietKernels' denied bare verbs are the contrasts' symptom words: "does not disconnect" as "does not flicker"
        String s = "wifi adapter gone after resume on 6.3";
        assertEquals("good", GoodContrastsTest.of(s, "After resume the wifi adapter disappears every few minutes"
                + " on 6.3.1. 6.2.16 does not disconnect.", "6.2.16"));
        assertEquals("good", GoodContrastsTest.of(s, "After resume the wifi adapter disappears every few minutes"
                + " on 6.3.1. 6.2.16 does not flicker.", "6.2.16"));
        assertEquals(true, GoodContrasts.usersSymptom("flickered") && GoodContrasts.usersSymptom("hangs")
                && !GoodContrasts.usersSymptom("works"));
    }

    @Test
    void hostileInputStaysLinear() {
        String header = "diff --git a/Documentation/x.rst b/Documentation/x.rst\n--- a/Documentation/x.rst\n"
                + "+++ b/Documentation/x.rst\n@@ -1,1 +1,1 @@\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> EXTRACTOR.extract(parsed("[PATCH] docs",
                "Text.\n---\n" + header + "+as of 2.6.30 and v5.3-rc1 in Linux 4.19.1\n".repeat(20_000))));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> EXTRACTOR.extract(parsed("[PATCH] docs",
                "Text.\n---\n" + (header + " kernel 5.4\n").repeat(5_000))));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> EXTRACTOR.extract(parsed("[PATCH] docs",
                "Text.\n---\n" + header + "+" + "since v5.3 ".repeat(200_000) + "\n")));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("errors", "Hi,\n\n" + ("the card reader"
                + " gives errors after a minute or so with the kernel running on\n5.15.12 the reader fails on\n")
                .repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("gcc", "Hi,\n\n" + "GCC\n4.8.x and 6.x, "
                .repeat(30_000) + "including 4.8.x".repeat(30_000)));
    }
}
