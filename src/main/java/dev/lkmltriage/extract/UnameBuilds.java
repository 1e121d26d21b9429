package dev.lkmltriage.extract;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A {@code uname -a} line pasted under a sentence about a release: "on Linux kernel 4.9, the driver assigns an IRQ:"
 * then "Linux board-rdk 4.9.41-g1234abc-BSP ...". The line's build, with no verdict of its own, is the build of
 * the release the message judged: it takes that release's verdict (the caller makes a bad one run-only: the build
 * was run, no cue called it bad). Only a line that is uname's shape ("Linux",
 * one host name, then the version), only a build of three or more parts whose x.y is a judged fact of the message,
 * and never a build the text judged itself. Session 17, second round (held-out15's 17947).
 */
final class UnameBuilds {
    private UnameBuilds() {
    }

    /** The verdict (a {@link KernelVerdicts} value) the build at {@code start} takes, or NONE. */
    static int verdict(VersionsText t, KernelVersion build, int start, Map<String, Integer> judgedReleases) {
        if (build.isNext() || build.components() < 3 || !unameLine(t, start)) {
            return KernelVerdicts.NONE;
        }
        Integer v = judgedReleases.get(build.major() + "." + build.minor());
        return v == null ? KernelVerdicts.NONE : v;
    }

    /** Whether the version at {@code start} is the third word of a line "Linux HOST VERSION ...". */
    static boolean unameLine(VersionsText t, int start) {
        String line = t.lineLower(start);
        if (!line.startsWith("linux ") || line.length() > 300) {
            return false;
        }
        List<String> words = List.of(line.split(" +", 4));
        if (words.size() < 3 || SPELLED.contains(words.get(1))) {
            return false;
        }
        int lineStart = t.lineStart(start);
        String own = t.text.substring(start, Math.min(t.text.length(), start + words.get(2).length()))
                .toLowerCase(java.util.Locale.ROOT);
        return words.get(2).equals(own) && t.text.substring(lineStart, start).toLowerCase(java.util.Locale.ROOT)
                .stripTrailing().endsWith(words.get(1));
    }

    /** Second words that make "Linux X 5.4.3" prose or a banner, not a host: "Linux version", "Linux kernel". */
    private static final Set<String> SPELLED = Set.of("version", "kernel", "kernels", "is", "was", "and", "or",
            "v", "release", "stable", "mainline", "next", "on", "in", "from", "to", "with");
}
