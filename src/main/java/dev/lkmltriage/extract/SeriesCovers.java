package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * A patch series' cover letter whose subject carries no {@code [PATCH]} tag ("dev_pagemap related cleanups v3",
 * "remove dma_virt_ops v2"): how people write one (session 19). Its opening lines announce the series ("this series
 * switches ...", "below is a series that ...", "the purpose of this patch series is ..."), and it carries what a cover
 * carries besides: a diffstat ("Diffstat:", "32 files changed, ..."), a shortlog ("Ann Dev (2):" over indented
 * titles), a "Changes since v1" list or a git tree to pull the series from. Both together read as a cover; either
 * alone does not (a report may quote a commit's diffstat, or mention the series that broke it). A report's own
 * markers (a call trace, a bisect) are left to the caller.
 */
final class SeriesCovers {
    /** How far into the own text a cover says what it is: its opening lines, after a greeting. */
    static final int OPENING = 600;
    private static final Pattern ANNOUNCES = Pattern.compile("\\b(?:this|the following|below is a|here is a"
            + "|here's a) (?:small |short |new |second |v\\d{1,3} )?(?:patch ?)?(?:series|patchset|set of patches)\\b");
    private static final Pattern TRAIT = Pattern.compile("(?m)^ {0,4}(?:\\d{1,5} files? changed, |diffstat"
            + "|changes (?:since|from|in) v\\d|git tree|[^\\s>][^\\n]{0,80} \\(\\d{1,3}\\):\\n {2,}\\S)");

    private SeriesCovers() {
    }

    /** Whether lowercased own text {@code own} (of a thread-starting message without a diff) reads as a cover. */
    static boolean reads(String own) {
        return ANNOUNCES.matcher(own.length() > OPENING ? own.substring(0, OPENING) : own).find()
                && TRAIT.matcher(own).find();
    }
}
