package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Session 13 (roles14, docs/extraction-eval.md): "introduced by X" blames X only when its sentence names a harm; it
 * also says where code came from. Fixtures invented here.
 */
class RealMailRulesRoles14Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Facts facts(String body) {
        String raw = "From: Dee Replier <dee@example.org>\nSubject: Re: [PATCH] frob: rework the link setup"
                + "\nMessage-ID: <roles14@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return extractor.extract(m);
    }

    @Test
    void introducedByBlamesOnlyWithAHarmInItsSentence() {
        assertEquals("culprit", role(facts("This hang was introduced by 5b8e2c71d0fa (\"frob: Skip the link "
                + "retrain\").\n"), "5b8e2c71d0fa"));
        assertEquals("culprit", role(facts("The refcount leak was introduced by 5b8e2c71d0fa.\n"),
                "5b8e2c71d0fa"));
        assertEquals("culprit", role(facts("A race with hot-remove was introduced by 5b8e2c71d0fa when it moved "
                + "the lock.\n"), "5b8e2c71d0fa"));
        // near misses: the same words about where a scheme or a function came from
        assertEquals("reference", role(facts("The new mapping scheme introduced by 5b8e2c71d0fa (\"frob: Add a "
                + "mapping helper\") gives drivers an easy way to share it.\n"), "5b8e2c71d0fa"));
        assertEquals("reference", role(facts("We now take frob_lock_rescan(), which was introduced by commit "
                + "5b8e2c71d0fa for the hotplug path.\n"), "5b8e2c71d0fa"));
    }
}
