package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.commitQuoted;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Session 54 (convention (205)): every distinct id of the test robot's blame column is a reference commit, whatever
 * the warning above it. Fixtures invented here.
 */
class BlameColumnsTest {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Facts facts(String body) {
        String raw = "From: kernel test robot <robot@example.org>\nSubject: Re: [PATCH v2 1/3] frob: Add the widget"
                + "\nMessage-ID: <blame54@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return extractor.extract(m);
    }

    private static final String WARNING = "sparse warnings: (new ones prefixed by >>)\n\n"
            + ">> drivers/frob/widget.c:31:9: sparse: incorrect type in argument 1\n\n"
            + "vim +31 drivers/frob/widget.c\n\n";

    @Test
    void eachIdOfTheColumnIsAReference() {
        String body = WARNING
                + "a1b2c3d4e5f607 Dana Q. Coder      2016-05-17  29  static int frob_widget(struct pci_dev *pdev)\n"
                + "a1b2c3d4e5f607 Dana Q. Coder      2016-05-17  30  {\n"
                + "9f8e7d6c5b4a30 Li Wei             2019-11-02 @31  \treturn frob(pdev);\n"
                + "0c1d2e3f4a5b6c drivers/frob/host/widget.c Ann O'Neil 2015-10-03  32  }\n"
                + "fe6cdee8 Bo Chen        2019-05-14  33  \n";
        Facts f = facts(body);
        assertEquals("reference", role(f, "a1b2c3d4e5f607"));
        assertEquals("reference", role(f, "0c1d2e3f4a5b6c"), "a path before the author");
        assertEquals("reference", role(f, "fe6cdee8"), "the older robot's eight digits");
        assertEquals(4, f.commits().size(), () -> "one fact per distinct id: " + f.commits());
    }

    @Test
    void aQuotedColumnIsQuoted() {
        Facts f = facts("On Sun, robot wrote:\n> a1b2c3d4e5f607 Dana Coder  2016-05-17  29  static int x;\n\nFixed.\n");
        assertEquals("reference", role(f, "a1b2c3d4e5f607"));
        assertEquals("true", commitQuoted(f, "a1b2c3d4e5f607"));
    }

    @Test
    void nearMissesAreNoRow() {
        // words before the id, no line number, prose after the date, seven digits, a subject after the id
        assertEquals("absent", role(facts("see a1b2c3d4e5f607 Dana Coder 2016-05-17  29  x\n"), "a1b2c3d4e5f607"));
        assertEquals("absent", role(facts("a1b2c3d4e5f607 Dana Coder 2016-05-17\n"), "a1b2c3d4e5f607"));
        assertEquals("absent", role(facts("abcdef12 flashed on 2020-01-02 3 times since\n"), "abcdef12"));
        assertEquals("absent", role(facts("abcdef1 Dana Coder 2016-05-17  29  x\n"), "abcdef1"));
        // a one-line log row stays the one-line reading's (its role rules: here a reference under no cue)
        assertEquals("reference", role(facts("1a2b3c4d5e6f frob: Add the widget\n"), "1a2b3c4d5e6f"));
    }

    @Test
    void malformedAndHostileRowsFinishFast() {
        String longName = "a1b2c3d4e5f607 " + "Dana ".repeat(20_000) + "2016-05-17  29  x\n";
        String manyWords = ("a1b2c3d4e5f6 ").repeat(10_000) + "\n";
        String manyRows = ("a1b2c3d4e5f607 Dana Coder 2016-05-17  29  x\n").repeat(5_000);
        String deepQuotes = ">".repeat(100_000) + " a1b2c3d4e5f607 Dana Coder 2016-05-17  29  x\n";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            assertEquals("absent", role(facts(longName), "a1b2c3d4e5f607"), "a name past the row's reach");
            facts(manyWords);
            assertEquals("reference", role(facts(manyRows), "a1b2c3d4e5f607"));
            facts(deepQuotes);
            facts("a1b2c3d4e5f607 " + "\u00e9".repeat(200_000) + " 2016-05-17  1  \n");
        });
    }
}
