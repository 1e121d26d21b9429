package dev.lkmltriage.web.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lkmltriage.web.CorpusData;
import io.restassured.RestAssured;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The API of the packaged application as a user starts it: {@code java -jar quarkus-run.jar serve --data DIR
 * --port P} on an ingested corpus (run by failsafe in {@code mvn verify}, after the jar is built). Not a
 * {@code @QuarkusIntegrationTest}: that starts the jar without arguments, and the jar's entry point is the CLI, which
 * needs the {@code serve} command.
 */
class ApiJarIT {
    private static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar");
    private static Process server;
    private static Path log;

    @BeforeAll
    static void start() throws Exception {
        assumeTrue(Files.isRegularFile(JAR), "no packaged jar at " + JAR + "; run 'mvn verify' (it packages first)");
        String data = new CorpusData().start().get("triage.data");
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        log = Files.createTempFile(Path.of("target"), "api-jar-it-", ".log");
        server = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-Dtriage.tokens=alice:" + ApiWriteTest.ALICE, "-jar", JAR.toString(), "serve",
                "--data", data, "--port", Integer.toString(port))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        RestAssured.port = port;
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (true) {
            try {
                if (http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/stats")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            if (!server.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("the packaged server did not start; its output:\n"
                        + Files.readString(log));
            }
            Thread.sleep(250);
        }
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.destroy();
            server.waitFor();
        }
        RestAssured.reset();
    }

    @Test
    void theSeedClusterAndItsReportAreServed() {
        given().get("/api/stats").then().statusCode(200).body("messages", greaterThan(100));
        List<Map<String, Object>> clusters = given().queryParam("driver", "r8169").get("/api/clusters").then()
                .statusCode(200).extract().jsonPath().getList("clusters");
        String id = clusters.stream().filter(c -> c.get("suspects").toString().contains("6dccd16b"))
                .map(c -> (String) c.get("id")).findFirst().orElseThrow();
        given().get("/api/clusters/" + id).then().statusCode(200).body("members.messageId",
                hasItem(ApiTest.SEED_REPORT));
        given().get("/api/messages/<" + ApiTest.SEED_REPORT + ">").then().statusCode(200).body("cluster",
                equalTo(id));
        given().get("/api/messages/" + ApiTest.SEED_REPORT + "/raw").then().statusCode(200)
                .contentType(startsWith("message/rfc822")).header("Content-Disposition", startsWith("attachment"));
    }

    @Test
    void errorsAreJsonAndHeadersAreSet() {
        given().queryParam("q", "r8169 hw:zz9").get("/api/search").then().statusCode(400).body("column", equalTo(7))
                .header("Content-Security-Policy", containsString("default-src 'self'"))
                .header("X-Content-Type-Options", "nosniff");
        given().get("/api/clusters/nope").then().statusCode(404).contentType("application/json");
        given().contentType("message/rfc822").body("x".getBytes()).post("/api/ingest").then().statusCode(401);
        given().header("Authorization", "Bearer " + ApiWriteTest.ALICE).contentType("application/json")
                .body(Map.of("action", "note", "note", "from the jar test", "why", "checking the packaged app"))
                .post("/api/clusters/" + given().get("/api/clusters").then().extract().path("clusters[0].id")
                        + "/actions").then().statusCode(201).body("action.who", equalTo("alice"));
        given().get("/q/openapi").then().statusCode(200).body(containsString("/api/clusters/{id}/actions"));
    }
}
