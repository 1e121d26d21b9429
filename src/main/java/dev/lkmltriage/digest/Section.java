package dev.lkmltriage.digest;

import java.util.List;

/**
 * One section of a MAINTAINERS file.
 *
 * @param name        its title line, e.g. {@code REALTEK RTL8169 GIGABIT ETHERNET DRIVER (r8169)}
 * @param maintainers {@code M:} addresses, lower-cased, without display names
 * @param reviewers   {@code R:} addresses
 * @param lists       {@code L:} list addresses (a trailing remark such as "(moderated ...)" dropped)
 * @param status      {@code S:}, or empty
 */
public record Section(String name, List<String> maintainers, List<String> reviewers, List<String> lists,
                      String status, List<FilePattern> files, List<FilePattern> excludes, List<BoundedRegex> regexes,
                      List<BoundedRegex> keywords) {
    public Section {
        maintainers = List.copyOf(maintainers);
        reviewers = List.copyOf(reviewers);
        lists = List.copyOf(lists);
        files = List.copyOf(files);
        excludes = List.copyOf(excludes);
        regexes = List.copyOf(regexes);
        keywords = List.copyOf(keywords);
    }

    /**
     * How specifically this section covers {@code path}: -1 when it does not ({@code X:} wins over {@code F:}),
     * else the length of the matching pattern's literal prefix ({@code N:} counts as the path's length).
     */
    int fileMatch(String path) {
        for (FilePattern x : excludes) {
            if (x.matches(path)) {
                return -1;
            }
        }
        int best = -1;
        for (FilePattern f : files) {
            if (f.matches(path)) {
                best = Math.max(best, f.specificity());
            }
        }
        for (BoundedRegex n : regexes) {
            if (n.find(path)) {
                best = Math.max(best, path.length());
            }
        }
        return best;
    }

    /** The {@code K:} pattern that occurs in {@code text}, or null. */
    String keywordIn(CharSequence text) {
        for (BoundedRegex k : keywords) {
            if (k.find(text)) {
                return k.source();
            }
        }
        return null;
    }

    /** A short label: the parenthesised name at the end of the title if there is one, else the title. */
    String shortName() {
        int open = name.lastIndexOf('(');
        if (open >= 0 && name.endsWith(")") && name.length() - open > 2) {
            return name.substring(open + 1, name.length() - 1).strip();
        }
        return name;
    }
}
