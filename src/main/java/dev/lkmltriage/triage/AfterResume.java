package dev.lkmltriage.triage;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A problem that shows only after the machine sleeps (session 50): "pen not reported after resume", "stylus dead after
 * sleep", "no link after waking from suspend", "gone after hibernation". Whatever breaks, the reporter of such a problem
 * names the sleep: it is the one thing they did to bring it on, and the first thing a maintainer asks. So:
 * <ul>
 *   <li>a cluster whose reports' titles name the sleep is not joined by the weaker ties of a report that names no
 *   sleep anywhere in its subject or text head ({@link OtherProblem}): the same tablet's buttons mapped wrong on the
 *   same kernels is another problem;</li>
 *   <li>two reports that both name it agree in what they tell where the symptom classes cannot say ("does nothing",
 *   "not reported", "dead" are no class), for the keyless paths that need an agreeing symptom ({@link
 *   CandidateSearch#byVendor}).</li>
 * </ul>
 * It is a circumstance, not a symptom class: "firmware crashed after resume" keeps its class (crash) and still agrees
 * with "wifi dead after every sleep". Linear in the text read.
 */
final class AfterResume {
    private AfterResume() {
    }

    /**
     * The words of a title ({@link ReportFeatures#tokens}, lowercased, stop words gone) that name the sleep.
     * "wake" alone is not one: Wake-on-LAN's reports say "wake" of a magic packet.
     */
    static final Set<String> TITLE_WORDS = Set.of("resume", "resumes", "resumed", "resuming", "suspend", "suspended",
            "suspending", "sleep", "sleeping", "hibernate", "hibernation", "hibernating", "s2idle", "standby");

    /**
     * The same in running text: the sleep words above, and waking told of the machine ("wake the PC from sleep",
     * "after waking up"), not of a LAN packet ("wake-on-lan", "magic packet" are not read).
     */
    private static final Pattern TEXT = Pattern.compile("(?i)\\b(?:resum(?:e|es|ed|ing)|suspend(?:s|ed|ing)?"
            + "|sleep(?:s|ing)?|hibernat(?:e|es|ed|ion|ing)|s2idle|standby|(?:wakes?|woke|waking)(?: it)? up"
            + "|after waking)\\b(?![-/]on[- ]lan)");

    /** Characters of the text read: a report names its trigger early. */
    static final int MAX_CHARS = 2000;

    /** Whether a report's {@code subject} or its own {@code text} head names the sleep. */
    static boolean told(String subject, String text) {
        if (subject != null && TEXT.matcher(subject).find()) {
            return true;
        }
        if (text == null) {
            return false;
        }
        String head = text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
        return TEXT.matcher(head).find();
    }

    /** Whether a cluster's title words ({@link ClusterState#tokens}) name the sleep. */
    static boolean titled(Set<String> tokens) {
        for (String t : tokens) {
            if (TITLE_WORDS.contains(t.toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }
}
