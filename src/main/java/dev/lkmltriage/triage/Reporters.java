package dev.lkmltriage.triage;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ties by who reported a problem and what the build printed, for fixes and re-sent reports that carry no commit,
 * link or bug entry:
 * <ul>
 * <li>a patch whose {@code Reported-by:} names the author of a cluster's report, when that cluster shares a
 * subject word or a driver with the patch (a reporter's other clusters share none), is that cluster's fix;</li>
 * <li>a patch quoting a compiler or sparse diagnostic a cluster's report quoted ({@link BuildWarnings}) is the
 * fix of the most recent such cluster.</li>
 * </ul>
 * The same author sending a second report with one similar subject word is <em>not</em> taken as a re-send: on the
 * labelled sets it joined one reporter's different problems ("suspend", "resume"), and a maintainer forwarding
 * several reports is their author too. A re-send ({@link #resent}, session 37) is narrower: a sender whose reports
 * so far opened exactly one cluster, a title sharing {@link #RESENT_WORDS} words (one specific) with that cluster's
 * report, and a message that names something of a kernel (spam is sent twice too).
 * Authors and diagnostics are indexed only for reports and duplicates (not replies or fixes), in
 * {@link ClusterIndex#byAuthor} and {@link ClusterIndex#byWarning}, capped per key like the other maps.
 */
final class Reporters {
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    /** Subject words too common on a PCI list to tie two messages of one author ("pci", "sparse warnings"). */
    private static final Set<String> GENERIC = Set.of("pci", "pcie", "linux", "kernel", "drivers", "driver",
            "next", "tree", "c", "h", "warning", "warnings", "sparse", "build", "error", "errors", "fix", "fixes",
            "add", "support", "question", "help", "about", "not", "does", "doesn", "don", "t", "s", "can",
            "device", "devices", "controller", "host", "bridge", "port", "fails", "failed", "failure", "broken",
            "working", "work", "works", "issue", "issues", "quirk", "use", "remove", "new");
    private static final Pattern EMAIL = Pattern.compile("[\\w.+=-]+@[\\w-]+(?:\\.[\\w-]+)+");
    /**
     * The credit trailer, also as people type it by hand in a patch's changelog ("v2: fix a missing exit case /
     * Reported by: ..."), with a space for the hyphen.
     */
    private static final Pattern REPORTED_BY = Pattern.compile(
            "(?im)^[ \\t]*Reported(?:[- ]and[- ]tested)?[- ]by:[ \\t]*(.+)$");

    /** What these ties look at in one message. */
    record Clues(String author, Set<String> reportedBy, Set<String> warnings) {
        static Clues of(Report r) {
            MessageKind kind = r.facts().kind();
            Set<String> reporters = new LinkedHashSet<>();
            String text = r.mail().text();
            // Trailers stand before the diff: a patch's diff is most of its text and holds none.
            String head = OwnLines.changelog(text);
            if (kind == MessageKind.PATCH && head.contains("Reported")) {
                Matcher m = REPORTED_BY.matcher(head);
                while (m.find() && reporters.size() < ReportFeatures.MAX_KEYS) {
                    String email = email(m.group(1));
                    if (email != null && !r.mail().isQuoted(m.start())) {
                        reporters.add(email);
                    }
                }
            }
            boolean may = kind == MessageKind.PATCH || kind == MessageKind.REPORT || kind == MessageKind.OTHER
                    || kind == MessageKind.REPLY;
            return new Clues(email(r.mail().from()), reporters, may ? BuildWarnings.of(r.mail()) : Set.of());
        }
    }

    private final ClusterIndex ix;

    Reporters(ClusterIndex ix) {
        this.ix = ix;
    }

    /** The lowercase address in a From: or trailer value, or null. */
    static String email(String value) {
        if (value == null) {
            return null;
        }
        // The address in angle brackets when there is one, and never more than an address's length of text: the
        // pattern backtracks over a long run of word characters without '@' (a hostile trailer or From: header).
        int lt = value.indexOf('<');
        int gt = lt < 0 ? -1 : value.indexOf('>', lt);
        String s = gt > lt ? value.substring(lt + 1, gt) : value;
        Matcher m = EMAIL.matcher(s.length() > MAX_ADDRESS ? s.substring(0, MAX_ADDRESS) : s);
        return m.find() ? m.group().toLowerCase(Locale.ROOT) : null;
    }

    /** RFC 5321's limit on a path; longer text holds no address we would match. */
    private static final int MAX_ADDRESS = 256;

    /** Remembers who reported into {@code clusterId} and the diagnostics they quoted. */
    void index(String clusterId, String role, Clues k) {
        if (clusterId == null || !(role.equals("report") || role.equals("duplicate"))) {
            return;
        }
        ClusterState c = ix.clusters.get(clusterId);
        if (k.author() != null) {
            ClusterIndex.push(ix.byAuthor, k.author(), clusterId);
            if (c != null) {
                c.authors.add(k.author());
            }
        }
        k.warnings().forEach(w -> ClusterIndex.push(ix.byWarning, w, clusterId));
        if (c != null) {
            // Kept on the cluster too, so a restore indexes it under them again.
            c.warnings.addAll(k.warnings());
        }
    }

    /**
     * The clusters a report links to that its own sender reported in under another subject. Such a sender knows
     * the earlier thread and chose to start a new one ("similar hardware to &lt;link&gt;, but another CPU"): the link
     * says "related", not "the same problem", and the log lines and words two reports of one machine share are no
     * sign of one problem either, so the report does not join those clusters. A re-send under the same subject, and
     * another sender's link ("I see the same as &lt;link&gt;"), still name the problem. (Session 37 tried an
     * exception for titles sharing {@link #RESENT_WORDS} words: "Gorse board: bridge ..." and "Heath board: ...
     * bridge" share two, and {@code OwnLinkTest}'s hard negative joined; {@link #resent} keeps out of these too.)
     */
    Set<String> ownLinked(ReportFeatures f, Clues k, String subject) {
        if (k.author() == null || f.links().isEmpty()) {
            return Set.of();
        }
        String untagged = untagged(subject);
        Set<String> out = new LinkedHashSet<>();
        for (String link : f.links()) {
            ClusterState c = ix.clusters.get(ix.resolve(ix.byMessage.get(link)));
            if (c != null && c.authors.contains(k.author())
                    && c.reportSubjects.stream().noneMatch(s -> untagged(s).equals(untagged))) {
                out.add(c.id);
            }
        }
        return out;
    }

    /**
     * Subject words a re-send's title shares with the first report's, at least one of them specific (not
     * {@link #GENERIC}): "PCIe Bus Error floods dmesg" re-sent as "PCIe Error floods the log (more detail)" shares
     * three, one specific; two forwarded "sparse warnings" share no specific one.
     */
    static final int RESENT_WORDS = 2;

    /**
     * The cluster a report re-sends (session 37): its sender's reports so far opened exactly this one cluster (a
     * maintainer forwarding reports, or a robot, has opened several), its title shares {@link #RESENT_WORDS}
     * words, one of them specific, with that cluster's report ("Raising one pin fires a second interrupt",
     * months later "Threaded handler makes a second interrupt fire"), it names something of a kernel
     * ({@code technical}: a kernel version, a device, a driver or a pasted log line; spam re-sent under a
     * retouched subject names none), and it names no bug entry the cluster lacks while the cluster names one (two
     * forwarded tracker entries are two problems). Null when not so, when the cluster is one the report must not
     * join ({@code own}), or when it already holds the report's own thread: a thread's root arriving after replies
     * that started a cluster is that thread's report, not a re-send of it.
     */
    ClusterState resent(Clues k, ReportFeatures f, String subject, String thread, boolean technical,
            Set<String> own) {
        if (k.author() == null || !technical) {
            return null;
        }
        List<ClusterState> mine = live(ClusterIndex.ids(ix.byAuthor, k.author()));
        if (mine.size() != 1) {
            return null;
        }
        ClusterState c = mine.get(0);
        if (own.contains(c.id) || c.threads.contains(thread) || !retitled(c, subject)) {
            return null;
        }
        if (!c.bugs.isEmpty() && f.bugs().stream().anyMatch(b -> !c.bugs.contains(b))) {
            return null;
        }
        if (otherHardware(f, c)) {
            return null;
        }
        return c;
    }

    /**
     * Whether a report names other hardware than the cluster it would re-send (session 47): both name devices and
     * share none, or both name drivers and share no family. A re-send tells the same machine's problem again; one
     * sender's report on a 3Com card two years after their report on a Realtek one is a second problem (two people
     * of one name at one domain, or one person with two machines), whatever words the titles share.
     */
    static boolean otherHardware(ReportFeatures f, ClusterState c) {
        boolean devices = !f.devices().isEmpty() && !c.devices.isEmpty()
                && f.devices().stream().noneMatch(c.devices::contains);
        boolean drivers = !f.drivers().isEmpty() && !c.drivers.isEmpty()
                && !DriverFamily.intersects(f.drivers(), c.drivers);
        return devices || drivers;
    }

    /**
     * Whether {@code subject} shares {@link #RESENT_WORDS} words, one of them specific, with one of the cluster's
     * reports, and is not the title of one of them.
     */
    static boolean retitled(ClusterState c, String subject) {
        Set<String> words = ReportFeatures.tokens(subject);
        String title = untagged(subject);
        for (String s : c.reportSubjects) {
            if (untagged(s).equalsIgnoreCase(title)) {
                // the same title is no retouched one: a thread's own root arriving after its replies, or an exact
                // re-send, which the thread and subject ties place
                return false;
            }
        }
        for (String s : c.reportSubjects) {
            Set<String> theirs = ReportFeatures.tokens(s);
            if (!shared(words, theirs).isEmpty() && words.stream().filter(theirs::contains).count() >= RESENT_WORDS) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a report names something of a kernel, by which a re-send is told from spam sent twice: an unquoted
     * kernel version, a device, a driver, or a pasted log line.
     */
    static boolean technical(Report r, ReportFeatures f) {
        return !f.devices().isEmpty() || !f.drivers().isEmpty() || !f.logLines().isEmpty()
                || r.facts().kernels().stream().anyMatch(v -> !v.quoted());
    }

    /** A subject as {@link Subjects#normalize} gives it, without bracketed tags ("[RESEND]", "[BUG]"). */
    private static String untagged(String subject) {
        return WHITESPACE.matcher(ReportFeatures.TAG.matcher(Subjects.normalize(subject)).replaceAll(" ").trim())
                .replaceAll(" ");
    }

    /** The cluster a patch fixes by the diagnostics it quotes or the reporter it credits, or null. */
    ClusterState fixedBy(Clues k, ReportFeatures f) {
        for (String w : k.warnings()) {
            List<ClusterState> carrying = live(ClusterIndex.ids(ix.byWarning, w));
            if (!carrying.isEmpty()) {
                return carrying.get(0);
            }
        }
        // The credited reporter's clusters that share a subject word or a driver with the patch; of several, the
        // one sharing most, and of equals the most recent (a fix follows the latest report of its problem). A
        // cluster that already has a fix takes only a patch sharing MIN_WORDS_ONCE_FIXED words with it (the next
        // version of that fix): people who report often are credited on fixes of their later problems, and on the
        // whole archive those joined their earlier, fixed reports by one or two words ("pm", "dma").
        ClusterState best = null;
        int most = 0;
        for (String who : k.reportedBy()) {
            for (ClusterState c : live(ClusterIndex.ids(ix.byAuthor, who))) {
                int words = shared(f.tokens(), c.tokens).size();
                int evidence = words + (f.drivers().stream().anyMatch(c.drivers::contains) ? 1 : 0);
                if (hasFix(c) && words < MIN_WORDS_ONCE_FIXED) {
                    continue;
                }
                if (evidence > most) {
                    best = c;
                    most = evidence;
                }
            }
        }
        return best;
    }

    /** Subject words a patch must share with a reporter's cluster that already has a fix. */
    static final int MIN_WORDS_ONCE_FIXED = 3;

    private static boolean hasFix(ClusterState c) {
        return c.members.count("fix") > 0;
    }

    /** Why {@link #fixedBy} chose {@code c}. */
    String reason(ClusterState c, Clues k, ReportFeatures f) {
        for (String w : k.warnings()) {
            if (ClusterIndex.ids(ix.byWarning, w).contains(c.id)) {
                return "quotes the reported diagnostic " + w;
            }
        }
        Set<String> words = shared(f.tokens(), c.tokens);
        return "Reported-by: the cluster's reporter" + (words.isEmpty() ? ", same driver" : "; shares " + words);
    }

    static Set<String> shared(Set<String> a, Set<String> b) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : a) {
            if (!GENERIC.contains(w) && b.contains(w)) {
                out.add(w);
            }
        }
        return out;
    }

    /** The clusters of these ids that still exist, merged ones resolved, without repeats, in order. */
    private List<ClusterState> live(Collection<String> ids) {
        List<ClusterState> out = new ArrayList<>(ids.size());
        for (String id : ids) {
            ClusterState c = ix.clusters.get(ix.resolve(id));
            if (c != null && !out.contains(c)) {
                out.add(c);
            }
        }
        return out;
    }
}
