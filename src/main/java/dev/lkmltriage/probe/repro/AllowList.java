package dev.lkmltriage.probe.repro;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The hosts the product may probe. Nothing is allowed by default, loopback included: an open probe would be a
 * denial-of-service tool. Entries are {@code host}, {@code host:port}, {@code [v6]:port}, an address, or a CIDR
 * block ({@code 192.0.2.0/24}, {@code 192.0.2.0/24:5201}, {@code [fd00::/8]:5201}), from three places, all used:
 * the setting {@value #PROPERTY} (a JVM system property; in the service, application.properties), the environment
 * variable {@value #ENV}, and the file {@code DATA/}{@value #FILE} (one entry a line, {@code #} comments). In the
 * setting and the variable, entries are separated by commas or blanks. A malformed entry is an error naming it.
 */
public final class AllowList {
    public static final String PROPERTY = "triage.repro.allow";
    public static final String ENV = "TRIAGE_REPRO_ALLOW";
    public static final String FILE = "repro-allow";
    private static final int MAX_ENTRIES = 10_000;

    private final List<AllowEntry> entries;

    AllowList(List<AllowEntry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** The allow-list from the system property, the environment and {@code dataDir/repro-allow}. */
    public static AllowList load(Path dataDir) throws IOException {
        return load(dataDir, System.getenv(), System.getProperty(PROPERTY));
    }

    /**
     * As {@link #load(Path)}, with {@code configured} (the service's {@value #PROPERTY} from its own configuration,
     * which Quarkus does not publish as a system property) taking the place of the system property.
     */
    public static AllowList load(Path dataDir, String configured) throws IOException {
        return load(dataDir, System.getenv(), configured);
    }

    static AllowList load(Path dataDir, Map<String, String> env, String property) throws IOException {
        List<AllowEntry> out = new ArrayList<>();
        addAll(out, property, "setting " + PROPERTY);
        addAll(out, env.get(ENV), "environment variable " + ENV);
        Path file = dataDir == null ? null : dataDir.resolve(FILE);
        if (file != null && Files.isRegularFile(file)) {
            if (Files.size(file) > 1 << 20) {
                throw new IllegalArgumentException(file + " is over 1 MiB: an allow-list is a short list of hosts");
            }
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                int hash = line.indexOf('#');
                addAll(out, hash >= 0 ? line.substring(0, hash) : line, file.toString());
            }
        }
        return new AllowList(out);
    }

    /** An allow-list of exactly these entries (for the service, which reads its own configuration). */
    public static AllowList of(String entries) {
        List<AllowEntry> out = new ArrayList<>();
        addAll(out, entries, "setting " + PROPERTY);
        return new AllowList(out);
    }

    private static void addAll(List<AllowEntry> out, String text, String source) {
        if (text == null) {
            return;
        }
        for (String e : text.split("[,\\s]+")) {
            if (!e.isBlank()) {
                if (out.size() >= MAX_ENTRIES) {
                    throw new IllegalArgumentException("more than " + MAX_ENTRIES + " allow-list entries in " + source);
                }
                out.add(AllowEntry.parse(e, source));
            }
        }
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /**
     * The address to probe for {@code target}, checked against the list. The caller must connect to this address,
     * not to the name again, so a name that resolves differently on the second lookup cannot slip past the check.
     *
     * @throws TargetRefusedException when no entry allows it, with how to allow it
     */
    public InetAddress check(Target target) {
        InetAddress[] addrs;
        try {
            addrs = InetAddress.getAllByName(target.host());
        } catch (UnknownHostException e) {
            throw new TargetRefusedException("cannot resolve target " + target.host() + ": check the name");
        }
        for (InetAddress a : addrs) {
            for (AllowEntry e : entries) {
                if (e.allows(target.host().toLowerCase(Locale.ROOT), a, target.port())) {
                    return a;
                }
            }
        }
        throw new TargetRefusedException("target " + target + " is not allow-listed"
                + (entries.isEmpty() ? " (the allow-list is empty)" : "")
                + ": add it (host, host:port or CIDR) to the setting " + PROPERTY + ", the environment variable "
                + ENV + " or the file DATA/" + FILE + "; only probe hosts you run yourself");
    }
}
