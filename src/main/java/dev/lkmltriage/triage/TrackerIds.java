package dev.lkmltriage.triage;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Entries of bug trackers other than the kernel's bugzilla ({@code bugzilla:N}) and Coverity: Launchpad, the Red Hat,
 * SUSE and freedesktop bugzillas, GitLab and GitHub issues. Each is keyed per tracker ({@code launchpad:1840835},
 * {@code github:clangbuiltlinux/linux#504}) so that one number in two trackers never names one entry.
 *
 * <p>Read only from a trailer line of the author's own text before any diff ({@code BugLink:}, {@code Link:},
 * {@code Closes:}, {@code Bug:}, {@code Bugzilla:}), never from prose or numbered references: on linux-pci 2019-2020
 * a trailer names the entry a patch or report is about (one fix posted five times with one Launchpad
 * {@code BugLink:}), while "[2] https://github.com/..." cites background (a tree-wide cleanup's tracking issue cited
 * by patches of different files), and a revert's prose names the bug of the commit it reverts, another problem.
 */
final class TrackerIds {
    private static final Pattern TRAILER = Pattern.compile(
            "(?i)^[ \\t]*(?:BugLink|Link|Closes|Bug|Bugzilla)[ \\t]*:[ \\t]*<?(https?://\\S+)");
    private static final Pattern ENTRY = Pattern.compile(
            "(?i)^https?://(?:"
                    + "bugs\\.launchpad\\.net/(?:[^\\s/]+/)*(?:\\+bug|bugs)/(?<lp>\\d{3,9})"
                    + "|bugzilla\\.redhat\\.com/(?:show_bug\\.cgi\\?id=)?(?<rh>\\d{3,9})"
                    + "|bugzilla\\.(?:suse\\.com|opensuse\\.org|novell\\.com)/(?:show_bug\\.cgi\\?id=)?(?<suse>\\d{3,9})"
                    + "|bugs\\.freedesktop\\.org/(?:show_bug\\.cgi\\?id=)?(?<fdo>\\d{3,9})"
                    + "|(?<glhost>gitlab\\.[\\w.]+)/(?<glpath>\\w[\\w.-]*(?:/\\w[\\w.-]*)+)/(?:-/)?issues/(?<gl>\\d{1,9})"
                    + "|github\\.com/(?<ghpath>[\\w.-]+/[\\w.-]+)/issues/(?<gh>\\d{1,9})"
                    + ")\\b");

    private TrackerIds() {
    }

    /**
     * The most entries one message may name and still be read as one problem's list (session 20): a fix copying the
     * three issues its report cited. More is a tracker's digest or a tree-wide cleanup's list.
     */
    static final int MAX_LISTED = 8;

    /**
     * The tracker entries {@code text}'s own trailer lines name before its diff (quoted '>' lines skipped), at most
     * {@link PatchVersions#MAX_BUGS} + 1.
     */
    static Set<String> of(String text) {
        return read(text, PatchVersions.MAX_BUGS + 1);
    }

    /**
     * The bug keys of {@code text}'s tracker entries: each entry when it names at most {@link PatchVersions#MAX_BUGS};
     * one key for the whole list when it names up to {@value #MAX_LISTED} ({@code trackers:a+b+c}, sorted), so that
     * two messages naming the same several entries (a report's draft and the fix copying its {@code Bug:} lines) name
     * one problem, while a message naming one of them names another; none when it names more.
     */
    static Set<String> keys(String text) {
        Set<String> ids = read(text, MAX_LISTED + 1);
        if (ids.size() <= PatchVersions.MAX_BUGS) {
            return ids;
        }
        return ids.size() > MAX_LISTED ? Set.of() : Set.of("trackers:" + String.join("+", new TreeSet<>(ids)));
    }

    private static Set<String> read(String text, int most) {
        Set<String> out = new LinkedHashSet<>();
        // Literal check first: almost no message names such a tracker.
        if (text == null || !(text.contains("launchpad.net") || text.contains("bugzilla.") || text.contains("gitlab.")
                || text.contains("github.com") || text.contains("bugs.freedesktop.org"))) {
            return out;
        }
        OwnLines.beforeDiff(text, line -> {
            if (line.indexOf(':') >= 0) {
                Matcher t = TRAILER.matcher(line);
                if (t.find()) {
                    String key = key(t.group(1));
                    if (key != null) {
                        out.add(key);
                    }
                }
            }
            return out.size() < most;
        });
        return out;
    }

    /** The per-tracker key of one URL, null when it names no entry of a known tracker. */
    static String key(String url) {
        Matcher m = ENTRY.matcher(url);
        if (!m.lookingAt()) {
            return null;
        }
        if (m.group("lp") != null) {
            return "launchpad:" + Long.parseLong(m.group("lp"));
        }
        if (m.group("rh") != null) {
            return "redhat:" + Long.parseLong(m.group("rh"));
        }
        if (m.group("suse") != null) {
            return "suse:" + Long.parseLong(m.group("suse"));
        }
        if (m.group("fdo") != null) {
            return "freedesktop:" + Long.parseLong(m.group("fdo"));
        }
        if (m.group("gl") != null) {
            return (m.group("glhost") + "/" + m.group("glpath")).toLowerCase(Locale.ROOT) + "#"
                    + Long.parseLong(m.group("gl"));
        }
        return "github:" + m.group("ghpath").toLowerCase(Locale.ROOT) + "#" + Long.parseLong(m.group("gh"));
    }
}
