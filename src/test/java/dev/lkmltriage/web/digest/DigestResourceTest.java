package dev.lkmltriage.web.digest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.digest.Digests;
import dev.lkmltriage.digest.PlainText;
import dev.lkmltriage.web.CorpusData;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The preview endpoint and the scheduled job, in one service start on the corpus with GreenMail as its server. */
@QuarkusTest
@QuarkusTestResource(value = CorpusData.class, restrictToAnnotatedClass = true)
@QuarkusTestResource(value = DigestSmtp.class, restrictToAnnotatedClass = true)
class DigestResourceTest {
    @Inject
    DigestJob job;

    @Test
    void previewShowsTheMailAndSendsNothing() {
        String text = given().queryParam("to", "netdev@vger.kernel.org").when().get("/api/digests/preview")
                .then().statusCode(200).contentType(startsWith("text/plain"))
                .body(containsString("Subject: [triage] netdev: "))
                .body(containsString("List-Unsubscribe: <mailto:triage@example.org?"))
                .body(containsString("https://lore.kernel.org/r/")).extract().asString();
        assertTrue(PlainText.fits(text.substring(text.indexOf("\n\n") + 2)), text);
        given().queryParam("to", "netdev@vger.kernel.org").accept("application/json").when()
                .get("/api/digests/preview").then().statusCode(200)
                .body("to", org.hamcrest.Matchers.equalTo("netdev@vger.kernel.org"))
                .body("subject", startsWith("[triage] netdev: "));
        assertEquals(0, DigestSmtp.smtp.received().length);
    }

    @Test
    void badRecipientsAre400WithTheFix() {
        given().when().get("/api/digests/preview").then().statusCode(400).body(containsString("?to=ADDR"));
        given().queryParam("to", "nobody@example.com").when().get("/api/digests/preview").then().statusCode(400)
                .body(containsString("not a recipient in MAINTAINERS"));
        given().queryParam("to", "a@b.c\r\nBcc: x@example.com").when().get("/api/digests/preview").then()
                .statusCode(400).body(containsString("not a plain mail address")).body(not(containsString("\r")));
        given().queryParam("to", "x".repeat(2000) + "@example.com").when().get("/api/digests/preview").then()
                .statusCode(400);
    }

    @Test
    void theJobSendsPendingDigestsOnceTheServerIsBackAndNeverTwice() throws Exception {
        DigestSmtp.smtp.stop();
        List<Digests.Outcome> down = job.run(false);
        assertEquals(1, down.size());
        assertEquals("pending", down.get(0).status(), down.toString());

        DigestSmtp.smtp.start();
        // Retry ticks until the digest goes out, for up to a minute: it was twenty ticks 100 ms apart, about two
        // seconds for a loaded machine's restarted server to take it. "Never twice" is asserted below, not by time.
        List<String> ids = List.of();
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (ids.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(100);
            Digests.Outcome o = job.run(true).get(0);
            ids = o.sentMessageIds();
        }
        assertEquals(1, ids.size(), "the pending digest went out on a retry tick");
        assertEquals("nothing-new", job.run(false).get(0).status());
        MimeMessage[] got = DigestSmtp.smtp.received();
        assertEquals(1, got.length);
        MimeMessage m = got[0];
        assertEquals("<" + ids.get(0) + ">", m.getHeader("Message-ID")[0]);
        assertNull(m.getHeader("In-Reply-To"));
        assertTrue(m.getSubject().matches("\\[triage\\] linux-nvme: \\d+ new regressions, .*"), m.getSubject());
        assertTrue(m.getContentType().startsWith("text/plain"), m.getContentType());
        assertTrue(m.getHeader("List-Unsubscribe")[0].startsWith("<mailto:"), m.getHeader("List-Unsubscribe")[0]);
        assertEquals(1, m.getHeader("Date").length);
        String body = ((String) m.getContent()).replace("\r\n", "\n");
        assertTrue(PlainText.fits(body), body);
    }
}
