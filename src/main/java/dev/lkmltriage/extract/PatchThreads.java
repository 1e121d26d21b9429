package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.regex.Pattern;

/** Whether a subject puts a message in a thread about code (a patch, a series, a pull) rather than about a problem. */
final class PatchThreads {
    /**
     * A bracketed tag naming a patch, an RFC or a pull: "[PATCH v3 2/7]", "[RFC PATCH]", "[GIT PULL]", and with the
     * round joined to it, "[PATCHv6 1/6]".
     */
    private static final Pattern TAG = Pattern.compile("\\[[^\\]\\[]{0,40}?\\b(?:PATCH|RFC|PULL)(?:v[0-9]{1,3})?\\b",
            Pattern.CASE_INSENSITIVE);

    private PatchThreads() {
    }

    /**
     * The broad reading: "patch" or "pull" anywhere in the subject, or an RFC or git tag. Its replies talk about
     * code, not about a kernel they ran; a bug thread titled "broken by PCI patches" reads so too.
     */
    static boolean subject(String subject) {
        String s = subject.toUpperCase(Locale.ROOT);
        return s.contains("PATCH") || s.contains("PULL") || s.contains("[RFC") || s.contains("[GIT");
    }

    /** The strict reading: a bracketed patch, RFC or pull tag, in the first 200 characters of the subject. */
    static boolean tagged(String subject) {
        return TAG.matcher(subject.length() > 200 ? subject.substring(0, 200) : subject).find();
    }
}
