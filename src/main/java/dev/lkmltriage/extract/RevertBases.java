package dev.lkmltriage.extract;

import dev.lkmltriage.text.Sentences;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The kernel a curing revert was applied to has the regression: "reverting this commit on top of v5.9-rc3 gets back
 * to a working system" puts 5.9-rc3 at the window's bad end. The kernel fact itself keeps no verdict (the reverted
 * tree is the one that works); only the regression's window takes it. Read only for kernels with no verdict right
 * after "on top of", in a sentence that reverts and cures (work, fix, back to, resolve, restore, normal) without a
 * negation ("doesn't help", "still hangs"). The sentence is read at most 200 characters each way.
 */
final class RevertBases {
    private static final List<String> CURES = List.of("work", "fix", "back to", "resolv", "restor", "normal",
            "cure", "solve");
    private static final List<String> DENIALS = List.of(" not ", "n't ", " still ", " no ", " neither ", " nor ");

    private RevertBases() {
    }

    /** The versions of own ({@code quoted} false) or quoted kernels that are the base of a curing revert. */
    static List<String> of(String text, List<KernelFact> kernels, boolean quoted) {
        List<String> out = new ArrayList<>(1);
        if (text == null || text.indexOf("on top of") < 0) {
            return out; // the literal pre-check: most messages never read a sentence
        }
        for (KernelFact k : kernels) {
            if (k == null || k.quoted() != quoted || k.verdict() != null || k.version() == null || k.start() < 10
                    || k.start() > text.length() || !text.startsWith("on top of ", k.start() - 10)) {
                continue;
            }
            String sentence = " " + sentence(text, k.start()).toLowerCase(Locale.ROOT) + " ";
            if (sentence.contains("revert") && containsAny(sentence, CURES) && !containsAny(sentence, DENIALS)
                    && !out.contains(k.version())) {
                out.add(k.version());
            }
        }
        return out;
    }

    /** Up to 200 characters each way from {@code at} to the sentence's ends, line breaks and quote marks as spaces. */
    private static String sentence(String text, int at) {
        int from = Sentences.start(at, 200, i -> end(text, i));
        int to = Sentences.end(text, at, 200, i -> end(text, i));
        return text.substring(from, to).replace('\n', ' ').replace('>', ' ');
    }

    private static boolean end(String text, int i) {
        char c = text.charAt(i);
        return c == '!' || c == '?'
                || (c == '.' && (i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1))));
    }

    private static boolean containsAny(String hay, List<String> words) {
        for (String w : words) {
            if (hay.contains(w)) {
                return true;
            }
        }
        return false;
    }
}
