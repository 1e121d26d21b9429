package dev.lkmltriage.web.api;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.jboss.logmanager.ExtLogRecord;

/** Collects every log line the service writes while open, formatted as it would be printed. */
final class LogCapture extends Handler implements AutoCloseable {
    private final List<String> lines = new ArrayList<>();
    private final Logger root = Logger.getLogger("");

    LogCapture() {
        root.addHandler(this);
    }

    @Override
    public synchronized void publish(LogRecord r) {
        String message = r instanceof ExtLogRecord ext ? ext.getFormattedMessage() : r.getMessage();
        lines.add(r.getLoggerName() + " " + r.getLevel() + " " + message
                + (r.getThrown() == null ? "" : " " + r.getThrown()));
    }

    synchronized String text() {
        return String.join("\n", lines);
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        root.removeHandler(this);
    }
}
