package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Session 37 (configs38): "X is enabled" marks a bare Kconfig symbol (convention 27) when X is a Kconfig symbol of the
 * release table. Invented mail in the style of the list's.
 */
class BareStatesTest {

    private static final KconfigSymbols SYMBOLS = KconfigSymbols.of("ZZ_DIRECT", "ZZ_AHCI", "ZZ_IOMAP", "ZZ_RT", "MSI");

    private static String read(String line) {
        String text = line;
        return BareStates.in(SYMBOLS, text, 0, 0, text.length(), false).stream()
                .map(f -> f.option() + "=" + f.value()).collect(Collectors.joining(" "));
    }

    @Test
    void aStatedSymbolIsAnOption() {
        assertEquals("CONFIG_ZZ_AHCI=y", read("The old .config has ZZ_AHCI, and ZZ_AHCI is set there."));
        assertEquals("CONFIG_ZZ_IOMAP=n", read("On this arch ZZ_IOMAP is disabled, so the unmap is a no-op."));
        assertEquals("CONFIG_ZZ_DIRECT=y", read("Here \"ZZ_DIRECT\" was enabled and the build warned."));
        // a condition the writer describes names the option without a value, as for CONFIG_X
        assertEquals("CONFIG_ZZ_DIRECT=null", read("The stub is only built if ZZ_DIRECT is enabled."));
        assertEquals("CONFIG_ZZ_DIRECT=null", read("It depended on whether ZZ_AHCI_X or ZZ_DIRECT was enabled."));
        assertEquals("CONFIG_ZZ_DIRECT=null", read("Select the helper while ZZ_DIRECT is set to fix this."));
        assertEquals("CONFIG_ZZ_AHCI=null", read("ZZ_AHCI is enabled by default with ZZ_DIRECT, so it is common."));
        // a failure's condition is the failing build's setting
        assertEquals("CONFIG_ZZ_DIRECT=y", read("Adding it there triggers a build warning if ZZ_DIRECT is enabled."));
        // the condition may open on the line before
        String wrapped = "How about setting it default y if\nZZ_AHCI is enabled, for now?";
        int second = wrapped.indexOf('\n') + 1;
        assertEquals("CONFIG_ZZ_AHCI=null", BareStates.in(SYMBOLS, wrapped, second, second, wrapped.length(), false)
                .stream().map(f -> f.option() + "=" + f.value()).findFirst().orElse(""));
    }

    @Test
    void aNegatedOrSelectedStateSession45() {
        assertEquals("CONFIG_ZZ_IOMAP=n", read("The link fails because ZZ_IOMAP is not set on i386."));
        assertEquals("CONFIG_ZZ_IOMAP=n", read("And ZZ_IOMAP isn't enabled there either."));
        assertEquals("CONFIG_ZZ_IOMAP=null", read("Nothing changes if ZZ_IOMAP is not set."));
        assertEquals("CONFIG_ZZ_IOMAP=null", read("Here ZZ_IOMAP is not disabled, odd as it is."));
        assertEquals("CONFIG_ZZ_RT=null", read("Use the helper if ZZ_RT is selected."));
        assertEquals("CONFIG_ZZ_RT=y", read("On my box ZZ_RT is selected and it warns."));
        // Kconfig's grammar of other code (convention 55)
        assertEquals("", read("ZZ_RT is selected by the two glue drivers."));
    }

    @Test
    void aStateOpeningTheNextLine() {
        String text = "The build fails for i386 as ZZ_IOMAP\nis not set.\n";
        int second = text.indexOf('\n') + 1;
        ConfigFact f = BareStates.wrapped(SYMBOLS, text, 0, 0, second - 1, second, second, text.length() - 1, false);
        assertEquals("CONFIG_ZZ_IOMAP=n", f.option() + "=" + f.value());
        // no line before, a name not ending it, a name off the table, a line that opens with no state
        assertEquals(null, BareStates.wrapped(SYMBOLS, text, -1, -1, -1, second, second, text.length() - 1, false));
        String mid = "ZZ_IOMAP here and more\nis not set.\n";
        int m2 = mid.indexOf('\n') + 1;
        assertEquals(null, BareStates.wrapped(SYMBOLS, mid, 0, 0, m2 - 1, m2, m2, mid.length() - 1, false));
        String off = "The build fails as ZZ_OTHER\nis not set.\n";
        int o2 = off.indexOf('\n') + 1;
        assertEquals(null, BareStates.wrapped(SYMBOLS, off, 0, 0, o2 - 1, o2, o2, off.length() - 1, false));
        String none = "The build fails as ZZ_IOMAP\nand more.\n";
        int n2 = none.indexOf('\n') + 1;
        assertEquals(null, BareStates.wrapped(SYMBOLS, none, 0, 0, n2 - 1, n2, n2, none.length() - 1, false));
    }

    @Test
    void registerBitsFlagsAndFeaturesAreNot() {
        // not in the table: a register bit, a flag
        assertEquals("", read("When ZZ_COMMAND_MEMORY is set the BAR decodes."));
        assertEquals("", read("The quirk returns early as ZZ_PROBE_ONLY is set."));
        // a one-word name is a feature even when a symbol of that name exists
        assertEquals("", read("So MSI is enabled on the port but nothing arrives."));
        // the attributive form names a kind of kernel
        assertEquals("", read("This breaks on a ZZ_RT enabled kernel."));
        // Kconfig text and a commit title
        assertEquals("", read("config ZZ_IOMAP is disabled on arm64"));
        assertEquals("", read("Fixes: 0123456789ab (\"zz: warn when ZZ_DIRECT is enabled\")"));
    }

    @Test
    void aLongLineIsLinear() {
        String line = "ZZ_DIRECT is enabled, ".repeat(500_000);
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertEquals("", read(line)); // no prose line is this long
            String shorter = "ZZ_DIRECT is enabled, ".repeat(150);
            assertEquals(32, BareStates.in(SYMBOLS, shorter, 0, 0, shorter.length(), false).size());
        });
    }

    @Test
    void theExtractorReadsTheTableInModels() {
        ConfigExtractor x = new ConfigExtractor(HwMails.withoutIds());
        String got = x.extract(HwMails.mail("Re: [PATCH] x86/zz: tidy the init code",
                        "> The link check warns at boot because PCI_IOV is enabled here.\n"
                        + "And PCI_COMMAND_MEMORY is set by then.\n")).stream()
                .map(f -> f.option() + "=" + f.value() + (f.quoted() ? "q" : "")).collect(Collectors.joining(" "));
        assertEquals("CONFIG_PCI_IOV=yq", got);
    }
}
