package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one C source file registers: whether it defines a driver ({@code struct pci_driver foo = {...}}, a platform,
 * usb, i2c, cpufreq ... driver, or a {@code module_pci_driver(...)}-style macro) and the names those drivers
 * register ({@code .name = "imx6q-pcie"}, {@code .name = DRV_NAME} with {@code #define DRV_NAME "..."}, {@code .name
 * = KBUILD_MODNAME}, which is the module name with '-' as '_'). Port service drivers of the PCI core
 * ({@code pcie_port_service_driver}) are no driver in the project's sense. Never throws.
 */
record DriverRegistrations(boolean registers, Set<String> names) {
    private static final Pattern STRUCT = Pattern.compile(
            "struct\\s+([a-z0-9_]+_driver)\\s+[A-Za-z0-9_]+(?:\\s+__[a-z_]+)*\\s*=\\s*\\{");
    /** At file scope, where the registration macros stand (not a call inside a function). */
    private static final Pattern MACRO = Pattern.compile("(?m)^module_[a-z0-9_]+_driver\\s*\\(");
    private static final Pattern NAME = Pattern.compile("\\.name\\s*=\\s*([^,}\\n]+)");
    private static final Pattern IDENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Set<String> NOT_DRIVER_TYPES = Set.of("pcie_port_service_driver");
    private static final int BODY = 4000;

    DriverRegistrations {
        // in the order the file registers them: the generated table must come out the same on every run
        names = java.util.Collections.unmodifiableSet(new LinkedHashSet<>(names));
    }

    /**
     * Scans {@code source}; {@code module} is the module's name (for {@code KBUILD_MODNAME}); an identifier is
     * resolved by the file's own constants, then by {@code headers} (the headers beside it), else left out.
     */
    static DriverRegistrations scan(String source, String module, Function<String, String> headers) {
        // kernel-doc comments show example drivers ("static struct platform_driver driver_driver = {")
        String c = withoutComments(source);
        java.util.Map<String, String> own = new java.util.HashMap<>();
        for (String[] k : constants(c)) {
            own.putIfAbsent(k[0], k[1]);
        }
        Function<String, String> define = id -> own.containsKey(id) ? own.get(id) : headers.apply(id);
        boolean registers = MACRO.matcher(c).find();
        Set<String> names = new LinkedHashSet<>();
        Matcher s = STRUCT.matcher(c);
        while (s.find()) {
            if (NOT_DRIVER_TYPES.contains(s.group(1))) {
                continue;
            }
            registers = true;
            int end = closingBrace(c, s.end());
            Matcher n = NAME.matcher(c).region(s.end(), end);
            if (n.find()) {
                String v = value(n.group(1).strip(), module, define);
                if (v != null) {
                    names.add(v);
                }
            }
        }
        return new DriverRegistrations(registers, names);
    }

    /** Comments blanked out (strings are not tracked: a comment opener inside a string literal is rare enough). */
    static String withoutComments(String c) {
        StringBuilder b = new StringBuilder(c.length());
        int i = 0;
        while (i < c.length()) {
            if (c.startsWith("/*", i)) {
                int end = c.indexOf("*/", i + 2);
                i = end < 0 ? c.length() : end + 2;
                b.append(' ');
            } else if (c.startsWith("//", i)) {
                int end = c.indexOf('\n', i);
                i = end < 0 ? c.length() : end;
            } else {
                b.append(c.charAt(i++));
            }
        }
        return b.toString();
    }

    private static String value(String expr, String module, Function<String, String> define) {
        if (expr.startsWith("\"")) {
            int close = expr.indexOf('"', 1);
            return close > 1 && close == expr.length() - 1 ? expr.substring(1, close) : null;
        }
        if (expr.equals("KBUILD_MODNAME")) {
            return module.replace('-', '_');
        }
        if (IDENT.matcher(expr).matches()) {
            String v = define.apply(expr);
            if (v != null && v.equals("KBUILD_MODNAME")) {
                return module.replace('-', '_');
            }
            return v;
        }
        return null;
    }

    /** The end of the initializer that opens before {@code from}, or a bounded distance when braces do not close. */
    private static int closingBrace(String c, int from) {
        int depth = 1;
        int limit = Math.min(c.length(), from + BODY);
        for (int i = from; i < limit; i++) {
            char ch = c.charAt(i);
            if (ch == '{') {
                depth++;
            } else if (ch == '}' && --depth == 0) {
                return i;
            }
        }
        return limit;
    }

    private static final Pattern DEFINE = Pattern.compile(
            "(?m)^\\s*#\\s*define\\s+([A-Za-z_][A-Za-z0-9_]*)\\s+(\"[^\"\\n]*\"|KBUILD_MODNAME)\\s*$");
    private static final Pattern CHARS = Pattern.compile(
            "(?:static\\s+)?(?:const\\s+)?char\\s*(?:const\\s+)?\\*?\\s*(?:const\\s+)?([A-Za-z_][A-Za-z0-9_]*)\\s*(?:\\[\\s*\\])?"
            + "\\s*=\\s*(\"[^\"\\n]*\")\\s*;");

    /** String constants a C file or header defines: {@code #define DRV_NAME "x"}, {@code static const char n[] = "x";}. */
    static List<String[]> constants(String c) {
        List<String[]> out = new ArrayList<>();
        for (Matcher m = DEFINE.matcher(c); m.find(); ) {
            out.add(new String[] {m.group(1), unquote(m.group(2))});
        }
        for (Matcher m = CHARS.matcher(c); m.find(); ) {
            out.add(new String[] {m.group(1), unquote(m.group(2))});
        }
        return out;
    }

    private static String unquote(String v) {
        return v.startsWith("\"") ? v.substring(1, v.length() - 1) : v;
    }
}
