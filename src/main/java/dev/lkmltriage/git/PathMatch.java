package dev.lkmltriage.git;

import java.util.List;
import java.util.Locale;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.TreeFilter;

/**
 * The files of one driver: path prefixes ({@code drivers/net/e1000/}, a file {@code drivers/net/r8169.c}, or a
 * file-name prefix {@code drivers/net/ethernet/realtek/r8169_}) and the driver's name as a file name under
 * {@code drivers/} ({@code r8169.c}, {@code r8169_main.c}). Also a JGit tree filter that descends only where such a
 * file can be.
 */
record PathMatch(String driver, List<String> prefixes) {
    PathMatch {
        prefixes = List.copyOf(prefixes);
        driver = driver == null ? null : driver.toLowerCase(Locale.ROOT);
    }

    boolean matches(String path) {
        for (String p : prefixes) {
            if (path.startsWith(p)) {
                return true;
            }
        }
        if (driver == null || driver.length() < 3 || !path.startsWith("drivers/")) {
            return false;
        }
        String base = path.substring(path.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        return base.equals(driver + ".c") || base.equals(driver + ".h") || base.startsWith(driver + "_");
    }

    /** Whether a directory may hold a matching file. */
    boolean mayHold(String dir) {
        if (driver != null && driver.length() >= 3 && (dir.equals("drivers") || dir.startsWith("drivers/"))) {
            return true;
        }
        String slash = dir + "/";
        for (String p : prefixes) {
            if (p.startsWith(slash) || slash.startsWith(p) || dir.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    TreeFilter filter() {
        return new Filter(this);
    }

    private static final class Filter extends TreeFilter {
        private final PathMatch match;

        Filter(PathMatch match) {
            this.match = match;
        }

        @Override
        public boolean include(TreeWalk walker) {
            String path = walker.getPathString();
            return walker.isSubtree() ? match.mayHold(path) : match.matches(path);
        }

        @Override
        public boolean shouldBeRecursive() {
            return true;
        }

        @Override
        public TreeFilter clone() {
            return this;
        }
    }
}
