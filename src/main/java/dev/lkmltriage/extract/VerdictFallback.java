package dev.lkmltriage.extract;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The trained verdict fallback: after the rules, a kernel version of a report or reply that they left without a
 * verdict gets the one {@link VerdictModel} gives it, when the model is sure enough. Never replaces a rule's verdict;
 * judges at most {@link #MAX_JUDGED} versions a message, each at a bounded cost.
 */
final class VerdictFallback {
    /** The model file in {@code models/}. */
    static final String FILE = "verdict-model.json";
    /** Versions judged per message at most (a pathological message lists thousands). */
    static final int MAX_JUDGED = 200;
    private static final System.Logger LOG = System.getLogger(VerdictFallback.class.getName());

    private final VerdictModel model;

    VerdictFallback(VerdictModel model) {
        this.model = model;
    }

    /** Only reports and replies: patches, pulls and robots state results by other conventions the rules cover. */
    static boolean applies(MessageKind kind) {
        return kind == MessageKind.REPORT || kind == MessageKind.REPLY;
    }

    /**
     * The fallback of {@code models/verdict-model.json}, or null (rules only) when there is no models directory or
     * no such file; a file that cannot be read as a model is named in a warning and also gives rules only.
     */
    static VerdictFallback load(ExtractSettings settings) {
        if (settings == null || settings.modelsDir() == null) {
            return null;
        }
        Path file = settings.modelsDir().resolve(FILE);
        if (!Files.exists(file)) {
            return null;
        }
        try {
            return new VerdictFallback(read(file));
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "ignoring " + file + " (kernel verdicts from the rules only): "
                    + e.getMessage());
            return null;
        }
    }

    /** Reads a model file, saying which file is wrong and how. */
    static VerdictModel read(Path file) throws IOException {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return VerdictModel.read(r);
        } catch (IOException | RuntimeException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /** {@code ks} with the model's verdicts on the versions the rules left without one. */
    KernelExtractor.Kernels fill(VersionsText body, List<VerdictFeatures.Mention> mentions,
            KernelExtractor.Kernels ks, MessageKind kind) {
        Map<String, String> found = judge(body, mentions, ks, kind);
        for (VerdictFeatures.Mention m : mentions) {
            if (m.verdict() == KernelVerdicts.PLANNED) {
                // session 40 (verdict43): a run still to do shows nothing; the model read such plans as runs
                found.remove(m.version().name());
            }
        }
        if (found.isEmpty()) {
            return ks;
        }
        List<KernelFact> out = new ArrayList<>(ks.facts().size());
        Set<String> ranOnly = new HashSet<>(ks.ranOnly());
        for (KernelFact k : ks.facts()) {
            String v = found.get(k.version());
            if (v != null && k.verdict() == null) {
                out.add(new KernelFact(k.version(), k.raw(), v, k.quoted(), k.start(), k.end()));
                ranOnly.add(k.version());
            } else {
                out.add(k);
            }
        }
        return new KernelExtractor.Kernels(out, ranOnly);
    }

    private Map<String, String> judge(VersionsText body, List<VerdictFeatures.Mention> mentions,
            KernelExtractor.Kernels ks, MessageKind kind) {
        Map<String, String> out = new HashMap<>();
        Map<String, Set<String>> features = features(body, mentions, ks, kind, true);
        features.forEach((version, f) -> {
            String v = model.verdict(f);
            if (v != null) {
                out.put(version, v);
            }
        });
        return out;
    }

    /**
     * The features of each version with a body occurrence (only those without a rule verdict when {@code nullOnly}),
     * at most {@link #MAX_JUDGED}, in the facts' order.
     */
    static Map<String, Set<String>> features(VersionsText body, List<VerdictFeatures.Mention> mentions,
            KernelExtractor.Kernels ks, MessageKind kind, boolean nullOnly) {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        if (mentions.isEmpty()) {
            return out;
        }
        List<VerdictFeatures.Mention> sorted = new ArrayList<>(mentions);
        sorted.sort(Comparator.comparingInt(VerdictFeatures.Mention::start));
        Map<String, KernelVersion> versions = new HashMap<>();
        Map<String, List<Integer>> at = new HashMap<>();
        for (int i = 0; i < sorted.size(); i++) {
            KernelVersion v = sorted.get(i).version();
            versions.putIfAbsent(v.name(), v);
            at.computeIfAbsent(v.name(), n -> new ArrayList<>()).add(i);
        }
        Map<KernelVersion, String> rules = new LinkedHashMap<>();
        for (KernelFact k : ks.facts()) {
            KernelVersion v = versions.get(k.version());
            if (v != null && k.verdict() != null && rules.size() < MAX_JUDGED) {
                rules.put(v, k.verdict());
            }
        }
        for (KernelFact k : ks.facts()) {
            if (out.size() >= MAX_JUDGED) {
                break;
            }
            KernelVersion v = versions.get(k.version());
            if (v != null && (!nullOnly || k.verdict() == null)) {
                out.put(k.version(), VerdictFeatures.of(body, sorted, at.get(k.version()), v, rules, kind));
            }
        }
        return out;
    }
}
