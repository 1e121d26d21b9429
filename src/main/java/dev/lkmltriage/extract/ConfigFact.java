package dev.lkmltriage.extract;

/**
 * A kernel config option named in a message.
 *
 * @param option the symbol with its prefix, e.g. {@code CONFIG_HIGH_RES_TIMERS}
 * @param value  {@code y}, {@code n}, {@code m}, a string or number as written, or null when only named
 */
public record ConfigFact(String option, String value, boolean quoted, int start, int end) {
}
