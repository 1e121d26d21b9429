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
 *
 * <p>The extractor keeps one fact per option and value, so one fact may stand for several places: the seed names
 * "High Resolution Timer Support" enabled above one iperf line and disabled above the next, one fact. Every
 * unquoted place the text names the option again, by the words of a fact or by the last part of its symbol written
 * in capitals as a word ("with NAPI" for {@code CONFIG_FORCEDETH_NAPI}), is a mention with its own state. At most
 * {@value #MAX_MENTIONS} mentions; the search is one pass over the text per distinct name, for at most
 * {@value #MAX_NAMES} names.
 */
final class ConfigStates {
    /** Figures this many lines below an option's line still belong to it (a pasted heading, a command, output). */
    private static final int LINES_BELOW = 4;
    private static final int BESIDE = 30;

    private static final int MAX_MENTIONS = 512;
    private static final int MAX_NAMES = 16;
    private static final List<String> STATE_WORDS = List.of("enabled", "disabled", "on", "off", "is", "was", "are",
            "were", "set", "turned", "switched", "got", "gets", "being", "yes", "no");

    private final String text;
    /** Every mention of an option, as a fact (value only where the fact itself stood), in text order. */
    private final List<ConfigFact> configs;

    /**
     * @param on true when measured with the option on
     */
    record State(String option, boolean on) {
    }

    ConfigStates(String text, List<ConfigFact> configs) {
        this(text, configs, BootParams.EMPTY);
    }

    /** With boot parameters that state an option too ("highres=off" for CONFIG_HIGH_RES_TIMERS). */
    ConfigStates(String text, List<ConfigFact> configs, BootParams params) {
        this.text = text;
        List<ConfigFact> own = new ArrayList<>();
        for (ConfigFact c : configs == null ? List.<ConfigFact>of() : configs) {
            if (c != null && c.option() != null && !c.quoted() && c.start() >= 0 && c.end() <= text.length()
                    && c.start() < c.end()) {
                own.add(c);
            }
        }
        own.sort(Comparator.comparingInt(ConfigFact::start));
        // no own fact: no name, suffix or parameter to look for, and no lowercase copy of the text to make
        this.configs = own.isEmpty() ? new ArrayList<>() : mentions(text, own, params);
    }

    /** The facts and every other unquoted place that names one of their options. */
    private static List<ConfigFact> mentions(String text, List<ConfigFact> facts, BootParams params) {
        List<ConfigFact> out = new ArrayList<>(facts);
        java.util.Set<Integer> taken = new java.util.HashSet<>();
        for (ConfigFact f : facts) {
            taken.add(f.start());
        }
        java.util.Map<String, String> names = new java.util.LinkedHashMap<>(); // name -> option
        java.util.Set<String> suffixes = new java.util.LinkedHashSet<>();
        for (ConfigFact f : facts) {
            String name = name(text.substring(f.start(), f.end()));
            if (name.length() >= 4 && names.size() < MAX_NAMES) {
                names.putIfAbsent(name.toLowerCase(Locale.ROOT), f.option());
            }
            int us = f.option().lastIndexOf('_');
            String tail = us < 0 ? "" : f.option().substring(us + 1);
            if (tail.length() >= 4 && tail.chars().allMatch(ch -> ch >= 'A' && ch <= 'Z')
                    && f.option().startsWith("CONFIG_") && suffixes.size() < MAX_NAMES) {
                suffixes.add(tail + "\t" + f.option());
            }
        }
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.length() != text.length()) {
            return out; // case folding moved offsets (rare scripts): keep the facts alone
        }
        for (java.util.Map.Entry<String, String> e : names.entrySet()) {
            find(text, lower, e.getKey(), e.getValue(), false, taken, out);
        }
        for (String sx : suffixes) {
            int tab = sx.indexOf('\t');
            find(text, text, sx.substring(0, tab), sx.substring(tab + 1), true, taken, out);
        }
        java.util.Set<String> options = new java.util.LinkedHashSet<>();
        facts.forEach(f -> options.add(f.option()));
        int searched = 0;
        for (String option : options) {
            for (String param : params.of(option)) {
                if (searched++ < MAX_NAMES) {
                    // "highres=off", "highres on": the parameter's own state word follows it
                    find(text, text, param, option, true, taken, out);
                }
            }
        }
        out.sort(Comparator.comparingInt(ConfigFact::start));
        return out;
    }

    private static void find(String text, String hay, String name, String option, boolean word,
                             java.util.Set<Integer> taken, List<ConfigFact> out) {
        int i = hay.indexOf(name);
        while (i >= 0 && out.size() < MAX_MENTIONS) {
            int e = i + name.length();
            boolean bounded = (i == 0 || !isWordChar(text.charAt(i - 1)))
                    && (e >= text.length() || !isWordChar(text.charAt(e)));
            if (bounded && !taken.contains(i) && !quotedLine(text, i)) {
                taken.add(i);
                out.add(new ConfigFact(option, null, false, i, e));
            }
            i = hay.indexOf(name, e);
        }
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    private static boolean quotedLine(String text, int at) {
        int ls = text.lastIndexOf('\n', at) + 1;
        while (ls < at && (text.charAt(ls) == ' ' || text.charAt(ls) == '\t')) {
            ls++;
        }
        return ls < text.length() && (text.charAt(ls) == '>' || text.charAt(ls) == '|');
    }

    /** The option's name as a fact wrote it: without "=y", "(enabled)", " is not set" and such. */
    static String name(String written) {
        String n = written;
        int cut = n.length();
        for (char ch : new char[] {'=', '('}) {
            int k = n.indexOf(ch);
            if (k >= 0 && k < cut) {
                cut = k;
            }
        }
        n = n.substring(0, cut).strip();
        boolean stripped = true;
        while (stripped) {
            stripped = false;
            int sp = n.lastIndexOf(' ');
            if (sp > 0 && STATE_WORDS.contains(n.substring(sp + 1).toLowerCase(Locale.ROOT))) {
                n = n.substring(0, sp).stripTrailing();
                stripped = true;
            }
        }
        return n;
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
            // "480 Mbit/s; without NAPI it does 935": an option past a clause break belongs to the next figure.
            boolean clauseBreak = between.contains(";") || between.contains(". ");
            if (!clauseBreak && (between.contains("with") || between.contains("when") || between.contains("using")
                    || between.contains("("))) {
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
        if (nl >= 0 && after.substring(0, nl).isBlank()) {
            // "... High Resolution Timer Support\ndisabled:": the state wrapped onto the next line.
            after = after.substring(nl + 1);
            nl = after.indexOf('\n');
        }
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
