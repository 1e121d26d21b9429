package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Boot parameters that state an option for a measurement: "highres=off" above figures is the option off. */
class BootParamsTest {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private static final String REPORT = """
            My config has

            CONFIG_HIGH_RES_TIMERS=y

            and the card is slow. Booting the same kernel with highres=off fixes it.

            highres on:
            [  3]  0.0-10.0 sec  95.8 MBytes  80.3 Mbits/sec

            highres=off:
            [  3]  0.0-10.0 sec   621 MBytes   521 Mbits/sec
            """;

    @Test
    void aBootParameterAboveFiguresStatesTheOptionItSwitches() {
        Regression r = extractor.extract(FiguresMails.mail("r8169 slow with hrtimers", REPORT)).regression();
        assertEquals("CONFIG_HIGH_RES_TIMERS", r.trigger());
        assertEquals(521e6, r.before(), 1e6);
        assertEquals(80.3e6, r.after(), 1e6);
    }

    @Test
    void withoutTheTableTheParameterSaysNothing() {
        Regression r = new FactExtractor(new ExtractSettings(null, null, null))
                .extract(FiguresMails.mail("r8169 slow with hrtimers", REPORT)).regression();
        assertNull(r == null ? null : r.trigger());
    }

    @Test
    void theTableSkipsMalformedLines() throws Exception {
        BootParams p = BootParams.read(new StringReader("# c\nhighres\tCONFIG_HIGH_RES_TIMERS\nBad Name\tCONFIG_X\n"
                + "nohz\tnot-a-symbol\nonlyone\n"));
        assertEquals(List.of("highres"), p.of("CONFIG_HIGH_RES_TIMERS"));
        assertEquals(List.of(), p.of("CONFIG_X"));
    }
}
