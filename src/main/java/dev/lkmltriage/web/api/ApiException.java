package dev.lkmltriage.web.api;

import java.util.Map;

/** An error the API answers with {@code status} and a JSON body saying what to do. */
final class ApiException extends RuntimeException {
    private final int status;
    private final Map<String, Object> details;

    ApiException(int status, String message) {
        this(status, message, Map.of());
    }

    ApiException(int status, String message, Map<String, Object> details) {
        super(message, null, false, false);
        this.status = status;
        this.details = details;
    }

    int status() {
        return status;
    }

    Map<String, Object> details() {
        return details;
    }

    static ApiException notFound(String what) {
        return new ApiException(404, what);
    }

    static ApiException badRequest(String what) {
        return new ApiException(400, what);
    }
}
