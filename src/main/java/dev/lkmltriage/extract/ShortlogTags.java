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
        if (!mayHoldAuthorLine(text)) {
            return Set.of();
        }
        Pass pass = plainPass(text);
        Set<String> tags = new LinkedHashSet<>(pass.tags());
        int most = pass.most();
        int[] titles = {pass.titles()};
        // a long series (compat_ioctl's 43 parts) or one whose parts share a summary ("ice: use pci_get_dsn",
        // "ixgbe: use pci_get_dsn") is a conversion: its parts' tags name none of the drivers it touches
        return most > 1 || titles[0] > MAX_PARTS ? Set.of() : tags;
    }

    /**
     * The tags of every part's title as {@link #read} spells them, a long series', a conversion's and a converting
     * title's too ("PCI: dwc: al: Use pci_ops for ..." tags al): what a cover's titles tag at all, for {@link
     * CoverTitles} (convention 42), which only takes names away. Empty when the
     * text holds no shortlog, or when the titles read are not as many as its author lines count. Linear: the one pass
     * of {@link #read}.
     */
    static Set<String> readAll(String text) {
        if (!mayHoldAuthorLine(text)) {
            return Set.of();
        }
        Set<String> tags = new LinkedHashSet<>();
        int[] titles = new int[2];
        scan(text, tags, titles, new String[1], true);
        // every title read, as many as the author lines' counts say: a shortlog cut short, or a title wrapped onto a
        // line no deeper than the titles, hides the tags of the titles after it, and a reading that drops names must
        // see them all (a wrap onto a deeper line is read as the rest of its title)
        return titles[0] == titles[1] ? tags : Set.of();
    }

    /** A pull's titles read at most: a merge window's pull of the PCI tree holds 150-300. */
    static final int MAX_PULL_TITLES = 1024;
    /** A pull's distinct tags kept at most. */
    static final int MAX_PULL_TAGS = 256;

    /**
     * The tags of a pull request's titles, as {@link #read} spells them, every title's (convention 16: a pull's
     * drivers are those its shortlog's titles tag): a pull is no conversion, however many parts it carries and
     * whatever they share, and a part that carries a helper into a driver is still that driver's. Linear: one pass,
     * at most {@link #MAX_PULL_TITLES} titles and {@link #MAX_PULL_TAGS} tags.
     */
    static Set<String> readPull(String text) {
        if (!mayHoldAuthorLine(text)) {
            return Set.of();
        }
        Set<String> tags = new LinkedHashSet<>();
        boolean inShortlog = false;
        int titles = 0;
        int start = 0;
        while (start < text.length() && titles < MAX_PULL_TITLES && tags.size() < MAX_PULL_TAGS) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl;
            int body = start;
            while (body < end && text.charAt(body) == ' ') {
                body++;
            }
            int last = end;
            while (last > body && Character.isWhitespace(text.charAt(last - 1))) {
                last--;
            }
            if (last == body) {
                // a blank line ends an author's titles; the next author's line opens more
                inShortlog = false;
            } else if (body == start && authorLine(text, body, last)) {
                inShortlog = true;
            } else if (inShortlog && body - start >= 2 && last - body <= MAX_TITLE) {
                titles++;
                pullTitleTags(text.substring(body, last), tags);
            } else {
                inShortlog = false;
            }
            start = end + 1;
        }
        return tags;
    }

    /** A title longer than this is no shortlog's (git shortlog wraps nothing; a summary is a line). */
    private static final int MAX_TITLE = 200;

    private static void pullTitleTags(String title, Set<String> tags) {
        String s = title.startsWith("Revert \"") ? title.substring("Revert \"".length()) : title;
        if (s.regionMatches(true, 0, "dt-bindings:", 0, "dt-bindings:".length())) {
            // "dt-bindings: PCI: uniphier: Add ...": a binding's part, and bindings name no driver
            return;
        }
        TitleTags walk = new TitleTags(s);
        while (walk.next() && tags.size() < MAX_PULL_TAGS) {
            for (String part : walk.parts()) {
                if (part.length() >= 2 && tags.size() < MAX_PULL_TAGS) {
                    tags.add(part.toLowerCase(java.util.Locale.ROOT).replace('-', '_'));
                }
            }
        }
    }

    /** Parts sharing one summary that make a series a conversion across drivers by its shortlog alone. */
    static final int CONVERSION_PARTS = 3;

    /**
     * Whether the text holds a shortlog of {@link #CONVERSION_PARTS} or more parts, half of all at least, with one
     * summary under their tags ("stmmac: pci: Loop using X", "vfio_pci: Loop using X", "x86/PCI: Loop using X"): the series carries one
     * helper or constant across drivers, and its cover's diffstat names none of them (the drivers convention).
     */
    static boolean conversion(String text) {
        if (!mayHoldAuthorLine(text)) {
            return false;
        }
        Pass pass = plainPass(text);
        int[] titles = {pass.titles()};
        String[] shared = {pass.shared()};
        int most = pass.most();
        // at least half the parts: a 40-part clean-up with five "X: Use pci_ops for root config space accessors"
        // among parts of each driver's own work is about its drivers (held-out15's 15533); and the summary carries
        // a helper or constant by its code name (pci_get_dsn, PCI_STD_NUM_BARS, pci_host_probe()): one fix made
        // alike in each driver ("Propagate errors for optional regulators") is each driver's own change
        return most >= CONVERSION_PARTS && 2 * most >= titles[0] && codeName(shared[0]);
    }

    /**
     * What one {@link #scan} with conversions off found in {@code text}: its tags, the titles read, the summary the
     * most parts share and how many share it. {@link #read} (the driver stage's body) and {@link #conversion} (its
     * diffstat rule, later, on the same text) both ask it: the pass is made once per text and thread (session 46,
     * speed47; it was a third of this class's 2 % of the real archive's profile).
     */
    record Pass(String text, Set<String> tags, int titles, int most, String shared) {
    }

    /** The last pass made on this thread, reused when asked of the same text (the same object) again. */
    private static final ThreadLocal<Pass> LAST = new ThreadLocal<>();

    static Pass plainPass(String text) {
        Pass last = LAST.get();
        if (last != null && last.text() == text) {
            return last;
        }
        Set<String> tags = new LinkedHashSet<>();
        int[] titles = new int[2];
        String[] shared = new String[1];
        int most = scan(text, tags, titles, shared, false);
        Pass pass = new Pass(text, java.util.Collections.unmodifiableSet(tags), titles[0], most, shared[0]);
        LAST.set(pass);
        return pass;
    }

    /** A word of the summary holds '_' or ends in "()": a function, type or constant of the code. */
    static boolean codeName(String summary) {
        return summary != null && (summary.indexOf('_') >= 0 || summary.contains("()"));
    }

    /**
     * One pass: the parts' tags into {@code tags}, the titles read into {@code titleCount[0]} and the parts the author
     * lines count into {@code titleCount[1]}, the summary the most parts share into {@code mostShared[0]}; returns how
     * many share it. {@code conversions}: a converting title's tags are kept too ({@link #readAll}).
     */
    private static int scan(String text, Set<String> tags, int[] titleCount, String[] mostShared,
            boolean conversions) {
        // the parts' summaries after their tags: one summary under several tags is a helper carried across drivers
        java.util.Map<String, Integer> summaries = new java.util.HashMap<>();
        int most = 0;
        boolean inShortlog = false;
        int titles = 0;
        int titleIndent = -1;
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
                titleCount[1] += declared(text, last);
                inShortlog = true;
                titleIndent = -1;
            } else if (inShortlog && indent >= 2) {
                // a line indented deeper than the titles is the rest of one git or the mail client wrapped
                // ("    property" under "  PCI: dwc/intel-gw: Drop unnecessary checking of DT 'device_type'"): no part
                if (titleIndent < 0 || indent <= titleIndent) {
                    titleIndent = indent;
                    titles++;
                    String summary = titleTags(text.substring(body, last), tags, conversions);
                    if (summary != null) {
                        int count = summaries.merge(summary, 1, Integer::sum);
                        if (count > most) {
                            most = count;
                            mostShared[0] = summary;
                        }
                    }
                }
            } else {
                inShortlog = false;
            }
            start = end + 1;
        }
        titleCount[0] = titles;
        return most;
    }

    /** More parts than this: a series across a subsystem or the tree, not one about a few drivers. */
    static final int MAX_PARTS = 32;

    /** A part's summary opening with these carries a helper or constant into its driver ("bt87x: use X"). */
    private static final java.util.List<String> CONVERSION_VERBS = java.util.List.of("use ", "convert ",
            "switch to ", "replace ");

    /** The indentation the quote marks between {@code from} and {@code to} take (a mark and its blank each). */
    static int quoteMarks(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            n += text.charAt(i) == '>' ? 1 : 0;
        }
        // "> > " leaves a blank after each mark
        return n == 0 ? 0 : Math.min(to - from, 2 * n);
    }

    /**
     * Whether some "):" in the text follows a digit, as every {@link #authorLine} does: without one the scan finds no
     * shortlog (no title, no tag), so the pass over the lines is skipped (session 36, speed36: "):" alone is in many
     * patches' prose and diffs, "foo():", and both readers of a driver stage's message paid the pass).
     */
    static boolean mayHoldAuthorLine(String text) {
        for (int at = text.indexOf("):"); at >= 0; at = text.indexOf("):", at + 2)) {
            if (at > 0 && Character.isDigit(text.charAt(at - 1))) {
                return true;
            }
        }
        return false;
    }

    /** The part count of an author line ending at {@code to} ("Jane Doe (27):" gives 27); authorLine holds. */
    static int declared(String text, int to) {
        int n = 0;
        int i = to - 3;
        while (i >= 0 && Character.isDigit(text.charAt(i))) {
            i--;
        }
        for (int j = i + 1; j <= to - 3; j++) {
            n = 10 * n + text.charAt(j) - '0';
        }
        return n;
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
    /** A tag of {@link #otherTagForms}: letters, digits, '-' and '_', 2-30 of them. */
    private static final java.util.regex.Pattern WORD_TAG = java.util.regex.Pattern.compile("[A-Za-z0-9_-]{2,30}");

    /**
     * Two older tag forms {@link TitleTags} does not read, for {@link #readAll} alone (whose tags only keep a cover's
     * names, never add one): a spaced slash before the colon ("ACPI / APEI: Add ..." tags acpi and apei) and a tag
     * ended by a spaced dash after the last colon ("crypto: qat - Add ..." tags qat), as the crypto and ACPI trees
     * write their titles.
     */
    private static void otherTagForms(String title, String rest, java.util.List<String> found) {
        int colon = title.indexOf(": ");
        if (colon > 0 && colon <= TitleTags.MAX_COLON && title.lastIndexOf(" / ", colon) > 0) {
            java.util.List<String> parts = new java.util.ArrayList<>(4);
            for (String part : title.substring(0, colon).split(" / ", 8)) {
                if (!WORD_TAG.matcher(part.strip()).matches()) {
                    parts.clear();
                    break;
                }
                parts.add(part.strip());
            }
            parts.forEach(p -> found.add(p.toLowerCase(java.util.Locale.ROOT).replace('-', '_')));
        }
        int dash = rest.indexOf(" - ");
        if (dash > 0 && WORD_TAG.matcher(rest.substring(0, dash)).matches()) {
            found.add(rest.substring(0, dash).toLowerCase(java.util.Locale.ROOT).replace('-', '_'));
        }
    }

    /**
     * Whether a part's title converts a helper ({@link ElidedSiblings#conversion}) or its summary, lower case, opens
     * with a conversion verb ("use X", "convert to X"): a helper carried into the driver, no part about it.
     */
    static boolean converts(String title, String summary) {
        boolean conversion = ElidedSiblings.conversion(title);
        for (String verb : CONVERSION_VERBS) {
            conversion |= summary.startsWith(verb);
        }
        return conversion;
    }

    private static String titleTags(String title, Set<String> tags, boolean conversions) {
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
        if (conversions) {
            otherTagForms(s, walk.rest(), found);
        }
        if (found.isEmpty()) {
            return null;
        }
        String summary = walk.rest().strip().toLowerCase(java.util.Locale.ROOT);
        boolean conversion = converts(title, summary);
        for (int i = 0; i < found.size() && (conversions || !conversion) && tags.size() < MAX_TAGS; i++) {
            tags.add(found.get(i));
        }
        return summary;
    }
}
