package dev.lkmltriage.source;

import java.util.Objects;

/**
 * One unparsed message (or page) as a source found it.
 *
 * @param origin where it came from, precise enough to find it again: {@code path}, {@code path#offset} for mbox,
 *               {@code repo.git@commit} for public-inbox
 * @param format how to parse {@code bytes}
 * @param bytes  the original bytes, untouched (mboxrd {@code >From } unescaping already undone)
 * @param list   a list name the source knows of (e.g. the inbox name), or null; List-Id wins when present
 */
public record RawItem(String origin, Format format, byte[] bytes, String list) {
    public RawItem {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(bytes, "bytes");
    }
}
