package dev.lkmltriage.source;

/** A file found to hold no mail (binary, empty): reading it reports that and delivers nothing. */
final class UnreadableSource implements MailSource {
    private final String origin;
    private final String reason;

    UnreadableSource(String origin, String reason) {
        this.origin = origin;
        this.reason = reason;
    }

    @Override
    public String describe() {
        return "unreadable " + origin + " (" + reason + ")";
    }

    @Override
    public long estimate() {
        return 0;
    }

    @Override
    public void read(Checkpoints from, ItemSink sink) {
        sink.unreadable(origin, reason);
    }
}
