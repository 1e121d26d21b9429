package dev.lkmltriage.triage;

import java.time.Duration;
import java.time.Instant;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two people's entries in one quirk or allow-list table for one device problem (session 24, class A of the session 22
 * table): a lone patch that only adds table entries (each added line names a vendor and device id, or is a comment)
 * and either carries, in its diff's context, an entry line another sender's lone patch added (it was written on top
 * of that patch: the second person found the table the first one made or grew), or adds an entry for the same device
 * in the same table (the same fixup function, or the same array the hunk is in). People who hit one device problem
 * on sibling chips extend the same table within weeks; a table grown by a feature or a clean-up is not a patch of
 * entries alone.
 * <p>
 * An entry line names a device as {@code PCI_VENDOR_ID_X, 0x1234} or {@code 0x8086, 0x1234} (or a
 * {@code PCI_DEVICE_ID_} name); {@code PCI_ANY_ID} is no device. Kept in memory: the lone patches per added entry
 * line and per device of a table ({@value #MAX_PER_KEY} each) for the {@value #MAX_KEYS} most recent keys, with
 * their sender and date. Cost per patch: one walk of at most {@value #MAX_LINES} diff lines and one look-up per key.
 */
final class TableEntries {
    /** How far apart two people's entries of one problem are at most (as {@link SameChangeLines#WINDOW}). */
    static final Duration WINDOW = SameChangeLines.WINDOW;
    static final int MAX_KEYS = 1 << 16;
    private static final int MAX_PER_KEY = 16;
    /** Diff lines read per patch, and keys kept per patch. */
    static final int MAX_LINES = 512;
    static final int MAX_PATCH_KEYS = 64;

    /** A vendor then a device, a few separators apart; bounded, no nested repetition (linear on a 1,000-char line). */
    private static final Pattern DEVICE = Pattern.compile(
            "\\b(PCI_VENDOR_ID_\\w{1,40}|0x[0-9a-fA-F]{4})\\b[^0-9A-Za-z_]{1,8}(PCI_DEVICE_ID_\\w{1,60}|PCI_ANY_ID"
                    + "|0x[0-9a-fA-F]{4})\\b");
    private static final Pattern COMMENT = Pattern.compile("^(/\\*|\\*|//)");

    /**
     * What a lone patch's diff says of table entries: the entry lines it adds ({@code added}), the devices it adds
     * per table ({@code devices}), the entry lines its context carries ({@code carried}), each hashed with its file;
     * {@code entriesOnly} when every line it adds is an entry or a comment (and one is an entry).
     */
    record Entries(Set<Long> added, Set<Long> devices, Set<Long> carried, boolean entriesOnly) {
        static final Entries NONE = new Entries(Set.of(), Set.of(), Set.of(), false);

        static Entries of(String subject, String text) {
            if (text == null || subject == null || PatchVersions.inSeries(subject) || PatchVersions.backport(subject)) {
                return NONE;
            }
            Set<Long> added = new LinkedHashSet<>();
            Set<Long> devices = new LinkedHashSet<>();
            Set<Long> carried = new LinkedHashSet<>();
            boolean[] other = {false};
            int[] lines = {0};
            PatchHunks.walk(text, (path, context, sign, norm) -> {
                Matcher m = DEVICE.matcher(norm);
                boolean entry = m.find();
                if (sign == '+' && !norm.isEmpty() && !entry && !COMMENT.matcher(norm).find()) {
                    other[0] = true;
                }
                if (entry && sign == '+' && added.size() < MAX_PATCH_KEYS) {
                    added.add(LogLines.hash("entry|" + path + "|" + norm));
                    if (!m.group(2).equals("PCI_ANY_ID")) {
                        devices.add(LogLines.hash("device|" + path + "|" + table(norm, context) + "|" + m.group(1)
                                + "|" + m.group(2)));
                    }
                } else if (entry && sign == ' ' && carried.size() < MAX_PATCH_KEYS) {
                    carried.add(LogLines.hash("entry|" + path + "|" + norm));
                }
                return ++lines[0] < MAX_LINES;
            }, true);
            return new Entries(Set.copyOf(added), Set.copyOf(devices), Set.copyOf(carried),
                    !added.isEmpty() && !other[0]);
        }
    }

    /** The table an entry line is in: a fixup's function, else the {@code @@} context (the array's declaration). */
    static String table(String norm, String context) {
        if (norm.startsWith("DECLARE_PCI_FIXUP_")) {
            int end = norm.lastIndexOf(')');
            while (end > 0 && norm.charAt(end - 1) == ' ') {
                end--;
            }
            int start = end;
            while (start > 0 && (Character.isLetterOrDigit(norm.charAt(start - 1)) || norm.charAt(start - 1) == '_')) {
                start--;
            }
            if (start < end) {
                return "fixup " + norm.substring(start, end);
            }
        }
        return context == null ? "" : context;
    }

    private record Posting(String sender, Instant at) {
    }

    private final Map<Long, Deque<String>> byKey = new CappedMap<>(MAX_KEYS);
    private final Map<String, Posting> postings = new CappedMap<>(MAX_KEYS / 4);

    /**
     * The earlier lone patches by other senders than {@code sender}, posted at most {@link #WINDOW} before {@code at},
     * whose entries a patch adding only entries ({@code e}) carries in its context or whose devices it adds to the
     * same table. Empty when the patch adds anything but entries.
     */
    Set<String> earlier(Entries e, String sender, String at) {
        Set<String> out = new LinkedHashSet<>();
        Instant now = LinkedPatches.instant(at);
        if (e == null || !e.entriesOnly() || sender == null || now == null) {
            return out;
        }
        Set<String> found = new LinkedHashSet<>();
        e.carried().forEach(k -> found.addAll(ClusterIndex.ids(byKey, k)));
        e.devices().forEach(k -> found.addAll(ClusterIndex.ids(byKey, k)));
        for (String id : found) {
            Posting p = postings.get(id);
            if (p != null && p.sender() != null && !p.sender().equals(sender) && !now.isBefore(p.at())
                    && Duration.between(p.at(), now).compareTo(WINDOW) <= 0) {
                out.add(id);
            }
        }
        return out;
    }

    /** Lone patch {@code messageId} by {@code sender} (or null), posted at {@code at}: found by its entries from now on. */
    void remember(String messageId, String sender, Entries e, String at) {
        Instant then = LinkedPatches.instant(at);
        if (e == null || then == null || (e.added().isEmpty() && e.devices().isEmpty())
                || postings.containsKey(messageId)) {
            return;
        }
        postings.put(messageId, new Posting(sender, then));
        e.added().forEach(k -> ClusterIndex.pushCapped(byKey, k, messageId, MAX_PER_KEY));
        e.devices().forEach(k -> ClusterIndex.pushCapped(byKey, k, messageId, MAX_PER_KEY));
    }
}
