package dev.lkmltriage.extract;

import java.util.Locale;

/**
 * The question {@link ProblemWords#in} answers, asked as the code did before session 39: the text's first {@link
 * ProblemWords#LIMIT} characters lowercased, then each word searched at a word's start. The exact-cut tests hold the
 * walk to it.
 */
final class OldProblemWords {
    private OldProblemWords() {
    }

    static boolean in(String text) {
        String s = text.length() > ProblemWords.LIMIT ? text.substring(0, ProblemWords.LIMIT) : text;
        s = s.toLowerCase(Locale.ROOT);
        for (String w : ProblemWords.WORDS) {
            if (CommitRoles.containsWord(s, w)) {
                return true;
            }
        }
        return false;
    }
}
