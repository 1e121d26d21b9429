package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 43 (configs43): a build's own config file diffed in a message, own or quoted ({@code diff -u} of two
 * {@code .config} files, or of {@code /boot/config-5.4.0} and another): convention 81's "the value of the build that
 * runs". Under a {@code +++ .config} header and its {@code @@} hunk, a line the diff adds
 * ({@code +# CONFIG_ZZ_MMIO is not set}, {@code +CONFIG_ZZ_A=m}) and a context line ({@code  CONFIG_ZZ_B=y}: in both
 * builds) give the option's value; a removed line ({@code -CONFIG_ZZ_MMIO=y}) is the build left behind and gives
 * none. The caller lets these values settle the option: the message's other readings of it (a quoted "Unset
 * CONFIG_ZZ_B" request, a condition "if CONFIG_ZZ_MMIO=y") give way, and the fact is the writer's own where his
 * prose also names the option (convention 81: one fact, own).
 *
 * <p>A patch's {@code +++ b/arch/.../defconfig} is not read here: the config extractor's diff walk reads those (a
 * patch changes a file, it runs no build). Gated: a message without {@code "+++ "} and {@code "CONFIG_"} is not
 * walked. Never throws; linear in the text (each line is read once, every pattern is anchored and bounded).
 */
final class ConfigFileDiffs {
    /** Settings read from one message. */
    private static final int MAX = 512;
    private static final int MAX_LINE = 400;

    /** A file header's path: the first word after {@code +++ }. */
    private static final Pattern HEADER = Pattern.compile("\\G\\+\\+\\+[ \\t]{1,8}([^ \\t]{1,200})");
    /** A setting line's body after its diff mark: {@code CONFIG_X=v} or {@code # CONFIG_X is not set}. */
    private static final Pattern SETTING = Pattern.compile("\\G(?:(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})=([^ \\t]{1,80})"
            + "|#[ \\t]?(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})[ \\t]is[ \\t]not[ \\t]set)[ \\t]*$");

    private ConfigFileDiffs() {
    }

    /** The settings a message's diffed build config files give, in text order. */
    static List<ConfigFact> in(Mail mail) {
        List<ConfigFact> out = new ArrayList<>();
        try {
            String text = mail.text();
            if (text.indexOf("+++ ") < 0 || text.indexOf("CONFIG_") < 0) {
                return out;
            }
            LineCursor c = new LineCursor(mail);
            int state = 0; // 0 outside, 1 under a build config's header, 2 in its hunk
            while (c.next() && out.size() < MAX) {
                if (c.blank() || c.end - c.body > MAX_LINE) {
                    state = 0;
                    continue;
                }
                int b = c.body;
                char mark = text.charAt(b);
                if (mark == '+' && text.startsWith("+++", b)) {
                    state = buildConfig(text, b, c.end) ? 1 : 0;
                    continue;
                }
                if (state == 0) {
                    continue;
                }
                if (text.startsWith("@@", b)) {
                    state = 2;
                    continue;
                }
                if (state == 1 || mark == '-') {
                    continue; // the lines between the header and the hunk; a removed line: the build left behind
                }
                int from = mark == '+' ? b + 1 : b;
                Matcher s = SETTING.matcher(text).region(from, c.end);
                if (!s.lookingAt()) {
                    state = 0; // the hunk ended: prose or another file
                    continue;
                }
                boolean quoted = c.quoted();
                String option = s.group(1) != null ? s.group(1) : s.group(3);
                String value = s.group(1) != null ? s.group(2) : "n";
                int start = s.group(1) != null ? s.start(1) : s.start(3);
                out.add(new ConfigFact(option, value, quoted, start, start + option.length()));
            }
        } catch (RuntimeException | StackOverflowError e) {
            return List.of();
        }
        return out;
    }

    /**
     * A header naming a build's config file: {@code .config} (any directory) or {@code config-<release>} as
     * {@code /boot} keeps them, not a git diff's {@code b/} path (a patch's file).
     */
    static boolean buildConfig(String text, int body, int end) {
        Matcher h = HEADER.matcher(text).region(body, end);
        if (!h.lookingAt()) {
            return false;
        }
        String path = h.group(1);
        if (path.startsWith("b/")) {
            return false;
        }
        String name = path.substring(path.lastIndexOf('/') + 1);
        return name.equals(".config") || (name.startsWith("config-") && name.length() > 7);
    }
}
