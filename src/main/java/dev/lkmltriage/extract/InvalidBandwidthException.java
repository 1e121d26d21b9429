package dev.lkmltriage.extract;

/** Thrown by {@link Bandwidth#parse(String)} when the text is not a throughput figure with a rate unit. */
public final class InvalidBandwidthException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String input;

    InvalidBandwidthException(String input, String reason) {
        super("not a bandwidth: \"" + abbreviate(input) + "\": " + reason
                + " (write a number and a rate unit, e.g. \"463 Mbits/sec\" or \"83MB/s\")");
        this.input = input;
    }

    /** The text that could not be parsed. */
    public String input() {
        return input;
    }

    private static String abbreviate(String s) {
        if (s == null) {
            return "null";
        }
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
