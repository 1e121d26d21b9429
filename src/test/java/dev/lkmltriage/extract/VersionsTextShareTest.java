package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The stages of one message share its {@link VersionsText}; another message, even with equal text, gets its own. */
class VersionsTextShareTest {
    private static Mail mail(String body) {
        String raw = "From: Ann Example <ann@example.org>\nSubject: r8169 slow\nMessage-ID: <x1@example.org>\n\n" + body;
        return new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void sharedWithinAMessageAndNeverAcross() {
        Mail a = mail("> quoted 5.4\nworks on 5.3, broken on 5.4\n");
        VersionsText t = VersionsText.of(a);
        assertSame(t, VersionsText.of(a));
        Mail b = mail("> quoted 5.4\nworks on 5.3, broken on 5.4\n");
        VersionsText u = VersionsText.of(b);
        assertNotSame(t, u, "an equal message is another object: scanned on its own");
        VersionsText fresh = new VersionsText(b);
        for (int k = 0; k < b.text().length(); k++) {
            assertEquals(fresh.quoted(k), u.quoted(k));
            assertEquals(fresh.factsAllowed(k), u.factsAllowed(k));
        }
        assertNotSame(u, VersionsText.of(mail("another body\n")));
    }
}
