package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 33 (verdict35): a report's setting sentence, "On a laptop with a distribution and Linux X, <what happens>",
 * gives the kernel the main clause's verdict, or makes it the kernel the writer ran ({@link SettingSentences}). Every
 * fixture is invented here in the style of list mail.
 */
class SettingSentencesTest {
    private static final String REPORT = "Slow resume of the NVMe drive on a ThinkPad";

    private static String of(String body, String version) {
        return verdict(facts(REPORT, body), version);
    }

    @Test
    void theSettingsKernelIsTheOneTheReportIsAbout() {
        // a long setting, the symptom in the report's own words: the kernel ran, in a message naming a problem
        assertEquals("bad", of("Hello,\n\nOn the Lenovo ThinkPad T14 with an AMD Ryzen 7 PRO 4750U with Fedora 33 and"
                + " Linux 5.9.8,\nresuming from S3 takes about four seconds, and the screen stays black meanwhile.\n"
                + "Is this a known issue?\n", "5.9.8"));
        // an opening participle, "and Linux X" ending the setting
        assertEquals("bad", of("Trying to cut the boot time of a Fujitsu Esprimo desktop with Ubuntu 20.04 and"
                + " Linux 5.8.3, there are three waits of 100 ms in the log. The problem shows on every boot.\n",
                "5.8.3"));
        // quoted, wrapped over quoted lines
        assertEquals("bad", of("On Tue, Sep 1, 2020 at 10:00, A Writer wrote:\n> On an HP EliteBook 840 G7 with"
                + " Debian testing with\n> Linux 5.8.5, the dock's Ethernet port never gets an address.\n\nThanks"
                + " for the report, it is a bug.\n", "5.8.5"));
        // the main clause's cue word decides where it has one
        assertEquals("good", of("On the Dell Latitude 5490 with Arch Linux and kernel 5.7.2, everything works"
                + " fine; the problem only shows on 5.8.\n", "5.7.2"));
    }

    @Test
    void nearMissesKeepNoVerdict() {
        // no problem named anywhere: a setting alone says nothing bad
        assertEquals("null", of("On the Dell Latitude 5490 with Arch and Linux 5.7.2, lspci lists the devices"
                + " below.\n", "5.7.2"));
        // a condition in the main clause, a request, a question
        assertEquals("null", of("On a machine with Debian and Linux 5.9, if the port resumes the link is down."
                + " The problem is old.\n", "5.9"));
        assertEquals("null", of("On your machine with Debian and Linux 5.9, please try the patch below. The"
                + " problem is old.\n", "5.9"));
        assertEquals("null", of("On the laptop with Debian and Linux 5.9, does the port resume at all? The"
                + " problem is old.\n", "5.9"));
        // a comparison or a patch in the phrase, an attribution line, a phrase that does not name the kernel
        assertEquals("null", of("Compared with the desktop with Debian and Linux 5.9, resume takes long. The"
                + " problem is old.\n", "5.9"));
        assertEquals("null", of("With your patch on a laptop with Debian and Linux 5.9, resume takes long. The"
                + " problem is old.\n", "5.9"));
        assertEquals("null", of("On the ThinkPad with Debian and 5.9.1, resume takes long. The problem is old.\n",
                "5.9.1"));
        // the phrase goes on after its comma: the kernel is the setting of a configuration, no main clause yet
        assertEquals("null", of("On the file server with Slackware and Linux 5.4.2, built with\n\nCONFIG_HZ_1000=y\n"
                + "\nit receives at only 80 Mbit/s. Booting it with HZ=250 gives 600 Mbit/s.\n", "5.4.2"));
        // a bare version in a short phrase is FrontedPhrases' case, read by cue words alone
        assertEquals("null", of("On 5.4.2, built with\n\nCONFIG_HZ_1000=y\n\nit receives at only 80 Mbit/s.\n",
                "5.4.2"));
        // two versions in the phrase: which one the clause is about is unclear
        assertEquals("null", of("On the laptop with Linux 5.8 and Linux 5.9, resume takes long. The problem is"
                + " old.\n", "5.9"));
    }

    @Test
    void hostileInputStaysLinear() {
        String setting = "On a laptop with Debian and Linux 5.9.1, resume takes long.\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPORT, "The problem:\n"
                + setting.repeat(50_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPORT, "On a laptop " + "with ".repeat(
                200_000) + "Linux 5.9, resume fails"));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPORT, ">".repeat(2_000_000)
                + "\n".repeat(100_000) + "On a box with Linux 5.9, it hangs"));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPORT, "On " + "x".repeat(10_000_000)
                + " with Linux 5.9, it hangs"));
        String deep = "> ".repeat(30) + "On the box with Debian and Linux 5.9.2,\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPORT, deep.repeat(20_000)
                + "it hangs\n"));
    }

    @Test
    void theSettingsSentenceStartsAfterAStopAColonLineOrABlankLine() {
        // session 34 (mend34): the walk is text.Sentences.start; what ends a sentence stays this reader's own
        String s = "Thanks. On a box with Linux 5.9, it hangs";
        assertEquals(s.indexOf(" On"), SettingSentences.sentenceStart(s, s.indexOf("5.9")));
        String colon = "Setup:  \nOn a box with Linux 5.9, it hangs";
        assertEquals(colon.indexOf("On"), SettingSentences.sentenceStart(colon, colon.indexOf("5.9")));
        String quoted = "> hi\n> \n> On a box with Linux 5.9";
        assertEquals(quoted.indexOf("> On"), SettingSentences.sentenceStart(quoted, quoted.indexOf("5.9")));
        String plain = "I ran v5.10 and\nOn a box with Linux 5.9";
        assertEquals(0, SettingSentences.sentenceStart(plain, plain.indexOf("5.9")), "a plain line break goes on");
        String far = "x".repeat(1_000) + " 5.9";
        assertEquals(far.length() - 3 - 400, SettingSentences.sentenceStart(far, far.length() - 3));
    }

    @Test
    void theStartIsReadNoFurtherThanTheReachOnHostileText() {
        String colons = ":\n".repeat(3_000_000);
        String blanks = " ".repeat(10_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            for (int at = 1_000; at < 6_000_000; at += 60) {
                SettingSentences.sentenceStart(colons, at);
                SettingSentences.sentenceStart(blanks, at);
            }
        });
    }
}
