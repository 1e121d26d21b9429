package dev.lkmltriage.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Drivers named the way the kernel's menuconfig prompts name them ({@code models/driver-prompts.tsv.gz}, from
 * {@link KconfigPromptScan}): "the iMX6 PCIe driver" is pci-imx6 by its prompt "Freescale i.MX6/7/8 PCIe
 * controller", "the i.MX7 reset driver" reset-imx7 by "i.MX7/8 Reset Driver". Only the words right before "driver"
 * are read, back to a determiner, a preposition or punctuation, so a board or SoC named without "driver", or a
 * driver "for" a chip, names nothing.
 *
 * <p>A prompt becomes slots: each word lowercased with its dots and hyphens dropped ("i.MX6" → imx6, "R-Car" →
 * rcar), a slash list one slot of alternatives ("i.MX6/7/8" → imx6, imx7, imx8), parenthesised text and generic
 * words ("controller", "support", "host", "driver", "mode") left out. A vendor word (the first word of at least
 * {@link #VENDOR_PROMPTS} prompts: Freescale, NVIDIA, Renesas) is optional, wherever it stands, when the prompt has
 * a distinctive word that is no vendor's ("xHCI support for NVIDIA Tegra SoCs" is "the Tegra xHCI driver"). The written words match a prompt when each fills a different slot and every required slot is filled; at
 * least one must be distinctive (not a kind word such as "PCIe", "USB", "reset"), so "the PCI driver" names none,
 * and one a kind word, so "the PF driver", "the function driver" or "the Nvidia driver" (a word of prose or a vendor
 * alone, which archive prompts such as "ENETC PF driver" or "Thunder Virtual function driver" would otherwise take)
 * names none either.
 * A phrase that matches prompts of two modules names neither.
 */
final class DriverPrompts {
    static final DriverPrompts EMPTY = new DriverPrompts(List.of(), Map.of());

    /** A first word this many prompts start with is a vendor's name. */
    static final int VENDOR_PROMPTS = 4;

    /** Words dropped from prompts and phrases alike: what a driver is, not which. */
    private static final Set<String> GENERIC = Set.of("controller", "controllers", "support", "driver", "drivers",
            "host", "mode", "core", "interface", "platform", "bus", "based", "device", "devices", "bridge", "chip",
            "chipset", "adapter", "adapters", "card", "cards", "module", "and", "or", "for", "the", "a", "an", "on",
            "with", "of", "to", "linux", "kernel", "new", "old", "current", "upstream", "mainline", "existing",
            "generic", "native", "in-tree", "intree", "(r)", "(tm)", "-", "series", "family", "soc", "socs");

    /** Words that say what a driver drives, not which one: a phrase needs a word besides these. */
    private static final Set<String> KIND = Set.of("pci", "pcie", "pcix", "usb", "ethernet", "network", "gigabit",
            "wireless", "wifi", "wlan", "i2c", "spi", "sata", "ahci", "phy", "reset", "gpio", "audio", "sound", "dma",
            "msi", "iommu", "serial", "smbus", "nic", "gpu", "graphics", "storage", "scsi", "mmc", "sd", "sdhci",
            "nvme", "endpoint", "ep", "watchdog", "clock", "pinctrl", "regulator", "rtc", "thermal", "hwmon",
            "sensor", "sensors", "input", "touchscreen", "keyboard", "mouse", "camera", "video", "display", "fb",
            "framebuffer", "uart", "i2s", "codec", "hda", "power", "battery", "led", "leds", "mdio", "can", "ata",
            "ide", "raid", "fc", "infiniband", "rdma", "crypto", "rng", "ntb", "edac", "firmware", "acpi", "irq",
            "interrupt", "timer", "mailbox", "remoteproc", "virtio", "hid", "tpm", "iio", "adc", "dac", "pwm",
            "ufs", "emmc", "nand", "flash", "mtd", "memory", "cpufreq", "cpuidle", "dsa", "switch", "10", "100",
            "1000", "10g", "40g", "100g", "gen2", "gen3", "gen4", "v1", "v2", "v3", "bt", "bluetooth", "modem",
            "lan", "802.11", "80211", "xhci", "ehci", "ohci", "uhci", "hcd", "otg");

    /** Stops the walk back from "driver": the phrase starts after it. */
    private static final Set<String> STOP = Set.of("the", "a", "an", "this", "that", "these", "those", "our", "your",
            "its", "their", "his", "her", "my", "which", "for", "and", "or", "of", "in", "to", "on", "with", "by",
            "from", "is", "was", "as", "at", "into", "than", "but", "not", "no", "any", "each", "every", "same");

    private static final int MAX_WORDS = 6;

    /** A prompt read into slots. */
    private record Prompt(String module, List<Set<String>> slots, boolean[] optional) {
    }

    private final List<Prompt> prompts;
    /** Each Kconfig symbol → the one module it builds ("PCIE_INTEL_GW" → pcie-intel-gw), for {@link #bySymbol}. */
    private final Map<String, String> modules;
    /** Each word of any slot → the prompts holding it: a phrase is compared only with prompts sharing a word. */
    private final Map<String, List<Integer>> byWord = new HashMap<>();

    private DriverPrompts(List<Prompt> prompts, Map<String, String> modules) {
        this.prompts = prompts;
        this.modules = modules;
        for (int i = 0; i < prompts.size(); i++) {
            for (Set<String> slot : prompts.get(i).slots()) {
                for (String w : slot) {
                    List<Integer> at = byWord.computeIfAbsent(w, k -> new ArrayList<>(2));
                    if (at.isEmpty() || at.get(at.size() - 1) != i) {
                        at.add(i);
                    }
                }
            }
        }
    }

    /** Reads the table: {@code module TAB symbol TAB prompt} lines under {@code #} comments. */
    static DriverPrompts read(Reader reader) throws IOException {
        List<String[]> rows = new ArrayList<>();
        Map<String, String> modules = new HashMap<>();
        BufferedReader r = reader instanceof BufferedReader b ? b : new BufferedReader(reader);
        for (String line; (line = r.readLine()) != null; ) {
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            if (f.length < 3 || f[0].isEmpty() || f[2].isBlank()) {
                throw new IOException("not a prompt row (module, symbol, prompt): " + line);
            }
            rows.add(new String[] {f[0], f[2]});
            if (!f[1].isEmpty()) {
                modules.put(f[1], f[0]);
            }
        }
        return of(rows, modules);
    }

    /** The module the Kconfig symbol (no {@code CONFIG_}) builds, or null: the table lists symbols of one module. */
    String bySymbol(String symbol) {
        return modules.get(symbol);
    }

    /** Prompts from {@code {module, prompt}} pairs. */
    static DriverPrompts of(List<String[]> rows) {
        return of(rows, Map.of());
    }

    /** Prompts from {@code {module, prompt}} pairs, with the symbol → module map {@link #bySymbol} reads. */
    private static DriverPrompts of(List<String[]> rows, Map<String, String> modules) {
        Map<String, Integer> firstWords = new HashMap<>();
        List<List<Set<String>>> parsed = new ArrayList<>(rows.size());
        for (String[] row : rows) {
            List<Set<String>> slots = slots(row[1]);
            parsed.add(slots);
            if (!slots.isEmpty() && slots.get(0).size() == 1) {
                firstWords.merge(slots.get(0).iterator().next(), 1, Integer::sum);
            }
        }
        List<Prompt> out = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            List<Set<String>> slots = parsed.get(i);
            if (slots.isEmpty() || slots.size() > MAX_WORDS + 2) {
                continue;
            }
            boolean[] optional = new boolean[slots.size()];
            int distinctive = 0;
            int others = 0;
            for (int k = 0; k < slots.size(); k++) {
                Set<String> s = slots.get(k);
                boolean vendor = s.size() == 1 && firstWords.getOrDefault(s.iterator().next(), 0) >= VENDOR_PROMPTS;
                distinctive += distinctive(s) ? 1 : 0;
                others += distinctive(s) && !vendor ? 1 : 0;
                optional[k] = vendor && distinctive(s);
            }
            if (others == 0) {
                // "Rockchip PCIe host controller": the vendor's name is the driver's, and required
                java.util.Arrays.fill(optional, false);
            }
            if (distinctive > 0) {
                out.add(new Prompt(rows.get(i)[0], slots, optional));
            }
        }
        return new DriverPrompts(out, modules);
    }

    private static boolean distinctive(Set<String> slot) {
        for (String w : slot) {
            if (KIND.contains(w)) {
                return false;
            }
        }
        return true;
    }

    /** A prompt's words as slots; see the class comment. */
    static List<Set<String>> slots(String prompt) {
        List<Set<String>> out = new ArrayList<>();
        int depth = 0;
        StringBuilder kept = new StringBuilder(prompt.length());
        for (int i = 0; i < prompt.length(); i++) {
            char c = prompt.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
                kept.append(' ');
            } else if (depth == 0) {
                kept.append(c);
            }
        }
        for (String word : kept.toString().split("[\\s,;:]+")) {
            Set<String> alts = new java.util.LinkedHashSet<>();
            String stem = null;
            for (String part : word.split("/")) {
                String w = normal(part);
                if (w.isEmpty()) {
                    continue;
                }
                if (stem != null && allDigits(w)) {
                    // "i.MX6/7/8": the digits replace the first alternative's trailing ones
                    alts.add(stem + w);
                    continue;
                }
                alts.add(w);
                if (stem == null) {
                    int e = w.length();
                    while (e > 0 && Character.isDigit(w.charAt(e - 1))) {
                        e--;
                    }
                    stem = e > 0 && e < w.length() ? w.substring(0, e) : w;
                }
            }
            alts.removeIf(GENERIC::contains);
            if (!alts.isEmpty() && out.size() < 16) {
                out.add(alts);
            }
        }
        return out;
    }

    /** Lowercase, dots, hyphens and quotes dropped ("i.MX6" → imx6, "R-Car" → rcar); "" for a generic word. */
    static String normal(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        if (GENERIC.contains(lower)) {
            return "";
        }
        StringBuilder b = new StringBuilder(lower.length());
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_') {
                b.append(c);
            }
        }
        String w = b.toString();
        return GENERIC.contains(w) ? "" : w;
    }

    private static boolean allDigits(String w) {
        for (int i = 0; i < w.length(); i++) {
            if (!Character.isDigit(w.charAt(i))) {
                return false;
            }
        }
        return !w.isEmpty();
    }

    boolean isEmpty() {
        return prompts.isEmpty();
    }

    /**
     * The module a phrase ending right before {@code driverAt} (where "driver" starts) names, or null: the words
     * back from it within {@code [lineStart, driverAt)}, at most {@link #MAX_WORDS}, up to a stop word or
     * punctuation. Linear in the phrase: a bounded walk back and a look-up per word.
     */
    String named(String text, int lineStart, int driverAt) {
        return named(text, lineStart, driverAt, w -> false);
    }

    /**
     * As {@link #named(String, int, int)}, but none when a written word is {@code known} (a name or alias the driver
     * tables already read: "the Tegra PCIe driver" is theirs to name).
     */
    String named(String text, int lineStart, int driverAt, java.util.function.Predicate<String> known) {
        if (prompts.isEmpty()) {
            return null;
        }
        List<String> words = new ArrayList<>(MAX_WORDS);
        int i = driverAt;
        while (words.size() <= MAX_WORDS) {
            int e = i;
            while (e > lineStart && i - e < 3 && text.charAt(e - 1) == ' ') {
                e--;
            }
            if (e == i) {
                break;
            }
            int s = e;
            while (s > lineStart && e - s < 40 && phraseChar(text.charAt(s - 1))) {
                s--;
            }
            if (s == e) {
                break;
            }
            String raw = text.substring(s, e);
            String lower = raw.toLowerCase(Locale.ROOT);
            if (STOP.contains(lower)) {
                break;
            }
            String w = normal(raw.indexOf('/') > 0 ? raw.substring(0, raw.indexOf('/')) : raw);
            if (!w.isEmpty() && !byWord.containsKey(w)) {
                // a prompt that fills the phrase holds every word (fills): with a word no prompt holds, none does,
                // whatever the walk reads further back (session 39: most phrases of prose end here, at "port
                // driver", "latency driver")
                return null;
            }
            if (!w.isEmpty()) {
                words.add(w);
            }
            i = s;
            if (s > lineStart && text.charAt(s - 1) != ' ') {
                // punctuation before the word: the phrase starts here
                break;
            }
        }
        if (words.isEmpty() || words.size() > MAX_WORDS) {
            return null;
        }
        boolean anyDistinctive = false;
        boolean anyKind = false;
        for (String w : words) {
            anyDistinctive |= !KIND.contains(w);
            anyKind |= KIND.contains(w);
            if (known.test(w)) {
                return null;
            }
        }
        if (!anyDistinctive || !anyKind) {
            // "the PF driver", "the function driver", "the Nvidia driver": a word of prose or a vendor alone
            return null;
        }
        // a prompt that fills the phrase holds every word, so it is on every word's list: the shortest list has
        // them all (a kind word's, "pcie", lists hundreds of prompts; a distinctive word's a few)
        List<Integer> fewest = null;
        for (String w : words) {
            List<Integer> at = byWord.getOrDefault(w, List.of());
            if (fewest == null || at.size() < fewest.size()) {
                fewest = at;
            }
        }
        String found = null;
        for (int p : fewest) {
            if (!fills(prompts.get(p), words)) {
                continue;
            }
            String m = prompts.get(p).module();
            if (found != null && !found.equals(m)) {
                return null;
            }
            found = m;
        }
        return found;
    }

    /** Letters, digits and the joiners of a name ("i.MX6", "R-Car", "Tegra194", "i.MX6/7"). */
    private static boolean phraseChar(char c) {
        return Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_' || c == '/';
    }

    /** Every written word fills a different slot of the prompt, and every required slot is filled. */
    private static boolean fills(Prompt p, List<String> words) {
        return fills(p, words, false);
    }

    /**
     * Every written word fills a different slot of the prompt, and every required slot is filled; with {@code
     * loosely}, a slot of bus words only ("pci", "pcie") may stay empty.
     */
    private static boolean fills(Prompt p, List<String> words, boolean loosely) {
        int n = p.slots().size();
        if (words.size() > n) {
            return false;
        }
        boolean[] used = new boolean[n];
        for (String w : words) {
            int at = -1;
            for (int k = 0; k < n && at < 0; k++) {
                if (!used[k] && p.slots().get(k).contains(w)) {
                    at = k;
                }
            }
            if (at < 0) {
                return false;
            }
            used[at] = true;
        }
        for (int k = 0; k < n; k++) {
            if (!used[k] && !p.optional()[k] && !(loosely && busOnly(p.slots().get(k)))) {
                return false;
            }
        }
        return true;
    }

    // Session 47 (drivers55): the looser readings of DescribedDrivers, kept apart from named() above.

    /** Whether some prompt holds the (normalised) word. */
    boolean holds(String word) {
        return byWord.containsKey(word);
    }

    /** Whether the (normalised) word says what a driver drives ("pcie", "dma", "remoteproc"), not which. */
    static boolean kind(String word) {
        return KIND.contains(word);
    }

    /**
     * The one module whose prompt the (normalised) words fill, null if none, "" if prompts of several modules do.
     * A prompt is filled as {@link #named} fills it, or with its bus word ("pci", "pcie") unwritten ("the PF stub
     * driver" for "PCI PF Stub driver"); a phrase that fills prompts of two modules either way fits both: "the
     * Realtek card reader driver" (ums-realtek's "Realtek Card Reader support", rtsx_pci's "Realtek PCI-E card
     * reader"), "the DesignWare eDMA driver" (dw-edma's "Synopsys DesignWare eDMA controller driver" and
     * dw-edma-pcie's "Synopsys DesignWare eDMA PCIe driver").
     */
    String filledBy(List<String> words) {
        if (prompts.isEmpty() || words.isEmpty() || words.size() > MAX_WORDS) {
            return null;
        }
        List<Integer> fewest = null;
        for (String w : words) {
            List<Integer> at = byWord.get(w);
            if (at == null) {
                return null;
            }
            if (fewest == null || at.size() < fewest.size()) {
                fewest = at;
            }
        }
        // a strict fill is also a loose one: the loose fills decide, so that a prompt filled only with its bus word
        // unwritten still makes the phrase fit two modules ("the Realtek card reader driver": ums-realtek's
        // "Realtek Card Reader support" strictly, rtsx_pci's "Realtek PCI-E card reader" loosely)
        String found = null;
        for (int p : fewest) {
            Prompt prompt = prompts.get(p);
            if (!fillsLoosely(prompt, words)) {
                continue;
            }
            if (found != null && !found.equals(prompt.module())) {
                return "";
            }
            found = prompt.module();
        }
        return found;
    }

    /** As {@link #fills}, but a slot of bus words only ("pci", "pcie") may stay empty. */
    private static boolean fillsLoosely(Prompt p, List<String> words) {
        return fills(p, words, true);
    }

    private static boolean busOnly(Set<String> slot) {
        for (String w : slot) {
            if (!w.equals("pci") && !w.equals("pcie")) {
                return false;
            }
        }
        return true;
    }
}
