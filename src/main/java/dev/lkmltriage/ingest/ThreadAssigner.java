package dev.lkmltriage.ingest;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Subjects;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Places each message in a thread as it arrives, in any order (JWZ's idea without the whole-set pass): the thread
 * id is the Message-ID of the oldest ancestor the message names (References first, then In-Reply-To), taken over
 * from that ancestor when it has been seen, so that a reply arriving before its parent still lands in the right
 * thread. A message naming no ancestor starts a thread, unless its subject is a reply ("Re: ...") to a known
 * thread's subject: the fallback for clients that drop References.
 */
public final class ThreadAssigner {
    private final ThreadLookup lookup;

    public ThreadAssigner(ThreadLookup lookup) {
        this.lookup = lookup;
    }

    public String assign(Mail mail) {
        List<String> ancestors = ancestors(mail);
        for (String id : ancestors) {
            String known = lookup.threadOf(id);
            if (known != null) {
                return known;
            }
        }
        if (!ancestors.isEmpty()) {
            return ancestors.get(0);
        }
        if (isReplySubject(mail.subject())) {
            String bySubject = lookup.threadBySubject(Subjects.normalize(mail.subject()));
            if (bySubject != null) {
                return bySubject;
            }
        }
        return mail.messageId();
    }

    /** References oldest first, then In-Reply-To, without the message itself and without repeats. */
    public static List<String> ancestors(Mail mail) {
        Set<String> ids = new LinkedHashSet<>(mail.references());
        if (mail.inReplyTo() != null) {
            ids.add(mail.inReplyTo());
        }
        ids.remove(mail.messageId());
        ids.remove("");
        return new ArrayList<>(ids);
    }

    static boolean isReplySubject(String subject) {
        String s = subject.stripLeading().toLowerCase(Locale.ROOT);
        return s.startsWith("re:") || s.startsWith("aw:") || s.startsWith("sv:") || s.startsWith("re[");
    }
}
