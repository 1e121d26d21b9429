package dev.lkmltriage.extract;

import java.util.Locale;

/** What a message is, as far as triage is concerned. */
public enum MessageKind {
    REPORT, REPLY, PATCH, PULL, ROBOT, OTHER;

    /** The lowercase name used in JSON and queries. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
