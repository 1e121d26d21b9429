package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.text.Bounded;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 43 (configs43): a build's recipe written as a config target and the options added to it, own or quoted:
 * "x86_64 defconfig + CONFIG_ZZ_THIN:", "(arm64 defconfig, CONFIG_ZZ_NONE)", "allyesconfig + CONFIG_ZZ_A +
 * !CONFIG_ZZ_B" name the options the build had, y (n after a "!"); convention 17's "the value a build or run the text
 * states had". An option written with its value ("defconfig + CONFIG_ZZ_A=m") is the config extractor's already, and
 * "make olddefconfig" is a command, no recipe. The caller adds a fact only where the message gives the option no
 * other value. Gated: a message without "config" before a "CONFIG_" is not walked. Never throws; linear in the text
 * (each prose line is matched once, the chain of options is bounded).
 */
final class BuildRecipes {
    private static final int MAX_LINE = 4000;
    /** Options read after one target. */
    private static final int CHAIN = 16;
    private static final String OPTION = "(!?)(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_=])";
    /** A config target, then "+" or "," and the first option. */
    private static final Pattern RECIPE = Pattern.compile("(?<![A-Za-z])(?:def|allyes|allmod|rand|allno|tiny)config"
            + "[ \\t]{0,3}[+,][ \\t]{0,3}" + OPTION);
    /** One more option joined by "+". */
    private static final Pattern MORE = Pattern.compile("\\G[ \\t]{0,3}\\+[ \\t]{0,3}" + OPTION);

    private BuildRecipes() {
    }

    /** The options a message's build recipes add. */
    static List<ConfigFact> in(Mail mail) {
        List<ConfigFact> out = new ArrayList<>();
        try {
            String text = mail.text();
            int first = text.indexOf("config");
            if (first < 0 || text.indexOf("CONFIG_", first) < 0) {
                return out;
            }
            LineCursor c = new LineCursor(mail);
            while (c.next()) {
                if (!c.countable() || c.inDiff() || c.blank() || c.end - c.body > MAX_LINE
                        || Bounded.indexOf(text, "config", c.body, c.end) < 0) {
                    continue;
                }
                boolean quoted = c.quoted();
                Matcher r = RECIPE.matcher(text).region(c.body, c.end);
                while (r.find()) {
                    add(r, quoted, out);
                    Matcher more = MORE.matcher(text).region(r.end(), c.end);
                    for (int n = 0; n < CHAIN && more.lookingAt(); n++) {
                        add(more, quoted, out);
                        more.region(more.end(), c.end);
                    }
                }
            }
        } catch (RuntimeException | StackOverflowError e) {
            return List.of();
        }
        return out;
    }

    private static void add(Matcher m, boolean quoted, List<ConfigFact> out) {
        out.add(new ConfigFact(m.group(2), m.group(1).isEmpty() ? "y" : "n", quoted, m.start(2), m.end(2)));
    }
}
