package dev.lkmltriage.extract;

import dev.lkmltriage.TestData;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.mail.TextPart;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;

/** Test mails for the hardware, driver and config extractors, built without the real mail parser. */
final class HwMails {
    private HwMails() {
    }

    /** A mail whose body is {@code text}; lines starting with '>' are QUOTE, the rest PROSE. */
    static Mail mail(String subject, String text) {
        List<Span> spans = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int nl = text.indexOf('\n', i);
            int end = nl < 0 ? text.length() : nl + 1;
            SpanKind kind = text.charAt(i) == '>' ? SpanKind.QUOTE : SpanKind.PROSE;
            if (!spans.isEmpty() && spans.get(spans.size() - 1).kind() == kind) {
                Span last = spans.remove(spans.size() - 1);
                spans.add(new Span(last.start(), end, kind));
            } else {
                spans.add(new Span(i, end, kind));
            }
            i = end;
        }
        return new Mail("test@example.org", false, subject, "Tester <t@example.org>", null, null, null, List.of(),
                List.of(), text, List.of(new TextPart("text/plain", null, "UTF-8", 0, text.length(), false)), spans,
                List.of(), "0");
    }

    static Mail mail(String text) {
        return mail("", text);
    }

    /** A mail with a subject whose text from {@code diff --git} on is one DIFF span, the rest PROSE. */
    static Mail withDiff(String subject, String text) {
        int diff = Math.max(0, text.indexOf("diff --git "));
        List<Span> spans = diff == 0 ? List.of(new Span(0, text.length(), SpanKind.DIFF))
                : List.of(new Span(0, diff, SpanKind.PROSE), new Span(diff, text.length(), SpanKind.DIFF));
        return new Mail("test@example.org", false, subject, "Tester <t@example.org>", null, null, null, List.of(),
                List.of(), text, List.of(new TextPart("text/plain", null, "UTF-8", 0, text.length(), false)), spans,
                List.of(), "0");
    }

    /** A mail with explicit spans (for DIFF/SIGNATURE tests). */
    static Mail mail(String text, List<Span> spans) {
        return new Mail("test@example.org", false, "", "", null, null, null, List.of(), List.of(), text,
                List.of(), spans, List.of(), "0");
    }

    /** A seed dump: a first line followed by From: is the subject, the rest the body (quoted lines: QUOTE). */
    static Mail seed(String prefix) throws IOException {
        Path dir = TestData.shared("seeds");
        try (var files = Files.list(dir)) {
            Path p = files.filter(f -> f.getFileName().toString().startsWith(prefix)).findFirst().orElseThrow();
            String all = Files.readString(p, StandardCharsets.UTF_8);
            int nl = all.indexOf('\n');
            boolean subjectLine = all.startsWith("From:", nl + 1);
            return subjectLine ? mail(all.substring(0, nl), all.substring(nl + 1)) : mail("", all);
        }
    }

    static ExtractSettings settings() {
        Path shared = TestData.sharedOrNull();
        Path pci = shared == null ? null : shared.resolve("data/pci.ids");
        Path usb = shared == null ? null : shared.resolve("data/usb.ids");
        return new ExtractSettings(Path.of("models"), pci != null && Files.exists(pci) ? pci : null,
                usb != null && Files.exists(usb) ? usb : null);
    }

    static ExtractSettings withoutIds() {
        return new ExtractSettings(Path.of("models"), null, null);
    }

    /** The hardware facts {@code x} finds in a mail of {@code subject} and {@code body}, by id (first fact kept). */
    static Map<String, HardwareFact> hardwareById(FactExtractor x, String subject, String body) {
        return x.extract(mail(subject, body)).hardware().stream()
                .collect(Collectors.toMap(HardwareFact::id, Function.identity(), (a, b) -> a));
    }

    /**
     * The ids {@code ids} reads in a mail of {@code subject} and {@code body}, each as {@code vvvv:dddd/quoted} (with
     * {@code +ssss:ssss} after the id when {@code subsystems} and the fact has one), sorted and joined by blanks.
     */
    static String idsRead(HardwareExtractor ids, String subject, String body, boolean subsystems) {
        return ids.extract(mail(subject, body)).stream()
                .map(h -> h.id() + (subsystems && h.subsystem() != null ? "+" + h.subsystem() : "") + "/" + h.quoted())
                .sorted().collect(Collectors.joining(" "));
    }

    /** Skips a test that resolves names when the shared pci.ids is absent. */
    static void assumeIds() {
        Assumptions.assumeTrue(settings().pciIds() != null, "pci.ids is needed to resolve names");
    }
}
