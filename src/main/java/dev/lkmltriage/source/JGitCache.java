package dev.lkmltriage.source;

import org.eclipse.jgit.storage.file.WindowCacheConfig;

/**
 * Sizes JGit's process-wide pack caches for public-inbox reading. Each message blob {@code m} is stored as a delta
 * of the previous one, so with JGit's defaults (10 MiB of pack windows, 10 MiB of delta bases, 8 KiB windows) most
 * reads re-inflate a delta chain; these sizes made the real 20,000-message epoch read about 3x faster.
 */
final class JGitCache {
    private static volatile boolean installed;

    private JGitCache() {
    }

    static void ensure() {
        if (installed) {
            return;
        }
        synchronized (JGitCache.class) {
            if (!installed) {
                WindowCacheConfig c = new WindowCacheConfig();
                c.setPackedGitLimit(128L << 20);
                c.setPackedGitWindowSize(1 << 20);
                c.setDeltaBaseCacheLimit(64 << 20);
                c.install();
                installed = true;
            }
        }
    }
}
