package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Convention 133's hunk reader, for the one shape a diff shows plainly: past eight files, a driver whose hunks only
 * take lines out, or rewrite a line into a like one with a word or two fewer or swapped, adapts to what another part
 * of the patch changed (the core now sets {@code bridge->busnr}, so each host driver loses the lines that set it and
 * passes {@code NULL} for the resource it no longer needs). Such a driver's diffstat line of more than two lines
 * names it no more than a line or two would: the patch is about the core, and the driver only follows (conventions
 * 109, 120, 133). A hunk that adds a line of its own (new code, a new call, a changed value) is the driver's own
 * change and the driver stays named; so does a file the patch creates or deletes, and a driver whose diff the
 * message does not show (a cover's diffstat alone is read as before).
 *
 * <p>Read from the message's own or quoted diff: {@code diff --git a/P b/P} opens a file, its {@code +}/{@code -}
 * lines (quote marks stripped) are counted, anything else that is no diff line closes it. Linear: one pass over the
 * lines; each added line is compared with the removed lines of its file, at most {@link #MAX_LINES} of each.
 */
final class AdaptedHunks {
    /**
     * A file whose diff changes more lines than this (blank ones aside) is no adaptation, whatever the lines look
     * like: a caller's size as {@link CoreCallers#CALLER_LINES} has it. Past it a driver loses logic of its own (a
     * link-speed routine the core now runs), which names it as its diffstat line says.
     */
    static final int MAX_LINES = CoreCallers.CALLER_LINES;

    /** Words an added line must share with one removed line, as a share of the two lines' distinct words. */
    private static final double LIKE = 0.5;

    private AdaptedHunks() {
    }

    /** One file's diff in the message: its added and removed lines, and whether it is created or deleted. */
    private static final class FileDiff {
        final List<String> added = new ArrayList<>();
        final List<String> removed = new ArrayList<>();
        boolean whole;
        boolean many;
    }

    /**
     * The drivers of {@code table} whose every file the diffs in {@code text} show only removes lines or rewrites
     * them into like ones; empty when the text shows no diff.
     */
    static Set<String> drivers(String text, DriverTable table) {
        Map<String, Boolean> files = files(text);
        if (files.isEmpty()) {
            return Set.of();
        }
        Map<String, Boolean> drivers = new LinkedHashMap<>();
        files.forEach((path, adapted) -> {
            DriverTable.Driver d = table.byPath(path);
            if (d != null) {
                drivers.merge(d.name(), adapted, Boolean::logicalAnd);
            }
        });
        Set<String> out = new LinkedHashSet<>();
        drivers.forEach((name, adapted) -> {
            if (adapted) {
                out.add(name);
            }
        });
        return out;
    }

    /**
     * Each file ({@code drivers/pci/controller/pci-tegra.c}) a diff in {@code text} shows, and whether all its diff
     * only removes lines or rewrites them into like ones; empty when the text shows no diff.
     */
    static Map<String, Boolean> files(String text) {
        if (text.indexOf("diff --git ") < 0) {
            return Map.of();
        }
        Map<String, FileDiff> diffs = new LinkedHashMap<>();
        FileDiff current = null;
        // the quote depth of the open file's header: a reviewer's inline remark between its hunks, at another
        // depth, neither counts nor closes it
        int depth = 0;
        int n = text.length();
        for (int start = 0; start < n; ) {
            int end = text.indexOf('\n', start);
            end = end < 0 ? n : end;
            int body = quoteEnd(text, start, end);
            int marks = marks(text, start, body);
            String line = text.substring(body, end);
            if (current != null && marks != depth && !line.startsWith("diff --git a/")) {
                start = end + 1;
                continue;
            }
            if (line.startsWith("diff --git a/")) {
                depth = marks;
                int b = line.indexOf(" b/");
                String path = b < 0 ? null : line.substring(b + 3).trim();
                if (path != null && !path.isEmpty() && diffs.size() < 4096) {
                    current = diffs.computeIfAbsent(path, p -> new FileDiff());
                } else {
                    current = null;
                }
            } else if (current != null) {
                if (line.startsWith("new file mode") || line.startsWith("deleted file mode")
                        || line.startsWith("rename from") || line.startsWith("+++ /dev/null")
                        || line.startsWith("--- /dev/null")) {
                    current.whole = true;
                } else if (line.startsWith("+++ ") || line.startsWith("--- ") || line.startsWith("index ")
                        || line.startsWith("@@") || line.startsWith("similarity ") || line.startsWith("rename to")) {
                    // the file's header and hunk heads
                } else if (line.startsWith("+")) {
                    add(current, current.added, line.substring(1));
                } else if (line.startsWith("-")) {
                    add(current, current.removed, line.substring(1));
                } else if (!line.startsWith(" ") && !line.isEmpty() && !line.startsWith("\\")) {
                    // prose after the diff, a signature's "--" aside, ends the file's lines
                    current = null;
                }
            }
            start = end + 1;
        }
        Map<String, Boolean> adapted = new LinkedHashMap<>();
        diffs.forEach((path, d) -> adapted.put(path, adaptation(d)));
        return adapted;
    }

    private static void add(FileDiff d, List<String> lines, String line) {
        if (line.isBlank()) {
            return;
        }
        if (d.added.size() + d.removed.size() >= MAX_LINES) {
            // one more than the cap: the file is past it
            d.many = true;
            return;
        }
        lines.add(line);
    }

    /** The file's diff only takes lines out, or rewrites each added line from a like removed one. */
    private static boolean adaptation(FileDiff d) {
        if (d.whole || d.many || d.removed.isEmpty() || d.added.size() > d.removed.size()) {
            return false;
        }
        List<Set<String>> removedWords = new ArrayList<>(d.removed.size());
        for (String r : d.removed) {
            removedWords.add(words(r));
        }
        for (String a : d.added) {
            Set<String> aw = words(a);
            if (aw.isEmpty()) {
                // punctuation alone: a closing brace moved with the lines around it
                continue;
            }
            boolean like = false;
            for (Set<String> rw : removedWords) {
                if (like(aw, rw)) {
                    like = true;
                    break;
                }
            }
            if (!like) {
                return false;
            }
        }
        return true;
    }

    /** Two lines share at least half their distinct words (identifiers and numbers). */
    static boolean like(Set<String> a, Set<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return false;
        }
        int shared = 0;
        for (String w : a) {
            if (b.contains(w)) {
                shared++;
            }
        }
        int union = a.size() + b.size() - shared;
        return shared >= LIKE * union;
    }

    /** The identifiers and numbers of a code line. */
    static Set<String> words(String line) {
        Set<String> out = new LinkedHashSet<>();
        int n = line.length();
        for (int i = 0; i < n && out.size() < 64; ) {
            char ch = line.charAt(i);
            if (Character.isLetterOrDigit(ch) || ch == '_') {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(line.charAt(j)) || line.charAt(j) == '_')) {
                    j++;
                }
                out.add(line.substring(i, j));
                i = j;
            } else {
                i++;
            }
        }
        return out;
    }

    private static int marks(String text, int start, int body) {
        int marks = 0;
        for (int i = start; i < body; i++) {
            if (text.charAt(i) == '>') {
                marks++;
            }
        }
        return marks;
    }

    /** Past a line's quote marks ("> ", ">> ", "> > "): where its own text begins. */
    private static int quoteEnd(String text, int start, int end) {
        int i = start;
        int marks = 0;
        while (i < end && marks < 16) {
            char ch = text.charAt(i);
            if (ch == '>') {
                marks++;
                i++;
                if (i < end && text.charAt(i) == ' ') {
                    i++;
                }
            } else {
                break;
            }
        }
        return i;
    }
}
