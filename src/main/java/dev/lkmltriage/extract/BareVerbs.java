package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 39 (configs39): a Kconfig symbol written without its {@code CONFIG_} prefix after a past verb of setting,
 * "I disabled ZZ_SELFTEST and it now builds": the active form of {@link BareStates}' "ZZ_SELFTEST is disabled"
 * (convention 27), read under the same guards. The name is a Kconfig symbol of the release table
 * ({@link KconfigSymbols}), so register bits and flags ("enabled ZZ_COMMAND_MEMORY") are never read, and a one-part
 * word never. Only the past forms "enabled"/"disabled" with a word before them that is no article ("the enabled ZZ_X"
 * is an adjective): the infinitive and the imperative ("you must also enable ZZ_X", "Enable ZZ_X" in a title) ask for
 * a setting and are left to the prefixed spelling's rules. Session 40 (configs40): the present form is read where the
 * writer is its subject ("when I enable ZZ_ASPM_DEBUG the link drops", "we disable ZZ_X": his own build, convention
 * 41's "when I enable X"), never bare (proposed convention 53: titles, Kconfig changes and requests name nothing). The value is y or n; none in a condition the writer
 * describes ("only built when someone has disabled ZZ_X", {@link BareStates#stated}) unless the writer is its subject
 * ("Why do I see it when I've disabled ZZ_X?": his own build, as the prefixed spelling's conditional rule reads a
 * first person); none in a guess ("the distros probably enabled ZZ_X", as held-out11 labels it); none in a question
 * to the reader ("Have you disabled ZZ_X?", {@link AskedConfigs}). Not: Kconfig text, quoted headers, shortlog and
 * commit titles ({@link BareSettings#kconfigText}). Never throws; linear in the line.
 */
final class BareVerbs {
    private static final Pattern VERBED = Pattern.compile(
            "(?<![A-Za-z])(enabled|disabled|enable|disable)[ \\t]{1,3}(?:the[ \\t]{1,3})?"
            + "(?!CONFIG_)([A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){1,8})(?![A-Za-z0-9_(\\[=])");
    private static final int PER_LINE = 32;
    /** The present verb as a request opens its sentence: capital or not. */
    private static final Pattern IMPERATIVE = Pattern.compile(
            "(?<![A-Za-z])([Ee]nable|[Dd]isable)[ \\t]{1,3}"
            + "(?!CONFIG_)([A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){1,8})(?![A-Za-z0-9_(\\[=])");

    private BareVerbs() {
    }

    static List<ConfigFact> in(KconfigSymbols symbols, String text, int start, int body, int end, boolean quoted) {
        List<ConfigFact> out = new ArrayList<>();
        if (end - body < 10 || end - body > 4000 || BareSettings.kconfigText(text, start, body, end)) {
            return out;
        }
        ownOnePart(symbols, text, body, end, quoted, out);
        if (!BareOptions.underscore(text, body, end)) {
            return out;
        }
        Matcher m = VERBED.matcher(text).region(body, end);
        int seen = 0;
        while (m.find() && ++seen <= PER_LINE) {
            String name = m.group(2);
            if (!symbols.contains(name) || article(text, body, m.start(1))
                    || ConfigExtractor.inCommitSubject(text, body, m.start(2))
                    || BareOptions.titleCloses(text, m.end(2), end)) {
                continue;
            }
            boolean present = !m.group(1).endsWith("d");
            if (present && !ownSetting(text, body, m.start(1))) {
                // "Enable ZZ_TEST", "let's enable ZZ_TEST for versatile", "you must also enable ZZ_APIC": a title,
                // a Kconfig change or a request, no option (proposed convention 53); only the writer's own run
                continue;
            }
            String value = null;
            if ((ownSetting(text, body, m.start(1)) || BareStates.stated(text, m.start(1)))
                    && !hedged(text, body, m.start(1)) && !AskedConfigs.ofReader(text, body, end, m.start(2))) {
                value = m.group(1).startsWith("disable") ? "n" : "y";
            }
            out.add(new ConfigFact("CONFIG_" + name, value, quoted, m.start(1), m.end(2)));
        }
        return out;
    }

    /**
     * A how-to's option the release table does not hold (the patch adds it) is still read where the request's clause
     * goes on after the name: "Enable ZZ_NEW_DMA if your controller ...", "Enable ZZ_NEW for possible gain.".
     */
    private static final Pattern CLAUSE_GOES_ON = Pattern.compile("[ \\t]{0,3}(?:[.,;]|$|[ \\t](?:if|for|to|when|"
            + "and|on)(?![A-Za-z]))");

    /**
     * The writer's own verb before a one-part name, "when I enable PCIEASPM." (convention 41's own example), names
     * the option without a value (convention 41: the value is the one the thread's build states): a table
     * symbol of six characters or more that ends its clause (punctuation or the line's end), so a feature the verb
     * switches ("we enable PTM at enumeration-time", "we disabled PCI power management") is never read.
     */
    private static final Pattern OWN_ONE_PART = Pattern.compile("(?<![A-Za-z'\u2019])(?:I|[Ww]e)"
            + "(?:'ve|\u2019ve|[ \\t]have|[ \\t]had)?(?:[ \\t](?:also|just|already|then|now))?[ \\t]"
            + "(enabled|disabled|enable|disable)[ \\t]{1,3}([A-Z][A-Z0-9]{5,40})(?=[ \\t]{0,3}(?:[.,;:!?)]|$))");

    private static void ownOnePart(KconfigSymbols symbols, String text, int body, int end, boolean quoted,
            List<ConfigFact> out) {
        Matcher m = OWN_ONE_PART.matcher(text).region(body, end);
        int seen = 0;
        while (m.find() && ++seen <= PER_LINE) {
            if (!symbols.contains(m.group(2)) || ConfigExtractor.inCommitSubject(text, body, m.start(2))) {
                continue;
            }
            // named without value: convention 41 gives it the value the thread's build states (held-out38's 18729,
            // "doesn't come up either when I enable PCIEASPM", is n, the build that works), which other lines tell
            out.add(new ConfigFact("CONFIG_" + m.group(2), null, quoted, m.start(1), m.end(2)));
        }
    }

    /**
     * Session 41 (configs41): an imperative that opens its sentence in a how-to document's line, "Enable ZZ_DMA if
     * your endpoint controller has it", "Disable ZZ_X for ...": a request to the reader, which sets what it asks
     * (convention 61; convention 63 leaves titles and changelogs without). The caller reads only a document's diff
     * lines. The name is a table symbol of two parts or more, as {@link #in} reads.
     */
    static List<ConfigFact> requested(KconfigSymbols symbols, String text, int body, int end, boolean quoted) {
        List<ConfigFact> out = new ArrayList<>();
        if (end - body < 10 || end - body > 4000 || !BareOptions.underscore(text, body, end)) {
            return out;
        }
        Matcher m = IMPERATIVE.matcher(text).region(body, end);
        int seen = 0;
        while (m.find() && ++seen <= PER_LINE) {
            String verb = m.group(1).toLowerCase(Locale.ROOT);
            if (!(symbols.contains(m.group(2)) || CLAUSE_GOES_ON.matcher(text)
                    .region(m.end(2), end).lookingAt()) || RequestedOptions.imperative(text, body, m.start(2)) == null) {
                continue;
            }
            out.add(new ConfigFact("CONFIG_" + m.group(2), verb.startsWith("disable") ? "n" : "y", quoted,
                    m.start(1), m.end(2)));
        }
        return out;
    }

    /** "I", "I've", "we have just" right before the verb: the writer's own build, stated even in a condition. */
    private static final Pattern OWN = Pattern.compile("(?<![A-Za-z'])(?:I|[Ww]e)(?:'ve|\u2019ve|'d|[ \\t]have|[ \\t]had)?"
            + "(?:[ \\t](?:also|just|already|then|now|since))?[ \\t]$");

    private static boolean ownSetting(String text, int body, int verb) {
        return OWN.matcher(text.substring(Math.max(body, verb - 24), verb)).find();
    }

    private static final Pattern HEDGE = Pattern.compile("(?<![A-Za-z])(?i:probably|maybe|perhaps|possibly|"
            + "presumably|likely|might|guess|suspect|assume)(?![A-Za-z])");

    /**
     * A guess about someone's build ("the distros probably all enabled ZZ_RICOH earlier"): a hedge in the verb's
     * sentence, back to a sentence break or 80 characters on its line, states no setting.
     */
    private static boolean hedged(String text, int body, int verb) {
        int from = Math.max(body, verb - 80);
        int k = verb - 1;
        while (k >= from && ".;!?".indexOf(text.charAt(k)) < 0) {
            k--;
        }
        return HEDGE.matcher(text).region(k + 1, verb).find();
    }

    /** The word before the verb is an article: "the enabled ZZ_X" uses the verb as an adjective. */
    private static boolean article(String text, int body, int verb) {
        int e = verb;
        while (e > body && (text.charAt(e - 1) == ' ' || text.charAt(e - 1) == '\t')) {
            e--;
        }
        int w = e;
        while (w > body && e - w < 4 && Character.isLetter(text.charAt(w - 1))) {
            w--;
        }
        String word = text.substring(w, e).toLowerCase(Locale.ROOT);
        return e > body && (w == body || !Character.isLetter(text.charAt(w - 1)))
                && (word.equals("the") || word.equals("a") || word.equals("an"));
    }
}
