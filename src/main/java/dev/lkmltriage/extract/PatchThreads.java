package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Subjects;
import java.util.Locale;

/** Whether a subject puts a message in a thread about code (a patch, a series, a pull) rather than about a problem. */
final class PatchThreads {
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

    /** The strict reading: a bracketed patch, RFC or pull tag, in the first 200 characters ({@link Subjects}). */
    static boolean tagged(String subject) {
        return Subjects.codeTagged(subject);
    }
}
