package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 43 (configs43): a build's own config file diffed in a message (convention 81: the build that runs settles
 * the option), and a build's recipe "defconfig + CONFIG_X". Every fixture is invented here, in the style of list mail.
 */
class RealMailRulesConfigs43Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Map<String, String> configs(String subject, String body) {
        return ConfigMails.configs(extractor, "configs43", subject, body);
    }

    @Test
    void aQuotedConfigDiffSettlesItsOptions() {
        Map<String, String> got = configs("Re: frob card hangs after a day",
                "On Tue, Ann User wrote:\n"
                + "> with these changes it has run for two days now\n"
                + ">\n"
                + "> --- .config  2020-01-02 10:00:00.000000000 +0100\n"
                + "> +++ .config  2020-01-05 11:00:00.000000000 +0100\n"
                + "> @@ -200,7 +200,7 @@\n"
                + ">  # CONFIG_FROB_OLD is not set\n"
                + ">  CONFIG_FROB_NET=y\n"
                + "> -CONFIG_FROB_MMIO=y\n"
                + "> +# CONFIG_FROB_MMIO is not set\n"
                + "> +CONFIG_FROB_EXTRA=m\n"
                + ">\n"
                + "> > Unset CONFIG_FROB_NET and CONFIG_FROB_WIFI.\n"
                + "\n"
                + "So the only effect is that if CONFIG_FROB_MMIO=y, the driver uses BAR 1.\n");
        // the diff's added and context lines give the build's values; the quoted request and the condition give way,
        // and MMIO, which the writer's own prose names, is one own fact (convention 81)
        assertEquals("{CONFIG_FROB_EXTRA=m quoted, CONFIG_FROB_MMIO=n, CONFIG_FROB_NET=y quoted, "
                + "CONFIG_FROB_OLD=n quoted, CONFIG_FROB_WIFI=n quoted}", got.toString());
    }

    @Test
    void aBootConfigDiffOfTheWritersOwn() {
        Map<String, String> got = configs("frob: lockup on resume with 5.9",
                "The only differences between the good and the bad kernel's configs:\n\n"
                + "--- /boot/config-5.8.0\n"
                + "+++ /boot/config-5.9.0\n"
                + "@@ -10,3 +10,3 @@\n"
                + "-# CONFIG_FROB_PM is not set\n"
                + "+CONFIG_FROB_PM=y\n"
                + " CONFIG_FROB_CORE=y\n");
        assertEquals("{CONFIG_FROB_CORE=y, CONFIG_FROB_PM=y}", got.toString());
    }

    @Test
    void aPatchsDefconfigAndOtherFilesAreNotABuild() {
        // a patch's defconfig hunk is the diff walk's (its added line sets, its context names nothing), a Kconfig
        // file's hunk sets nothing, and a .config header without a hunk leaves the lines below as they were
        Map<String, String> got = configs("Re: [PATCH] arm64: defconfig: frob",
                "> --- a/arch/arm64/configs/defconfig\n"
                + "> +++ b/arch/arm64/configs/defconfig\n"
                + "> @@ -199,6 +199,7 @@ CONFIG_FROB_HOST=y\n"
                + ">  CONFIG_FROB_XGENE=y\n"
                + "> +CONFIG_FROB_THUNDER=y\n"
                + "\n"
                + "--- lnx.orig/drivers/frob/Kconfig\n"
                + "+++ lnx/drivers/frob/Kconfig\n"
                + "@@ -1,3 +1,3 @@\n"
                + " config FROB_LABEL\n"
                + "+CONFIG_FROB_KCONFIG=y\n"
                + "\n"
                + "+++ .config\n"
                + "\n"
                + "Please test with CONFIG_FROB_DEBUG enabled.\n");
        assertEquals("{CONFIG_FROB_DEBUG=y, CONFIG_FROB_THUNDER=y quoted}", got.toString()); // the request's y
    }

    @Test
    void aRecipesOptionsAreTheBuilds() {
        Map<String, String> got = configs("Re: [PATCH v4 00/29] frob: add LTO",
                "testing your series; x86_64 defconfig + CONFIG_FROB_THIN:\n"
                + "vmlinux.o: warning: objtool: frob()+0x61: indirect jump found\n\n"
                + "[1] No LTO  (arm64 defconfig, CONFIG_FROB_NONE)\n"
                + "I also got an error for\nARCH=arm64 allyesconfig + CONFIG_FROB_A + !CONFIG_FROB_B\n"
                + "> and with multi_v7_defconfig + CONFIG_FROB_Q it boots\n");
        assertEquals("{CONFIG_FROB_A=y, CONFIG_FROB_B=n, CONFIG_FROB_NONE=y, CONFIG_FROB_Q=y quoted, "
                + "CONFIG_FROB_THIN=y}", got.toString());
    }

    @Test
    void nearMissesOfARecipe() {
        // a make command, a value written on the option (already the setting's), a Kconfig word, no config target
        Map<String, String> got = configs("Re: [PATCH] frob: build",
                "$ make olddefconfig + CONFIG_FROB_OLD\n"
                + "defconfig + CONFIG_FROB_MOD=m boots fine\n"
                + "Kconfig, CONFIG_FROB_KC is the symbol\n"
                + "the config, CONFIG_FROB_CFG is there\n");
        assertEquals("{CONFIG_FROB_CFG=null, CONFIG_FROB_KC=null, CONFIG_FROB_MOD=m, CONFIG_FROB_OLD=null}",
                got.toString());
    }

    @Test
    void adviceToTheReaderAsksForItsValue() {
        Map<String, String> got = configs("Re: [PATCH 00/22] frob: add LTO",
                "> Otherwise, he keeps a branch that carries both series. You can pull that and just turn on\n"
                + "> CONFIG_FROB_LTO.\n\n"
                + "You could also rebuild and simply disable\nCONFIG_FROB_CFI for now.\n"
                + "The robot can pull that and just turn on\nCONFIG_FROB_LATER.\n");
        // wrapped as the first: the same clause with another subject than the reader asks nothing
        assertEquals("{CONFIG_FROB_CFI=n, CONFIG_FROB_LATER=null, CONFIG_FROB_LTO=y quoted}", got.toString());
    }

    @Test
    void hostileInputEndsFast() {
        String chain = "defconfig + CONFIG_ZZ_A" + " + !CONFIG_ZZ_B".repeat(200) + "\n";
        String longChain = "defconfig + CONFIG_ZZ_A" + " + !CONFIG_ZZ_B".repeat(20_000) + "\n";
        String recipes = "allyesconfig, CONFIG_ZZ_C ".repeat(20_000) + "\n";
        StringBuilder diff = new StringBuilder("> +++ .config\n> @@ -1,1 +1,1 @@\n");
        for (int i = 0; i < 5_000; i++) {
            diff.append(">  CONFIG_ZZ_").append(i % 700).append("=y\n");
        }
        String advice = ("You can pull " + "x".repeat(70) + " and just ").repeat(3_000) + "turn on CONFIG_ZZ_D\n";
        String headers = "+++ .config\n".repeat(20_000) + "x".repeat(300_000) + "\n";
        String longSetting = "+++ .config\n@@ -1 +1 @@\n+CONFIG_" + "Z".repeat(200_000) + "=y\n";
        assertTimeout(TimeBudget.seconds(10), () -> {
            for (String body : new String[] {chain, longChain, recipes, advice, diff.toString(), headers, longSetting}) {
                extractor.extract(new MailParser().parse(("Subject: x\n\n" + body).getBytes(StandardCharsets.UTF_8)));
            }
            assertEquals(512, ConfigFileDiffs.in(new MailParser().parse(("Subject: x\n\n" + diff)
                    .getBytes(StandardCharsets.UTF_8))).size()); // a message's settings are read to a bound
            assertEquals(17, BuildRecipes.in(new MailParser().parse(("Subject: x\n\n" + chain)
                    .getBytes(StandardCharsets.UTF_8))).size()); // one target's chain is read to a bound
        });
    }
}
