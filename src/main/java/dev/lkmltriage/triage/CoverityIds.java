package dev.lkmltriage.triage;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Coverity defect ids ({@code coverity:N}), a bug tracker's entries like bugzilla's: a maintainer forwards "CID
 * 1437218 ... Wrong operator used" or "foo.c coverity issue #1437218", and its fix names the same defect in the
 * kernel's {@code Addresses-Coverity-ID:} trailer (or as "CID 1437218"). A message naming more than
 * {@value #MAX_IDS} is a scan's digest of many defects, whose fixes are different problems: it names none.
 */
final class CoverityIds {
    static final int MAX_IDS = 2;

    /** The trailer, "CID 1234567" (capitals, as Coverity prints it), and "coverity issue #1234567". */
    private static final Pattern ID = Pattern.compile(
            "(?i:\\bAddresses-Coverity(?:-ID)?:[ \\t]*)(\\d{5,8})\\b"
                    + "|\\bCID[ \\t:#]*(\\d{5,8})\\b"
                    + "|(?i:\\bcoverity\\b[^\\n\\d#]{0,24}#[ \\t]*)(\\d{5,8})\\b");

    private CoverityIds() {
    }

    /**
     * The defects {@code text} names where {@code quoted} is false (an offset in a quoted line), empty when there
     * are more than {@value #MAX_IDS}.
     */
    static Set<String> of(String text, IntPredicate quoted) {
        Set<String> out = new LinkedHashSet<>();
        // Literal checks first: almost no message names Coverity, and the regex would be tried at every offset.
        if (text == null || !(Literals.contains(text, "CID") || Literals.mayContain(text, "coverity"))) {
            return out;
        }
        Matcher m = ID.matcher(text);
        while (m.find()) {
            if (quoted.test(m.start())) {
                continue;
            }
            String id = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
            out.add("coverity:" + Long.parseLong(id));
            if (out.size() > MAX_IDS) {
                return new LinkedHashSet<>();
            }
        }
        return out;
    }
}
