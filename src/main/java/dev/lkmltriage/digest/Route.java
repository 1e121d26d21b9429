package dev.lkmltriage.digest;

/**
 * Why a cluster goes to a section: {@code via} is {@code file}, {@code device} or {@code keyword}, {@code detail}
 * the path or pattern that decided it.
 */
public record Route(Section section, String via, String detail) {
}
