package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds version-shaped tokens in text and keeps those written in a kernel context. A token is a run of
 * {@code [A-Za-z0-9.+_~-]} starting at a word boundary with a digit (or {@code v}+digit, or {@code next-}); it ends
 * at {@code ..} so that both ends of {@code v6.3..v6.4} are seen. Whether it is a kernel is decided from its own
 * shape (an {@code -rcN}, a {@code v}, a distro suffix, a 2.6.x number) and the words next to it on its line.
 */
final class KernelCandidates {
    private static final int MAX_TOKEN = 96;
    /** No real message names this many versions; hostile input stops here instead of costing more. */
    static final int MAX_CANDIDATES = 20_000;

    /** Words that, just before a version, say it is something else's. */
    static final Set<String> NOT_KERNEL = Set.of(
            "iperf", "iperf2", "iperf3", "netperf", "ethtool", "gcc", "clang", "llvm", "binutils", "ld", "firmware",
            "fw", "firmware-version", "bios", "uefi", "efi", "driver", "qemu", "glibc", "libc", "python", "python3",
            "perl", "openssl", "pciutils", "lspci", "setpci", "iproute2", "iproute", "util-linux", "busybox", "systemd",
            "grub", "grub2", "u-boot", "uboot", "mesa", "xorg", "nvidia", "dkms", "rpm", "dpkg", "debian", "ubuntu",
            "fedora", "rhel", "centos", "suse", "sles", "opensuse", "android", "windows", "macos", "freebsd", "java",
            "rustc", "rust", "cargo", "cmake", "bash", "git", "sparse", "smatch", "coccinelle", "spatch", "pahole",
            "dwarves", "bpftool", "libbpf", "acpi", "acpica", "pcie", "pci", "usb", "sata", "nvme", "spec",
            "specification", "section", "sec", "secs", "chapter", "table", "figure", "fig", "rev", "revision", "r",
            "ecn", "errata", "erratum", "protocol", "dsdt", "smbios", "dmi", "edk2", "bmc", "ipmi", "thunderbolt",
            "hdmi", "displayport", "dp", "opengl", "vulkan", "xen", "kvm", "virtualbox", "vmware", "hyper-v", "libvirt",
            "mutt", "thunderbird", "evolution", "mozilla", "firefox", "chrome", "kmail", "neomutt", "alpine",
            "b4", "patchwork", "lei", "cxl", "ccix", "amba", "axi", "jedec", "ddr", "ddr4", "ddr5", "bluetooth",
            "wifi", "802", "ieee", "openwrt", "yocto", "buildroot", "armv8", "armv7", "arm", "abi", "api", "dtc",
            "dtschema", "lkp", "ver", "build", "microcode", "ucode", "aspm", "ltssm", "gen", "mctp", "spdm", "step",
            "steps", "item", "paragraph", "clause", "appendix", "part", "chapters", "sections", "tables", "make",
            "gnu", "e2fsprogs", "xfsprogs", "kmod", "procps", "net-tools", "udev", "flex", "bison", "nfs-utils",
            "pcmciautils", "quota-tools", "wireless-tools", "module-init-tools", "coreutils", "dracut", "mkinitcpio",
            "clang-format", "checkpatch", "sphinx", "docutils", "dtc-version", "iasl", "fwts", "nvme-cli");

    /** Of {@link #NOT_KERNEL}, the words that make a number a document's section: "sec 6.6.1", "Table 7.3.2". */
    private static final Set<String> SECTION_WORDS = Set.of("spec", "specification", "section", "sec", "secs",
            "chapter", "table", "figure", "fig", "paragraph", "clause", "appendix", "sections", "chapters", "tables");

    /** Of {@link #NOT_KERNEL}, kernel subsystems whose name may head a kernel's -rc ("PCI v5.5-rc1 breaks X"). */
    private static final Set<String> SUBSYSTEMS = Set.of("pci", "pcie", "usb", "sata", "nvme", "acpi", "thunderbolt",
            "xen", "kvm", "arm", "aspm", "bluetooth", "wifi", "cxl");

    /** Words that, just before a version, say it is a kernel. */
    private static final Set<String> KERNEL_BEFORE = Set.of(
            "kernel", "kernels", "linux", "linux-next", "mainline", "stable", "upstream", "longterm", "lts",
            "uname", "tainted", "on", "since", "from", "to", "until", "till", "in", "with", "between", "before",
            "after", "against", "vs", "running", "run", "booting", "boot", "booted", "tested", "test", "testing",
            "tree", "tag", "patch", "rebased", "rebase", "onto", "atop", "top", "base", "based", "of", "into",
            "for", "bisect", "good", "bad", "introduced", "fixed", "merged", "released", "back-port",
            "backport", "backported", "using", "tried", "via", "post", "pre", "newer", "older", "latest",
            "current", "recent", "vanilla", "distro", "image", "headers", "built",
            // "(crashkernel 4.4, running kernel from 4.0 to linux master)": kdump's capture kernel
            "crashkernel",
            // "[PATCH AUTOSEL 5.4 78/78]": the stable kernel a backport is selected for
            "autosel");

    /** Words that, just after a bare {@code x.y}, say it is a kernel. */
    private static final Set<String> KERNEL_AFTER = Set.of(
            "kernel", "kernels", "tree", "release", "merge", "cycle", "stable", "mainline", "based", "era",
            "series", "and", "or", "works", "worked", "is", "was", "as", "kernel's",
            // "Applied as 5.7 material": the release a patch is queued for
            "material",
            // "5.10 regression, many XHCI ... errors": the release a regression report is filed against
            "regression", "regressions",
            // session 41 (verdict45): "Replugging does nothing. 5.19 fine.": a terse report's good kernel
            "fine",
            // session 48 (verdict52): "it will be in the 5.3 pull request": the release a pull is sent for
            "pull");

    /**
     * Of {@link #KERNEL_AFTER}, the nouns that still say "kernel" when a line wrap stands between them and the
     * version (verbs and conjunctions across a wrap are too loose).
     */
    private static final Set<String> WRAPPED_AFTER = Set.of("kernel", "kernels", "kernel's", "tree", "release",
            "stable", "mainline", "series");

    /**
     * Session 47 (verdict51): words that may stand between a bare release and "kernel" and leave it a kernel ("the
     * 4.14 product kernel", "a 3.14 downstream kernel", "the 2.6 Linux kernel"): whose tree or what kind it is. A
     * measurement or a hardware word there ("5.0 GT/s link", "2.0 host controller") never reaches this list.
     */
    private static final Set<String> KIND_OF_KERNEL = Set.of("linux", "product", "production", "downstream",
            "vendor", "distro", "distribution", "enterprise", "bsp", "android", "custom", "vanilla", "lts",
            "longterm", "upstream", "yocto", "rt", "preempt-rt", "debian", "ubuntu", "fedora", "centos", "rhel",
            "suse", "sles", "openwrt", "chromeos", "oem", "in-house", "internal", "patched", "unpatched", "stock",
            "generic");

    /** Units after a number mean a measurement, not a version. */
    private static final Set<String> UNITS = Set.of(
            "ghz", "mhz", "khz", "hz", "gt", "gt/s", "gb", "mb", "kb", "gib", "mib", "kib", "tb", "ms", "us", "ns",
            "s", "sec", "secs", "seconds", "second", "minutes", "min", "hours", "h", "days", "v", "w", "a", "ma", "mv",
            "x", "times", "percent", "gbps", "mbps", "kbps", "gbit", "mbit", "gbits", "mbits", "mbytes", "gbytes",
            "kbytes", "watts", "volts", "inch", "mm", "cm", "degrees", "c", "lanes", "lane", "kg", "pages",
            "bytes", "bits", "cpus", "cores", "ops", "iops", "fps", "us/op", "ns/op",
            // a hardware block's own version: "Use clk_bulk API for 2.4.0 controllers", "the 4.90a IP"
            "controller", "controllers", "ip", "ips", "phy", "phys", "silicon", "soc", "socs", "chip", "chips");

    /** Distributions whose name (with its release: "CentOS8", "Ubuntu 20.04") may head "(4.18)", its kernel. */
    private static final Set<String> DISTROS = Set.of("debian", "ubuntu", "kubuntu", "xubuntu", "fedora", "rhel",
            "centos", "suse", "sles", "opensuse", "android", "arch", "gentoo", "mint", "manjaro", "raspbian",
            "chromeos", "oracle", "rocky", "alma", "almalinux", "elrepo", "openwrt", "yocto");

    /** One accepted version occurrence. */
    record Candidate(KernelVersion version, String raw, int start, int end, boolean strong) {
    }

    private final VersionsText t;
    /** Words after a three-part number that make it a document's section: "5.6.1 table 18", "4.5.1 Figure 4-6". */
    private static final Set<String> NUMBERED_AFTER = Set.of("table", "figure", "fig");

    /** Numbers this text names as a section ("sec 6.6.1"); a later bare "6.6.1 talks about ..." is that section. */
    private final Set<String> sections = new HashSet<>();
    /** Slash pairs ("5.2/5.3") no word marked as kernels: kernels when the text names either series as one. */
    private final List<Candidate[]> pendingPairs = new ArrayList<>();
    /** Bare numbers before "or" no word marked as kernels: kernels when the next release follows as the other one. */
    private final List<Candidate> pendingAlternatives = new ArrayList<>();
    /** Versions a named tool owns in this text ("version 3.7.0 of the pciutils", "ethtool 5.8"). */
    private final Set<String> toolVersions = new HashSet<>();
    /**
     * Starts of candidates only the bare three-part default, or only a branch shape ("4.9.x"), made kernels: no word
     * around said so.
     */
    private final Set<Integer> unmarked = new HashSet<>();
    /** Set by {@link #context} when only the bare three-part default, or only a branch shape, decided. */
    private boolean pendingUnmarked;

    KernelCandidates(VersionsText t) {
        this.t = t;
    }

    List<Candidate> find() {
        return find(true);
    }

    /**
     * {@code digitFreeLinesSkipped}: a line without an ASCII digit is stepped over after one simple loop over it
     * (every token holds a digit within its line: "6.1", "v6.1", "next-2..."), instead of being read word by word.
     * False reads every line, as before session 10; tests hold the two alike.
     */
    List<Candidate> find(boolean digitFreeLinesSkipped) {
        List<Candidate> out = new ArrayList<>();
        String s = t.text;
        char[] a = t.chars;
        int n = a.length;
        Candidate last = null;
        int k = 0;
        while (k < n && out.size() < MAX_CANDIDATES) {
            int skip = t.skipFromLineStart(k);
            if (skip > k) {
                k = skip;
                continue;
            }
            if (digitFreeLinesSkipped && (k == 0 || a[k - 1] == '\n')) {
                int d = k;
                while (d < n && a[d] != '\n' && (a[d] < '0' || a[d] > '9')) {
                    d++;
                }
                if (d >= n || a[d] == '\n') {
                    k = d + 1;
                    continue;
                }
            }
            char ch = a[k];
            // Only a digit, v/V or n/N can start a token; everything else is stepped over without a call.
            int start = (ch >= '0' && ch <= '9') || ch == 'v' || ch == 'V' || ch == 'n' || ch == 'N'
                    ? tokenStart(s, k) : -1;
            if (start < 0) {
                // No token starts inside a word, so skip the rest of it in one go.
                k++;
                if (alnum(ch)) {
                    while (k < n && alnum(a[k])) {
                        k++;
                    }
                }
                continue;
            }
            int end = tokenEnd(s, start);
            k = Math.max(end, start + 1);
            // session 47 (verdict51): "linux-next 20200430", a next tree's date written after its name
            String spacedNext = spacedNextDate(s, start, end);
            if (!t.factsAllowed(start) || spacedNext == null && !mayParse(s, a, start, end)) {
                continue;
            }
            String raw = spacedNext != null ? spacedNext : s.substring(start, end);
            KernelVersion v = KernelVersion.tryParse(raw).orElse(null);
            if (v == null || !v.isPlausibleRelease()) {
                continue;
            }
            int[] wrapEnd = new int[1];
            String joined = wrappedRelease(start, end, wrapEnd);
            if (joined != null) {
                KernelVersion jv = KernelVersion.tryParse(joined).orElse(null);
                if (jv != null && jv.isPlausibleRelease()) {
                    raw = joined;
                    v = jv;
                    end = wrapEnd[0];
                    k = Math.max(k, end);
                }
            }
            Boolean ctx = context(start, end, raw, v, last);
            if (ctx == null && pendingAlternatives.size() < 64 && ReleaseTargets.alternative(t, start, end, raw, v)) {
                pendingAlternatives.add(new Candidate(v, raw, start, end, false));
            }
            if (ctx != null) {
                Candidate c = new Candidate(v, raw, start, end, ctx);
                out.add(c);
                if (pendingUnmarked) {
                    unmarked.add(start);
                }
                last = c;
                // "v5.10-rc2 or -rc3", "5.9-rc6/rc7/rc8": later candidates of the same release, its base left out
                for (int more = 0; more < 8 && out.size() < MAX_CANDIDATES; more++) {
                    Candidate next = abbreviatedRc(last);
                    if (next == null) {
                        break;
                    }
                    out.add(next);
                    last = next;
                    k = Math.max(k, next.end());
                }
            }
        }
        if (!pendingPairs.isEmpty()) {
            acceptPairsOfNamedSeries(out);
        }
        if (!pendingAlternatives.isEmpty()) {
            ReleaseTargets.acceptAlternatives(t, pendingAlternatives, out);
        }
        if (!toolVersions.isEmpty() && !unmarked.isEmpty()) {
            // "version 2.4.1 of the frobtools ... shipped as 2.4.1.": a bare mention of a version a named
            // tool owns elsewhere in the text is the tool's too; one a kernel word marked stays
            out.removeIf(c -> unmarked.contains(c.start()) && toolVersions.contains(c.raw()));
        }
        if (!sections.isEmpty()) {
            // Only versions that words alone made kernels: shaped ones ("v6.6.1", "6.6.1-rc2", "6.6.1+") stay.
            out.removeIf(c -> !c.strong() && sections.contains(c.raw()));
        }
        AbiKernelVersions.addTo(t, out);
        DocumentKernels.addTo(t, out); // session 42 (verdict46): a document's diff lines, conventions 18 and 35
        return out;
    }

    /**
     * Session 26 (forms27): a kernel release string a mail client wrapped at one of its dashes, in a banner shape
     * only: an oops/WARNING banner ("... Not tainted 5.6.0-rc3-next-" / "20200228 #2"), a {@code Linux version}
     * boot line or a {@code uname -a} line ("Linux HOST RELEASE"), or the line right after a banner's "Not tainted" /
     * "Tainted: G ..." that wrapped before the release. The token must end its line with the dash; the next line's
     * first token (after quote markers and blanks, which a re-quoting adds or drops) continues it, up to three
     * times ("5.2.0-" / "rc1-" / "name-14847-gHASH"). Returns the joined release (the newlines left out) and sets
     * {@code endOut[0]} to where its last piece ends, or null. Prose is never joined: only these line shapes.
     */
    private String wrappedRelease(int start, int end, int[] endOut) {
        String s = t.text;
        int n = s.length();
        if (!wrapsAtDash(s, end) || !bannerLine(start)) {
            return null;
        }
        StringBuilder joined = new StringBuilder().append(s, start, end + 1);
        int at = end;
        for (int piece = 0; piece < 3; piece++) {
            int k = s.indexOf('\n', at) + 1;
            while (k < n && k - at < 80 && (s.charAt(k) == '>' || s.charAt(k) == ' ' || s.charAt(k) == '\t')) {
                k++;
            }
            if (k <= 0 || k >= n || !alnum(s.charAt(k)) || s.charAt(k) > 127) {
                break;
            }
            int e = tokenEnd(s, k);
            if (e <= k) {
                break;
            }
            joined.append(s, k, e);
            at = e;
            if (!wrapsAtDash(s, e) || joined.length() > MAX_TOKEN) {
                break;
            }
            joined.append('-');
        }
        if (at == end) {
            return null;
        }
        endOut[0] = at;
        return joined.toString();
    }

    /** True when a dash right at {@code end} is the last character of its line (trailing blanks aside). */
    private static boolean wrapsAtDash(String s, int end) {
        if (end >= s.length() || s.charAt(end) != '-') {
            return false;
        }
        int k = end + 1;
        while (k < s.length() && (s.charAt(k) == ' ' || s.charAt(k) == '\t' || s.charAt(k) == '\r')) {
            k++;
        }
        return k < s.length() && s.charAt(k) == '\n';
    }

    /** The line shapes whose release string may be joined across a wrap (see {@link #wrappedRelease}). */
    private boolean bannerLine(int start) {
        String line = t.lineLower(start);
        if (line.contains("tainted") || line.contains("linux version ")) {
            return true;
        }
        int ls = t.lineStart(start);
        String head = VersionsText.stripQuote(t.text.substring(ls, start)).toLowerCase(java.util.Locale.ROOT).strip();
        if (head.startsWith("linux ")) {
            // uname -a: "Linux HOST RELEASE ...", the release its third word
            String host = head.substring(6).strip();
            return !host.isEmpty() && host.indexOf(' ') < 0 && host.indexOf('\t') < 0;
        }
        // The banner wrapped before the release: the previous line ends in "Not tainted" or "Tainted: <flags>",
        // and only the rest of the flags stand before the release on this line.
        if (ls == 0) {
            return false;
        }
        for (int i = 0; i < head.length(); i++) {
            char c = head.charAt(i);
            if (c != ' ' && c != '\t' && (c < 'a' || c > 'z')) {
                return false;
            }
        }
        String prev = t.lineLower(ls - 1).stripTrailing();
        int taint = prev.lastIndexOf("tainted");
        if (taint < 0) {
            return false;
        }
        if (prev.endsWith("not tainted")) {
            return true;
        }
        String flags = prev.substring(taint + "tainted".length());
        if (!flags.startsWith(":")) {
            return false;
        }
        for (int i = 1; i < flags.length(); i++) {
            char c = flags.charAt(i);
            if (c != ' ' && c != '\t' && (c < 'a' || c > 'z')) {
                return false;
            }
        }
        return true;
    }

    /**
     * The release candidate written without its base right after another of the same release: "v5.10-rc2 or -rc3",
     * "5.9-rc6/rc7", "-rc2, -rc3". Only a joining word or list mark between them ("or", "and", ",", "/"), and a bare
     * {@code rcN} (no hyphen) only after a slash; the base is the previous candidate's ("5.10-rc3"). Not after a
     * version that is no rc ("5.9 or -rc3" leaves the rc's base unsaid), not "rc3" after "or" (a word of prose).
     */
    private Candidate abbreviatedRc(Candidate prev) {
        KernelVersion pv = prev.version();
        String name = pv.name();
        int dash = name.indexOf("-rc");
        if (!pv.isReleaseCandidate() || pv.isNext() || dash < 0 || name.indexOf('-', dash + 1) >= 0) {
            return null;
        }
        String s = t.text;
        int k = prev.end();
        boolean slash = k < s.length() && s.charAt(k) == '/';
        int from;
        if (slash) {
            from = k + 1;
        } else {
            int g = k;
            while (g < s.length() && g - k < 8 && (s.charAt(g) == ' ' || s.charAt(g) == ',')) {
                g++;
            }
            String gap = s.substring(k, g);
            int w = g;
            if (s.startsWith("or ", g) || s.startsWith("and ", g)) {
                w = s.indexOf(' ', g) + 1;
            } else if (!gap.strip().equals(",")) {
                return null;
            }
            while (w < s.length() && s.charAt(w) == ' ') {
                w++;
            }
            from = w;
        }
        int r = from;
        if (r < s.length() && s.charAt(r) == '-') {
            r++;
        } else if (!slash) {
            return null;
        }
        if (!s.regionMatches(true, r, "rc", 0, 2)) {
            return null;
        }
        int d = r + 2;
        while (d < s.length() && d - r < 5 && s.charAt(d) >= '0' && s.charAt(d) <= '9') {
            d++;
        }
        if (d == r + 2 || (d < s.length() && (alnum(s.charAt(d)) || s.charAt(d) == '-' || s.charAt(d) == '_'))) {
            return null;
        }
        if (!t.factsAllowed(from)) {
            return null;
        }
        KernelVersion v = KernelVersion.tryParse(name.substring(0, dash) + "-rc" + s.substring(r + 2, d)).orElse(null);
        return v == null || v.equals(pv) ? null : new Candidate(v, s.substring(from, d), from, d, prev.strong());
    }

    /**
     * A slash pair of bare numbers ("5.2/5.3 w/ IRQ loop") is two kernels when another kernel of the text belongs to
     * the series of either ("5.3-rc2 (5.2.5)"); otherwise it stays a pair of numbers.
     */
    private void acceptPairsOfNamedSeries(List<Candidate> out) {
        Set<String> series = new HashSet<>();
        Set<Integer> starts = new HashSet<>();
        for (Candidate c : out) {
            series.add(c.version().major() + "." + c.version().minor());
            starts.add(c.start());
        }
        boolean added = false;
        for (Candidate[] pair : pendingPairs) {
            boolean named = false;
            for (Candidate c : pair) {
                named |= series.contains(c.version().major() + "." + c.version().minor());
            }
            if (!named) {
                continue;
            }
            for (Candidate c : pair) {
                if (starts.add(c.start()) && out.size() < MAX_CANDIDATES) {
                    out.add(c);
                    added = true;
                }
            }
        }
        if (added) {
            out.sort(Comparator.comparingInt(Candidate::start));
        }
    }

    /**
     * The version B of "A/B" when one directly follows {@code end} and the two read as neighbouring kernel releases
     * (B newer, same or next major, both dotted): "5.2/5.3", "v5.8/v5.9". Not "1/2", "x86/pci", dates.
     */
    private Candidate slashPartner(int end, KernelVersion a) {
        String s = t.text;
        if (end + 1 >= s.length() || s.charAt(end) != '/' || tokenStart(s, end + 1) < 0) {
            return null;
        }
        int bEnd = tokenEnd(s, end + 1);
        String raw = s.substring(end + 1, bEnd);
        KernelVersion b = KernelVersion.tryParse(raw).orElse(null);
        if (b == null || !b.isPlausibleRelease() || b.isNext() || a.isNext() || a.components() < 2
                || b.components() < 2 || b.compareTo(a) <= 0 || b.major() - a.major() > 1) {
            return null;
        }
        return new Candidate(b, raw, end + 1, bEnd, false);
    }

    /** The word after a version; "w/" is "with", not watts. */
    private String wordAfterVersion(int end) {
        String after = t.wordAfter(end);
        if (after.equals("w")) {
            int k = end;
            while (k < t.text.length() && (t.text.charAt(k) == ' ' || t.text.charAt(k) == '\t')) {
                k++;
            }
            if (k + 1 < t.text.length() && t.text.charAt(k + 1) == '/') {
                return "with";
            }
        }
        return after;
    }

    /**
     * Whether the second word after {@code end} (on the same line, one blank or tab between words) is "kernel" or
     * "kernels" ending its word: "4.14 product kernel", "3.14 downstream kernels.". Constant work.
     */
    private boolean kernelNounAfter(int end) {
        String s = t.text;
        int lineEnd = t.lineEnd(end);
        int k = end;
        while (k < lineEnd && (s.charAt(k) == ' ' || s.charAt(k) == '\t')) {
            k++;
        }
        while (k < lineEnd && VersionsText.isWordChar(s.charAt(k))) {
            k++;
        }
        int gap = k;
        while (k < lineEnd && (s.charAt(k) == ' ' || s.charAt(k) == '\t')) {
            k++;
        }
        if (k == gap || k - gap > 2 || !s.regionMatches(true, k, "kernel", 0, 6)) {
            return false;
        }
        k += 6;
        if (k < lineEnd && (s.charAt(k) == 's' || s.charAt(k) == 'S')) {
            k++;
        }
        return k >= lineEnd || !VersionsText.isWordChar(s.charAt(k));
    }

    /**
     * Session 47 (verdict51): "linux-next 20200430", "linux-next: 20200217": an eight-digit date from 2000 on, right
     * after the word linux-next and one blank (or a colon and a blank), read as that day's next tree
     * ("next-20200430"); null otherwise. The date's year, month and day must be plausible ({@link
     * KernelVersion#tryParse} checks the rest). Constant work.
     */
    static String spacedNextDate(String s, int start, int end) {
        if (end - start != 8 || start < 11 || s.charAt(start) != '2' || s.charAt(start + 1) != '0') {
            return null;
        }
        for (int k = start; k < end; k++) {
            if (s.charAt(k) < '0' || s.charAt(k) > '9') {
                return null;
            }
        }
        if (end < s.length() && (Character.isLetterOrDigit(s.charAt(end)) || s.charAt(end) == '-')) {
            return null;
        }
        int k = start - 1;
        if (s.charAt(k) != ' ') {
            return null;
        }
        k--;
        if (s.charAt(k) == ':') {
            k--;
        }
        return endsWithWord(s, k + 1, "linux-next") ? "next-" + s.substring(start, end) : null;
    }

    /**
     * Session 47 (verdict51): whether the v-spelled version at [start, end) is a whole path segment of a versioned
     * documentation or source-browser link: "/doc/html/v4.13/", "/linux/v5.2/" (elixir's), with a slash on both
     * sides. Only "v" versions: a bare "/4.13/" path segment is anybody's.
     */
    static boolean browsedRelease(String s, int start, int end, String raw) {
        if (start < 6 || end >= s.length() || s.charAt(end) != '/' || s.charAt(start - 1) != '/'
                || raw.isEmpty() || raw.charAt(0) != 'v') {
            return false;
        }
        return s.startsWith("/doc/html/", start - 10) || s.startsWith("/linux/", start - 7);
    }

    /** "CentOS8 (4.18)", "Ubuntu 20.04 (5.4)": a version alone in parentheses right after a distribution's name. */
    private boolean inDistroParens(int start, int end, String[] before) {
        return distroParens(t.text, start, end, before);
    }

    /**
     * As {@link #inDistroParens} on any text: the version at [start, end) of {@code s} stands alone in parentheses
     * right after a distribution's name, {@code before} being the words before it, nearest first.
     */
    static boolean distroParens(String s, int start, int end, String[] before) {
        if (start == 0 || s.charAt(start - 1) != '(' || end >= s.length() || s.charAt(end) != ')') {
            return false;
        }
        for (int w = 0; w < before.length && w < 3 && before[w] != null; w++) {
            String word = before[w];
            if (allOf(word, false)) {
                continue;
            }
            String name = word.replaceFirst("[0-9.]+$", "");
            return DISTROS.contains(name);
        }
        return false;
    }

    private static boolean alnum(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || (c > 127 && Character.isLetterOrDigit(c));
    }

    /** Where a token starts at {@code k}, or -1. */
    private static int tokenStart(String s, int k) {
        char c = s.charAt(k);
        boolean digit = c >= '0' && c <= '9';
        boolean vee = (c == 'v' || c == 'V') && k + 1 < s.length() && Character.isDigit(s.charAt(k + 1));
        boolean next = (c == 'n' || c == 'N') && s.regionMatches(true, k, "next-2", 0, 6);
        if (!digit && !vee && !next) {
            return -1;
        }
        if (k > 0) {
            char p = s.charAt(k - 1);
            // "v6.3..v6.4": the far end of a range follows two dots.
            boolean rangeEnd = p == '.' && k > 1 && s.charAt(k - 2) == '.' && (k < 3 || s.charAt(k - 3) != '.');
            if (!rangeEnd && (Character.isLetterOrDigit(p) || p == '.' || p == '_' || p == '+' || p == '@'
                    || p == '%' || (p == '~' && !(vee && approximation(s, k - 1))) || p == '#')) {
                return -1;
            }
            if (p == '-' && !(endsWithWord(s, k - 1, "linux") || endsWithWord(s, k - 1, "kernel")
                    || endsWithWord(s, k - 1, "kernel-core") || branchFor(s, k - 1))) {
                return -1;
            }
        }
        return k;
    }

    /**
     * Session 43 (verdict47): whether the tilde at {@code tilde} opens a word, as an approximation mark does ("Kernels
     * (since ~v5.2) have an option", "since around ~v5.3"): the version after it is read. A tilde inside a word (a
     * package's "2.30~rc2", a home directory's "~/linux-5.4") keeps the token unread; only a "v" version follows one,
     * since a bare "~2.5" is nearly always a figure.
     */
    private static boolean approximation(String s, int tilde) {
        if (tilde == 0) {
            return true;
        }
        char b = s.charAt(tilde - 1);
        return b == ' ' || b == '\t' || b == '\n' || b == '(' || b == '>';
    }

    /**
     * Session 28 (verdict28): whether the dash at {@code dash} ends a branch name's "for-" opening a word ("Applied to
     * for-5.3/arm64/dt", "spi.git for-5.5"): a maintainer's branch named for the release it feeds. Only "for-" as the
     * word's start counts; a tag or link that holds it inside ("hisi-fixes-for-5.2", "?h=for-5.5") does not.
     */
    static boolean branchFor(String s, int dash) {
        int from = dash - 3;
        if (from < 0 || !s.startsWith("for-", from)) {
            return false;
        }
        if (from == 0) {
            return true;
        }
        char b = s.charAt(from - 1);
        return b == ' ' || b == '\t' || b == '\n' || b == '>';
    }

    /** Whether a branch name's release ends its word or a path step ("for-5.3/arm64/dt", "for-5.5,"). */
    private static boolean branchEnd(String s, int end) {
        if (end >= s.length()) {
            return true;
        }
        char c = s.charAt(end);
        return c == '/' || c == ',' || c == '.' || c == ')' || Character.isWhitespace(c);
    }

    /**
     * Session 36 (sweep36): "applied them as follows for v5.8:", "patches on my pci/pm branch for v5.5:", "fix for
     * v5.9:" end a sentence on a v-spelled release and a colon before the list or quote it introduces (five archive
     * threads, all releases). The colon stays a non-kernel's mark otherwise: a time, a ratio, "PCIe 4.0:", a section
     * "6.6.1:", a list line "5.9: works" (read by ListedVerdicts): only a written "v", then the colon ending the line.
     */
    private boolean releaseBeforeList(String raw, int end) {
        if (raw.isEmpty() || (raw.charAt(0) != 'v' && raw.charAt(0) != 'V') || t.text.charAt(end) != ':') {
            return false;
        }
        int k = end + 1;
        int limit = Math.min(t.text.length(), end + 8);
        while (k < limit && (t.text.charAt(k) == ' ' || t.text.charAt(k) == '\t' || t.text.charAt(k) == '\r')) {
            k++;
        }
        return k == t.text.length() || t.text.charAt(k) == '\n';
    }

    private static boolean endsWithWord(String s, int end, String word) {
        int from = end - word.length();
        return from >= 0 && s.regionMatches(true, from, word, 0, word.length())
                && (from == 0 || !Character.isLetterOrDigit(s.charAt(from - 1)));
    }

    /**
     * Whether the token {@code [start, end)} can parse as a version at all: {@link KernelVersion#tryParse} needs
     * "major.minor" (a dot) or a "next-" date at its start, so a dotless token that is no "next-" (a commit id, a
     * count, "0x1f") is stepped over without its copy and parse, which fail (session 39: most tokens of prose).
     */
    static boolean mayParse(String s, char[] a, int start, int end) {
        for (int k = start; k < end; k++) {
            if (a[k] == '.') {
                return true;
            }
        }
        return s.regionMatches(true, start, "next-", 0, 5);
    }

    /**
     * Whether every character of {@code word} is a digit ({@code dashes}: a '-'), true for "": what {@code
     * word.chars().allMatch(...)} said, without a stream per word before a version (session 39).
     */
    private static boolean allOf(String word, boolean dashes) {
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (dashes ? c != '-' : !Character.isDigit(c)) {
                return false;
            }
        }
        return true;
    }

    static int tokenEnd(String s, int start) {
        int limit = Math.min(s.length(), start + MAX_TOKEN);
        int k = start;
        while (k < limit) {
            char c = s.charAt(k);
            if (c == '.' && k + 1 < s.length() && s.charAt(k + 1) == '.') {
                break;
            }
            if (!(Character.isLetterOrDigit(c) && c < 128) && c != '.' && c != '-' && c != '+' && c != '_'
                    && c != '~') {
                break;
            }
            k++;
        }
        while (k > start && ".-_~,".indexOf(s.charAt(k - 1)) >= 0) {
            k--;
        }
        return k;
    }

    /**
     * Decides whether a plausible version at [start, end) is a kernel: null when not, TRUE when its shape or a
     * structural line (Linux version, uname, bisect, regzbot) says so, FALSE when only the words around do.
     */
    private Boolean context(int start, int end, String raw, KernelVersion v, Candidate last) {
        pendingUnmarked = false;
        if (start > 0 && t.text.charAt(start - 1) == '-' && branchFor(t.text, start - 1)) {
            return branchEnd(t.text, end) ? Boolean.TRUE : null;
        }
        String line = t.lineLower(start);
        if (userspaceLog(line)) {
            return null;
        }
        if (Character.isDigit(raw.charAt(0)) && raw.indexOf('-') < 0
                && SectionHeadings.gitFooter(t.text, t.lineStart(start), start, end)) {
            // session 50 (kernels54): a quoted patch's "> -- " then "> 2.6.2": git's version, not a kernel
            return null;
        }
        if (line.startsWith("version:") || line.startsWith("firmware-version:") || line.startsWith("driver:")
                || line.startsWith("srcversion:") || line.startsWith("expansion-rom-version:")) {
            return null;
        }
        if (browsedRelease(t.text, start, end, raw)) {
            // session 47 (verdict51): "kernel.org/doc/html/v4.13/driver-api/...", "elixir.bootlin.com/linux/v5.2/
            // source/...": a versioned documentation or source-browser link names its release (no run), as a URL's
            // tag parameter does (convention 28); the slash after it is the path's, not a ratio's
            return Boolean.TRUE;
        }
        Candidate partner = slashPartner(end, v);
        String after = wordAfterVersion(partner == null ? end : partner.end());
        // session 27 (verdict27): "5.9: works" / "5.10: hangs", a list line of results, has the colon a ratio or a
        // time also has; only a line holding a lead, the version, the colon and a short result is read so
        boolean listed = partner == null && end < t.text.length() && t.text.charAt(end) == ':'
                && ListedVerdicts.resultLine(t, t.text.substring(t.lineStart(start), start), end);
        if (UNITS.contains(after) || (partner == null && end < t.text.length() && !listed
                && "%/:".indexOf(t.text.charAt(end)) >= 0 && !raw.contains("-") && v.components() < 3
                && !releaseBeforeList(raw, end))) {
            return null;
        }
        if (listed) {
            return Boolean.FALSE;
        }
        int lineFrom = Math.max(t.lineStart(start), start - 50);
        String head = t.text.substring(lineFrom, start).toLowerCase(java.util.Locale.ROOT);
        if ((head.contains("gcc") || head.contains("compiler") || head.contains("clang") || head.contains("binutils"))
                && !v.isReleaseCandidate()) {
            // "compiler: gcc-4.9 (Debian 4.9.2-10+deb8u1) 4.9.2": everything after the compiler's name is its own.
            return null;
        }
        if (SectionLists.follows(t.text, start, raw, v.components(), sections)) {
            // session 39 (verdict42): "Sec 6.2.5 and 6.2.6", the second of a listed pair is a section as well
            if (sections.size() < 64) {
                sections.add(raw);
            }
            return null;
        }
        String[] before = t.wordsBefore(start, 4);
        if (inDistroParens(start, end, before)) {
            return Boolean.FALSE;
        }
        if (v.components() >= 3 && Character.isDigit(raw.charAt(0)) && NUMBERED_AFTER.contains(after)
                && !(before[0] != null && (before[0].equals("kernel") || before[0].equals("linux")))) {
            // session 31: "see PCI PM 1.1 5.6.1 table 18", "change to 4.5.1 Table 4-6": a document's section, then
            // the table or figure in it; a later bare "5.6.1" of the same text is that section too
            if (sections.size() < 64) {
                sections.add(raw);
            }
            return null;
        }
        // The nearest marker word decides: "gcc version 9.3" is gcc's, "kernel 6.1" is a kernel.
        for (int w = 0; w < before.length && before[w] != null; w++) {
            String word = before[w];
            if (NOT_KERNEL.contains(word)) {
                if (w == 0 && v.isReleaseCandidate() && SUBSYSTEMS.contains(word)) {
                    // "[REGRESSION] PCI v5.5-rc1 breaks ...": a subsystem's name, then a kernel; no bus, spec or
                    // protocol has release candidates ("PCIe 4.0", "USB 3.2" stay non-kernels)
                    break;
                }
                if (w == 0 && SECTION_WORDS.contains(word) && sections.size() < 64) {
                    sections.add(raw);
                } else if (!SECTION_WORDS.contains(word) && !DISTROS.contains(word) && toolVersions.size() < 64) {
                    // a distribution's number may be its kernel ("Debian 4.19.0"): not owned by a tool
                    toolVersions.add(raw);
                }
                return null;
            }
            if (word.equals("version") || word.equals("v") || word.equals("release") || word.equals("the")
                    // session 42 (verdict46): "update recommended Sphinx version to 2.4.4": the version's owner
                    // stands before "version to"
                    || w == 0 && (word.equals("to") || word.equals("from")) && "version".equals(before[1])
                    || allOf(word, false)
                    // session 25 (kernels26): a dash standing alone, "Frobnic NIC Driver - version 3.1.7-f"
                    || allOf(word, true)) {
                continue;
            }
            break;
        }
        if (ModelRevisions.revision(t.text, start, raw, v)) {
            return null; // session 53 (facts53): "Digital Devices Cine S2 V6.5", a card's revision
        }
        if (!v.isReleaseCandidate() && !v.isNext() && ofTool(partner == null ? end : partner.end())) {
            if (toolVersions.size() < 64) {
                toolVersions.add(raw);
            }
            return null;
        }
        boolean vPrefix = raw.charAt(0) == 'v' || raw.charAt(0) == 'V';
        boolean shaped = vPrefix || v.isReleaseCandidate() || v.isNext() || v.isStableBranch()
                || distroSuffix(raw) || raw.endsWith("+")
                || (v.major() == 2 && v.minor() == 6 && v.components() >= 3);
        if (shaped || structural(line)) {
            // session 42 (verdict46): "GCC 4.9.x and 5.x have a bug ... Versions prior to these, including 5.x and
            // 4.9.x": a branch shape alone, with no kernel word before it, is a tool's when the text gave the tool
            // that very version (the removal in find)
            pendingUnmarked = v.isStableBranch() && !vPrefix && !v.isReleaseCandidate() && !v.isNext()
                    && !distroSuffix(raw) && !raw.endsWith("+") && v.major() != 2 && !structural(line)
                    && !(before[0] != null && KERNEL_BEFORE.contains(before[0]))
                    && !(before[1] != null && (before[1].equals("kernel") || before[1].equals("linux")));
            return Boolean.TRUE;
        }
        if (last != null && continuesList(last.end(), start)) {
            return Boolean.FALSE;
        }
        if (v.components() >= 3 && titleAfter(end) && !(before[0] != null && KERNEL_BEFORE.contains(before[0])
                && !PREPOSITIONS.contains(before[0])) && !(before[1] != null && (before[1].equals("kernel")
                || before[1].equals("linux")))) {
            // "6.6.1 Conventional Reset", "specified in 7.9.17 Readiness Time Reporting": a document's section by
            // its title; a later bare "6.6.1" of the same text is that section too
            if (sections.size() < 64) {
                sections.add(raw);
            }
            return null;
        }
        if (v.components() >= 3 && Character.isDigit(raw.charAt(0)) && raw.indexOf('-') < 0
                && !(before[0] != null && (before[0].equals("kernel") || before[0].equals("linux")))
                && SectionHeadings.heading(t.text, t.lineStart(start), start, end, before)) {
            // session 50 (kernels54): "3.1.2 QATE-7495 - GEN - ..." (an errata sheet's item), "refer to 2.4.1
            // Message RAM Configuration": a document's numbered heading; a later bare "2.4.1" is that section too
            if (sections.size() < 64) {
                sections.add(raw);
            }
            return null;
        }
        if (before[0] != null && (KERNEL_BEFORE.contains(before[0])
                || (before[1] != null && (before[1].equals("kernel") || before[1].equals("linux"))))) {
            return Boolean.FALSE;
        }
        if (kernelVersionIs(before)) {
            return Boolean.FALSE;
        }
        if (KERNEL_AFTER.contains(after) && !after.equals("and") && !after.equals("or")) {
            return Boolean.FALSE;
        }
        if (BareReleases.orComparativeKernels(t.text, end)
                || BareReleases.treeParenthesis(t.text, start, end, before[0])
                || partner == null && BareReleases.resultOpeningLine(t.text, t.lineStart(start), start, after)) {
            // session 51 (verdict53): "the 5.5 or older kernels", "the next (5.10) branch", "5.11 hangs on resume"
            return Boolean.FALSE;
        }
        if (KIND_OF_KERNEL.contains(after) && kernelNounAfter(end)) {
            // session 47 (verdict51): "TI's 4.14 product kernel", "our 3.14 downstream kernel", "the 2.6 Linux
            // kernel": a word saying whose or what kind of kernel stands between the release and its noun
            return Boolean.FALSE;
        }
        if (after.isEmpty() && WRAPPED_AFTER.contains(t.wordAfterWrap(partner == null ? end : partner.end()))) {
            // session 27 (verdict27): "drops since the 5.4" / "kernel on every boot": the line wrapped between the
            // version and its noun
            return Boolean.FALSE;
        }
        // A three-part x.y.z from 3.x on is a kernel unless a tool was named (handled above).
        if (v.components() >= 3 && v.major() >= 3 && v.major() <= 6) {
            pendingUnmarked = true;
            return Boolean.FALSE;
        }
        if (partner != null && pendingPairs.size() < 64) {
            pendingPairs.add(new Candidate[] {new Candidate(v, raw, start, end, false), partner});
        }
        return null;
    }

    /**
     * "version 3.7.0 of the pciutils", "5.9.0 of iproute2": the version is followed by "of", an optional "the", and
     * a tool's or document's name from {@link #NOT_KERNEL}. Reads at most three words after {@code end}.
     */
    private boolean ofTool(int end) {
        String s = t.text;
        int lineEnd = t.lineEnd(end);
        int k = end;
        for (int w = 0; w < 3; w++) {
            while (k < lineEnd && (s.charAt(k) == ' ' || s.charAt(k) == '\t')) {
                k++;
            }
            int from = k;
            while (k < lineEnd && VersionsText.isWordChar(s.charAt(k))) {
                k++;
            }
            String word = s.substring(from, k).toLowerCase(java.util.Locale.ROOT);
            if (w == 0 ? !word.equals("of") : !(w == 1 && word.equals("the"))) {
                return w > 0 && NOT_KERNEL.contains(word) && !SUBSYSTEMS.contains(word);
            }
        }
        return false;
    }

    /**
     * "The kernel version is 5.4, centos release 7.6", "my Linux version was 4.18": the version a sentence says the
     * kernel's version is. Not "the driver version is 5.4" nor "the version is 5.4" (whose version is not said).
     */
    private static boolean kernelVersionIs(String[] before) {
        return before.length > 2 && before[0] != null && (before[0].equals("is") || before[0].equals("was"))
                && "version".equals(before[1]) && before[2] != null
                && (before[2].equals("kernel") || before[2].equals("linux"));
    }

    /** Of {@link #KERNEL_BEFORE}, the words that say where or when, not what: "in 7.9.17 Readiness Time". */
    private static final Set<String> PREPOSITIONS = Set.of("in", "of", "to", "on", "from", "with", "for", "into",
            "via", "see", "per");

    /**
     * Whether a title follows {@code end}: optionally ':' or a quote, then two capitalised words ("Conventional
     * Reset", "\"Function Level Reset\""), as a specification's section heading is cited. A kernel is followed by
     * words of a sentence ("5.4.2 crashes", "5.4.2 and 5.5").
     */
    private boolean titleAfter(int end) {
        String s = t.text;
        int k = end;
        if (k < s.length() && s.charAt(k) == ':') {
            k++;
        }
        if (k >= s.length() || s.charAt(k) != ' ') {
            return false;
        }
        k++;
        if (k < s.length() && s.charAt(k) == '"') {
            k++;
        }
        for (int word = 0; word < 2; word++) {
            if (k >= s.length() || s.charAt(k) < 'A' || s.charAt(k) > 'Z') {
                return false;
            }
            int w = k + 1;
            while (w < s.length() && w - k < 30 && s.charAt(w) >= 'a' && s.charAt(w) <= 'z') {
                w++;
            }
            if (w - k < 3) {
                return false;
            }
            if (word == 0) {
                if (w >= s.length() || s.charAt(w) != ' ') {
                    return false;
                }
                k = w + 1;
            } else {
                return w >= s.length() || !Character.isLetterOrDigit(s.charAt(w));
            }
        }
        return false;
    }

    /** A suffix like {@code -31-generic} or {@code -rc1+}; not a second version ({@code 7.3.29-7.3.31}). */
    private static boolean distroSuffix(String raw) {
        int dash = raw.indexOf('-');
        if (dash < 0 || dash + 1 >= raw.length()) {
            return false;
        }
        String rest = raw.substring(dash + 1);
        int dot = rest.indexOf('.');
        return !(dot > 0 && rest.substring(0, dot).chars().allMatch(Character::isDigit)
                && dot + 1 < rest.length() && Character.isDigit(rest.charAt(dot + 1)));
    }

    /**
     * Session 25 (kernels26): a boot log's line from a user-space program, tagged with its process id after the
     * optional timestamp ("[    3.70] udevd[151]: starting version 3.2.1", "systemd[1]: systemd 246.6 running"):
     * the versions there are the program's. The kernel's own lines carry no {@code [pid]} tag ("pci 0000:00:1c.0:",
     * "Linux version ..."). One pass over the line's head, no regular expression.
     */
    static boolean userspaceLog(String line) {
        int k = 0;
        int n = line.length();
        if (k < n && line.charAt(k) == '[') {
            int close = line.indexOf(']', k);
            if (close < 0 || close > 20) {
                return false;
            }
            for (int j = k + 1; j < close; j++) {
                char c = line.charAt(j);
                if (c != ' ' && c != '.' && (c < '0' || c > '9')) {
                    return false;
                }
            }
            k = close + 1;
            while (k < n && line.charAt(k) == ' ') {
                k++;
            }
        }
        int name = k;
        while (k < n && k - name < 40 && (line.charAt(k) >= 'a' && line.charAt(k) <= 'z'
                || k > name && nameTail(line.charAt(k)))) {
            k++;
        }
        if (k == name || k >= n || line.charAt(k) != '[') {
            return false;
        }
        int digits = ++k;
        while (k < n && k - digits < 8 && line.charAt(k) >= '0' && line.charAt(k) <= '9') {
            k++;
        }
        return k > digits && k + 1 < n && line.charAt(k) == ']' && line.charAt(k + 1) == ':';
    }

    /** A character a name may hold after its first letter: a digit, '-', '_' or '.'. */
    private static boolean nameTail(char c) {
        return c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.';
    }

    private static boolean structural(String line) {
        return line.startsWith("linux version") || line.contains("git bisect") || line.startsWith("# good:")
                || line.startsWith("# bad:") || line.contains("#regzbot") || line.contains("tainted")
                || (line.startsWith("linux ") && line.contains(" #"));
    }

    /** True when only list punctuation or a joining word separates two tokens: "2.6.22, 2.6.22.5 and 2.6.23". */
    private boolean continuesList(int prevEnd, int start) {
        if (start - prevEnd > 12) {
            return false;
        }
        String gap = t.text.substring(prevEnd, start).replace('>', ' ').strip().toLowerCase();
        return gap.isEmpty() || gap.equals(",") || gap.equals("/") || gap.equals("&") || gap.equals("and")
                || gap.equals(", and") || gap.equals("or") || gap.equals(", or") || gap.equals("-")
                || gap.equals("..") || gap.equals("...") || gap.equals("to") || gap.equals("vs")
                || gap.equals("vs.") || gap.equals("->") || gap.equals("=>") || gap.equals("through");
    }
}
