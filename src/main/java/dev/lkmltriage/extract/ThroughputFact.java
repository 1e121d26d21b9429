package dev.lkmltriage.extract;

/**
 * A measured throughput figure.
 *
 * @param bitsPerSecond the figure in bits per second (bytes/s figures multiplied by 8)
 * @param text          as written, e.g. {@code 463 Mbits/sec} or {@code around 32MB/s}
 * @param tool          {@code iperf}, {@code iperf3}, {@code netperf}, {@code prose}, ...
 * @param direction     {@code send}, {@code receive} or null
 * @param kernel        canonical version it was measured on when the text says, else null
 * @param interval      true for a per-interval line of a longer run (not a summary)
 */
public record ThroughputFact(double bitsPerSecond, String text, String tool, String direction, String kernel,
                             boolean interval, boolean quoted, int start, int end) {
}
