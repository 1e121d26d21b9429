package dev.lkmltriage.extract;

import dev.lkmltriage.text.Bounded;
import dev.lkmltriage.text.FoldedSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kconfig symbols written without their {@code CONFIG_} prefix where the prose's own words make them Kconfig symbols
 * (session 33, configs36, from a random sample of the whole archive's config mentions):
 * <ul>
 * <li>a value written on the name: "Just set ZZ_HOST=y and it builds", "built with ZZ_PASID=y", "the ZZ_A=y &&
 * ZZ_B=n case" (y, m or n, as written; the session-28 rule that "=y" sets even in a condition holds here too);</li>
 * <li>a name after Kconfig's own verbs: "Doesn't this need to select ZZ_NOTIFIER now?", "This change selects
 * ZZ_ENTRY", "ZZ_GHES depends on ACPI", "it needs to depend on ZZ_EXPERT" (named, no value).</li>
 * </ul>
 * The name has the shape {@link BareOptions} reads (capitals and digits in parts joined by underscores, at least two
 * parts), so a plain word ("depends on PCI") is never taken. Not: a Kconfig file's own lines pasted or quoted outside
 * a diff ({@code select ZZ}, {@code depends on ZZ} opening the line, a grep's {@code arch/x/Kconfig:} prefix), a
 * quoted {@code Subject:} header, a shortlog or quoted commit title (as {@link BareOptions}) or a reviewer's
 * {@code s/old title/new title/}, a name followed by a noun
 * that makes it something else ("depends on the ZZ_REQ change", "... ZZ_LTR control"), a {@code $ZZ_A=y} shell or
 * make variable. Never throws; linear in the line.
 */
final class BareSettings {
    private static final String NAME = "(?<![A-Za-z0-9_$>.\\-/])(?!CONFIG_)([A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){1,8})";
    private static final Pattern VALUED = Pattern.compile(NAME + "=([ymn])(?![A-Za-z0-9_])");
    private static final String AFTER_NAME = "(?![A-Za-z0-9_(\\[=])(?![ \\t]{1,3}(?i:change|control|bit|flag|"
            + "register|field|mask|capability|macro|define|constant)s?(?![a-z]))";
    private static final Pattern SELECTED = Pattern.compile("(?<![A-Za-z])(?i:select(?:s|ed|ing)?)[ \\t]{1,3}"
            + "(?:(?i:the)[ \\t]{1,3})?" + NAME + AFTER_NAME);
    private static final Pattern DEPENDS = Pattern.compile(NAME + "[ \\t]{1,3}(?i:depends?|depended)[ \\t]{1,3}on"
            + "(?![A-Za-z])");
    private static final Pattern DEPENDS_ON = Pattern.compile("(?<![A-Za-z])(?i:depend(?:s|ed|ing)?|dependency|"
            + "dependencies)[ \\t]{1,3}on[ \\t]{1,3}(?:(?i:the)[ \\t]{1,3})?" + NAME + AFTER_NAME);
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
        // Each pattern opens with a look-behind or a name, so find() tries it at every offset of the line: ask first
        // for the literal every match holds ('=', "select", "depend"), within the line as the region bounds it (a
        // pattern that cannot match finds nothing and counts nothing toward the line's bound).
        int seen = 0;
        Matcher v = Bounded.indexOf(text, '=', body, end) < 0 ? null : VALUED.matcher(text).region(body, end);
        while (v != null && v.find() && ++seen <= PER_LINE) {
            if (spelledWithPrefix(text, body, end, v.start(1), v.end(1))) {
                // "ZZ_A=y causes CONFIG_ZZ_A to be defined, ZZ_A=m CONFIG_ZZ_A_MODULE": how values map to symbols
                continue;
            }
            add(out, text, body, end, v.start(1), v.end(1), v.group(2), quoted);
        }
        boolean selects = FoldedSearch.indexOf(text, "select", body, end) >= 0;
        boolean depends = FoldedSearch.indexOf(text, "depend", body, end) >= 0;
        for (Pattern p : new Pattern[] {SELECTED, DEPENDS, DEPENDS_ON}) {
            if (!(p == SELECTED ? selects : depends)) {
                continue; // (?i:select...) and (?i:depend...) fold ASCII case only, which FoldedSearch never misses
            }
            Matcher m = p.matcher(text).region(body, end);
            while (m.find() && ++seen <= 2 * PER_LINE) {
                if (p != DEPENDS || followedByNameEnd(text, m.end(1))) {
                    add(out, text, body, end, m.start(1), m.end(1), null, quoted);
                }
            }
        }
        return out;
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

    /** The name ends where a name must ({@code DEPENDS} checks it after "depends on", not right after the name). */
    private static boolean followedByNameEnd(String text, int at) {
        return at >= text.length() || !(Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_');
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
