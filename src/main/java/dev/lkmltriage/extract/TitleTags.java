package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * The subject tags of a commit title, walked one at a time as the driver readers ({@link DriverExtractor}'s subject,
 * {@link ShortlogTags}' part titles) read them: at most {@value #MAX_TAGS}, each the text before the next ": " when
 * that colon stands within {@value #MAX_COLON} characters and the tag, stripped, holds no blank ("PCI: vmd: ...",
 * "iommu/vt-d: ..."); a tag's parts are split at '/', ',' and ':'. What follows the last tag is the summary.
 */
final class TitleTags {
    static final int MAX_TAGS = 4;
    static final int MAX_COLON = 40;
    // ':' too: a writer who leaves out the blank after a tag's colon ("gpio:asm28xx-18xx: new driver",
    // "PCI:cadence:Driver refactored") writes two tags as one (session 33, drivers39)
    private static final Pattern SEPARATOR = Pattern.compile("[/,:]");

    private String rest;
    private String tag;
    private int read;

    /**
     * {@code subject} with its reply prefixes ("Re:", "Fw:", "Fwd:", "AW:") and bracketed tags ("[PATCH v2 1/3]")
     * taken off, at most 20 of them: the commit title whose tags this class walks.
     */
    static String title(String subject) {
        String s = subject;
        for (int guard = 0; guard < 20; guard++) {
            String t = s.stripLeading();
            if (t.regionMatches(true, 0, "re:", 0, 3) || t.regionMatches(true, 0, "fw:", 0, 3)) {
                s = t.substring(3);
            } else if (t.regionMatches(true, 0, "fwd:", 0, 4) || t.regionMatches(true, 0, "aw:", 0, 3)) {
                s = t.substring(t.indexOf(':') + 1);
            } else if (t.startsWith("[")) {
                int close = t.indexOf(']');
                s = close < 0 ? "" : t.substring(close + 1);
            } else {
                return t;
            }
        }
        return s;
    }

    /** The tags of {@code title} (its reply and bracket prefixes already taken off). */
    TitleTags(String title) {
        rest = title;
    }

    /** Steps to the next tag: false when there is none, and {@link #rest} is then the summary. */
    boolean next() {
        if (read >= MAX_TAGS) {
            return false;
        }
        int colon = rest.indexOf(": ");
        if (colon <= 0 || colon > MAX_COLON) {
            return false;
        }
        String t = rest.substring(0, colon).strip();
        if (t.indexOf(' ') >= 0) {
            return false;
        }
        tag = t;
        read++;
        rest = rest.substring(colon + 2);
        return true;
    }

    /** The tag {@link #next} stepped to, stripped. */
    String tag() {
        return tag;
    }

    /**
     * The tag's parts: "iommu/vt-d" gives "iommu" and "vt-d", "ata,scsi" "ata" and "scsi", "gpio:asm28xx-18xx" (two
     * tags with no blank between) "gpio" and "asm28xx-18xx".
     */
    String[] parts() {
        return SEPARATOR.split(tag);
    }

    /** The title after the tags read so far: after the last, its summary. */
    String rest() {
        return rest;
    }
}
