package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Session 46 (verdict50), convention (135): a kernel that works only with a workaround setting gets no good verdict
 * (convention (3)'s patched run, read for a setting): "Got the same device working with 5.10.0-rc1-next-20201027 but
 * ASPM turned off", "5.9 boots fine, but only with the IOMMU disabled". The working run is the setting's, and the
 * bare kernel was never said to work.
 *
 * <p>After a good mention, the rest of its sentence (at most 120 characters, quote marks and line breaks read as
 * spaces) must hold "but", then within five words a state word: "turned/switched off|on", "disabled", "enabled". A
 * "but" that opens another result ("works with 5.9 but 5.10 fails") has no state word and is left alone, as is a
 * setting named before the version ("with ASPM off, 5.9 works": another rule's business). The mention is marked as
 * {@link PlannedRuns} marks a run still to do, so the trained fallback guesses nothing either. Constant work per
 * mention; never throws.
 */
final class WorkaroundRuns {
    private static final int REACH = 120;
    private static final int WORDS = 5;
    private static final Set<String> SWITCHED = Set.of("turned", "switched", "turning", "switching");
    private static final Set<String> STATE = Set.of("disabled", "enabled");

    private WorkaroundRuns() {
    }

    /** Withdraws the good verdict of each mention whose working run needed a setting. */
    static void withdraw(VersionsText t, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.GOOD && out[k] != KernelVerdicts.WEAK_GOOD) {
                continue;
            }
            if (onlyWithSetting(t.text, cs.get(k).end())) {
                out[k] = KernelVerdicts.PLANNED;
            }
        }
    }

    /** Whether the sentence after {@code from} says "but" then a setting switched off, on, disabled or enabled. */
    static boolean onlyWithSetting(String text, int from) {
        String[] w = wordsToSentenceEnd(text, from);
        for (int i = 0; i < w.length && w[i] != null; i++) {
            if (!w[i].equals("but")) {
                continue;
            }
            for (int j = i + 1; j <= i + WORDS && j < w.length && w[j] != null; j++) {
                if (STATE.contains(w[j]) || SWITCHED.contains(w[j]) && j + 1 < w.length && w[j + 1] != null
                        && (w[j + 1].equals("off") || w[j + 1].equals("on"))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The lowercase words from {@code from} to the sentence's end (". ", "!", "?", a blank line), bounded. */
    private static String[] wordsToSentenceEnd(String text, int from) {
        String[] out = new String[24];
        int end = Math.min(text.length(), from + REACH);
        int n = 0;
        int i = Math.max(0, from);
        StringBuilder word = new StringBuilder();
        boolean newline = false;
        while (i < end && n < out.length) {
            char ch = text.charAt(i);
            if (Character.isLetterOrDigit(ch) || ch == '_') {
                word.append(ch);
                newline = false;
            } else {
                if (word.length() > 0) {
                    out[n++] = word.toString().toLowerCase(Locale.ROOT);
                    word.setLength(0);
                }
                if (ch == '!' || ch == '?' || ch == '.' && (i + 1 >= text.length()
                        || Character.isWhitespace(text.charAt(i + 1)))) {
                    return out;
                }
                if (ch == '\n') {
                    if (newline) {
                        return out; // a blank line (quote marks between the breaks are read as spaces)
                    }
                    newline = true;
                } else if (ch != '>' && ch != ' ' && ch != '\t' && ch != '<') {
                    newline = false;
                }
            }
            i++;
        }
        if (word.length() > 0 && n < out.length) {
            out[n] = word.toString().toLowerCase(Locale.ROOT);
        }
        return out;
    }
}
