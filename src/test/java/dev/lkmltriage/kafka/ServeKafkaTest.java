package dev.lkmltriage.kafka;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.web.Backend;
import dev.lkmltriage.web.KafkaStreams;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code serve --kafka}: the service runs the roles and serves the index they build, live. */
@QuarkusTest
@QuarkusTestResource(value = KafkaServeResource.class, restrictToAnnotatedClass = true)
class ServeKafkaTest {
    @Inject
    KafkaStreams streams;

    @Inject
    Backend backend;

    private int messages() {
        return given().get("/api/stats").then().statusCode(200).extract().path("messages");
    }

    @Test
    void theServiceServesTheIndexKafkaBuildsAndKeepsUpWithNewMail() throws Exception {
        assertTrue(streams.indexStats().isPresent(), "Kafka mode is on");
        KafkaPipelineTest.await(() -> messages() == 6, null);
        assertEquals(6L, (long) backend.read(s -> s.messageCount()));
        assertTrue(backend.read(s -> s.clusters().size()) >= 1);

        Path2 p = new Path2();
        try (RawPublisher publisher = RawPublisher.open(KafkaServeResource.config)) {
            publisher.publish(Sources.open(p.dir.toString()), (s, d, e) -> { });
        }
        KafkaPipelineTest.await(() -> messages() == 7, null);
        assertTrue(KafkaServeResource.broker.read(KafkaServeResource.config.clusters(), 1, Duration.ofSeconds(30))
                .size() >= 1, "cluster events were produced");
    }

    @Test
    void aMergeTakenInTheServiceIsAMergedEventOnTheClustersTopic() throws Exception {
        KafkaPipelineTest.await(() -> messages() >= 6, null);
        List<Cluster> clusters = backend.clusterView().clusters();
        assertTrue(clusters.size() >= 2, "the fixture mail forms several clusters: " + clusters.size());
        String from = clusters.get(0).id();
        String into = clusters.get(1).id();
        given().header("Authorization", "Bearer alice-secret-token").contentType("application/json")
                .body("{\"action\":\"merge\",\"into\":\"" + into + "\",\"why\":\"same culprit\"}")
                .post("/api/clusters/" + from + "/actions").then().statusCode(201);
        // One reader waits for the event (up to a minute). It was twenty readers of a second each, and a new consumer
        // group's join and first fetch alone can take longer than that second on a loaded machine: each could see
        // nothing and the test fail with the event on the topic.
        boolean merged = KafkaServeResource.broker.readUntil(KafkaServeResource.config.clusters(),
                got -> got.stream().anyMatch(r -> isMerged(r, into)), Duration.ofSeconds(60)).stream()
                .anyMatch(r -> isMerged(r, into));
        assertTrue(merged, "a merged event keyed by the surviving cluster");
    }

    private static boolean isMerged(org.apache.kafka.clients.consumer.ConsumerRecord<String, byte[]> r, String into) {
        String v = new String(r.value(), java.nio.charset.StandardCharsets.UTF_8);
        return r.key().equals(into) && v.contains("\"type\":\"merged\"");
    }

    /** One more message, of a regression of its own, written to a temporary directory. */
    private static final class Path2 {
        final java.nio.file.Path dir;

        Path2() throws Exception {
            dir = Files.createTempDirectory("serve-kafka-more");
            Files.write(dir.resolve("m.eml"), Mails.generated("serve", 0));
        }
    }
}
