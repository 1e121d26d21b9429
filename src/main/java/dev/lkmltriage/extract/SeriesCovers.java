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
    static final Pattern ANNOUNCES = Pattern.compile("\\b(?:this|the following|below is a|here is a"
            + "|here's a) (?:small |short |new |second |v\\d{1,3} )?(?:patch ?)?(?:series|patchset|set of patches)\\b");
    private static final Pattern TRAIT = Pattern.compile("(?m)^ {0,4}(?:\\d{1,5} files? changed, |diffstat"
            + "|changes (?:since|from|in) v\\d|git tree|[^\\s>][^\\n]{0,80} \\(\\d{1,3}\\):\\n {2,}\\S)");
    /**
     * git send-email's Message-ID for the first mail it sends: "20190930020848.25767-1-oohall@gmail.com" (date, time,
     * process id, message number) or the older "1591274148-12230-1-git-send-email-ayal@mellanox.com".
     */
    private static final Pattern SENT_FIRST =
            Pattern.compile("\\d{14}\\.\\d{1,10}-1-|\\d{9,11}-\\d{1,10}-1-git-send-email-");
    /** The words of a cover that says in a line or two what it sends (session 39, kind43). */
    private static final String[] SENDS = {"patch", "series"};

    private SeriesCovers() {
    }

    /**
     * Whether a thread start is the cover of a series that says what it is in a line or two ("A couple of extra
     * patches on top of Shawn's existing re-ordering patch."; "this is a new version of the vmd dma_map_ops removal"
     * over a shortlog): git send-email's first mail of a sending ({@code messageId}), whose parts are then threaded
     * under it, that names patches or a series and asks nothing (no '?' in its lowercased own text {@code own}).
     * git send-email is a tool for sending patches; a question sent with it asks ("What am I missing?").
     */
    static boolean sentFirst(String messageId, String own) {
        if (messageId == null || !SENT_FIRST.matcher(messageId).lookingAt() || own.indexOf('?') >= 0) {
            return false;
        }
        String opening = own.length() > OPENING ? own.substring(0, OPENING) : own;
        for (String w : SENDS) {
            if (opening.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /** Whether lowercased own text {@code own} (of a thread-starting message without a diff) reads as a cover. */
    static boolean reads(String own) {
        String opening = own.length() > OPENING ? own.substring(0, OPENING) : own;
        return mayAnnounce(opening) && ANNOUNCES.matcher(opening).find() && TRAIT.matcher(own).find();
    }

    /**
     * Whether {@code opening} holds a word every match of {@link #ANNOUNCES} ends with, "series", "patchset" or "set
     * of patches" (session 40, speed41): most mail names none, and the pattern, which starts with an alternation
     * behind a word boundary, is then not tried at each of its offsets.
     */
    static boolean mayAnnounce(String opening) {
        return opening.contains("series") || opening.contains("patchset") || opening.contains("set of patches");
    }
}
