package dev.lkmltriage.digest;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A parsed MAINTAINERS file in the Linux kernel's format: sections of a title line followed by {@code X:\tvalue}
 * entries, separated by blank lines. Lenient, in one pass, linear in the file's size: the preamble (no entries),
 * junk lines inside a section, unknown entry letters and regexes Java cannot compile are skipped and counted in
 * {@link #skipped()}; a section without entries is dropped.
 */
public record Maintainers(List<Section> sections, int skipped) {
    /** Entry lines longer than this are junk (the kernel's longest is under 200 characters). */
    static final int MAX_LINE = 4096;

    public Maintainers {
        sections = List.copyOf(sections);
    }

    /**
     * The MAINTAINERS file to use: {@code path} if given (a file, or a kernel tree holding one), else the bundled
     * {@code corpus/MAINTAINERS} under {@code triage.home}.
     */
    public static Path locate(Path path) {
        if (path == null) {
            return Path.of(System.getProperty("triage.home", "."), "corpus", "MAINTAINERS");
        }
        return Files.isDirectory(path) ? path.resolve("MAINTAINERS") : path;
    }

    public static Maintainers load(Path file) throws IOException {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parse(r);
        }
    }

    public static Maintainers parse(Reader reader) throws IOException {
        BufferedReader r = reader instanceof BufferedReader b ? b : new BufferedReader(reader);
        List<Section> out = new ArrayList<>();
        Builder current = null;
        String title = null;
        int skipped = 0;
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            if (line.isBlank()) {
                if (current != null) {
                    out.add(current.build());
                }
                current = null;
                title = null;
                continue;
            }
            Entry e = line.length() <= MAX_LINE ? Entry.of(line) : null;
            if (e == null) {
                if (current == null && title == null) {
                    title = line.strip();
                } else {
                    skipped++;
                }
                continue;
            }
            if (current == null) {
                current = new Builder(title == null ? "(untitled)" : title);
            }
            if (!current.add(e)) {
                skipped++;
            }
        }
        if (current != null) {
            out.add(current.build());
        }
        return new Maintainers(out, skipped);
    }

    /** {@code L:} list address from an entry value, e.g. {@code "netdev@vger.kernel.org (moderated)"}. */
    static String listAddress(String value) {
        String v = value.strip();
        int sp = indexOfSpace(v);
        return (sp < 0 ? v : v.substring(0, sp)).toLowerCase(Locale.ROOT);
    }

    /** The address in {@code "Full Name <addr@host>"} or a bare {@code addr@host}, lower-cased; null if none. */
    static String personAddress(String value) {
        String v = value.strip();
        int lt = v.lastIndexOf('<');
        int gt = v.lastIndexOf('>');
        String a = lt >= 0 && gt > lt ? v.substring(lt + 1, gt).strip() : v;
        if (a.indexOf('@') <= 0 || indexOfSpace(a) >= 0) {
            return null;
        }
        return a.toLowerCase(Locale.ROOT);
    }

    private static int indexOfSpace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    private record Entry(char type, String value) {
        static Entry of(String line) {
            if (line.length() < 3 || line.charAt(1) != ':' || line.charAt(0) < 'A' || line.charAt(0) > 'Z'
                    || !Character.isWhitespace(line.charAt(2))) {
                return null;
            }
            String v = line.substring(2).strip();
            return v.isEmpty() ? null : new Entry(line.charAt(0), v);
        }
    }

    private static final class Builder {
        final String name;
        final List<String> m = new ArrayList<>();
        final List<String> r = new ArrayList<>();
        final List<String> l = new ArrayList<>();
        String s = "";
        final List<FilePattern> f = new ArrayList<>();
        final List<FilePattern> x = new ArrayList<>();
        final List<BoundedRegex> n = new ArrayList<>();
        final List<BoundedRegex> k = new ArrayList<>();

        Builder(String name) {
            this.name = name;
        }

        /** Adds an entry; false when it is unusable (a bad address or regex). Letters we do not route on are kept out. */
        boolean add(Entry e) {
            switch (e.type()) {
                case 'M', 'R' -> {
                    String a = personAddress(e.value());
                    if (a == null) {
                        return false;
                    }
                    (e.type() == 'M' ? m : r).add(a);
                }
                case 'L' -> {
                    String a = listAddress(e.value());
                    if (a.indexOf('@') <= 0) {
                        return false;
                    }
                    l.add(a);
                }
                case 'S' -> s = e.value();
                case 'F' -> f.add(FilePattern.of(e.value()));
                case 'X' -> x.add(FilePattern.of(e.value()));
                case 'N', 'K' -> {
                    BoundedRegex re = BoundedRegex.compile(e.value());
                    if (re == null) {
                        return false;
                    }
                    (e.type() == 'N' ? n : k).add(re);
                }
                default -> {
                    // W:, T:, Q:, B:, C:, P: ... carry no routing information
                }
            }
            return true;
        }

        Section build() {
            return new Section(name, m, r, l, s, f, x, n, k);
        }
    }
}
