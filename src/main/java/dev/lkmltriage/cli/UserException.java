package dev.lkmltriage.cli;

/** An error a person caused and can fix; its message ends with how. Printed as one line, no stack trace. */
final class UserException extends RuntimeException {
    private final int exitCode;

    UserException(String message, int exitCode) {
        super(message);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
