package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.text.LiteralHits;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link FactExtractor#extractAll} gives each message what {@link FactExtractor#extract} gives it alone. */
class ExtractAllTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private static final MailParser PARSER = new MailParser();

    private static Mail raw(String subject, String body) {
        String m = "From: Some One <one@example.org>\nTo: linux-pci@vger.kernel.org\nSubject: " + subject
                + "\nDate: Tue, 3 Mar 2020 10:00:00 +0100\nMessage-ID: <batch-" + Math.abs((subject + body).hashCode())
                + "@example.org>\n\n" + body;
        return PARSER.parse(m.getBytes(StandardCharsets.UTF_8));
    }

    /** Reports, replies, patches and hostile input, written for this test. */
    static List<Mail> varied() {
        List<Mail> out = new ArrayList<>();
        out.add(raw("[BUG] nvme drive vanishes after resume on 5.6-rc3",
                "Hi,\n\nSince 5.6-rc3 my Samsung NVMe SSD is gone after a suspend cycle; 5.5.7 was fine.\n"
                        + "lspci -nn shows:\n01:00.0 Non-Volatile memory controller [0108]: Samsung Electronics Co Ltd"
                        + " NVMe SSD Controller SM981/PM981 [144d:a808]\nKernel driver in use: nvme\n\n"
                        + "I bisected it to commit 0123456789ab (\"PCI: Rework the resume path\").\n"
                        + "CONFIG_PCIEASPM=y\n\nThanks,\nOne\n"));
        out.add(raw("Re: [PATCH v2 3/4] PCI: dwc: Fix link training timeout",
                "On Mon, Two wrote:\n> The link sometimes takes longer than 10 ms to train on the imx6 board.\n"
                        + "> Fixes: 89abcdef0123 (\"PCI: dwc: Add link wait\")\n\nApplied to pci/dwc, thanks.\n"));
        out.add(raw("[PATCH] PCI: quirk for a bridge",
                "A bridge drops to 2.5 GT/s after reset.\n\nSigned-off-by: Some One <one@example.org>\n---\n"
                        + " drivers/pci/quirks.c | 2 ++\n\ndiff --git a/drivers/pci/quirks.c b/drivers/pci/quirks.c\n"
                        + "--- a/drivers/pci/quirks.c\n+++ b/drivers/pci/quirks.c\n@@ -1,3 +1,5 @@\n+/* x */\n"
                        + "+int y;\n"));
        out.add(raw("iperf throughput drop with r8169 on 5.4",
                "With 5.4.0 iperf3 gives 940 Mbits/sec, with 5.4.12 only 310 Mbits/sec on the same RTL8168h.\n"
                        + "It works with 5.3.18. The module is r8169.\n"));
        out.add(raw("", ""));
        out.add(raw("headers only", "\n"));
        out.add(PARSER.parse(new byte[0]));
        byte[] binary = new byte[3000];
        new Random(7).nextBytes(binary);
        out.add(PARSER.parse(binary));
        out.add(raw("non-Latin text", "Der Treiber \u0434\u0440\u0430\u0439\u0432\u0435\u0440 fails on 5.10: "
                + "\u212a\u0130 \u03c3\u03c2 \ud83d\ude00 since v5.9 it regressed.\n"));
        out.add(raw("one long line", "x".repeat(20_000) + " 5.6.0 broke it\n"));
        out.add(raw("newlines", "\n".repeat(20_000)));
        // spans out of order and overlapping: the views must treat them as extract does
        String text = "> quoted 5.4 works\nMy own line: 5.5 is broken.\n> more quote\n";
        out.add(new Mail("hostile-spans@test", false, "odd spans", "T <t@example.org>", null, null, null, List.of(),
                List.of(), text, List.of(), List.of(new Span(20, text.length(), SpanKind.PROSE),
                new Span(0, 25, SpanKind.QUOTE), new Span(10, 12, SpanKind.DIFF)), List.of(), "0"));
        // the same text object twice with different spans: a view must not be shared between them
        out.add(new Mail("same-text@test", false, "odd spans", "T <t@example.org>", null, null, null, List.of(),
                List.of(), text, List.of(), List.of(new Span(0, text.length(), SpanKind.PROSE)), List.of(), "0"));
        out.add(FiguresMails.mail("a short one", "lspci -vv says 8086:1539 and the igb driver; 4.19 works\n"));
        return out;
    }

    /** Texts too long to repeat many times: one over {@link MessageLines#MAX_CHARS}, a long line, many lines. */
    static List<Mail> huge() {
        StringBuilder huge = new StringBuilder();
        while (huge.length() < MessageLines.MAX_CHARS + 5000) {
            huge.append("The e1000e link flaps every few seconds on 5.4.2 but not on 4.19.90 here.\n");
        }
        return List.of(raw("a very long report", huge.toString()),
                raw("one very long line", "y".repeat(300_000) + " 5.6.0 broke it\n"),
                raw("many newlines", "\n".repeat(200_000)));
    }

    private static List<Facts> oneByOne(List<Mail> mails) {
        List<Facts> out = new ArrayList<>();
        for (Mail m : mails) {
            out.add(EXTRACTOR.extract(m));
        }
        return out;
    }

    private static List<Facts> inLists(List<Mail> mails, int size) {
        List<Facts> out = new ArrayList<>();
        for (int from = 0; from < mails.size(); from += size) {
            out.addAll(EXTRACTOR.extractAll(mails.subList(from, Math.min(mails.size(), from + size))));
        }
        return out;
    }

    @Test
    void everyListSizeGivesWhatExtractGives() {
        List<Mail> base = varied();
        // 70 messages: the varied ones repeated in shuffled orders, so batches of 64 and 65 mix them differently
        List<Mail> mails = new ArrayList<>();
        Random r = new Random(11);
        while (mails.size() < 70) {
            List<Mail> round = new ArrayList<>(base);
            Collections.shuffle(round, r);
            mails.addAll(round);
        }
        mails = mails.subList(0, 70);
        List<Facts> want = oneByOne(mails);
        for (int size : new int[] {1, 2, 64, 65, 70}) {
            assertEquals(want, inLists(mails, size), "lists of " + size);
        }
        assertEquals(want, EXTRACTOR.extractAll(mails));
        assertTrue(want.stream().anyMatch(f -> !f.kernels().isEmpty()), "the texts state some kernels");
        assertTrue(want.stream().anyMatch(f -> !f.hardware().isEmpty()), "and some hardware");
    }

    @Test
    void hugeMessagesAmongOthersToo() {
        List<Mail> mails = new ArrayList<>(varied());
        mails.addAll(5, huge());
        List<Facts> want = oneByOne(mails);
        for (int size : new int[] {1, 2, mails.size()}) {
            assertEquals(want, inLists(mails, size), "lists of " + size);
        }
    }

    @Test
    void aBatchKeepsEachTextsLiteralHits() {
        String a = "Kernel driver in use: igb\nCONFIG_PCI=y\n";
        String b = "iperf says 900 Mbits/sec\n";
        String c = "Subsystem: Intel Corporation\n";
        try (BatchViews views = BatchViews.open()) {
            LiteralHits first = TextLiterals.of(a);
            TextLiterals.of(b);
            TextLiterals.of(c);
            assertSame(first, TextLiterals.of(a), "the batch keeps it: not scanned again");
            assertEquals(TextLiterals.SET.scan(a).count(TextLiterals.SET.exactIndex("CONFIG_")),
                    first.count(TextLiterals.SET.exactIndex("CONFIG_")));
        }
        LiteralHits outside = TextLiterals.of(a);
        TextLiterals.of(b);
        TextLiterals.of(c);
        assertNotSame(outside, TextLiterals.of(a), "without a batch the thread keeps the last two texts' hits");
    }

    @Test
    void anEmptyListGivesNothing() {
        assertEquals(List.of(), EXTRACTOR.extractAll(List.of()));
    }

    @Test
    void aFailingMessageCostsOnlyItselfWhenAskedTo() {
        List<Mail> base = varied().subList(0, 4);
        List<Mail> mails = new ArrayList<>(base);
        mails.add(2, null); // extract(null) throws: a stand-in for a stage failing on one message
        Facts failed = Facts.none(MessageKind.OTHER);
        List<Throwable> seen = new ArrayList<>();
        List<Facts> got = EXTRACTOR.extractAll(mails, (mail, error) -> {
            seen.add(error);
            return failed;
        });
        List<Facts> want = new ArrayList<>(oneByOne(base));
        want.add(2, failed);
        assertEquals(want, got);
        assertEquals(1, seen.size());
        assertTrue(seen.get(0) instanceof NullPointerException, seen.toString());
        // without a failure answer the batch stops with the message's exception, as extract does
        assertThrows(NullPointerException.class, () -> EXTRACTOR.extractAll(mails));
    }

    @Test
    void aBatchKeepsViewsWithinItsBudgetOnly() {
        Mail small = FiguresMails.mail("a", "5.4 works, 5.5 does not\n");
        Mail other = FiguresMails.mail("b", "nothing to see\n");
        try (BatchViews views = BatchViews.open(1000)) {
            VersionsText first = VersionsText.of(small);
            VersionsText.of(other); // the thread's last view is now the other message's
            assertSame(first, VersionsText.of(small), "kept by the batch");
            assertSame(MessageLines.of(small), MessageLines.of(small));
        }
        try (BatchViews views = BatchViews.open(10)) {
            VersionsText first = VersionsText.of(small);
            VersionsText.of(other);
            assertNotSame(first, VersionsText.of(small), "over the budget: made again, as without a batch");
        }
        VersionsText outside = VersionsText.of(small);
        VersionsText.of(other);
        assertNotSame(outside, VersionsText.of(small), "no batch open: only the last message's view is kept");
        assertTrue(!BatchViews.active());
    }
}
