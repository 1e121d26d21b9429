package dev.lkmltriage.source;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A public-inbox URL taken apart: where its epochs are fetched from and where their mirrors go
 * ({@code mirrors/<host>/<inbox>/git/N.git}). Accepts an epoch ({@code https://lore.kernel.org/netdev/0},
 * {@code .../netdev/git/0.git}) or an inbox without epoch ({@code https://lore.kernel.org/netdev}), over https,
 * http or file.
 *
 * @param base   the inbox URL without a trailing slash
 * @param host   directory name for the host ({@code local} for file URLs, {@code host_port} with a port)
 * @param inbox  the inbox name
 * @param epoch  the epoch named by the URL, or -1 when it names the inbox
 * @param gitDir true when epochs live at {@code base/git/N.git} rather than {@code base/N}
 */
record InboxUrl(String base, String host, String inbox, long epoch, boolean gitDir) {

    static InboxUrl parse(String url) throws IOException {
        URI u;
        try {
            u = new URI(url.trim());
        } catch (URISyntaxException e) {
            throw new IOException("not a URL: " + url + " (" + e.getReason() + "); give e.g. "
                    + "https://lore.kernel.org/netdev/0");
        }
        String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") && !scheme.equals("http") && !scheme.equals("file")) {
            throw new IOException("cannot pull " + url + ": only https://, http:// and file:// URLs are supported");
        }
        String host = scheme.equals("file") ? "local"
                : u.getHost() == null ? "" : u.getHost() + (u.getPort() > 0 ? "_" + u.getPort() : "");
        List<String> segs = new ArrayList<>();
        for (String s : (u.getPath() == null ? "" : u.getPath()).split("/")) {
            if (!s.isEmpty()) {
                segs.add(s);
            }
        }
        if (segs.isEmpty() || host.isEmpty()) {
            throw new IOException("cannot pull " + url + ": the URL names no inbox; give e.g. "
                    + "https://lore.kernel.org/netdev/0");
        }
        String prefix = scheme + "://" + (u.getRawAuthority() == null ? "" : u.getRawAuthority());
        int n = segs.size();
        String last = segs.get(n - 1);
        if (n >= 3 && segs.get(n - 2).equals("git") && number(strip(last)) >= 0 && last.endsWith(".git")) {
            return new InboxUrl(join(prefix, segs, n - 2), host, segs.get(n - 3), number(strip(last)), true);
        }
        if (n >= 2 && number(last) >= 0) {
            return new InboxUrl(join(prefix, segs, n - 1), host, segs.get(n - 2), number(last), false);
        }
        return new InboxUrl(join(prefix, segs, n), host, strip(last), -1, false);
    }

    /** The fetch URL of epoch {@code n}. */
    String epochUrl(long n, boolean underGit) {
        return underGit ? base + "/git/" + n + ".git" : base + "/" + n;
    }

    /** Where epoch {@code n} is mirrored. */
    Path mirror(Path mirrorsDir, long n) {
        return inboxDir(mirrorsDir).resolve("git").resolve(n + ".git");
    }

    Path inboxDir(Path mirrorsDir) {
        return mirrorsDir.resolve(safe(host)).resolve(safe(inbox));
    }

    private static String safe(String s) {
        String t = s.replaceAll("[^A-Za-z0-9._+=@-]", "_");
        return t.startsWith(".") ? "_" + t : t;
    }

    private static String strip(String s) {
        return s.endsWith(".git") ? s.substring(0, s.length() - 4) : s;
    }

    private static long number(String s) {
        if (s.isEmpty() || s.length() > 9) {
            return -1;
        }
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return -1;
            }
        }
        return Long.parseLong(s);
    }

    private static String join(String prefix, List<String> segs, int upTo) {
        StringBuilder sb = new StringBuilder(prefix);
        for (int i = 0; i < upTo; i++) {
            sb.append('/').append(segs.get(i));
        }
        return sb.toString();
    }
}
