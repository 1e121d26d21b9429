package dev.lkmltriage.extract;

import java.util.Set;
import java.util.function.Consumer;

/**
 * A function whose name spells its driver names it (conventions 76, 106 and 128): "the bug is in pciehp_ist()",
 * "why does pci_loongson_map_bus() return NULL", a quoted call chain "ghes_probe() -> ghes_irq_func -> ghes_proc"
 * beside "shared by GHES driver". Writers name a driver's code by its functions, and the kernel's functions carry
 * their module's name as a prefix ({@code pciehp_}, {@code pci_loongson_}, {@code ghes_}); a function that does not
 * spell its driver ({@code advk_pcie_probe}, {@code tegra_pcie_dw_probe}) names nothing here (convention 67).
 *
 * <p>What counts as a function: a word of lowercase letters, digits and '_' holding at least one '_', right before
 * "(" ("pciehp_ist()", "ghes_do_proc(ctx)") or right after "->" ("->ghes_proc"). Its module is the longest
 * '_'-bounded prefix, shorter than the word, that the driver table holds as a module name in either spelling
 * ({@code pci_loongson} is {@code pci-loongson}), and the module must be one written by hand in
 * {@code models/drivers.tsv} ({@code pciehp}, {@code ghes}, {@code pci-loongson}): a generated module's name is
 * often also a subsystem's or a core's prefix ({@code platform_pci_set_power_state()} is the PCI core's, not
 * xen-platform-pci's; {@code video_register_device()}), and an ambiguous prefix ({@code arm_smmu_} of arm_smmu and
 * arm-smmu-v3; {@code switchtec_ntb_} of ntb_hw_switchtec) names none. Not where the text offers the function as an
 * example, a comparison or copied code ({@link ExampleNames}, {@link CopiedFrom}, "the same as"), nor on a grep's
 * or a build's line, nor in a survey of a helper's callers (a search of the tree, "grep", "callers", "call sites" in
 * the 300 characters before the line).
 *
 * <p>The caller hands in prose lines only: a diff's lines (the hunks of a patch, whose files the path rules read
 * under the few-drivers limits) and an oops's frames ({@code +0x}, read by {@link TraceModules}) are not read.
 * Pure; linear in the line (each word's prefixes are looked up once each, at most a few per word); never throws.
 * Session 46 (drivers53).
 */
final class FunctionNames {
    /** Longest word read as a function name. */
    private static final int MAX_WORD = 64;

    /** Prefixes that are never a driver, though a table might hold a module of that name. */
    private static final Set<String> NEVER = Set.of("pci", "pcie", "acpi", "of", "dma", "irq", "msi", "dev", "device",
            "iommu", "aer", "dpc", "pme");

    private FunctionNames() {
    }

    /** Adds to {@code out} the module of each function name in {@code text[from, to)} that spells one. */
    static void scan(String text, int from, int to, DriverTable table, Consumer<String> out) {
        int end = Math.min(to, text.length());
        int i = proseStart(text, Math.max(0, from), end);
        if (i < 0) {
            return;
        }
        while (i < end) {
            char ch = text.charAt(i);
            if (!(ch >= 'a' && ch <= 'z')) {
                i++;
                continue;
            }
            int start = i;
            boolean underscore = false;
            boolean plain = true;
            while (i < end && isWordChar(text.charAt(i))) {
                char x = text.charAt(i);
                underscore |= x == '_';
                plain &= (x >= 'a' && x <= 'z') || (x >= '0' && x <= '9') || x == '_';
                i++;
            }
            if (!underscore || !plain || i - start > MAX_WORD || (start > from && !opensWord(text.charAt(start - 1)))) {
                continue;
            }
            boolean call = i < end && text.charAt(i) == '(';
            boolean arrow = start - 2 >= from && text.charAt(start - 1) == '>' && text.charAt(start - 2) == '-';
            if (!call && !arrow) {
                continue;
            }
            String module = module(text.substring(start, i), table);
            if (module != null && !ExampleNames.before(text, Math.max(from, start - HEAD_LOOKBACK), start)
                    && !CopiedFrom.before(text, Math.max(from, start - 40), start)
                    && !compared(text, from, start)) {
                out.accept(module);
            }
        }
    }

    /**
     * Whether the function's next '_' segment after the prefix, with the prefix, spells another module's name:
     * {@code switchtec_ntb_reinit_peer} is ntb_hw_switchtec's (its name holds "switchtec" and "ntb"), not
     * switchtec's. Looked up only for a function whose prefix is a hand-written module (a few per message).
     */
    private static boolean otherOwner(String name, int cut, String module, DriverTable table) {
        int next = name.indexOf('_', cut + 1);
        String segment = name.substring(cut + 1, next < 0 ? name.length() : next);
        if (segment.length() < 2) {
            return false;
        }
        String prefix = name.substring(0, cut);
        return table.nameHolding(prefix, segment, module);
    }

    /** C declarations' and statements' first words: a line opening with one is code, not prose about code. */
    private static final Set<String> CODE_WORDS = Set.of("static", "int", "void", "bool", "struct", "unsigned",
            "u8", "u16", "u32", "u64", "char", "long", "const", "return", "if", "else", "for", "while", "extern",
            "inline", "enum", "switch", "case", "goto", "irqreturn_t", "ssize_t", "size_t");

    /**
     * Where the prose of the line {@code text[from, to)} starts, past quote marks, or -1 where the line is code: a
     * diff line ('+', '-', '@', a context line's leading blank after the quote marks), a comment ('*', '/', '#'), a
     * brace, a tab-indented line, a listing's "=> f() line-219" entry, one opening with a C keyword or type
     * ({@link #CODE_WORDS}), or one ending in ';', '{', '}' or ','. "->ghes_proc" opening a call chain is prose (a diagram of calls, not a statement).
     */
    static int proseStart(String text, int from, int to) {
        int i = from;
        while (i < to && (text.charAt(i) == '>' || text.charAt(i) == ' ' || text.charAt(i) == '|')) {
            i++;
        }
        int e = to;
        while (e > i && Character.isWhitespace(text.charAt(e - 1))) {
            e--;
        }
        if (i >= e) {
            return -1;
        }
        char first = text.charAt(i);
        char last = text.charAt(e - 1);
        if (last == ';' || last == '{' || last == '}' || last == ',' || first == '\t' || first == '+'
                || first == '@' || first == '*' || first == '/' || first == '#' || first == '{' || first == '}'
                || first == '='
                || (first == '-' && (i + 1 >= e || text.charAt(i + 1) != '>'))) {
            return -1;
        }
        // a quoted context line of a hunk: one blank after the quote marks, then a tab or more blanks
        if (i > from && text.charAt(i - 1) == ' ' && i - 2 >= from && text.charAt(i - 2) == ' '
                && text.charAt(i - 1) == ' ' && i < to && from < i - 2 && text.charAt(i - 3) == '>') {
            return -1;
        }
        int w = i;
        while (w < e && (Character.isLetterOrDigit(text.charAt(w)) || text.charAt(w) == '_')) {
            w++;
        }
        return CODE_WORDS.contains(text.substring(i, w)) ? -1 : i;
    }

    /** How far back on its line before a function a grep's file name or a tool's "warning:" is looked for. */
    private static final int HEAD_LOOKBACK = 160;

    /** How far back before a function's line a word of a search of the tree is looked for. */
    private static final int SURVEY_LOOKBACK = 300;

    /** Words before a function that offer it for comparison, not as the code at issue. */
    private static final java.util.List<String> COMPARED = java.util.List.of("same as ", "similar to ", "like ",
            "as in ", "as does ", "as done in ");

    /**
     * "This is mostly the same as nouveau_pr3_present()": a function another driver has, shown for comparison
     * (convention 80's grep line, (97)'s examples); or the line is a grep's or a build's ({@code ice_main.c:ice_...},
     * "warning: objtool: e1000_xmit_frame() falls through"), a file's listing or a tool's complaint.
     */
    private static boolean compared(String text, int from, int start) {
        String before = text.substring(Math.max(from, start - 40), start).toLowerCase(java.util.Locale.ROOT);
        for (String w : COMPARED) {
            if (before.contains(w)) {
                return true;
            }
        }
        // the line's start, at most a short way back: a grep's "file.c:" or a tool's "warning:" stands close before
        String head = text.substring(Math.max(from, start - HEAD_LOOKBACK), start);
        if (head.contains(".c:") || head.contains(".h:") || head.contains("warning:") || head.contains("error:")) {
            return true;
        }
        // "Per code grepping, ... are called: pciehp_unconfigure_device() -> pci_walk_bus()": the callers a search
        // of the tree found for a core helper, a survey of its users (conventions 80, 109), not a driver at work
        String earlier = text.substring(Math.max(0, from - SURVEY_LOOKBACK), from).toLowerCase(java.util.Locale.ROOT);
        return earlier.contains("grep") || earlier.contains("callers") || earlier.contains("call sites");
    }

    /** The module the function {@code name} spells as its '_'-bounded prefix, the longest one known, or null. */
    static String module(String name, DriverTable table) {
        for (int cut = name.lastIndexOf('_'); cut > 0; cut = name.lastIndexOf('_', cut - 1)) {
            String prefix = name.substring(0, cut);
            if (NEVER.contains(prefix)) {
                return null;
            }
            DriverTable.Driver d = table.byName(prefix);
            if (d == null && prefix.indexOf('_') >= 0) {
                d = table.byName(prefix.replace('_', '-'));
            }
            if (d != null && table.prefixOfLonger(prefix)) {
                // arm_smmu_ of arm_smmu and arm-smmu-v3 alike: the prefix does not say whose function it is
                return null;
            }
            if (d != null && !d.generated() && !DriverExtractor.NOT_DRIVERS.contains(d.name())
                    && !otherOwner(name, cut, d.name(), table)) {
                return d.name();
            }
        }
        return null;
    }

    /** A function name starts a word: after a blank, a bracket, a quote, a '>' of "->" or a '.'/'*' of a pointer. */
    private static boolean opensWord(char c) {
        return c == ' ' || c == '\t' || c == '(' || c == '[' || c == '"' || c == '\'' || c == '`' || c == '>'
                || c == '*' || c == '&' || c == '=' || c == ',' || c == ':' || c == '!';
    }

    private static boolean isWordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }
}
