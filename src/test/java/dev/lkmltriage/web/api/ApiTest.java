package dev.lkmltriage.web.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.web.CorpusData;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The read side of the API against the ingested corpus: every GET endpoint, its shapes, and hostile ids/queries. */
@QuarkusTest
@QuarkusTestResource(value = CorpusData.class, restrictToAnnotatedClass = true)
class ApiTest {
    static final String SEED_REPORT = "20070926181408.GA3121@kaivo.example.fi";

    static String seedClusterId() {
        List<Map<String, Object>> clusters = given().queryParam("limit", 1000).get("/api/clusters").then()
                .statusCode(200).extract().jsonPath().getList("clusters");
        return clusters.stream().filter(c -> ((List<?>) c.get("suspects")).stream()
                        .anyMatch(s -> String.valueOf(((Map<?, ?>) s).get("hash")).startsWith("6dccd16b")))
                .map(c -> (String) c.get("id")).findFirst().orElseThrow();
    }

    @Test
    void searchAnswersTotalHitsAndFacetsWithSnippetsAsData() {
        given().queryParam("q", "r8169 kver:2.6.23-rc8").queryParam("limit", 5).get("/api/search")
                .then().statusCode(200).body("total", greaterThan(0)).body("facets.size()", equalTo(0))
                .body("totalExact", equalTo(true)); // the corpus is far below the 1000 counted
        JsonPath j = given().queryParam("q", "r8169 kver:2.6.23-rc8").queryParam("limit", 5)
                .queryParam("facets", "true").get("/api/search")
                .then().statusCode(200).contentType("application/json")
                .body("total", greaterThan(0))
                .body("hits[0].messageId", notNullValue())
                .body("hits[0].subject", notNullValue())
                .body("hits[0].date", notNullValue())
                .body("facets.driver.value", hasItem("r8169"))
                .extract().jsonPath();
        List<Map<String, Object>> hits = j.getList("hits");
        assertTrue(hits.size() <= 5);
        assertTrue(hits.stream().anyMatch(h -> SEED_REPORT.equals(h.get("messageId"))), hits.toString());
        Map<String, Object> seed = hits.stream().filter(h -> SEED_REPORT.equals(h.get("messageId"))).findFirst()
                .orElseThrow();
        assertEquals(seedClusterId(), seed.get("cluster"));
        assertEquals("report", seed.get("role"));
        List<Map<String, Object>> snippet = (List<Map<String, Object>>) seed.get("snippet");
        assertTrue(snippet.stream().anyMatch(s -> Boolean.TRUE.equals(s.get("match"))
                && s.get("text").toString().equalsIgnoreCase("r8169")), snippet.toString());
        String html = (String) seed.get("snippetHtml");
        assertTrue(html.contains("<mark>") && !html.contains("\u0002"), html);
        Map<String, Object> facts = (Map<String, Object>) seed.get("facts");
        assertTrue(((List<?>) facts.get("drivers")).contains("r8169"), facts.toString());
        assertTrue(((List<?>) facts.get("hardware")).contains("10ec:8167"), facts.toString());
        assertTrue(facts.get("commits").toString().contains("6dccd16b"), facts.toString());
    }

    @Test
    void searchPagesWithOffset() {
        JsonPath all = given().queryParam("q", "r8169").queryParam("limit", 4).get("/api/search").then()
                .statusCode(200).extract().jsonPath();
        JsonPath second = given().queryParam("q", "r8169").queryParam("limit", 2).queryParam("offset", 2)
                .get("/api/search").then().statusCode(200).extract().jsonPath();
        assertEquals(all.getList("hits.messageId").subList(2, 4), second.getList("hits.messageId"));
        assertEquals(all.getLong("total"), second.getLong("total"));
    }

    /** Searches run on the search threads (one per core, first come first served): many at once all answer alike. */
    @Test
    void concurrentSearchesAllAnswerAsOneAloneDoesAndBadOnesStill400() throws Exception {
        String alone = given().queryParam("q", "r8169").queryParam("limit", 10).get("/api/search").then()
                .statusCode(200).extract().asString();
        java.util.concurrent.ExecutorService clients = java.util.concurrent.Executors.newFixedThreadPool(20);
        try {
            List<java.util.concurrent.Future<String>> answers = new java.util.ArrayList<>();
            for (int i = 0; i < 60; i++) {
                boolean bad = i % 10 == 9;
                answers.add(clients.submit(() -> {
                    Response r = given().queryParam("q", bad ? "kver:" : "r8169").queryParam("limit", 10)
                            .get("/api/search");
                    return r.statusCode() + " " + r.asString();
                }));
            }
            for (int i = 0; i < answers.size(); i++) {
                String a = answers.get(i).get(60, java.util.concurrent.TimeUnit.SECONDS);
                if (i % 10 == 9) {
                    assertTrue(a.startsWith("400 ") && a.contains("kver:"), a);
                } else {
                    assertEquals("200 " + alone, a);
                }
            }
        } finally {
            clients.shutdownNow();
        }
    }

    @Test
    void aBadQueryIs400QuotingItAndTheColumn() {
        given().queryParam("q", "r8169 hw:zz9").get("/api/search").then().statusCode(400)
                .contentType("application/json")
                .body("status", equalTo(400))
                .body("query", equalTo("r8169 hw:zz9"))
                .body("column", equalTo(7))
                .body("error", containsString("\"r8169 hw:zz9\""))
                .body("problem", containsString("hw:"));
        given().queryParam("q", "s:(oops").get("/api/search").then().statusCode(400).body("query",
                equalTo("s:(oops"));
        given().queryParam("q", "x".repeat(SearchResource.MAX_QUERY + 1)).get("/api/search").then()
                .statusCode(400).body("error", containsString("shorten it"));
        given().queryParam("q", "a ".repeat(2100)).get("/api/search").then().statusCode(400)
                .contentType("application/json").body("error", containsString("shorten it"));
        given().queryParam("q", "b ".repeat(20_000)).get("/api/search").then().statusCode(414);
        given().queryParam("q", "r8169").queryParam("limit", -1).get("/api/search").then().statusCode(400);
        given().queryParam("q", "r8169").queryParam("limit", "many").get("/api/search").then().statusCode(404);
    }

    @Test
    void theSeedClusterIsReachableAndShapedAsTheContractSays() {
        String id = seedClusterId();
        given().get("/api/clusters/" + id).then().statusCode(200).contentType("application/json")
                .body("id", equalTo(id))
                .body("title", notNullValue())
                .body("status", notNullValue())
                .body("members.messageId", hasItem(SEED_REPORT))
                .body("members[0].role", notNullValue())
                .body("drivers", hasItem("r8169"))
                .body("kernels.good", hasItem("2.6.22"))
                .body("suspects[0].hash", startsWith("6dccd16b"))
                .body("history[0].status", equalTo("open"))
                .body("throughput.changePercent", notNullValue())
                .body("threads.size()", greaterThan(0))
                .body("actions", notNullValue());
        given().queryParam("driver", "r8169").queryParam("sort", "size").get("/api/clusters").then()
                .statusCode(200).body("clusters.id", hasItem(id))
                .body("clusters.drivers.flatten()", not(hasItem("e1000e")));
        given().queryParam("sort", "sideways").get("/api/clusters").then().statusCode(400)
                .body("error", containsString("use updated, size or change"));
    }

    @Test
    void clusterSortsOrderAsAsked() {
        List<Map<String, Object>> bySize = given().queryParam("sort", "size").get("/api/clusters").then()
                .statusCode(200).extract().jsonPath().getList("clusters");
        List<Integer> sizes = bySize.stream().map(c -> ((List<?>) c.get("members")).size()).toList();
        for (int i = 1; i < sizes.size(); i++) {
            assertTrue(sizes.get(i - 1) >= sizes.get(i), sizes.toString());
        }
        List<Float> changes = given().queryParam("sort", "change").get("/api/clusters").then().statusCode(200)
                .extract().jsonPath().getList("clusters.throughput.changePercent");
        List<Float> known = changes.stream().filter(c -> c != null).toList();
        assertFalse(known.isEmpty());
        for (int i = 1; i < known.size(); i++) {
            assertTrue(known.get(i - 1) <= known.get(i), known.toString());
        }
        List<String> updated = given().get("/api/clusters").then().statusCode(200).extract().jsonPath()
                .getList("clusters.updated");
        for (int i = 1; i < updated.size(); i++) {
            assertTrue(updated.get(i - 1).compareTo(updated.get(i)) >= 0, updated.toString());
        }
    }

    @Test
    void aMessageComesWithItsFactsTextSpansAndCluster() {
        for (String id : List.of(SEED_REPORT, "<" + SEED_REPORT + ">", "https://lore.kernel.org/r/" + SEED_REPORT)) {
            JsonPath j = given().get("/api/messages/" + id).then().statusCode(200).contentType("application/json")
                    .body("messageId", equalTo(SEED_REPORT))
                    .body("report.messageId", equalTo(SEED_REPORT))
                    .body("report.kind", equalTo("report"))
                    .body("report.commits.hash", hasItem(startsWith("6dccd16b")))
                    .body("cluster", equalTo(seedClusterId()))
                    .body("spans.size()", greaterThan(0))
                    .extract().jsonPath();
            String text = j.getString("text");
            int start = j.getInt("report.hardware[0].start");
            int end = j.getInt("report.hardware[0].end");
            assertTrue(end > start && end <= text.length(), "fact offsets point into the decoded text");
        }
        Response raw = given().get("/api/messages/" + SEED_REPORT + "/raw");
        raw.then().statusCode(200).contentType(startsWith("message/rfc822"))
                .header("Content-Disposition", startsWith("attachment"))
                .header("X-Content-Type-Options", "nosniff");
        assertTrue(raw.asString().contains("Message-ID: <" + SEED_REPORT + ">")
                || raw.asString().contains("Message-Id: <" + SEED_REPORT + ">"), "the original bytes come back");
    }

    @Test
    void aThreadListsItsMessagesOldestFirst() {
        JsonPath j = given().get("/api/threads/" + SEED_REPORT).then().statusCode(200)
                .body("threadId", equalTo(SEED_REPORT))
                .body("messages.size()", greaterThan(2))
                .body("messages[0].messageId", equalTo(SEED_REPORT))
                .extract().jsonPath();
        String reply = j.getString("messages[1].messageId");
        given().get("/api/threads/" + reply).then().statusCode(200).body("threadId", equalTo(SEED_REPORT));
    }

    @Test
    void unknownIdsAndTraversalAre404JsonThatSaysWhatToDo() {
        for (String path : List.of("/api/messages/no-such@example.invalid", "/api/messages/../../../../etc/passwd",
                "/api/messages/..%2F..%2F..%2Fetc%2Fpasswd", "/api/messages/%2e%2e/%2e%2e/etc/passwd/raw",
                "/api/threads/..%2F..%2Fetc", "/api/clusters/..%2F..%2Fetc%2Fpasswd", "/api/clusters/nope",
                "/api/clusters/nope/actions")) {
            Response r = given().urlEncodingEnabled(false).get(path);
            assertTrue(r.statusCode() == 404 || r.statusCode() == 400, path + " gave " + r.statusCode());
            assertFalse(r.asString().contains("root:"), path + " leaked a file");
            if (path.startsWith("/api/messages/no-such") || path.startsWith("/api/clusters/nope")) {
                r.then().statusCode(404).contentType("application/json").body("error", containsString("GET /api/"));
            }
        }
        given().get("/api/no-such-endpoint").then().statusCode(404);
    }

    @Test
    void everyResponseCarriesTheSecurityHeaders() {
        for (String path : List.of("/api/stats", "/api/search?q=r8169", "/api/clusters/nope", "/api/feed.atom",
                "/q/openapi", "/no-such-page")) {
            given().urlEncodingEnabled(false).get(path).then()
                    .header("Content-Security-Policy", containsString("default-src 'self'"))
                    .header("Content-Security-Policy", not(containsString("unsafe-inline")))
                    .header("X-Content-Type-Options", "nosniff")
                    .header("Referrer-Policy", "no-referrer");
        }
    }

    @Test
    void openApiDescribesTheEndpoints() {
        String doc = given().get("/q/openapi").then().statusCode(200).extract().asString();
        for (String p : List.of("/api/search", "/api/messages/{id}", "/api/threads/{id}", "/api/clusters",
                "/api/clusters/{id}", "/api/clusters/{id}/actions", "/api/ingest", "/api/feed.atom", "/api/stats")) {
            assertTrue(doc.contains(p), "OpenAPI lacks " + p);
        }
        assertTrue(doc.contains("why is required"), "the action endpoint is described");
    }

    @Test
    void theFeedIsWellFormedAtom() throws Exception {
        Response r = given().get("/api/feed.atom");
        r.then().statusCode(200).contentType(startsWith("application/atom+xml"));
        try (InputStream in = r.asInputStream()) {
            var f = javax.xml.parsers.DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            var doc = f.newDocumentBuilder().parse(in);
            var root = doc.getDocumentElement();
            assertEquals("feed", root.getLocalName());
            assertEquals(FeedResource.ATOM, root.getNamespaceURI());
            var entries = root.getElementsByTagNameNS(FeedResource.ATOM, "entry");
            assertTrue(entries.getLength() > 5);
            for (int i = 0; i < entries.getLength(); i++) {
                var e = (org.w3c.dom.Element) entries.item(i);
                for (String required : List.of("id", "title", "updated")) {
                    assertEquals(1, e.getElementsByTagNameNS(FeedResource.ATOM, required).getLength());
                }
            }
            assertNotNull(root.getElementsByTagNameNS(FeedResource.ATOM, "author").item(0));
        }
    }
}
