package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Session 22: the literal tests put before two patterns (a subject's "CONFIG_", a list header's "]:") answer as the
 * patterns alone did, on subjects and lines written for it and on random ones built from the patterns' own pieces.
 * Session 23: the same for the cue pattern of a changelog above a {@code Fixes:} tag ({@link BrokenByFixesTarget}).
 */
class LiteralPrechecksTest {
    /** The subject pattern as it stands in {@link SubjectOptions}, run with no literal test before it. */
    private static final Pattern WITHOUT = Pattern.compile(
            "(?<![A-Za-z])(?i:build|compile|compilation|link)(?![A-Za-z])[^\\n]{0,80}?(?<![A-Za-z])(?i:without)"
            + "[ \\t]{1,3}(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_])");
    /** The cue pattern of {@link BrokenByFixesTarget} itself: a change to it must keep the pre-check true. */
    private static final Pattern CUE = BrokenByFixesTarget.CUE;
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

    @Test
    void changelogsWithoutACueLiteralHoldNoCue() {
        String[] written = {"after the referenced commit the frob ports were no longer able to train",
            "commit 1234abcd (\"frob: rework\") broke resume on the x200", "this used to work before the rework",
            "the link has been working fine since 5.4", "it stopped probing the second port",
            "the driver stops  working after a reset", "it worked well on 5.3", "fix a leak in the probe path",
            "add the missing release of the frob lock", "since commit 0123456789ab the port is no\nlonger seen"};
        for (String s : written) {
            assertTrue(!CUE.matcher(s).find() || BrokenByFixesTarget.mayHoldCue(s), s);
        }
        assertTrue(BrokenByFixesTarget.mayHoldCue(written[0]));
        assertFalse(BrokenByFixesTarget.mayHoldCue(written[7]));
        String[] pieces = {"broke", "brea", "ks", "king", "stop", "s", "ped", "being", " working", "work", "worked",
            " fine", "well", "been", "has", "had", "used", "to", "after", "since", "the", "commit", "patch",
            "1234abcd", "no", "longer", "lon", "ger", "prob", "boot", "ing", " ", "  ", "\n", ".", "?", "x", "on"};
        Random r = new Random(24);
        int matched = 0;
        for (int n = 0; n < 50_000; n++) {
            StringBuilder s = new StringBuilder();
            for (int k = r.nextInt(14); k >= 0; k--) {
                s.append(pieces[r.nextInt(pieces.length)]);
                if (r.nextInt(3) > 0) {
                    s.append(' ');
                }
            }
            String changelog = s.toString();
            if (CUE.matcher(changelog).find()) {
                matched++;
                assertTrue(BrokenByFixesTarget.mayHoldCue(changelog), changelog);
            }
        }
        assertTrue(matched > 1000, "random changelogs holding a cue: " + matched);
        // hostile: a long changelog of near misses answers at once, and no cue
        String nearMisses = "bre stp wor lon been ".repeat(100_000);
        assertFalse(BrokenByFixesTarget.mayHoldCue(nearMisses));
        assertFalse(BrokenByFixesTarget.states(nearMisses));
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
