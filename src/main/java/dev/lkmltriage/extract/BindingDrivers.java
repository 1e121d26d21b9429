package dev.lkmltriage.extract;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The drivers a patch's changed device-tree bindings name ({@code DriverExtractor.binding}), with the binding stem
 * each came from. A core library's schemas changed together, a common one and its host and endpoint ones with no
 * vendor prefix ({@code cdns-pcie.yaml}, {@code cdns-pcie-host.yaml}, {@code cdns-pcie-ep.yaml}, which platform
 * bindings include by {@code $ref}), describe what every platform using the core shares: no compatible, so no driver
 * the patch is about (the labels of the Cadence schema threads: "Add PCIe RC/EP DT schema for Cadence PCIe" names
 * none; "Deprecate inbound/outbound specific bindings" names the host and endpoint drivers by the vendor-prefixed
 * {@code cdns,cdns-pcie-host.yaml} and {@code cdns,cdns-pcie-ep.yaml} it changes beside them). Counting them also
 * pushed those two past the few-drivers limit. Bounded: at most {@link #MAX_STEMS} stems are kept.
 */
final class BindingDrivers {

    /** driver name -> generated-only, as {@code changed} holds them */
    /** stems kept: the common-schema check compares each with all, so it stays small on a hostile diffstat */
    static final int MAX_STEMS = 16;

    final Map<String, Boolean> drivers = new LinkedHashMap<>(2);
    private final Map<String, String> byStem = new LinkedHashMap<>(2);

    /** every stem read, resolved or not (bounded): how many bindings the patch changes */
    private final java.util.Set<String> seen = new java.util.HashSet<>(2);
    private BindingDrivers untagged;

    void seen(String stem) {
        if (seen.size() < MAX_STEMS) {
            seen.add(stem);
        }
    }

    /**
     * The bindings of a patch tagged "dt-bindings:" and nothing else, held apart: such a patch is most often a
     * cleanup across every subsystem's bindings, about no controller ({@code DriverExtractor.bindingsCleanup}).
     */
    BindingDrivers untagged() {
        if (untagged == null) {
            untagged = new BindingDrivers();
        }
        return untagged;
    }

    /**
     * Takes in the untagged bindings' drivers when that patch changes one binding alone ("dt-bindings: Add YAML
     * schemas for Gen3 PCIe controller" creating {@code mediatek-pcie-gen3.yaml}): one controller's binding is no
     * cleanup across subsystems, and names its driver as a tagged one does. Only under a diffstat summary of one
     * file ({@code oneFile}): a reply quoting a cleanup's diffstat cut down to one line ("[...]") is still the cleanup.
     */
    void takeLoneUntagged(boolean oneFile) {
        if (oneFile && untagged != null && untagged.seen.size() == 1 && seen.isEmpty()) {
            untagged.drivers.forEach((name, generated) -> drivers.merge(name, generated, Boolean::logicalAnd));
        }
    }

    void add(String stem, String driver) {
        drivers.merge(driver, true, Boolean::logicalAnd);
        if (byStem.size() < MAX_STEMS) {
            byStem.putIfAbsent(stem, driver);
        }
    }

    boolean contains(String driver) {
        return drivers.containsKey(driver);
    }

    int size() {
        return drivers.size();
    }

    boolean isEmpty() {
        return drivers.isEmpty();
    }

    /**
     * Drops the drivers of a core library's schemas ({@code STEM}, {@code STEM-host}, {@code STEM-ep}, all without a
     * vendor prefix, all changed), unless a binding outside that set names the same driver.
     */
    void dropCommonSchemas() {
        java.util.Set<String> library = new java.util.HashSet<>();
        for (String stem : byStem.keySet()) {
            if (stem.indexOf(',') < 0 && byStem.containsKey(stem + "-host") && byStem.containsKey(stem + "-ep")) {
                library.add(stem);
                library.add(stem + "-host");
                library.add(stem + "-ep");
            }
        }
        for (String stem : library) {
            String driver = byStem.get(stem);
            if (!namedElsewhere(library, driver)) {
                drivers.remove(driver);
            }
        }
    }

    private boolean namedElsewhere(java.util.Set<String> library, String driver) {
        for (Map.Entry<String, String> e : byStem.entrySet()) {
            if (!library.contains(e.getKey()) && e.getValue().equals(driver)) {
                return true;
            }
        }
        return false;
    }
}
