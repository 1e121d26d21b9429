package dev.lkmltriage.source;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Records what a source delivers, for assertions. */
class CollectingSink implements ItemSink {
    final List<RawItem> items = new ArrayList<>();
    final List<String> unreadable = new ArrayList<>();
    final Map<String, String> checkpoints = new LinkedHashMap<>();
    int checkpointCalls;
    int count;

    @Override
    public void accept(RawItem item) {
        items.add(item);
    }

    @Override
    public void unreadable(String origin, String reason) {
        unreadable.add(origin + ": " + reason);
    }

    @Override
    public void checkpoint(String key, String value) {
        checkpoints.put(key, value);
        checkpointCalls++;
    }

    Checkpoints asCheckpoints() {
        Map<String, String> copy = new LinkedHashMap<>(checkpoints);
        return copy::get;
    }

    List<String> texts() {
        return items.stream().map(i -> new String(i.bytes(), StandardCharsets.UTF_8)).toList();
    }
}
