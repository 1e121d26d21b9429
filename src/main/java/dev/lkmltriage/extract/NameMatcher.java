package dev.lkmltriage.extract;

import java.util.ArrayList;
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
    private record Candidate(int device, List<String> tokens, double weight) {
    }

    private final Map<Integer, List<Candidate>> candidates = new ConcurrentHashMap<>();

    private List<Candidate> candidates(int vendor) {
        return candidates.computeIfAbsent(vendor, v -> {
            List<Candidate> out = new ArrayList<>();
            for (int device : table.devicesOf(v)) {
                List<String> t = NameTokens.tokens(table.device(v, device), MAX_TOKENS);
                out.add(new Candidate(device, t, weight(t)));
            }
            return out;
        });
    }

    NameMatcher(IdTable table) {
        this.table = table;
        for (Map.Entry<Integer, String> e : table.vendors().entrySet()) {
            String name = e.getValue();
            int bracket = name.indexOf('[');
            String main = bracket > 0 ? name.substring(0, bracket) : name;
            List<String> words = NameTokens.tokens(main, MAX_VENDOR_TOKENS + 1);
            add(String.join(" ", words), e.getKey());
            if (!words.isEmpty() && words.get(0).length() >= 3) {
                vendorsByFirstWord.computeIfAbsent(words.get(0), k -> new ArrayList<>(1)).add(e.getKey());
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
        List<String> tokens = NameTokens.tokens(text, MAX_TOKENS);
        Vendor v = vendor(tokens);
        if (v == null) {
            return null;
        }
        List<String> rest = tokens.subList(v.tokens(), tokens.size());
        PciId direct = explicitDevice(v, rest);
        if (direct != null || rest.isEmpty()) {
            return direct;
        }
        boolean hasModel = rest.stream().anyMatch(NameTokens::isModel);
        double textWeight = weight(rest);
        double best = 0;
        double second = 0;
        PciId bestId = null;
        int covering = 0;
        boolean bestCovers = false;
        for (int vendor : v.ids()) {
            for (Candidate cand : candidates(vendor)) {
                int device = cand.device();
                double s = score(rest, textWeight, cand);
                boolean covers = s > 0 && covers(rest, cand.tokens());
                if (covers) {
                    covering++;
                }
                if (s > best) {
                    second = best;
                    best = s;
                    bestId = PciId.of(vendor, device);
                    bestCovers = covers;
                } else if (s > second) {
                    second = s;
                }
            }
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
        return v == null ? null : explicitDevice(v, tokens.subList(v.tokens(), tokens.size()));
    }

    /**
     * A Subsystem line's "ASUSTeK Computer Inc. Device 1311": a subsystem id is no device of its vendor, so where
     * several vendor ids share the name's words (1043, 807d "Asustek Computer, Inc.", f043 "... (Wrong ID)") the
     * one pci.ids spells exactly as the text decides; null when none or several do.
     */
    PciId explicitSubsystem(CharSequence text) {
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
        for (int vendor : v.ids()) {
            if (name.equals(table.vendor(vendor))) {
                if (only != null) {
                    return null;
                }
                only = vendor;
            }
        }
        return only == null ? null : PciId.of(only, PciId.hex4(s, d + 8));
    }

    /**
     * "... Device 1083" / "... Unknown device 1083" ending the name, nothing model-like before it. A vendor name
     * that fits several vendor ids ("Atheros Communications Inc." before pci.ids renamed it) decides by the one id
     * that lists that device.
     */
    private PciId explicitDevice(Vendor v, List<String> rest) {
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
            return PciId.of(v.ids().get(0), device);
        }
        Integer only = null;
        for (int vendor : v.ids()) {
            if (table.devicesOf(vendor).contains(device)) {
                if (only != null) {
                    return null;
                }
                only = vendor;
            }
        }
        return only == null ? null : PciId.of(only, device);
    }

    private static boolean covers(List<String> text, List<String> cand) {
        for (String t : text) {
            if (!cand.contains(t) && !(NameTokens.isModel(t) && cand.stream().anyMatch(c -> NameTokens.sameModel(t, c)))) {
                return false;
            }
        }
        return true;
    }

    private static double weight(List<String> tokens) {
        double w = 0;
        for (String t : tokens) {
            w += NameTokens.weight(t);
        }
        return w;
    }

    /** Weighted Dice overlap; 0 when a model number of the text is missing from the candidate. */
    private static double score(List<String> text, double textWeight, Candidate candidate) {
        List<String> cand = candidate.tokens();
        double overlap = 0;
        for (String t : text) {
            boolean found = false;
            for (String c : cand) {
                if (NameTokens.isModel(t) ? NameTokens.sameModel(t, c) : t.equals(c)) {
                    found = true;
                    break;
                }
            }
            if (found) {
                overlap += NameTokens.weight(t);
            } else if (NameTokens.isModel(t)) {
                return 0;
            }
        }
        double total = textWeight + candidate.weight();
        return total == 0 ? 0 : 2 * overlap / total;
    }
}
