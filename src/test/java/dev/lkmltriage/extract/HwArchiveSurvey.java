package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.mail.Mail;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.Test;

/**
 * A survey, not an assertion: prints what the hardware, driver and config extractors find in the real linux-pci
 * archive, for tuning by eye and for a throughput figure. Opt in with {@code -Dhw.survey=COUNT} (every 20000/COUNT-th
 * message); mail is decoded crudely here (headers split off, quoted-printable undone) since the real parser is
 * another engineer's.
 */
class HwArchiveSurvey {
    @Test
    void survey() throws Exception {
        int count = Integer.getInteger("hw.survey", 0);
        assumeTrue(count > 0, "opt-in survey: run with -Dhw.survey=COUNT");
        Path git = TestData.shared("data/linux-pci-2019-2020.git");
        ExtractSettings settings = HwMails.settings();
        HardwareExtractor hw = new HardwareExtractor(settings);
        DriverExtractor drivers = new DriverExtractor(settings);
        ConfigExtractor configs = new ConfigExtractor(settings);
        List<Mail> mails = new ArrayList<>();
        try (Repository repo = new FileRepositoryBuilder().setGitDir(git.toFile()).build();
             RevWalk walk = new RevWalk(repo)) {
            walk.markStart(walk.parseCommit(repo.resolve("HEAD")));
            int i = 0;
            int step = Math.max(1, 20000 / count);
            for (RevCommit c : walk) {
                if (i++ % step != 0) {
                    continue;
                }
                try (TreeWalk tw = TreeWalk.forPath(repo, "m", c.getTree())) {
                    if (tw == null) {
                        continue;
                    }
                    ObjectId id = tw.getObjectId(0);
                    Mail m = crude(repo.open(id).getBytes());
                    String grep = System.getProperty("hw.survey.grep");
                    if (grep == null || m.text().contains(grep)) {
                        mails.add(m);
                    }
                }
            }
        }
        long bytes = 0;
        hw.extract(HwMails.mail("02:00.0 Ethernet controller: Realtek Semiconductor Co., Ltd. RTL-8169 Gigabit"));
        long[] each = new long[3];
        for (Mail m : mails) {
            long a = System.nanoTime();
            List<HardwareFact> h = hw.extract(m);
            long b = System.nanoTime();
            drivers.extract(m, h);
            long c = System.nanoTime();
            configs.extract(m);
            long d = System.nanoTime();
            each[0] += b - a;
            each[1] += c - b;
            each[2] += d - c;
        }
        System.out.printf("SURVEY-SPLIT hardware %d ms, drivers %d ms, configs %d ms%n", each[0] / 1_000_000,
                each[1] / 1_000_000, each[2] / 1_000_000);
        long t0 = System.nanoTime();
        for (Mail m : mails) {
            bytes += m.text().length();
            List<HardwareFact> h = hw.extract(m);
            List<String> d = drivers.extract(m, h);
            List<ConfigFact> cf = configs.extract(m);
            if (Boolean.getBoolean("hw.survey.quiet")) {
                continue;
            }
            System.out.println("=== " + m.subject());
            for (HardwareFact f : h) {
                System.out.println("  HW " + f.id() + " sub=" + f.subsystem() + " rev=" + f.revision() + " "
                        + f.source() + (f.quoted() ? " q" : "") + " | " + line(m.text(), f.start()));
            }
            System.out.println("  DRV " + d);
            for (ConfigFact f : cf) {
                System.out.println("  CFG " + f.option() + "=" + f.value() + (f.quoted() ? " q" : "") + " | "
                        + line(m.text(), f.start()));
            }
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.printf("SURVEY %d mails, %d chars, %d ms, %.1f MB/s%n", mails.size(), bytes, ms,
                bytes / 1e6 / Math.max(1, ms) * 1000);
    }

    private static String line(String text, int at) {
        int s = text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
        int e = text.indexOf('\n', at);
        String l = text.substring(s, e < 0 ? text.length() : e);
        return l.length() > 140 ? l.substring(0, 140) : l;
    }

    /** Headers split off (Subject kept), quoted-printable soft breaks and =XX undone; no MIME beyond that. */
    static Mail crude(byte[] raw) {
        String all = new String(raw, StandardCharsets.UTF_8);
        int split = all.indexOf("\n\n");
        String headers = split < 0 ? all : all.substring(0, split);
        String body = split < 0 ? "" : all.substring(split + 2);
        String subject = "";
        for (String h : headers.replace("\n ", " ").replace("\n\t", " ").split("\n")) {
            if (h.regionMatches(true, 0, "Subject:", 0, 8)) {
                subject = h.substring(8).strip();
            }
        }
        if (headers.toLowerCase().contains("quoted-printable")) {
            body = unqp(body);
        }
        return withDiffs(subject, body);
    }

    /** Like HwMails.mail, plus DIFF spans from "diff --git" over the hunk lines, as the real splitter will mark. */
    private static Mail withDiffs(String subject, String text) {
        Mail plain = HwMails.mail(subject, text);
        List<dev.lkmltriage.mail.Span> spans = new ArrayList<>();
        int i = 0;
        boolean inDiff = false;
        while (i < text.length()) {
            int nl = text.indexOf('\n', i);
            int end = nl < 0 ? text.length() : nl + 1;
            String line = text.substring(i, end);
            if (line.startsWith("diff --git ")) {
                inDiff = true;
            } else if (inDiff && !(line.startsWith(" ") || line.startsWith("+") || line.startsWith("-")
                    || line.startsWith("@@") || line.startsWith("index ") || line.startsWith("new file")
                    || line.startsWith("deleted file") || line.startsWith("similarity") || line.startsWith("rename")
                    || line.startsWith("\\") || line.equals("\n"))) {
                inDiff = false;
            }
            dev.lkmltriage.mail.SpanKind kind = inDiff ? dev.lkmltriage.mail.SpanKind.DIFF
                    : line.startsWith(">") ? dev.lkmltriage.mail.SpanKind.QUOTE
                    : line.startsWith("-- ") && line.strip().equals("--") ? dev.lkmltriage.mail.SpanKind.SIGNATURE
                    : dev.lkmltriage.mail.SpanKind.PROSE;
            spans.add(new dev.lkmltriage.mail.Span(i, end, kind));
            i = end;
        }
        return new Mail(plain.messageId(), false, subject, "", null, null, null, List.of(), List.of(), text,
                plain.parts(), spans, List.of(), "0");
    }

    private static String unqp(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '=' && i + 1 < b.length && b[i + 1] == '\n') {
                i++;
            } else if (b[i] == '=' && i + 2 < b.length && Character.digit(b[i + 1], 16) >= 0
                    && Character.digit(b[i + 2], 16) >= 0) {
                out.write(Character.digit(b[i + 1], 16) * 16 + Character.digit(b[i + 2], 16));
                i += 2;
            } else {
                out.write(b[i]);
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
