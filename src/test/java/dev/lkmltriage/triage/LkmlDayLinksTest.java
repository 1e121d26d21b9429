package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.Linearity;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 17, a fix named by an lkml.org day URL ({@link LkmlDayLinks}), through the real parser and extractor, on
 * invented mail: a board's boot regression, the driver fix posted hours earlier, and an answer in the report's thread
 * pointing at the fix by its lkml.org URL and naming its author. Near misses: the answer not naming the author, two
 * named fixes that day, no "fix" in the answer, a quoted URL, a patch posted after the answer; hostile text ends
 * fast.
 */
class LkmlDayLinksTest {
    private static final String ELLA = "Ella Brandt i Serra <ella.brandt@example.com>";
    private static final String OTTO = "Otto Lind <otto.lind@example.org>";
    private static final String USER = "Vic Berg <vicberg@example.net>";
    private static final String HELPER = "Rob Murray <rob.murray@example.com>";

    private static Report fix(String id, String from, String date, String driver) {
        return PatchText.mail(id, null, from, date, "[PATCH] PCI: " + driver + ": Fix register offset of the IO"
                + " outbound window", PatchText.oneFile("The IO window is programmed at the wrong register since the"
                + " conversion, so the first config read after probe hangs the bus.", "", "drivers/pci/controller/pcie-"
                + driver + ".c", "-\tframe_write(fr, 0, FRAME_IO_OB(1));\n+\tframe_write(fr, 0, FRAME_IO_OB(0));"));
    }

    private static final Report REPORT = PatchText.mail("kevin@vic", null, USER, "Wed, 11 Dec 2019 23:38:35 +0000",
            "[REGRESSION] PCI v5.5-rc1 breaks the frobbook", "Hi,\nsince v5.5-rc1 the frobbook does not boot: the"
                    + " display never starts.\nv5.4 works fine.\n\nRegards,\n  Vic\n");

    private static Report answer(String body) {
        return PatchText.mail("answer@rob", "kevin@vic", HELPER, "Thu, 12 Dec 2019 00:55:00 +0000",
                "Re: [REGRESSION] PCI v5.5-rc1 breaks the frobbook", "Hi Vic,\n\n" + body + "\n\nRob.\n");
    }

    private static final String NAMED = "Assuming it is the same breakage that Ella figured out, there's a proposed"
            + " fix here:\nhttps://lkml.org/lkml/2019/12/11/199";

    @Test
    void theFixAnAnswerNamesByItsLkmlOrgUrlJoinsTheReport() throws Exception {
        List<Report> mail = List.of(fix("io@ella", ELLA, "Wed, 11 Dec 2019 09:34:50 +0000", "frob"),
                fix("other@otto", OTTO, "Wed, 11 Dec 2019 12:00:00 +0000", "blip"), REPORT, answer(NAMED));
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("kevin@vic"));
        assertEquals(c.clusterOf("kevin@vic"), c.clusterOf("io@ella"));
        assertNull(c.clusterOf("other@otto"), "the day's other fix, whose author is not named, stays out");
        RestoreAcrossRunsTest.sameAcrossRunsFromKeys(mail, "io@ella", "answer@rob");
    }

    @Test
    void anUnnamedAuthorTwoNamedFixesOrNoFixWordTieNothing() {
        Clusterer c = placed(List.of(fix("io@ella", ELLA, "Wed, 11 Dec 2019 09:34:50 +0000", "frob"), REPORT,
                answer("There's a proposed fix here:\nhttps://lkml.org/lkml/2019/12/11/199")));
        assertNotEquals(c.clusterOf("kevin@vic"), c.clusterOf("io@ella"), "no author named");

        c = placed(List.of(fix("io@ella", ELLA, "Wed, 11 Dec 2019 09:34:50 +0000", "frob"),
                fix("other@otto", OTTO, "Wed, 11 Dec 2019 12:00:00 +0000", "blip"), REPORT,
                answer("Ella or Otto may have the fix:\nhttps://lkml.org/lkml/2019/12/11/199")));
        assertNotEquals(c.clusterOf("kevin@vic"), c.clusterOf("io@ella"), "two candidates: none");

        c = placed(List.of(fix("io@ella", ELLA, "Wed, 11 Dec 2019 09:34:50 +0000", "frob"), REPORT,
                answer("Ella wrote about this board at\nhttps://lkml.org/lkml/2019/12/11/199")));
        assertNotEquals(c.clusterOf("kevin@vic"), c.clusterOf("io@ella"), "no fix word");

        c = placed(List.of(fix("io@ella", ELLA, "Wed, 11 Dec 2019 09:34:50 +0000", "frob"), REPORT,
                answer("> Ella's fix:\n> https://lkml.org/lkml/2019/12/11/199\n\nI'll try that fix.")));
        assertNotEquals(c.clusterOf("kevin@vic"), c.clusterOf("io@ella"), "a quoted URL");

        c = placed(List.of(REPORT, answer(NAMED), fix("io@ella", ELLA, "Thu, 12 Dec 2019 09:34:50 +0000", "frob")));
        assertNotEquals(c.clusterOf("kevin@vic"), c.clusterOf("io@ella"), "posted after the answer (another day)");
    }

    @Test
    void daysAndNamesAreReadStrictly() {
        assertEquals(Set.of("2019-12-11"), LkmlDayLinks.days("fix: https://lkml.org/lkml/2019/12/11/199\n"));
        assertTrue(LkmlDayLinks.days("fix: https://lkml.org/lkml/2019/13/41/1\n").isEmpty(), "no such day");
        assertTrue(LkmlDayLinks.days("see https://lkml.org/lkml/2019/12/11/199\n").isEmpty(), "no fix word");
        assertTrue(LkmlDayLinks.named("ella.brandt@example.com", "x@y", "thanks, Ella!"));
        assertFalse(LkmlDayLinks.named("ella.brandt@example.com", "x@y", "Cinderella's fix"), "inside a word");
        assertFalse(LkmlDayLinks.named("ed@example.com", "x@y", "Ed's fix"), "too short a name to read");
        assertTrue(LkmlDayLinks.named("ed@example.com", "ed@example.com", "my fix"), "the author's own answer");
    }

    @Test
    void hostileTextEndsFast() {
        // Session 25: linear by growth (testkit.Linearity), not by a wall clock a loaded machine can miss.
        Linearity.assertLinear("reading lkml.org days", 200_000, LkmlDayLinksTest::hostile);
    }

    /** {@code n} URLs, a path of {@code 10 n} years, {@code 15 n} quote marks, a name {@code 5 n} long: read. */
    private static void hostile(int n) {
        StringBuilder many = new StringBuilder("fix\n");
        for (int i = 0; i < n; i++) {
            many.append("https://lkml.org/lkml/2019/12/").append(1 + i % 28).append('/').append(i).append('\n');
        }
        String huge = "fix https://lkml.org/lkml/" + "2019/".repeat(10 * n) + "\n";
        List<String> texts = new ArrayList<>(List.of(many.toString(), huge, ">".repeat(15 * n) + "lkml.org/lkml/"));
        assertEquals(4, LkmlDayLinks.days(texts.get(0)).size());
        assertTrue(LkmlDayLinks.days(texts.get(1)).isEmpty());
        assertTrue(LkmlDayLinks.days(texts.get(2)).isEmpty());
        assertFalse(LkmlDayLinks.named("ella@example.com", "x@y", "ella".repeat(5 * n)));
    }
}
