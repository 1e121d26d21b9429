package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Session 29 (commits30): every shape of commit URL the linux-pci archive holds is read (cgit {@code ?id=X} and
 * {@code ?h=branch&id=X}, GitHub and GitLab {@code /commit/X}, {@code /c/X}, {@code /linus/X}, and now gitweb's
 * {@code a=commitdiff;h=X}, {@code a=commit;f=path;h=X} and path form {@code /commitdiff/X}, and a tip-bot's
 * {@code Commit-ID:} line); a gitweb {@code h=} under another action (a blob, a tree) is no commit. Every fixture is
 * invented here in the style of list mail.
 */
class CommitUrlsTest {
    private static final String FULL = "5c1e0d4a9b7f3e2d8c6a4b2e0f9d7c5b3a1e8f6d";

    private static String render(String text) {
        return CommitExtractorTest.render(new CommitExtractor().extract(VersionsMails.mail(text)));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            Something like: http://www.example.org/git?p=linux-ab.git;a=commitdiff;h=5c1e0d4a9b7f3e2d8c6a4b2e0f9d7c5b3a1e8f6d | 5c1e0d4a9b7f3e2d8c6a4b2e0f9d7c5b3a1e8f6d:reference
            There is a firmware change for that (https://git.example.org/?p=fw.git;a=commit;f=board/pci.fs;h=5c1e0d4a9b7f3e2d8c6a4b2e0f9d7c5b3a1e8f6d). | 5c1e0d4a9b7f3e2d8c6a4b2e0f9d7c5b3a1e8f6d:reference
            See https://example.org/gitweb/?p=linux.git;h=5c1e0d4a9b7f;a=commit for the change. | 5c1e0d4a9b7f:reference
            The patch is at http://example.org/git?p=linux.git&a=patch&h=5c1e0d4a9b7f now. | 5c1e0d4a9b7f:reference
            See https://git.example.org/users/me/linux.git/commitdiff/41cfe6d54e5 for it. | 41cfe6d54e5:reference
            `Commit-ID:     5c1e0d4a9b7f3e2d8c6a4b2e0f9d7c5b3a1e8f6d` | 5c1e0d4a9b7f3e2d8c6a4b2e0f9d7c5b3a1e8f6d:reference
            https://git.kernel.org/pub/scm/linux/kernel/git/pci/pci.git/commit/?h=next&id=5c1e0d4a9b7f | 5c1e0d4a9b7f:reference
            https://gitlab.example.org/u-boot/u-boot/-/commit/5c1e0d4a9b7f3e2d8c6a4b2e0f9d7c5b3a1e8f6d | 5c1e0d4a9b7f3e2d8c6a4b2e0f9d7c5b3a1e8f6d:reference
            The quirk is here: http://example.org/git?p=linux.git;a=blob;f=drivers/pci/quirks.c;h=5c1e0d4a9b7f3e2d8c6a4b2e0f9d7c5b3a1e8f6d | ``
            The tree: http://example.org/git?p=linux.git;a=tree;h=5c1e0d4a9b7f;hb=refs/heads/next | ``
            the log at http://example.org/git?p=linux.git;a=commitlog;h=5c1e0d4a9b7f shows it | ``
            We compare h=5c1e0d4a9b7f against the a=commit value in the script. | ``
            """)
    void commitUrls(String text, String expected) {
        assertEquals(expected == null ? "" : expected, render(text), text);
    }

    @Test
    void aGitwebCommitNamedAsTheCureIsTheFix() {
        assertEquals(FULL + ":fix", render("The hang on resume is fixed by\n"
                + "http://example.org/git?p=linux.git;a=commitdiff;h=" + FULL + "\n"));
    }

    @Test
    void theActionMustBeAParameterOfTheSameUrl() {
        String url = "http://example.org/git?p=linux.git;a=commitdiff;h=" + FULL;
        assertTrue(GitwebIds.commitParam(url, url.length() - 40, url.length()));
        // the action in another word of the line
        String apart = "a=commitdiff and then ;h=" + FULL;
        assertFalse(GitwebIds.commitParam(apart, apart.length() - 40, apart.length()));
        // an action spelt inside a longer parameter name
        String glued = "http://example.org/git?p=linux.git;data=commit;h=" + FULL;
        assertFalse(GitwebIds.commitParam(glued, glued.length() - 40, glued.length()));
        assertFalse(GitwebIds.commitParam("h=", 0, 2));
    }

    @Test
    void hostileInputEndsQuickly() {
        StringBuilder b = new StringBuilder("The port fails.\n");
        for (int i = 0; i < 50_000; i++) {
            b.append(";a=blob;f=x;h=").append(FULL);
        }
        b.append('\n');
        for (int i = 0; i < 50_000; i++) {
            b.append("http://example.org/git?p=linux.git;a=commitdiff;h=").append(FULL).append('\n');
        }
        for (int i = 0; i < 20_000; i++) {
            b.append("commitdiff/").append(i % 7 == 0 ? FULL : "a=commit;h=");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> render(b.toString()));
    }
}
