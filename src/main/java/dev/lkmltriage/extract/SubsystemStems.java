package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Set;

/**
 * A driver's file named after its subsystem and its own name, as the kernel names most of them ({@code phy-qcom-qmp.c},
 * {@code gpio-brcmstb.c}, {@code pinctrl-cherryview.c}): a patch tagged with both, "phy: qcom-qmp:", that changes that
 * file is about the module the file builds, even when the driver table (one later kernel release) no longer has it.
 * Either spelling of the separator; the subsystem part must itself be a subject tag of the message.
 */
final class SubsystemStems {
    private SubsystemStems() {
    }

    /**
     * True when {@code stem} is a subject tag of the message, '-' or '_', then {@code tag}: "phy-qcom-qmp" with the
     * tags "phy" and "qcom-qmp". {@code tagNames} holds the tags lower-cased with '-' as '_'.
     */
    static boolean spells(String stem, String tag, Set<String> tagNames) {
        int cut = stem.length() - tag.length() - 1;
        if (cut < 2 || !stem.endsWith(tag)) {
            return false;
        }
        char sep = stem.charAt(cut);
        if (sep != '-' && sep != '_') {
            return false;
        }
        String subsystem = stem.substring(0, cut).toLowerCase(Locale.ROOT).replace('-', '_');
        return tagNames.contains(subsystem) && !NewDriverFiles.part(tag);
    }
}
