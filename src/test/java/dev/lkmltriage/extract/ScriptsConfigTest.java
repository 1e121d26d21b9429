package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Session 37 (configs38): the kernel's {@code scripts/config} tool on a command line sets options (convention 31).
 * Invented mail in the style of the list's build recipes.
 */
class ScriptsConfigTest {

    private final ConfigExtractor extractor = new ConfigExtractor(HwMails.withoutIds());

    private String configs(String body) {
        return extractor.extract(HwMails.mail("Re: [PATCH] zz: silence an objtool warning", body)).stream()
                .map(f -> f.option() + "=" + f.value() + (f.quoted() ? "q" : ""))
                .sorted().collect(Collectors.joining(" "));
    }

    @Test
    void eachActionSetsItsValue() {
        assertEquals("CONFIG_ZZ_A=y CONFIG_ZZ_B=n CONFIG_ZZ_C=m",
                configs("$ scripts/config -e ZZ_A -d ZZ_B -m ZZ_C\n"));
        assertEquals("CONFIG_ZZ_A=y CONFIG_ZZ_B=n CONFIG_ZZ_C=m CONFIG_ZZ_D=null",
                configs("./scripts/config --enable ZZ_A --disable CONFIG_ZZ_B --module ZZ_C --undefine ZZ_D\n"));
        assertEquals("CONFIG_NR_ZZ=64 CONFIG_ZZ_NAME=zz test",
                configs("  scripts/config --set-val NR_ZZ 64 --set-str ZZ_NAME \"zz test\"\n"));
        // the tool upper-cases a symbol unless --keep-case came first; --file takes a path, not a symbol
        assertEquals("CONFIG_ZZ_LOW=y CONFIG_zz_kept=y",
                configs("scripts/config --file out/.config -e zz_low --keep-case -e zz_kept\n"));
        // the -after forms set their second symbol
        assertEquals("CONFIG_ZZ_B=y", configs("scripts/config --enable-after ZZ_A ZZ_B\n"));
    }

    @Test
    void aChainAndItsContinuationsAreOneCommand() {
        assertEquals("CONFIG_ZZ_GUEST=yq CONFIG_ZZ_PV=yq CONFIG_ZZ_XEN=yq",
                configs("Reproduced as follows:\n\n> $ make defconfig && \\\n> ./scripts/config -e ZZ_GUEST -e ZZ_PV"
                        + " \\\n>     -e ZZ_XEN && \\\n> make olddefconfig && \\\n> make -j8 -e ZZ_NOT\n"));
        // a question naming one of them again is one fact with the build's value
        assertEquals("CONFIG_ZZ_PV=yq CONFIG_ZZ_XEN=yq",
                configs("> Do you have CONFIG_ZZ_XEN enabled?\n>\n> 'scripts/config' -e ZZ_PV -e 'ZZ_XEN'\n"));
    }

    @Test
    void prosAboutTheToolSetsNothing() {
        assertEquals("", configs("You can use scripts/config to enable it, or menuconfig.\n"));
        assertEquals("", configs("The helper in scripts/config.sh -e ZZ_A is something else.\n"));
        assertEquals("", configs("foo_scripts/config -e ZZ_A\n"));
        assertEquals("", configs("scripts/config -e\n"));
        assertEquals("", configs("scripts/config -e 'ZZ A' -d ZZ_B\n"));
        // a shell separator ends the command: make's own -e is no action of the tool
        assertEquals("CONFIG_ZZ_A=y", configs("scripts/config -e ZZ_A; make -e ZZ_B\n"));
        // an example name is no option
        assertEquals("", configs("scripts/config -e CONFIG_FOO\n"));
    }

    @Test
    void hostileInputStaysLinear() {
        StringBuilder flags = new StringBuilder("scripts/config");
        for (int i = 0; i < 1_000_000; i++) {
            flags.append(" -e ZZ_A");
        }
        String many = flags.append('\n').toString();
        StringBuilder longLine = new StringBuilder();
        while (longLine.length() < 10_000_000) {
            longLine.append("scripts/confi scripts/config -x ");
        }
        String huge = longLine.append('\n').toString();
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals("CONFIG_ZZ_A=y", configs(many));
            assertEquals("", configs(huge));
            // many distinct symbols: at most the line's bound of facts, no throw
            StringBuilder distinct = new StringBuilder("scripts/config");
            for (int i = 0; i < 200_000; i++) {
                distinct.append(" -e ZZ_").append(i);
            }
            assertTrue(configs(distinct.append('\n').toString()).split(" ").length <= 64);
        });
    }
}
