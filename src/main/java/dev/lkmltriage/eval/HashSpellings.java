package dev.lkmltriage.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One commit abbreviated two ways is one commit: a message that writes {@code 181e9d4efaf6} in one sentence and
 * {@code 181e9d4efaf6a} in the next names a single commit, and the extract contract's "hash as written" allows either
 * spelling. Before scoring, each predicted hash (in {@code commits} and in the regression's {@code culprit}) that is a
 * prefix of a labelled hash, or has one as its prefix, takes the label's spelling, so the same commit is not counted
 * once missed and once wrong. Hashes that are not prefixes of one another are left alone: two different commits stay
 * two facts.
 */
final class HashSpellings {
    private HashSpellings() {
    }

    /** A copy of {@code predicted} with its hashes spelled as {@code label} spells the same commits. */
    static JsonNode alignTo(JsonNode label, JsonNode predicted) {
        List<String> labelled = new ArrayList<>();
        label.path("commits").forEach(c -> labelled.add(lower(c.path("hash").asText(""))));
        JsonNode culprit = label.path("regression").path("culprit");
        if (culprit.isTextual()) {
            labelled.add(lower(culprit.asText()));
        }
        if (labelled.isEmpty() || !(predicted instanceof ObjectNode)) {
            return predicted;
        }
        ObjectNode out = ((ObjectNode) predicted).deepCopy();
        for (JsonNode c : out.path("commits")) {
            if (c instanceof ObjectNode o && o.path("hash").isTextual()) {
                o.put("hash", spelling(lower(o.path("hash").asText()), labelled));
            }
        }
        if (out.path("regression") instanceof ObjectNode r && r.path("culprit").isTextual()) {
            r.put("culprit", spelling(lower(r.path("culprit").asText()), labelled));
        }
        return out;
    }

    /** The labelled spelling of the commit {@code hash} abbreviates (exact first), else {@code hash} itself. */
    static String spelling(String hash, List<String> labelled) {
        if (labelled.contains(hash)) {
            return hash;
        }
        for (String l : labelled) {
            if (l.length() >= 7 && hash.length() >= 7 && (l.startsWith(hash) || hash.startsWith(l))) {
                return l;
            }
        }
        return hash;
    }

    private static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
