package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 39 (configs39): two config shapes of the held-out slices' pooled misses. A document's diff lines are prose
 * (convention 18): an option its added or removed sentence names is named, without a value. A bare Kconfig symbol
 * after a past "enabled"/"disabled" is set ({@link BareVerbs}; the table in {@code models/} decides what is a symbol).
 * Every fixture is invented here, in the style of list mail; mails are parsed by the real {@link MailParser}.
 */
class RealMailRulesConfigs39Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Map<String, String> configs(String subject, String body) {
        return ConfigMails.configs(extractor, "configs39", subject, body);
    }

    private static final String DOC_DIFF = "diff --git a/Documentation/frob/locks.rst b/Documentation/frob/locks.rst\n"
            + "index 4d5e6f7a8b9c..0d1e2f3a4b5c 100644\n"
            + "--- a/Documentation/frob/locks.rst\n"
            + "+++ b/Documentation/frob/locks.rst\n"
            + "@@ -40,9 +40,9 @@ Lock kinds\n"
            + " The frob locks keep their semantics whatever CONFIG_FROB_CONTEXT says.\n"
            + "-The sleeping variant only exists with CONFIG_FROB_SLEEPY enabled.\n"
            + "+These rules hold both in CONFIG_FROB_RT kernels and otherwise.\n"
            + "+Build the checker with::\n"
            + "+\n"
            + "+  CONFIG_FROB_CHECKER=y\n"
            + " \n"
            + "diff --git a/kernel/frob/lock.c b/kernel/frob/lock.c\n"
            + "index 1a2b3c4d5e6f..7a8b9c0d1e2f 100644\n"
            + "--- a/kernel/frob/lock.c\n"
            + "+++ b/kernel/frob/lock.c\n"
            + "@@ -10,3 +10,4 @@\n"
            + " \tint x;\n"
            + "+\t/* only used when CONFIG_FROB_TRACE is enabled */\n"
            + " }\n";

    @Test
    void aDocumentsAddedAndRemovedSentencesNameTheirOptions() {
        Map<String, String> own = configs("[PATCH] Documentation/frob: Clarify the lock kinds",
                "Reword the lock kinds after the review.\n\nSigned-off-by: Dee Writer <dee@example.org>\n---\n"
                + " Documentation/frob/locks.rst | 4 ++--\n\n" + DOC_DIFF);
        // the removed sentence names its option as the added one does, and a document states no build's value
        assertEquals("null", own.get("CONFIG_FROB_SLEEPY"), own.toString());
        assertEquals("null", own.get("CONFIG_FROB_RT"), own.toString());
        // near misses: a context line, a literal block's setting, a code file's comment
        assertEquals(null, own.get("CONFIG_FROB_CONTEXT"), own.toString());
        assertEquals(null, own.get("CONFIG_FROB_CHECKER"), own.toString());
        assertEquals(null, own.get("CONFIG_FROB_TRACE"), own.toString());

        StringBuilder quoted = new StringBuilder("On Tue, Sep 1, 2020 at 09:12:44PM +0200, Ann Author wrote:\n");
        for (String line : DOC_DIFF.split("\n")) {
            quoted.append("> ").append(line).append('\n');
        }
        Map<String, String> reply = configs("Re: [PATCH] Documentation/frob: Clarify the lock kinds",
                quoted + "\nReads much better, thanks.\n");
        assertEquals("null quoted", reply.get("CONFIG_FROB_RT"), reply.toString());
        assertEquals(null, reply.get("CONFIG_FROB_CHECKER"), reply.toString());
    }

    @Test
    void aPastVerbSetsABareKconfigSymbol() {
        // X86_DECODER_SELFTEST, MMC_RICOH_MMC and PCI_IOV are symbols of the 5.10 table in models/
        Map<String, String> own = configs("Re: [PATCH v3 03/11] frob: build with the new toolchain",
                "> The selftest seems to be broken on that branch.\n\n"
                + "Thanks, I disabled X86_DECODER_SELFTEST and now it links.\n");
        assertEquals("n", own.get("CONFIG_X86_DECODER_SELFTEST"), own.toString());
        Map<String, String> distros = configs("Re: frob: reader quirk",
                "Most distros enabled MMC_RICOH_MMC years ago, so nobody noticed.\n");
        assertEquals("y", distros.get("CONFIG_MMC_RICOH_MMC"), distros.toString());
        // the writer's own build, stated inside his question's condition
        Map<String, String> mine = configs("Re: frob: early init calls",
                "Why should I see the frob init on this board when I've disabled X86_DECODER_SELFTEST?\n");
        assertEquals("n", mine.get("CONFIG_X86_DECODER_SELFTEST"), mine.toString());
        // a guess about other people's builds states none
        Map<String, String> guess = configs("Re: frob: reader quirk",
                "Right, the distros probably all enabled MMC_RICOH_MMC before we did.\n");
        assertEquals("null", guess.get("CONFIG_MMC_RICOH_MMC"), guess.toString());
        // a condition or a question to the reader names the option without a value
        Map<String, String> when = configs("Re: frob: reader quirk",
                "The stub is only built when someone has disabled X86_DECODER_SELFTEST.\n");
        assertEquals("null", when.get("CONFIG_X86_DECODER_SELFTEST"), when.toString());
        Map<String, String> asked = configs("Re: frob: reader quirk", "Have you disabled PCI_IOV on that box?\n");
        assertEquals("null", asked.get("CONFIG_PCI_IOV"), asked.toString());
    }

    @Test
    void flagsArticlesAndTitlesAreNotSettings() {
        // a register bit is no table symbol; "the enabled X" is an adjective; a request names no past setting
        Map<String, String> bits = configs("Re: frob: enable decoding",
                "The firmware enabled PCI_COMMAND_MEMORY before the handover.\n"
                + "Then the enabled MMC_RICOH_MMC quirk runs.\n"
                + "You must also enable X86_DECODER_SELFTEST for this.\n");
        assertEquals("{}", bits.toString());
        Map<String, String> title = configs("Re: [PATCH] frob: note",
                "This reverts commit 0123456789ab (\"x86: build: Quietly disabled X86_DECODER_SELFTEST\").\n");
        assertEquals(null, title.get("CONFIG_X86_DECODER_SELFTEST"), title.toString());
    }

    @Test
    void hostileLinesEndFast() {
        KconfigSymbols symbols = KconfigSymbols.of("ZZ_SELFTEST");
        String line = "I disabled ZZ_SELFTEST and ".repeat(400_000);
        String near = "disabled disabled ZZ_ ZZ_ the enabled ".repeat(300_000);
        String underscores = "enabled " + "A_".repeat(2_000_000);
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertEquals(0, BareVerbs.in(symbols, line, 0, 0, line.length(), false).size()); // no prose line is this long
            String shorter = "I disabled ZZ_SELFTEST, ".repeat(140);
            assertEquals(32, BareVerbs.in(symbols, shorter, 0, 0, shorter.length(), false).size());
            assertEquals(0, BareVerbs.in(symbols, near, 0, 0, near.length(), false).size());
            assertEquals(0, BareVerbs.in(symbols, underscores, 0, 0, underscores.length(), false).size());
            StringBuilder doc = new StringBuilder(DOC_DIFF.substring(0, DOC_DIFF.indexOf("@@")));
            doc.append("@@ -1,1 +1,1 @@\n+").append("CONFIG_ZZ_A and ".repeat(500_000)).append('\n');
            doc.append('+').append("x".repeat(5_000_000)).append('\n');
            configs("[PATCH] Documentation/frob: long", "Long.\n---\n" + doc);
        });
    }

    @Test
    void aLineIsReadForItsFirstNamesOnly() {
        // a generated line of settings: the names past ConfigExtractor.PER_LINE on one line are not judged
        StringBuilder many = new StringBuilder("My build had ");
        for (int i = 0; i < ConfigExtractor.PER_LINE + 44; i++) {
            many.append("CONFIG_ZZ_OPT").append(i).append("=y ");
        }
        Map<String, String> own = configs("Re: frob: build", many + "\nand CONFIG_ZZ_NEXT=m on the next line.\n");
        assertEquals("y", own.get("CONFIG_ZZ_OPT0"), own.toString());
        assertEquals("y", own.get("CONFIG_ZZ_OPT" + (ConfigExtractor.PER_LINE - 1)), own.toString());
        assertEquals(null, own.get("CONFIG_ZZ_OPT" + ConfigExtractor.PER_LINE), own.toString());
        assertEquals("m", own.get("CONFIG_ZZ_NEXT"), own.toString());
        assertEquals(ConfigExtractor.PER_LINE + 1, own.size(), own.toString());
    }
}
