package dev.lkmltriage.extract;

/**
 * A line git prints while merging, rebasing or applying with three-way merge: {@code CONFLICT (content): Merge
 * conflict in drivers/dax/device.c}, {@code Auto-merging drivers/nvdimm/pmem.c}. The files it lists are those two
 * trees both touched, pasted to show a merge's trouble; none is a driver the message is about. Linear: two prefix
 * comparisons at the line's start.
 */
final class MergeReports {
    private MergeReports() {
    }

    /** Whether the line {@code [from, to)} of {@code text} (quote markers already skipped) is such a line. */
    static boolean line(String text, int from, int to) {
        return DriverExtractor.startsWith(text, from, to, "CONFLICT (")
                || DriverExtractor.startsWith(text, from, to, "Auto-merging ");
    }
}
