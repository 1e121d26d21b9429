package dev.lkmltriage.mail;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Batch threading in the manner of Jamie Zawinski's algorithm: parent links come from References and In-Reply-To,
 * with a container for every id named but absent, so the root of a thread is its oldest known ancestor id even
 * when that message was never seen. Messages without any reference whose subject is a reply ({@code Re:},
 * {@code AW:}, {@code Fwd:}, ...) join the thread whose root has the same {@link Subjects#normalize normalized}
 * subject. The result does not depend on input order except to break exact ties.
 */
public final class Threader {
    /** Ancestor chains longer than this are cut: real threads are far shallower, a crafted loop is not. */
    private static final int MAX_CHAIN = 10_000;

    private static final class Container {
        final String id;
        Container parent;
        Mail mail;
        final int order;

        Container(String id, int order) {
            this.id = id;
            this.order = order;
        }
    }

    /** For each distinct Message-ID among {@code mails}, the Message-ID of its thread root, in input order. */
    public Map<String, String> threadRoots(Collection<Mail> mails) {
        Map<String, Container> byId = new HashMap<>();
        List<Container> own = new ArrayList<>();
        for (Mail m : mails) {
            Container c = container(byId, m.messageId());
            if (c.mail == null) {
                c.mail = m;
                own.add(c);
            }
        }
        for (Container c : own) {
            List<String> chain = chain(c.mail);
            Container prev = null;
            for (String id : chain) {
                Container cur = container(byId, id);
                if (prev != null && cur.parent == null && cur != prev && !reaches(prev, cur)) {
                    cur.parent = prev;
                }
                prev = cur;
            }
            if (prev != null && prev != c && !reaches(prev, c)) {
                c.parent = prev; // the message's own last reference is authoritative for its parent
            }
        }
        Map<Container, Container> rootOf = new HashMap<>();
        for (Container c : own) {
            rootOf.put(c, root(c));
        }
        subjectFallback(own, rootOf);
        Map<String, String> out = new LinkedHashMap<>();
        for (Container c : own) {
            out.put(c.id, rootOf.get(c).id);
        }
        return out;
    }

    /** References then In-Reply-To, oldest first, without the message itself or repeats of it. */
    private static List<String> chain(Mail m) {
        List<String> chain = new ArrayList<>();
        for (String r : m.references()) {
            if (!r.equals(m.messageId())) {
                chain.add(r);
            }
        }
        String parent = m.inReplyTo();
        if (parent != null && !parent.equals(m.messageId())
                && (chain.isEmpty() || !chain.get(chain.size() - 1).equals(parent))) {
            chain.remove(parent);
            chain.add(parent);
        }
        return chain;
    }

    private void subjectFallback(List<Container> own, Map<Container, Container> rootOf) {
        // The best thread for each subject: a root that is no reply itself, then the oldest, then the first seen.
        Map<String, Container> best = new HashMap<>();
        for (Container c : own) {
            Container root = rootOf.get(c);
            if (root != c || c.mail == null) {
                continue;
            }
            String key = Subjects.normalize(c.mail.subject());
            if (key.isEmpty()) {
                continue;
            }
            Container cur = best.get(key);
            if (cur == null || better(c, cur)) {
                best.put(key, c);
            }
        }
        for (Container c : own) {
            Mail m = c.mail;
            if (rootOf.get(c) != c || !m.references().isEmpty() || m.inReplyTo() != null
                    || !Subjects.isReply(m.subject())) {
                continue;
            }
            Container target = best.get(Subjects.normalize(m.subject()));
            if (target != null && target != c) {
                for (Container d : own) {
                    if (rootOf.get(d) == c) {
                        rootOf.put(d, target);
                    }
                }
            }
        }
    }

    private static boolean better(Container a, Container b) {
        boolean aReply = Subjects.isReply(a.mail.subject());
        boolean bReply = Subjects.isReply(b.mail.subject());
        if (aReply != bReply) {
            return !aReply;
        }
        OffsetDateTime da = a.mail.date();
        OffsetDateTime db = b.mail.date();
        if (da != null && db != null && !da.isEqual(db)) {
            return da.isBefore(db);
        }
        if ((da == null) != (db == null)) {
            return da != null;
        }
        return a.order < b.order;
    }

    private static Container container(Map<String, Container> byId, String id) {
        return byId.computeIfAbsent(id, k -> new Container(k, byId.size()));
    }

    /** Whether following parents from {@code from} reaches {@code target} (linking would then make a loop). */
    private static boolean reaches(Container from, Container target) {
        Container c = from;
        for (int k = 0; c != null && k < MAX_CHAIN; k++) {
            if (c == target) {
                return true;
            }
            c = c.parent;
        }
        return c != null; // a chain too long to follow is treated as a loop, never linked further
    }

    private static Container root(Container c) {
        Container r = c;
        for (int k = 0; r.parent != null && k < MAX_CHAIN; k++) {
            r = r.parent;
        }
        return r;
    }
}
