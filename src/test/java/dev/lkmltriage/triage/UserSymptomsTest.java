package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static dev.lkmltriage.triage.WrittenReportWordsTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 53 (cluster76; mail invented): symptom classes in the words of people who see the trouble
 * ({@link UserSymptoms}), read from the subject only, so a kind-other report that names one is a report to the
 * clusterer and carries a class its near misses can disagree with.
 */
class UserSymptomsTest {
    private static String symptom(String subject, String body) {
        return ReportFeatures.of(report("s-" + Math.abs((subject + body).hashCode()) + "@a", subject, body)).symptom();
    }

    @Test
    void whatUsersSeeInTheSubjectHasAClass() {
        assertEquals("fan", symptom("laptop fan screams all the time since the update", "Hi.\n"));
        assertEquals("fan", symptom("CPU fans go crazy after upgrading", "Hi.\n"));
        assertEquals("temperature", symptom("sensor about 20 degrees too high on my desktop", "Hi.\n"));
        assertEquals("pitch", symptom("all sound plays too fast (chipmunk voices)", "Hi.\n"));
        assertEquals("pitch", symptom("onboard audio pitch too high", "Hi.\n"));
        assertEquals("swapped", symptom("stereo reversed on my sound card", "Hi.\n"));
        assertEquals("swapped", symptom("left and right channels swapped after update", "Hi.\n"));
        assertEquals("noscan", symptom("wifi can't see any networks", "Hi.\n"));
        assertEquals("noscan", symptom("TV stick stopped finding channels", "Hi.\n"));
        assertEquals("range", symptom("USB wifi only works next to the router", "Hi.\n"));
        assertEquals("range", symptom("much weaker signal since the upgrade", "Hi.\n"));
        assertEquals("gestures", symptom("touchpad lost tap to click", "Hi.\n"));
        assertEquals("gestures", symptom("touchpad detected as a generic PS/2 mouse", "Hi.\n"));
        assertEquals("reset", symptom("home server reboots itself every few minutes", "Hi.\n"));
        assertEquals("black", symptom("black screen in the guest after the update", "Hi.\n"));
    }

    @Test
    void nearMissesKeepAnOlderClassOrNone() {
        // an older class in the subject wins over the user's words beside it
        assertEquals("hang", symptom("fan at full speed and the machine hangs", "Hi.\n"));
        assertEquals("crash", symptom("oops, then a black screen", "Hi.\n"));
        // the user's words in the text only give no class: texts name fans, keys and consoles in passing
        assertEquals("other", symptom("question about the thermal driver", "The fan never stops on my box, but "
                + "that is not why I write.\n"));
        // a card that resets itself is no machine restarting by itself
        assertEquals("other", symptom("RAID card resets itself during backup", "Hi.\n"));
        // words that only look alike
        assertEquals("other", symptom("fanout of the irq domain", "Hi.\n"));
        assertEquals("other", symptom("blacklist the module", "Hi.\n"));
        assertEquals("other", symptom("", ""));
        // fan and temperature are one problem told twice; either against a black screen is not
        assertTrue(ReportFeatures.sameSymptom("fan", "temperature"));
        assertFalse(ReportFeatures.sameSymptom("fan", "black"));
        assertFalse(ReportFeatures.sameSymptom("pitch", "swapped"));
    }

    @Test
    void aKindOtherMessageNamingOneIsAReport() {
        Report r = report("ko@a", "Fedora 15: stereo reversed on my sound card", "Hi,\n\nleft is right now.\n");
        assertTrue(ReportFeatures.looksLikeReport(r, ReportFeatures.of(r)));
        Report q = report("kq@a", "how do I read the mixer", "Hi,\n\nwhere is the setting?\n");
        assertFalse(ReportFeatures.looksLikeReport(q, ReportFeatures.of(q)));
    }

    private static final String CARD = "05:04.0 Multimedia audio controller [0401]: C-Media Electronics Inc CMI8788 "
            + "[Oxygen HD Audio] [13f6:8788]\n";

    @Test
    void theSameCardAndWindowWithAnotherComplaintStaysApartAndASecondReporterJoins() {
        Report swapped = mail("us-1@a", "Ana Pires <ana@example.pt>", "Mon, 11 Apr 2011 10:00:00 +0000",
                "oxygen: left and right channels swapped on 2.6.38",
                "Hi,\n\nwith 2.6.38.1 left plays on the right speaker; 2.6.37.5 is good.\n\n" + CARD + "\nAna\n");
        Report pitch = mail("us-2@b", "Jun Mori <jun@example.jp>", "Thu, 21 Apr 2011 10:00:00 +0000",
                "oxygen: playback too fast on 2.6.38",
                "Hello,\n\nwith 2.6.38.2 music plays too fast; 2.6.37.6 is good.\n\n" + CARD + "\nJun\n");
        Clusterer c = placed(List.of(swapped, pitch));
        assertNotEquals(c.clusterOf("us-1@a"), c.clusterOf("us-2@b"), c.all().toString());
        Report again = mail("us-3@c", "Piet Smit <piet@example.nl>", "Fri, 29 Apr 2011 10:00:00 +0000",
                "stereo reversed after upgrading to 2.6.38",
                "Hi,\n\nsince 2.6.38.3 the stereo image is mirrored; 2.6.37.6 was fine.\n\n" + CARD + "\nPiet\n");
        Clusterer d = placed(List.of(swapped, pitch, again));
        assertEquals(d.clusterOf("us-1@a"), d.clusterOf("us-3@c"), d.all().toString());
    }

    @Test
    void anAlsaDriverWrittenWithoutItsPrefixNamesTheModule() {
        java.util.Set<String> carried = java.util.Set.of("snd-intel8x0", "emu10k1x", "snd-emu10k1");
        assertEquals(java.util.Set.of("snd-intel8x0"),
                NamedModules.of(report("a1@a", "intel8x0 pitch too high on 2.6.27.4", "x\n").mail(), carried::contains));
        // a module of the exact name wins over the prefixed form
        assertEquals(java.util.Set.of("emu10k1x"),
                NamedModules.of(report("a2@a", "emu10k1x: no sound", "x\n").mail(), carried::contains));
        // a name already prefixed is not prefixed again; a plain word is no module
        assertEquals(List.of("snd-usb-audio", "snd_usb_audio"), NamedModules.writtenForms("snd-usb-audio"));
        assertEquals(List.of("intel8x0", "snd-intel8x0", "snd_intel8x0"), NamedModules.writtenForms("intel8x0"));
        assertTrue(NamedModules.of(report("a3@a", "sound plays too fast", "the intel sound\n").mail(),
                carried::contains).isEmpty());
        // a rate told by ear and one measured are kin; the rate and a swapped pair of channels are not
        assertTrue(ReportFeatures.sameSymptom("pitch", "throughput"));
        assertFalse(ReportFeatures.sameSymptom("swapped", "throughput"));
    }

    @Test
    void aTerseReportNamingTheDriverWithoutItsPrefixJoinsTheMeasuredRateAndADisjointWindowDoesNot() {
        String codec = "00:1f.5 Multimedia audio controller [0401]: Intel Corporation 82801EB/ER (ICH5/ICH5R) AC'97 "
                + "Audio Controller [8086:24d5] (rev 02)\n";
        Report measured = mail("ap-1@a", "Ana Pires <ana@example.pt>", "Mon, 20 Oct 2008 10:00:00 +0000",
                "snd-intel8x0: playback 9% too fast since 2.6.27",
                "Hi,\n\nwith 2.6.27.2 a 1 kHz tone measures 1090 Hz; 2.6.26.6 is good.\n\n" + codec + "\nAna\n");
        Report terse = mail("ap-2@b", "Jun Mori <jun@example.jp>", "Mon, 3 Nov 2008 10:00:00 +0000",
                "intel8x0 pitch too high on 2.6.27.4", "Onboard sound a semitone high on 2.6.27.4, right on 2.6.26.7.\n");
        Clusterer c = placed(List.of(measured, terse));
        assertEquals(c.clusterOf("ap-1@a"), c.clusterOf("ap-2@b"), c.all().toString());
        Report older = mail("ap-3@c", "Piet Smit <piet@example.nl>", "Tue, 20 Feb 2007 10:00:00 +0000",
                "intel8x0 pitch too high on 2.6.20", "Onboard sound too high on 2.6.20.1, right on 2.6.19.2.\n");
        Clusterer d = placed(List.of(older, measured));
        assertNotEquals(d.clusterOf("ap-1@a"), d.clusterOf("ap-3@c"), d.all().toString());
    }

    @Test
    void hostileTextStaysWithinItsBudget() {
        String subject = "fan at full speed chipmunk stereo reversed ".repeat(2_000);
        String body = "fans go crazy black screen next to the router tap to click ".repeat(20_000);
        ReportFeatures.of(report("warm@a", "x black screen", "6.1 fails.\n"));
        Report big = report("big@a", subject, body);
        long t0 = System.nanoTime();
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            ReportFeatures.of(big);
            ReportFeatures.symptomClass(body.toLowerCase(java.util.Locale.ROOT));
            ReportFeatures.symptomClass(body.toLowerCase(java.util.Locale.ROOT), false);
            NamedModules.of(big.mail(), w -> w.startsWith("snd-"));
        });
        System.out.printf("UserSymptomsTest hostile: %.2f s%n", (System.nanoTime() - t0) / 1e9);
    }
}
