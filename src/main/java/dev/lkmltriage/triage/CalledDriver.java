package dev.lkmltriage.triage;

/**
 * A plain word its writer calls a driver (session 47): "broken downloads with the jme driver", "the wired port (jme
 * driver)". {@link NamedModules} reads only module-shaped words (a digit or {@code _} in them), since a plain word
 * ("video", "sound") names no device; but a word followed by "driver" or "module" is named as one, and a cluster
 * carrying that driver is the report's candidate. Only the very next word counts, after one blank.
 */
final class CalledDriver {
    private CalledDriver() {
    }

    private static final String[] CALLED = {" driver", " module"};

    /** Whether {@code s} at {@code end} (just after a word) goes on with " driver" or " module" as a whole word. */
    static boolean follows(String s, int end) {
        for (String c : CALLED) {
            if (s.regionMatches(true, end, c, 0, c.length())) {
                int after = end + c.length();
                // "drivers" is the tree's directory or a plural ("jme drivers"), still the name of a driver: kept;
                // "driverless", "modules_install" are not the word.
                if (after >= s.length() || !Character.isLetterOrDigit(s.charAt(after)) && s.charAt(after) != '_'
                        || s.charAt(after) == 's' && (after + 1 >= s.length()
                                || !Character.isLetterOrDigit(s.charAt(after + 1)))) {
                    return true;
                }
            }
        }
        return false;
    }
}
