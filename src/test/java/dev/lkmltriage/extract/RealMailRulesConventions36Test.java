package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Session 36 (conventions36), convention 17: a subject names the options it writes, {@code CONFIG_X} or
 * {@code !CONFIG_X}, own or inherited, with no value of its own ({@link SubjectOptions#named}); the body's stated value
 * wins.
 */
class RealMailRulesConventions36Test {
    private final ConfigExtractor extractor = new ConfigExtractor(HwMails.withoutIds());

    private String configs(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body)).stream()
                .map(f -> f.option() + "=" + f.value() + (f.quoted() ? "q" : ""))
                .sorted().collect(Collectors.joining(" "));
    }

    @Test
    void aSubjectNamesItsOptionsWithoutAValue() {
        assertEquals("CONFIG_ZZ_PIO=null",
                configs("Re: [PATCH v4 1/3] lib: zz_pio: Use low-level accessors for !CONFIG_ZZ_PIO", "Looks good.\n"));
        assertEquals("CONFIG_ACPI=null", configs("[PATCH] x86/zz: don't set acpi bits if !CONFIG_ACPI", ""));
        assertEquals("CONFIG_ZZ_LPAE=null CONFIG_ZZ_MSI=null",
                configs("[PATCH 2/3] ARM/zz: move offsets under ifdef CONFIG_ZZ_LPAE and CONFIG_ZZ_MSI", ""));
        // the body's value wins over the bare subject; a build fix's "without" still sets it off
        assertEquals("CONFIG_ZZ_PIO=y",
                configs("[PATCH] lib: zz: Use accessors for !CONFIG_ZZ_PIO", "With CONFIG_ZZ_PIO=y it boots.\n"));
        assertEquals("CONFIG_ACPI=n", configs("[PATCH] x86/zz: Fix build error without CONFIG_ACPI", ""));
        // a state written after the option in the title is its value
        assertEquals("CONFIG_ZZ_LPAE=n", configs("Re: [PATCH] zz: Fix 32-bit overflow with CONFIG_ZZ_LPAE=n", ""));
        assertEquals("CONFIG_ACPI=n", configs("[PATCH 5.4 093/107] Fix build error when CONFIG_ACPI is not set", ""));
        assertEquals("CONFIG_ZZ=m", configs("[PATCH] zz: Fix probe with CONFIG_ZZ=m", ""));
        assertEquals("CONFIG_ZZ=null", configs("[PATCH] zz: Fix probe with CONFIG_ZZ=maybe", ""));
    }

    @Test
    void nearMisses() {
        // no prefix, lower case, a longer word around it, four at most
        assertEquals("", configs("[PATCH] zz: depend on ZZ_PIO", ""));
        assertEquals("", configs("[PATCH] zz: config_zz_pio is gone", ""));
        assertEquals("", configs("[PATCH] zz: XCONFIG_ZZ and CONFIG_ are words", ""));
        assertEquals(4, configs("CONFIG_A1 CONFIG_A2 CONFIG_A3 CONFIG_A4 CONFIG_A5 CONFIG_A6", "").split(" ").length);
    }

    @Test
    void hostileSubjectsFinishFast() {
        String many = "CONFIG_A ".repeat(50_000);
        String longName = "CONFIG_" + "A".repeat(1_000_000);
        String underscores = "CONFIG_" + "_".repeat(900);
        assertTimeout(TimeBudget.seconds(10), () -> {
            configs(many, "");
            configs(longName, "");
            configs(underscores, "");
            configs("!CONFIG_".repeat(100_000), "");
        });
        // subjects longer than any real one are not read
        assertEquals("", configs(many, ""));
    }
}
