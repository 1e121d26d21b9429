package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The module names a report writes in its subject or its own text that an earlier cluster already carries as a
 * driver (session 42; by exact name: family kin as well gave part 4 a wrong pair). A terse report ("TV card broken in
 * 2.6.27": "saa7134 card ... no signal"), or one that pastes a log line without the device address the driver reader
 * wants ("rtw_8822be: firmware failed to leave lps state"), has no device or driver fact, so no cluster was ever its
 * candidate; the name it wrote is the key it shares with the report before it. Only module-shaped words count (a letter
 * first, then letters, digits, {@code _} or {@code -}, with a digit or {@code _} in it: {@code saa7134},
 * {@code rtw_8822be}, {@code ath11k_pci}): a plain word ("video", "button", "sound") is a driver's name too, and says
 * nothing of a device. Linear in the text read.
 */
final class NamedModules {
    /** The text read: the head of a report, where a terse report says everything it says. */
    static final int MAX_CHARS = 4000;
    /** Names kept at most. */
    static final int MAX_NAMES = 8;
    private static final int MAX_WORD = 40;

    private NamedModules() {
    }

    /** The module-shaped words of {@code mail}'s subject and unquoted text head for which {@code known} holds. */
    static Set<String> of(Mail mail, Predicate<String> known) {
        Set<String> out = new LinkedHashSet<>();
        scan(mail.subject(), -1, mail, known, out);
        String text = mail.text();
        scan(text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text, 0, mail, known, out);
        return out;
    }

    /** {@code base}: the offset of {@code s} in the mail's text, or -1 for the subject (never quoted). */
    private static void scan(String s, int base, Mail mail, Predicate<String> known, Set<String> out) {
        int i = 0;
        int n = s.length();
        while (i < n && out.size() < MAX_NAMES) {
            char c = s.charAt(i);
            if (!wordChar(c)) {
                i++;
                continue;
            }
            int start = i;
            boolean marked = false;
            while (i < n && wordChar(s.charAt(i))) {
                char d = s.charAt(i);
                marked |= Character.isDigit(d) || d == '_';
                i++;
            }
            int end = i;
            while (end > start && s.charAt(end - 1) == '-') {
                end--;
            }
            // a plain word the writer calls a driver or module ("the jme driver", "(b44 module)"): session 47
            marked |= end == i && CalledDriver.follows(s, end);
            if (marked && end - start >= 3 && end - start <= MAX_WORD && isAsciiLetter(s.charAt(start))
                    && (base < 0 || !mail.isQuoted(base + start))) {
                String w = s.substring(start, end).toLowerCase(Locale.ROOT);
                for (String form : writtenForms(w)) {
                    if (known.test(form)) {
                        out.add(form);
                        break;
                    }
                }
            }
        }
    }

    /**
     * The forms a module's name is written in (session 43), the name as written first: with {@code -} and {@code _}
     * swapped (modprobe takes either, and a log line prints the driver's own spelling: {@code snd_hda_intel},
     * {@code sdhci-pci}), and without the version digits that end its first part when a part follows
     * ({@code rtw88_8822be}, the module, is the driver {@code rtw_8822be} its log lines name).
     */
    static List<String> forms(String w) {
        List<String> out = new ArrayList<>(4);
        out.add(w);
        String under = w.replace('-', '_');
        String dash = w.replace('_', '-');
        for (String f : new String[] {under, dash, unversioned(under), unversioned(dash)}) {
            if (f != null && !out.contains(f)) {
                out.add(f);
            }
        }
        return out;
    }

    /**
     * {@link #forms}, then (session 53) an ALSA driver as people write it, without the "snd-" every sound module's
     * name starts with ("intel8x0 pitch too high", "emu10k1: no S/PDIF output"): last, so a module of the name as
     * written wins.
     */
    static List<String> writtenForms(String w) {
        List<String> out = forms(w);
        if (!w.startsWith("snd")) {
            String dash = "snd-" + w.replace('_', '-');
            out.add(dash);
            out.add(dash.replace('-', '_'));
        }
        return out;
    }

    /** {@code w} without the digits ending its first part ({@code rtw88_8822be} -> {@code rtw_8822be}), or null. */
    private static String unversioned(String w) {
        int sep = 0;
        while (sep < w.length() && w.charAt(sep) != '_' && w.charAt(sep) != '-') {
            sep++;
        }
        if (sep == w.length() || sep + 1 == w.length()) {
            return null;
        }
        int d = sep;
        while (d > 0 && Character.isDigit(w.charAt(d - 1))) {
            d--;
        }
        if (d == sep || d < 2) {
            return null;
        }
        for (int i = 0; i < d; i++) {
            if (!isAsciiLetter(w.charAt(i))) {
                return null;
            }
        }
        return w.substring(0, d) + w.substring(sep);
    }

    private static boolean wordChar(char c) {
        return c < 128 && (Character.isLetterOrDigit(c) || c == '_' || c == '-');
    }

    private static boolean isAsciiLetter(char c) {
        return c < 128 && Character.isLetter(c);
    }
}
