package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Session 22: the literal tests put before two patterns (a subject's "CONFIG_", a list header's "]:") answer as the
 * patterns alone did, on subjects and lines written for it and on random ones built from the patterns' own pieces.
 */
class LiteralPrechecksTest {
    /** The subject pattern as it stands in {@link SubjectOptions}, run with no literal test before it. */
    private static final Pattern WITHOUT = Pattern.compile(
            "(?<![A-Za-z])(?i:build|compile|compilation|link)(?![A-Za-z])[^\\n]{0,80}?(?<![A-Za-z])(?i:without)"
            + "[ \\t]{1,3}(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_])");
    /** The header pattern as it stands in {@link KconfigWarnings}, run on every line. */
    private static final Pattern HEADER = Pattern.compile(
            "[ \t\u00a0]*(?:Selected by|Implied by) \\[[ymn]\\]:[ \t\u00a0]*");

    @Test
    void subjectsAnswerAsThePatternAlone() {
        assertEquals("CONFIG_FOO_BAR", SubjectOptions.without("PCI: zz: Fix build error without CONFIG_FOO_BAR")
                .option());
        assertNull(SubjectOptions.without("PCI: zz: Fix build error without config_foo_bar"));
        assertNull(SubjectOptions.without("PCI: zz: Fix build error without FOO_BAR"));
        assertNull(SubjectOptions.without(null));
        String[] pieces = {"build", "Build", "link", "without", "WITHOUT", " ", "\t", "CONFIG_", "Config_", "A1",
            "_B", "x", "\n", ": ", "error ", "compile", "-"};
        Random r = new Random(22);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder s = new StringBuilder();
            for (int k = r.nextInt(12); k >= 0; k--) {
                s.append(pieces[r.nextInt(pieces.length)]);
            }
            String subject = s.toString();
            var m = WITHOUT.matcher(subject);
            String expected = m.find() ? m.group(1) : null;
            ConfigFact got = SubjectOptions.without(subject);
            assertEquals(expected, got == null ? null : got.option(), subject);
        }
    }

    @Test
    void listHeadersAnswerAsThePatternAlone() {
        String[] lines = {"  Selected by [y]:", "Implied by [m]: \t", "Selected by [n]:\u00a0", "Selected by y:",
            "Selected by [y] :", "Selected by [y]: PCI", "]:", ":", "  :", "x]:", "[y]:", "Selected by [q]:",
            "Depends on [n]: PCI [=y]", "Selected by [y]::"};
        for (String line : lines) {
            assertEquals(header(line, 0, line.length()), KconfigWarnings.listHeader(line, 0, line.length()), line);
        }
        String[] pieces = {"Selected by", "Implied by", " ", "\t", "\u00a0", "[y]", "[m]", "[", "]", ":", "y", "x"};
        Random r = new Random(23);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder s = new StringBuilder("\n");
            for (int k = r.nextInt(8); k >= 0; k--) {
                s.append(pieces[r.nextInt(pieces.length)]);
            }
            String text = s.append('\n').toString();
            assertEquals(header(text, 1, text.length() - 1), KconfigWarnings.listHeader(text, 1, text.length() - 1),
                    text);
        }
        assertTrue(header("  Selected by [y]:", 0, 18));
    }

    /** The header test as it was: the last non-blank character a colon, then the pattern over the line. */
    private static boolean header(String text, int body, int end) {
        int last = end - 1;
        while (last > body && " \t\u00a0".indexOf(text.charAt(last)) >= 0) {
            last--;
        }
        return last > body && text.charAt(last) == ':' && HEADER.matcher(text).region(body, end).matches();
    }
}
