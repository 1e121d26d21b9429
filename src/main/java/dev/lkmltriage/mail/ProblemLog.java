package dev.lkmltriage.mail;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Problems of one parse, deduplicated and capped so a hostile message cannot grow the list without bound. */
final class ProblemLog {
    private static final int MAX = 32;
    private final Set<Problem> problems = new LinkedHashSet<>();
    private int dropped;

    void add(String code, String detail) {
        Problem p = new Problem(code, detail);
        if (problems.size() < MAX) {
            problems.add(p);
        } else if (!problems.contains(p)) {
            dropped++;
        }
    }

    boolean has(String code) {
        for (Problem p : problems) {
            if (p.code().equals(code)) {
                return true;
            }
        }
        return false;
    }

    List<Problem> list() {
        List<Problem> out = new ArrayList<>(problems);
        if (dropped > 0) {
            out.add(new Problem("too-many-problems", dropped + " more not recorded"));
        }
        return out;
    }
}
