package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 31 (spam33; fixtures invented): spam sent to the list is kind other, and its words gave it a symptom ("Hang
 * Seng Bank" a hang), so each piece opened a one-message report cluster. Spam opens none; a terse report of kind other
 * that shares its words but names a device still does.
 */
class SpamStartsTest {
    private static final String DATE = "Mon, 2 Mar 2020 10:00:00 +0100";

    @Test
    void spamWithASymptomWordOpensNoCluster() {
        Clusterer c = placed(List.of(mail("spam@x", "Mr. Lee <lee@example.com>", DATE, "Dear Friend,",
                "Dear Friend,\n\nI am a director of Wing Hang Bank. A client died without next of kin and left"
                        + " 7.5 million dollars; the transfer is stuck and I need your help. Reply to me.\n")));
        assertNull(c.clusterOf("spam@x"));
    }

    @Test
    void aTerseQuestionWithTheSameWordsAndADeviceStillOpensOne() {
        Clusterer c = placed(List.of(mail("user@x", "Ann <ann@example.org>", DATE, "Dear all: my NVMe bank hangs",
                "Dear all,\n\nthe NVMe disks in our bank's server hang after some hours; no dmesg output. Any"
                        + " idea what to try?\n")));
        assertNotNull(c.clusterOf("user@x"));
    }
}
