package dev.lkmltriage.extract;

import java.util.List;

/**
 * A menuconfig prompt that names a piece of hardware or its driver rather than a setting: a controller prompt in
 * prose ("with this aardvark pcie controller at runtime", "update entry for MediaTek PCIe controller") is the
 * device, and any prompt followed by the word "driver" ("NVIDIA Tegra PCIe controller driver:" heading a pull's
 * list, "the Hyper-V PCI frontend driver") is the driver. Either is read as its option only when its line also
 * reads as configuration: a state after the prompt (the caller's), or a setting word on the line or just above it
 * (enable, select, menuconfig, Kconfig, {@code [*]}, {@code <M>}, built-in ...). A feature's prompt ("High
 * Resolution Timer Support") is untouched. The caller reads the line's setting words once, at its first device
 * prompt.
 */
final class DevicePrompts {
    private static final List<String> SETTING_WORDS = List.of("enabl", "disabl", "select", "menuconfig", "kconfig",
            "defconfig", ".config", "config_", "built-in", "builtin", "built in", "[*]", "<*>", "<m>", "[ ]", "< >",
            "=y", "=m", "turn on", "turned on", "turn off", "turned off", "switch on", "switched on", "option");

    private static final int BEFORE = 300;

    private DevicePrompts() {
    }

    /** True when {@code prompt}, ending at {@code end} of a line ending at {@code lineEnd}, names a device or driver. */
    static boolean namesDevice(String text, String prompt, int end, int lineEnd) {
        int paren = prompt.indexOf(" (");
        String core = paren > 0 ? prompt.substring(0, paren) : prompt; // "Rockchip PCIe controller (host mode)"
        return endsWithWord(core, "controller") || driverFollows(text, end, lineEnd);
    }

    /**
     * True when the line {@code [lineStart, lineEnd)}, or the 300 characters before it, has a setting word ("in
     * menuconfig I see these options:" above a listing of prompts); read once per line by the caller.
     */
    static boolean settingLine(String text, int lineStart, int lineEnd) {
        String line = text.substring(Math.max(0, lineStart - BEFORE), lineEnd).toLowerCase(java.util.Locale.ROOT);
        for (String w : SETTING_WORDS) {
            if (line.contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static boolean endsWithWord(String prompt, String word) {
        return prompt.regionMatches(true, prompt.length() - word.length(), word, 0, word.length())
                && (prompt.length() == word.length() || prompt.charAt(prompt.length() - word.length() - 1) == ' ');
    }

    /** " driver" (any case) right after the prompt, ending a word. */
    private static boolean driverFollows(String text, int end, int lineEnd) {
        int i = end;
        if (i >= lineEnd || text.charAt(i) != ' ') {
            return false;
        }
        i++;
        int n = "driver".length();
        return i + n <= lineEnd && text.regionMatches(true, i, "driver", 0, n)
                && (i + n == lineEnd || !Character.isLetterOrDigit(text.charAt(i + n)));
    }
}
