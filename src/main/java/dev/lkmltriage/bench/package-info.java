/**
 * Benchmarks that run the product side by side with the peer tools the issues name (notmuch, mu, iperf3) on the
 * same input in the same run, and print medians and ratios: these machines are shared and noisy, so absolute times
 * mean little and ratios measured together mean much more.
 */
package dev.lkmltriage.bench;
