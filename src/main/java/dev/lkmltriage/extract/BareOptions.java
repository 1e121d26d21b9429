package dev.lkmltriage.extract;

import dev.lkmltriage.text.BlankLines;
import dev.lkmltriage.text.FoldedSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Config options named without their {@code CONFIG_} prefix, where the prose itself calls the name an option:
 * "controlled by MMC_RICOH_MMC configuration option", "a new config option MSI_IMS", "both config options PCIE_RCAR
 * and PCIE_RCAR_HOST", "the PCIE_TANGO_SMP8759 Kconfig symbol", and a name a writer enables or disables that the
 * same or the next sentence calls "that config option" ("enabled MMC_RICOH_MMC earlier ... just disabling that
 * config option?"). The name has the shape of a Kconfig symbol: capitals and digits in parts joined by underscores
 * (at least two parts). Session 44 (configs44): "option" alone after the name also calls it one, convention 17's "the
 * DEBUG_FS option" ("just select DW_EDMA option in kernel configuration", "hiding the RESET_IMX7 option": all twelve
 * such phrases in the archive are options; "symbol" alone is not, an exported symbol is C). Bare mentions (no value: a suggestion or a guess is no setting). Not: a name the text does
 * not call an option (a register {@code PCI_EXP_DEVCTL}, a macro {@code PCI_DEVICE(}, "the PCI_COMMAND config
 * register"), a name already spelled {@code CONFIG_X} (the main scan has it), a commit title in a shortlog
 * ("  PCI/ASPM: remove Kconfig option PCIEASPM_DEBUG") or in {@code ("...")}. Never throws; linear in the line.
 */
final class BareOptions {
    private static final String NAME = "(?<![A-Za-z0-9_$>.\\-])(?!CONFIG_)([A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){1,8})"
            + "(?![A-Za-z0-9_(\\[=])";
    private static final String CUE = "(?i:k?config(?:uration)?)";
    private static final Pattern AFTER = Pattern.compile(NAME + "[ \\t]{1,3}(?:" + CUE + "[ \\t]{1,3}(?i:option|symbol)"
            + "|(?i:options?)(?![A-Za-z])(?![ \\t]{1,3}(?i:bits?|registers?|fields?|flags?|masks?|values?)(?![a-z])))"
            + "(?![A-Za-z])");
    private static final Pattern BEFORE = Pattern.compile(CUE + "[ \\t]{1,3}(?i:options?|symbols?)[ \\t]{1,3}"
            + "((?:" + NAME + "(?:,? (?:and|or) |, ))*" + NAME.replace("([A-Z]", "(?:[A-Z]") + ")");
    private static final Pattern EACH = Pattern.compile(NAME);
    private static final Pattern TURNED = Pattern.compile("(?i:enabl(?:e|ed|es|ing)|disabl(?:e|ed|es|ing))[ \\t]{1,3}"
            + NAME);
    private static final Pattern THAT_OPTION = Pattern.compile(
            "(?i)(?<![a-z])(?:that|this|the)[ \\t>\\n]{1,12}k?config(?:uration)?[ \\t>\\n]{1,12}option(?![a-z])");
    /** "  PCI/ASPM: remove ...", "  mm: remove ...": an indented commit title in a cover letter's or pull's shortlog. */
    private static final Pattern SHORTLOG = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_/.,\\-]{0,40}"
            + "(?: [A-Za-z0-9_/.,\\-]{1,40})?: ");
    private static final int AHEAD = 320;

    private BareOptions() {
    }

    /** The options of one prose line (from {@code start}, content from {@code body}), as bare mentions. */
    static List<ConfigFact> in(String text, int start, int body, int end, boolean quoted) {
        List<ConfigFact> out = new ArrayList<>();
        if (end - body < 8 || !underscore(text, body, end) || shortlog(text, start, body, end)) {
            // every pattern's NAME holds an underscore: a line without one has no match
            return out;
        }
        // pre-checks for literals each pattern must match inside the line, ASCII case ignored as by (?i)
        if (FoldedSearch.indexOf(text, "option", body, end) >= 0
                || FoldedSearch.indexOf(text, "symbol", body, end) >= 0) {
            Matcher a = AFTER.matcher(text).region(body, end);
            while (a.find()) {
                add(out, text, body, a.start(1), a.end(1), end, quoted);
            }
            Matcher b = BEFORE.matcher(text).region(body, end);
            while (b.find()) {
                Matcher e = EACH.matcher(text).region(b.start(1), b.end(1));
                while (e.find()) {
                    add(out, text, body, e.start(1), e.end(1), end, quoted);
                }
            }
        }
        if (FoldedSearch.indexOf(text, "abl", body, end) >= 0) {
            Matcher t = TURNED.matcher(text).region(body, end);
            while (t.find()) {
                if (calledAnOption(text, t.end(1))) {
                    add(out, text, body, t.start(1), t.end(1), end, quoted);
                }
            }
        }
        return out;
    }

    private static void add(List<ConfigFact> out, String text, int body, int from, int to, int end, boolean quoted) {
        if (ConfigExtractor.inCommitSubject(text, body, from) || titleCloses(text, to, end)) {
            return;
        }
        out.add(new ConfigFact("CONFIG_" + text.substring(from, to), null, quoted, from, to));
    }

    /**
     * The rest of the line closes a commit title opened on an earlier line ({@code 4965a68780c5 ("arch: define the}
     * / {@code ARCH_DMA_ADDR_T_64BIT config symbol in lib/Kconfig")}): a {@code ")} before any {@code ("}.
     */
    static boolean titleCloses(String text, int from, int end) {
        for (int i = from; i + 1 < end; i++) {
            char ch = text.charAt(i);
            char next = text.charAt(i + 1);
            if (ch == '(' && (next == '"' || next == '\u201c')) {
                return false;
            }
            if ((ch == '"' || ch == '\u201d') && next == ')') {
                return true;
            }
        }
        return false;
    }

    /** A shortlog entry: content indented past its quote marks (two blanks, or one at the line's start), a tag, a colon. */
    static boolean shortlog(String text, int start, int body, int end) {
        boolean indented = body > start && blank(text.charAt(body - 1))
                && (body - 1 == start || blank(text.charAt(body - 2)));
        return indented && SHORTLOG.matcher(text).region(body, end).lookingAt();
    }

    /**
     * Whether [from, to) holds a '_' (bounded by the line, not the text): every name this rule and
     * {@link BareSettings} read has one.
     */
    static boolean underscore(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == '_') {
                return true;
            }
        }
        return false;
    }

    private static boolean blank(char ch) {
        return ch == ' ' || ch == '\t';
    }

    /**
     * "that config option" in the rest of the sentence the name is in or in the next one: up to the second sentence
     * end, a blank (or quote-marks-only) line, or {@value #AHEAD} characters.
     */
    private static boolean calledAnOption(String text, int from) {
        int limit = Math.min(text.length(), from + AHEAD);
        int ends = 0;
        int stop = limit;
        for (int i = from; i < limit; i++) {
            char ch = text.charAt(i);
            if ((ch == '.' || ch == '?' || ch == '!') && (i + 1 == limit || Character.isWhitespace(text.charAt(i + 1)))
                    && ++ends == 2) {
                stop = i;
                break;
            }
            if (ch == '\n' && BlankLines.after(text, i, i + 41)) {
                stop = i;
                break;
            }
        }
        return THAT_OPTION.matcher(text).region(from, stop).find();
    }
}
