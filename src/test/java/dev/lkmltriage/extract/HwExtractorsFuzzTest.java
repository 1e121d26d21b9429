package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.time.Duration;
import java.util.List;

/**
 * Fuzzes the hardware, driver and config extractors: no exception, offsets within the text, time bounded. Without
 * JAZZER_FUZZ set this runs the stored inputs under {@code HwExtractorsFuzzTestInputs/} as a regression test.
 */
class HwExtractorsFuzzTest {
    private static final ExtractSettings SETTINGS = HwMails.settings();
    private static final HardwareExtractor HARDWARE = new HardwareExtractor(SETTINGS);
    private static final DriverExtractor DRIVERS = new DriverExtractor(SETTINGS);
    private static final ConfigExtractor CONFIGS = new ConfigExtractor(SETTINGS);

    @FuzzTest(maxDuration = "60s")
    void extractors(FuzzedDataProvider data) {
        String subject = data.consumeString(200);
        String text = data.consumeRemainingAsString();
        Mail mail = HwMails.mail(subject, text);
        assertTimeout(TimeBudget.seconds(10), () -> {
            List<HardwareFact> hw = HARDWARE.extract(mail);
            for (HardwareFact f : hw) {
                assertTrue(0 <= f.start() && f.start() <= f.end() && f.end() <= text.length(), f.toString());
                assertTrue(PciId.isPciId(f.id()), f.toString());
            }
            for (ConfigFact f : CONFIGS.extract(mail)) {
                assertTrue(0 <= f.start() && f.start() <= f.end() && f.end() <= text.length(), f.toString());
                assertTrue(f.option().startsWith("CONFIG_"), f.toString());
            }
            for (String d : DRIVERS.extract(mail, hw)) {
                assertTrue(!d.isBlank() && d.length() <= 40, d);
            }
        });
    }
}
