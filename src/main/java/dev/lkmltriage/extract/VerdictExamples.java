package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The kernel versions of one message as the verdict fallback sees them, for training and measuring it: each version
 * the rules find with a body occurrence, the rules' verdict, and its {@link VerdictFeatures}.
 */
public final class VerdictExamples {
    private VerdictExamples() {
    }

    /** One version of a message: canonical name, the rules' verdict ("good", "bad" or null), its features. */
    public record Version(String version, String ruleVerdict, Set<String> features) {
    }

    /**
     * Every kernel fact the rules give {@code mail} (of kind {@code kind}, stating {@code regression} or null), in
     * order; a version with no body occurrence (the subject's alone) has no features, and the fallback leaves it
     * alone.
     */
    public static List<Version> of(Mail mail, MessageKind kind, Regression regression) {
        List<VerdictFeatures.Mention> mentions = new ArrayList<>();
        // the rule verdicts as FactExtractor gives them, the whole-message reading (SoleKernels) included
        KernelExtractor.Kernels ks = SoleKernels.judge(mail, kind, KernelExtractor.run(mail, mentions));
        Map<String, Set<String>> f = VerdictFallback.features(VersionsText.of(mail), mentions, ks, kind, false);
        List<Version> out = new ArrayList<>(f.size());
        // and the good end of the message's stated regression, as FactExtractor gives it
        for (KernelFact k : WindowGoodEnds.judge(ks.facts(), regression)) {
            Set<String> fs = f.get(k.version());
            out.add(new Version(k.version(), k.verdict(), fs != null ? fs : Set.of()));
        }
        return out;
    }
}
