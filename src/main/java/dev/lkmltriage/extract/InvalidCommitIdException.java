package dev.lkmltriage.extract;

/** Thrown by {@link CommitId#parse(String)} for text that is no abbreviated or full commit id. */
public final class InvalidCommitIdException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    InvalidCommitIdException(String text) {
        super("not a commit id (7 to 40 hex digits): \"" + InvalidKernelVersionException.abbreviate(text) + "\"");
    }
}
