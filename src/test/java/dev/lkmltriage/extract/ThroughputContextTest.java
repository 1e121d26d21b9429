package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.SpanKind;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Which kernel a figure belongs to, quoted figures, and the spans that carry no figures. */
class ThroughputContextTest {
    private final ThroughputExtractor extractor = new ThroughputExtractor();

    private List<String> kernelsOf(String text, String... versions) {
        List<KernelFact> kernels = FiguresMails.kernels(text, versions);
        return extractor.extractUnsafe(FiguresMails.mail(text), kernels).stream()
                .map(f -> f.text() + "@" + f.kernel()).collect(Collectors.toList());
    }

    @Test
    void sentenceKernelBeforeOrAfterTheFigure() {
        assertEquals(List.of("940 Mbit/s@6.1", "300 Mbit/s@6.2", "250 Mbit/s@6.3"),
                kernelsOf("In 6.1 it was 940 Mbit/s. With 6.2 I only see 300 Mbit/s. And 250 Mbit/s on 6.3.",
                        "6.1", "6.2", "6.3"));
    }

    @Test
    void kernelRightAfterAFigureBindsTighterThanOneBefore() {
        assertEquals(List.of("940 Mbit/s@6.1", "300 Mbit/s@6.2"),
                kernelsOf("It does 940 Mbit/s on 6.1 vs 300 Mbit/s on 6.2", "6.1", "6.2"));
    }

    @Test
    void fromToFiguresFollowFromToKernels() {
        assertEquals(List.of("940 Mbit/s@6.1", "300 Mbit/s@6.2"),
                kernelsOf("After upgrading from 6.1 to 6.2, iperf3 throughput dropped from 940 Mbit/s to 300 Mbit/s.",
                        "6.1", "6.2"));
    }

    @Test
    void headingAboveToolOutput() {
        String text = """
                v5.10 (and v5.11 with the revert)
                [  5]   0.00-10.00  sec  1.09 GBytes   935 Mbits/sec    0   sender
                v5.11 without changes
                [  5]   0.00-10.00  sec   350 MBytes   294 Mbits/sec    0   sender
                """;
        assertEquals(List.of("935 Mbits/sec@5.10", "294 Mbits/sec@5.11"),
                kernelsOf(text.replace("v5.1", "5.1"), "5.10", "5.11"));
    }

    @Test
    void kernelsListedTogetherAttributeNothing() {
        assertEquals(List.of("~400mbit@null"),
                kernelsOf("tested kernels 2.6.22,2.6.22.5, 2.6.23-rc4 (running now)\nand it maxes at ~400mbit",
                        "2.6.22", "2.6.22.5", "2.6.23-rc4"));
    }

    @Test
    void kernelInAnotherSentenceOrParagraphIsNotTheFigures() {
        assertEquals(List.of("940 Mbit/s@null"),
                kernelsOf("I run 6.1 here.\n\nThe box does 940 Mbit/s.", "6.1"));
    }

    @Test
    void proseLineThatStartsWithAKernelIsNoHeadingWhenItEndsASentence() {
        String text = "6.1 is fine, 6.2 is broken.\n[  5]  0.0-10.0 sec   832 MBytes   696 Mbits/sec\n";
        assertEquals(List.of("696 Mbits/sec@null"), kernelsOf(text, "6.1", "6.2"));
    }

    @Test
    void quotedFiguresAreMarkedAndKeepTheirOwnKernels() {
        String text = """
                On Mon, 1 Jan 2024, A wrote:
                > In 6.1 it was 940 Mbit/s.
                Same here, 6.2 gives me 310 Mbit/s.
                """;
        Mail mail = FiguresMails.mail(text);
        List<ThroughputFact> facts = extractor.extractUnsafe(mail, FiguresMails.kernels(text, "6.1", "6.2"));
        assertEquals(2, facts.size());
        assertTrue(facts.get(0).quoted());
        assertEquals("6.1", facts.get(0).kernel());
        assertEquals(false, facts.get(1).quoted());
        assertEquals("6.2", facts.get(1).kernel());
    }

    @Test
    void noFiguresFromDiffsOrSignatures() {
        String diff = "Speeds up rx by 10%.\n---\ndiff --git a/x.c b/x.c\n+\t/* link runs at 2.5 GB/s */\n"
                + "+\tprintk(\"%d MB/s\\n\", rate); // 300 MB/s typical\n";
        Mail patch = FiguresMails.withTail(diff, "diff --git a/x.c b/x.c", SpanKind.DIFF);
        assertEquals(List.of(), extractor.extractUnsafe(patch, List.of()));
        String signed = "It does 900 Mbit/s.\n-- \nFTTP is here! 40Mbps down 10Mbps up.\n";
        Mail mail = FiguresMails.withTail(signed, "-- ", SpanKind.SIGNATURE);
        assertEquals(List.of("900 Mbit/s"),
                extractor.extractUnsafe(mail, List.of()).stream().map(ThroughputFact::text).toList());
    }

    @Test
    void offsetsPointAtTheFigureInTheText() {
        String text = "Header line\n> [  5]  0.0-10.0 sec   832 MBytes   696 Mbits/sec\nabout 3 Gbit/s here\n";
        for (ThroughputFact f : extractor.extractUnsafe(FiguresMails.mail(text), List.of())) {
            String at = text.substring(f.start(), f.end());
            assertEquals(f.text(), at.replaceAll("\\s+", " "));
        }
    }

    /**
     * Regression: the versions extractor gives one fact per version at its first place; a figure takes the kernel
     * written nearest to it, found again by its text, but never a number that is itself a figure.
     */
    @Test
    void laterPlacesOfAKernelBindFigures() {
        String text = "Moved from 6.1 to 6.2 last week. It does 6.1 Gbits/sec on 6.2 where 6.1 gave 9.4 Gbits/sec.";
        List<KernelFact> kernels = List.of(new KernelFact("6.1", "6.1", null, false, 11, 14),
                new KernelFact("6.2", "6.2", null, false, 18, 21));
        List<ThroughputFact> facts = extractor.extractUnsafe(FiguresMails.mail(text), kernels);
        assertEquals(2, facts.size());
        assertEquals("6.2", facts.get(0).kernel());
        assertEquals("6.1", facts.get(1).kernel());
        // "6.1.5" and "6.1-rc2" are other versions, not places of 6.1.
        String other = "Tested 6.1 first. Now 6.1.5 gives 300 Mbit/s and 6.1-rc2 gave 200 Mbit/s.";
        List<ThroughputFact> f2 = extractor.extractUnsafe(FiguresMails.mail(other),
                List.of(new KernelFact("6.1", "6.1", null, false, 7, 10)));
        assertEquals(null, f2.get(0).kernel());
        assertEquals(null, f2.get(1).kernel());
    }

    /** A result line labelled with its kernel ("5.9.1:  [  5] ...") was measured on that kernel. */
    @Test
    void labelledResultLineTakesItsKernel() {
        String text = """
                iperf3 -R from the file server:

                5.8.18: [  5]   0.00-10.00  sec  11.0 GBytes  9.41 Gbits/sec                  receiver
                5.9.1:  [  5]   0.00-10.00  sec  7.22 GBytes  6.20 Gbits/sec                  receiver
                """;
        int a = text.indexOf("5.8.18");
        int b = text.indexOf("5.9.1");
        List<ThroughputFact> facts = extractor.extractUnsafe(FiguresMails.mail(text),
                List.of(new KernelFact("5.8.18", "5.8.18", null, false, a, a + 6),
                        new KernelFact("5.9.1", "5.9.1", null, false, b, b + 5)));
        assertEquals(2, facts.size());
        assertEquals("5.8.18", facts.get(0).kernel());
        assertEquals("5.9.1", facts.get(1).kernel());
        assertEquals("iperf3", facts.get(0).tool());
    }

    @Test
    void kernelFactsWithBrokenOffsetsAreIgnored() {
        String text = "In 6.1 it was 940 Mbit/s.";
        List<KernelFact> bad = Arrays.asList(new KernelFact("6.1", "6.1", null, false, -5, 2),
                new KernelFact("6.1", "6.1", null, false, 3, 9999), null,
                new KernelFact(null, "6.1", null, false, 3, 6));
        List<ThroughputFact> facts = extractor.extractUnsafe(FiguresMails.mail(text), bad);
        assertEquals(1, facts.size());
        assertEquals(null, facts.get(0).kernel());
    }

    /** Regression: a kernel fact lying in the quote markers before a line's content made heading() throw. */
    @Test
    void kernelFactInsideQuoteMarkersIsNoHeading() {
        String text = ">>> [  5]  0.0-10.0 sec   832 MBytes   696 Mbits/sec\n";
        List<KernelFact> kernels = List.of(new KernelFact("6.1", ">>", null, true, 0, 2));
        List<ThroughputFact> facts = extractor.extractUnsafe(FiguresMails.mail(text), kernels);
        assertEquals(1, facts.size());
        assertEquals(null, facts.get(0).kernel());
    }
}
