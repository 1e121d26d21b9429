package dev.lkmltriage.triage;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A title's words that only repeat the key a report already shares with a cluster (session 49). A report and a
 * cluster of one device and driver both write the driver's name and the chip's model in their titles ("mt76x2u:
 * MT7612U fails to come up after a warm reboot", "mt76x2u: hostapd on 5 GHz fails to start with MT7612U"): the
 * device and the driver are scored by their own weights, and the same names counted again as shared title words make a
 * tie of the key alone look like a tie of the problem. At placement (never in the training signals, which stay what
 * {@code ./triage train} reads), a join whose score is above zero only because of such words is no join: the text
 * tie is measured again without them, and the score with that tie must still be above zero.
 *
 * <p>Key words are the drivers either side names and the model-shaped words (letters and digits in one word:
 * "mt7612u", "rtl8169", "i219") when a device or driver tie already counts. Linear in the two title sets.
 */
final class KeyTitleWords {
    private KeyTitleWords() {
    }

    /** Whether {@code score} is above zero only by title words that repeat the shared device or driver. */
    static boolean onlyByKey(ReportFeatures f, ClusterState c, Signals s, ClusterWeights w, double score) {
        if (score <= 0 || s.text() <= 0 || (s.device() <= 0 && s.driver() <= 0)) {
            return false;
        }
        Set<String> keys = new LinkedHashSet<>(f.drivers());
        keys.addAll(c.drivers);
        double without = Scoring.jaccard(strip(f.tokens(), keys), strip(c.tokens, keys));
        return score - w.text() * (s.text() - without) <= 0;
    }

    private static Set<String> strip(Set<String> tokens, Set<String> drivers) {
        Set<String> out = new LinkedHashSet<>();
        for (String t : tokens) {
            if (!drivers.contains(t) && !modelShaped(t)) {
                out.add(t);
            }
        }
        return out;
    }

    /** A word of letters and digits both, starting with a letter ("mt7612u", "rtl8169", "e1000e"). */
    static boolean modelShaped(String t) {
        if (t == null || t.isEmpty() || !Character.isLetter(t.charAt(0))) {
            return false;
        }
        boolean digit = false;
        for (int i = 0; i < t.length(); i++) {
            char ch = t.charAt(i);
            if (Character.isDigit(ch)) {
                digit = true;
            } else if (!Character.isLetter(ch)) {
                return false;
            }
        }
        return digit;
    }
}
