package dev.lkmltriage.triage;

import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * About when a mainline release came out (session 40), from the first release of each series and the series' pace:
 * 2.6.12 on 2005-06-17 and about 80 days a release after it, 3.0 on 2011-07-21 (68 days), 4.0 on 2015-04-12 (68),
 * 5.0 on 2019-03-03 (66), 6.0 on 2022-10-02 (66). Off by a few weeks at most for the releases since 2.6.12, which is
 * what {@link OtherProblem} allows for; null for a version of no known series.
 */
final class ReleaseDates {
    private static final Pattern VERSION = Pattern.compile("(\\d{1,3})\\.(\\d{1,4})(?:\\.(\\d{1,4}))?.*");

    private ReleaseDates() {
    }

    /** The approximate release day of the mainline release {@code version} belongs to, or null. */
    static LocalDate of(String version) {
        Matcher m = VERSION.matcher(version == null ? "" : version);
        if (!m.matches()) {
            return null;
        }
        int major = Integer.parseInt(m.group(1));
        int minor = Integer.parseInt(m.group(2));
        if (major == 2 && minor == 6 && m.group(3) != null) {
            return LocalDate.of(2005, 6, 17).plusDays(80L * (Integer.parseInt(m.group(3)) - 12));
        }
        return switch (major) {
            case 3 -> LocalDate.of(2011, 7, 21).plusDays(68L * minor);
            case 4 -> LocalDate.of(2015, 4, 12).plusDays(68L * minor);
            case 5 -> LocalDate.of(2019, 3, 3).plusDays(66L * minor);
            case 6 -> LocalDate.of(2022, 10, 2).plusDays(66L * minor);
            default -> null;
        };
    }
}
