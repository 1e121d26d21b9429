package dev.lkmltriage.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class StatsResourceTest {
    @Test
    void statsAnswerWithCounts() {
        given().when().get("/api/stats").then().statusCode(200)
                .body("messages", greaterThanOrEqualTo(0))
                .body("threads", greaterThanOrEqualTo(0));
    }

    @Test
    void unknownPathsAre404() {
        given().when().get("/api/no-such-thing").then().statusCode(equalTo(404));
    }
}
