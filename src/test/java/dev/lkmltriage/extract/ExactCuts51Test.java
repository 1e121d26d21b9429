package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Session 50 (speed51): exact cuts held to the code they replace. {@link OwnQuestions#declaresBot} answers {@code
 * BotMail.declares(opening())} after asking two literals every declaration holds; {@link
 * RequestedOptions#wrappedImperative} rules out a line before whose last character no setting verb can end with.
 */
class ExactCuts51Test {
    /** Pieces around the declarations: their cases, near misses, quote marks, wide characters, line breaks. */
    private static final String[] PIECES = {
        "My bot found errors running 'make dt_binding_check'", "my bot has found ", "MY BOT FOUND ", "my  bot found ",
        "my bot", " bot ", "robot ", "both ", "[This is an automated email]", "[THIS IS AN AUTOMATED E-MAIL]",
        "This is an automated email", "this is an automatically generated email", "an automat", "automatic",
        "an autom\nated", "An Automated", "  ", "\t", "\n", "\n", "\n", "\r\n", "\n> ", "\n>", ">", "> > ",
        "Hi,\n", "Thanks,\n", "-- \n", "On Mon, A wrote:\n", "\u0130", "\u212a", "\u00c0\u00e9\u00ff", "\u0416",
        "\ud801\udc00", "\u03a3", "m", "M", "b", "B", "y", "x", ""};

    private static String randomText(Random r, int parts) {
        return ExactCuts50Test.randomText(r, parts, PIECES);
    }

    private static Mail randomMail(Random r, String text) {
        return ExactCuts50Test.randomMail(r, text);
    }

    /** The old question, on a fresh {@link OwnQuestions}, and on the whole lowercase own text. */
    private static void sameDeclaration(Random r, Mail m) {
        boolean old = BotMail.declares(new OwnQuestions(m).opening());
        assertEquals(BotMail.declares(OwnText.slow(m).lower()), old, m::text);
        OwnQuestions q = new OwnQuestions(m);
        if (r.nextInt(4) == 0) {
            q.lower(); // the whole own text built first: the question then reads it
        }
        assertEquals(old, q.declaresBot(), m::text);
    }

    @Test
    void randomMailDeclaresAsTheOpening() {
        Random r = new Random(51);
        int declared = 0;
        for (int n = 0; n < 40_000; n++) {
            Mail m = randomMail(r, randomText(r, 16));
            sameDeclaration(r, m);
            declared += new OwnQuestions(m).declaresBot() ? 1 : 0;
        }
        // the random mail reaches both answers, many times each
        assertTrue(declared > 1_000, "declared " + declared);
    }

    /** A declaration on the opening's last lines, or just past it, under a long quote or a long own greeting. */
    @Test
    void longOpeningsDeclareAsTheOpening() {
        Random r = new Random(8);
        for (int n = 0; n < 3_000; n++) {
            StringBuilder b = new StringBuilder();
            int target = BotMail.OPENING - 60 + r.nextInt(120);
            boolean quote = r.nextBoolean();
            while (b.length() < target) {
                b.append(r.nextInt(5) == 0 ? (quote ? "\n> " : "\n") : "x");
            }
            b.append(r.nextBoolean() ? "\n" : "").append(PIECES[r.nextInt(14)]).append(randomText(r, 6));
            sameDeclaration(r, randomMail(r, b.toString()));
        }
    }

    @Test
    void emptyAndBlankMailDeclareNothing() {
        for (String text : new String[] {"", "\n", " ", "\n\n\n", ">", "my bot", "an automa"}) {
            Mail m = VersionsMails.mail("Re: s", "A <a@example.org>", "<p@example.org>", List.of(), text);
            assertFalse(new OwnQuestions(m).declaresBot(), text);
        }
        Mail bot = VersionsMails.mail("Re: s", "A <a@example.org>", "<p@example.org>", List.of(),
                "Hi,\n\n[This is an automated email]\n\nThis commit has been processed ...\n");
        assertTrue(new OwnQuestions(bot).declaresBot());
        Mail quotedBot = VersionsMails.mail("Re: s", "A <a@example.org>", "<p@example.org>", List.of(),
                "On Mon, B wrote:\n> My bot found errors running 'make dt_binding_check' on your patch:\n\nFixed.\n");
        assertFalse(new OwnQuestions(quotedBot).declaresBot());
    }

    /** A megabyte of anchors and near misses: the two literals' scans stay linear. */
    @Test
    void hostileAnchorsEndFast() {
        StringBuilder b = new StringBuilder();
        while (b.length() < 1 << 20) {
            b.append("my bo an automa Mm Bb ");
        }
        Mail m = VersionsMails.mail("Re: s", "A <a@example.org>", "<p@example.org>", List.of(), b.toString());
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            for (int i = 0; i < 5; i++) {
                assertFalse(new OwnQuestions(m).declaresBot());
            }
        });
    }

    // --- RequestedOptions.wrappedImperative

    /** The session 43 code, before the last-character and "CONFIG_" tests (the name pattern copied). */
    private static final Pattern OPENS_WITH = Pattern.compile("(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_=])");

    private static ConfigFact oldWrappedImperative(String text, int prevBody, int prevEnd, int body, int end,
            boolean quoted) {
        if (prevBody < 0 || prevEnd - prevBody > 400) {
            return null;
        }
        Matcher m = OPENS_WITH.matcher(text).region(body, end);
        if (!m.lookingAt()) {
            return null;
        }
        String line = text.substring(prevBody, prevEnd).stripTrailing() + " ";
        String value = RequestedOptions.imperative(line, 0, line.length());
        return value == null ? null : new ConfigFact(m.group(1), value, quoted, m.start(1), m.end(1));
    }

    /** Ends of the line before: the verbs and their words in cases, near misses, every kind of trailing space. */
    private static final String[] BEFORE = {
        "Also set", "also SET", "Please enable", "ENABLE", "Then disable", "turn on", "Turn Off", "unset", "reset",
        "enable the", "Enable the kernel option", "set config options", "enable the Kconfig symbol",
        "set kconfig symbols", "You can pull that and just turn on", "and simply enable", "Enabl", "settings",
        "enable.", "enable:", "=y", "# is not set", "CONFIG_FOO=y", "x", "", " ", "\t", "\r", "\u2028", "\u00a0",
        "\u000b", "\u001c", "\u3000", "\u0085", "\ud801\udc00", "\udc00", "\ud801", "\u212a", "\u0130", "e\u0301",
        "option", "symbol", "the", "off", "on", "(", ")", "\u017f", "S"};
    private static final String[] AFTER = {"CONFIG_FOO", "CONFIG_PCI_MSI=y", "CONFIG_", "CONFIG_x", "CONFIG_A.",
        "config_foo", " CONFIG_FOO", "CONFIG_FOO_BAR and", "CONFIG_9", "CONFIG_FOO=", "x", ""};

    @Test
    void wrappedImperativeAnswersAsBefore() {
        Random r = new Random(43);
        int found = 0;
        for (int n = 0; n < 200_000; n++) {
            StringBuilder prev = new StringBuilder();
            for (int p = r.nextInt(4); p > 0; p--) {
                prev.append(BEFORE[r.nextInt(BEFORE.length)]);
                if (r.nextBoolean()) {
                    prev.append(r.nextBoolean() ? " " : BEFORE[20 + r.nextInt(16)]);
                }
            }
            String next = AFTER[r.nextInt(AFTER.length)] + (r.nextBoolean() ? "" : BEFORE[r.nextInt(BEFORE.length)]);
            String lead = r.nextBoolean() ? "" : "> ";
            String text = lead + prev + "\n" + lead + next + (r.nextBoolean() ? "\n" : "");
            int prevBody = r.nextInt(8) == 0 ? -1 : lead.length();
            int prevEnd = lead.length() + prev.length();
            int body = prevEnd + 1 + lead.length();
            int end = r.nextInt(6) == 0 ? body + r.nextInt(next.length() + 1) : body + next.length();
            // a region out of the line's order at times: the question must answer as before whatever it is asked
            if (r.nextInt(10) == 0) {
                prevBody = prevBody < 0 ? -1 : r.nextInt(prevEnd + 1);
            }
            boolean quoted = r.nextBoolean();
            ConfigFact old = oldWrappedImperative(text, prevBody, prevEnd, body, end, quoted);
            assertEquals(old, RequestedOptions.wrappedImperative(text, prevBody, prevEnd, body, end, quoted),
                    () -> text);
            found += old != null ? 1 : 0;
        }
        assertTrue(found > 2_000, "found " + found);
    }

    /** For every character that may end the line before: the cut's test lets through every one the verb can end with. */
    @Test
    void verbMayEndAtEveryCharacter() {
        for (String verb : new String[] {"enable", "set", "the", "option", "symbols", "turn off", "turn on"}) {
            for (int c = 0; c <= 0xFFFF; c++) {
                String prev = "Also " + verb.substring(0, verb.length() - 1) + (char) c;
                String text = prev + "\nCONFIG_FOO\n";
                ConfigFact old = oldWrappedImperative(text, 0, prev.length(), prev.length() + 1, text.length() - 1,
                        false);
                if (old != null) {
                    assertTrue(RequestedOptions.verbMayEnd(text, 0, prev.length()), verb + " " + c);
                }
                assertEquals(old, RequestedOptions.wrappedImperative(text, 0, prev.length(), prev.length() + 1,
                        text.length() - 1, false), verb + " " + c);
            }
        }
    }

    @Test
    void malformedRegionsAnswerNothing() {
        assertFalse(RequestedOptions.verbMayEnd("", 0, 0));
        assertFalse(RequestedOptions.verbMayEnd("   \t", 0, 4));
        assertFalse(RequestedOptions.verbMayEnd("enable", 3, 3));
        assertTrue(RequestedOptions.verbMayEnd("enable \t\r", 0, 9));
        assertNull(RequestedOptions.wrappedImperative("enable\nCONFIG_X", -1, 6, 7, 15, false));
        assertNull(RequestedOptions.wrappedImperative("enable\n", 0, 6, 7, 7, false));
        assertEquals("y", RequestedOptions.wrappedImperative("Also enable\nCONFIG_X.", 0, 11, 12, 21, false).value());
    }

    /** Twenty thousand listing lines, each after one that ends in "=y" or a verb: linear, under a time bound. */
    @Test
    void hostileListingEndsFast() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            b.append(i % 2 == 0 ? "CONFIG_A" + i + " too\n" : "please set\n");
        }
        String text = b.toString();
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            int prev = -1;
            int prevEnd = -1;
            int found = 0;
            for (int k = 0; k < text.length(); ) {
                int nl = text.indexOf('\n', k);
                if (RequestedOptions.wrappedImperative(text, prev, prevEnd, k, nl, false) != null) {
                    found++;
                }
                prev = k;
                prevEnd = nl;
                k = nl + 1;
            }
            assertEquals(9_999, found);
        });
    }

    // --- BareSettings.in

    /** BareSettings' pattern of a bare name set to a value, copied: the gate must let through every line it finds in. */
    private static final Pattern VALUED = Pattern.compile("(?<![A-Za-z0-9_$>.\\-/])(?!CONFIG_)([A-Z][A-Z0-9]{0,40}"
            + "(?:_[A-Z0-9]{1,40}){1,8})=([ymn])(?![A-Za-z0-9_])");
    private static final String[] SETTING = {"ZZ_FOO=y", "PCI_MSI=m", "A_B=n", "ZZ_FOO =y", "ZZ_FOO=Y", "=y", "=",
        "ZZ_FOO=", "x=yes", "ret = foo_bar(x);", " ", "\t", "ZZ_", "_", "y", "m", "n", "==", "=n=", "\u00e9", "CONFIG_A=y",
        "\n"};

    @Test
    void valueSignLetsThroughEveryValuedMatch() {
        Random r = new Random(63);
        int found = 0;
        for (int n = 0; n < 200_000; n++) {
            StringBuilder b = new StringBuilder();
            for (int p = r.nextInt(8); p > 0; p--) {
                b.append(SETTING[r.nextInt(SETTING.length)]);
            }
            String text = b.toString();
            int from = text.isEmpty() ? 0 : r.nextInt(text.length() + 1);
            int to = from + r.nextInt(text.length() - from + 1);
            boolean match = VALUED.matcher(text).region(from, to).find();
            if (match) {
                found++;
                assertTrue(BareSettings.valueSign(text, from, to), () -> text + " " + from + " " + to);
            }
            // and the gate says no only where no value sign stands in the region
            boolean sign = false;
            for (int k = from; k + 1 < to; k++) {
                sign |= text.charAt(k) == '=' && "ymn".indexOf(text.charAt(k + 1)) >= 0;
            }
            assertEquals(sign, BareSettings.valueSign(text, from, to), () -> text + " " + from + " " + to);
        }
        assertTrue(found > 2_000, "found " + found);
        assertFalse(BareSettings.valueSign("", 0, 0));
        assertFalse(BareSettings.valueSign("A=y", 0, 2));
        assertTrue(BareSettings.valueSign("A=y", 1, 3));
        assertFalse(BareSettings.valueSign("A=y", 2, 3));
    }

    /** A line of 100,000 '=' signs and one of "=x": the gate's walk stays linear. */
    @Test
    void hostileSignsEndFast() {
        String signs = "=".repeat(100_000);
        String near = "=x".repeat(100_000) + "=y";
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertFalse(BareSettings.valueSign(signs, 0, signs.length()));
            assertTrue(BareSettings.valueSign(near, 0, near.length()));
            assertTrue(BareSettings.in(near, 0, 0, near.length(), false).isEmpty());
        });
    }
}
