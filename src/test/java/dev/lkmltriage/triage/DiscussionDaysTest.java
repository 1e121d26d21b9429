package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * Session 24, class G: a maintainer's objection no rule reads as a report, found by the change that cites its thread
 * by an lkml.org URL ({@link DiscussionDays}), on invented mail through the real parser and extractor. A maintainer
 * objects that a driver's debug files print tables; the driver's author answers in that thread, then posts part 2/2
 * of a series (and its v2) citing the discussion by the day of his answer. Near misses: the author never wrote in
 * the thread, or wrote only after the patch; two threads he wrote in that day; an [RFC] thread; the URL quoted or
 * only inside the diff; hostile input ends fast.
 */
class DiscussionDaysTest {
    private static final String GRETA = "Greta Vos <greta@example.org>";
    private static final String PAUL = "Paul Arnesen <paul.arnesen@example.com>";
    private static final String NINA = "Nina Holm <nina.holm@example.net>";

    private static final Report OBJECTION = PatchText.mail("obj@greta", null, GRETA,
            "Mon, 4 Mar 2019 09:00:00 +0000", "frobnic debugfs counters are a table, not a value",
            "Hi Paul,\n\nEach file under the frobnic counters directory prints a dozen lines with names and"
                    + " numbers.\nA file like that needs a parser, which is exactly what we ask people not to"
                    + " do.\nPlease split it up.\n\nGreta\n");

    private static Report answer(String id, String from, String date) {
        return PatchText.mail(id, "obj@greta", from, date, "Re: frobnic debugfs counters are a table, not a value",
                "> Please split it up.\n\nFair point, I will send something once the merge window closes.\n");
    }

    private static Report cover(String id, String version, String date) {
        return PatchText.mail(id, null, PAUL, date, "[PATCH" + version + " 0/2] frobnic: counters",
                "Two small changes to the frobnic counters.\n\nPaul Arnesen (2):\n  frobnic: rename counters\n"
                        + "  frobnic: one counter per file\n");
    }

    private static Report part(String id, String thread, String version, String date, String cites) {
        return PatchText.mail(id, thread, PAUL, date, "[PATCH" + version + " 2/2] frobnic: One counter per file",
                PatchText.oneFile("Give each counter a file of its own, as requested in the discussion:\n" + cites,
                        "", "drivers/misc/frobnic/counters.c",
                        "-\tseq_printf(s, \"%s %llu\\n\", name, val);\n+\treturn sprintf(buf, \"%llu\\n\", val);"));
    }

    private static final String CITES = "https://lkml.org/lkml/2019/3/6/411\n";

    private static List<Report> story(String cites) {
        return List.of(OBJECTION, answer("paul@answer", PAUL, "Wed, 6 Mar 2019 10:00:00 +0000"),
                answer("greta@again", GRETA, "Wed, 6 Mar 2019 12:00:00 +0000"),
                cover("c1@paul", "", "Mon, 22 Apr 2019 08:00:00 +0000"),
                part("p1@paul", "c1@paul", "", "Mon, 22 Apr 2019 08:00:01 +0000", cites),
                cover("c2@paul", " v2", "Fri, 26 Apr 2019 08:00:00 +0000"),
                part("p2@paul", "c2@paul", " v2", "Fri, 26 Apr 2019 08:00:01 +0000", cites));
    }

    @Test
    void theChangeCitingTheDiscussionItsAuthorWroteInJoinsTheObjection() throws Exception {
        List<Report> mail = story(CITES);
        Clusterer c = placed(mail);
        String cluster = c.clusterOf("obj@greta");
        assertNotNull(cluster, "the objection is the report");
        assertEquals(cluster, c.clusterOf("p1@paul"));
        assertEquals(cluster, c.clusterOf("p2@paul"), "the next round's part cites it too");
        assertEquals(cluster, c.clusterOf("paul@answer"), "the thread's answers follow");
        assertNull(c.clusterOf("c1@paul"), "the series' cover stays apart");
        assertNull(c.clusterOf("c2@paul"));
        RestoreAcrossRunsTest.sameAcrossRunsFromKeys(mail, "obj@greta", "p1@paul");
        RestoreAcrossRunsTest.sameAcrossRunsFromKeys(mail, "obj@greta", "p2@paul");
    }

    @Test
    void anAuthorOutsideTheThreadOrWritingLaterTiesNothing() {
        Clusterer c = placed(List.of(OBJECTION, answer("nina@answer", NINA, "Wed, 6 Mar 2019 10:00:00 +0000"),
                cover("c1@paul", "", "Mon, 22 Apr 2019 08:00:00 +0000"),
                part("p1@paul", "c1@paul", "", "Mon, 22 Apr 2019 08:00:01 +0000", CITES)));
        assertNull(c.clusterOf("p1@paul"), "the author never wrote in the thread");

        c = placed(List.of(OBJECTION, answer("greta@again", GRETA, "Wed, 6 Mar 2019 12:00:00 +0000"),
                cover("c1@paul", "", "Mon, 22 Apr 2019 08:00:00 +0000"),
                part("p1@paul", "c1@paul", "", "Mon, 22 Apr 2019 08:00:01 +0000", CITES),
                answer("paul@late", PAUL, "Tue, 23 Apr 2019 10:00:00 +0000")));
        assertNull(c.clusterOf("p1@paul"), "he wrote in it only after the patch");
    }

    @Test
    void twoThreadsThatDayAnRfcQuotedOrDiffOnlyUrlsTieNothing() {
        Report other = PatchText.mail("other@nina", null, NINA, "Tue, 5 Mar 2019 09:00:00 +0000",
                "frobnic sysfs naming", "Which names should the frobnic sysfs files use?\n");
        Report paulThere = PatchText.mail("paul@other", "other@nina", PAUL, "Wed, 6 Mar 2019 11:00:00 +0000",
                "Re: frobnic sysfs naming", "Lower case, as the others.\n");
        Clusterer c = placed(List.of(OBJECTION, other, answer("paul@answer", PAUL, "Wed, 6 Mar 2019 10:00:00 +0000"),
                paulThere, cover("c1@paul", "", "Mon, 22 Apr 2019 08:00:00 +0000"),
                part("p1@paul", "c1@paul", "", "Mon, 22 Apr 2019 08:00:01 +0000", CITES)));
        assertNull(c.clusterOf("p1@paul"), "two discussions he wrote in that day: none");

        Report rfc = PatchText.mail("rfc@greta", null, GRETA, "Mon, 4 Mar 2019 09:00:00 +0000",
                "[RFC] frobnic: restrict counters to root", "Should the counters be readable by root only?\n");
        c = placed(List.of(rfc, PatchText.mail("paul@rfc", "rfc@greta", PAUL, "Wed, 6 Mar 2019 10:00:00 +0000",
                        "Re: [RFC] frobnic: restrict counters to root", "Yes, I think so.\n"),
                cover("c1@paul", "", "Mon, 22 Apr 2019 08:00:00 +0000"),
                part("p1@paul", "c1@paul", "", "Mon, 22 Apr 2019 08:00:01 +0000", CITES)));
        assertNull(c.clusterOf("p1@paul"), "a proposal is no report");

        c = placed(story("> " + CITES));
        assertNull(c.clusterOf("p1@paul"), "a quoted URL");
        assertTrue(LkmlDayLinks.cited("intro\n\ndiff --git a/x b/x\n+see " + CITES).isEmpty(), "only in the diff");
        assertEquals(Set.of("2019-03-06"), LkmlDayLinks.cited("discussed at " + CITES), "no fix word needed");
    }

    @Test
    void onlyADiscussionsOwnTitleStartsOne() {
        assertTrue(DiscussionDays.startsDiscussion("frobnic debugfs counters are a table"));
        assertFalse(DiscussionDays.startsDiscussion("Re: frobnic debugfs counters are a table"));
        assertFalse(DiscussionDays.startsDiscussion("[PATCH] frobnic: one counter per file"));
        assertFalse(DiscussionDays.startsDiscussion("[RFC v2] frobnic: counters"));
        assertFalse(DiscussionDays.startsDiscussion("[GIT PULL] frobnic fixes"));
        assertFalse(DiscussionDays.startsDiscussion(null));
    }

    @Test
    void hostileInputEndsFastWithinItsCaps() {
        // Session 25: linear by growth (testkit.Linearity), no longer by a 3 s wall clock a loaded machine missed.
        Linearity.assertLinear("remembering and citing", 200_000, DiscussionDaysTest::hostile);
    }

    /** {@code n} messages remembered (a tenth of them threads) and {@code n} lkml.org URLs cited, checked. */
    private static void hostile(int n) {
        DiscussionDays d = new DiscussionDays();
        for (int i = 0; i < n; i++) {
            String thread = "t" + (i % (n / 10));
            d.remember(i < n / 10 ? thread : "m" + i, thread, "a title of its own", "s" + i + "@example.org",
                    "2019-03-" + String.format("%02d", 1 + i % 28) + "T10:00:00Z");
        }
        assertEquals(Math.min(n / 10, DiscussionDays.MAX_THREADS), d.threads());
        assertNull(d.resolve(Set.of("2019-03-06"), "nobody@example.org", "2019-04-01T00:00:00Z"));
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < n; i++) {
            many.append("https://lkml.org/lkml/2019/3/").append(1 + i % 28).append('/').append(i).append('\n');
        }
        List<String> texts = new ArrayList<>(List.of(many.toString(), "lkml.org/lkml/" + "2019/".repeat(10 * n)));
        assertEquals(4, LkmlDayLinks.cited(texts.get(0)).size());
        assertTrue(LkmlDayLinks.cited(texts.get(1)).isEmpty());
    }
}
