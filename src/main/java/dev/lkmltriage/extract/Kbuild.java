package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The modules one kernel Makefile (or Kbuild file) builds and the objects each is made of: {@code obj-$(CONFIG_X) +=
 * foo.o bar/baz.o} gives the modules {@code foo} and {@code baz}; {@code foo-y := a.o b.o}, {@code foo-objs} and
 * {@code foo-$(CONFIG_Y) += c.o} make {@code foo} a composite of those objects. Objects are returned relative to the
 * Makefile's directory, without {@code .o}. Only literal names count: a token holding {@code $(...)} is skipped.
 */
record Kbuild(Map<String, List<String>> modules) {
    private static final Pattern ASSIGN = Pattern.compile("^\\s*([A-Za-z0-9_./$()-]+?)\\s*(?::=|\\+=|\\?=|=)(.*)$");
    private static final Pattern OBJ = Pattern.compile("obj-(?:y|m|\\$\\(CONFIG_[A-Za-z0-9_]+\\))");
    private static final Pattern PARTS = Pattern.compile("([A-Za-z0-9_.-]+)-(?:y|m|objs|\\$\\(CONFIG_[A-Za-z0-9_]+\\))");

    Kbuild {
        modules = Map.copyOf(modules);
    }

    /** Parses the text of one Makefile; never throws. */
    static Kbuild parse(String makefile) {
        Map<String, List<String>> parts = new LinkedHashMap<>();
        List<String> objects = new ArrayList<>();
        for (String line : logicalLines(makefile)) {
            Matcher m = ASSIGN.matcher(line);
            if (!m.matches()) {
                continue;
            }
            String lhs = m.group(1);
            List<String> rhs = objectTokens(m.group(2));
            if (OBJ.matcher(lhs).matches()) {
                objects.addAll(rhs);
                continue;
            }
            Matcher p = PARTS.matcher(lhs);
            if (p.matches()) {
                parts.computeIfAbsent(p.group(1), k -> new ArrayList<>()).addAll(rhs);
            }
        }
        Map<String, List<String>> modules = new LinkedHashMap<>();
        for (String obj : objects) {
            int slash = obj.lastIndexOf('/');
            String name = obj.substring(slash + 1);
            if (name.isEmpty() || modules.containsKey(name)) {
                continue;
            }
            List<String> made = new ArrayList<>();
            expand(obj, parts, made, 0);
            modules.put(name, made);
        }
        return new Kbuild(modules);
    }

    /** A composite's parts, themselves expanded when they are composites (a few levels at most). */
    private static void expand(String obj, Map<String, List<String>> parts, List<String> out, int depth) {
        List<String> own = parts.get(obj);
        if (own == null || own.isEmpty() || depth > 3) {
            out.add(obj);
            return;
        }
        String dir = obj.lastIndexOf('/') < 0 ? "" : obj.substring(0, obj.lastIndexOf('/') + 1);
        for (String part : own) {
            if (!part.equals(obj)) {
                expand(dir + part, parts, out, depth + 1);
            } else {
                out.add(obj);
            }
        }
    }

    private static List<String> objectTokens(String rhs) {
        List<String> out = new ArrayList<>();
        for (String t : rhs.trim().split("\\s+")) {
            if (t.endsWith(".o") && t.length() > 2 && t.indexOf('$') < 0) {
                out.add(t.startsWith("./") ? t.substring(2, t.length() - 2) : t.substring(0, t.length() - 2));
            }
        }
        return out;
    }

    /** Lines with comments removed and backslash continuations joined. */
    static List<String> logicalLines(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (String raw : text.split("\n", -1)) {
            int hash = raw.indexOf('#');
            String line = (hash >= 0 ? raw.substring(0, hash) : raw).stripTrailing();
            if (line.endsWith("\\") && hash < 0) {
                cur.append(line, 0, line.length() - 1).append(' ');
                continue;
            }
            cur.append(line);
            out.add(cur.toString());
            cur.setLength(0);
        }
        if (cur.length() > 0) {
            out.add(cur.toString());
        }
        return out;
    }
}
