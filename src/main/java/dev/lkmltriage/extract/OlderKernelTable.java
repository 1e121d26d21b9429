package dev.lkmltriage.extract;

import dev.lkmltriage.extract.DriverTable.Driver;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The generated driver table of an older kernel release read beneath a newer one. Mail of 2019-2020 names files
 * and modules of its own trees: {@code drivers/dma/idxd/mdev.c}, {@code drivers/staging/gasket/apex_driver.c},
 * {@code drivers/bus/fsl-mc/fsl-mc-bus.c} are gone or moved by 6.12. The newer table wins everywhere: an older
 * module of a name the newer table has (in either spelling) only lends the files the newer table does not place;
 * an older module the newer table lacks is added with those files alone; an older file the newer table gives to
 * any module stays with that module. The rows stay generated, so every context rule of generated names applies.
 */
final class OlderKernelTable {
    private OlderKernelTable() {
    }

    static List<Driver> under(List<Driver> newer, List<Driver> older) {
        if (older.isEmpty()) {
            return newer;
        }
        DriverTable placed = DriverTable.merge(List.of(), newer);
        List<Driver> out = new ArrayList<>(newer);
        Map<String, Integer> at = new HashMap<>();
        for (int i = 0; i < newer.size(); i++) {
            at.putIfAbsent(newer.get(i).name().replace('-', '_'), i);
        }
        for (Driver o : older) {
            List<String> paths = new ArrayList<>();
            for (String p : o.paths()) {
                if (placed.byPath(p) == null) {
                    paths.add(p);
                }
            }
            Integer i = at.get(o.name().replace('-', '_'));
            if (i != null) {
                if (!paths.isEmpty()) {
                    Driver n = out.get(i);
                    List<String> all = new ArrayList<>(n.paths());
                    all.addAll(paths);
                    out.set(i, new Driver(n.name(), all, n.ids(), n.aliases(), n.prose(), n.generated(),
                            n.ownNames(), n.succeeds(), n.acronyms()));
                }
                continue;
            }
            // an older module whose every file the newer tree gives to another module was merged into it
            if (paths.isEmpty() && !o.paths().isEmpty()) {
                continue;
            }
            List<String> aliases = new ArrayList<>();
            for (String a : o.aliases()) {
                if (placed.byNameOrAlias(a) == null) {
                    aliases.add(a);
                }
            }
            at.put(o.name().replace('-', '_'), out.size());
            out.add(new Driver(o.name(), paths, o.ids(), aliases, o.prose(), o.generated(), o.ownNames(),
                    o.succeeds()));
        }
        return out;
    }
}
