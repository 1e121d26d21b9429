package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One part of a series split by subsystem ("[RFC PATCH 15/35] i2c/busses: Tidy up the return checks"): its title's
 * first tag spells the one directory its changed drivers sit in ({@code i2c/busses} or {@code i2c} for
 * {@code drivers/i2c/busses/}: a run of its components below the top), and the part edits each of those drivers'
 * code. Such a part is addressed to those drivers, though more than the few-drivers limit
 * ({@link DriverExtractor#FEW_CHANGED}) change: all are named, up to {@link #MOST}. Not a cover or a lone patch (no
 * part number above 0); not a summary opening with a verb of conversion ("Change FOO to 0", "Use bar()", "Convert
 * to ...": a constant or helper carried across drivers names none); not when the changed drivers lie in more than one
 * directory or outside the tagged one, when one of them changes by a line or two only (a passing edit), or when the
 * diffstat changes more than {@link #MOST} files. Linear in the subject's length.
 */
final class SubsystemParts {
    /** The most drivers such a part may change: more is a subsystem-wide conversion, as in a cover's shortlog. */
    static final int MOST = DriverExtractor.SHORTLOG_FEW;

    private static final String[] CONVERSION_VERBS = {"change ", "convert ", "use ", "switch ", "replace ",
        "make use of ", "rename ", "remove ", "drop unused ", "move "};

    private SubsystemParts() {
    }

    /**
     * Whether the message's subject is a series part whose first tag spells the one directory of every changed driver
     * (name -> generated-only, as {@link DriverExtractor} collects them), none of them changed only in passing, and
     * its diffstat ({@code files}, 0 without one) changes no more files than {@link #MOST}: a part changing six
     * files of which the tables know three drivers is broader than it looks.
     */
    static boolean addressed(String subject, String summary, int files, Map<String, Boolean> changed,
            Set<String> passing, DriverTable table) {
        if (subject == null || subject.length() > 400 || changed.size() <= DriverExtractor.FEW_CHANGED
                || changed.size() > MOST || files > MOST || summary == null || conversion(summary)
                || part(subject) < 1) {
            return false;
        }
        String tag = firstTag(subject);
        if (tag == null) {
            return false;
        }
        Set<String> dirs = null;
        for (String name : changed.keySet()) {
            DriverTable.Driver d = table.byName(name);
            if (d == null || passing.contains(name)) {
                return false;
            }
            Set<String> own = directories(d);
            if (dirs == null) {
                dirs = own;
            } else {
                dirs.retainAll(own);
            }
        }
        if (dirs != null) {
            for (String dir : dirs) {
                if (spells(dir, tag)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean conversion(String summary) {
        String s = summary.stripLeading().toLowerCase(Locale.ROOT);
        int close = s.startsWith("(") ? s.indexOf(')') : -1;
        if (close > 0 && close < 40) {
            // "hwmon: (sis5595) Change X to 0": the component in parentheses precedes the summary proper
            s = s.substring(close + 1).stripLeading();
        }
        for (String verb : CONVERSION_VERBS) {
            if (s.startsWith(verb)) {
                return true;
            }
        }
        return false;
    }

    /** The part number N of a "[... N/M]" bracket in the subject, -1 without one. */
    static int part(String subject) {
        int close = subject.indexOf(']');
        while (close > 0) {
            int slash = close - 1;
            while (slash >= 0 && Character.isDigit(subject.charAt(slash))) {
                slash--;
            }
            if (slash >= 0 && slash < close - 1 && subject.charAt(slash) == '/') {
                int start = slash;
                while (start > 0 && Character.isDigit(subject.charAt(start - 1))) {
                    start--;
                }
                if (start < slash && slash - start <= 3) {
                    return Integer.parseInt(subject.substring(start, slash));
                }
            }
            close = subject.indexOf(']', close + 1);
        }
        return -1;
    }

    /** The first tag after the reply prefixes and brackets ("i2c/busses"), lowercase; null when there is none. */
    static String firstTag(String subject) {
        String s = TitleTags.title(subject);
        int colon = s.indexOf(": ");
        if (colon < 2 || colon > 40) {
            return null;
        }
        String tag = s.substring(0, colon);
        for (int i = 0; i < tag.length(); i++) {
            char c = tag.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '/' || c == '-' || c == '_')) {
                return null;
            }
        }
        return tag.startsWith("/") || tag.endsWith("/") ? null : tag.toLowerCase(Locale.ROOT);
    }

    /** The directories the driver's paths lie directly in (a directory path's parent), lowercase. */
    private static Set<String> directories(DriverTable.Driver d) {
        Set<String> dirs = new java.util.HashSet<>(4);
        for (String path : d.paths()) {
            String p = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
            int slash = p.lastIndexOf('/');
            if (slash > 0 && dirs.size() < 8) {
                dirs.add(p.substring(0, slash).toLowerCase(Locale.ROOT));
            }
        }
        return dirs;
    }

    /**
     * The tag's parts are a run of the directory's components below its top ("i2c/busses" and "i2c" in
     * drivers/i2c/busses, "hwmon" in drivers/hwmon; not "busses/i2c", not "drivers").
     */
    static boolean spells(String dir, String tag) {
        int top = dir.indexOf('/');
        if (top < 0) {
            return false;
        }
        String below = "/" + dir.substring(top + 1) + "/";
        return below.contains("/" + tag + "/");
    }
}
