package dev.lkmltriage.mail;

import java.util.Objects;

/**
 * Something that could not be decoded or read as it should, recorded instead of thrown.
 *
 * @param code   a short stable word a program can group by, e.g. {@code charset}, {@code no-message-id},
 *               {@code truncated}, {@code mime}, {@code too-large}, {@code not-mail}
 * @param detail what a person needs to know, e.g. the charset name that was unknown
 */
public record Problem(String code, String detail) {
    public Problem {
        Objects.requireNonNull(code, "code");
        detail = detail == null ? "" : detail;
    }

    @Override
    public String toString() {
        return detail.isEmpty() ? code : code + ": " + detail;
    }
}
