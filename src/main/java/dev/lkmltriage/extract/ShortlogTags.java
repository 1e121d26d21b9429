package dev.lkmltriage.extract;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The subject tags of a series' parts as its cover letter lists them: git's shortlog under the author's line,
 * {@code Jane Doe (6):} and an indented title per part ({@code   rpmsg: virtio_rpmsg_bus: Add address service}).
 * A cover's diffstat is the whole series' and its subject tags are the series' at large; the part titles say which
 * driver each part is for. Titles that convert a helper ({@link ElidedSiblings#conversion}) give no tag. Own or
 * quoted (quote marks are skipped). Linear: one pass over the lines, at most {@link #MAX_TITLES} titles read.
 */
final class ShortlogTags {
    private ShortlogTags() {
    }

    static final int MAX_TITLES = 64;
    private static final int MAX_TAGS = 64;

    /** Tags of the parts, spelt lower case with '_' for '-'; empty when the text holds no shortlog. */
    static Set<String> read(String text) {
        if (text.indexOf("):") < 0) {
            return Set.of();
        }
        Set<String> tags = new LinkedHashSet<>();
        // the parts' summaries after their tags: one summary under several tags is a helper carried across drivers
        Set<String> summaries = new java.util.HashSet<>();
        boolean shared = false;
        boolean inShortlog = false;
        int titles = 0;
        int start = 0;
        while (start < text.length() && titles < MAX_TITLES && tags.size() < MAX_TAGS) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl;
            int body = start;
            while (body < end && (text.charAt(body) == '>' || text.charAt(body) == ' ')) {
                body++;
            }
            // the indentation after the quote marks: a title is indented under its author line
            int indent = body - start - quoteMarks(text, start, body);
            int last = end;
            while (last > body && Character.isWhitespace(text.charAt(last - 1))) {
                last--;
            }
            if (last == body) {
                inShortlog = false;
            } else if (authorLine(text, body, last)) {
                inShortlog = true;
            } else if (inShortlog && indent >= 2) {
                titles++;
                String summary = titleTags(text.substring(body, last), tags);
                shared |= summary != null && !summaries.add(summary);
            } else {
                inShortlog = false;
            }
            start = end + 1;
        }
        // a long series (compat_ioctl's 43 parts) or one whose parts share a summary ("ice: use pci_get_dsn",
        // "ixgbe: use pci_get_dsn") is a conversion: its parts' tags name none of the drivers it touches
        return shared || titles > MAX_PARTS ? Set.of() : tags;
    }

    /** More parts than this: a series across a subsystem or the tree, not one about a few drivers. */
    static final int MAX_PARTS = 32;

    /** A part's summary opening with these carries a helper or constant into its driver ("bt87x: use X"). */
    private static final java.util.List<String> CONVERSION_VERBS = java.util.List.of("use ", "convert ",
            "switch to ", "replace ");

    private static int quoteMarks(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            n += text.charAt(i) == '>' ? 1 : 0;
        }
        // "> > " leaves a blank after each mark
        return n == 0 ? 0 : Math.min(to - from, 2 * n);
    }

    /** "Jane Doe (6):": a name, a blank, a parenthesised count of at most three digits, a colon at the end. */
    static boolean authorLine(String text, int from, int to) {
        if (to - from < 5 || text.charAt(to - 1) != ':' || text.charAt(to - 2) != ')') {
            return false;
        }
        int i = to - 3;
        int digits = 0;
        while (i > from && digits < 4 && Character.isDigit(text.charAt(i))) {
            i--;
            digits++;
        }
        return digits >= 1 && digits <= 3 && i > from + 1 && text.charAt(i) == '(' && text.charAt(i - 1) == ' ';
    }

    /**
     * "rpmsg: virtio_rpmsg_bus: Add X": the words before each ": " that hold no blank, split at '/' and ','. Returns
     * the summary after the tags, lower case, or null when the title has no tag.
     */
    private static String titleTags(String title, Set<String> tags) {
        String s = title;
        if (s.startsWith("Revert \"")) {
            // a part reverting an earlier one is for the same driver: "Revert "firmware: raspberrypi: ...""
            s = s.substring("Revert \"".length());
        }
        java.util.List<String> found = new java.util.ArrayList<>(4);
        TitleTags walk = new TitleTags(s);
        while (walk.next()) {
            for (String part : walk.parts()) {
                if (part.length() >= 2) {
                    found.add(part.toLowerCase(java.util.Locale.ROOT).replace('-', '_'));
                }
            }
        }
        if (found.isEmpty()) {
            return null;
        }
        String summary = walk.rest().strip().toLowerCase(java.util.Locale.ROOT);
        boolean conversion = ElidedSiblings.conversion(title);
        for (String verb : CONVERSION_VERBS) {
            conversion |= summary.startsWith(verb);
        }
        for (int i = 0; i < found.size() && !conversion && tags.size() < MAX_TAGS; i++) {
            tags.add(found.get(i));
        }
        return summary;
    }
}
