package dev.lkmltriage.web.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.web.CorpusData;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/** The write side: tokens, uploads (hostile, malformed, oversized) and triage actions, recorded durably. */
@QuarkusTest
@QuarkusTestResource(value = CorpusData.class, restrictToAnnotatedClass = true)
class ApiWriteTest {
    static final String ALICE = "alice-secret-token";
    static final String BOB = "bob-secret-token";

    static RequestSpecification as(String token) {
        return given().header("Authorization", "Bearer " + token);
    }

    static byte[] fixture(String name) throws IOException {
        try (InputStream in = ApiWriteTest.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }

    @Test
    void writesNeedAKnownTokenAndTokensNeverReachTheLog() throws Exception {
        String guess = "guessed-token-4711";
        try (LogCapture log = new LogCapture()) {
            given().contentType("message/rfc822").body(fixture("hostile-subject.eml")).post("/api/ingest").then()
                    .statusCode(401).contentType("application/json")
                    .header("WWW-Authenticate", containsString("Bearer"))
                    .body("error", containsString("Authorization: Bearer"));
            as(guess).contentType("application/json").body("{\"action\":\"note\",\"note\":\"n\",\"why\":\"w\"}")
                    .post("/api/clusters/" + ApiTest.seedClusterId() + "/actions").then().statusCode(401)
                    .body("error", containsString("the token is not known"));
            given().header("Authorization", "Basic " + ALICE).contentType("message/rfc822").body("x".getBytes())
                    .post("/api/ingest").then().statusCode(401);
            as(ALICE).contentType("application/json")
                    .body("{\"action\":\"note\",\"note\":\"token test\",\"why\":\"checking the log\"}")
                    .post("/api/clusters/" + ApiTest.seedClusterId() + "/actions").then().statusCode(201);
            String text = log.text();
            assertTrue(text.contains("by alice"), "the accepted write is logged with its user:\n" + text);
            assertTrue(text.contains("refused POST"), "the refusals are logged:\n" + text);
            assertFalse(text.contains(ALICE), "a token reached the log:\n" + text);
            assertFalse(text.contains(guess), "a guessed token reached the log:\n" + text);
        }
    }

    @Test
    void aHostileSubjectComesBackAsJsonStringDataNeverHtml() throws Exception {
        String subject = "<script>alert('pwned')</script> r8169: send throughput fell from 900 Mbit/s to 90 Mbit/s"
                + " in 2.6.23";
        as(ALICE).contentType("message/rfc822").body(fixture("hostile-subject.eml")).post("/api/ingest").then()
                .statusCode(200).contentType("application/json").body("messages", equalTo(1));
        String id = "hostile-script-subject-1@example.invalid";
        given().get("/api/messages/" + id).then().statusCode(200).contentType("application/json")
                .body("report.subject", equalTo(subject));
        JsonPath hits = given().queryParam("q", "m:" + id).get("/api/search").then().statusCode(200)
                .body("hits[0].subject", equalTo(subject)).extract().jsonPath();
        given().queryParam("q", "onerror").get("/api/search").then().statusCode(200)
                .body("hits.messageId", hasItem(id))
                .body("hits.snippetHtml", not(hasItem(containsString("<img"))));
        assertEquals(1, hits.getList("hits").size());
        String feed = given().get("/api/feed.atom").then().statusCode(200).extract().asString();
        assertFalse(feed.contains("<script>"), "the feed carries mail text escaped");
        // The same upload again changes nothing.
        as(ALICE).contentType("message/rfc822").body(fixture("hostile-subject.eml")).post("/api/ingest").then()
                .statusCode(200).body("duplicates", equalTo(1)).body("added", equalTo(0));
    }

    @Test
    void aMalformedMboxIsIngestedAsFarAsItCanBeAndSaysWhatWasWrong() throws Exception {
        JsonPath s = as(BOB).contentType("application/mbox").body(fixture("malformed.mbox")).post("/api/ingest")
                .then().statusCode(200).body("read", greaterThanOrEqualTo(2)).extract().jsonPath();
        assertEquals(2, s.getLong("added"), s.prettify());
        assertTrue(s.getLong("unreadable") + s.getMap("problems").size() > 0, "the damage is reported: "
                + s.prettify());
        given().get("/api/messages/upload-good-1@example.invalid").then().statusCode(200)
                .body("report.subject", equalTo("e1000e: rx hang after resume on 3.2"));
        given().get("/api/messages/upload-good-2@example.invalid").then().statusCode(200)
                .body("report.problems.size()", greaterThan(0));
    }

    @Test
    void uploadsThatAreTooBigNoMailOrOfTheWrongTypeAreRefusedClearly() {
        byte[] big = new byte[1024 * 1024 + 10];
        java.util.Arrays.fill(big, (byte) 'a');
        as(ALICE).contentType("application/mbox").body(big).post("/api/ingest").then().statusCode(413)
                .contentType("application/json").body("error", containsString("triage.upload-max"));
        byte[] binary = new byte[4096];
        new java.util.Random(7).nextBytes(binary);
        as(ALICE).contentType("application/octet-stream").body(binary).post("/api/ingest").then().statusCode(422)
                .body("error", containsString("nothing in the upload could be read"))
                .body("summary.unreadable", equalTo(1));
        as(ALICE).contentType("application/json").body("{}").post("/api/ingest").then().statusCode(415)
                .contentType("application/json").body("error", containsString("application/json"));
        as(ALICE).contentType("message/rfc822").get("/api/ingest").then().statusCode(405);
    }

    @Test
    void aConfiguredSourceIsIngestedByNameAndOnlyByName() {
        given().get("/api/ingest/sources").then().statusCode(200).body("$", equalTo(List.of("seed")));
        given().post("/api/ingest/sources/seed").then().statusCode(401);
        as(BOB).post("/api/ingest/sources/seed").then().statusCode(200).contentType("application/json")
                .body("duplicates", greaterThan(5)).body("added", equalTo(0));
        as(BOB).urlEncodingEnabled(false).post("/api/ingest/sources/..%2F..%2Fetc%2Fpasswd").then()
                .statusCode(404).body("error", containsString("configured: [seed]"));
    }

    /** Clusters other than the seed one, with at least two members, for actions that change them. */
    static List<Map<String, Object>> victims() {
        String seed = ApiTest.seedClusterId();
        List<Map<String, Object>> all = given().queryParam("limit", 1000).queryParam("sort", "size")
                .get("/api/clusters").then().statusCode(200).extract().jsonPath().getList("clusters");
        return all.stream().filter(c -> !c.get("id").equals(seed) && ((List<?>) c.get("members")).size() >= 2)
                .toList();
    }

    @Test
    void actionsAreRecordedWithWhoAndWhyShownInHistoryAndKeptOnDisk() throws IOException {
        List<Map<String, Object>> v = victims();
        assertTrue(v.size() >= 4, "the corpus has enough clusters");
        String a = (String) v.get(0).get("id");
        String b = (String) v.get(1).get("id");
        String c = (String) v.get(2).get("id");
        String d = (String) v.get(3).get("id");
        List<String> aMembers = ((List<Map<String, Object>>) v.get(0).get("members")).stream()
                .map(m -> (String) m.get("messageId")).toList();

        // split: the last member of a into a new cluster
        String moved = aMembers.get(aMembers.size() - 1);
        JsonPath split = as(ALICE).contentType("application/json")
                .body(Map.of("action", "split", "members", List.of("<" + moved + ">"),
                        "why", "a different NIC <b>entirely</b>"))
                .post("/api/clusters/" + a + "/actions").then().statusCode(201)
                .body("action.who", equalTo("alice")).body("action.action", equalTo("split"))
                .body("cluster.members.messageId", not(hasItem(moved))).extract().jsonPath();
        String newId = split.getString("newCluster");
        given().get("/api/clusters/" + newId).then().statusCode(200).body("members.messageId", equalTo(List.of(moved)))
                .body("related", hasItem(a));
        given().get("/api/messages/" + moved).then().body("cluster", equalTo(newId));

        // merge: b into a, by bob
        as(BOB).contentType("application/json").body(Map.of("action", "merge", "into", a,
                "why", "same bisected commit")).post("/api/clusters/" + b + "/actions").then().statusCode(201)
                .body("cluster.id", equalTo(a));
        given().get("/api/clusters/" + b).then().statusCode(200).body("id", equalTo(a))
                .body("mergedFrom", equalTo(b))
                .body("history.evidence", hasItem(containsString("merged " + b)))
                .body("history.evidence", hasItem(containsString("bob: same bisected commit")))
                .body("actions.who", hasItem("bob"));
        given().queryParam("limit", 1000).get("/api/clusters").then().body("clusters.id", not(hasItem(b)));

        // duplicate, status, note
        as(ALICE).contentType("application/json").body(Map.of("action", "duplicate", "of", a, "why", "dup"))
                .post("/api/clusters/" + c + "/actions").then().statusCode(201).body("cluster.status",
                        equalTo("duplicate")).body("cluster.related", hasItem(a));
        as(ALICE).contentType("application/json").body(Map.of("action", "status", "status", "fixed",
                "why", "fix is in 2.6.24")).post("/api/clusters/" + d + "/actions").then().statusCode(201);
        given().queryParam("status", "fixed").get("/api/clusters").then().body("clusters.id", hasItem(d));
        as(ALICE).contentType("application/json").body(Map.of("action", "note", "note", "<script>x</script>",
                "why", "asked the reporter")).post("/api/clusters/" + d + "/actions").then().statusCode(201)
                .contentType("application/json")
                .body("cluster.history.evidence", hasItem(containsString("note: <script>x</script>")));
        given().get("/api/clusters/" + d + "/actions").then().statusCode(200).body("size()", equalTo(2))
                .body("[0].why", equalTo("fix is in 2.6.24"));

        Path log = Path.of(ConfigProvider.getConfig().getValue("triage.data", String.class), "actions",
                "actions.jsonl");
        String kept = Files.readString(log, StandardCharsets.UTF_8);
        assertTrue(kept.contains("\"who\":\"bob\"") && kept.contains("same bisected commit"), kept);
        assertFalse(kept.contains(ALICE) || kept.contains(BOB), "tokens are not kept with the actions");
    }

    @Test
    void tokensInTheDataDirectoryCountAndAreReReadWhenTheFileChanges() throws Exception {
        Path file = Path.of(ConfigProvider.getConfig().getValue("triage.data", String.class), "tokens");
        String url = "/api/clusters/" + ApiTest.seedClusterId() + "/actions";
        Map<String, String> note = Map.of("action", "note", "note", "from the file", "why", "token file test");
        as("carol-file-token").contentType("application/json").body(note).post(url).then().statusCode(401);
        try {
            Files.writeString(file, "# people who triage\ncarol : carol-file-token\nbroken line\n:nouser\n");
            as("carol-file-token").contentType("application/json").body(note).post(url).then().statusCode(201)
                    .body("action.who", equalTo("carol"));
        } finally {
            Files.delete(file);
        }
        as("carol-file-token").contentType("application/json").body(note).post(url).then().statusCode(401);
    }

    @Test
    void badActionsAreRefusedWithWhatToFix() {
        String seed = ApiTest.seedClusterId();
        String url = "/api/clusters/" + seed + "/actions";
        as(ALICE).contentType("application/json").body(Map.of("action", "status", "status", "fixed")).post(url)
                .then().statusCode(400).contentType("application/json").body("error", containsString("\"why\""));
        as(ALICE).contentType("application/json").body(Map.of("action", "merge", "into", "no-such-cluster",
                "why", "w")).post(url).then().statusCode(404).body("error", containsString("no-such-cluster"));
        as(ALICE).contentType("application/json").body(Map.of("action", "merge", "into", seed, "why", "w"))
                .post(url).then().statusCode(400).body("error", containsString("itself"));
        as(ALICE).contentType("application/json").body(Map.of("action", "explode", "why", "w")).post(url).then()
                .statusCode(400).body("error", containsString("merge, split, duplicate, status, note"));
        as(ALICE).contentType("application/json").body(Map.of("action", "status", "status", "banana", "why", "w"))
                .post(url).then().statusCode(400).body("error", containsString("unknown status"));
        as(ALICE).contentType("application/json").body(Map.of("action", "split", "members",
                List.of("nobody@example.invalid"), "why", "w")).post(url).then().statusCode(400)
                .body("error", containsString("not a member"));
        as(ALICE).contentType("application/json").body("{\"action\": ").post(url).then().statusCode(400)
                .body("error", containsString("not JSON"));
        as(ALICE).contentType("application/json").body("[1,2]").post(url).then().statusCode(400);
        as(ALICE).contentType("application/json").body(Map.of("action", List.of("x"), "why", "w")).post(url)
                .then().statusCode(400);
        as(ALICE).contentType("text/plain").body("status fixed").post(url).then().statusCode(415);
        as(ALICE).contentType("application/json").body("{\"why\":\"" + "x".repeat(70_000) + "\"}").post(url)
                .then().statusCode(413);
        as(ALICE).contentType("application/json").body(Map.of("action", "note", "note", "n", "why", "w"))
                .post("/api/clusters/no-such-cluster/actions").then().statusCode(404)
                .body("error", notNullValue());
    }
}
