package dev.lkmltriage.source;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

/** Fetches one thread as {@code <base>/all/<msgid>/t.mbox.gz} from a public-inbox server. */
final class ThreadFetch {
    static final long MAX_BYTES = 64L << 20;
    private static final int MAX_ID = 998; // RFC 5322 line limit: no real Message-ID is longer

    private ThreadFetch() {
    }

    /** A Message-ID and the server to ask, taken from what a user typed. */
    record Target(String messageId, String base) {
    }

    static Target target(String messageIdOrUrl, String baseUrl) {
        String s = messageIdOrUrl == null ? "" : messageIdOrUrl.trim();
        String id;
        String base = baseUrl;
        if (s.startsWith("http://") || s.startsWith("https://")) {
            URI u = URI.create(s.replace(" ", "%20"));
            id = idFromPath(u.getRawPath() == null ? "" : u.getRawPath());
            if (base == null) {
                base = u.getScheme() + "://" + u.getRawAuthority();
            }
        } else {
            id = s.startsWith("id:") ? s.substring(3) : s;
        }
        if (id.startsWith("<") && id.endsWith(">") && id.length() >= 2) {
            id = id.substring(1, id.length() - 1);
        }
        id = id.trim();
        if (id.isEmpty() || id.length() > MAX_ID || id.chars().anyMatch(c -> c <= ' ' || c == 0x7f)) {
            throw new IllegalArgumentException("not a Message-ID: '" + messageIdOrUrl + "'; give <id@host>, "
                    + "id@host or a URL like https://lore.kernel.org/r/id@host");
        }
        if (base == null || base.isBlank()) {
            throw new IllegalArgumentException("no archive to ask for <" + id + ">: give a base URL such as "
                    + "https://lore.kernel.org");
        }
        return new Target(id, base.endsWith("/") ? base.substring(0, base.length() - 1) : base);
    }

    /** From {@code /r/<id>}, {@code /all/<id>/}, {@code /<list>/<id>/t.mbox.gz}: the segment after r/all, else one with '@'. */
    private static String idFromPath(String rawPath) {
        String[] segs = rawPath.split("/");
        String found = "";
        for (int i = 0; i < segs.length; i++) {
            if ((segs[i].equals("r") || segs[i].equals("all")) && i + 1 < segs.length && !segs[i + 1].isEmpty()) {
                return decode(segs[i + 1]);
            }
            if (segs[i].contains("@")) {
                found = segs[i];
            }
        }
        return decode(found);
    }

    private static String decode(String seg) {
        try {
            return URLDecoder.decode(seg.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return seg;
        }
    }

    /** Percent-encodes what a path segment may not hold; '@', '+', '=', '$' stay, as public-inbox writes them. */
    static String encode(String id) {
        StringBuilder sb = new StringBuilder();
        for (byte b : id.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~!$&'()*+,;=:@".indexOf(c) >= 0) {
                sb.append((char) c);
            } else {
                sb.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
            }
        }
        return sb.toString();
    }

    /** A file name for a thread: the id with unsafe characters replaced, plus a hash when any were. */
    static String fileName(String id) {
        String safe = id.replaceAll("[^A-Za-z0-9._@+=-]", "_");
        if (safe.length() > 120) {
            safe = safe.substring(0, 120);
        }
        if (!safe.equals(id) || safe.startsWith(".")) {
            safe = safe + "-" + Integer.toHexString(id.hashCode());
        }
        return safe + ".t.mboxrd.gz";
    }

    static Path fetch(String messageIdOrUrl, String baseUrl, Path dir, long maxBytes) throws IOException {
        Target t = target(messageIdOrUrl, baseUrl);
        String url = t.base() + "/all/" + encode(t.messageId()) + "/t.mbox.gz";
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30))
                .followRedirects(HttpClient.Redirect.NORMAL).build();
        HttpRequest req = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMinutes(5))
                .header("User-Agent", "lkml-triage").GET().build();
        HttpResponse<InputStream> resp;
        try {
            resp = client.send(req, HttpResponse.BodyHandlers.ofInputStream());
        } catch (ConnectException e) {
            throw new IOException("cannot connect to " + url + " (connection refused): check the base URL and "
                    + "that the server is up", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted fetching " + url);
        }
        try (InputStream body = resp.body()) {
            int status = resp.statusCode();
            if (status == 404) {
                throw new IOException("no thread for <" + t.messageId() + "> at " + url + " (HTTP 404): check the "
                        + "Message-ID, and that the base URL is a public-inbox server");
            }
            if (status != 200) {
                throw new IOException("HTTP " + status + " from " + url + ": try again later, or check the base URL");
            }
            Files.createDirectories(dir);
            Path out = dir.resolve(fileName(t.messageId()));
            Path tmp = Files.createTempFile(dir, ".thread-", ".part");
            try {
                long n = copy(body, tmp, maxBytes, url);
                if (n < 2 || !isGzip(tmp)) {
                    throw new IOException(url + " did not answer with a gzip mbox (" + n + " bytes): is the base "
                            + "URL a public-inbox server?");
                }
                Files.move(tmp, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
            return out;
        }
    }

    private static long copy(InputStream in, Path to, long maxBytes, String url) throws IOException {
        long n = 0;
        byte[] buf = new byte[64 * 1024];
        try (OutputStream out = Files.newOutputStream(to)) {
            for (int r; (r = in.read(buf)) > 0; ) {
                n += r;
                if (n > maxBytes) {
                    throw new IOException(url + " sent more than " + maxBytes + " bytes: refusing an oversized "
                            + "thread; fetch the inbox with pull instead");
                }
                out.write(buf, 0, r);
            }
        }
        return n;
    }

    private static boolean isGzip(Path p) throws IOException {
        try (InputStream in = Files.newInputStream(p)) {
            return in.read() == 0x1f && in.read() == 0x8b;
        }
    }
}
