package dev.lkmltriage.extract;

import java.util.Locale;

/**
 * A git commit id, full (40 hex digits) or abbreviated (at least 7), in lowercase. Like JGit's
 * {@code AbbreviatedObjectId}: {@link #isCommitId}, {@link #parse}, a canonical {@link #name()} and a typed exception.
 * Two ids name the same commit when one is a prefix of the other ({@link #matches}). Immutable.
 */
public record CommitId(String name) implements Comparable<CommitId> {
    public static final int MIN_LENGTH = 7;
    public static final int FULL_LENGTH = 40;

    /** Validates; prefer {@link #parse}, which also lowercases. */
    public CommitId {
        if (!isCommitId(name) || !name.equals(name.toLowerCase(Locale.ROOT))) {
            throw new InvalidCommitIdException(name);
        }
    }

    /** 7 to 40 hex digits, either case, nothing else. */
    public static boolean isCommitId(String text) {
        if (text == null || text.length() < MIN_LENGTH || text.length() > FULL_LENGTH) {
            return false;
        }
        for (int k = 0; k < text.length(); k++) {
            if (Character.digit(text.charAt(k), 16) < 0) {
                return false;
            }
        }
        return true;
    }

    /** Parses 7 to 40 hex digits (surrounding blanks ignored) into lowercase; throws {@link InvalidCommitIdException}. */
    public static CommitId parse(String text) {
        String t = text == null ? null : text.strip();
        if (!isCommitId(t)) {
            throw new InvalidCommitIdException(text);
        }
        return new CommitId(t.toLowerCase(Locale.ROOT));
    }

    /** True for a full 40-digit id. */
    public boolean isComplete() {
        return name.length() == FULL_LENGTH;
    }

    /** True when one id is a prefix of the other, i.e. both may name the same commit. */
    public boolean matches(CommitId other) {
        return name.startsWith(other.name) || other.name.startsWith(name);
    }

    /** True when this id starts with {@code prefix} (any case, any length). */
    public boolean startsWith(String prefix) {
        return prefix != null && name.startsWith(prefix.toLowerCase(Locale.ROOT));
    }

    /** The first {@code length} digits (at least 7), e.g. the 12 the kernel's Fixes: tags use. */
    public CommitId abbreviate(int length) {
        if (length < MIN_LENGTH) {
            throw new IllegalArgumentException("abbreviations are at least " + MIN_LENGTH + " digits: " + length);
        }
        return length >= name.length() ? this : new CommitId(name.substring(0, length));
    }

    @Override
    public int compareTo(CommitId o) {
        return name.compareTo(o.name);
    }

    @Override
    public String toString() {
        return name;
    }
}
