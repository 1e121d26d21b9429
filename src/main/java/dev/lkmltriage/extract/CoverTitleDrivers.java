package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A series cover's drivers by its shortlog's titles, each title read against the cover's diffstat (own or quoted):
 * "A many-patch cover's drivers are its titles' tags, a tag read by the one file of the series no other title covers
 * where the tag's own driver is not touched" (the session-53 conventions, with (13) and (42): a series' titles name
 * drivers however broad the series, however many drivers its titles tag and whatever summary they share; a title
 * that converts a helper, "Convert X to Y", "Use X", tags none, as {@link ShortlogTags} reads it). Each
 * title claims the diffstat's driver files its tags name, in four passes, a file claimed once: (1) the module's name,
 * an alias or the file's stem ("PCI: altera-msi:" over pcie-altera-msi.c), or two tags joined as the subsystem's file
 * ("NTB: tool:" over ntb_tool.c); (2) the file's own directory ("PCI: mobiveil:" over mobiveil/pcie-layerscape-gen4.c;
 * "PCI: dwc:" over dwc/'s glue files, which a generic tag claims for no driver); (3) a family tag over a member's file
 * ("PCI: tegra:" over pci-tegra.c, its dwc/ member already claimed by the dwc title); (4) a title whose tag names a
 * module of the table that touches no file of the diffstat ("PCI: host-generic:" with pci-host-generic.c unchanged)
 * claims the one driver file no title claimed, when there is exactly one such title and one such file, every other title
 * claimed a file and the cover has {@value #MANY_PARTS} titles or more. The claimed
 * files' drivers are added; nothing is taken away. A pull is read by its own rules (convention 16). Session 54
 * (drivers62).
 */
final class CoverTitleDrivers {
    private CoverTitleDrivers() {
    }

    /**
     * A summary that takes up a helper or constant anywhere ("remove NULL entry + use match_string()", "Loop using
     * PCI_STD_NUM_BARS", "Prefer pcie_capability_read_word()", "Read the serial with a helper"): a conversion's part, as
     * {@link ShortlogTags} reads a summary that opens with "use".
     */
    private static final java.util.regex.Pattern USES = java.util.regex.Pattern.compile(
            "(?:^|[^a-z])(?:use|using|prefer)\\s+(?:the\\s+|new\\s+)?[a-z0-9_*]*(?:_|\\(\\))"
            // "Read the serial with a helper": the summary says it takes up a helper
            + "|\\bhelpers?\\b");

    /** A title longer than this is no shortlog's (git shortlog writes one line a part). */
    private static final int MAX_TITLE = 200;

    /** Titles a cover needs before a leftover file goes to the one title that claimed none. */
    static final int MANY_PARTS = 3;

    /** Diffstat lines read at most. */
    static final int MAX_FILES = 256;

    private record File(String path, DriverTable.Driver driver) {
    }

    /** Adds to {@code out} the drivers {@code text}'s cover titles claim in its diffstat. */
    static void apply(String subject, String text, DriverTable table, Set<String> out) {
        if (DriverExtractor.pullRequest(subject) || !ShortlogTags.mayHoldAuthorLine(text)
                || text.indexOf(" | ") < 0) {
            return;
        }
        List<List<String>> titles = titles(text);
        if (titles.isEmpty() || titles.size() > ShortlogTags.MAX_PARTS) {
            return;
        }
        List<File> files = files(text, table);
        if (files.isEmpty()) {
            return;
        }
        int[] owner = new int[files.size()];
        java.util.Arrays.fill(owner, -1);
        boolean[] named = new boolean[files.size()];
        boolean[] claimedAny = new boolean[titles.size()];
        for (int pass = 1; pass <= 3; pass++) {
            for (int t = 0; t < titles.size(); t++) {
                List<String> tags = titles.get(t);
                for (int f = 0; f < files.size(); f++) {
                    if (owner[f] >= 0) {
                        continue;
                    }
                    int how = claims(pass, tags, files.get(f), table);
                    if (how != 0) {
                        owner[f] = t;
                        named[f] = how > 0;
                        claimedAny[t] = true;
                    }
                }
            }
        }
        int orphanTitle = -1;
        int orphanTitles = 0;
        for (int t = 0; t < titles.size(); t++) {
            if (!claimedAny[t] && namesUntouchedModule(titles.get(t), table, files)) {
                orphanTitle = t;
                orphanTitles++;
            }
        }
        int orphanFile = -1;
        int orphanFiles = 0;
        Set<String> unclaimed = new java.util.HashSet<>(4);
        for (int f = 0; f < files.size(); f++) {
            if (owner[f] < 0 && unclaimed.add(files.get(f).driver().name())) {
                orphanFile = f;
                orphanFiles++;
            }
        }
        int claiming = 0;
        for (boolean c : claimedAny) {
            claiming += c ? 1 : 0;
        }
        // every other title claimed a file: the one left over is the orphan's ("the one file of the series no other
        // title covers"); a series whose titles mostly claim nothing (documentation fixes) has no such file
        if (titles.size() >= MANY_PARTS && orphanTitles == 1 && orphanFiles == 1 && orphanTitle >= 0
                && claiming == titles.size() - 1) {
            named[orphanFile] = true;
        }
        for (int f = 0; f < files.size() && out.size() < 64; f++) {
            if (named[f]) {
                out.add(files.get(f).driver().name());
            }
        }
    }

    /**
     * Whether the title's tags claim the file in this pass: 1 a claim naming its driver, -1 one naming none (a
     * generic tag's directory), 0 none.
     */
    private static int claims(int pass, List<String> tags, File file, DriverTable table) {
        DriverTable.Driver d = file.driver();
        String path = file.path();
        for (int i = tags.size() - 1; i >= 0; i--) {
            String tag = tags.get(i);
            boolean generic = DriverExtractor.GENERIC_TAGS.contains(tag);
            if (pass == 1 && !generic) {
                if (DriverExtractor.tagged(d, path, Set.of(tag))) {
                    return 1;
                }
                if (i > 0 && joined(tags.get(i - 1), tag, d, path)) {
                    return 1;
                }
            } else if (pass == 2 && tag.equals(parentDirectory(path))) {
                return generic ? -1 : 1;
            } else if (pass == 3 && !generic && DriverExtractor.pullTagged(d, path, Set.of(tag))) {
                return 1;
            }
        }
        return 0;
    }

    /** "ntb" and "tool" over ntb_tool.c: the two tags joined are the module's name or the file's stem. */
    private static boolean joined(String subsystem, String member, DriverTable.Driver d, String path) {
        if (subsystem.equals("pci") || DriverExtractor.GENERIC_TAGS.contains(member)) {
            return false;
        }
        String both = subsystem + "_" + member;
        String name = d.name().toLowerCase(Locale.ROOT).replace('-', '_');
        return both.equals(name) || both.equals(stem(path));
    }

    /** The file's name without its extension, lower case with '_' for '-'. */
    private static String stem(String path) {
        String file = path.substring(path.lastIndexOf('/') + 1);
        int dot = file.lastIndexOf('.');
        return (dot > 0 ? file.substring(0, dot) : file).toLowerCase(Locale.ROOT).replace('-', '_');
    }

    /**
     * The file's own directory, lower case with '_' for '-', where it lies below a directory of {@code drivers/SUBSYSTEM/}
     * ({@code controller/mobiveil/}, {@code mic/vop/}); "" when none: a subsystem's own directories ({@code
     * drivers/pci/hotplug/}, {@code drivers/clk/qcom/}, {@code drivers/vhost/}) hold many modules, and a title tagging one
     * ("PCI: hotplug:", "vhost:") tags none of them (the table may list only one of them: its sole module is no
     * owner).
     */
    private static String parentDirectory(String path) {
        int slash = path.lastIndexOf('/');
        int before = slash > 0 ? path.lastIndexOf('/', slash - 1) : -1;
        int depth = 0;
        for (int i = path.indexOf('/'); i >= 0 && i < before; i = path.indexOf('/', i + 1)) {
            depth++;
        }
        if (before < 0 || depth < 2) {
            return "";
        }
        return path.substring(before + 1, slash).toLowerCase(Locale.ROOT).replace('-', '_');
    }

    /**
     * A title tag that names a module of the table, by name or alias or as the family's "pci-"/"pcie-" file
     * ("host-generic" of pci-host-generic) whose files the diffstat does not touch, never a generic or subsystem tag.
     */
    private static boolean namesUntouchedModule(List<String> tags, DriverTable table, List<File> files) {
        if (tags.size() < 2) {
            return false;
        }
        String tag = tags.get(tags.size() - 1);
        if (DriverExtractor.GENERIC_TAGS.contains(tag) || DriverExtractor.NOT_DRIVERS.contains(tag)) {
            return false;
        }
        for (String name : new String[] {tag, tag.replace('_', '-'), "pci-" + tag.replace('_', '-'),
                "pcie-" + tag.replace('_', '-')}) {
            DriverTable.Driver d = table.byNameOrAlias(name);
            if (d != null) {
                for (File f : files) {
                    if (f.driver().name().equals(d.name())) {
                        // its own driver touched: another part of that driver's, no orphan
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    /**
     * The titles of the text's shortlog, each as its tags (lower case, '_' for '-'), read as {@link ShortlogTags}
     * reads them: titles indented under a "Name (N):" line, a deeper-indented line the wrapped rest of one. Empty when
     * the titles read are not as many as the author lines count. Linear: one pass over the lines.
     */
    static List<List<String>> titles(String text) {
        List<List<String>> titles = new ArrayList<>(8);
        boolean inShortlog = false;
        int titleIndent = -1;
        int declared = 0;
        int read = 0;
        int lines = 0;
        for (int start = 0; start < text.length() && read <= ShortlogTags.MAX_PARTS; lines++) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl;
            int body = start;
            while (body < end && (text.charAt(body) == '>' || text.charAt(body) == ' ')) {
                body++;
            }
            int indent = body - start - ShortlogTags.quoteMarks(text, start, body);
            int last = end;
            while (last > body && Character.isWhitespace(text.charAt(last - 1))) {
                last--;
            }
            if (last == body) {
                inShortlog = false;
            } else if (ShortlogTags.authorLine(text, body, last)) {
                declared += ShortlogTags.declared(text, last);
                inShortlog = true;
                titleIndent = -1;
            } else if (inShortlog && indent >= 2 && last - body <= MAX_TITLE) {
                if (titleIndent < 0 || indent <= titleIndent) {
                    titleIndent = indent;
                    read++;
                    titles.add(tags(text.substring(body, last)));
                }
            } else {
                inShortlog = false;
            }
            start = end + 1;
        }
        return read == declared ? titles : List.of();
    }

    private static List<String> tags(String title) {
        String s = title.startsWith("Revert \"") ? title.substring("Revert \"".length()) : title;
        List<String> tags = new ArrayList<>(4);
        if (s.regionMatches(true, 0, "dt-bindings:", 0, "dt-bindings:".length())) {
            // a binding's part: bindings name no driver by their titles
            return tags;
        }
        TitleTags walk = new TitleTags(s);
        while (walk.next()) {
            for (String part : walk.parts()) {
                if (part.length() >= 2) {
                    tags.add(part.toLowerCase(Locale.ROOT).replace('-', '_'));
                }
            }
        }
        String summary = walk.rest().strip().toLowerCase(Locale.ROOT);
        if (ShortlogTags.converts(title, summary) || USES.matcher(summary).find()) {
            // "scsi: smartpqi: Convert PCIBIOS_* errors to ...", "irqchip/mbigen: Use hierarchy retrigger helper": a
            // helper carried into the driver, as ShortlogTags reads such a title; the title claims no file
            tags.clear();
        }
        return tags;
    }

    /**
     * The diffstat's driver files, own or quoted ({@code > drivers/pci/controller/pcie-tango.c | 4 +---}, a path git
     * shortened to {@code .../mobiveil/pcie-layerscape-gen4.c}); subsystem cores and port services left out.
     */
    private static List<File> files(String text, DriverTable table) {
        List<File> files = new ArrayList<>(8);
        int lines = 0;
        for (int start = 0; start < text.length() && lines < MAX_FILES; ) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl;
            int from = start;
            while (from < end && (text.charAt(from) == '>' || text.charAt(from) == ' ')) {
                from++;
            }
            int bar = dev.lkmltriage.text.Bounded.indexOf(text, " | ", from, end);
            if (bar > from && countFollows(text, bar + 3, end)) {
                int to = bar;
                while (to > from && text.charAt(to - 1) == ' ') {
                    to--;
                }
                String path = text.substring(from, to);
                if (path.indexOf(' ') < 0 && path.indexOf('\t') < 0) {
                    lines++;
                    String full = path.startsWith(".../") ? table.fullPath(path.substring(4)) : path;
                    DriverTable.Driver d = full == null ? null : table.byPath(full);
                    if (d != null && !full.startsWith("drivers/pci/pcie/")
                            && !DriverExtractor.subsystemCore(full, d.name())
                            && !DriverExtractor.NOT_DRIVERS.contains(d.name())) {
                        files.add(new File(full, d));
                    }
                }
            }
            start = end + 1;
        }
        return files;
    }

    /** A diffstat line's count after its bar: blanks, then a digit or "Bin". */
    private static boolean countFollows(String text, int from, int end) {
        int i = from;
        while (i < end && text.charAt(i) == ' ') {
            i++;
        }
        return i < end && (Character.isDigit(text.charAt(i)) || text.startsWith("Bin", i));
    }
}
