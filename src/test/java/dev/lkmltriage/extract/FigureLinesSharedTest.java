package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The lines holding a literal are the same from the shared pass as from one search per literal. */
class FigureLinesSharedTest {
    @Test
    void sameLinesEitherWay() {
        String alphabet = "ps/sSbitBIT ec\n:Pa\u0101";
        String[][] asks = {{"/s", "/S", "ps", "PS", "bit", "Bit", "BIT"}, {"sec"}, {"iperf", "Iperf", " connected "},
            {"ps", "not-in-the-pass"}};
        Random r = new Random(21);
        for (int round = 0; round < 5000; round++) {
            StringBuilder b = new StringBuilder();
            int len = r.nextInt(80);
            for (int i = 0; i < len; i++) {
                b.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String text = b.toString();
            FigureLines lines = FigureLines.of(text, List.of(new Span(0, text.length(), SpanKind.PROSE)));
            for (String[] ask : asks) {
                assertArrayEquals(lines.linesContaining(false, ask), lines.linesContaining(true, ask), text);
            }
        }
    }
}
