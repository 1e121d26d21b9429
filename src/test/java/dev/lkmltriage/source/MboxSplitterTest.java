package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class MboxSplitterTest {
    private static final String SEP = "From alice@example.org Mon Mar  2 10:00:00 2020\n";

    record Out(List<Long> offsets, List<String> messages, List<String> problems) {
    }

    static Out split(MboxSplitter.Flavor flavor, int max, InputStream in) throws IOException {
        Out out = new Out(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        new MboxSplitter(flavor, max).split(in, new MboxSplitter.Handler() {
            @Override
            public void message(long offset, byte[] bytes) {
                out.offsets.add(offset);
                out.messages.add(new String(bytes, StandardCharsets.ISO_8859_1));
            }

            @Override
            public void problem(long offset, String reason) {
                out.problems.add(offset + " " + reason);
            }
        });
        return out;
    }

    static Out split(MboxSplitter.Flavor flavor, String s) throws IOException {
        return split(flavor, 16 << 20, new ByteArrayInputStream(s.getBytes(StandardCharsets.ISO_8859_1)));
    }

    @Test
    void splitsOnSeparatorsAndDropsFramingBlankLine() throws IOException {
        String m1 = "From: a@example.org\nSubject: one\n\nbody one\n";
        String m2 = "From: b@example.org\nSubject: two\n\nbody two\n";
        Out out = split(MboxSplitter.Flavor.MBOXO, SEP + m1 + "\n" + SEP + m2 + "\n");
        assertEquals(List.of(m1, m2), out.messages());
        assertEquals(List.of(0L, (long) (SEP + m1 + "\n").length()), out.offsets());
        assertEquals(List.of(), out.problems());
    }

    @Test
    void bodyFromLinesDoNotSplit() throws IOException {
        String m1 = "From: a@example.org\n\nintro\n\nFrom here on it fails.\n\n"
                + "From 2019 until 10:30 in 2020 it failed\nand this is body, not a header\n";
        Out out = split(MboxSplitter.Flavor.MBOXO, SEP + m1);
        assertEquals(List.of(m1), out.messages());
    }

    @Test
    void separatorWithoutBlankLineBeforeIsBody() throws IOException {
        String m1 = "From: a@example.org\n\ntext\n" + SEP + "Subject: quoted\n";
        assertEquals(List.of(m1), split(MboxSplitter.Flavor.MBOXO, SEP + m1).messages());
    }

    @Test
    void mboxrdUnquotesOneLevel() throws IOException {
        String in = SEP + "From: a@example.org\n\n>From x\n>>From y\n>>>From z\n> From w\n>Fromage\n";
        assertEquals(List.of("From: a@example.org\n\nFrom x\n>From y\n>>From z\n> From w\n>Fromage\n"),
                split(MboxSplitter.Flavor.MBOXRD, in).messages());
    }

    @Test
    void mboxoLeavesQuotedLinesAlone() throws IOException {
        String body = "From: a@example.org\n\n>From x\n>>From y\n";
        assertEquals(List.of(body), split(MboxSplitter.Flavor.MBOXO, SEP + body).messages());
    }

    @Test
    void crlfLineEndings() throws IOException {
        String sep = SEP.replace("\n", "\r\n");
        String m1 = "From: a@example.org\r\nSubject: one\r\n\r\nbody\r\n";
        String m2 = "From: b@example.org\r\n\r\nFrom here\r\n";
        Out out = split(MboxSplitter.Flavor.MBOXRD, sep + m1 + "\r\n" + sep + m2 + "\r\n");
        assertEquals(List.of(m1, m2), out.messages());
    }

    @Test
    void truncatedFinalMessageIsDelivered() throws IOException {
        String m1 = "From: a@example.org\n\nfull\n";
        String cut = "From: b@example.org\nSubject: cut in the mid";
        Out out = split(MboxSplitter.Flavor.MBOXO, SEP + m1 + "\n" + SEP + cut);
        assertEquals(List.of(m1, cut), out.messages());
    }

    @Test
    void emptyInputYieldsNothing() throws IOException {
        Out out = split(MboxSplitter.Flavor.MBOXO, "");
        assertEquals(List.of(), out.messages());
        assertEquals(List.of(), out.problems());
    }

    @Test
    void textBeforeFirstSeparatorIsAProblem() throws IOException {
        Out out = split(MboxSplitter.Flavor.MBOXO, "garbage\n\n" + SEP + "From: a@b\n\nx\n");
        assertEquals(List.of("From: a@b\n\nx\n"), out.messages());
        assertEquals(1, out.problems().size());
        assertTrue(out.problems().get(0).contains("before the first From line"), out.problems().toString());
    }

    @Test
    void emptyMessagesAreReported() throws IOException {
        Out out = split(MboxSplitter.Flavor.MBOXO, SEP + "From: a@b\n\nx\n\n" + SEP + "\n" + SEP + "From: c@d\n\ny\n"
                + "\n" + SEP);
        // the second separator is followed by a blank line, not a header: it is body of message one
        assertEquals(2, out.messages().size(), out.toString());
        assertEquals(1, out.problems().size(), out.problems().toString());
        assertTrue(out.problems().get(0).contains("empty message"));
    }

    @Test
    void oversizeMessageIsSkippedAndTheNextOneDelivered() throws IOException {
        String big = "From: a@b\n\n" + "x".repeat(5000) + "\n";
        String small = "From: c@d\n\ny\n";
        Out out = split(MboxSplitter.Flavor.MBOXO, 2048,
                new ByteArrayInputStream((SEP + big + "\n" + SEP + small).getBytes(StandardCharsets.US_ASCII)));
        assertEquals(List.of(small), out.messages());
        assertEquals(1, out.problems().size());
        assertTrue(out.problems().get(0).startsWith("0 message larger than 2048"), out.problems().toString());
    }

    @Test
    void hugeLineWithoutNewlineStaysBoundedAndLinear() {
        byte[] huge = new byte[40 << 20];
        Arrays.fill(huge, (byte) 'F');
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            Out out = split(MboxSplitter.Flavor.MBOXRD, 1 << 20, new ByteArrayInputStream(huge));
            assertEquals(List.of(), out.messages());
            assertEquals(1, out.problems().size());
        });
    }

    @Test
    void manyShortPathologicalLinesAreLinear() {
        StringBuilder sb = new StringBuilder(SEP + "From: a@b\n\n");
        for (int i = 0; i < 200_000; i++) {
            sb.append(i % 2 == 0 ? "\n" : "From x 1:11 2222 ").append(i % 3 == 0 ? ">>>>From \n" : "\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            Out out = split(MboxSplitter.Flavor.MBOXRD, sb.toString());
            assertEquals(1, out.messages().size());
        });
    }

    @Test
    void gitFormatPatchSeparator() throws IOException {
        String sep = "From 3f1e2d4c5b6a79880123456789abcdef01234567 Mon Sep 17 00:00:00 2001\n";
        String m = "From: Dev <dev@example.com>\nSubject: [PATCH] fix\n\n---\n";
        assertEquals(List.of(m, m), split(MboxSplitter.Flavor.MBOXO, sep + m + "\n" + sep + m).messages());
    }
}
