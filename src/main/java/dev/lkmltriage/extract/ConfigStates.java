package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Whether a figure was measured with a config option on or off, from the option named just above it or beside it:
 * {@code High Resolution Timer Support (enabled)} then an iperf line; {@code CONFIG_HZ_1000=y}; "with High
 * Resolution Timers off it would only do 50-70mbit"; "463 Mbit/s without CONFIG_X". The options come from the
 * config extractor's facts (menuconfig prompts already mapped to their symbols).
 */
final class ConfigStates {
    /** Figures this many lines below an option's line still belong to it (a pasted heading, a command, output). */
    private static final int LINES_BELOW = 4;
    private static final int BESIDE = 30;

    private final String text;
    private final List<ConfigFact> configs;

    /**
     * @param on true when measured with the option on
     */
    record State(String option, boolean on) {
    }

    ConfigStates(String text, List<ConfigFact> configs) {
        this.text = text;
        List<ConfigFact> own = new ArrayList<>();
        for (ConfigFact c : configs == null ? List.<ConfigFact>of() : configs) {
            if (c != null && c.option() != null && !c.quoted() && c.start() >= 0 && c.end() <= text.length()
                    && c.start() < c.end()) {
                own.add(c);
            }
        }
        own.sort(Comparator.comparingInt(ConfigFact::start));
        this.configs = own;
    }

    /** The option and its state for a figure, or null when no option with a stated state is beside or above it. */
    State of(ThroughputFact f) {
        // Binary search for the first option starting at or after the figure's end.
        int lo = 0;
        int hi = configs.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (configs.get(mid).start() < f.end()) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        ConfigFact after = lo < configs.size() ? configs.get(lo) : null;
        ConfigFact before = null;
        for (int i = lo - 1; i >= 0 && i >= lo - 8; i--) {
            if (configs.get(i).end() <= f.start()) {
                before = configs.get(i);
                break;
            }
        }
        // "463 Mbit/s with CONFIG_X=n": an option right after the figure, introduced by with/without/when.
        if (after != null && after.start() - f.end() <= BESIDE && sameLine(f.end(), after.start())) {
            String between = text.substring(f.end(), after.start()).toLowerCase(Locale.ROOT);
            if (between.contains("with") || between.contains("when") || between.contains("using")
                    || between.contains("(")) {
                Boolean on = state(after);
                if (on != null) {
                    return new State(after.option(), on);
                }
            }
        }
        if (before != null && linesBetween(before.end(), f.start()) <= LINES_BELOW) {
            Boolean on = state(before);
            if (on != null) {
                return new State(before.option(), on);
            }
        }
        return null;
    }

    /** On, off, or null when the text does not say, from the fact's value or the words around it on its line. */
    Boolean state(ConfigFact c) {
        if (c.value() != null) {
            String v = c.value().toLowerCase(Locale.ROOT);
            if (v.equals("y") || v.equals("m")) {
                return true;
            }
            if (v.equals("n")) {
                return false;
            }
        }
        String before = text.substring(Math.max(0, c.start() - 24), c.start()).toLowerCase(Locale.ROOT);
        before = before.substring(before.lastIndexOf('\n') + 1);
        String after = text.substring(c.end(), Math.min(text.length(), c.end() + 40)).toLowerCase(Locale.ROOT);
        int nl = after.indexOf('\n');
        after = nl < 0 ? after : after.substring(0, nl);
        if (after.contains("is not set") || after.contains("disabled") || after.startsWith("=n")
                || word(after, "off") || word(after, "unset")) {
            return false;
        }
        if (after.contains("enabled") || after.startsWith("=y") || after.startsWith("=m") || word(after, "on")) {
            return true;
        }
        if (before.contains("without") || before.contains("disabl") || before.contains("turning off")
                || word(before, "no")) {
            return false;
        }
        if (before.contains("with") || before.contains("enabl") || before.contains("turning on")) {
            return true;
        }
        return null;
    }

    private static boolean word(String hay, String w) {
        int i = hay.indexOf(w);
        while (i >= 0) {
            boolean left = i == 0 || !Character.isLetter(hay.charAt(i - 1));
            int e = i + w.length();
            boolean right = e >= hay.length() || !Character.isLetter(hay.charAt(e));
            if (left && right) {
                return true;
            }
            i = hay.indexOf(w, i + 1);
        }
        return false;
    }

    private boolean sameLine(int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == '\n') {
                return false;
            }
        }
        return true;
    }

    private int linesBetween(int from, int to) {
        if (to - from > 2000) {
            return LINES_BELOW + 1;
        }
        int count = 0;
        for (int i = from; i < to && count <= LINES_BELOW; i++) {
            if (text.charAt(i) == '\n') {
                count++;
            }
        }
        return count;
    }
}
