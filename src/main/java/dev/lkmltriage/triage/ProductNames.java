package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The devices a report names by the product name pci.ids gives in brackets (session 47): "MT27710 Family [ConnectX-4
 * Lx]" is the card a reporter writes as "ConnectX-4 Lx cards", with no chip number and no id. {@link NamedDevices}
 * reads model numbers (three digits or more); a marketing name is what the box, the shop and the server's spec sheet
 * call the card, so a later reporter who pastes nothing writes that. Only bracketed names of two words or more, or of
 * one word with a digit, count, at least {@value #MIN_KEY} letters and digits long and naming no family (no {@code /}
 * list, at most {@link NamedDevices#MAX_DEVICES} devices per name): "[Tornado]" or "[AMD/ATI]" are no product. A
 * report's words are compared with blanks, hyphens and case dropped ("connectx-4 lx", "ConnectX4 Lx"), up to
 * {@value #MAX_RUN} words in a row; only its subject and unquoted text head are read. Linear in the text read.
 *
 * <p>Session 48 (cluster71): a device's whole name as well, without its brackets, when the ids files print it as a
 * product's name: usb.ids calls 046d:c52b "Unifying Receiver", and that is what the reporter writes ("Unifying
 * receiver stalls"). The same shape as a bracketed name (two words or more, no {@code /} or {@code ,} list, at least
 * {@value #MIN_KEY} letters and digits), and one more guard, read from the ids files themselves: the whole of pci.ids
 * and usb.ids gives that exact name to at most {@link NamedDevices#MAX_DEVICES} devices. A name shared by many
 * devices ("Optical Mouse", "USB Receiver", "Gigabit Ethernet", "Card Reader") is a kind of hardware, not a product,
 * and keys nothing.
 */
final class ProductNames {
    /** A product key's letters and digits at least. */
    static final int MIN_KEY = 6;
    /** Words of a report joined at most to make one name. */
    static final int MAX_RUN = 4;
    /** Words of a report read at most. */
    static final int MAX_WORDS = 800;

    private final Map<String, Set<String>> byName = new HashMap<>();
    /** Devices of the whole ids files carrying a whole name ({@link #wholeKey}); see the class comment. */
    private final java.util.function.ToIntFunction<String> sharing;

    /** Bracketed names only. */
    ProductNames() {
        this(name -> Integer.MAX_VALUE);
    }

    ProductNames(java.util.function.ToIntFunction<String> sharing) {
        this.sharing = sharing;
    }

    /** Learns the bracketed product names of {@code device}'s pci.ids {@code name}. */
    void learn(String device, String name) {
        for (String key : keys(name)) {
            byName.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(device);
        }
        String whole = wholeKey(name);
        if (whole != null) {
            int n = sharing.applyAsInt(whole);
            if (n >= 1 && n <= NamedDevices.MAX_DEVICES) {
                byName.computeIfAbsent(whole, k -> new LinkedHashSet<>()).add(device);
            }
        }
    }

    /** Learns retail keys that resolve to {@code device} alone ({@link RetailNames}, session 54). */
    void learnKeys(String device, java.util.Collection<String> keys) {
        for (String key : keys) {
            byName.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(device);
        }
    }

    /**
     * The key of a device's whole name without its bracketed parts ("C-U0007 [Unifying Receiver]" is "cu0007"), or
     * null when it is no product's name: one word, a {@code /} or {@code ,} list, fewer than {@value #MIN_KEY} letters
     * and digits, no letter, or an unclosed bracket.
     */
    static String wholeKey(String name) {
        if (name == null) {
            return null;
        }
        StringBuilder outside = new StringBuilder(name.length());
        int depth = 0;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']') {
                if (depth == 0) {
                    return null;
                }
                depth--;
            } else if (depth == 0) {
                outside.append(c);
            }
        }
        String plain = outside.toString().trim();
        if (depth != 0 || plain.isEmpty() || plain.indexOf('/') >= 0 || plain.indexOf(',') >= 0
                || plain.split("[\\s-]+").length < 2) {
            return null;
        }
        String key = squash(plain);
        return key.length() >= MIN_KEY && key.chars().anyMatch(Character::isLetter) ? key : null;
    }

    /** The product keys of a device's name: each bracketed name that qualifies, squashed. */
    static List<String> keys(String name) {
        List<String> out = new ArrayList<>();
        if (name == null) {
            return out;
        }
        int from = 0;
        while (true) {
            int open = name.indexOf('[', from);
            int close = open < 0 ? -1 : name.indexOf(']', open + 1);
            if (open < 0 || close < 0) {
                return out;
            }
            String inner = name.substring(open + 1, close);
            from = close + 1;
            if (inner.indexOf('/') >= 0 || inner.indexOf(',') >= 0) {
                continue;
            }
            String key = squash(inner);
            boolean words = inner.trim().split("[\\s-]+").length >= 2;
            boolean digit = key.chars().anyMatch(Character::isDigit);
            boolean letter = key.chars().anyMatch(Character::isLetter);
            if (key.length() >= MIN_KEY && letter && (words || digit)) {
                out.add(key);
            }
        }
    }

    /** Lowercase letters and digits only. */
    static String squash(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 128 && Character.isLetterOrDigit(c)) {
                b.append(Character.toLowerCase(c));
            }
        }
        return b.toString();
    }

    /** The devices {@code mail}'s subject and unquoted text head ({@code head}) name by a product name. */
    Set<String> of(Mail mail, String head) {
        Set<String> out = new LinkedHashSet<>();
        if (byName.isEmpty()) {
            return out;
        }
        scan(mail.subject(), -1, mail, out);
        scan(head, 0, mail, out);
        return out;
    }

    private void scan(String s, int base, Mail mail, Set<String> out) {
        ReportWords.of(s, MAX_WORDS, Integer.MAX_VALUE).runs(base, mail, MAX_RUN, "", key -> {
            Set<String> ds = byName.get(key);
            if (ds != null && ds.size() <= NamedDevices.MAX_DEVICES) {
                out.addAll(ds);
            }
        });
    }
}
