package dev.lkmltriage.eval;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.ObjIntConsumer;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * A labelling aid, not a test: picks every {@code step}-th message of a real archive starting at {@code phase} that
 * looks as if it carries facts (by words in the raw text, not by what the extractors find, so that recall is not
 * biased towards what they already see) and writes, OUTSIDE the repository, a view of each (decoded text with line
 * numbers) and a draft label line to correct by hand. Mail text never goes into the repository; labels do.
 *
 * <p>Run: {@code java -cp $CP dev.lkmltriage.eval.RealMailSample ARCHIVE STEP PHASE OUTDIR}
 */
public final class RealMailSample {
    /** Words that say a message may carry a fact; chosen from the contract, not from the extractors. */
    static final Pattern FACTY = Pattern.compile("lspci|\\[[0-9a-fA-F]{4}:[0-9a-fA-F]{4}\\]|Fixes:|\\bcommit [0-9a-f]{7}"
            + "|bisect|[MG]bits/sec|MB/s|Mbps|\\bv?[2-6]\\.[0-9]{1,2}(-rc[0-9]+)?\\b|regress|CONFIG_|Kernel driver in use");

    private RealMailSample() {
    }

    public static void main(String[] args) throws IOException {
        Path archive = Path.of(args[0]);
        int step = Integer.parseInt(args[1]);
        int phase = Integer.parseInt(args[2]);
        Path out = Path.of(args[3]);
        // With a fifth argument (a regex), step and phase count over the messages it matches: a fact-rich sample.
        Pattern rich = args.length > 4 ? Pattern.compile(args[4]) : null;
        Files.createDirectories(out);
        List<byte[]> raw = RealMailArchive.read(archive);
        FactExtractor extractor = new FactExtractor(ExtractSettings.defaults());
        try (PrintWriter view = new PrintWriter(Files.newBufferedWriter(out.resolve("view.txt")));
             PrintWriter draft = new PrintWriter(Files.newBufferedWriter(out.resolve("draft.jsonl")))) {
            int[] picked = {0};
            draw(raw, step, phase, rich, m -> FACTY.matcher(m.subject() + "\n" + m.text()).find(), (m, i) -> {
                picked[0]++;
                ObjectNode p = ReportJson.toNode(new Report(m, m.messageId(), extractor.extract(m), null));
                view.printf("=================== #%d index %d <%s>%nSubject: %s%n", picked[0], i, m.messageId(),
                        m.subject());
                String[] lines = m.text().split("\n", -1);
                for (int l = 0; l < lines.length; l++) {
                    view.printf("%4d%s %s%n", l + 1, m.isQuoted(offsetOf(lines, l)) ? ">" : " ",
                            lines[l].length() > 200 ? lines[l].substring(0, 200) + "…" : lines[l]);
                }
                view.println("PREDICTED " + p);
                ObjectNode d = ReportJson.MAPPER.createObjectNode();
                d.put("messageId", m.messageId());
                d.put("archiveIndex", i);
                for (String f : new String[] {"kind", "hardware", "kernels", "commits", "throughput", "drivers",
                        "configs", "regression"}) {
                    d.set(f, p.get(f));
                }
                draft.println(d);
            });
            System.out.println(picked[0] + " messages picked of " + raw.size());
        }
    }

    /**
     * Hands {@code take} every {@code step}-th message from {@code phase} with its archive position: counted over the
     * messages {@code rich} matches (subject, a newline, the text) when it is given, else over the archive positions,
     * of which {@code keep} must take the message. Shared by the labelling aids.
     */
    static void draw(List<byte[]> raw, int step, int phase, Pattern rich, Predicate<Mail> keep,
            ObjIntConsumer<Mail> take) {
        MailParser parser = new MailParser();
        int matched = 0;
        for (int i = rich != null ? 0 : phase; i < raw.size(); i += rich != null ? 1 : step) {
            Mail m = parser.parse(raw.get(i));
            boolean drawn = rich != null
                    ? rich.matcher(m.subject() + "\n" + m.text()).find() && matched++ % step == phase
                    : keep.test(m);
            if (drawn) {
                take.accept(m, i);
            }
        }
    }

    private static int offsetOf(String[] lines, int line) {
        int o = 0;
        for (int l = 0; l < line; l++) {
            o += lines[l].length() + 1;
        }
        return o;
    }
}
