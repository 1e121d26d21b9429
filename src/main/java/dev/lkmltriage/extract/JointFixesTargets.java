package dev.lkmltriage.extract;

import java.util.List;

/**
 * Convention (93): a changelog that blames two or more {@code Fixes:} targets ("We changed these sysfs file names ...
 * and this broke a userspace application" over {@code Fixes: X} and {@code Fixes: Y}) states a regression with no
 * single culprit; both keep the culprit role. A culprit read only from its {@code Fixes:} line shares its blame when
 * another culprit of the same text (own or quoted alike), with another hash, is read from its own {@code Fixes:}
 * line. A culprit blamed by a sentence ("After X, ... the reset fails") beside a second {@code Fixes:} tag is not
 * shared: the sentence names it (session 54, facts54: held-out58's 10229). Bounded by the message's commits.
 */
final class JointFixesTargets {
    private JointFixesTargets() {
    }

    /** True when {@code c} is a {@code Fixes:} culprit beside another {@code Fixes:} culprit of the same text. */
    static boolean shared(List<CommitFact> commits, CommitFact c) {
        if (c == null || c.hash() == null || !fixesLine(c) || !"culprit".equals(c.role())) {
            return false;
        }
        for (CommitFact o : commits) {
            if (o != null && o != c && o.hash() != null && !sameCommit(o.hash(), c.hash()) && o.quoted() == c.quoted()
                    && "culprit".equals(o.role()) && fixesLine(o)) {
                return true;
            }
        }
        return false;
    }

    private static boolean fixesLine(CommitFact c) {
        String e = c.evidence();
        return e != null && e.regionMatches(true, 0, "Fixes:", 0, 6);
    }

    /** One commit written at two lengths ("8bdfa145f582" and its full id) is one target, not two. */
    private static boolean sameCommit(String a, String b) {
        String x = a.toLowerCase(java.util.Locale.ROOT);
        String y = b.toLowerCase(java.util.Locale.ROOT);
        return x.startsWith(y) || y.startsWith(x);
    }
}
