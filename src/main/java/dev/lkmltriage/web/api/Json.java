package dev.lkmltriage.web.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;

/** JSON pieces the resources share: the mapper, dates. */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    static String date(Long millis) {
        return millis == null ? null : Instant.ofEpochMilli(millis).toString();
    }
}
