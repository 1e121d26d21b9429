package dev.lkmltriage.triage;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Per-bug ids of syzbot, the kernel's fuzzing robot (session 15): every bug it finds has one id, named the same way
 * wherever the bug goes. Its report mail is sent from and asks fixes to credit {@code syzbot+<extid>@syzkaller.appspotmail.com},
 * and its dashboard URL {@code https://syzkaller.appspot.com/bug?extid=<extid>} (or {@code ?id=<id>}, another id of
 * the same bug that cannot be mapped to the extid) names it too. Two patches or reports naming one id are one bug,
 * keyed {@code syzbot:<extid>} or {@code syzbot-id:<id>} like the other trackers' entries ({@link TrackerIds}).
 *
 * <p>Read on lines of the author's own text before any diff (not quoted with '>'): the address only on a
 * {@code Reported-by:} (or {@code Reported-and-tested-by:}) trailer, where a fix credits the bug it fixes (a
 * {@code Cc:} of the robot's address is a conversation, not a claim); the dashboard URL anywhere on such a line.
 * A message naming more than {@value PatchVersions#MAX_BUGS} ids names a list (syzbot's monthly summary), and the
 * callers drop them all, as for the other bug entries.
 */
final class RobotIds {
    /** A syzbot id: hex, 8 to 40 digits (extids are 20, dashboard ids 40). */
    private static final Pattern CREDIT = Pattern.compile(
            "(?i)^[ \\t]*Reported(?:-and-tested)?-by[ \\t]*:[^\\n]{0,200}?\\bsyzbot\\+([0-9a-f]{8,40})@syzkaller\\.appspotmail\\.com");
    private static final Pattern DASHBOARD = Pattern.compile(
            "(?i)\\bsyzkaller\\.appspot\\.com/bug\\?(extid|id)=([0-9a-f]{8,40})(?![0-9a-z])");

    private RobotIds() {
    }

    /** The syzbot ids {@code text}'s own lines name before its diff, at most {@value PatchVersions#MAX_BUGS} + 1. */
    static Set<String> of(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null || !text.contains("syzkaller.appspot")) {
            return out;
        }
        OwnLines.beforeDiff(text, line -> {
            if (line.contains("syzkaller.appspot")) {
                Matcher c = CREDIT.matcher(line);
                if (c.find()) {
                    out.add("syzbot:" + c.group(1).toLowerCase(Locale.ROOT));
                }
                Matcher d = DASHBOARD.matcher(line);
                while (d.find() && out.size() <= PatchVersions.MAX_BUGS) {
                    String kind = d.group(1).toLowerCase(Locale.ROOT);
                    out.add((kind.equals("extid") ? "syzbot:" : "syzbot-id:") + d.group(2).toLowerCase(Locale.ROOT));
                }
            }
            return out.size() <= PatchVersions.MAX_BUGS;
        });
        return out;
    }

    /** True when {@code bugs} holds a syzbot id ({@link #of}). */
    static boolean any(Set<String> bugs) {
        for (String b : bugs) {
            if (b.startsWith("syzbot")) {
                return true;
            }
        }
        return false;
    }
}
