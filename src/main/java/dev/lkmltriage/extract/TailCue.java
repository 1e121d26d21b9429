package dev.lkmltriage.extract;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The one shape of the readers of the words right before a commit id (session 40, roles43: three readers had written
 * it three times; session 41 joined them in {@link FaultedChanges}): the last {@value #REACH} characters of
 * {@code pre}, a cheap gate (any of {@code gates} present, and all of {@code needs}), then {@code shape}, a bounded
 * pattern anchored at the end of those characters.
 *
 * @param shape the pattern, ending in {@code \s*$}
 * @param gates words one of which must stand in the tail before the pattern is tried (empty: no such gate)
 * @param needs words every one of which must stand in the tail
 */
record TailCue(Pattern shape, List<String> gates, List<String> needs) {
    static final int REACH = 120;

    TailCue(String shape, List<String> gates) {
        this(Pattern.compile(shape), gates, List.of());
    }

    /** The last {@value #REACH} characters of {@code pre}, where the readers look. */
    static String tail(String pre) {
        return pre.length() > REACH ? pre.substring(pre.length() - REACH) : pre;
    }

    /** Whether {@code pre}, the lowercase words before an id (collapsed, at most a sentence), ends in the shape. */
    boolean endsIn(String pre) {
        return matches(tail(pre));
    }

    /** {@link #endsIn} on a tail already cut. */
    boolean matches(String tail) {
        for (String w : needs) {
            if (!tail.contains(w)) {
                return false;
            }
        }
        boolean gated = gates.isEmpty();
        for (int k = 0; k < gates.size() && !gated; k++) {
            gated = tail.contains(gates.get(k));
        }
        return gated && shape.matcher(tail).find();
    }
}
