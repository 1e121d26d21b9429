package dev.lkmltriage.extract;

import dev.lkmltriage.text.BlankLines;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Kconfig symbol written without its {@code CONFIG_} prefix and marked as an option by a state (convention 27,
 * session 37): "a warning if ZZ_DIRECT is enabled", "ZZ_AHCI is set in your old .config", "ZZ_IOMAP is disabled on
 * arm64". The name has the shape {@link BareSettings} reads (capitals and digits in parts joined by underscores, at
 * least two parts) <em>and</em> is a Kconfig symbol of the release's table ({@link KconfigSymbols}): register bits,
 * flags and features written the same way ("PCI_COMMAND_MEMORY is set", "PCI_PROBE_ONLY is set", "DEV_MSI is
 * enabled" in a series that proposes it) are no options, and one-word features ("MSI is enabled", "ASPM is
 * disabled") are never read. Only the verbal form with its copula ("is/was/are/were enabled/disabled/set"): the
 * attributive "on a ZZ_RT enabled kernel" names a kind of kernel, no setting. The value is y or n where the text
 * states it; none in a condition the writer describes ("if", "when", "whether" ... in the sentence before the name,
 * across wrapped lines), unless a failure comes before the condition ("triggers a warning if ZZ_DIRECT is enabled":
 * the failing build had it); none for "set to" (a value the words do not give as y) and "enabled by default" (what
 * Kconfig picks, no build). Not: Kconfig or code lines, grep output of
 * Kconfig files, quoted headers and shortlog titles ({@link BareSettings}'s checks). Never throws; linear in the line.
 */
final class BareStates {
    private static final String NAME = "(?<![A-Za-z0-9_$>.\\-/])(?!CONFIG_)([A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){1,8})";
    /**
     * The copula and state after the name: group 1 a negation ("is not set", "isn't enabled"), group 2 the state,
     * group 3 "to" after it ("is set to"). Session 45 (configs45): also negated and "selected" ("Select ZZ_MCOUNT if
     * ZZ_VALIDATION is selected", convention 62's condition; "the build fails as ZZ_MSI_DOMAIN is not set" n).
     */
    private static final String COPULA = "[ \\t]{1,3}(?:(?:is|was|are|were)(?:[ \\t]{1,3}(not))?|(isn't|wasn't|aren't|weren't|"
            + "isn\u2019t|wasn\u2019t))[ \\t]{1,3}(enabled|disabled|set|selected)(?![A-Za-z0-9_])([ \\t]{1,3}to(?![A-Za-z]))?";
    private static final Pattern STATED = Pattern.compile(NAME + "[\"'`\u2019\u201d]?" + COPULA);
    /** The copula and state opening a line, the name having ended the line before (a sentence the writer wrapped). */
    private static final Pattern STATE_OPENING = Pattern.compile("[ \\t>|]*(?:(?:is|was|are|were)(?:[ \\t]{1,3}(not))?|"
            + "(isn't|wasn't|aren't|weren't|isn\u2019t|wasn\u2019t))[ \\t]{1,3}(enabled|disabled|set|selected)(?![A-Za-z0-9_])"
            + "([ \\t]{1,3}to(?![A-Za-z]))?");
    /** A name ending its line (after any closing quote and blanks). */
    private static final Pattern NAME_ENDING = Pattern.compile(NAME + "[\"'`\u2019\u201d]?[ \\t\r]*$");
    private static final int PER_LINE = 32;

    private BareStates() {
    }

    static List<ConfigFact> in(KconfigSymbols symbols, String text, int start, int body, int end, boolean quoted) {
        List<ConfigFact> out = new ArrayList<>();
        if (end - body < 8 || end - body > 4000 || !BareOptions.underscore(text, body, end)
                || BareSettings.kconfigText(text, start, body, end)) {
            return out;
        }
        Matcher m = STATED.matcher(text).region(body, end);
        int seen = 0;
        while (m.find() && ++seen <= PER_LINE) {
            String name = m.group(1);
            if (!symbols.contains(name) || ConfigExtractor.inCommitSubject(text, body, m.start(1))
                    || BareOptions.titleCloses(text, m.end(1), end)) {
                continue;
            }
            ConfigFact f = fact(text, name, m.start(1), m.group(2) != null || m.group(3) != null, m.group(4),
                    m.group(5) != null, m.end(4), end, quoted);
            if (f != null) {
                out.add(f);
            }
        }
        return out;
    }

    /**
     * Session 45 (configs45): a name ending the line before ({@code prevBody}..{@code prevEnd}) whose state opens this
     * line ({@code body}..{@code end}), the two lines at the same quote depth: "Kernel compilation fails for i386 as
     * ZZ_MSI_DOMAIN" / "is not set." (n: the failing build lacked it). The same checks as {@link #in}, on the joined
     * sentence; null where the lines do not so wrap.
     */
    static ConfigFact wrapped(KconfigSymbols symbols, String text, int prevStart, int prevBody, int prevEnd, int start,
            int body, int end, boolean quoted) {
        if (prevBody < 0 || prevEnd - prevBody > 4000 || end - body > 4000 || end - body < 6) {
            return null;
        }
        Matcher s = STATE_OPENING.matcher(text).region(body, end);
        if (!s.lookingAt()) {
            return null;
        }
        Matcher n = NAME_ENDING.matcher(text).region(Math.max(prevBody, prevEnd - 90), prevEnd);
        if (!n.find() || n.start(1) < prevBody || !symbols.contains(n.group(1))
                || BareSettings.kconfigText(text, prevStart, prevBody, prevEnd)
                || BareSettings.kconfigText(text, start, body, end)
                || ConfigExtractor.inCommitSubject(text, prevBody, n.start(1))) {
            return null;
        }
        return fact(text, n.group(1), n.start(1), s.group(1) != null || s.group(2) != null, s.group(3),
                s.group(4) != null, s.end(3), end, quoted);
    }

    /**
     * Session 46 (configs46): a name said to be built as a module: "ZZ_APEX is built as a module" (m, where stated),
     * "since ZZ_USB can't be set as a module" or "ZZ_X could be compiled as a module" (named, no value: what Kconfig
     * allows, no build), "is not built as a module" (named: built in or not built, the words do not say). A bare name
     * must be a table symbol, as for the states above; one written with {@code CONFIG_} need not. The same condition
     * check as {@link #in} ("if ZZ_X is built as a module" names it without value).
     */
    private static final Pattern MODULE = Pattern.compile("(?<![A-Za-z0-9_$>.\\-/])(CONFIG_)?"
            + "([A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){1,8})[\"'`\u2019\u201d]?[ \\t]{1,3}"
            + "(?:(is|was|are|were|gets|got)|((?:can|could|must|should|will|may|might|cannot|can't|can\u2019t|"
            + "couldn't|won't|wouldn't|shouldn't)(?:[ \\t]{1,3}not)?[ \\t]{1,3}be))(?:[ \\t]{1,3}(not))?"
            + "[ \\t]{1,3}(?:set|built|compiled|configured|selected|enabled)[ \\t]{1,3}as[ \\t]{1,3}(?:an?[ \\t]{1,3})?"
            + "(?:loadable[ \\t]{1,3})?(?:kernel[ \\t]{1,3})?modules?(?![A-Za-z])");

    static List<ConfigFact> modules(KconfigSymbols symbols, String text, int start, int body, int end,
            boolean quoted) {
        List<ConfigFact> out = new ArrayList<>();
        if (end - body < 16 || end - body > 4000 || !BareOptions.underscore(text, body, end)
                || BareSettings.kconfigText(text, start, body, end)) {
            return out;
        }
        Matcher m = MODULE.matcher(text).region(body, end);
        int seen = 0;
        while (m.find() && ++seen <= PER_LINE) {
            String name = m.group(2);
            int at = m.group(1) != null ? m.start(1) : m.start(2);
            if ((m.group(1) == null && !symbols.contains(name)) || ConfigExtractor.inCommitSubject(text, body, at)
                    || BareOptions.titleCloses(text, m.end(2), end)) {
                continue;
            }
            String value = m.group(3) != null && m.group(5) == null && stated(text, at) ? "m" : null;
            out.add(new ConfigFact("CONFIG_" + name, value, quoted, at, m.end()));
        }
        return out;
    }

    /**
     * The fact of a stated name: "is selected by" is Kconfig's grammar of other code (convention 55), none; "set to"
     * and "enabled by default" give no value, nor a condition the writer describes; a negated state is n ("is not
     * set"), and a negated "disabled" gives none.
     */
    private static ConfigFact fact(String text, String name, int at, boolean negated, String state, boolean setTo,
            int stateEnd, int end, boolean quoted) {
        if (state.equals("selected") && text.regionMatches(stateEnd, " by ", 0, 4)) {
            return null;
        }
        String value = null;
        if (!setTo && !text.startsWith(" by default", stateEnd) && stated(text, at)) {
            if (negated) {
                value = state.equals("disabled") ? null : "n";
            } else {
                value = state.equals("disabled") ? "n" : "y";
            }
        }
        return new ConfigFact("CONFIG_" + name, value, quoted, at, stateEnd);
    }

    private static final Pattern CONDITION = Pattern.compile("(?<![A-Za-z])(?i:if|when|unless|whenever|whether)"
            + "(?![A-Za-z])");
    private static final Pattern FAILURE = Pattern.compile("(?<![A-Za-z])(?i:warn(?:s|ing|ings)?|errors?|fail(?:s|ed|ure)?|"
            + "breaks?|crash(?:es)?|oops|panics?)(?![A-Za-z])");
    private static final int BACK = 160;

    /**
     * Whether the state is a setting the text states, not a condition it describes: no conjunction of condition
     * ("if", "when", "unless", "whenever", "whether") in the sentence before the name, back to a sentence break or
     * {@value #BACK} characters across wrapped lines ("setting it default y if / ZZ_IMX is enabled"); or, where
     * there is one, a failure before it whose build had the option ("triggers a warning if ZZ_DIRECT is enabled":
     * convention 27, as (17) reads "build failure when CONFIG_X=n").
     */
    static boolean stated(String text, int at) {
        int from = Math.max(0, at - BACK);
        int k = at - 1;
        while (k >= from && ".;!?".indexOf(text.charAt(k)) < 0 && !(text.charAt(k) == ':' && k + 1 < at
                && Character.isWhitespace(text.charAt(k + 1))) && !(text.charAt(k) == '\n' && BlankLines.after(text, k, at))) {
            k--;
        }
        Matcher c = CONDITION.matcher(text).region(k + 1, at);
        if (!c.find()) {
            return true;
        }
        return FAILURE.matcher(text).region(k + 1, c.start()).find();
    }
}
