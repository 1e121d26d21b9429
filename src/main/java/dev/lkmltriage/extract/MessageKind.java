package dev.lkmltriage.extract;

import java.util.Locale;

/** What a message is, as far as triage is concerned. */
public enum MessageKind {
    REPORT, REPLY, PATCH, PULL, ROBOT, OTHER;

    // lowercased once: the regression stage asks for it of every message
    private final String label = name().toLowerCase(Locale.ROOT);

    /** The lowercase name used in JSON and queries. */
    public String label() {
        return label;
    }
}
