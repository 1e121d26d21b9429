package dev.lkmltriage.extract;

import dev.lkmltriage.testkit.TimeBudget;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Session 36 (sweep36): a v-spelled release that ends its line on a colon, introducing the list or quote below
 * ("I queued these for v5.8:"), is a kernel; every other colon after an x.y stays a non-kernel's mark.
 */
class ReleaseBeforeList36Test {
    private final KernelExtractor extractor = new KernelExtractor();

    private String run(String text) {
        return KernelExtractorTest.render(extractor.extract(VersionsMails.mail(text)));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `I put them in this order and queued them for v5.8:\\n\\n  PCI: frob the widget\\n` | 5.8:-
            `These sit on my pci/misc branch for v5.6:  \\n\\n  PCI: quirk the bar\\n`          | 5.6:-
            `> The cleanup went in for v5.4:\\n> \\n>   abcdef012345 (\\"PCI: tidy\\")\\n`      | q5.4:-
            `A long wanted fix for V5.10:\\n`                                                    | 5.10:-
            """)
    void aReleaseEndingItsLineOnAColon(String text, String expected) {
        assertEquals(expected, run(text.replace("\\n", "\n").replace("\\\"", "\"")));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `Per PCIe v5.0:\\n\\n  a Downstream Port must wait\\n`
            `the text from sec 6.6.1:\\n`
            `New bits added by PCIe 4.0:\\n`
            `took 5.8:12 minutes to build\\n`
            `the ratio was 4.5:1 on this run\\n`
            `The spec of v5.8: see the table below for details\\n`
            """)
    void otherColonsStayNonKernels(String text) {
        assertEquals("", run(text.replace("\\n", "\n")));
    }

    @Test
    void manyColonLinesStayLinear() {
        String lines = "queued for v5.8:   \n".repeat(50_000) + "v5.9:" + " ".repeat(1_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> run(lines));
    }
}
