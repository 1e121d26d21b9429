package dev.lkmltriage.extract;

/**
 * A throughput figure found in the text before the kernel it was measured on is decided; becomes a
 * {@link ThroughputFact}.
 *
 * @param line       the line it sits on
 * @param fromTool   true for a line of tool output (iperf, netperf), attributed to the heading above it; false for
 *                   a figure in a sentence, attributed within its sentence
 */
record Figure(double bitsPerSecond, String text, String tool, String direction, boolean interval, int start,
              int end, int line, boolean fromTool) {

    Figure withDirection(String d) {
        return new Figure(bitsPerSecond, text, tool, d, interval, start, end, line, fromTool);
    }
}
