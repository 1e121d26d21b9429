package dev.lkmltriage.extract;

import dev.lkmltriage.text.LiteralCache;
import dev.lkmltriage.text.LiteralHits;
import dev.lkmltriage.text.LiteralSet;

/**
 * The literals the extractors' line walks ask of a message's text ({@link Needle}s and {@link
 * FigureLines#linesContaining}), all found in one pass per text and shared by every stage on the thread. A literal
 * missing here still works (its {@link Needle} searches on its own); add it here to have it found in the shared pass.
 */
final class TextLiterals {
    static final LiteralSet SET = LiteralSet.builder()
            // drivers
            .exact("Kernel driver in use: ", ": ", "drivers/", "sound/", " driver")
            // configs
            .exact("CONFIG_", " [=")
            // hardware
            .exact(":", "v0000", "usb:v", "Bus ", "Subsystem:", "vendor_id: 0x", "+-", "\\-")
            // throughput figures
            .exact("/s", "/S", "ps", "PS", "bit", "Bit", "BIT", "sec", "iperf", "Iperf", "IPERF", " connected ")
            .build();

    /**
     * Whether the shared pass is used: under C1 alone (the launcher's batch options) each {@code String.indexOf} is
     * a plain loop and the one pass costs a third of them; under C2 {@code indexOf} is vectorised and asking each
     * literal on its own measured cheaper (docs/performance.md, session 9). {@code -Dtriage.literal-pass=true|false}
     * decides instead. Both give the same answers.
     */
    static final boolean SHARED = shared();

    /** The stages of one message ask about the same text object. */
    private static final LiteralCache CACHE = new LiteralCache(SET);

    private TextLiterals() {
    }

    private static boolean shared() {
        String forced = System.getProperty("triage.literal-pass");
        if (forced != null) {
            return Boolean.parseBoolean(forced);
        }
        try {
            var vm = java.lang.management.ManagementFactory.getPlatformMXBean(
                    com.sun.management.HotSpotDiagnosticMXBean.class);
            return vm != null && "1".equals(vm.getVMOption("TieredStopAtLevel").getValue());
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    /** Every occurrence of {@link #SET}'s literals in {@code text}, scanned once per text object and thread. */
    static LiteralHits of(String text) {
        // in a batch (FactExtractor.extractAll) every stage asks about every message in turn: the batch keeps them
        LiteralHits batch = BatchViews.literals(text, SET);
        return batch != null ? batch : CACHE.of(text);
    }
}
