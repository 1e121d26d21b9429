package dev.lkmltriage.kafka;

/** A record that cannot be processed however often it is retried; it goes to a dead-letter topic. */
final class PoisonException extends Exception {
    PoisonException(String message) {
        super(message);
    }
}
