package dev.lkmltriage.source;

import java.io.IOException;
import java.net.ConnectException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.api.errors.InvalidRemoteException;
import org.eclipse.jgit.api.errors.TransportException;
import org.eclipse.jgit.errors.NoRemoteRepositoryException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.Ref;
import org.eclipse.jgit.lib.RefUpdate;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.lib.StoredConfig;
import org.eclipse.jgit.transport.RefSpec;

/**
 * Keeps local bare mirrors of public-inbox archives up to date with JGit (no git binary), and fetches single threads
 * from a public-inbox server. What a pull brings is then read incrementally by {@link Sources#open} thanks to the
 * checkpoints.
 */
public final class Mirror {
    /** Network timeout for one git transport operation, in seconds. */
    static final int TIMEOUT_SECONDS = 120;
    /** An inbox URL without epoch is probed up to this many epochs (lore's largest lists have about 20). */
    private static final int MAX_EPOCHS = 1000;

    private Mirror() {
    }

    /**
     * Clones (bare) or fetches, with refspec {@code +refs/*:refs/*}, the public-inbox at {@code url} into
     * {@code mirrorsDir/<host>/<inbox>/git/N.git}. An epoch URL ({@code https://lore.kernel.org/netdev/0}) mirrors
     * that epoch and returns its repository; an inbox URL ({@code https://lore.kernel.org/netdev}) mirrors epochs 0,
     * 1, ... until one is missing and returns the inbox directory (readable as a v2 inbox); a URL that is itself a
     * repository ({@code file:///srv/linux-pci.git}) is mirrored as epoch 0 of that inbox and its repository
     * returned.
     *
     * @throws IOException naming the URL and what to do when it is unreachable, missing or not a git repository
     */
    public static Path pull(String url, Path mirrorsDir) throws IOException {
        InboxUrl u = InboxUrl.parse(url);
        if (u.epoch() >= 0) {
            return pullEpoch(u.epochUrl(u.epoch(), u.gitDir()), u.mirror(mirrorsDir, u.epoch()));
        }
        boolean underGit = false;
        long n = 0;
        while (n < MAX_EPOCHS) {
            try {
                pullEpoch(u.epochUrl(n, underGit), u.mirror(mirrorsDir, n));
                n++;
            } catch (MissingRepositoryException e) {
                if (n > 0) {
                    break; // the epoch after the newest
                }
                if (!underGit) {
                    underGit = true; // a static copy of an inbox directory keeps its epochs under git/N.git
                    continue;
                }
                return pullWholeRepository(u, mirrorsDir, e);
            }
        }
        return u.inboxDir(mirrorsDir);
    }

    /** An URL naming neither an epoch nor an inbox may still be one repository, e.g. {@code file:///x/pci.git}. */
    private static Path pullWholeRepository(InboxUrl u, Path mirrorsDir, IOException notInbox) throws IOException {
        try {
            return pullEpoch(u.base(), u.mirror(mirrorsDir, 0));
        } catch (MissingRepositoryException e) {
            IOException out = new IOException("no public-inbox at " + u.base() + ": neither " + u.epochUrl(0, false)
                    + " nor " + u.epochUrl(0, true) + " nor the URL itself is a git repository; check the URL, "
                    + "e.g. https://lore.kernel.org/netdev or https://lore.kernel.org/netdev/0", e);
            out.addSuppressed(notInbox);
            throw out;
        }
    }

    /**
     * Fetches the thread holding {@code messageIdOrUrl} ({@code <id>}, {@code id}, or a URL such as
     * {@code https://lore.kernel.org/r/<id>} or {@code .../all/<id>/}) as {@code <base>/all/<id>/t.mbox.gz}, saves
     * it in {@code dir} (an mboxrd, gzip) and returns the file. {@code baseUrl} may be null when a URL is given.
     *
     * @throws IOException naming the URL and what to do on 404, refused connection, an answer that is no gzip or
     *                     one over 64 MiB
     * @throws IllegalArgumentException when no Message-ID can be taken from {@code messageIdOrUrl}, or no base URL
     *                                  is known
     */
    public static Path pullThread(String messageIdOrUrl, String baseUrl, Path dir) throws IOException {
        return ThreadFetch.fetch(messageIdOrUrl, baseUrl, dir, ThreadFetch.MAX_BYTES);
    }

    /** The epoch at {@code url} is absent (404, no such path): the end of an inbox's epochs. */
    static final class MissingRepositoryException extends IOException {
        MissingRepositoryException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static Path pullEpoch(String url, Path target) throws IOException {
        if (Files.isRegularFile(target.resolve("HEAD"))) {
            try (Git git = Git.open(target.toFile())) {
                fetch(git, url);
            }
            return target;
        }
        Files.createDirectories(target.getParent());
        Path tmp = Files.createTempDirectory(target.getParent(), target.getFileName() + ".partial-");
        try {
            try (Git git = Git.init().setBare(true).setInitialBranch("master").setDirectory(tmp.toFile()).call()) {
                StoredConfig cfg = git.getRepository().getConfig();
                cfg.setString("remote", "origin", "url", url);
                cfg.setString("remote", "origin", "fetch", "+refs/*:refs/*");
                cfg.setBoolean("remote", "origin", "mirror", true);
                // JGit may repack after a fetch; in the background it would race the move below and later readers
                cfg.setBoolean("gc", null, "autoDetach", false);
                cfg.save();
                fetch(git, url);
            } catch (GitAPIException e) {
                throw new IOException("cannot create a mirror at " + target + ": " + e.getMessage(), e);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.FileSystemException e) {
                if (!Files.exists(target)) {
                    throw e;
                }
                // rename(2) onto a non-empty directory fails with ENOTEMPTY, which the JDK reports generically
                if (!Files.isRegularFile(target.resolve("HEAD"))) {
                    throw new IOException(target + " exists but is no git repository: remove it and pull again", e);
                }
                // another pull created the mirror meanwhile: bring it up to date instead
                try (Git git = Git.open(target.toFile())) {
                    fetch(git, url);
                }
            }
            return target;
        } finally {
            deleteTree(tmp);
        }
    }

    private static void fetch(Git git, String url) throws IOException {
        try {
            git.fetch().setRemote(url).setRefSpecs(new RefSpec("+refs/*:refs/*")).setTimeout(TIMEOUT_SECONDS)
                    .setRemoveDeletedRefs(false).call();
        } catch (InvalidRemoteException e) {
            throw missing(url, e);
        } catch (TransportException e) {
            throw translate(url, e);
        } catch (GitAPIException e) {
            throw new IOException("fetching " + url + " failed: " + e.getMessage(), e);
        }
        pointHead(git.getRepository());
    }

    /** HEAD must name a branch the mirror has, so readers find the tip. */
    private static void pointHead(Repository repo) throws IOException {
        if (repo.resolve(Constants.HEAD) != null) {
            return;
        }
        List<Ref> heads = repo.getRefDatabase().getRefsByPrefix(Constants.R_HEADS);
        if (!heads.isEmpty()) {
            RefUpdate u = repo.updateRef(Constants.HEAD);
            u.disableRefLog();
            u.link(heads.get(0).getName());
        }
    }

    private static IOException translate(String url, TransportException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof NoRemoteRepositoryException) {
                return missing(url, e);
            }
            if (t instanceof ConnectException || t instanceof java.net.UnknownHostException) {
                return new IOException("cannot connect to " + url + " (" + t.getMessage() + "): check the host "
                        + "name and port, and that the server is up", e);
            }
        }
        String m = String.valueOf(e.getMessage());
        if (m.contains("not found") || m.contains("404")) {
            return missing(url, e);
        }
        return new IOException("fetching " + url + " failed: " + m + ". Is it a git repository (a public-inbox "
                + "epoch such as https://lore.kernel.org/netdev/0)?", e);
    }

    private static IOException missing(String url, Exception e) {
        return new MissingRepositoryException("no git repository at " + url + " (" + e.getMessage()
                + "): check the URL; a public-inbox epoch looks like https://lore.kernel.org/netdev/0", e);
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
