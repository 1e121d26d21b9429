package dev.lkmltriage.eval;

import dev.lkmltriage.mail.Mail;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A labelling aid for the message kind, not a test. Kind applies to every message, so unlike {@link RealMailSample}
 * (which keeps only fact-like mail) this draws every {@code step}-th archive position from {@code phase} with no
 * filter; with a regex, step and phase count over the messages whose subject and text match it (a report-rich draw).
 * It writes, OUTSIDE the repository, a blind view for kind (headers, then the message's lines with each run of quoted
 * lines and each diff folded to one line; no extractor output at all) and {@code ids.tsv} (archive index and
 * Message-ID) to label from.
 *
 * <p>Run: {@code java -cp $CP dev.lkmltriage.eval.KindSample ARCHIVE STEP PHASE OUTDIR [REGEX]}
 */
public final class KindSample {
    /** Own lines shown per message: kind is decided by the headers and the first screen of text. */
    private static final int SHOWN = 45;

    private KindSample() {
    }

    public static void main(String[] args) throws IOException {
        Path archive = Path.of(args[0]);
        int step = Integer.parseInt(args[1]);
        int phase = Integer.parseInt(args[2]);
        Path out = Path.of(args[3]);
        Pattern rich = args.length > 4 ? Pattern.compile(args[4]) : null;
        Files.createDirectories(out);
        List<byte[]> raw = RealMailArchive.read(archive);
        try (PrintWriter view = new PrintWriter(Files.newBufferedWriter(out.resolve("view.txt")));
             PrintWriter ids = new PrintWriter(Files.newBufferedWriter(out.resolve("ids.tsv")))) {
            int[] picked = {0};
            RealMailSample.draw(raw, step, phase, rich, m -> true, (m, i) -> {
                picked[0]++;
                ids.printf("%d\t%s%n", i, m.messageId());
                view.printf("=================== #%d index %d <%s>%nSubject: %s%nFrom: %s%nIn-Reply-To: %s%n",
                        picked[0], i, m.messageId(), m.subject(), m.from(), m.inReplyTo());
                printFolded(view, m);
            });
            System.out.println(picked[0] + " messages picked of " + raw.size());
        }
    }

    private static void printFolded(PrintWriter view, Mail m) {
        String[] lines = m.text().split("\n", -1);
        int offset = 0;
        int shown = 0;
        int quoted = 0;
        int diff = 0;
        for (String line : lines) {
            boolean q = m.isQuoted(offset) || line.startsWith(">");
            offset += line.length() + 1;
            if (q) {
                if (quoted++ == 0) {
                    flushDiff(view, diff);
                    diff = 0;
                    view.println("  > " + clip(line));
                }
                continue;
            }
            if (quoted > 1) {
                view.printf("  > [%d quoted lines]%n", quoted);
            }
            quoted = 0;
            if (line.startsWith("diff --git ") || (diff > 0 && !line.isEmpty() && " +-@\\".indexOf(line.charAt(0)) >= 0)
                    || line.startsWith("--- a/") || line.startsWith("+++ b/") || line.startsWith("@@ ")) {
                diff++;
                continue;
            }
            flushDiff(view, diff);
            diff = 0;
            if (shown++ >= SHOWN) {
                view.printf("  ... (%d lines in all)%n", lines.length);
                return;
            }
            view.println("    " + clip(line));
        }
        flushDiff(view, diff);
        if (quoted > 1) {
            view.printf("  > [%d quoted lines]%n", quoted);
        }
    }

    private static void flushDiff(PrintWriter view, int diff) {
        if (diff > 0) {
            view.printf("  [diff, %d lines]%n", diff);
        }
    }

    private static String clip(String line) {
        return line.length() > 160 ? line.substring(0, 160) + "…" : line;
    }
}
