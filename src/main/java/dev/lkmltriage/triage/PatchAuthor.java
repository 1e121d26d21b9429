package dev.lkmltriage.triage;

/**
 * Who wrote a patch (session 15): the sender, unless the body starts with an in-body {@code From: Name <addr>} line,
 * as {@code git send-email} writes it when someone sends (carries) another person's patch; then that line's person.
 * The "same author's postings" rules ({@link PatchVersions#key}, {@link LinkedPatches#ownEarlier}) compare authors:
 * a fix posted by its author and later carried in a maintainer's series is one fix posted twice.
 *
 * <p>Only the body's first non-blank line counts, followed by a blank line or another in-body header
 * ({@code Date:}, {@code Subject:}), and it must hold an address: a "From:" further down (a quoted mail, a forwarded
 * report, a log line) names nobody's patch.
 */
final class PatchAuthor {
    /** How far into the body the in-body header is looked for (leading blank lines). */
    private static final int MAX_LEAD = 200;
    private static final int MAX_LINE = 300;

    private PatchAuthor() {
    }

    /**
     * The patch's author as a From value ({@code "Name <addr>"}): the in-body From of a {@link #carried} patch, else
     * {@code from} (a sender naming himself under another address stays known by the address he sends from).
     */
    static String of(String from, String text) {
        String inBody = inBody(text);
        return inBody != null && differentPeople(from, inBody) ? inBody : from;
    }

    /**
     * True when the body's in-body From names another person than the sender: another address, both with a display
     * name, and neither the same name (in any order, case and punctuation aside, one name's words all in the other's:
     * "Kuppuswamy, Sathyanarayanan" and "Sathyanarayanan Kuppuswamy Natarajan") nor the same mailbox name at another
     * domain (a work and a home address: {@code jane@corp.com} sending as {@code Jane Roe <jane@corp.de>}).
     */
    static boolean carried(String from, String text) {
        String inBody = inBody(text);
        return inBody != null && differentPeople(from, inBody);
    }

    private static boolean differentPeople(String from, String inBody) {
        String sender = Reporters.email(from);
        String author = Reporters.email(inBody);
        if (sender == null || author == null || sender.equals(author)) {
            return false;
        }
        if (sender.substring(0, sender.indexOf('@')).equals(author.substring(0, author.indexOf('@')))) {
            return false;
        }
        java.util.Set<String> a = nameWords(from);
        java.util.Set<String> b = nameWords(inBody);
        if (a.isEmpty() || b.isEmpty()) {
            return false; // a bare address cannot be told from its owner's other address: not read as carried
        }
        java.util.Set<String> small = a.size() <= b.size() ? a : b;
        return !(a.size() <= b.size() ? b : a).containsAll(small);
    }

    /** The words of a From value's display name (before '<'), lowercase, as a set: order and commas aside. */
    private static java.util.Set<String> nameWords(String value) {
        int lt = value.indexOf('<');
        String name = (lt < 0 ? "" : value.substring(0, lt)).toLowerCase(java.util.Locale.ROOT);
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (String w : name.split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    /** The value of the body's in-body {@code From:} line, or null. */
    static String inBody(String text) {
        if (text == null) {
            return null;
        }
        int i = 0;
        int lead = Math.min(text.length(), MAX_LEAD);
        while (i < lead && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        if (!text.startsWith("From:", i)) {
            return null;
        }
        int end = text.indexOf('\n', i);
        if (end < 0 || end - i > MAX_LINE) {
            return null;
        }
        String value = text.substring(i + "From:".length(), end).strip();
        if (value.isEmpty() || Reporters.email(value) == null) {
            return null;
        }
        int next = text.indexOf('\n', end + 1);
        String following = (next < 0 ? text.substring(end + 1) : text.substring(end + 1, next)).strip();
        return following.isEmpty() || following.startsWith("Date:") || following.startsWith("Subject:")
                ? value : null;
    }
}
