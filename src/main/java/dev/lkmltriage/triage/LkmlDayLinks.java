package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fix named by an lkml.org URL (session 17). {@code https://lkml.org/lkml/2019/12/11/199} names the 199th message
 * lkml.org archived that day, not a Message-ID, so it is resolved against the thread-starting patches this run placed
 * nowhere ({@link LinkedPatches#postedOn}, by UTC day) with a second tie: the message's own text says "fix" and names
 * the patch's author by the first part of the address ("Enric" for {@code enric.balletbo@...}), or the message is
 * the author's own; and the patch says it fixes something (its title says "fix" or it carries {@code Fixes:}). Only
 * a URL resolving to exactly one such patch, posted before the message, pulls it into the message's cluster as a
 * fix. On the 2019-2020 archive, 141 of 248 such URLs name a day with no patch in the archive and the rest a day of
 * about 16; with both ties, one URL resolves.
 */
final class LkmlDayLinks {
    private static final Pattern URL = Pattern.compile("lkml\\.org/lkml/(\\d{4})/(\\d{1,2})/(\\d{1,2})/\\d{1,7}");
    private static final Pattern FIX = Pattern.compile("(?i)\\bfix");
    private static final int MAX_URLS = 4;
    private static final int MAX_LINE = 1000;

    private LkmlDayLinks() {
    }

    /**
     * The UTC days ("2019-12-11") lkml.org URLs name in {@code text}'s own lines (quoted lines and lines of
     * {@value #MAX_LINE} characters or more not read), at most {@value #MAX_URLS}; none when the own text never
     * says "fix".
     */
    static Set<String> days(String text) {
        Set<String> out = new LinkedHashSet<>();
        boolean fix = read(text, out);
        return fix ? out : Set.of();
    }

    /**
     * The UTC days lkml.org URLs name in a patch's own lines before its diff (quoted and over-long lines not read),
     * at most {@value #MAX_URLS}, whatever the text says of fixing ({@link DiscussionDays}).
     */
    static Set<String> cited(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text != null && text.contains("lkml.org/lkml/")) {
            OwnLines.beforeDiff(text, line -> {
                addDays(line, out);
                return out.size() < MAX_URLS;
            });
        }
        return out;
    }

    /** Adds the days {@code text}'s own lines name to {@code out}; true when those lines say "fix". */
    private static boolean read(String text, Set<String> out) {
        if (text == null || !text.contains("lkml.org/lkml/")) {
            return false;
        }
        boolean fix = false;
        for (String line : (Iterable<String>) text.lines()::iterator) {
            if (line.length() >= MAX_LINE || line.stripLeading().startsWith(">")) {
                continue;
            }
            fix |= FIX.matcher(line).find();
            addDays(line, out);
        }
        return fix;
    }

    /** Adds the UTC days the lkml.org URLs of one line name to {@code out}, up to {@value #MAX_URLS} in all. */
    private static void addDays(String line, Set<String> out) {
        Matcher m = URL.matcher(line);
        while (m.find() && out.size() < MAX_URLS) {
            int month = Integer.parseInt(m.group(2));
            int day = Integer.parseInt(m.group(3));
            if (month >= 1 && month <= 12 && day >= 1 && day <= 31) {
                out.add(String.format(Locale.ROOT, "%s-%02d-%02d", m.group(1), month, day));
            }
        }
    }

    /**
     * Message {@code mail}, placed in cluster {@code c}: the one unplaced fix its lkml.org URLs name joins {@code c}
     * (with its earlier postings); nothing when a URL's day holds none or several.
     */
    static void pull(ClusterState c, Mail mail, String at, LinkedPatches patches) {
        Set<String> days = c == null ? Set.of() : days(mail.text());
        if (days.isEmpty()) {
            return;
        }
        String own = ownText(mail.text());
        String sender = Reporters.email(mail.from());
        for (String day : days) {
            String found = null;
            int n = 0;
            for (String id : patches.postedOn(day)) {
                PatchKeys k = patches.keysOf(id);
                if (k != null && k.sender() != null && k.postedAt() != null && at != null
                        && k.postedAt().compareTo(at) < 0 && fix(k) && named(k.sender(), sender, own)) {
                    found = id;
                    n++;
                }
            }
            if (n == 1) {
                patches.take(c, found, "the fix an lkml.org URL of " + day + " names (its author named beside it)",
                        at);
            }
        }
    }

    private static boolean fix(PatchKeys k) {
        return !k.fixed().isEmpty() || k.version() != null && FIX.matcher(k.version()).find();
    }

    /** The patch's author sent the message, or the message names them by their address's first part. */
    static boolean named(String author, String sender, String own) {
        if (author.equals(sender)) {
            return true;
        }
        int at = author.indexOf('@');
        String local = at < 0 ? author : author.substring(0, at);
        String first = local.split("[._+-]", 2)[0];
        if (first.length() < 3 || first.length() > 40 || !first.chars().allMatch(Character::isLetter)) {
            return false;
        }
        return Pattern.compile("(?i)(?<![\\w@.])" + Pattern.quote(first) + "(?![\\w@])").matcher(own).find();
    }

    private static String ownText(String text) {
        StringBuilder out = new StringBuilder();
        for (String line : (Iterable<String>) text.lines()::iterator) {
            if (line.length() < MAX_LINE && !line.stripLeading().startsWith(">")) {
                out.append(line).append('\n');
            }
        }
        return out.toString();
    }
}
