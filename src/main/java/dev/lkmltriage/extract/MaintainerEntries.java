package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A patch to the MAINTAINERS file, and its thread: "MAINTAINERS: refresh the entry of the Frobnic PCIe host", "PCI:
 * foo: Update maintainers list". Maintainer bookkeeping, like documentation work, is about no driver: whoever searches
 * for a driver's regressions does not want who reviews its patches, though the subject tags or names the driver.
 */
final class MaintainerEntries {
    /**
     * A summary whose work is a maintainer entry, the entry ending it: "Update maintainers list", "Remove Keith from
     * VMD maintainer", "Add J. Doe as Frob PCIe co-maintainer"; not "Add the quirk maintainers asked for".
     */
    private static final Pattern ENTRY_WORK = Pattern.compile(
            "^(?:add|update|remove|drop|change|replace)\\b[^:]{0,80}?\\bmaintainers?(?: list| entry| entries)?$");

    private MaintainerEntries() {
    }

    /**
     * Whether a subject is such a patch: its tags ({@code tagNames}, spelt lower-case) include MAINTAINERS, or it is
     * a patch ({@link PatchThreads#tagged}) whose {@code summary}, the text after its tags, adds, updates or removes
     * a maintainer.
     */
    static boolean bookkeeping(String subject, Set<String> tagNames, String summary) {
        if (tagNames.contains("maintainers")) {
            return true;
        }
        String s = summary.strip();
        if (s.length() > 200) {
            s = s.substring(0, 200);
        }
        return PatchThreads.tagged(subject) && ENTRY_WORK.matcher(s.toLowerCase(Locale.ROOT)).find();
    }
}
