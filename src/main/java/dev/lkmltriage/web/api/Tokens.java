package dev.lkmltriage.web.api;

import dev.lkmltriage.web.Backend;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The API tokens and whose they are: {@code triage.tokens=alice:SECRET,bob:OTHER} in the configuration, and lines
 * {@code alice:SECRET} in {@code DATA/tokens} (re-read when it changes; {@code #} starts a comment). Secrets are
 * compared in constant time and never logged or echoed.
 */
@Singleton
public class Tokens {
    private static final Logger LOG = Logger.getLogger(Tokens.class);
    private static final String PREFIX = "Bearer ";

    @ConfigProperty(name = "triage.tokens")
    Optional<String> configured;

    @Inject
    Backend backend;

    private record Entry(String user, byte[] secret) {
    }

    private List<Entry> fromFile = List.of();
    private FileTime fileTime;

    /** The user an {@code Authorization} header value names, or empty for a missing, malformed or unknown token. */
    public Optional<String> userOf(String authorization) {
        if (authorization == null || !authorization.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) {
            return Optional.empty();
        }
        byte[] given = authorization.substring(PREFIX.length()).strip().getBytes(StandardCharsets.UTF_8);
        if (given.length == 0) {
            return Optional.empty();
        }
        String found = null;
        for (Entry e : entries()) {
            // Look at every entry whatever matches, so timing does not tell how far a guess got.
            if (MessageDigest.isEqual(e.secret(), given) && found == null) {
                found = e.user();
            }
        }
        return Optional.ofNullable(found);
    }

    /** True when at least one token is configured (else every write is refused, with a message saying how). */
    public boolean any() {
        return !entries().isEmpty();
    }

    private List<Entry> entries() {
        List<Entry> all = new ArrayList<>(parse(configured.orElse(""), ","));
        all.addAll(file());
        return all;
    }

    private synchronized List<Entry> file() {
        Path f = backend.dataDir().resolve("tokens");
        try {
            FileTime t = Files.exists(f) ? Files.getLastModifiedTime(f) : null;
            if (t == null) {
                fromFile = List.of();
            } else if (!t.equals(fileTime)) {
                fromFile = parse(Files.readString(f, StandardCharsets.UTF_8), "\n");
            }
            fileTime = t;
        } catch (IOException e) {
            LOG.warnf("cannot read the token file %s: %s; its tokens are not accepted until it can be read", f,
                    e.getClass().getSimpleName());
            fromFile = List.of();
        }
        return fromFile;
    }

    static List<Entry> parse(String text, String separator) {
        List<Entry> out = new ArrayList<>();
        for (String item : text.split(separator)) {
            String s = item.strip();
            int colon = s.indexOf(':');
            if (s.isEmpty() || s.startsWith("#") || colon <= 0 || colon == s.length() - 1) {
                continue;
            }
            out.add(new Entry(s.substring(0, colon).strip(),
                    s.substring(colon + 1).strip().getBytes(StandardCharsets.UTF_8)));
        }
        return out;
    }
}
