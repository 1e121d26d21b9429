package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Normalises device and vendor names for the tolerant match: lowercase, punctuation dropped, hyphens removed inside a
 * token (so {@code RTL-8169} and {@code RTL8169} agree), '/' splits alternatives, and company-form words dropped.
 */
final class NameTokens {
    /** Company forms that lspci and pci.ids spell differently or not at all. */
    private static final Set<String> COMPANY = Set.of("co", "corp", "corporation", "inc", "incorporated", "ltd",
            "limited", "llc", "gmbh", "ag", "sa", "bv", "b", "v", "company", "plc", "kk", "srl", "spa", "oy", "ab",
            "nv", "pty", "the", "and", "of");
    /** Words nearly every device name has: they count little as evidence. */
    private static final Set<String> GENERIC = Set.of("controller", "pci", "express", "pcie", "device", "adapter",
            "family", "bridge", "port", "network", "connection", "series", "chipset", "host", "interface");

    private NameTokens() {
    }

    /** At most {@code max} tokens of {@code text}. */
    static List<String> tokens(CharSequence text, int max) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        int n = text.length();
        for (int i = 0; i <= n && out.size() < max; i++) {
            char c = i < n ? Character.toLowerCase(text.charAt(i)) : ' ';
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                if (cur.length() < 64) {
                    cur.append(c);
                }
            } else if (c == '-' && cur.length() > 0) {
                continue;
            } else if (c == '\'' && cur.length() > 0) {
                continue;
            } else if (cur.length() > 0) {
                String t = cur.toString();
                cur.setLength(0);
                if (!COMPANY.contains(t)) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    static boolean isModel(String token) {
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c >= '0' && c <= '9') {
                return true;
            }
        }
        return false;
    }

    static double weight(String token) {
        if (isModel(token)) {
            return 3.0;
        }
        return GENERIC.contains(token) ? 0.5 : 1.0;
    }

    /** The model number without a letter prefix: {@code rtl8169} and {@code 8169} share {@code 8169}. */
    static String core(String token) {
        int i = 0;
        while (i < token.length() && token.charAt(i) >= 'a' && token.charAt(i) <= 'z') {
            i++;
        }
        return token.substring(i);
    }

    static boolean sameModel(String a, String b) {
        if (a.equals(b)) {
            return true;
        }
        String ca = core(a);
        return ca.length() >= 3 && ca.equals(core(b)) && Character.isDigit(ca.charAt(0));
    }
}
