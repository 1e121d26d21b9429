package dev.lkmltriage.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Session 26 (forms27): PCI devices by a name an older pci.ids gave them ({@code models/pci-former-names.tsv}, made
 * by {@code dev.lkmltriage.eval.FormerDeviceNames}): lspci of the archive's years prints "Intel Corporation Xeon
 * E3-1200 v5/E3-1500 v5/6th Gen Core Processor PCIe Controller (x16)" where today's pci.ids says "6th-10th Gen Core
 * Processor PCIe Controller (x16)", and the tolerant match cannot bridge that. Only the whole name, token for token
 * (vendor first), resolves; rows whose id the current pci.ids does not list, malformed rows and names two rows give
 * different ids are dropped. A missing file means no former names.
 */
final class FormerNames {
    static final String FILE = "pci-former-names.tsv";
    static final FormerNames NONE = new FormerNames(Map.of());
    private static final int MAX_ROWS = 10_000;
    private static final int MAX_TOKENS = 40;

    private final Map<String, PciId> byName;

    private FormerNames(Map<String, PciId> byName) {
        this.byName = byName;
    }

    static FormerNames read(Path file, IdTable pci) {
        if (file == null || !Files.isReadable(file)) {
            return NONE;
        }
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(r, pci);
        } catch (IOException | RuntimeException e) {
            return NONE;
        }
    }

    static FormerNames read(BufferedReader r, IdTable pci) throws IOException {
        Map<String, PciId> byName = new HashMap<>();
        Map<String, Boolean> clash = new HashMap<>();
        int rows = 0;
        for (String line = r.readLine(); line != null && rows < MAX_ROWS; line = r.readLine()) {
            if (line.isEmpty() || line.charAt(0) == '#') {
                continue;
            }
            int tab = line.indexOf('\t');
            if (tab != 9 || line.charAt(4) != ':' || !PciId.isHex4(line, 0) || !PciId.isHex4(line, 5)) {
                continue;
            }
            int vendor = PciId.hex4(line, 0);
            int device = PciId.hex4(line, 5);
            if (!pci.isEmpty() && !pci.hasDevice(vendor, device)) {
                continue;
            }
            String key = String.join(" ", NameTokens.tokens(line.substring(tab + 1), MAX_TOKENS));
            if (key.isEmpty()) {
                continue;
            }
            rows++;
            PciId id = PciId.of(vendor, device);
            PciId had = byName.putIfAbsent(key, id);
            if (had != null && !had.equals(id)) {
                clash.put(key, true);
            }
        }
        clash.keySet().forEach(byName::remove);
        return new FormerNames(byName);
    }

    /** The device whose former name these tokens spell exactly, or null. */
    PciId exact(List<String> tokens) {
        return byName.isEmpty() ? null : byName.get(String.join(" ", tokens));
    }
}
