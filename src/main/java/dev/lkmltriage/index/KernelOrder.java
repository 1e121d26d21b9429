package dev.lkmltriage.index;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Maps a canonical kernel version to a long whose order is kernel order, so that ranges such as
 * {@code kver:2.6.22..2.6.24} are numeric range queries: 2.6.22 &lt; 2.6.22.5 &lt; 2.6.23-rc4 &lt; 2.6.23-rc8 &lt;
 * 2.6.23 &lt; 2.6.23.1. Layout, high to low: major (8 bits), minor (12), patch (16), sub (16), then the rc number,
 * 255 for a release (so every -rc sorts before its release).
 */
final class KernelOrder {
    private static final Pattern VERSION = Pattern.compile(
            "v?(\\d{1,3})\\.(\\d{1,4})(?:\\.(\\d{1,5}))?(?:\\.(\\d{1,5}))?(?:-rc(\\d{1,3}))?");

    private KernelOrder() {
    }

    /** The order key of {@code version}, or -1 when it is no numbered version (e.g. {@code next-20231010}). */
    static long key(String version) {
        Matcher m = VERSION.matcher(version);
        if (!m.matches()) {
            return -1;
        }
        long major = Long.parseLong(m.group(1));
        long minor = Long.parseLong(m.group(2));
        long patch = m.group(3) == null ? 0 : Long.parseLong(m.group(3));
        long sub = m.group(4) == null ? 0 : Long.parseLong(m.group(4));
        long rc = m.group(5) == null ? 255 : Math.min(254, Long.parseLong(m.group(5)));
        if (major > 255 || minor > 4095 || patch > 65535 || sub > 65535) {
            return -1;
        }
        return major << 52 | minor << 40 | patch << 24 | sub << 8 | rc;
    }
}
