package dev.lkmltriage.bench;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/** Every query the benches ask, for tools outside this package: the API mixes, the search classes and more. */
public final class ApiMix {
    private ApiMix() {
    }

    /** The synthetic and linux-pci mixes of {@code bench api}, the classes of {@code bench search}, then the rest. */
    public static List<String> all() {
        LinkedHashSet<String> q = new LinkedHashSet<>(HttpLoad.SYNTHETIC);
        q.addAll(HttpLoad.PCI);
        SearchBench.QUERIES.values().forEach(q::addAll);
        q.addAll(SearchProfile.REAL);
        q.addAll(SearchDump.QUOTES);
        q.addAll(List.of("", "NOT kind:patch", "status:fixed", "nosuchwordanywhere"));
        return new ArrayList<>(q);
    }
}
