package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fingerprints of the kernel log lines a reporter pasted: two reports carrying the same unusual lines (the same
 * warning about the same device, the same broken resource ranges) very likely show one problem, whatever their
 * subjects say. Only the author's own text counts (not quotes), timestamps and syslog prefixes are dropped, PCI
 * addresses are blanked (two machines put one device at different addresses), and
 * at most {@value #MAX_LINES} lines are kept per message so the cost per message stays flat.
 */
final class LogLines {
    /** Runs of white space; compiled once, as this is asked per message. */
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    static final int MAX_LINES = 24;
    private static final int MIN_LENGTH = 24;
    /** "[   36.136554] ", "<4>[ 1.2] ", "Apr  4 19:50:38 host kernel: ", "kernel: ". */
    private static final Pattern PREFIX = Pattern.compile(
            "^\\s*(?:<\\d>)?(?:[A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d \\S+ kernel:\\s*)?"
            + "(?:kernel:\\s*)?(?:\\[\\s*\\d+\\.\\d+\\]\\s*)?");
    /** A device message as dev_printk writes it: "driver device: text" where the device has ':' or '.'. */
    private static final Pattern DEVICE = Pattern.compile("^[a-z][\\w.-]* [\\w.-]*[:.][\\w.:-]*: \\S");
    /**
     * A PCI device address ("0000:03:00.0", "05:00.0"): where a device sits differs from machine to machine, the
     * message about it does not ("... limited by 2.5 GT/s PCIe x4 link at 0000:00:1c.4").
     */
    private static final Pattern PCI_ADDRESS = Pattern.compile("\\b(?:[0-9a-f]{4}:)?[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]\\b");
    private static final Pattern TIMESTAMP = Pattern.compile("^\\s*(?:<\\d>)?\\[\\s*\\d+\\.\\d+\\]");
    /**
     * What the PCI core prints for every device and bus it finds while scanning ("pci 0000:00:02.0: [11ab:6820] type
     * 01 class 0x060400", "reg 0x38: [mem ...]", "supports D1", "PME# supported from D0 D1 D3hot", "bridge
     * configuration invalid ([bus 00-00]), reconfiguring", "busn_res: ... end is updated", "bus0: Fast back to back
     * transfers disabled"): the inventory of a machine, the same on every board of one SoC whatever fails on it
     * (session 34: two unrelated mvebu reports tied by one such line, an ARM board's report and another's by three).
     * Not fingerprinted; the lines about what went wrong with the same devices (BAR errors, failed assignments) are.
     */
    private static final Pattern SCAN = Pattern.compile("^pci(?:_bus)? [\\w.:<>-]+: (?:\\[[0-9a-f]{4}:[0-9a-f]{4}\\] type "
            + "|reg 0x[0-9a-f]+: \\[|supports d[123]|pme# supported from|bridge configuration invalid "
            + "|scanning \\[bus|busn_res: )|^pci: bus\\d+: fast back to back transfers");

    private LogLines() {
    }

    /**
     * The kernel's banner, the first line of every boot log ("Linux version 5.3.8 (root@host) (gcc ...) #3 SMP"),
     * as a normalized line body.
     */
    private static final Pattern BANNER = Pattern.compile("^linux version \\d");

    /**
     * The fingerprints of a message's pasted log, and whether that log is a whole boot log: the kernel's banner is
     * among the lines kept and the log fills all {@value #MAX_LINES} of them. Such a log's kept lines are then all
     * printed in the first moments of boot (command line, CPU features, memory map, ACPI tables): they describe the
     * machine's class, and two unrelated machines of one CPU family share several ({@link Scoring#BOOT_LOG_LINES}).
     */
    record Pasted(Set<Long> lines, boolean boot) {
        static final Pasted NONE = new Pasted(Set.of(), false);
    }

    /** Hashes of the normalized log lines in the author's own text. */
    static Set<Long> of(Mail mail) {
        return read(mail).lines();
    }

    /** {@link #of}, and whether the lines kept are the start of a whole boot log ({@link Pasted}). */
    static Pasted read(Mail mail) {
        Set<Long> out = new LinkedHashSet<>();
        boolean banner = false;
        String text = mail.text();
        int start = 0;
        while (start < text.length() && out.size() < MAX_LINES) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            if (end - start >= MIN_LENGTH && !mail.isQuoted(start)) {
                String line = text.substring(start, end);
                boolean stamped = TIMESTAMP.matcher(line).find();
                Matcher p = PREFIX.matcher(line);
                String body = p.lookingAt() ? line.substring(p.end()) : line;
                body = WHITESPACE.matcher(body.strip()).replaceAll(" ").toLowerCase(Locale.ROOT);
                if (body.length() >= MIN_LENGTH && (stamped || DEVICE.matcher(body).find())
                        && !SCAN.matcher(body).lookingAt()) {
                    out.add(hash(PCI_ADDRESS.matcher(body).replaceAll("<pci>")));
                    banner |= BANNER.matcher(body).lookingAt();
                }
            }
            start = end + 1;
        }
        return new Pasted(out, banner && out.size() >= MAX_LINES);
    }

    /** 64-bit FNV-1a: collisions between two log lines are negligible at archive scale. */
    static long hash(String s) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < s.length(); i++) {
            h ^= s.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }
}
