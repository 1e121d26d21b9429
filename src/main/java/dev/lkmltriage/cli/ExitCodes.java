package dev.lkmltriage.cli;

/** The exit codes every command uses. */
final class ExitCodes {
    private ExitCodes() {
    }

    static final int OK = 0;
    /** The command ran but failed (nothing could be read, a server refused, ...). */
    static final int FAILED = 1;
    /** Bad usage: an unknown option, a missing argument, a path that does not exist. */
    static final int USAGE = 2;
}
