package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.Set;

/**
 * A state in parentheses right before a kernel is that kernel's attribute: "compared to the ancient (and working) 2.6
 * kernel", "the old (broken) 5.10 kernel", "(not working) 5.4". The clause rules cut the clause at the parenthesis, so
 * the attribute was lost and a symptom after the kernel ("Compared to the old (working) 5.4 kernel the port hangs")
 * judged it instead. Only a parenthesis that closes right before the version and holds nothing but one state word
 * ({@link #STATES}) with at most two softeners ("and", "still", "known", "last", "perfectly", ...) and an optional
 * negation counts; "(see below) 5.4", "(5.3) 5.4" and a parenthesis naming anything else say nothing of the kernel.
 */
final class ParenthesisedStates {
    /** Longest parenthesis read, in characters. */
    private static final int MAX = 40;
    private static final Set<String> STATES = Set.of("working", "good", "fine", "ok", "okay", "unaffected",
            "broken", "bad", "buggy", "affected", "failing", "crashing", "hanging");
    private static final Set<String> SOFT = Set.of("and", "still", "also", "known", "last", "perfectly", "fully",
            "the", "but", "yet");
    private static final Set<String> NEGATION = Set.of("not", "non", "never");

    private ParenthesisedStates() {
    }

    /** The verdict a parenthesised state right before {@code c} gives it, or NONE. */
    static int judge(VersionsText t, Candidate c) {
        int k = c.start();
        while (k > 0 && k > c.start() - 3 && t.text.charAt(k - 1) == ' ') {
            k--;
        }
        if (k == 0 || t.text.charAt(k - 1) != ')') {
            return KernelVerdicts.NONE;
        }
        int close = k - 1;
        int open = close - 1;
        while (open >= 0 && close - open <= MAX && t.text.charAt(open) != '(' && t.text.charAt(open) != '\n') {
            open--; // bounded: never more than MAX characters back
        }
        if (open < 0 || close - open > MAX || t.text.charAt(open) != '(') {
            return KernelVerdicts.NONE;
        }
        String[] words = t.text.substring(open + 1, close).toLowerCase(java.util.Locale.ROOT).trim().split("[\\s-]+");
        int state = KernelVerdicts.NONE;
        boolean negated = false;
        int soft = 0;
        for (String w : words) {
            if (STATES.contains(w) && state == KernelVerdicts.NONE) {
                state = KernelVerdicts.polarity(w) == KernelVerdicts.GOOD || w.equals("working")
                        || w.equals("unaffected") ? KernelVerdicts.GOOD : KernelVerdicts.BAD;
            } else if (NEGATION.contains(w) && !negated) {
                negated = true;
            } else if (!SOFT.contains(w) || ++soft > 2) {
                return KernelVerdicts.NONE;
            }
        }
        if (state == KernelVerdicts.NONE || !negated) {
            return state;
        }
        return state == KernelVerdicts.GOOD ? KernelVerdicts.BAD : KernelVerdicts.GOOD;
    }
}
