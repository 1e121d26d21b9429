package dev.lkmltriage.source;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Files that sit in mail directories without being mail: a corpus's README and labels, a MAINTAINERS file, data
 * tables, code. Read one by one they would pass as plain-text dumps (a dump may be a bare body), and one README
 * quoting every regression would glue their clusters together. Inside a directory such files are passed over; a
 * file named on the command line is still read as whatever it is.
 */
final class NotMail {
    private static final Set<String> NAMES = Set.of("maintainers", "makefile", "credits", "kconfig", "copying",
            "license", "notice");
    private static final Pattern EXTENSIONS = Pattern.compile(
            ".*\\.(md|rst|json|jsonl|tsv|csv|ids|ya?ml|xml|toml|properties|java|py|sh|c|h|rs|go|js|css|jar|class"
                    + "|png|jpe?g|gif|svg|pdf|zip|tar|xz|bz2|zst|lock|iml)");

    private NotMail() {
    }

    /** True for files that, by name alone, are no mail. */
    static boolean byName(Path p) {
        String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return NAMES.contains(name) || name.startsWith("readme") || name.startsWith("license")
                || EXTENSIONS.matcher(name).matches();
    }

    /** A plain-text dump in a directory is taken only under a name a saved message would have. */
    static boolean dumpName(Path p) {
        String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".txt") || name.endsWith(".text") || name.endsWith(".msg") || !name.contains(".");
    }
}
