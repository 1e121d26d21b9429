package dev.lkmltriage.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = CorpusData.class, restrictToAnnotatedClass = true)
class StatsResourceTest {
    @Test
    void statsCountWhatTheCorpusHolds() {
        given().when().get("/api/stats").then().statusCode(200)
                .body("messages", greaterThan(100))
                .body("threads", greaterThan(10))
                .body("clusters", greaterThan(5));
    }

    @Test
    void unknownPathsAre404() {
        given().when().get("/api/no-such-thing").then().statusCode(equalTo(404));
    }
}
