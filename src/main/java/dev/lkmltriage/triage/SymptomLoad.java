package dev.lkmltriage.triage;

/**
 * Words of a report that say how it was loaded, not what went wrong (session 47): "whenever I send at full speed for
 * a minute" tells the load under which a transmit error shows, as "under load" does; read as a speed word it typed a
 * terse report of a transmit hang a throughput report, and the symptom veto kept it from its own cluster.
 */
final class SymptomLoad {
    private SymptomLoad() {
    }

    private static final String FULL = "full ";

    /** Whether the "speed" at {@code at} in {@code lower} is "full speed" (one blank between, the word "full" whole). */
    static boolean fullSpeed(String lower, int at) {
        int from = at - FULL.length();
        if (from < 0 || !lower.startsWith(FULL, from)) {
            return false;
        }
        return from == 0 || !Character.isLetter(lower.charAt(from - 1));
    }
}
