package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Session 31 (hwcfg32): config values in prose. A yes/no question about what the reader built ("Did you enable
 * CONFIG_X?") states no value; a request to test with a setting still does, as does a value written out. A name in
 * quote marks takes the state after them. Invented replies in the style of the list's.
 */
class AskedConfigsTest {
    private final ConfigExtractor extractor = new ConfigExtractor(HwMails.withoutIds());

    private String configs(String body) {
        return extractor.extract(HwMails.mail("Re: no HDMI audio after resume", body)).stream()
                .map(f -> f.option() + "=" + f.value() + (f.quoted() ? "q" : ""))
                .sorted().collect(Collectors.joining(" "));
    }

    @Test
    void aQuestionAboutTheReadersBuildGivesNoValue() {
        assertEquals("CONFIG_SND_ZZ_HDMI=null",
                configs("The generic codec is bound, that cannot work.  Did you enable CONFIG_SND_ZZ_HDMI?\n"));
        assertEquals("CONFIG_ZZ_XEN=null", configs("Do you have CONFIG_ZZ_XEN enabled? I can reproduce it here.\n"));
        assertEquals("CONFIG_ZZ_PM=null", configs("> Have you disabled CONFIG_ZZ_PM?\n").replace("nullq", "null"));
    }

    @Test
    void requestsWrittenValuesAndStatementsKeepTheirValue() {
        // a request to run with a setting states the setting the run is to have
        assertEquals("CONFIG_ZZ_ASPM=n", configs("Can you try turning off CONFIG_ZZ_ASPM?  We had a similar case.\n"));
        assertEquals("CONFIG_ZZ_REMAP=y", configs("Please enable CONFIG_ZZ_REMAP and try again.\n"));
        // a value written out stays as written, asked or not
        assertEquals("CONFIG_ZZ_POWERSAVE=y", configs("Do you build with CONFIG_ZZ_POWERSAVE=y?\n"));
        // the writer's own statement, and a question that is not about the reader's build
        assertEquals("CONFIG_ZZ_HDMI=y", configs("I did enable CONFIG_ZZ_HDMI, it makes no difference.\n"));
        assertEquals("CONFIG_ZZ_HDMI=y", configs("Did you see this? I enabled CONFIG_ZZ_HDMI and it works.\n"));
        assertEquals("CONFIG_ZZ_HDMI=n", configs("Does it still hang with CONFIG_ZZ_HDMI disabled?\n"));
    }

    @Test
    void aQuotedNameTakesTheStateAfterItsQuoteMark() {
        assertEquals("CONFIG_ZZ_REMAP=y",
                configs("And the kernel option \"CONFIG_ZZ_REMAP\" are enabled for the guest and the host.\n"));
        assertEquals("CONFIG_ZZ_REMAP=n", configs("I built it with `CONFIG_ZZ_REMAP` disabled.\n"));
        // a condition stays a condition
        assertEquals("CONFIG_ZZ_REMAP=null", configs("It only fails when \"CONFIG_ZZ_REMAP\" is enabled.\n"));
    }

    @Test
    void hostileInputFinishesFast() {
        String asks = ("Did you " + "enable CONFIG_ZZ_A and ".repeat(20) + "?\n").repeat(2_000);
        String longLine = "Did you enable " + "CONFIG_ZZ_A, ".repeat(30_000) + "?\n";
        String noEnd = "Do you have " + "CONFIG_ZZ_A enabled ".repeat(30_000) + "\n";
        assertTimeout(TimeBudget.seconds(10), () -> {
            configs(asks);
            configs(longLine);
            configs(noEnd);
        });
    }
}
