package dev.lkmltriage.web.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** With {@code triage.read-public=false}, reading the API needs a token too (an empty store is enough to see it). */
@QuarkusTest
@TestProfile(ApiPrivateReadTest.PrivateReads.class)
class ApiPrivateReadTest {
    public static final class PrivateReads implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("triage.read-public", "false",
                    "triage.data", "target/private-read-data-" + ProcessHandle.current().pid());
        }
    }

    @Test
    void readsNeedATokenWhenReadingIsNotPublic() {
        given().get("/api/stats").then().statusCode(401).contentType("application/json")
                .header("WWW-Authenticate", containsString("Bearer"))
                .header("Content-Security-Policy", containsString("default-src 'self'"))
                .body("error", containsString("reading needs a token"));
        given().header("Authorization", "Bearer not-a-known-token").queryParam("q", "r8169").get("/api/search")
                .then().statusCode(401);
        given().header("Authorization", "Bearer " + ApiWriteTest.BOB).get("/api/stats").then().statusCode(200)
                .body("messages", equalTo(0));
        given().header("Authorization", "Bearer " + ApiWriteTest.BOB).get("/api/clusters/none").then()
                .statusCode(404);
        given().get("/q/openapi").then().statusCode(200);
    }
}
