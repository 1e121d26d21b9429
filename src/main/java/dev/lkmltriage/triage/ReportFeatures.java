package dev.lkmltriage.triage;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.Forwards;
import dev.lkmltriage.extract.HardwareFact;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.Regression;
import dev.lkmltriage.extract.Spam;
import dev.lkmltriage.extract.ThroughputFact;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.text.LiteralHits;
import dev.lkmltriage.text.LiteralSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What clustering looks at in one report, computed once: the author's own (unquoted) facts, the symptom, the
 * subject's words, the Message-IDs its {@code Link:}/{@code Closes:} trailers and its own lore links point at, the
 * bug-tracker entries it names ({@code bugzilla.kernel.org} ids, {@link CoverityIds}), the commits it only refers to, and the titles of
 * the commits it blames ({@link CommitTitles}), and whether it says it ran with a fix applied and still failed
 * ({@link RanWithFix}: its link to that fix names no problem of its own). A report that says it is unrelated to
 * another problem ({@link DeniedRelation}) keeps no links. A patch numbering the problems it fixes has its links
 * grouped by the numbered item citing them ({@link NumberedIssues}).
 */
record ReportFeatures(Set<String> culprits, Set<String> fixes, Set<String> devices, Set<String> drivers,
                      Set<String> good, Set<String> bad, String symptom, String trigger, Set<String> tokens,
                      Set<String> links, Set<String> bugs, Set<String> refs, Set<Long> logLines,
                      boolean bootLog, Set<String> titles, Set<String> enabled, boolean ranWithFix,
                      List<Set<String>> linkIssues, boolean afterResume) {
    /** The PCIe port driver's module name: a driver fact, but no key two reports can share a problem by. */
    static final String PORT_DRIVER = "pcieport";

    /** Subject tags, word breaks and version-like words: compiled once, as {@link #tokens} runs per message. */
    static final Pattern TAG = Pattern.compile("\\[[^\\]]*\\]");
    private static final Pattern NON_WORD = Pattern.compile("[^a-z0-9_]+");
    private static final Pattern VERSION_WORD = Pattern.compile("\\d+|v?\\d+(\\.\\d+)*(rc\\d+)?");

    private static final Pattern LINK = Pattern.compile(
            "(?im)^(?:Link|Closes|References):\\s*<?(?:https?://[^/\\s]+/(?:r|all|[a-z0-9._-]+)/)?<?([^\\s<>/]+@[^\\s<>/]+?)>?/?\\s*$");
    private static final Set<String> STOP = Set.of("the", "a", "an", "and", "or", "of", "in", "on", "with", "to",
            "for", "is", "it", "since", "after", "from", "when", "bug", "regression", "patch", "net", "v2", "v3",
            "report", "problem", "issue", "re", "fwd");

    static ReportFeatures of(Report r) {
        Facts f = r.facts();
        Set<String> culprits = new LinkedHashSet<>();
        Set<String> fixes = new LinkedHashSet<>();
        Set<String> refs = new LinkedHashSet<>();
        for (CommitFact c : f.commits()) {
            if (c.quoted()) {
                continue;
            }
            if (c.role().equals("culprit") && !OwnTitleCulprits.isOwn(c, r)) {
                culprits.add(c.hash());
            } else if (c.role().equals("fix")) {
                fixes.add(c.hash());
            } else if (refs.size() < MAX_KEYS) {
                refs.add(c.hash());
            }
        }
        // A stable backport's own mainline original is the patch itself, not a commit it refers to: left in, it tied
        // the backport of a blamed commit to that commit's cluster as a fix ("refers to suspect").
        String origin = BackportOrigin.of(r.mail().text());
        if (origin != null) {
            refs.removeIf(h -> Hashes.samePrefix(h, origin));
        }
        Set<String> devices = new LinkedHashSet<>();
        for (HardwareFact h : f.hardware()) {
            devices.add(h.id());
        }
        // A whole machine's listing (an lspci of every function, pasted to show IOMMU groups or a bridge's tree) says
        // which devices the machine has, not which one the report is about: one device of eighty it shares with
        // another report ties them by chance (session 42: a 5.9 IOMMU-group report joined a vfio INTx report by a
        // GPU audio function both machines carry), so such a listing keys no device.
        if (devices.size() > MAX_KEYS) {
            devices.clear();
        }
        Set<String> good = new LinkedHashSet<>();
        Set<String> bad = new LinkedHashSet<>();
        // A forward's forwarded report is the forward's own report (Forwards): its kernels count as unquoted.
        int forwarded = mayReport(f.kind()) ? Forwards.start(r.mail()) : -1;
        Predicate<KernelFact> own = k -> !k.quoted() || forwarded >= 0 && k.start() >= forwarded;
        for (KernelFact k : f.kernels()) {
            if (own.test(k) && "good".equals(k.verdict())) {
                good.add(k.version());
            } else if (own.test(k) && "bad".equals(k.verdict())) {
                bad.add(k.version());
            }
        }
        Regression reported = Regressions.forClustering(f);
        if (reported != null) {
            good.addAll(reported.good());
            bad.addAll(reported.bad());
        }
        if (good.isEmpty() && mayReport(f.kind())) {
            // The kernel it had, told by how things were ("never saw it", "the connection stayed up"): session 45.
            good.addAll(ProseGood.of(f, r.mail().text(), good, bad, own));
        }
        String trigger = reported == null ? null : reported.trigger();
        Set<String> links = new LinkedHashSet<>();
        // Literal check first, as below: a trailer's word must be there for the line regex to match.
        String text = r.mail().text();
        Matcher m = LINK.matcher(Literals.mayContainAny(text, "link:", "closes:", "references:") ? text : "");
        while (m.find() && links.size() < MAX_KEYS) {
            links.add(m.group(1));
        }
        // Literal checks first: most messages name no archive URL, and a regex scan per message adds up.
        Matcher lore = LORE.matcher(Literals.contains(r.mail().text(), ".kernel.org/") ? r.mail().text() : "");
        Map<String, Integer> cited = new LinkedHashMap<>();
        while (lore.find() && links.size() < MAX_KEYS) {
            if (!r.mail().isQuoted(lore.start())) {
                String link = unescape(lore.group(1));
                links.add(link);
                cited.putIfAbsent(link, lore.start());
            }
        }
        // A report saying that what it raises is unrelated to another problem cites that problem's discussion as
        // context: its links name nothing it shares (DeniedRelation, session 35).
        if (!links.isEmpty() && mayReport(f.kind()) && DeniedRelation.says(r.mail())) {
            links.clear();
            cited.clear();
        }
        if (!good.isEmpty() && bad.isEmpty() && mayReport(f.kind())) {
            bad.addAll(LaterReleases.of(f, good, own));
        }
        if (good.isEmpty() && bad.isEmpty()) {
            inferWindow(f, good, bad);
        }
        // A report that shows its device but names no driver: the driver that device needs (models/).
        Set<String> drivers = new LinkedHashSet<>(f.drivers());
        // the PCIe port driver binds every PCIe port of every machine: named by lspci -k or in prose ("the pcieport
        // driver keeps logging bus errors"), it is no sign that two reports share a problem, so it keys nothing
        drivers.remove(PORT_DRIVER);
        if (drivers.isEmpty()) {
            drivers.addAll(DeviceDrivers.shipped().of(r.mail(), f.hardware()));
        }
        LogLines.Pasted log = mayReport(f.kind()) ? LogLines.read(r.mail()) : LogLines.Pasted.NONE;
        return new ReportFeatures(culprits, fixes, devices, drivers, good, bad,
                symptom(r), trigger, tokens(r.mail().subject()), links, bugs(r), refs,
                log.lines(), log.boot(), CommitTitles.culprits(r), enabledOptions(f),
                // Read only for a report that links something: the link is what it would join by.
                !links.isEmpty() && mayReport(f.kind()) && RanWithFix.says(r.mail()),
                NumberedIssues.of(text, cited),
                // the sleep it names (session 50): read for reports only, replies and patches never compare by it
                mayReport(f.kind()) && AfterResume.told(r.mail().subject(), r.mail().text()));
    }

    /**
     * Only reports (and messages that may read as one) are compared by their log lines; replies and patches, most
     * of an archive, are not scanned for them. An orphan reply gets them through {@link #withLogLines}.
     */
    private static boolean mayReport(dev.lkmltriage.extract.MessageKind kind) {
        return kind == dev.lkmltriage.extract.MessageKind.REPORT || kind == dev.lkmltriage.extract.MessageKind.OTHER;
    }

    /** The same features naming {@code named} as its drivers (a report that had none: {@link NamedModules}). */
    ReportFeatures withDrivers(Set<String> named) {
        return new ReportFeatures(culprits, fixes, devices, named, good, bad, symptom, trigger, tokens, links, bugs,
                refs, logLines, bootLog, titles, enabled, ranWithFix, linkIssues, afterResume);
    }

    /** The same features naming {@code named} as its devices (a report that pasted none: {@link NamedDevices}). */
    ReportFeatures withDevices(Set<String> named) {
        return new ReportFeatures(culprits, fixes, named, drivers, good, bad, symptom, trigger, tokens, links, bugs,
                refs, logLines, bootLog, titles, enabled, ranWithFix, linkIssues, afterResume);
    }

    /** The same features with {@code good} and {@code bad} as its window ({@link TwoReleases#dated}, session 48). */
    ReportFeatures withWindow(Set<String> good, Set<String> bad) {
        return new ReportFeatures(culprits, fixes, devices, drivers, good, bad, symptom, trigger, tokens, links, bugs,
                refs, logLines, bootLog, titles, enabled, ranWithFix, linkIssues, afterResume);
    }

    ReportFeatures withLogLines(LogLines.Pasted log) {
        return new ReportFeatures(culprits, fixes, devices, drivers, good, bad, symptom, trigger, tokens, links, bugs,
                refs, log.lines(), log.boot(), titles, enabled, ranWithFix, linkIssues, afterResume);
    }

    /**
     * The features of a report answering the patch titled {@code title} ({@link CulpritReplies}): it blames that
     * title too, and names no drivers or devices, as the log it pastes lists the whole board's (a network driver
     * beside the failing host bridge): it is found by its culprit, its links and its credit, not by its hardware.
     */
    ReportFeatures answering(String title) {
        Set<String> all = new LinkedHashSet<>(titles);
        all.add(title);
        return new ReportFeatures(culprits, fixes, Set.of(), Set.of(), good, bad, symptom, trigger, tokens, links,
                bugs, refs, logLines, bootLog, all, enabled, ranWithFix, linkIssues, afterResume);
    }

    /** Keys of one kind taken from one message at most: more is a list or a digest, not one report. */
    static final int MAX_KEYS = 32;

    /** A lore or lkml archive URL of a message anywhere in the author's own text, e.g. in "reported at ...". */
    static final Pattern LORE = Pattern.compile(
            "https?://(?:lore|lkml)\\.kernel\\.org/(?:r|all|[a-z0-9._-]+)/([^\\s<>/\"'()]+(?:@|%40)[^\\s<>/\"'()]+)");
    /** A kernel bugzilla entry: its URL, or "[Bug N]" as bugzilla's own mail writes it in the subject. */
    static final Pattern BUGZILLA = Pattern.compile(
            "bugzilla\\.kernel\\.org/(?:show_bug\\.cgi\\?id=)?(\\d{3,7})\\b");
    private static final Pattern BUG_SUBJECT = Pattern.compile("\\[Bug (\\d{3,7})\\]");

    /**
     * The bugzilla entries a message names in its subject or its own (unquoted) text, as {@code bugzilla:N}, and the
     * Coverity defects ({@link CoverityIds}) and other trackers' entries named on a trailer ({@link TrackerIds}): two
     * messages naming one entry report, discuss or fix one problem.
     */
    static Set<String> bugs(Report r) {
        Set<String> out = new LinkedHashSet<>();
        Matcher s = BUG_SUBJECT.matcher(r.mail().subject());
        while (s.find()) {
            out.add("bugzilla:" + s.group(1));
        }
        String text = Literals.contains(r.mail().text(), "bugzilla.kernel.org") ? r.mail().text() : "";
        Matcher m = BUGZILLA.matcher(text);
        while (m.find() && out.size() < MAX_KEYS) {
            if (!r.mail().isQuoted(m.start())) {
                out.add("bugzilla:" + m.group(1));
            }
        }
        Set<String> defects = CoverityIds.of(r.mail().subject(), i -> false);
        defects.addAll(CoverityIds.of(r.mail().text(), r.mail()::isQuoted));
        if (defects.size() <= CoverityIds.MAX_IDS) {
            out.addAll(defects);
        }
        out.addAll(TrackerIds.keys(r.mail().text()));
        Set<String> robot = RobotIds.of(r.mail().text());
        if (robot.size() <= PatchVersions.MAX_BUGS) {
            out.addAll(robot);
        }
        Set<String> cited = CitedReports.of(r.mail().text());
        if (cited.size() <= PatchVersions.MAX_BUGS) {
            out.addAll(cited);
        }
        return out;
    }

    static String unescape(String id) {
        while (id.endsWith(".") || id.endsWith(",") || id.endsWith(";") || id.endsWith(":")) {
            id = id.substring(0, id.length() - 1);
        }
        return id.replace("%40", "@").replace("%2B", "+").replace("%2b", "+").replace("%3D", "=")
                .replace("%3d", "=").replace("%24", "$");
    }

    /** The subject's meaningful words: lowercase, without reply and patch tags, versions or stop words. */
    static Set<String> tokens(String subject) {
        String s = TAG.matcher(Subjects.normalize(subject)).replaceAll(" ");
        Set<String> out = new LinkedHashSet<>();
        for (String w : NON_WORD.split(s.toLowerCase(Locale.ROOT))) {
            if (w.length() > 1 && !STOP.contains(w) && !VERSION_WORD.matcher(w).matches()) {
                out.add(w);
            }
        }
        return out;
    }

    /**
     * A coarse symptom class from the regression's metric, else from the subject and the author's text; for
     * throughput also the direction when it is known ({@code throughput/send}), since an upload and a download
     * regression of one device are usually different bugs.
     */
    static String symptom(Report r) {
        Regression reported = Regressions.forClustering(r.facts());
        if (reported != null && reported.metric() != null && reported.metric().contains("throughput")) {
            return withDirection(r);
        }
        // A figure that says under what load ("once traffic goes above ~15 Gbit/s") is no measurement (session 47).
        if (r.facts().throughput().stream().anyMatch(t -> !t.quoted() && !onDeviceLine(r, t)
                && !LoadFigures.threshold(r.mail().text(), t.start()))) {
            return withDirection(r);
        }
        // The subject first (session 38): it names the reporter's problem, where the text may paste a log line of
        // another class ("wireless drops every 2-3 minutes" over a firmware "Message ... timeout" line).
        String c = symptomClass(r.mail().subject().toLowerCase(Locale.ROOT));
        if (c == null) {
            // session 53: the user's words (UserSymptoms) from the subject only; a text names a function key, a
            // black console or a fan in passing far more often than it complains of one
            c = symptomClass((r.mail().subject() + " " + head(r.mail().text())).toLowerCase(Locale.ROOT), false);
        }
        return c == null ? "other" : c.equals("throughput") ? withDirection(r) : c;
    }

    /** How the extractor saw a device in a listing ({@code lspci -nn}, {@code lspci -n}, {@code lsusb}). */
    private static final Set<String> LISTINGS = Set.of("lspci-nn", "lspci-n", "lsusb");

    /**
     * Whether a throughput figure stands on a line where a device listing names a device (session 42): there it is
     * part of the product's name ("JMS578 SATA 6Gb/s" in lsusb), the interface's rating, not what the reporter
     * measured, and typed a report of an enclosure that resets and disconnects a throughput report.
     */
    static boolean onDeviceLine(Report r, ThroughputFact t) {
        String text = r.mail().text();
        for (HardwareFact h : r.facts().hardware()) {
            if (LISTINGS.contains(h.source()) && sameLine(text, h.start(), t.start())) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameLine(String text, int a, int b) {
        int from = Math.max(0, Math.min(a, b));
        int to = Math.min(text.length(), Math.max(a, b));
        int newline = text.indexOf('\n', from);
        return newline < 0 || newline >= to;
    }

    /**
     * The first class of {@link #SYMPTOM_CLASSES} with a word in {@code lower}, or null. A word counts only as a word
     * ({@link #asWord}): inside "change", "install", "debug:" or "blink" it said "hang", "stall", "bug:" and "link",
     * so a patch that changes an install path had the symptom of a hang.
     */
    static String symptomClass(String lower) {
        return symptomClass(lower, true);
    }

    /** {@link #symptomClass(String)}, asking {@link UserSymptoms}' classes only when {@code userWords}. */
    static String symptomClass(String lower, boolean userWords) {
        // all the words found in one pass, then asked in the classes' order
        LiteralHits words = SYMPTOM_WORDS.scan(lower);
        for (String[] c : SYMPTOM_CLASSES) {
            if (!userWords && UserSymptoms.NAMES.contains(c[0])) {
                continue;
            }
            for (int i = 1; i < c.length; i++) {
                int w = SYMPTOM_WORDS.exactIndex(c[i]);
                for (int k = 0; k < words.count(w); k++) {
                    if (asWord(lower, words.at(w, k), c[i])) {
                        return c[0];
                    }
                }
            }
        }
        return null;
    }

    /** Endings a symptom word may take and stay itself ("hangs", "stalled", "lockups", "slowdown", "panicked"). */
    private static final Set<String> SYMPTOM_ENDINGS = Set.of("s", "es", "d", "ed", "ing", "ly", "down", "ness", "ked");

    /**
     * Whether {@code word} at {@code at} in {@code lower} stands as a word: no letter before it, and after it no
     * letter or one of {@link #SYMPTOM_ENDINGS}; and a "link" is not a {@code Link:} tag (a patch's pointer to its
     * thread, not a link problem).
     */
    static boolean asWord(String lower, int at, String word) {
        if (at > 0 && Character.isLetter(lower.charAt(at - 1))) {
            return false;
        }
        // "full-speed", "high-speed", "low-speed" (session 45): the name of a USB bus speed in every enumeration
        // line ("new full-speed USB device number 7"), not a claim about how fast anything is.
        if (word.equals("speed") && at > 0 && lower.charAt(at - 1) == '-') {
            return false;
        }
        // "send at full speed for a minute", "copying at full speed" (session 47): how hard the reporter drove the
        // device when it failed (a load), as "under load" says, not a claim about how fast it went.
        if (word.equals("speed") && SymptomLoad.fullSpeed(lower, at)) {
            return false;
        }
        // "an old 100Mbit card" (session 47): a unit glued to its number and followed by the hardware is its rating.
        if (LoadFigures.rating(lower, at, word)) {
            return false;
        }
        int end = at + word.length();
        if (!Character.isLetter(word.charAt(word.length() - 1))) {
            return true;
        }
        int e = end;
        while (e < lower.length() && e - end <= 4 && Character.isLetter(lower.charAt(e))) {
            e++;
        }
        if (e > end && (e < lower.length() && Character.isLetter(lower.charAt(e)) || !SYMPTOM_ENDINGS.contains(lower.substring(end, e)))) {
            return false;
        }
        return !(word.equals("link") && e == end && end < lower.length() && lower.charAt(end) == ':');
    }

    /**
     * Each symptom class: its name, then the words (lowercase) that give it, tried in this order. Session 38 widened
     * "link" by the words people use for a lost connection ("keeps disconnecting", "deauthenticated", "connection
     * lost") and added "lost", a device gone from the system ("controller is down", "drops off the bus",
     * "vanishes", "disappears"): a terse report saying only that is read as a report and typed. Session 41: a data
     * path that stops ("receive stops", "stops transmitting") is a hang, the stall "RX hangs" names; "wake" is
     * Wake-on-LAN failing (a magic packet no longer wakes the machine), another problem than the network's own on the
     * same device and window. Only Wake-on-LAN's words: "does not wake from suspend" can be a resume hang. Session
     * 43: "suspend" is a machine that will not go to sleep (a driver failing or blocking the suspend: "will not
     * suspend", "failed to suspend async: error -16"), another problem than the device dead after idle or resume the
     * same driver and window have; last, so a report naming a hang or a crash on suspend keeps that class. Session 44:
     * "firmware" is a firmware file the driver cannot find or load ("firmware image unavailable", "Direct firmware
     * load for ... failed", "ucode15.fw not found"), a setup of the machine and another problem than the device's
     * faults under load the same driver and window have; after the others, so a firmware crash or hang keeps its
     * class, and a running firmware's version or an error it raises ("firmware error", "microcode error") is none.
     * Session 47: "corrupt" is data that arrives damaged, last of all.
     */
    private static final String[][] LOG_CLASSES = {
        {"throughput", "throughput", "performance", "slow", "mbit", "mb/s", "bandwidth", "iperf", "netperf", "speed",
            "slower"},
        {"hang", "hang", "timeout", "timed out", "watchdog", "stall", "freeze", "lockup", "receive stops",
            "rx stops", "stops receiving", "transmit stops", "tx stops", "stops transmitting",
            // session 46: a data path that is dead, in the words of people who see it ("goes deaf", "rx dead after
            // heavy traffic"): the same stall as "receive stops"
            "deaf", "rx dead", "tx dead", "receive dead", "transmit dead",
            // session 48: the same stall told of a device's reads and output ("reads stop", "the output just stops",
            // "stops sending data", "the console goes silent"), not only of receive and transmit. Not "traffic
            // stops": on a wireless link that is what a lost association looks like too (part 7's firmware restarts)
            "reads stop", "read stops", "reading stops", "output stops", "output just stops", "input stops",
            "reads stopped", "output stopped", "input stopped", "stops sending", "stopped sending",
            "stops delivering", "stopped delivering", "stops reading", "stopped reading", "goes silent",
            "went silent",
            // session 49: a picture or a screen that no longer changes ("the picture stays frozen on the last frame",
            // "the display stops updating"): the stall told of a display, as "freeze" is
            "frozen", "stops updating", "stopped updating", "stops redrawing", "stopped redrawing", "never redraws"},
        {"crash", "oops", "panic", "bug:", "null pointer", "general protection"},
        {"link", "link down", "link flap", "no link", "link is down", "aspm", "disconnect", "disconnection",
            "deauthenticated", "disassociated", "connection lost", "lost connection", "lost the connection",
            "loses the connection", "loses connection", "keeps dropping", "connection drops", "wireless drops",
            "wifi drops", "wi-fi drops", "association drops",
            // session 48: the access point or the connection as what is dropped ("drops AP", "drops the connection")
            "drops ap", "drops the ap", "dropped the ap", "dropping the ap", "drops the access point",
            "drops off the access point", "dropped off the access point", "drops off the ap", "drops the connection",
            "dropped the connection", "dropping the connection"},
        {"lost", "controller is down", "off the bus", "vanish", "disappear", "no longer detected",
            "no longer shows up",
            // session 48: a device the system does not see at all ("eSATA disk not detected when plugged in"): gone
            // from the system as a vanished one is, another problem than the same device's stall or link loss
            "not detected", "never detected", "isn't detected", "undetected",
            // session 51: a disk or a device that leaves its array or bus as users tell it ("disks drop out of md
            // RAID6", "kicked out of the array"): gone as a vanished one is
            "drop out", "drops out", "dropped out", "dropping out", "kicked out", "fall out of", "falls out of",
            "fell out of"},
        // session 47: the network gone for a while as a user sees it from outside ("drop off the network", "the
        // network goes away"), which a hang or a lost link explains (SymptomKin); after both, so a report naming
        // either keeps it. Not "unreachable": a machine a magic packet failed to wake is unreachable too
        {"outage", "off the network", "network goes away", "network went away", "loses network",
            "lose network", "lost network", "network drops out", "network dropped out",
            // session 48: a network that dies or goes dead, as people see it ("Ethernet dies after some hours", "the
            // wired network goes dead"): kin to a hang and a lost link as the rest of the class
            "goes dead", "went dead", "network dies", "network died", "ethernet dies", "ethernet died",
            "network is dead", "ethernet is dead"},
        {"wake", "wake-on-lan", "wake on lan", "wol", "magic packet"},
        {"suspend", "will not suspend", "won't suspend", "wont suspend", "does not suspend", "doesn't suspend",
            "cannot suspend", "can't suspend", "unable to suspend", "fails to suspend", "failed to suspend",
            "refuses to suspend", "suspend fails", "suspend failed", "suspend failure", "suspend aborted",
            "aborts suspend", "blocks suspend", "prevents suspend"},
        {"firmware", "firmware not found", "firmware file not found", "fw not found", "firmware image unavailable",
            "firmware unavailable", "firmware missing", "firmware file missing", "missing firmware",
            "failed to load firmware", "firmware load failed", "firmware loading failed", "direct firmware load",
            "cannot load firmware", "can't load firmware", "could not load firmware", "unable to load firmware",
            // the same in a title's words, its stop words dropped ({@link #tokens}), which the title veto reads
            "failed load firmware", "unable load firmware"},
        // session 45: the driver never binds the device (another problem than the same device misbehaving once bound)
        {"probe", "probe failed", "probe fails", "fails to probe", "failed to probe", "probe with driver",
            "not bound", "fails to bind", "failed to bind", "does not bind", "doesn't bind", "won't bind",
            "probe failure"},
        // session 47: data arrives damaged ("received data corrupted", "broken downloads", "zip files with CRC
        // errors"): another problem than the same device's stall, link loss or Wake-on-LAN; last, so a report of a
        // crash or hang that mentions corruption keeps that class
        {"corrupt", "corrupt", "corruption", "crc error", "checksum error", "checksum mismatch", "bad checksum",
            "broken download",
            // session 51: damaged data as the person who copied it sees it (a different md5sum on the other side,
            // checksums that never match)
            "md5sum", "md5sums", "sha1sum", "sha256sum", "checksums never match", "checksums don't match",
            "checksums do not match", "damaged",
            // session 54: bytes a serial line or a stream loses on the way, as the person at its end counts them
            "bytes lost", "lost bytes", "losing bytes", "loses bytes", "bytes are lost", "bytes get lost",
            "characters lost", "lost characters", "losing characters", "loses characters", "dropped characters",
            "drops characters", "dropping characters"},
        // session 51: what users complain of on hardware the earlier classes did not cover, each another problem
        // than the same device's stall, crash or lost link, and after every other class so a report naming one of
        // those keeps it. "blocked": a radio the kill switch state keeps off ("hard blocked", "disabled by hardware
        // switch"); "silent": an audio output that plays nothing ("no S/PDIF output", "optical out silent", "digital
        // output dead"; not "silence" alone, which a microphone's recording is too); "noinput": an input device that
        // is seen but sends nothing ("gives no input events", "no longer does anything")
        {"blocked", "hard blocked", "hard-blocked", "hardblocked", "soft blocked", "disabled by hardware switch",
            "kill switch", "killswitch"},
        {"silent", "no sound", "no audio", "out silent", "output silent", "output is silent", "output stays silent",
            "output dead", "output is dead", "out is dead", "no s/pdif output", "no spdif output",
            "no digital output", "no optical output"},
        {"noinput", "no input", "no longer does anything", "doesn't do anything", "does not do anything"}};
    /** The classes in the order they are asked: the older ones, then (session 53) the words of people who see it. */
    static final String[][] SYMPTOM_CLASSES = java.util.stream.Stream.concat(java.util.Arrays.stream(LOG_CLASSES),
            java.util.Arrays.stream(UserSymptoms.CLASSES)).toArray(String[][]::new);
    private static final LiteralSet SYMPTOM_WORDS = LiteralSet.builder()
            .exact(java.util.Arrays.stream(SYMPTOM_CLASSES).flatMap(c -> java.util.Arrays.stream(c, 1, c.length))
                    .distinct().toArray(String[]::new))
            .build();

    private static final Pattern SEND = Pattern.compile("(?i)\\b(send|sending|transmit|tx|upload|uploads|egress)\\b");
    private static final Pattern RECEIVE = Pattern.compile(
            "(?i)\\b(receive|receiving|rx|download|downloads|ingress|read|reads)\\b");

    private static String withDirection(Report r) {
        Regression reported = Regressions.forClustering(r.facts());
        String metric = reported == null ? null : reported.metric();
        if (metric != null && metric.startsWith("send")) {
            return "throughput/send";
        }
        if (metric != null && metric.startsWith("receive")) {
            return "throughput/receive";
        }
        String subject = r.mail().subject();
        boolean send = SEND.matcher(subject).find();
        boolean receive = RECEIVE.matcher(subject).find();
        return send == receive ? "throughput" : send ? "throughput/send" : "throughput/receive";
    }

    /** Same kind of symptom, and no conflicting direction. */
    static boolean sameSymptom(String a, String b) {
        if (a == null || b == null || a.equals("other") || b.equals("other")) {
            return false;
        }
        String baseA = a.contains("/") ? a.substring(0, a.indexOf('/')) : a;
        String baseB = b.contains("/") ? b.substring(0, b.indexOf('/')) : b;
        return baseA.equals(baseB) && (a.equals(b) || !a.contains("/") || !b.contains("/"))
                || SymptomKin.kin(baseA, baseB);
    }

    /** A report by its words and facts even where the kind classifier was not sure. */
    static boolean looksLikeReport(Report r, ReportFeatures f) {
        // Spam (session 31, spam33) is kind other too, and its words give symptoms ("Hang Seng Bank"): never a report.
        // Session 50: a problem its title tells only by the sleep that brings it on ("stylus dead after sleep") is one
        // too; not a patch's, an RFC's or a pull's title, and not the sleep in the text alone (a release announcement
        // or a design question names suspend in passing).
        boolean sleep = AfterResume.titled(f.tokens()) && !PATCH_SUBJECT.matcher(r.mail().subject()).find();
        return (Regressions.forClustering(r.facts()) != null || !f.culprits().isEmpty() || !f.bad().isEmpty()
                || !f.bugs().isEmpty() || !"other".equals(f.symptom()) || sleep) && !Spam.reads(r.mail());
    }

    private static final Pattern PATCH_SUBJECT = Pattern.compile(
            "(?i)\\[[^\\]]*\\b(PATCH|RFC|PULL|GIT PULL|ANNOUNCE)\\b[^\\]]*\\]|\\bBUILD (SUCCESS|REGRESSION)\\b");

    /**
     * A reply whose thread start never reached the archive (its parent is unknown) stands for the report it
     * answers, unless it discusses a patch, a pull request or a build robot's mail.
     */
    static boolean orphanOfReport(Report r) {
        return !PATCH_SUBJECT.matcher(r.mail().subject()).find();
    }

    private static String head(String text) {
        return text.length() > 2000 ? text.substring(0, 2000) : text;
    }

    /**
     * A report with kernel versions but no word the extractor read as a verdict (another language, or "6.5 gave
     * 6.4 GB/s, 6.8 gives 1.7"): when it names exactly two releases and its own text shows a regression's numbers or
     * words, the older is taken as good and the newer as bad, which is how people report what changed under them.
     */
    private static void inferWindow(Facts f, Set<String> good, Set<String> bad) {
        java.util.TreeMap<Long, String> releases = new java.util.TreeMap<>();
        for (KernelFact k : f.kernels()) {
            if (!k.quoted()) {
                long release = KernelSort.release(k.version());
                if (release >= 0) {
                    releases.putIfAbsent(release, k.version());
                }
            }
        }
        boolean numbers = f.throughput().stream().filter(t -> !t.quoted()).count() >= 2;
        if (releases.size() == 2 && numbers) {
            good.add(releases.firstEntry().getValue());
            bad.add(releases.lastEntry().getValue());
        }
    }

    /** At most this many options in a message: more is a pasted .config, not a pointed-at option. */
    static final int MAX_TRIGGER_OPTIONS = 16;

    /**
     * The options a report shows enabled ({@code =y}/{@code =m}, own text): a report that says
     * "CONFIG_FORCEDETH_NAPI=y" without blaming it is compared with clusters whose trigger that option is. Empty
     * when the message pastes a whole configuration.
     */
    private static Set<String> enabledOptions(Facts f) {
        Set<String> on = new LinkedHashSet<>();
        long own = f.configs().stream().filter(c -> !c.quoted()).count();
        if (own > MAX_TRIGGER_OPTIONS) {
            return on;
        }
        for (dev.lkmltriage.extract.ConfigFact c : f.configs()) {
            if (!c.quoted() && ("y".equals(c.value()) || "m".equals(c.value()))) {
                on.add(c.option());
            }
        }
        return on;
    }
}
