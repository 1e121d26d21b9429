package dev.lkmltriage.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Kernel drivers by name, by source path and by the device ids they bind, read from {@code models/drivers.tsv}
 * (module name, paths, ids, aliases, flags) and the generated {@code models/drivers-kernel.tsv.gz} (same format). Immutable and thread-safe; a missing or malformed file gives a table
 * that knows fewer drivers, never an exception.
 */
public final class DriverTable {
    private static final DriverTable EMPTY = new DriverTable(List.of());

    /**
     * One driver: its module name, source paths, ids it binds, other names, whether its bare name is a word, and
     * whether it comes only from the generated table ({@code drivers-kernel.tsv.gz}), so that its name needs context.
     * {@code ownNames}: a hand-written row flagged {@code ownnames} takes none of the generated table's registered
     * names (see {@link #merge}). {@code succeeds}: a hand-written row flagged {@code succeeds=OLD@YYYY-MM-DD} is
     * the module that from that day on carries what OLD's names (its tags, aliases, bindings) denote, OLD's source
     * having become a part shared with it (pcie-rcar-host after the 2020 host/common split); null for every other
     * row (see {@link SplitModules}). {@code acronyms}: aliases written in capitals ("AL" of pcie-al, "ITS" of
     * irq-gic-v3-its), acronyms that lowercased are ordinary words: read only as written, where the text calls them a
     * driver ({@link CalledDrivers}), never as tags or in the word scan, so they are kept apart from {@code aliases}.
     */
    public record Driver(String name, List<String> paths, List<String> ids, List<String> aliases, boolean prose,
            boolean generated, boolean ownNames, String succeeds, List<String> acronyms) {
        public Driver {
            paths = List.copyOf(paths);
            ids = List.copyOf(ids);
            aliases = List.copyOf(aliases);
            acronyms = List.copyOf(acronyms);
        }

        public Driver(String name, List<String> paths, List<String> ids, List<String> aliases, boolean prose,
                boolean generated, boolean ownNames, String succeeds) {
            this(name, paths, ids, aliases, prose, generated, ownNames, succeeds, List.of());
        }

        public Driver(String name, List<String> paths, List<String> ids, List<String> aliases, boolean prose,
                boolean generated, boolean ownNames) {
            this(name, paths, ids, aliases, prose, generated, ownNames, null);
        }

        public Driver(String name, List<String> paths, List<String> ids, List<String> aliases, boolean prose,
                boolean generated) {
            this(name, paths, ids, aliases, prose, generated, false);
        }
    }

    private final Map<String, Driver> byName = new HashMap<>();
    private final Map<String, Driver> byAlias = new HashMap<>();
    /** A split module's name -> the row flagged {@code succeeds=} that name (see {@link Driver#succeeds}). */
    private final Map<String, Driver> heirs = new HashMap<>();
    /** Aliases written by hand in {@code drivers.tsv} ("xhci", "mvebu"): alias -> module name. */
    private final Map<String, String> handAliases = new HashMap<>();
    /** Acronyms written by hand as aliases in capitals ("AL", "ITS"; {@link Driver#acronyms}): acronym -> module. */
    private final Map<String, String> acronyms = new HashMap<>();
    private final Map<String, List<Driver>> byId = new HashMap<>();
    private final List<Map.Entry<String, Driver>> paths = new ArrayList<>();
    /** The first entry of {@link #paths} for each path, so a lookup tries only a path's own prefixes. */
    private final Map<String, Driver> byPath = new HashMap<>();
    private int longestPath;
    /**
     * One bit per {@link String#hashCode} of a {@link #byPath} key (session 45, speed46): {@link #byPath(String)}
     * tries each boundary prefix of a path longest first, and most are no key; their hashes, rolled back one
     * character at a time, rule them out without a substring and a map look-up.
     */
    private final long[] pathBits = new long[PATH_BITS / 64];
    private static final int PATH_BITS = 1 << 16;
    /** The inverse of 31 modulo 2^32: {@code h(s[0, n-1)) == (h(s[0, n)) - s[n-1]) * INV31} for String's hash. */
    static final int INV31 = 0xBDEF7BDF;
    /** One bit per {@link #hash} of a name: most words of a text are no driver, and need no String to say so. */
    private final long[] nameBits = new long[NAME_BITS / 64];
    private static final int NAME_BITS = 1 << 18;
    /**
     * A second bit per name, by an independent mix of the same hash ({@link #mayBeNameHashedAgain}): a few common
     * words share a bit of {@link #nameBits} with some name ("port", "after" on the synthetic corpus, 6 % of its
     * lowercase words), and each then cost a substring and two map look-ups (session 38).
     */
    private final long[] nameBitsAgain = new long[NAME_BITS_AGAIN / 64];
    private static final int NAME_BITS_AGAIN = 1 << 17;

    /** Source files by their file name, and directories a module owns by their last name, for {@link #fullPath}. */
    private final Map<String, List<String>> filesByName = new HashMap<>();
    private final Map<String, List<String>> dirsByName = new HashMap<>();

    /** Registered names the generated table gave as aliases ({@code imx6q-pcie} of pci-imx6). */
    private final Set<String> registered;

    private DriverTable(List<Driver> drivers) {
        this(drivers, Set.of());
    }

    private DriverTable(List<Driver> drivers, Set<String> registered) {
        this.registered = Set.copyOf(registered);
        for (Driver d : drivers) {
            byName.putIfAbsent(d.name(), d);
            if (d.succeeds() != null) {
                int at = d.succeeds().indexOf('@');
                heirs.putIfAbsent(at < 0 ? d.succeeds() : d.succeeds().substring(0, at), d);
            }
            for (String a : d.aliases()) {
                byAlias.putIfAbsent(a, d);
                if (!d.generated()) {
                    handAliases.putIfAbsent(a, d.name());
                }
            }
            for (String a : d.acronyms()) {
                acronyms.putIfAbsent(a, d.name());
            }
            for (String id : d.ids()) {
                byId.computeIfAbsent(id, k -> new ArrayList<>()).add(d);
            }
            for (String p : d.paths()) {
                paths.add(Map.entry(p, d));
            }
        }
        // longest path first, so drivers/net/ethernet/realtek/r8169_ wins over a shorter directory entry
        paths.sort((a, b) -> Integer.compare(b.getKey().length(), a.getKey().length()));
        for (Map.Entry<String, Driver> e : paths) {
            byPath.putIfAbsent(e.getKey(), e.getValue());
            longestPath = Math.max(longestPath, e.getKey().length());
        }
        for (String p : byPath.keySet()) {
            int b = pathBit(p.hashCode());
            pathBits[b >>> 6] |= 1L << b;
        }
        for (String p : byPath.keySet()) {
            if (p.endsWith(".c")) {
                filesByName.computeIfAbsent(p.substring(p.lastIndexOf('/') + 1), k -> new ArrayList<>(1)).add(p);
            } else if (p.endsWith("/")) {
                String dir = p.substring(0, p.length() - 1);
                dirsByName.computeIfAbsent(dir.substring(dir.lastIndexOf('/') + 1), k -> new ArrayList<>(1)).add(p);
            }
        }
        for (String name : byName.keySet()) {
            int h = hash(name, 0, name.length());
            nameBits[h >>> 6] |= 1L << h;
            int g = mixAgain(name.hashCode());
            nameBitsAgain[g >>> 6] |= 1L << g;
        }
    }

    /** An empty table. */
    public static DriverTable empty() {
        return EMPTY;
    }

    /**
     * {@code drivers.tsv} under the settings' models directory merged with {@code drivers-kernel.tsv.gz} (see
     * {@link #merge}), the older {@code drivers-kernel-5.10.tsv.gz} read beneath the latter; empty when there is
     * none.
     */
    public static DriverTable load(ExtractSettings settings) {
        List<Driver> hand = ModelFiles.load(settings, "drivers.tsv", DriverTable::rows, List.of());
        List<Driver> kernel = OlderKernelTable.under(
                ModelFiles.load(settings, KERNEL_FILE, DriverTable::rows, List.of()),
                ModelFiles.load(settings, OLDER_KERNEL_FILE, DriverTable::rows, List.of()));
        return hand.isEmpty() && kernel.isEmpty() ? EMPTY : merge(hand, kernel);
    }

    /** The generated table of the kernel's driver modules ({@code triage models drivers}). */
    static final String KERNEL_FILE = "drivers-kernel.tsv.gz";
    /**
     * The same table generated from an older release, of the archive's years (Linux 5.10): files and modules the
     * newer tree moved, renamed or removed; read under the newer table by {@link OlderKernelTable#under}.
     */
    static final String OLDER_KERNEL_FILE = "drivers-kernel-5.10.tsv.gz";

    /**
     * The hand-written rows with the generated ones added: a generated module the hand table names (in either
     * spelling: modprobe reads '-' and '_' alike) gets the
     * generated files and registered names the hand table does not already place; a new one is added as
     * {@link Driver#generated()}, its name never prose. Hand-written names, aliases and paths always win: a
     * generated name that is a hand-written alias, a generated path a hand-written entry covers, are dropped.
     */
    public static DriverTable merge(List<Driver> hand, List<Driver> kernel) {
        DriverTable h = new DriverTable(hand);
        // every hand-written row stays (a name may have several: one for paths, one for a tag alias); generated
        // additions go to a name's first row
        List<Driver> out = new ArrayList<>(hand);
        Map<String, Integer> first = new HashMap<>();
        // xhci_hcd by hand is the source's xhci-hcd
        Map<String, String> spelled = new HashMap<>();
        Set<String> registered = new HashSet<>();
        for (int i = 0; i < hand.size(); i++) {
            first.putIfAbsent(hand.get(i).name(), i);
            spelled.putIfAbsent(hand.get(i).name().replace('-', '_'), hand.get(i).name());
        }
        for (Driver d : hand) {
            d.aliases().forEach(a -> spelled.putIfAbsent(a.replace('-', '_'), ""));
        }
        for (Driver k : kernel) {
            String same = spelled.get(k.name().replace('-', '_'));
            if (same != null && same.isEmpty()) {
                continue;
            }
            List<String> paths = new ArrayList<>();
            for (String p : k.paths()) {
                if (h.byPath(p) == null) {
                    paths.add(p);
                }
            }
            Integer at = first.get(same != null ? same : k.name());
            List<String> aliases = new ArrayList<>();
            for (String a : k.aliases()) {
                if (h.byNameOrAlias(a) == null) {
                    registered.add(a);
                    // a hand-written row reads its aliases as tags and in prose: a registered name that is a word
                    // (idxd's "dmaengine" and "user", mlx5_core's "eth") would make "dmaengine:" or "the user
                    // driver" name it, so only a distinctive one joins it (a generated row's are read guarded)
                    // an "ownnames" row takes none: pcie-rcar-host's "rcar-pcie" was pcie-rcar's own name before
                    // the 2020 host/common split, so a log line of it names neither by the name alone
                    if (at == null || out.get(at).generated() || (hasNameMark(a) && !out.get(at).ownNames())) {
                        aliases.add(a);
                    }
                }
            }
            if (at == null) {
                first.put(k.name(), out.size());
                out.add(new Driver(k.name(), paths, k.ids(), aliases, false, true));
            } else if (!out.get(at).generated()) {
                Driver mine = out.get(at);
                List<String> p = new ArrayList<>(mine.paths());
                p.addAll(paths);
                List<String> a = new ArrayList<>(mine.aliases());
                a.addAll(aliases);
                out.set(at, new Driver(mine.name(), p, mine.ids(), a, mine.prose(), false, mine.ownNames(),
                        mine.succeeds(), mine.acronyms()));
            }
        }
        return new DriverTable(out, registered);
    }

    /** Reads the tsv format; lines starting with '#' and lines without a name are skipped. */
    public static DriverTable read(Reader reader) throws IOException {
        return new DriverTable(rows(reader));
    }

    /** The rows of the tsv format; only a row flagged {@code fewfiles} is treated as {@link Driver#generated()}. */
    static List<Driver> rows(Reader reader) throws IOException {
        BufferedReader r = new BufferedReader(reader);
        List<Driver> drivers = new ArrayList<>();
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            String name = f[0].strip();
            if (name.isEmpty()) {
                continue;
            }
            List<String> ids = new ArrayList<>();
            for (String id : list(f, 2)) {
                if (PciId.isPciId(id)) {
                    ids.add(PciId.parse(id).name());
                }
            }
            // "fewfiles": a hand-written row named by its files only under the generated table's few-drivers
            // limits (an IOMMU driver that every helper conversion across the IOMMU drivers touches)
            String succeeds = null;
            for (String flag : list(f, 4)) {
                if (flag.startsWith("succeeds=")) {
                    succeeds = flag.substring("succeeds=".length());
                }
            }
            // an alias in capitals is an acronym, read only as written where it is called a driver (CalledDrivers)
            List<String> aliases = new ArrayList<>();
            List<String> acronyms = new ArrayList<>();
            for (String a : list(f, 3)) {
                (acronym(a) ? acronyms : aliases).add(a);
            }
            drivers.add(new Driver(name, list(f, 1), ids, aliases, !list(f, 4).contains("noprose"),
                    list(f, 4).contains("fewfiles"), list(f, 4).contains("ownnames"), succeeds, acronyms));
        }
        return drivers;
    }

    /** An alias written in capitals (digits allowed, no lower-case letter): an acronym such as "AL" or "ITS". */
    private static boolean acronym(String alias) {
        boolean capital = false;
        for (int i = 0; i < alias.length(); i++) {
            char ch = alias.charAt(i);
            if (Character.isLowerCase(ch) || !Character.isLetterOrDigit(ch)) {
                return false;
            }
            capital |= Character.isUpperCase(ch);
        }
        return capital;
    }

    private static List<String> list(String[] fields, int i) {
        if (i >= fields.length || fields[i].isBlank()) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String s : fields[i].split(",")) {
            if (!s.isBlank()) {
                out.add(s.strip());
            }
        }
        return out;
    }

    /** The row that succeeds the module {@code name} after a split ({@link Driver#succeeds}), or null. */
    Driver heir(String name) {
        return heirs.get(name);
    }

    /** Module names' '_'-bounded prefixes that begin a longer module's name ({@link #prefixOfLonger}); built once. */
    private volatile Set<String> longerPrefixes;

    /**
     * Whether {@code underscored} (a module name spelled with '_') is the '_'-bounded start of another module's
     * name: {@code arm_smmu} of {@code arm_smmu_v3}. A function named {@code arm_smmu_...} may then be either's
     * ({@link FunctionNames}).
     */
    boolean prefixOfLonger(String underscored) {
        Set<String> p = longerPrefixes;
        if (p == null) {
            p = new HashSet<>();
            for (String name : byName.keySet()) {
                String u = name.replace('-', '_');
                for (int cut = u.indexOf('_'); cut > 0; cut = u.indexOf('_', cut + 1)) {
                    p.add(u.substring(0, cut));
                }
            }
            longerPrefixes = p;
        }
        return p.contains(underscored);
    }

    /**
     * Whether a module other than {@code not} has a name (spelled with '_') holding both {@code a} and {@code b} as
     * '_'-bounded words ({@code ntb_hw_switchtec} holds "switchtec" and "ntb"). A walk over the names: asked rarely.
     */
    boolean nameHolding(String a, String b, String not) {
        // the answer is the table's: asked again for the same words (a function named on many lines), it is kept
        String key = a + '\u0000' + b + '\u0000' + not;
        Boolean known = holding.get(key);
        if (known != null) {
            return known;
        }
        boolean held = walkHolding(a, b, not);
        if (holding.size() < HOLDING_MAX) {
            holding.put(key, held);
        }
        return held;
    }

    /** At most this many answers are kept: the words come from mail, so the cache must not grow without end. */
    private static final int HOLDING_MAX = 4096;

    /** {@link #nameHolding}'s answers, by its three words. */
    private final Map<String, Boolean> holding = new java.util.concurrent.ConcurrentHashMap<>();

    private boolean walkHolding(String a, String b, String not) {
        for (String name : byName.keySet()) {
            if (name.equals(not)) {
                continue;
            }
            String u = "_" + name.replace('-', '_') + "_";
            if (u.contains("_" + a + "_") && u.contains("_" + b + "_")) {
                return true;
            }
        }
        return false;
    }

    /** The driver with this module name, or null. */
    public Driver byName(String name) {
        return byName.get(name);
    }

    /** A name that is an alias only because the generated table lists it as a name the driver registers. */
    public boolean registeredName(String name) {
        return registered.contains(name) && !byName.containsKey(name);
    }

    /** The driver with this name or alias (subject tag), or null. */
    public Driver byNameOrAlias(String name) {
        Driver d = byName.get(name);
        return d != null ? d : byAlias.get(name);
    }

    /**
     * The driver whose source a path belongs to (longest listed prefix), or null. A listed prefix counts when it
     * is the whole path, ends in {@code /}, {@code _} or {@code .c}, or is followed by a character that is no letter
     * or digit; only those prefix lengths are looked up, longest first.
     */
    public Driver byPath(String path) {
        int top = Math.min(path.length(), longestPath);
        // h is the hash of path[0, n) (as String.hashCode), taken forward once and rolled back one char per n
        int h = 0;
        for (int i = 0; i < top; i++) {
            h = 31 * h + path.charAt(i);
        }
        for (int n = top; n > 0; n--) {
            char last = path.charAt(n - 1);
            boolean boundary = n == path.length() || last == '/' || last == '_'
                    || (last == 'c' && n > 1 && path.charAt(n - 2) == '.')
                    || !Character.isLetterOrDigit(path.charAt(n));
            if (boundary && mayBePath(h)) {
                Driver d = byPath.get(path.substring(0, n));
                if (d != null) {
                    return d;
                }
            }
            h = (h - last) * INV31;
        }
        return null;
    }

    /** False when no {@link #byPath} key has the String hash {@code h}; true when one may. */
    private boolean mayBePath(int h) {
        int b = pathBit(h);
        return (pathBits[b >>> 6] & (1L << b)) != 0;
    }

    private static int pathBit(int h) {
        return (h ^ (h >>> 16)) & (PATH_BITS - 1);
    }

    /** Directory (with its closing slash) -> the one driver with a source there, or "" when several have. */
    private volatile Map<String, String> soleByDir;

    /**
     * The one driver whose listed sources lie in {@code dir} (written with its closing {@code /}), directly or below,
     * or null when none or several do: {@code drivers/infiniband/sw/rxe/} is rdma_rxe's, {@code drivers/infiniband/}
     * nobody's. Session 45 (drivers52): a Kconfig file in such a directory is that driver's own.
     */
    public Driver soleDriverIn(String dir) {
        Map<String, String> m = soleByDir;
        if (m == null) {
            m = new java.util.HashMap<>();
            for (Map.Entry<String, Driver> e : byPath.entrySet()) {
                String p = e.getKey();
                int slash = p.lastIndexOf('/', p.endsWith("/") ? p.length() - 2 : p.length() - 1);
                // every directory from the source's own up to the subsystem's: each holds the driver
                String own = p.endsWith("/") ? p : p.substring(0, slash + 1);
                for (String d = own; d.indexOf('/') > 0; ) {
                    String name = e.getValue().name();
                    m.merge(d, name, (a, b) -> a.equals(b) ? a : "");
                    int up = d.lastIndexOf('/', d.length() - 2);
                    if (up < 0) {
                        break;
                    }
                    d = d.substring(0, up + 1);
                }
            }
            soleByDir = m;
        }
        String name = dir == null ? null : m.get(dir);
        return name == null || name.isEmpty() ? null : byName.get(name);
    }

    /**
     * The driver of which {@code path} is a listed source exactly (a file, or a directory written with its closing
     * {@code /}), or null: no prefix is tried, so {@code drivers/cxl/mem.c} is cxl_mem's and {@code drivers/cxl/m}
     * nobody's.
     */
    public Driver byListedPath(String path) {
        return path == null ? null : byPath.get(path);
    }

    /**
     * The table path of which {@code rel} is the tail, as a diffstat abbreviates a long path
     * ({@code .../controller/dwc/pci-layerscape-ep.c}): a listed source file that ends with it, or a file under a
     * listed directory the tail's first two or more directories end ({@code mlx5/core/en_main.c}). Null when no path or several
     * drivers' paths fit. The tail needs a directory of its own: a bare file name is too weak.
     */
    public String fullPath(String rel) {
        int slash = rel.lastIndexOf('/');
        if (slash <= 0 || !rel.endsWith(".c")) {
            return null;
        }
        String found = null;
        for (String p : filesByName.getOrDefault(rel.substring(slash + 1), List.of())) {
            if (p.endsWith("/" + rel)) {
                if (found != null && byPath.get(found) != byPath.get(p)) {
                    return null;
                }
                found = p;
            }
        }
        if (found != null) {
            return found;
        }
        // at least two directories: "pci/controller/..." is no file of the directory drivers/vfio/pci/
        for (int end = slash; end > 0 && rel.lastIndexOf('/', end - 1) > 0; end = rel.lastIndexOf('/', end - 1)) {
            String head = rel.substring(0, end);
            for (String d : dirsByName.getOrDefault(head.substring(head.lastIndexOf('/') + 1), List.of())) {
                if (d.endsWith("/" + head + "/") || d.equals(head + "/")) {
                    String full = d + rel.substring(end + 1);
                    if (found != null && !found.equals(full)) {
                        return null;
                    }
                    found = full;
                }
            }
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /**
     * The driver a bare source file name ({@code rmi_smbus.c}, no directory) belongs to: the one module every listed
     * file of that name is a file of, or null when none or several are. Files under a listed directory are not known
     * by name ({@code netdev.c} of e1000e's directory is no file of the table).
     */
    public Driver byFileName(String name) {
        Driver found = null;
        for (String p : filesByName.getOrDefault(name, List.of())) {
            Driver d = byPath.get(p);
            if (found != null && d != found) {
                return null;
            }
            found = d;
        }
        return found;
    }

    /** False when {@code s[from, to)} is surely no module name of the table; true when it may be one. */
    boolean mayBeName(CharSequence s, int from, int to) {
        int h = hash(s, from, to);
        return (nameBits[h >>> 6] & 1L << h) != 0;
    }

    /** {@link #mayBeName} for a word whose {@link String#hashCode()}-style hash the caller computed as it read it. */
    boolean mayBeNameHashed(int stringHash) {
        int h = mix(stringHash);
        return (nameBits[h >>> 6] & 1L << h) != 0;
    }

    /**
     * A second test for a word {@link #mayBeNameHashed} let through, by another mix of its {@code String} hash: false
     * when it is surely no module name; a word both allow may be one. Every name sets a bit in both, so a word
     * either rules out is no name: asking both is exact wherever an answer of "no name" adds nothing.
     */
    boolean mayBeNameHashedAgain(int stringHash) {
        int g = mixAgain(stringHash);
        return (nameBitsAgain[g >>> 6] & 1L << g) != 0;
    }

    private static int mixAgain(int h) {
        return (h * 0x9E3779B9) >>> (32 - 17);
    }

    private static int hash(CharSequence s, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + s.charAt(i);
        }
        return mix(h);
    }

    private static int mix(int h) {
        h ^= h >>> 14;
        return h & (NAME_BITS - 1);
    }

    /** The drivers listed as binding this id (canonical {@code vvvv:dddd}); several when the table is ambiguous. */
    public List<Driver> byId(String id) {
        return Collections.unmodifiableList(byId.getOrDefault(id, List.of()));
    }

    /**
     * The aliases written by hand in {@code drivers.tsv} that are no module's name, each with its module ("xhci" ->
     * xhci_hcd); unmodifiable.
     */
    public Map<String, String> handAliases() {
        Map<String, String> out = new HashMap<>(handAliases);
        out.keySet().removeIf(byName::containsKey);
        return Collections.unmodifiableMap(out);
    }

    /**
     * The acronyms written by hand in capitals as aliases ({@link Driver#acronyms}), each with its module ("AL" ->
     * pcie-al); unmodifiable.
     */
    public Map<String, String> acronyms() {
        return Collections.unmodifiableMap(acronyms);
    }

    /** Every module name in the table. */
    public Set<String> names() {
        return Collections.unmodifiableSet(new HashSet<>(byName.keySet()));
    }

    /** {@link PlatformDrivers}' index of the two-part module names, made on first use (the table never changes). */
    private volatile PlatformDrivers.TwoPartNames twoPartNames;

    /** The table's two-part module names by their kind part ({@link PlatformDrivers.TwoPartNames}), made once. */
    PlatformDrivers.TwoPartNames twoPartNames() {
        PlatformDrivers.TwoPartNames t = twoPartNames;
        if (t == null) {
            t = new PlatformDrivers.TwoPartNames(this);
            twoPartNames = t;
        }
        return t;
    }

    /** A digit, '-' or '_' in the name: no word of prose or a subject tag is spelt so. */
    private static boolean hasNameMark(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if ((c >= '0' && c <= '9') || c == '_' || c == '-') {
                return true;
            }
        }
        return false;
    }
}
