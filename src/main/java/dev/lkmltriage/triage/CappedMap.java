package dev.lkmltriage.triage;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * A clusterer's memory of the most recent {@code max} entries, in the order they were first put: putting one more
 * drops the oldest, after handing it to {@code dropped} (to take it out of the indexes kept beside the map).
 */
final class CappedMap<K, V> extends LinkedHashMap<K, V> {
    private final int max;
    private final BiConsumer<K, V> dropped;

    CappedMap(int max) {
        this(max, (k, v) -> {
        });
    }

    CappedMap(int max, BiConsumer<K, V> dropped) {
        this.max = max;
        this.dropped = dropped;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        if (size() <= max) {
            return false;
        }
        dropped.accept(eldest.getKey(), eldest.getValue());
        return true;
    }
}
