package dev.lkmltriage.triage;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.report.Report;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** How a member's facts change its cluster: suspects, fixes and status, each with its evidence. */
final class Facts2Cluster {
    private static final Pattern APPLIED = Pattern.compile(
            "(?im)^[ \\t]*(?:applied|queued(?: up)?|pushed|merged)\\b[^\\n]{0,80}|\\bapplied,? thanks\\b");
    private static final Pattern FIXED_IN = Pattern.compile("(?i)\\bfixed in (v?\\d+\\.\\d+[0-9a-z.-]*)");

    /** A status change keeps this many characters of its evidence. */
    static final int MAX_EVIDENCE = 160;

    private Facts2Cluster() {
    }

    static void suspects(ClusterState c, Report r) {
        for (CommitFact f : r.facts().commits()) {
            if (f.role().equals("culprit")) {
                String key = existing(c.suspects, f.hash());
                Cluster.Suspect old = key == null ? null : c.suspects.get(key);
                int votes = old == null ? 1 : (int) Math.round(old.score() / (1 - old.score())) + 1;
                String hash = old != null && old.hash().length() >= f.hash().length() ? old.hash() : f.hash();
                String evidence = old != null && old.evidence() != null ? old.evidence() : f.evidence();
                if (key != null) {
                    c.suspects.remove(key);
                }
                // votes/(votes+1): one reporter's bisect 0.5, two independent ones 0.67, ...
                c.suspects.put(hash, new Cluster.Suspect(hash, "culprit", votes / (votes + 1.0),
                        evidence == null ? "named by " + r.messageId() : evidence));
            } else if (f.role().equals("fix") && !f.quoted()) {
                boolean known = c.fixes.stream().anyMatch(x -> x.hash() != null && Hashes.samePrefix(x.hash(),
                        f.hash()));
                if (!known) {
                    c.fixes.add(new Cluster.Fix(f.hash(), r.messageId(), f.subject()));
                }
            }
        }
    }

    private static String existing(Map<String, Cluster.Suspect> suspects, String hash) {
        for (String k : suspects.keySet()) {
            if (Hashes.samePrefix(k, hash)) {
                return k;
            }
        }
        return null;
    }

    static void status(ClusterState c, Report r, String role, String at) {
        if (role.equals("fix")) {
            c.fixes.add(new Cluster.Fix(null, r.messageId(), r.mail().subject()));
            move(c, "fix-proposed", at, r.messageId(), "patch " + r.mail().subject());
        }
        String own = unquoted(r);
        String fixedIn = fixedIn(own);
        if (fixedIn != null) {
            move(c, "fixed", at, r.messageId(), fixedIn);
            return;
        }
        boolean fixCommit = r.facts().commits().stream().anyMatch(f -> f.role().equals("fix") && !f.quoted());
        if (fixCommit) {
            move(c, "fixed", at, r.messageId(), "fix commit named");
            return;
        }
        Matcher applied = APPLIED.matcher(own);
        if (role.equals("reply") && !c.fixes.isEmpty()
                && Literals.mayContainAny(own, "applied", "queued", "pushed", "merged") && applied.find()) {
            move(c, "fixed", at, r.messageId(), applied.group().strip());
        }
    }

    /** The first "fixed in 5.6" statement of a member's own text ({@link #unquoted}), or null. */
    private static String fixedIn(String own) {
        // The literal tests skip a regex scan of the whole own text in the messages (most) that lack their words.
        Matcher m = FIXED_IN.matcher(own);
        return Literals.mayContain(own, "fixed in ") && m.find() ? m.group() : null;
    }

    /**
     * A text of at most {@value #MAX_EVIDENCE} + 2 characters that {@link #status} reads, for a member joining as a
     * report (no fix, no reply's "applied"), as it reads {@code r}'s own text: its first "fixed in" statement, cut to
     * the evidence a status change keeps (a version cut short completed with ".0" or "0", past what is kept), or
     * empty. What {@link AbsentParents} keeps of an orphan's text.
     */
    static String statusText(Report r) {
        String fixedIn = fixedIn(unquoted(r));
        if (fixedIn == null || fixedIn.length() <= MAX_EVIDENCE) {
            return fixedIn == null ? "" : fixedIn;
        }
        String cut = fixedIn.substring(0, MAX_EVIDENCE);
        for (String end : new String[] {"", "0", ".0"}) {
            if (FIXED_IN.matcher(cut + end).matches()) {
                return cut + end;
            }
        }
        throw new IllegalStateException("a cut 'fixed in' statement that no version completes");
    }

    private static void move(ClusterState c, String status, String at, String messageId, String evidence) {
        if (rank(status) <= rank(c.status)) {
            return;
        }
        c.status = status;
        c.history.add(new Cluster.StatusChange(status, at, messageId, evidence.length() > MAX_EVIDENCE
                ? evidence.substring(0, MAX_EVIDENCE) : evidence));
    }

    private static int rank(String status) {
        return switch (status) {
            case "fixed" -> 2;
            case "fix-proposed" -> 1;
            default -> 0;
        };
    }

    /** The author's own text: everything not quoted, signature or footer; bounded for the regexes. */
    static String unquoted(Report r) {
        String text = r.mail().text();
        StringBuilder b = new StringBuilder(Math.min(text.length(), 20_000));
        for (var s : r.mail().spans()) {
            int room = 20_000 - b.length();
            if (room <= 0) {
                break;
            }
            if (s.kind() == SpanKind.PROSE || s.kind() == SpanKind.DIFF) {
                b.append(text, s.start(), Math.min(s.end(), s.start() + room)).append('\n');
            }
        }
        return b.toString();
    }
}
