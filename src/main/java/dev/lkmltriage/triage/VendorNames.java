package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Vendor names whose first word is an ordinary word (session 48), for {@link NamedDevices#ofVendor}. Session 46 left
 * out every vendor whose name starts with a word anyone writes capitalised at a sentence's start or in another name
 * ("Silicon", "Red", "Texas", "VIA"), so "a cheap PCIe card with a Silicon Image chip" or "a VIA FireWire card" named
 * no maker. Two ways people still name such a maker unmistakably:
 * <ul>
 * <li>by its first two words, both capitalised, one blank apart: "Silicon Image", "Red Hat", "Texas Instruments"
 * (key: the two words, lowercased);</li>
 * <li>by a first word the vendor itself writes in capitals, written in capitals: "VIA" (pci.ids "VIA Technologies,
 * Inc.") is not the preposition "via" (key: {@link #CAPS} and the word). Three letters or more.</li>
 * </ul>
 * PC makers ({@link #MAKERS}) name a whole machine, not the chip in it, and stay out either way.
 */
final class VendorNames {
    private VendorNames() {
    }

    /** The key prefix of a vendor word known in capitals. */
    static final String CAPS = "caps:";

    /** Makers of whole machines: their name says whose laptop it is, not whose chip. */
    static final Set<String> MAKERS = Set.of("hewlett", "dell", "apple", "microsoft", "google", "sony", "lenovo",
            "asustek", "acer", "toshiba", "fujitsu", "samsung", "lg", "ibm", "oracle", "sun", "compaq", "quanta",
            "wistron", "foxconn", "gigabyte", "elitegroup", "micro-star", "msi");

    /**
     * The extra keys of a vendor's name ({@code vendor} as pci.ids or usb.ids writes it) whose first word is one of
     * {@code generic}: its first two words, and its first word in capitals when the vendor writes it so.
     */
    static List<String> keys(String vendor, Set<String> generic) {
        List<String> out = new ArrayList<>(2);
        if (vendor == null) {
            return out;
        }
        String[] words = vendor.trim().split("[\\s,]+");
        if (words.length == 0 || words[0].isEmpty()) {
            return out;
        }
        String first = words[0].toLowerCase(Locale.ROOT);
        if (!generic.contains(first) || MAKERS.contains(first)) {
            return out;
        }
        if (words.length > 1 && letters(words[0]) && letters(words[1]) && words[1].length() >= 2
                && Character.isUpperCase(words[1].charAt(0))) {
            out.add(first + " " + words[1].toLowerCase(Locale.ROOT));
        }
        if (capitals(words[0])) {
            out.add(CAPS + first);
        }
        return out;
    }

    /** A company's word, not a maker's name: the second word of "Creative Labs" or "Emulex Corporation". */
    private static final Set<String> COMPANY_WORDS = Set.of("inc", "corp", "corporation", "co", "ltd", "limited",
            "gmbh", "ag", "llc", "company", "technologies", "technology", "semiconductor", "semiconductors",
            "electronics", "systems", "communications", "networks", "labs", "laboratories", "international", "group",
            "devices", "microsystems", "computer", "computers", "solutions", "design", "designs", "research",
            "industries", "industrial", "instruments", "logic", "micro", "microelectronics", "networking", "software",
            "storage", "data", "digital", "graphics", "media", "multimedia", "wireless", "image", "imaging");

    /**
     * The brand of a maker another company bought, as pci.ids names the vendor after both ("Qualcomm Atheros"):
     * users still call the hardware by the brand ("the onboard Atheros network"; session 51). The second word of a
     * vendor name of exactly two capitalised words, five letters or more, that is no company word ({@link
     * #COMPANY_WORDS}) and none of {@code generic}; null when the name has no such word.
     */
    static String brand(String vendor, Set<String> generic) {
        if (vendor == null) {
            return null;
        }
        String[] words = vendor.trim().split("[\\s,]+");
        if (words.length != 2 || !letters(words[0]) || !letters(words[1]) || words[1].length() < 5
                || !Character.isUpperCase(words[0].charAt(0)) || !Character.isUpperCase(words[1].charAt(0))) {
            return null;
        }
        String second = words[1].toLowerCase(Locale.ROOT);
        return COMPANY_WORDS.contains(second) || generic.contains(second) ? null : second;
    }

    /** Whether {@code w} is three letters or more, every one a capital. */
    static boolean capitals(String w) {
        if (w.length() < 3) {
            return false;
        }
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            if (c > 127 || !Character.isUpperCase(c)) {
                return false;
            }
        }
        return true;
    }

    private static boolean letters(String w) {
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            if (c > 127 || !Character.isLetter(c)) {
                return false;
            }
        }
        return !w.isEmpty();
    }
}
