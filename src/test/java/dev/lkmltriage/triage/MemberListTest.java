package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link MemberList}'s lookups answer what a walk of the list answers (sessions 34-35): the first record of a message
 * id in join order, and how many records hold a role, after every mutator the list overrides.
 */
class MemberListTest {
    private static final List<String> ROLES = List.of("report", "duplicate", "fix", "reply");

    private static Cluster.Member m(String id, String role) {
        return new Cluster.Member(id, role, "because", 1.0);
    }

    @Test
    void countsRecordsPerRoleAndFindsTheFirstRecordOfAnId() {
        MemberList l = new MemberList();
        l.add(m("<a@x>", "fix"));
        l.add(m("<b@x>", "reply"));
        l.add(m("<a@x>", "report")); // the same message again, under another role: a record of its own
        assertEquals(1, l.count("fix"));
        assertEquals(1, l.count("report"));
        assertEquals(0, l.count("duplicate"));
        assertTrue(l.hasAny("duplicate", "report"));
        assertFalse(l.hasAny("duplicate"));
        assertEquals("fix", l.first("<a@x>").role());
        assertNull(l.first("<c@x>"));

        l.remove(0); // the fix's record goes: the report's record is now the first of <a@x>
        assertEquals(0, l.count("fix"));
        assertEquals("report", l.first("<a@x>").role());

        l.set(1, m("<a@x>", "duplicate"));
        assertEquals(0, l.count("report"));
        assertEquals(1, l.count("duplicate"));

        l.clear();
        assertEquals(0, l.count("duplicate"));
        assertNull(l.first("<a@x>"));
    }

    @Test
    void everyMutatorKeepsTheLookupsAsAWalkFindsThem() {
        Random random = new Random(35);
        MemberList l = new MemberList();
        for (int step = 0; step < 3000; step++) {
            Cluster.Member next = m("<" + random.nextInt(40) + "@x>", ROLES.get(random.nextInt(ROLES.size())));
            switch (random.nextInt(12)) {
                case 0, 1, 2, 3 -> l.add(next);
                case 4 -> l.addAll(List.of(next, m("<" + random.nextInt(40) + "@x>", "fix")));
                case 5 -> l.add(l.isEmpty() ? 0 : random.nextInt(l.size()), next);
                case 6 -> l.addAll(l.isEmpty() ? 0 : random.nextInt(l.size()), List.of(next, next));
                case 7 -> {
                    if (!l.isEmpty()) {
                        l.set(random.nextInt(l.size()), next);
                    }
                }
                case 8 -> {
                    if (!l.isEmpty()) {
                        l.remove(random.nextInt(l.size()));
                    }
                }
                case 9 -> l.removeIf(x -> x.messageId().equals(next.messageId()));
                case 10 -> l.replaceAll(x -> x.messageId().equals(next.messageId()) ? next : x);
                default -> {
                    if (random.nextBoolean()) {
                        l.sort(Comparator.comparing(Cluster.Member::messageId).thenComparing(Cluster.Member::role));
                    } else if (random.nextBoolean()) {
                        l.retainAll(Set.copyOf(new ArrayList<>(l).subList(0, l.size() / 2)));
                    } else {
                        l.remove(next);
                        l.removeAll(List.of(m("<1@x>", "reply"), m("<2@x>", "fix")));
                    }
                }
            }
            agreesWithAWalk(l);
        }
    }

    private static void agreesWithAWalk(MemberList l) {
        for (String role : ROLES) {
            int n = 0;
            for (Cluster.Member x : l) {
                n += x.role().equals(role) ? 1 : 0;
            }
            assertEquals(n, l.count(role), role);
        }
        for (int i = 0; i < 40; i++) {
            String id = "<" + i + "@x>";
            Cluster.Member walked = null;
            for (Cluster.Member x : l) {
                if (x.messageId().equals(id)) {
                    walked = x;
                    break;
                }
            }
            assertSame(walked, l.first(id), id);
        }
    }
}
