package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects sightings and merges them to one fact per bus and id: the richest sighting (subsystem, revision, the
 * most telling source) gives source and offsets, the others fill in what it lacks, and the fact is quoted only when
 * every sighting was. Names come from the id database.
 */
final class HardwareSightings {
    private static final int MAX = 4096;
    private final Map<String, List<HardwareFact>> byId = new LinkedHashMap<>();
    private final IdDatabase db;

    HardwareSightings(IdDatabase db) {
        this.db = db;
    }

    void add(String bus, PciId id, PciId subsystem, String revision, String source, boolean quoted, int start,
             int end) {
        String key = bus + ' ' + id.name();
        if (byId.size() >= MAX && !byId.containsKey(key)) {
            return;
        }
        byId.computeIfAbsent(key, k -> new ArrayList<>()).add(new HardwareFact(bus, id.name(),
                subsystem == null ? null : subsystem.name(), revision, null, null, source, quoted, start, end));
    }

    /** Whether a sighting of this device was added already. */
    boolean has(String bus, PciId id) {
        return byId.containsKey(bus + ' ' + id.name());
    }

    List<HardwareFact> facts() {
        List<HardwareFact> out = new ArrayList<>(byId.size());
        for (List<HardwareFact> seen : byId.values()) {
            HardwareFact best = seen.get(0);
            for (HardwareFact f : seen) {
                if (rank(f) > rank(best)) {
                    best = f;
                }
            }
            String subsystem = best.subsystem();
            String revision = best.revision();
            boolean quoted = true;
            for (HardwareFact f : seen) {
                subsystem = subsystem != null ? subsystem : f.subsystem();
                revision = revision != null ? revision : f.revision();
                quoted &= f.quoted();
            }
            PciId id = PciId.parse(best.id());
            out.add(new HardwareFact(best.bus(), best.id(), subsystem, revision, db.vendorName(best.bus(),
                    id.vendor()), db.deviceName(best.bus(), id), best.source(), quoted, best.start(), best.end()));
        }
        out.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return out;
    }

    private static int rank(HardwareFact f) {
        int r = (f.subsystem() != null ? 40 : 0) + (f.revision() != null ? 20 : 0) + (f.quoted() ? 0 : 10);
        return r + switch (f.source()) {
            case "lspci-x", "config-dump" -> 5;
            case "lspci-nn", "lspci-n", "dmesg", "lsusb" -> 4;
            case "modalias" -> 3;
            case "name", "name-kin" -> 2;
            default -> 1;
        };
    }
}
