package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.text.FoldedSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 42 (configs42): the setting of a failing build a sentence states, convention 17's "The value is the one a
 * build or run the text states had" read in a body's prose, own or quoted: a failure word (warning, error, failure,
 * fail, breakage, breaks, broken) and then, in the same sentence, the option after "with", "without", "when" or "if"
 * ("on" is left out: "if you get this warning, turn on CONFIG_X" is advice, no build):
 * <ul>
 * <li>"Fixes the following build warning when CONFIG_ZZ_OF is disabled:" n, "a warning from debugfs when
 * CONFIG_ZZ_DEBUGFS is selected:" y (a condition the writer describes is otherwise read without value; here the
 * failure was seen in a build that had it);</li>
 * <li>"to avoid compile failure with CONFIG_ZZ_A + !CONFIG_ZZ_B" y and n (the options coordinated with "+", "and",
 * "&&" or a comma share the failure), "breakage without CONFIG_ZZ_IOV" n, "Fixed modpost warnings ... with
 * CONFIG_ZZ_VERSIONS" y;</li>
 * <li>the sentence may wrap: "to fix build breakage when" on one line and "!CONFIG_ZZ_PCI (...)" on the next.</li>
 * </ul>
 * Not: a failure that may or would happen ("I don't see how it would fail. When CONFIG_X is disabled, ..."; the break
 * ends the sentence anyway), a denied one ("no warnings with CONFIG_X"), "doesn't work with CONFIG_X" (code that does
 * not work under an option, which the labels read without value: held-out24's 10347, held-out28's 9949), "when
 * CONFIG_X" with no state written. The caller adds a fact only where the message gives the option no other value.
 * Gated: a message without "CONFIG_" and a failure stem is not walked. Never throws; linear in the text (every look
 * back is bounded).
 */
final class FailedBuilds {
    /** Characters read back from an option for its connector and failure word. */
    private static final int BACK = 120;
    /** Options read on one line. */
    private static final int PER_LINE = 16;
    private static final int MAX_LINE = 4000;

    private static final Pattern OPTION =
            Pattern.compile("(?<![A-Za-z0-9_])CONFIG_[A-Z0-9][A-Z0-9_]{0,80}(?![A-Za-z0-9_*])");
    /** The connector right before the option, and a "!" on it. */
    private static final Pattern CONNECTOR = Pattern.compile(
            "(?<![A-Za-z])(?i:(with|without|when|if))[ \\t]{1,3}(!?)$");
    /** An option coordinated with the one before: "+ !", " and ", "&&", ", ". */
    private static final Pattern COORDINATED = Pattern.compile("^[ \\t]{0,3}(?:\\+|&&|,|(?i:and|or))[ \\t]{0,3}(!?)$");
    private static final Pattern FAILURE = Pattern.compile(
            "(?<![A-Za-z])(?i:warnings?|errors?|failures?|fail(?:s|ed|ing)?|breakage|breaks|broken)(?![A-Za-z])");
    /** A failure that may happen, or none: "would fail", "no warnings", "can't break". */
    private static final Pattern HEDGED = Pattern.compile(
            "(?<![A-Za-z])(?i:would|could|might|may|can|cannot|can't|won't|no|not|never|without)[ \\t]{1,3}"
            + "(?:[a-z]+[ \\t]{1,3})?$");
    /** The state written after the option. */
    private static final Pattern STATE = Pattern.compile("\\G(?:=([ymn])(?![A-Za-z0-9_])|[ \\t]{1,3}(?:is|was|are)"
            + "[ \\t]{1,3}(not[ \\t]{1,3}(?:set|enabled|selected)|disabled|unset|off|enabled|selected|set|on)"
            + "(?![A-Za-z]))");

    private FailedBuilds() {
    }

    /** The failing builds' settings of a message's body. */
    static List<ConfigFact> in(Mail mail) {
        List<ConfigFact> out = new ArrayList<>();
        try {
            String text = mail.text();
            int first = text.indexOf("CONFIG_");
            if (first < 0 || !failureStem(text)) {
                return out;
            }
            LineCursor c = new LineCursor(mail);
            int prevBody = -1;
            int prevEnd = -1;
            SpanKind prevKind = null;
            int next = first; // the first "CONFIG_" at or after the line's body: searched forward once, not per line
            while (c.next()) {
                if (next >= 0 && next < c.body) {
                    next = text.indexOf("CONFIG_", c.body);
                }
                boolean prose = c.countable() && !c.inDiff() && !c.blank();
                if (prose && next >= 0 && next < c.end && c.end - c.body <= MAX_LINE) {
                    boolean quoted = c.quoted();
                    boolean wraps = prevBody >= 0 && prevKind == c.kind;
                    line(text, wraps ? prevBody : -1, prevEnd, c.body, c.end, quoted, out);
                }
                prevBody = prose ? c.body : -1;
                prevEnd = c.end;
                prevKind = c.kind;
            }
        } catch (RuntimeException | StackOverflowError e) {
            return List.of();
        }
        return out;
    }

    private static boolean failureStem(String text) {
        for (String stem : new String[] {"warning", "error", "fail", "break", "broken"}) {
            if (FoldedSearch.indexOf(text, stem, 0, text.length()) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** One prose line's options, with the line before ({@code prevBody} -1 when none) for a wrapped sentence. */
    static void line(String text, int prevBody, int prevEnd, int body, int end, boolean quoted, List<ConfigFact> out) {
        if (ConfigExtractor.preprocessorLine(text, body, end)) {
            return;
        }
        Matcher m = OPTION.matcher(text).region(body, end);
        int seen = 0;
        String carried = null; // the connector a failure gave the option before, for one coordinated with it
        int carriedEnd = -1;
        while (m.find() && ++seen <= PER_LINE) {
            String before = before(text, prevBody, prevEnd, body, m.start());
            String connector = null;
            boolean bang;
            Matcher co = carried == null ? null : COORDINATED.matcher(text).region(carriedEnd, m.start());
            if (co != null && co.find()) {
                connector = carried;
                bang = !co.group(1).isEmpty();
            } else {
                Matcher k = CONNECTOR.matcher(before);
                if (!k.find() || !failed(before, k.start())) {
                    carried = null;
                    continue;
                }
                connector = k.group(1).toLowerCase(java.util.Locale.ROOT);
                bang = !k.group(2).isEmpty();
            }
            Matcher s = STATE.matcher(text).region(m.end(), end);
            String stated = s.lookingAt() ? stateValue(s) : null;
            String value = value(connector, bang, stated);
            carried = connector;
            carriedEnd = s.lookingAt() ? s.end() : m.end();
            if (value != null) {
                out.add(new ConfigFact(m.group(), value, quoted, m.start(), m.end()));
            }
        }
    }

    /** The text before the option back to {@link #BACK} characters, the line before's end joined by a space. */
    private static String before(String text, int prevBody, int prevEnd, int body, int at) {
        int from = Math.max(body, at - BACK);
        String own = text.substring(from, at);
        if (prevBody < 0 || at - body > BACK / 2) {
            return own;
        }
        int tail = Math.max(prevBody, prevEnd - (BACK - own.length()));
        return text.substring(tail, prevEnd).stripTrailing() + " " + own;
    }

    /** A failure word before the connector at {@code at}, in its sentence, not hedged or denied. */
    private static boolean failed(String before, int at) {
        int k = at - 1;
        while (k >= 0 && ".;:?!".indexOf(before.charAt(k)) < 0) {
            k--;
        }
        Matcher f = FAILURE.matcher(before).region(k + 1, at);
        boolean any = false;
        while (f.find()) {
            Matcher h = HEDGED.matcher(before).region(Math.max(0, f.start() - 24), f.start());
            if (h.find()) {
                return false;
            }
            any = true;
        }
        return any;
    }

    private static String stateValue(Matcher s) {
        if (s.group(1) != null) {
            return s.group(1);
        }
        String w = s.group(2).toLowerCase(java.util.Locale.ROOT);
        return w.startsWith("not") || w.equals("disabled") || w.equals("unset") || w.equals("off") ? "n" : "y";
    }

    /** The failing build's value: "without" n, a "!" n, a written state as written, "with" y. */
    private static String value(String connector, boolean bang, String stated) {
        if (connector.equals("without")) {
            return bang || "n".equals(stated) ? null : "n";
        }
        if (bang) {
            return stated == null ? "n" : null;
        }
        if (stated != null) {
            return stated;
        }
        return connector.equals("with") ? "y" : null;
    }
}
