package dev.lkmltriage.extract;

import dev.lkmltriage.text.FoldedSearch;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The PCI devices' drivers of a pasted boot log or dmesg ({@code i915 0000:00:02.0: fb0: ...}, {@code thunderbolt
 * 0000:06:00.0: PME# enabled}, a network device's {@code e1000e 0000:00:1f.6 eth0: ...}): a log block of one
 * driver's lines is shown for that device and names it; in a block of more than {@link #FEW} every device announces
 * itself, and a driver is one the message is about only where the log says something went wrong with its device
 * (the drivers convention: the thing at issue, not context). A block is a run of log lines; a blank line, or two
 * lines in a row that are not log lines, end it. A driver of a many-driver block counts when one of its own lines
 * carries failure wording ({@code probe of ... failed}, {@code timeout}, {@code error -12}), when a generic prefix's
 * line about its device does anywhere in the text ({@code pci 0000:01:00.0: can't enable}), or when the line right
 * after one of its lines is a failing line of a generic prefix about a device no driver line of the block is about
 * (a port's {@code PME: Spurious native interrupt!} after each of the device's events). Prose, paths and tags still
 * name a driver its log lines do not. The work per line is a fixed set of literal searches.
 */
final class LogBystanders {
    /** The most drivers a log block may name and still name them all: one, the snippet of one device. */
    static final int FEW = 1;
    /** Lowercase words that say a log line reports a failure. */
    private static final String[] FAILING = {"fail", "error", "err ", "warn", "timeout", "timed out", "time out",
        "unable", "can't", "cannot", "could not", "couldn't", "not responding", "no response", "invalid", "bug:",
        "oops", "corrupt", "abort", "refused", " hang", " hung", "stuck", "spurious", "unexpected", "not ready",
        "denied", "broken", "call trace", "unhandled", " fault"};

    /** The current block's drivers, in order: name -> whether it is shown at issue. */
    private final Map<String, Boolean> block = new LinkedHashMap<>(4);
    /** Held drivers of closed many-driver blocks: name -> their devices' addresses. */
    private final Map<String, Set<String>> held = new LinkedHashMap<>(4);
    /** The current block's devices of each driver. */
    private final Map<String, Set<String>> addresses = new LinkedHashMap<>(4);
    /** Devices a failing line of any prefix is about. */
    private final Set<String> failingDevices = new HashSet<>(4);
    /** The driver of the last log line of the block, if a driver's. */
    private String last;
    /** Non-log lines seen in a row. */
    private int gap;

    /**
     * A dmesg line with a device prefix {@code name address: rest}; {@code driver}: the name is a driver's (not a bus
     * or port prefix such as {@code pci} or {@code pcieport}).
     */
    void deviceLine(String text, String name, boolean driver, String address, int restFrom, int to) {
        gap = 0;
        boolean failing = failing(text, restFrom, to);
        if (failing) {
            failingDevices.add(address);
            if (!driver && last != null && !ownDevice(address)) {
                // a port reports trouble right after the device's event; a core line about another driver's own
                // device ("pci 0000:02:00.0: can't ...") is that device's, read below
                block.put(last, true);
            }
        }
        if (driver) {
            block.merge(name, failing, Boolean::logicalOr);
            addresses.computeIfAbsent(name, k -> new HashSet<>(2)).add(address);
            last = name;
        } else {
            last = null;
        }
    }

    /** A device a driver line of the current block is about. */
    private boolean ownDevice(String address) {
        for (Set<String> devices : addresses.values()) {
            if (devices.contains(address)) {
                return true;
            }
        }
        return false;
    }

    /** Any other log line (a timestamp, a name prefix): it continues the block. */
    void logLine() {
        gap = 0;
        last = null;
    }

    /** A line that is no log line: a wrapped log line's rest, or prose; two in a row end the block. */
    void otherLine(Consumer<String> out) {
        last = null;
        if (++gap >= 2) {
            end(out);
        }
    }

    /** A blank line, or the end of the text: the block ends. */
    void end(Consumer<String> out) {
        last = null;
        gap = 0;
        if (block.isEmpty()) {
            return;
        }
        boolean few = block.size() <= FEW;
        block.forEach((name, atIssue) -> {
            if (few || atIssue) {
                out.accept(name);
            } else {
                held.computeIfAbsent(name, k -> new HashSet<>(2)).addAll(addresses.get(name));
            }
        });
        block.clear();
        addresses.clear();
    }

    /** At the end of the text: held drivers whose device a failing line anywhere is about. */
    void release(Consumer<String> out) {
        end(out);
        held.forEach((name, devices) -> {
            for (String d : devices) {
                if (failingDevices.contains(d)) {
                    out.accept(name);
                    return;
                }
            }
        });
    }

    /** The failure words, asked of a line in one walk (session 46, speed47: a walk per word before). */
    private static final FoldedSearch.Words FAILING_WORDS = new FoldedSearch.Words(FAILING);

    static boolean failing(String text, int from, int to) {
        return FAILING_WORDS.anyIn(text, from, to);
    }
}
