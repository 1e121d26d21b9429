package dev.lkmltriage.git;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.CanonicalTreeParser;
import org.eclipse.jgit.treewalk.EmptyTreeIterator;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.AndTreeFilter;
import org.eclipse.jgit.treewalk.filter.TreeFilter;

/**
 * The commits reachable from the first bad version and not from the last good one that change a driver's files.
 * Merges are passed over (the commits they bring in are walked themselves). The walk stops at a commit budget or a
 * deadline, whichever comes first, and says so.
 */
final class WindowWalk {
    /** A commit in the window that touches the driver. */
    record Touching(String hash, String subject, String message, List<String> files, int totalFiles) {
    }

    /** What the walk found; {@code stoppedBy} is null when it saw the whole window. */
    record Result(List<Touching> commits, int visited, String stoppedBy) {
    }

    /** Counting a tree-wide sweep's files beyond this changes no ranking. */
    private static final int MAX_TOTAL = 500;

    private WindowWalk() {
    }

    static Result walk(KernelTree tree, ObjectId good, ObjectId bad, PathMatch match, int maxCommits,
                       long deadlineNanos) throws IOException {
        List<Touching> out = new ArrayList<>();
        int visited = 0;
        String stopped = null;
        TreeFilter filter = AndTreeFilter.create(TreeFilter.ANY_DIFF, match.filter());
        try (RevWalk walk = new RevWalk(tree.repository()); ObjectReader reader = tree.repository().newObjectReader()) {
            walk.markStart(walk.parseCommit(bad));
            if (good != null) {
                walk.markUninteresting(walk.parseCommit(good));
            }
            for (RevCommit c = walk.next(); c != null; c = walk.next()) {
                if (visited >= maxCommits) {
                    stopped = "commit budget of " + maxCommits + " reached";
                    break;
                }
                if (System.nanoTime() > deadlineNanos) {
                    stopped = "time budget reached after " + visited + " commits";
                    break;
                }
                visited++;
                if (c.getParentCount() > 1) {
                    continue;
                }
                List<String> files = changed(walk, reader, c, filter, 64);
                if (!files.isEmpty()) {
                    int total = changed(walk, reader, c, TreeFilter.ANY_DIFF, MAX_TOTAL).size();
                    out.add(new Touching(c.name(), c.getShortMessage(), c.getFullMessage(), files, total));
                }
            }
        }
        return new Result(out, visited, stopped);
    }

    private static List<String> changed(RevWalk walk, ObjectReader reader, RevCommit c, TreeFilter filter,
                                        int cap) throws IOException {
        List<String> files = new ArrayList<>();
        try (TreeWalk tw = new TreeWalk(reader)) {
            tw.setRecursive(true);
            tw.setFilter(filter);
            if (c.getParentCount() == 0) {
                tw.addTree(new EmptyTreeIterator());
            } else {
                RevCommit parent = walk.parseCommit(c.getParent(0));
                tw.addTree(new CanonicalTreeParser(null, reader, parent.getTree()));
            }
            tw.addTree(new CanonicalTreeParser(null, reader, c.getTree()));
            while (tw.next() && files.size() < cap) {
                files.add(tw.getPathString());
            }
        }
        return files;
    }
}
