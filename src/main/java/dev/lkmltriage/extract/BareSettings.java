package dev.lkmltriage.extract;

import dev.lkmltriage.text.Bounded;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kconfig symbols written without their {@code CONFIG_} prefix where a value is written on the name (session 33,
 * configs36, from a random sample of the whole archive's config mentions): "Just set ZZ_HOST=y and it builds",
 * "built with ZZ_PASID=y", "the ZZ_A=y && ZZ_B=n case" (y, m or n, as written; the session-28 rule that "=y" sets
 * even in a condition holds here too).
 * <p>
 * Session 44 (configs44): a name after Kconfig's own verbs ("Doesn't this need to select ZZ_NOTIFIER now?", "it needs
 * to depend on ZZ_EXPERT") or before them ("ZZ_GHES depends on ACPI", "XEN_ZZ_FRONT depends on XEN") is no longer
 * read: convention 55 (a bare symbol in the Kconfig grammar of code speaks of select and depends lines, no setting
 * anyone made), which the session-43 lead confirmed against this reader's design (configs41-43's DEV wrongs, and
 * configs44's: a cover's "there are a few left ... ZZ_FRONT depends on XEN", a changelog's "Alternative: ZZ_MID
 * depends on ACPI"). The prefixed spelling ("depends on CONFIG_ZZ") is still named by the symbol reader.
 * <p>
 * The name has the shape {@link BareOptions} reads (capitals and digits in parts joined by underscores, at least two
 * parts). Not: a Kconfig file's own lines pasted or quoted outside a diff ({@code select ZZ}, {@code depends on ZZ}
 * opening the line, a grep's {@code arch/x/Kconfig:} prefix), a quoted {@code Subject:} header, a shortlog or quoted
 * commit title (as {@link BareOptions}) or a reviewer's {@code s/old title/new title/}, a {@code $ZZ_A=y} shell or
 * make variable. Never throws; linear in the line.
 */
final class BareSettings {
    private static final String NAME = "(?<![A-Za-z0-9_$>.\\-/])(?!CONFIG_)([A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){1,8})";
    private static final Pattern VALUED = Pattern.compile(NAME + "=([ymn])(?![A-Za-z0-9_])");
    /**
     * A changelog's imperative opening its line, "Select ZZ_MCOUNT if ZZ_VALIDATION is selected": the patch's own
     * Kconfig change, which convention 62 names (held-out3's 15994, held-out40's 18111), unlike a select or depends
     * said of other code (convention 55). Not before a noun that makes the name something else.
     */
    private static final Pattern OWN_SELECT = Pattern.compile("Selects?[ \\t]{1,3}" + NAME
            + "(?![A-Za-z0-9_(\\[=])(?![ \\t]{1,3}(?i:change|control|bit|flag|register|field|mask|capability|macro|"
            + "define|constant)s?(?![a-z]))");
    /**
     * A Kconfig line's keyword opening the content after any quote and diff marks (a quoted hunk a reply's cursor
     * does not see as a diff), a hunk header or a preprocessor line: Kconfig or code, not prose about it.
     */
    private static final Pattern KCONFIG_LINE = Pattern.compile("[ \\t\u00a0>|+\\-]*(?:#|@@|(?:select|depends on|default|bool|tristate|"
            + "imply|def_bool|def_tristate|prompt|visible if|config|menuconfig|if)(?![A-Za-z_]))");

    /** Matches read per line: each check reads the rest of the line, so their count is bounded. */
    private static final int PER_LINE = 32;

    private BareSettings() {
    }

    /** The settings and mentions of one prose line ({@code start} the line, content from {@code body}). */
    static List<ConfigFact> in(String text, int start, int body, int end, boolean quoted) {
        List<ConfigFact> out = new ArrayList<>();
        if (end - body < 5 || end - body > 4000 || !BareOptions.underscore(text, body, end) || kconfigText(text, start, body, end)) {
            // names hold an underscore; a line longer than any prose line is no prose
            return out;
        }
        // The pattern opens with a look-behind, so find() tries it at every offset of the line: ask first for what
        // every match holds, '=' and a value right after it, within the line as the region bounds it (session 50,
        // speed51: '=' alone let through code and shell lines, "ret = foo_bar(x)", 0.7 % of the extraction)
        int seen = 0;
        Matcher v = !valueSign(text, body, end) ? null : VALUED.matcher(text).region(body, end);
        while (v != null && v.find() && ++seen <= PER_LINE) {
            if (spelledWithPrefix(text, body, end, v.start(1), v.end(1))) {
                // "ZZ_A=y causes CONFIG_ZZ_A to be defined, ZZ_A=m CONFIG_ZZ_A_MODULE": how values map to symbols
                continue;
            }
            add(out, text, body, end, v.start(1), v.end(1), v.group(2), quoted);
        }
        Matcher own = text.startsWith("Select", body) ? OWN_SELECT.matcher(text).region(body, end) : null;
        if (own != null && own.lookingAt()) {
            add(out, text, body, end, own.start(1), own.end(1), null, quoted);
        }
        return out;
    }

    /** Whether {@code [from, to)} holds "=y", "=m" or "=n", as every match of {@link #VALUED} inside it does. */
    static boolean valueSign(String text, int from, int to) {
        for (int k = Bounded.indexOf(text, '=', from, to); k >= 0 && k + 1 < to;
                k = Bounded.indexOf(text, '=', k + 1, to)) {
            char c = text.charAt(k + 1);
            if (c == 'y' || c == 'm' || c == 'n') {
                return true;
            }
        }
        return false;
    }

    /** The line also writes the name with its {@code CONFIG_} prefix (bounded by the line). */
    private static boolean spelledWithPrefix(String text, int body, int end, int from, int to) {
        String name = text.substring(from, to);
        for (int i = body; i + 7 + name.length() <= end; i++) {
            if (text.startsWith("CONFIG_", i) && text.startsWith(name, i + 7)) {
                return true;
            }
        }
        return false;
    }

    private static void add(List<ConfigFact> out, String text, int body, int end, int from, int to, String value,
            boolean quoted) {
        if (ConfigExtractor.inCommitSubject(text, body, from) || BareOptions.titleCloses(text, to, end)
                || text.substring(from, to).contains("CONFIG_")) {
            // MY_CONFIG_FOO is an identifier that holds the prefix, not a symbol written without it
            return;
        }
        out.add(new ConfigFact("CONFIG_" + text.substring(from, to), value, quoted, from, to));
    }

    /** A Kconfig line, a grep of Kconfig files, a quoted mail header or a shortlog title: no prose. */
    static boolean kconfigText(String text, int start, int body, int end) {
        if (KCONFIG_LINE.matcher(text).region(body, end).lookingAt() || text.startsWith("Subject:", body)
                || text.startsWith("s/", body)) {
            // "s/PCIE_ZZ depends on ARCH_ZZ/Allow PCIE_ZZ on ARCH_ZZ/": a reviewer rewriting a commit title
            return true;
        }
        for (int i = body; i + 8 <= end && i < body + 200; i++) {
            if (text.startsWith("Kconfig:", i)) {
                return true;
            }
        }
        return BareOptions.shortlog(text, start, body, end);
    }
}
