package dev.lkmltriage.extract;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * "00:06.0 PCI bridge: Broadcom HT2100 PCI-Express Bridge (rev a2)" names a device pci.ids spells alike under three
 * ids (1166:0140, 0142, 0144), so the name alone resolves nothing; the same message's id listing of the same
 * machine ("00:06.0 1166:0140 pcieport ...", a slot then its bare id) says which one it is. A named header's
 * revision goes to the id its slot is listed with, when pci.ids' name of that id is part of the header's name (so a
 * slot of another machine in the same message, with another device, is not joined). One pass: headers and listed
 * ids are collected as the scan meets them and joined at its end.
 */
final class SlotRevisions {
    private static final int MAX = 256;
    private static final Pattern BLANKS = Pattern.compile("\\s+");

    /** A named header that did not resolve: its name as written, revision, where it is, and whether quoted. */
    record Named(String name, String revision, boolean quoted, int start, int end) {
    }

    /** What the join found: an id with the header's revision. */
    interface Sink {
        void add(PciId id, Named header);
    }

    private final Map<String, Named> named = new HashMap<>();
    private final Map<String, PciId> listed = new HashMap<>();

    /** A slot as both listings write it: without the default domain, lower case. */
    static String key(String slot) {
        String s = slot.toLowerCase(Locale.ROOT);
        return s.startsWith("0000:") ? s.substring(5) : s;
    }

    void named(String slot, Named header) {
        if (named.size() < MAX) {
            named.putIfAbsent(key(slot), header);
        }
    }

    void listed(String slot, PciId id) {
        if (listed.size() < MAX) {
            listed.putIfAbsent(key(slot), id);
        }
    }

    void join(IdDatabase db, Sink sink) {
        if (named.isEmpty() || listed.isEmpty()) {
            return;
        }
        for (Map.Entry<String, Named> e : named.entrySet()) {
            PciId id = listed.get(e.getKey());
            String device = id == null ? null : db.deviceName("pci", id);
            if (device != null && squeeze(e.getValue().name()).contains(squeeze(device))) {
                sink.add(id, e.getValue());
            }
        }
    }

    /** Lower case with runs of blanks as one space: a wrapped name keeps the blank its line ended with. */
    private static String squeeze(String s) {
        return BLANKS.matcher(s.toLowerCase(Locale.ROOT)).replaceAll(" ").strip();
    }
}
