package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Header;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 49 (speed50): exact cuts held to the code they replace. {@link OwnQuestions} answers the kind stage's
 * common questions (the opening {@link BotMail#declares} reads, a literal in the lowercase own text, whether the own
 * text holds a diff) without lowercasing the whole own text; {@link LspciDump#isRow} answers what a new dump's
 * {@code accept} answered, without a dump.
 */
class ExactCuts50Test {
    /** The literals the classifier asks, and more: other anchors, a non-letter anchor, a literal that is a line. */
    private static final OwnQuestions.Literal[] LITERALS = {
        new OwnQuestions.Literal("the following changes since commit", 9),
        new OwnQuestions.Literal("please pull", 0), new OwnQuestions.Literal("pull request", 7),
        new OwnQuestions.Literal("signed-off-by:", 11), new OwnQuestions.Literal("signed-off-by:", 13),
        new OwnQuestions.Literal("ok", 0), new OwnQuestions.Literal("s", 0), new OwnQuestions.Literal("-by", 0)};

    /** Pieces of mail around the literals: their cases, near misses, the Kelvin sign, a dotted capital I. */
    private static final String[] PIECES = {
        "The following changes since commit ", "THE FOLLOWING CHANGES SINCE COMMIT", "the following changes since",
        " commit", "tHe FoLlOwInG cHaNgEs SiNcE cOmMiT", "the follo\nwing changes since commit", "Please pull",
        "PLEASE PULL", "please\npull", "pull request", "Pull Request", "pull requests", "Signed-off-by:",
        "signed-off-by:", "SIGNED-OFF-BY:", "Signed-off-by", "S\u0130gned-off-by:", "signed-off-by\u0130",
        "\u212aernel ok", "o\u212a", "OK", "-by", "-BY", "\u00c0\u00e9\u00ff", "\u0416", "\u03a3", "\ud801\udc00",
        "\u0130", "\n", "\n", "\n", "\r\n", "\n> ", "\n>", ">", "diff --git a/x b/x\n", "--- a/x\n", "+++ b/x\n",
        "My bot found errors", "[This is an automated email]", "  my bot has found ", "\tthis is an automated e-mail",
        "w", "W", "q", "Q", "b", "B", "p", " ", "x", ""};

    static Mail mail(String subject, String inReplyTo, String text, List<Span> spans) {
        return new Mail("m@example.org", false, subject, "A <a@example.org>", null, null, inReplyTo, List.of(),
                List.of(new Header("Subject", subject)), text, List.of(), spans, List.of(), "0");
    }

    /** Random spans over the text: quote and attribution runs that need not follow '>' (the splitter's own). */
    static List<Span> randomSpans(Random r, String text) {
        List<Span> out = new ArrayList<>();
        SpanKind[] kinds = {SpanKind.PROSE, SpanKind.QUOTE, SpanKind.ATTRIBUTION, SpanKind.DIFF, SpanKind.SIGNATURE};
        int k = 0;
        while (k < text.length()) {
            int end = Math.min(text.length(), k + 1 + r.nextInt(40));
            out.add(new Span(k, end, kinds[r.nextInt(kinds.length)]));
            k = end;
        }
        return r.nextInt(4) == 0 ? List.of() : out;
    }

    private static String randomText(Random r, int parts) {
        return randomText(r, parts, PIECES);
    }

    /** Fewer than {@code parts} random pieces, one after the other (ExactCuts51Test draws from its own). */
    static String randomText(Random r, int parts, String[] pieces) {
        StringBuilder b = new StringBuilder();
        int n = r.nextInt(parts);
        for (int p = 0; p < n; p++) {
            b.append(pieces[r.nextInt(pieces.length)]);
        }
        return b.toString();
    }

    static Mail randomMail(Random r, String text) {
        // a thread opener that quotes nobody reads its '>' lines as its own: half the mails can be one
        String subject = r.nextBoolean() ? "s" : "Re: s";
        String inReplyTo = r.nextBoolean() ? null : "<p@example.org>";
        return r.nextBoolean() ? VersionsMails.mail(subject, "A <a@example.org>", inReplyTo, List.of(), text)
                : mail(subject, inReplyTo, text, randomSpans(r, text));
    }

    /** Every answer against the old path's whole lowercase own text, asked in a random order. */
    private static void sameAnswers(Random r, Mail m) {
        OwnText old = OwnText.slow(m);
        assertEquals(old, OwnText.of(m));
        OwnQuestions q = new OwnQuestions(m);
        int asks = 1 + r.nextInt(LITERALS.length + 3);
        for (int a = 0; a < asks; a++) {
            int which = r.nextInt(LITERALS.length + 3);
            if (which < LITERALS.length) {
                OwnQuestions.Literal l = LITERALS[which];
                assertEquals(old.lower().contains(l.text), q.contains(l), () -> l.text + " in " + m.text());
            } else if (which == LITERALS.length) {
                assertEquals(old.diff(), q.diff(), m::text);
            } else if (which == LITERALS.length + 1) {
                String opening = q.opening();
                assertTrue(old.lower().startsWith(opening), m::text);
                assertTrue(opening.length() >= Math.min(old.lower().length(), BotMail.READS), m::text);
                assertEquals(BotMail.declares(old.lower()), BotMail.declares(opening), m::text);
            } else {
                assertEquals(old.lower(), q.lower());
            }
        }
    }

    @Test
    void randomMailAnswersAsTheWholeOwnText() {
        Random r = new Random(50);
        for (int n = 0; n < 40_000; n++) {
            String text = randomText(r, 24);
            sameAnswers(r, randomMail(r, text));
        }
    }

    /** An opening past {@link BotMail#READS}: a declaration on the opening's last lines, and one just past it. */
    @Test
    void longOpeningsAnswerAsTheWholeOwnText() {
        Random r = new Random(7);
        for (int n = 0; n < 3_000; n++) {
            StringBuilder b = new StringBuilder();
            int target = BotMail.OPENING - 60 + r.nextInt(120);
            while (b.length() < target) {
                b.append(r.nextInt(5) == 0 ? "\n" : "x");
            }
            b.append(r.nextBoolean() ? "\n" : "").append(PIECES[40 + r.nextInt(4)]).append(randomText(r, 6));
            sameAnswers(r, randomMail(r, b.toString()));
        }
    }

    /** A literal across OwnText's 256 KiB limit, before it and after it; a line cut by the limit. */
    @Test
    void theLimitCutsAsOwnTextCuts() {
        Random r = new Random(11);
        for (int n = 0; n < 200; n++) {
            StringBuilder b = new StringBuilder();
            int at = OwnText.LIMIT - 40 + r.nextInt(80);
            while (b.length() < at) {
                b.append(r.nextInt(70) == 0 ? '\n' : 'y');
            }
            b.append(PIECES[r.nextInt(4)]).append(" Signed-off-by: x\n").append(randomText(r, 5));
            sameAnswers(r, randomMail(r, b.toString()));
        }
    }

    /** For every character: it matches a literal's ASCII character exactly when it lowercases to it on its own. */
    @Test
    void everyCharacterMatchesAsItLowercases() {
        for (char x = 0x20; x < 0x7f; x++) {
            if (x >= 'A' && x <= 'Z') {
                continue;
            }
            String want = String.valueOf(x);
            for (int c = 0; c <= 0xffff; c++) {
                String s = String.valueOf((char) c);
                // U+0130 lowercases to two characters, "i\u0307": no literal character is the pair
                boolean expected = s.toLowerCase(Locale.ROOT).equals(want);
                assertEquals(expected, OwnQuestions.matches(s, 0, want), () -> (int) want.charAt(0) + " " + s);
            }
        }
        // the anchors a literal may take: a letter whose only characters lowering to it are its two cases
        for (char a = 'a'; a <= 'z'; a++) {
            int count = 0;
            for (int c = 0; c <= 0xffff; c++) {
                if (String.valueOf((char) c).toLowerCase(Locale.ROOT).indexOf(a) >= 0) {
                    count++;
                }
            }
            boolean allowed = a != 'i' && a != 'k';
            String anchor = String.valueOf(a);
            assertEquals(allowed, count == 2, () -> "anchor " + anchor);
        }
    }

    /** Malformed literals are refused: they could match across lines, in a dotted I, or miss a Kelvin sign. */
    @Test
    void malformedLiteralsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new OwnQuestions.Literal("", 0));
        assertThrows(IllegalArgumentException.class, () -> new OwnQuestions.Literal("abc", 3));
        assertThrows(IllegalArgumentException.class, () -> new OwnQuestions.Literal("abc", -1));
        assertThrows(IllegalArgumentException.class, () -> new OwnQuestions.Literal("Abc", 1));
        assertThrows(IllegalArgumentException.class, () -> new OwnQuestions.Literal("a\nb", 0));
        assertThrows(IllegalArgumentException.class, () -> new OwnQuestions.Literal("caf\u00e9", 0));
        assertThrows(IllegalArgumentException.class, () -> new OwnQuestions.Literal("hi", 0));
        assertThrows(IllegalArgumentException.class, () -> new OwnQuestions.Literal("kernel", 0));
        assertThrows(IllegalArgumentException.class, () -> new OwnQuestions.Literal("line", 1));
        // an empty or blank mail holds nothing
        for (String text : new String[] {"", "\n", "\n\n", " ", ">"}) {
            Mail m = VersionsMails.mail("s", text);
            OwnQuestions q = new OwnQuestions(m);
            assertFalse(q.contains(LITERALS[0]));
            assertFalse(q.diff());
            assertEquals(OwnText.slow(m).lower(), q.opening());
        }
    }

    /** The classifier's answers on mail of each path that the questions decide. */
    @Test
    void kindsOfThePathsTheQuestionsDecide() {
        KindClassifier k = new KindClassifier(null);
        String pull = "Hi Linus,\n\nThe Following Changes Since Commit 1234567:\n\nare available.\nPlease Pull.\n";
        assertEquals(MessageKind.PULL, k.classify(VersionsMails.mail("Re: stuff", "A <a@x.org>", "<p@x>", List.of(),
                pull)));
        assertEquals(MessageKind.REPLY, k.classify(VersionsMails.mail("Re: stuff", "A <a@x.org>", "<p@x>", List.of(),
                "> The following changes since commit 1234567:\n> please pull\nThanks, pulled.\n")));
        String patch = "How about this?\n\nSIGNED-OFF-BY: A <a@x.org>\n---\ndiff --git a/x b/x\n--- a/x\n+++ b/x\n";
        assertEquals(MessageKind.PATCH, k.classify(VersionsMails.mail("Re: stuff", "A <a@x.org>", "<p@x>",
                List.of(), patch)));
        assertEquals(MessageKind.REPLY, k.classify(VersionsMails.mail("Re: stuff", "A <a@x.org>", "<p@x>",
                List.of(), patch.replace("SIGNED-OFF-BY", "Sıgned-off-by"))));
        assertEquals(MessageKind.ROBOT, k.classify(VersionsMails.mail("Re: [PATCH] x", "A <a@x.org>", "<p@x>",
                List.of(), "Hi,\n\n  My Bot Found errors running 'make dt_binding_check' on your patch:\n")));
    }

    /** Hostile: a megabyte of anchors, of near matches, and of one long line, each answered in bounded time. */
    @Test
    void hostileAnchorsEndFast() {
        String[] texts = {"w".repeat(1 << 20), "the followinw".repeat(80_000), "Signed-off-b".repeat(90_000),
            ("> the following changes since commit\n").repeat(30_000)};
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            for (String text : texts) {
                Mail m = VersionsMails.mail("Re: s", "A <a@x.org>", "<p@x>", List.of(), text);
                OwnQuestions q = new OwnQuestions(m);
                for (OwnQuestions.Literal l : LITERALS) {
                    assertEquals(OwnText.of(m).lower().contains(l.text), q.contains(l));
                }
                q.diff();
                q.opening();
            }
        });
    }

    /** isRow against a new dump's accept, on random rows, near rows and lines that are none. */
    @Test
    void isRowIsANewDumpsAccept() {
        Random r = new Random(3);
        String[] pieces = {"00", "10", "20", "2f", "ff", "100", "0x", "f0", "a", "0", ":", ": ", " ", "  ", "zz",
            "\t", "\n", "ec 10 67 81 07 00 10 00 ", "12", "34", "Xx"};
        for (int n = 0; n < 200_000; n++) {
            StringBuilder b = new StringBuilder();
            if (r.nextBoolean()) {
                b.append(pieces[r.nextInt(6)]).append(": ");
                int bytes = 14 + r.nextInt(4);
                for (int i = 0; i < bytes; i++) {
                    b.append(Integer.toHexString(0x100 + r.nextInt(0x100)).substring(1)).append(i + 1 < bytes ? " "
                            : "");
                }
            }
            int parts = r.nextInt(6);
            for (int p = 0; p < parts; p++) {
                b.append(pieces[r.nextInt(pieces.length)]);
            }
            String s = b.toString();
            int from = s.isEmpty() ? 0 : r.nextInt(Math.min(3, s.length()) + 1);
            int to = from + r.nextInt(s.length() - from + 1);
            assertEquals(new LspciDump().accept(s, from, to), LspciDump.isRow(s, from, to), () -> s);
        }
        assertTrue(LspciDump.isRow("00: ec 10 67 81 07 00 10 00 00 00 00 02 10 00 00 00", 0, 51));
        assertFalse(LspciDump.isRow("08: ec 10 67 81 07 00 10 00 00 00 00 02 10 00 00 00", 0, 51));
        assertFalse(LspciDump.isRow("", 0, 0));
        assertFalse(LspciDump.isRow("00: ec", 4, 2));
    }
}
