package dev.lkmltriage.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Boot parameters that switch a config option's feature at run time ({@code models/bootparams.tsv}): for an option a
 * message sets, the parameter names whose {@code =off}/{@code on} state it for a measurement. Immutable; a missing
 * or malformed file gives an empty table.
 */
final class BootParams {
    static final BootParams EMPTY = new BootParams(Map.of());

    private final Map<String, List<String>> byOption;

    private BootParams(Map<String, List<String>> byOption) {
        this.byOption = byOption;
    }

    static BootParams load(ExtractSettings settings) {
        return ModelFiles.load(settings, "bootparams.tsv", BootParams::read, EMPTY);
    }

    static BootParams read(Reader reader) throws IOException {
        BufferedReader r = new BufferedReader(reader);
        Map<String, List<String>> map = new HashMap<>();
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            if (f.length >= 2 && f[0].strip().matches("[a-z0-9_.]{2,40}") && f[1].strip().startsWith("CONFIG_")) {
                map.computeIfAbsent(f[1].strip(), k -> new ArrayList<>()).add(f[0].strip());
            }
        }
        map.replaceAll((k, v) -> List.copyOf(v));
        return new BootParams(Map.copyOf(map));
    }

    /** The parameters that switch this option, or none. */
    List<String> of(String option) {
        return byOption.getOrDefault(option, List.of());
    }
}
