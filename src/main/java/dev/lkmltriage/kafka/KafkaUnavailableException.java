package dev.lkmltriage.kafka;

/** Kafka could not be reached or refused what a role needs; the message says what to check. */
public final class KafkaUnavailableException extends RuntimeException {
    public KafkaUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
