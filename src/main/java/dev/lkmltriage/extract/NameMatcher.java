package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Resolves a name as lspci prints it ("Realtek Semiconductor Co., Ltd. RTL-8169 Gigabit Ethernet") to a PCI id:
 * vendor by its longest name prefix (or a bracketed alias such as {@code [AMD/ATI]}), then the device by weighted
 * token overlap where model numbers weigh most. Refuses weak and ambiguous matches: precision first.
 */
final class NameMatcher {
    private static final int MAX_VENDOR_TOKENS = 8;
    private static final int MAX_TOKENS = 40;

    private final IdTable table;
    private final Map<String, List<Integer>> vendorsByName = new HashMap<>();
    /** Vendors by the first word of their name, for spellings that differ after it ("JMicron Technologies"). */
    private final Map<String, List<Integer>> vendorsByFirstWord = new HashMap<>();

    /** A vendor's devices with their names already tokenised: an lspci listing asks for the same vendor often. */
    private final Map<Integer, VendorDevices> candidates = new ConcurrentHashMap<>();

    private VendorDevices candidates(int vendor) {
        return candidates.computeIfAbsent(vendor, v -> new VendorDevices(table, v, MAX_TOKENS));
    }

    /** Session 26 (forms27): devices by a name an older pci.ids gave them, exact token match only. */
    private final FormerNames formerNames;

    NameMatcher(IdTable table) {
        this(table, FormerNames.NONE);
    }

    NameMatcher(IdTable table, FormerNames formerDeviceNames) {
        this.table = table;
        this.formerNames = formerDeviceNames;
        for (Map.Entry<Integer, String> e : table.vendors().entrySet()) {
            String name = e.getValue();
            int bracket = name.indexOf('[');
            String main = bracket > 0 ? name.substring(0, bracket) : name;
            List<String> words = NameTokens.tokens(main, MAX_VENDOR_TOKENS + 1);
            add(String.join(" ", words), e.getKey());
            if (!words.isEmpty() && words.get(0).length() >= 3) {
                vendorsByFirstWord.computeIfAbsent(words.get(0), k -> new ArrayList<>(1)).add(e.getKey());
            }
            for (String former : table.formerNames(e.getKey())) {
                // lspci of an older pci.ids prints the vendor's former name: "Atheros Communications Inc."
                add(String.join(" ", NameTokens.tokens(former, MAX_VENDOR_TOKENS + 1)), e.getKey());
            }
            if (bracket > 0) {
                int close = name.indexOf(']', bracket);
                String alias = name.substring(bracket + 1, close > bracket ? close : name.length());
                for (String a : alias.split("/")) {
                    add(String.join(" ", NameTokens.tokens(a, MAX_VENDOR_TOKENS + 1)), e.getKey());
                }
            }
        }
    }

    private void add(String key, int vendor) {
        if (!key.isEmpty()) {
            List<Integer> l = vendorsByName.computeIfAbsent(key, k -> new ArrayList<>(1));
            if (!l.contains(vendor)) {
                l.add(vendor);
            }
        }
    }

    /** A vendor match: candidate vendor ids and how many leading tokens named it. */
    record Vendor(List<Integer> ids, int tokens) {
    }

    Vendor vendor(List<String> tokens) {
        for (int k = Math.min(MAX_VENDOR_TOKENS, tokens.size()); k >= 1; k--) {
            List<Integer> ids = vendorsByName.get(String.join(" ", tokens.subList(0, k)));
            if (ids != null) {
                return new Vendor(ids, k);
            }
        }
        if (!tokens.isEmpty()) {
            List<Integer> ids = vendorsByFirstWord.get(tokens.get(0));
            if (ids != null && ids.size() == 1) {
                return new Vendor(ids, 1);
            }
        }
        return null;
    }

    /**
     * The device named by {@code text} (vendor name first), or null when the vendor is unknown or the device match
     * is weak or ambiguous. {@code Device 1083} / {@code Unknown device 1083} after the vendor give the id directly.
     */
    PciId match(CharSequence text) {
        if (text.length() > MEMO_KEY_MAX) {
            return matchName(text);
        }
        String key = text.toString();
        Object known = memo.get(key);
        if (known != null) {
            return known == NO_MATCH ? null : (PciId) known;
        }
        PciId id = matchName(key);
        if (memo.size() >= MEMO_MAX) {
            memo.clear();
        }
        memo.put(key, id == null ? NO_MATCH : id);
        return id;
    }

    /**
     * {@link #match}'s answers by name: a function of the name and this matcher's tables alone, asked again for
     * every lspci line of a device (a report, its replies' quotes, the next report from the same machine). Session
     * 37: a tenth of the hardware stage on lspci-heavy reports. Bounded: cleared when full, names longer than a line
     * are not kept.
     */
    private final Map<String, Object> memo = new ConcurrentHashMap<>();
    private static final Object NO_MATCH = new Object();
    private static final int MEMO_MAX = 8192;
    private static final int MEMO_KEY_MAX = 256;

    private PciId matchName(CharSequence text) {
        List<String> tokens = NameTokens.tokens(text, MAX_TOKENS);
        PciId renamed = formerNames.exact(tokens);
        if (renamed != null) {
            // lspci of an older pci.ids printed this very name for the id the current pci.ids names otherwise
            return renamed;
        }
        Vendor v = vendor(tokens);
        if (v == null) {
            return null;
        }
        List<String> rest = tokens.subList(v.tokens(), tokens.size());
        PciId direct = explicitDevice(v, rest, true);
        if (direct != null || rest.isEmpty()) {
            return direct;
        }
        boolean hasModel = rest.stream().anyMatch(NameTokens::isModel);
        double textWeight = weight(rest);
        String[] words = rest.toArray(new String[0]);
        String[] textCores = new String[words.length];
        boolean[] model = new boolean[words.length];
        double[] weights = new double[words.length];
        for (int i = 0; i < words.length; i++) {
            model[i] = NameTokens.isModel(words[i]);
            textCores[i] = model[i] ? VendorDevices.modelCore(words[i]) : null;
            weights[i] = NameTokens.weight(words[i]);
        }
        double best = 0;
        double second = 0;
        PciId bestId = null;
        int covering = 0;
        boolean bestCovers = false;
        int exact = 0;
        PciId exactId = null;
        for (int vendor : v.ids()) {
            VendorDevices ds = candidates(vendor);
            // The text's words and model cores as the vendor's token numbers: comparisons below are of ints.
            int[] wordIds = new int[words.length];
            int[] coreIds = new int[words.length];
            boolean[] family = new boolean[words.length];
            for (int i = 0; i < words.length; i++) {
                wordIds[i] = ds.tokenId(words[i]);
                coreIds[i] = model[i] ? ds.coreId(textCores[i]) : -1;
                // a model is judged by its core (the vendor's own words are no family word: VendorDevices)
                family[i] = !model[i] && ds.familyWord(wordIds[i]);
            }
            // Only devices sharing a token can score above 0; they are visited in pci.ids order as before, so ties
            // resolve the same way.
            long[] seen = new long[(ds.size() + 63) >>> 6];
            ds.markSharing(wordIds, coreIds, seen);
            for (int w = 0; w < seen.length; w++) {
                for (long bits = seen[w]; bits != 0; bits &= bits - 1) {
                    int c = (w << 6) + Long.numberOfTrailingZeros(bits);
                    if (Arrays.equals(wordIds, ds.tokens[c])) {
                        exact++;
                        exactId = PciId.of(vendor, ds.device[c]);
                    }
                    // the weighted overlap and whether the device has every word, in one pass over the words
                    double overlap = 0;
                    boolean all = true;
                    boolean vetoed = false;
                    for (int i = 0; i < words.length; i++) {
                        if (has(wordIds[i], coreIds[i], ds.tokens[c], ds.cores[c])) {
                            overlap += weights[i];
                        } else if (model[i] || family[i]) {
                            // a model number or a family word of the text is missing: scores 0 (session 53: "Cannon
                            // Lake PCH PCI Express Root Port #6" is not Elkhart Lake's nor Cannon Point's port #6)
                            vetoed = true;
                            break;
                        } else {
                            all = false;
                        }
                    }
                    double total = textWeight + ds.weight[c];
                    double s = vetoed || total == 0 ? 0 : 2 * overlap / total;
                    boolean covers = s > 0 && all;
                    if (covers) {
                        covering++;
                    }
                    if (s > best) {
                        second = best;
                        best = s;
                        bestId = PciId.of(vendor, ds.device[c]);
                        bestCovers = covers;
                    } else if (s > second) {
                        second = s;
                    }
                }
            }
        }
        if (exact == 1) {
            // lspci prints pci.ids' name as it stands: one device spelt exactly so is the one meant, though the
            // tolerant score finds its longer siblings close ("I350 Gigabit Fiber Network Connection")
            return exactId;
        }
        if (bestCovers && covering == 1) {
            // the only candidate that has every word the text has: the rest lack something it names
            second = Math.min(second, best - 0.2);
        }
        double floor = hasModel ? 0.6 : 0.85;
        return best >= floor && best - second >= 0.1 ? bestId : null;
    }

    PciId explicit(CharSequence text) {
        List<String> tokens = NameTokens.tokens(text, MAX_TOKENS);
        Vendor v = vendor(tokens);
        return v == null ? null : explicitDevice(v, tokens.subList(v.tokens(), tokens.size()), false);
    }

    /**
     * A Subsystem line's "ASUSTeK Computer Inc. Device 1311": a subsystem id is no device of its vendor, so where
     * several vendor ids share the name's words (1043, 807d "Asustek Computer, Inc.", f043 "... (Wrong ID)") the
     * one pci.ids spells exactly as the text decides; null when none or several do.
     */
    PciId explicitSubsystem(CharSequence text) {
        return explicitSubsystem(text, -1);
    }

    /**
     * As {@link #explicitSubsystem(CharSequence)}; where two vendor ids spell the name exactly ("Marvell Technology
     * Group Ltd." is both 11ab and 1b4b), the device's own vendor {@code deviceVendor}, when it is one of them,
     * decides: a board maker's subsystem of its own chip. Otherwise still null.
     */
    PciId explicitSubsystem(CharSequence text, int deviceVendor) {
        PciId kin = kinsSubsystem(text, deviceVendor);
        if (kin != null) {
            return kin;
        }
        PciId direct = explicit(text);
        if (direct != null) {
            return direct;
        }
        String s = text.toString().strip();
        int d = s.lastIndexOf(" Device ");
        if (d <= 0 || s.length() != d + 12 || !PciId.isHex4(s, d + 8)) {
            return null;
        }
        String name = s.substring(0, d);
        Vendor v = vendor(NameTokens.tokens(name, MAX_TOKENS));
        if (v == null) {
            return null;
        }
        Integer only = null;
        boolean several = false;
        boolean own = false;
        for (int vendor : v.ids()) {
            if (name.equals(table.vendor(vendor))) {
                several |= only != null;
                own |= vendor == deviceVendor;
                only = vendor;
            }
        }
        if (several) {
            return own ? PciId.of(deviceVendor, PciId.hex4(s, d + 8)) : null;
        }
        if (only == null) {
            only = formerlyNamed(name, v, deviceVendor);
        }
        return only == null ? null : PciId.of(only, PciId.hex4(s, d + 8));
    }

    /**
     * The one vendor id whose former name (pci.ids' "# nee ...") is {@code name} up to punctuation ("Atheros
     * Communications Inc." for "Atheros Communications, Inc.", now Qualcomm Atheros), else null. Where two ids had
     * that name (168c and 1969 were both "Atheros Communications, Inc."), the device's own vendor {@code
     * deviceVendor}, when it is one of them, decides, as for a name two ids still share.
     */
    private Integer formerlyNamed(String name, Vendor v, int deviceVendor) {
        List<String> wanted = NameTokens.tokens(name, MAX_TOKENS);
        Integer only = null;
        boolean several = false;
        boolean own = false;
        for (int vendor : v.ids()) {
            for (String former : table.formerNames(vendor)) {
                if (wanted.equals(NameTokens.tokens(former, MAX_TOKENS))) {
                    several |= only != null && only != vendor;
                    own |= vendor == deviceVendor;
                    only = vendor;
                }
            }
        }
        if (several) {
            return own ? deviceVendor : null;
        }
        return only;
    }

    /**
     * "... Device 1083" / "... Unknown device 1083" ending the name, nothing model-like before it. A vendor name
     * that fits several vendor ids ("Atheros Communications Inc." before pci.ids renamed it) decides by the one id
     * that lists that device.
     */
    private PciId explicitDevice(Vendor v, List<String> rest, boolean kin) {
        int n = rest.size();
        if (n < 2 || n > 5 || !rest.get(n - 2).equals("device")) {
            return null;
        }
        String hex = rest.get(n - 1);
        if (hex.length() != 4 || !PciId.isHex4(hex, 0)) {
            return null;
        }
        for (int i = 0; i < n - 2; i++) {
            if (NameTokens.isModel(rest.get(i))) {
                return null;
            }
        }
        int device = PciId.hex4(hex, 0);
        if (v.ids().size() == 1) {
            PciId other = kin ? kinsDevice(v.ids().get(0), device) : null;
            return other != null ? other : PciId.of(v.ids().get(0), device);
        }
        Integer only = null;
        for (int vendor : v.ids()) {
            if (table.hasDevice(vendor, device)) { // not a scan of the vendor's list: Intel lists thousands
                if (only != null) {
                    return null;
                }
                only = vendor;
            }
        }
        return only == null ? null : PciId.of(only, device);
    }

    /**
     * Session 28 (configs28): one maker under two vendor ids. lspci prints the vendor name its own pci.ids gave the id,
     * and a maker's ids get renamed apart: 17cb was plain "Qualcomm" when "Qualcomm Device 1101" was printed, a name
     * that today's pci.ids gives 5143 ("Qualcomm Inc"), an entry listing no device. Where the vendor the name matches
     * lists no device at all and exactly one other vendor whose name starts with the same word lists this device, that
     * vendor's device is meant. A matched vendor that lists devices is kept as matched (a device pci.ids has not
     * named yet is as likely its own). Null when nothing decides.
     */
    private PciId kinsDevice(int vendor, int device) {
        String name = table.vendor(vendor);
        if (name == null || !table.devicesOf(vendor).isEmpty()) {
            return null;
        }
        List<String> first = NameTokens.tokens(name, 1);
        List<Integer> kin = first.isEmpty() ? null : vendorsByFirstWord.get(first.get(0));
        if (kin == null || kin.size() > 16) {
            return null;
        }
        Integer only = null;
        for (int other : kin) {
            if (other != vendor && table.hasDevice(other, device)) {
                if (only != null) {
                    return null;
                }
                only = other;
            }
        }
        return only == null ? null : PciId.of(only, device);
    }

    /**
     * A Subsystem line's "Qualcomm Device 0108" under a device whose vendor {@link #kinsDevice} moved to a kin id
     * (17cb for the name 5143 now has): the same name on the same card is the same maker's id, the device's. Only
     * where the name matches one vendor entry that lists no device and the device's vendor starts with its first word.
     */
    private PciId kinsSubsystem(CharSequence text, int deviceVendor) {
        if (deviceVendor < 0) {
            return null;
        }
        List<String> tokens = NameTokens.tokens(text, MAX_TOKENS);
        Vendor v = vendor(tokens);
        if (v == null || v.ids().size() != 1 || v.ids().get(0) == deviceVendor
                || !table.devicesOf(v.ids().get(0)).isEmpty()) {
            return null;
        }
        List<String> rest = tokens.subList(v.tokens(), tokens.size());
        if (rest.size() != 2 || !rest.get(0).equals("device") || rest.get(1).length() != 4
                || !PciId.isHex4(rest.get(1), 0)) {
            return null;
        }
        String own = table.vendor(v.ids().get(0));
        String device = table.vendor(deviceVendor);
        List<String> a = own == null ? List.of() : NameTokens.tokens(own, 1);
        List<String> b = device == null ? List.of() : NameTokens.tokens(device, 1);
        return !a.isEmpty() && a.equals(b) ? PciId.of(deviceVendor, PciId.hex4(rest.get(1), 0)) : null;
    }

    /**
     * Session 31 (hwcfg32): a Subsystem line that names the subsystem as pci.ids lists it under the device ("Subsystem:
     * QLogic Corp. QLE2742 Dual Port 32Gb Fibre Channel to PCIe Adapter" under 1077:2261): lspci prints the
     * subsystem vendor's name and the entry's name, so the text is a vendor name and then the entry's words, token for
     * token. The one entry under {@code device} whose vendor the name matches and whose words are the rest; null when
     * none or several are.
     */
    PciId namedSubsystem(CharSequence text, PciId device) {
        List<Integer> entries = table.subsystemsOf(device);
        if (entries.isEmpty()) {
            return null;
        }
        List<String> tokens = NameTokens.tokens(text, MAX_TOKENS);
        if (tokens.size() >= MAX_TOKENS) {
            return null;
        }
        Vendor v = vendor(tokens);
        PciId only = null;
        for (int e : entries) {
            PciId sub = PciId.of(e >>> 16, e & 0xffff);
            List<String> name = NameTokens.tokens(table.subsystem(device, sub), MAX_TOKENS);
            int cut = tokens.size() - name.size();
            if (name.isEmpty() || cut < 1 || !tokens.subList(cut, tokens.size()).equals(name)) {
                continue;
            }
            // the words before the entry's name are its vendor's: as pci.ids spells it, or a name the matcher reads
            // as that vendor (an older pci.ids, another spelling)
            String vendor = table.vendor(sub.vendor());
            boolean vendorsName = (vendor != null && tokens.subList(0, cut).equals(NameTokens.tokens(vendor, MAX_TOKENS)))
                    || (v != null && v.tokens() == cut && v.ids().contains(sub.vendor()));
            if (!vendorsName) {
                continue;
            }
            if (only != null && !only.equals(sub)) {
                return null;
            }
            only = sub;
        }
        return only;
    }

    /**
     * Whether {@code id} was read from {@code text} through {@link #kinsDevice}: the vendor the text's name spells is
     * not the id's. The fact is then the extractor's inference for a device the writer's lspci could not name.
     */
    boolean kin(CharSequence text, PciId id) {
        Vendor v = vendor(NameTokens.tokens(text, MAX_TOKENS));
        return v != null && v.ids().size() == 1 && v.ids().get(0) != id.vendor()
                && table.devicesOf(v.ids().get(0)).isEmpty();
    }

    /**
     * Whether a device's tokens have the text's word {@code t} (a token number, -1 when no device has it): equal, or
     * for a model word with a core {@code core}, a token with the same core ({@link NameTokens#sameModel}, with the
     * cores computed once instead of per comparison).
     */
    private static boolean has(int t, int core, int[] cand, int[] candCores) {
        for (int j = 0; j < cand.length; j++) {
            if (t == cand[j] || (core >= 0 && core == candCores[j])) {
                return true;
            }
        }
        return false;
    }

    private static double weight(List<String> tokens) {
        double w = 0;
        for (String t : tokens) {
            w += NameTokens.weight(t);
        }
        return w;
    }
}
