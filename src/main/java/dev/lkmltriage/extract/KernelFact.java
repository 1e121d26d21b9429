package dev.lkmltriage.extract;

/**
 * A kernel version named in a message.
 *
 * @param version canonical form (see {@code KernelVersion}): no leading v, no trailing +, no distro suffix
 * @param raw     as written
 * @param verdict {@code good}, {@code bad} or null when the text does not say
 */
public record KernelFact(String version, String raw, String verdict, boolean quoted, int start, int end) {
}
