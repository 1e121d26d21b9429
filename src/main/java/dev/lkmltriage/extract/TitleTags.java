package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * The subject tags of a commit title, walked one at a time as the driver readers ({@link DriverExtractor}'s subject,
 * {@link ShortlogTags}' part titles) read them: at most {@value #MAX_TAGS}, each the text before the next ": " when
 * that colon stands within {@value #MAX_COLON} characters and the tag, stripped, holds no blank ("PCI: vmd: ...",
 * "iommu/vt-d: ..."); a tag's parts are split at '/' and ','. What follows the last tag is the summary.
 */
final class TitleTags {
    static final int MAX_TAGS = 4;
    static final int MAX_COLON = 40;
    private static final Pattern SEPARATOR = Pattern.compile("[/,]");

    private String rest;
    private String tag;
    private int read;

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

    /** The tag's parts: "iommu/vt-d" gives "iommu" and "vt-d", "ata,scsi" "ata" and "scsi". */
    String[] parts() {
        return SEPARATOR.split(tag);
    }

    /** The title after the tags read so far: after the last, its summary. */
    String rest() {
        return rest;
    }
}
