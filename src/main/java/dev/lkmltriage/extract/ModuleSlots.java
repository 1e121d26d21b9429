package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Places in a line where a word can only be a kernel module: the arguments of {@code modprobe}, {@code rmmod} and
 * {@code insmod} ({@code modprobe -r xhci_pci xhci_hcd}) and what a writer blacklists ("blacklisting i2c-nvidia-gpu
 * and typec_nvidia", {@code modprobe.blacklist=nouveau}). Read backwards from the word over at most four earlier
 * words of its line (80 characters), each an option, "and"/"or" or another module: linear in the line.
 */
final class ModuleSlots {
    private static final Set<String> LOADERS = Set.of("modprobe", "rmmod", "insmod");
    private static final Set<String> BLACKLIST = Set.of("blacklist", "blacklisting", "blacklisted", "blacklists",
            "blacklist=", "modprobe.blacklist=", "module_blacklist=");
    private static final Set<String> MODULE_BEFORE = Set.of("load", "loads", "loading", "loaded", "unload",
            "unloading", "unloaded", "kernel");
    private static final int WORDS = 4;
    private static final int REACH = 80;

    /**
     * LOADED: a loader's argument; MODULE: the word right after "module" after a load verb or "kernel" ("loading
     * module ddbridge", "the kernel module X"); both any table name. BLACKLISTED: a module too, but a generated name must be distinctive.
     */
    enum Slot { NONE, LOADED, BLACKLISTED, MODULE }

    private ModuleSlots() {
    }

    /**
     * The slot of the word starting at {@code start} of a line starting at {@code lineStart}; {@code module} says
     * whether an earlier word of a list ("xhci_pci" in "modprobe -r xhci_pci xhci_hcd") is a module.
     */
    static Slot of(String text, int lineStart, int start, Predicate<String> module) {
        int i = start;
        int floor = Math.max(lineStart, start - REACH);
        for (int words = 0; words <= WORDS; words++) {
            int end = i;
            if (words == 0) {
                // "modprobe.blacklist=nouveau": the slot's word ends right before the module's name
                if (end > floor && text.charAt(end - 1) == '=') {
                    int s = tokenStart(text, floor, end);
                    return BLACKLIST.contains(text.substring(s, end)) ? Slot.BLACKLISTED : Slot.NONE;
                }
            }
            while (end > floor && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == ','
                    || text.charAt(end - 1) == '/')) {
                end--;
            }
            if (end == i && words > 0) {
                return Slot.NONE;
            }
            if (end <= floor) {
                return Slot.NONE;
            }
            int s = tokenStart(text, floor, end);
            String token = text.substring(s, end);
            if (LOADERS.contains(token)) {
                return Slot.LOADED;
            }
            if (BLACKLIST.contains(token)) {
                return Slot.BLACKLISTED;
            }
            if (words == 0 && token.equals("module") && end == i - 1 && s > floor + 1
                    && text.charAt(s - 1) == ' ' && MODULE_BEFORE.contains(
                            text.substring(tokenStart(text, floor, s - 1), s - 1).toLowerCase(Locale.ROOT))) {
                // "loading module ddbridge", "kernel module ddbridge"; "a new module option" (vfio's module
                // parameter, and the table's USB serial driver "option") is no module
                return Slot.MODULE;
            }
            if (!(token.equals("and") || token.equals("or") || (token.length() > 1 && token.charAt(0) == '-')
                    || module.test(token))) {
                return Slot.NONE;
            }
            i = s;
        }
        return Slot.NONE;
    }

    /**
     * {@code snd_hda_intel.power_save=0}: the word ending at {@code i} is followed by a dot, a parameter's name
     * (lowercase letters, digits, '_', at most 40) and '=', as a module parameter is set on the kernel command line
     * or by modprobe. Reads at most 42 characters.
     */
    static boolean parameter(String text, int i, int to) {
        if (i + 2 >= to || text.charAt(i) != '.') {
            return false;
        }
        int j = i + 1;
        char first = text.charAt(j);
        if (first < 'a' || first > 'z') {
            return false;
        }
        while (j < to && j - i <= 41) {
            char x = text.charAt(j);
            if (x == '=') {
                return true;
            }
            if (!((x >= 'a' && x <= 'z') || (x >= '0' && x <= '9') || x == '_')) {
                return false;
            }
            j++;
        }
        return false;
    }

    private static int tokenStart(String text, int floor, int end) {
        int s = end;
        while (s > floor && text.charAt(s - 1) != ' ' && text.charAt(s - 1) != ',' && text.charAt(s - 1) != '/') {
            s--;
        }
        return s;
    }
}
