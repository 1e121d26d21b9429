package dev.lkmltriage.extract;

import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;

/**
 * What a rule test asks of an invented message: its facts ({@link #facts}), and of one fact, found by its key (a
 * version, a hash, a device id), the answer as text, or "absent" when no fact has that key, so that a fact the rule
 * failed to find reads differently from one with the wrong value.
 */
final class FactOf {
    /** Without pci.ids/usb.ids, so that a rule test's answer does not depend on the machine's copies. */
    private static final FactExtractor EXTRACTOR = new FactExtractor(HwMails.withoutIds());

    private FactOf() {
    }

    /** The facts of a message with {@code subject} and {@code body} (spans as {@link FiguresMails#mail} marks them). */
    static Facts facts(String subject, String body) {
        return EXTRACTOR.extract(FiguresMails.mail(subject, body));
    }

    /** The facts of a message parsed as the archive's are, its spans marked by the mail reader itself. */
    static Facts parsedFacts(String subject, String body) {
        String raw = "From: Dee Writer <dee@example.org>\nSubject: " + subject + "\nMessage-ID: <"
                + Integer.toHexString(body.hashCode()) + "@example.org>\nContent-Type: text/plain; charset=utf-8\n\n"
                + body;
        return EXTRACTOR.extract(new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8)));
    }

    static String verdict(Facts f, String version) {
        return find(f.kernels(), KernelFact::version, version, k -> String.valueOf(k.verdict()));
    }

    /** Every kernel of {@code f} as "version=verdict", in the order found. */
    static List<String> verdicts(Facts f) {
        return f.kernels().stream().map(k -> k.version() + "=" + k.verdict()).toList();
    }

    /** The subject of the verdict tests' invented report: a problem, no kernel of its own. */
    static final String REPORT = "frob: second port fails to train after resume";

    /** The verdict of {@code version} in a report ({@link #REPORT}) with {@code body}. */
    static String ofReport(String body, String version) {
        return verdict(facts(REPORT, body), version);
    }

    /** Every kernel of a report ({@link #REPORT}) with {@code body} as "version=verdict", in the order found. */
    static List<String> allOfReport(String body) {
        return verdicts(facts(REPORT, body));
    }

    static String kernelQuoted(Facts f, String version) {
        return find(f.kernels(), KernelFact::version, version, k -> String.valueOf(k.quoted()));
    }

    static String role(Facts f, String hash) {
        return find(f.commits(), CommitFact::hash, hash, CommitFact::role);
    }

    static String commitQuoted(Facts f, String hash) {
        return find(f.commits(), CommitFact::hash, hash, c -> String.valueOf(c.quoted()));
    }

    /** The message's regression as "culprit=X quoted=B", or "absent": its culprit and where it stands, in one answer. */
    static String regression(Facts f) {
        Regression r = f.regression();
        return r == null ? "absent" : "culprit=" + r.culprit() + " quoted=" + r.quoted();
    }

    static String hwQuoted(Facts f, String id) {
        return find(f.hardware(), HardwareFact::id, id, h -> String.valueOf(h.quoted()));
    }

    private static <T> String find(List<T> facts, Function<T, String> key, String wanted, Function<T, String> answer) {
        for (T fact : facts) {
            if (key.apply(fact).equals(wanted)) {
                return answer.apply(fact);
            }
        }
        return "absent";
    }
}
