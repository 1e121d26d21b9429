package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kernel config options: {@code CONFIG_FOO=y|m|n|"string"|123} (string values without their quotes), {@code #
 * CONFIG_FOO is not set} (n), symbols named in prose (value null unless "enabled"/"disabled"/"on"/"off"/"=y" follows
 * at once), and menuconfig prompts mapped through {@code models/menuconfig.tsv} ("High Resolution Timer Support
 * (enabled)" → CONFIG_HIGH_RES_TIMERS=y). One fact per option and value; a bare mention is dropped when the same
 * option also has a value. Not from diffs, signatures or footers, except the lines a diff adds to a config file
 * ({@code +CONFIG_X=y} in {@code arch/arm64/configs/defconfig} or {@code kernel/configs/kvm_guest.config}, own or
 * quoted): a defconfig patch sets what it adds. Session 37 (configs38): a {@code scripts/config -e X -d Y} command
 * line sets its options ({@link ScriptsConfig}), and "X is enabled/disabled/set" names a bare X that is a Kconfig
 * symbol of the release table ({@link BareStates}). Session 39 (configs39): a document's added and removed diff lines
 * are prose (convention 18), and "I disabled X" sets a bare table symbol ({@link BareVerbs}). Session 41 (configs41):
 * requests set what they ask ({@link RequestedOptions}: a request list, an imperative, "must be set", coordinated
 * options; a how-to document's request keeps its value), and a body's build fix "when !CONFIG_X" is n
 * ({@link SubjectOptions#without(String, int, int, boolean)}). Never throws.
 */
final class ConfigExtractor {
    private static final int MAX = 2048;
    /**
     * The names judged on one line at most. Every name costs a dozen bounded look-backs, so a line of half a million
     * names (hostile or generated) took seconds; no line of the linux-pci archive holds more than 20, a long prose
     * list a few dozen. The names past this on a line are not read, as {@link BareVerbs} reads its 32.
     */
    static final int PER_LINE = 256;
    static final Pattern SYMBOL = Pattern.compile(
            "(?<![A-Za-z0-9_])(# )?(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_*])"
            + "(?:=(\"[^\"\\n]{0,200}\"|[ymn](?![A-Za-z0-9_])|-?(?:0x[0-9a-fA-F]{1,16}|[0-9]{1,19})(?![A-Za-z0-9_]))"
            + "| is not set)?");
    /**
     * A state stated right after a name; "on" only where it ends the phrase ("... on x86" is a preposition). Session 31
     * (hwcfg32): the name may be closed by a quote mark first ({@code "CONFIG_IRQ_REMAP" are enabled}). A negated state
     * ("CONFIG_OF not set", "is not enabled", "isn't selected", "being unset") is not read: measured on the archive,
     * 1 of 13 messages so changed stated a setting, the rest mostly a condition or a dependency.
     */
    private static final Pattern STATE = Pattern.compile("\\G[\"'`\u2019\u201d]?(?:"
            + "[ \\t]{0,3}\\(?(?:(?:is|was|are|were|got|gets|being|set|turned) ){0,2}(enabled|disabled)(?![A-Za-z0-9_])"
            + "|[ \\t]{0,2}=[ ]?(y|n|m|on|off|yes|no)(?![A-Za-z0-9_])"
            + "|[ \\t]{1,3}\\(?(?:(?:is|was|set|turned|switched) ){0,2}(off)(?![A-Za-z0-9_])"
            + "|[ \\t]{1,3}\\(?(?:(?:is|was|set|turned|switched) ){0,2}(on)(?=[ \\t]{0,3}(?:[.,;:)]|$)))",
            Pattern.CASE_INSENSITIVE);

    /**
     * menuconfig's help and search screens: "Symbol: EXTRA_FIRMWARE_DIR [=/srv/fw]", "Depends on: FW_LOADER [=y] &&
     * ...": a symbol without its CONFIG_ prefix and the value it has in the .config the screen was shown for.
     */
    private static final Pattern MENU_SYMBOL = Pattern.compile(
            "(?<![A-Za-z0-9_])([A-Z][A-Z0-9_]{1,80}) \\[=([^\\]\\n]{0,200})\\]");
    // mail clients turn the screen's indentation into no-break spaces
    private static final Pattern MENU_LINE = Pattern.compile("[ \t\u00a0]*(?:Symbol|Depends on|Selects|Selected by|"
            + "Implies|Visible if)(?: \\[[a-z]\\])?: ");

    private final MenuconfigTable prompts;
    private final KconfigSymbols symbols;

    ConfigExtractor(ExtractSettings settings) {
        this.prompts = MenuconfigTable.load(settings);
        this.symbols = KconfigSymbols.load(settings);
    }

    List<ConfigFact> extract(Mail mail) {
        try {
            Map<String, ConfigFact> out = new LinkedHashMap<>();
            String text = mail.text();
            LineCursor c = new LineCursor(mail);
            Needle config = new Needle(text, "CONFIG_");
            Needle menu = new Needle(text, " [=");
            Needle onfig = new Needle(text, "onfig");
            Needle nabl = new Needle(text, "nabl");
            Needle ption = new Needle(text, "ption");
            Needle isabl = new Needle(text, "isabl");
            Needle unmet = new Needle(text, KconfigWarnings.UNMET_WORDS);
            Needle eq = new Needle(text, "=");
            Needle tool = new Needle(text, ScriptsConfig.COMMAND);
            Needle abled = new Needle(text, "abled");
            Needle setWord = new Needle(text, " set");
            Needle lected = new Needle(text, "lected");
            Needle odule = new Needle(text, "odule");
            // the message's characters, copied once for the kernel, commit and kind stages: the prompt scan reads
            // every character of prose
            char[] chars = VersionsText.of(mail).chars;
            int file = OTHER_FILE; // the kind of file the diff line before was in
            boolean listOpen = false; // the line before opened or continued a "Selected by [y]:" list
            int continuations = 0; // lines left to read of a Kconfig expression the line before cut at an operator
            boolean unmetWrap = false; // the line before ended with "unmet direct dependencies detected for"
            boolean toolGoesOn = false; // the line before ended a scripts/config command with a backslash
            RequestList requests = new RequestList();
            List<ConfigFact> builtWithout = new ArrayList<>();
            int lineBefore = -1; // the countable line before, for a verb that ends it
            int lineBeforeEnd = -1;
            int lineBeforeStart = -1;
            while (c.next() && out.size() < MAX) {
                int before = lineBefore;
                int beforeEnd = lineBeforeEnd;
                int beforeStart = lineBeforeStart;
                lineBefore = c.countable() && !c.blank() && !c.inDiff() ? c.body : -1;
                lineBeforeEnd = c.end;
                lineBeforeStart = c.start;
                boolean readable = c.inDiff() ? file == DOCUMENT : c.countable();
                if (readable) {
                    // "make sure these config options are set to "=y":" over a list of CONFIG_X lines (convention 61)
                    ConfigFact item = requests.line(text, c.body, c.end,
                            c.quoted());
                    if (item != null) {
                        put(out, item);
                    }
                } else {
                    requests.skip();
                }
                boolean inList = listOpen;
                listOpen = false;
                boolean wrapped = unmetWrap;
                int goingOn = continuations;
                unmetWrap = false;
                continuations = 0;
                if (c.inDiff() && !c.blank()) {
                    // a reviewer's own lines between quoted hunks keep the file: only a header changes it
                    file = addedSetting(text, c, file, config, out);
                    continue;
                }
                if (!c.countable() || c.blank()) {
                    toolGoesOn = false;
                    continue;
                }
                boolean quoted = c.quoted();
                if (toolGoesOn || tool.in(c.body, c.end) >= 0) {
                    // "./scripts/config -e X -d Y && \": the tool's actions set their options (convention 31)
                    List<ConfigFact> set = new ArrayList<>();
                    toolGoesOn = ScriptsConfig.in(text, c.body, c.end, quoted, toolGoesOn, set)
                            == ScriptsConfig.Next.CONTINUES;
                    set.forEach(f -> put(out, f));
                }
                if (config.in(c.body, c.end) >= 0) {
                    symbols(text, c.body, c.end, quoted, out);
                    ConfigFact wrappedVerb = RequestedOptions.wrappedImperative(text, before, beforeEnd, c.body,
                            c.end, quoted);
                    if (wrappedVerb != null) {
                        put(out, wrappedVerb); // "... Also set / CONFIG_X.": the verb ends the line before
                    }
                    ConfigFact without = SubjectOptions.without(text, c.body, c.end, quoted);
                    if (without != null) {
                        builtWithout.add(without);
                    }
                }
                if (onfig.in(c.body, c.end) >= 0 || nabl.in(c.body, c.end) >= 0 || ption.in(c.body, c.end) >= 0) {
                    // "just select ZZ_EDMA option in kernel configuration" (session 44: "option" alone calls it one)
                    for (ConfigFact f : BareOptions.in(text, c.start, c.body, c.end, quoted)) {
                        put(out, f);
                    }
                }
                if (eq.in(c.body, c.end) >= 0 || text.startsWith("Select", c.body)) {
                    for (ConfigFact f : BareSettings.in(text, c.start, c.body, c.end, quoted)) {
                        put(out, f);
                    }
                }
                boolean stated = abled.in(c.body, c.end) >= 0;
                if (stated || setWord.in(c.body, c.end) >= 0 || lected.in(c.body, c.end) >= 0) {
                    // "a warning if ZZ_DIRECT is enabled": a bare Kconfig symbol marked by its state (convention 27)
                    for (ConfigFact f : BareStates.in(symbols, text, c.start, c.body, c.end, quoted)) {
                        put(out, f);
                    }
                    if (before >= 0 && depth(text, beforeStart, before) == depth(text, c.start, c.body)) {
                        // "... fails for i386 as ZZ_MSI_DOMAIN" / "is not set.": the state opens the next line
                        ConfigFact w = BareStates.wrapped(symbols, text, beforeStart, before, beforeEnd, c.start,
                                c.body, c.end, quoted);
                        if (w != null) {
                            put(out, w);
                        }
                    }
                }
                if (odule.in(c.body, c.end) >= 0) {
                    // "since ZZ_USB can't be set as a module", "ZZ_APEX is built as a module" (session 46)
                    for (ConfigFact f : BareStates.modules(symbols, text, c.start, c.body, c.end, quoted)) {
                        put(out, f);
                    }
                }
                if (stated || nabl.in(c.body, c.end) >= 0 || isabl.in(c.body, c.end) >= 0) {
                    // "I disabled ZZ_SELFTEST and it now builds", "when I enable ZZ_X": the writer's verb (sessions 39, 40)
                    for (ConfigFact f : BareVerbs.in(symbols, text, c.start, c.body, c.end, quoted)) {
                        put(out, f);
                    }
                }
                prompts(text, chars, c, quoted, out);
                int item = inList ? KconfigWarnings.listItem(text, c.body, c.end) : -1;
                int goesOn = -1; // this line is a Kconfig expression cut after an operator (1), whole (0), none (-1)
                if (goingOn > 0) {
                    // the rest of an expression the line before cut at an operator: read only if it is one whole
                    List<ConfigFact> bare = new ArrayList<>();
                    goesOn = KconfigWarnings.expression(text, c.body, c.end, quoted, bare);
                    if (goesOn >= 0) {
                        menuSymbols(text, c.body, c.end, quoted, out);
                        bare.forEach(f -> put(out, f));
                    }
                } else if (menu.in(c.body, c.end) >= 0) {
                    int from = item;
                    if (from < 0) {
                        Matcher ml = MENU_LINE.matcher(text).region(c.body, c.end);
                        from = ml.lookingAt() ? ml.end() : -1;
                    }
                    if (from >= 0) {
                        menuSymbols(text, from, c.end, quoted, out);
                        List<ConfigFact> bare = new ArrayList<>();
                        goesOn = KconfigWarnings.expression(text, from, c.end, quoted, bare);
                        bare.forEach(f -> put(out, f));
                    }
                }
                continuations = goesOn == 1 ? (goingOn > 0 ? goingOn - 1 : KconfigWarnings.MAX_CONTINUATIONS) : 0;
                listOpen = item >= 0 || (inList && goesOn >= 0) || KconfigWarnings.listHeader(text, c.body, c.end);
                if (wrapped) {
                    ConfigFact f = KconfigWarnings.wrappedUnmet(text, c.body, c.end, quoted);
                    if (f != null) {
                        put(out, f);
                    }
                }
                if (unmet.in(c.body, c.end) >= 0) {
                    ConfigFact f = KconfigWarnings.unmet(text, c.body, c.end, quoted);
                    if (f != null) {
                        put(out, f);
                    }
                    unmetWrap = f == null && KconfigWarnings.unmetWrapped(text, c.body, c.end);
                }
            }
            for (ConfigFact f : FailedBuilds.in(mail)) {
                // "Fixes the following build warning when CONFIG_X is disabled:": the failing build's (session 42)
                if (!valued(out, f.option(), f.quoted())) {
                    put(out, f);
                }
            }
            for (ConfigFact f : BuildRecipes.in(mail)) {
                // "x86_64 defconfig + CONFIG_X:", "(arm64 defconfig, CONFIG_X)": the build's recipe (session 43)
                if (!valued(out, f.option(), f.quoted())) {
                    put(out, f);
                }
            }
            for (ConfigFact f : builtWithout) {
                // "Fix compilation when !CONFIG_X" in a body (a pull's shortlog): the failing build's, as the subject's
                if (!valued(out, f.option(), f.quoted())) {
                    put(out, f);
                }
            }
            ConfigFact unset = SubjectOptions.without(mail.subject());
            if (unset != null && !valued(out, unset.option(), true)) {
                put(out, unset);
            }
            for (ConfigFact f : SubjectOptions.named(mail.subject())) {
                // an option the subject names, own or inherited; merge() drops it beside a stated value. Session 47
                // (misc48) tried reading it quoted where the body writes it only in quotes, as (100) reads versions:
                // withdrawn, against convention 45 as held-out38's 10500 labels it (left to the lead)
                put(out, f);
            }
            for (ConfigFact f : ConfigFileDiffs.in(mail)) {
                // "> +# CONFIG_X is not set" under "> +++ .config": the build that runs settles it (session 43)
                settle(out, f);
            }
            return merge(out);
        } catch (RuntimeException | StackOverflowError e) {
            return List.of();
        }
    }

    private static final int OTHER_FILE = 0;
    private static final int CONFIG_FILE = 1;
    private static final int DOCUMENT = 2;

    /**
     * One line of a diff, own or quoted: a file header ({@code diff --git}, {@code +++ b/}) says whether the hunks
     * below change a config file, a document or other files; in a config file, a line the diff adds
     * ({@code +CONFIG_X=y}, {@code +# CONFIG_X is not set}) sets its option. Session 39 (configs39): a document's
     * added or removed line of prose names its options without a value (convention 18: "-The semantics of spinlock_t
     * change with the state of CONFIG_ZZ_RT." names the option); its context lines, literal settings, and every line
     * of any other file (a Makefile's {@code obj-$(CONFIG_X)}, code), set and name nothing. (Session 46 read a
     * document's context lines as prose too, as convention 35 reads them for kernels; dev6's 322, "CONFIG_PCI_MSI is
     * named in the moved text of a diff" labelled none, says otherwise: left to the lead, the lines stay unread.)
     * Returns the kind of file the next line is still in. {@code config}: the message's {@code "CONFIG_"} needle.
     */
    private int addedSetting(String text, LineCursor c, int file, Needle config, Map<String, ConfigFact> out) {
        int b = c.body;
        if (text.startsWith("diff --git ", b) || text.startsWith("+++ ", b)) {
            int sp = text.lastIndexOf(' ', c.end - 1);
            return fileKind(text.substring(Math.max(sp + 1, b), c.end).strip());
        }
        char mark = text.charAt(b);
        int prose = b + 1;
        if (file == DOCUMENT && (mark == '+' || mark == '-') && !text.startsWith("---", b)
                && sentence(text, prose, c.end)) {
            // a document names options, it builds nothing: no value (as a document's kernels take no verdict)
            // Session 41 (configs41): but a how-to's request sets what it asks ("Enable CONFIG_X if ...", "CONFIG_X
            // must be set", convention 61), its bare table symbols too ("Enable ZZ_DMA if your controller has it")
            Map<String, ConfigFact> named = new LinkedHashMap<>();
            boolean quoted = c.kind == SpanKind.QUOTE;
            if (config.in(prose, c.end) >= 0) {
                // Session 52 (speed52): only a line holding "CONFIG_" can name one (every SYMBOL match holds it);
                // asked of every other line, symbols' literal search ran on to the text's next "CONFIG_" or its end,
                // a walk of the rest of the message per prose line of a document's diff (3 % of the extraction)
                symbols(text, prose, c.end, quoted, named);
            }
            for (ConfigFact f : named.values()) {
                boolean asked = f.value() != null && (RequestedOptions.imperative(text, prose, f.start()) != null
                        || RequestedOptions.required(text, f.start() + f.option().length(), c.end));
                put(out, asked ? f : new ConfigFact(f.option(), null, f.quoted(), f.start(), f.end()));
            }
            BareVerbs.requested(symbols, text, prose, c.end, quoted).forEach(f -> put(out, f));
            return file;
        }
        if (file != CONFIG_FILE || mark != '+' || !(text.startsWith("CONFIG_", b + 1)
                || text.startsWith("# CONFIG_", b + 1))) {
            return file;
        }
        symbols(text, b + 1, c.end, c.kind == SpanKind.QUOTE, out);
        return file;
    }

    /**
     * A document's line of prose: it holds a lowercase word of three letters or more. A literal block's setting
     * ({@code CONFIG_X=y} under "Build with::") or a bare list of symbols is an example, not prose.
     */
    private static boolean sentence(String text, int from, int end) {
        int i = from;
        while (i < end) {
            if (!word(text.charAt(i))) {
                i++;
                continue;
            }
            int w = i;
            boolean lower = true;
            for (char ch; i < end && word(ch = text.charAt(i)); i++) {
                lower &= ch >= 'a' && ch <= 'z';
            }
            if (lower && i - w >= 3) {
                return true;
            }
        }
        return false;
    }

    private static boolean word(char ch) {
        return Character.isLetterOrDigit(ch) || ch == '_';
    }

    /**
     * A kernel config file by its path ({@code .../configs/foo_defconfig}, {@code kernel/configs/xen.config}), a
     * document ({@code a/Documentation/locking/locktypes.rst}) or another file.
     */
    private static int fileKind(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        if (name.endsWith("defconfig") || (name.endsWith(".config") && name.length() > 7)) {
            return CONFIG_FILE;
        }
        return path.startsWith("Documentation/") || path.contains("/Documentation/") ? DOCUMENT : OTHER_FILE;
    }

    private static void symbols(String text, int from, int lineEnd, boolean quoted, Map<String, ConfigFact> out) {
        if (preprocessorLine(text, from, lineEnd)) {
            return; // "#ifdef CONFIG_ACPI", "#endif /* CONFIG_PCI_MSI */": code that tests an option, not a setting
        }
        // tried only at each "CONFIG_" and a "# " before it, not at every offset of the line (LineMatches.InLine)
        LineMatches.InLine found = new LineMatches.InLine(SYMBOL, text, from, lineEnd, "CONFIG_", "# ");
        Matcher m = found.matcher();
        String carry = null; // the value a verb gave the name before, for one coordinated with it
        int carryEnd = -1;
        int judged = 0;
        while (found.find() && ++judged <= PER_LINE) {
            String option = m.group(2);
            if (inCode(text, from, m.start(2)) || placeholder(option)) {
                carry = null;
                continue;
            }
            String value = null;
            int end = m.end();
            if (m.group(3) != null) {
                value = m.group(3);
                if (value.startsWith("\"")) {
                    value = value.substring(1, value.length() - 1);
                }
            } else if (m.end() > m.end(2)) {
                value = "n";
            } else {
                Matcher s = STATE.matcher(text).region(m.end(2), lineEnd);
                // "... when CONFIG_X is enabled": a condition the writer describes, not a setting anyone made.
                if (s.lookingAt() && (s.group(2) != null || !conditional(text, from, m.start(2)))) {
                    value = state(s);
                    end = s.end();
                    if ("y".equals(value) && negatedHave(text, from, m.start(2))) {
                        value = "n"; // "You don't have CONFIG_X enabled": the reader's build lacks it (session 42)
                    }
                    if ("y".equals(value) && s.group(2) == null && without(text, from, m.start(2))) {
                        // "a kernel without CONFIG_X enabled": the state is what the build lacks (session 45)
                        value = "n";
                    }
                }
            }
            String verbed = null; // a value a verb before the name gave it
            if (value == null) {
                verbed = stateBefore(text, from, m.start(2));
                if (verbed == null) {
                    // Session 41 (configs41): "Also set CONFIG_X.", "Unset CONFIG_X" ask for a value (convention 11)
                    verbed = RequestedOptions.imperative(text, from, m.start(2));
                }
                if (verbed == null && RequestedOptions.coordinated(text, carryEnd, m.start(2))) {
                    verbed = carry; // "enable CONFIG_A and CONFIG_B" sets both
                }
                if (verbed == null && "y".equals(carry) && selectedNot(text, carryEnd, m.start(2))) {
                    verbed = "n"; // "ARM64 selects CONFIG_A and not CONFIG_B" (convention 145)
                }
                if (verbed == null && !conditional(text, from, m.start(2))) {
                    verbed = selects(text, from, m.start(2)); // "arm64 by default selects only CONFIG_A"
                }
                if (verbed == null && wrappedSelectedNot(text, from, m.start(2))) {
                    verbed = "n"; // "Since ARM64 selects CONFIG_A and not" / "CONFIG_B, the ...": the line wrapped
                }
                if (verbed == null && lacking(text, from, m.start(2))) {
                    verbed = "n"; // "For kernel configs that do not define CONFIG_X, it will create ... error"
                }
                value = verbed;
                if (value == null && RequestedOptions.required(text, m.end(2), lineEnd)) {
                    value = "y"; // "CONFIG_X must be set at compile time"
                }
            }
            if (!"n".equals(value) && forgot(text, from, m.start(2))) {
                value = "n"; // "I forgot to compile this with CONFIG_X set": the build lacked it (session 44)
            }
            carry = verbed;
            carryEnd = end;
            if (value != null && m.group(3) == null && m.end() == m.end(2)
                    && AskedConfigs.ofReader(text, from, lineEnd, m.start(2))) {
                // "Did you enable CONFIG_X?": the writer asks what the reader built; "=y" as written still sets
                value = null;
            }
            int start = m.group(1) != null ? m.start(1) : m.start(2);
            put(out, new ConfigFact(option, value, quoted, start, end));
        }
    }

    /**
     * The symbols of a menuconfig help line with their values: "Symbol: X [=v]", "Depends on: Y [=y] && ...", or of
     * an item of a "Selected by [y]:" list ({@link KconfigWarnings}).
     */
    private static void menuSymbols(String text, int from, int end, boolean quoted, Map<String, ConfigFact> out) {
        Matcher m = MENU_SYMBOL.matcher(text).region(from, end);
        while (m.find()) {
            String value = m.group(2).strip();
            if (value.isEmpty()) {
                continue;
            }
            put(out, new ConfigFact("CONFIG_" + m.group(1), value, quoted, m.start(), m.end()));
        }
    }

    private void prompts(String text, char[] chars, LineCursor c, boolean quoted, Map<String, ConfigFact> out) {
        int i = c.body;
        int lineEnd = c.end;
        int settingLine = 0; // whether the line has a setting word: 0 unread, 1 yes, -1 no
        while (i < lineEnd) {
            while (i < lineEnd && !Chars.letterOrDigit(chars[i])) {
                i++;
            }
            int w = i;
            if (w < lineEnd && !prompts.mayStartFirstWord(chars, w, lineEnd)) {
                // most words are ruled out by their first three characters: step to the blank without hashing (the
                // same end the loops below reach; at() would find no prompt for such a word)
                while (i < lineEnd && chars[i] != ' ' && chars[i] != '\t') {
                    i++;
                }
                continue;
            }
            // the lowercase hash of the word's first 60 characters, taken in the same pass as finding its end; the
            // rest of a longer word is only stepped over
            int hash = 0;
            int seen = 0;
            int hashEnd = Math.min(lineEnd, w + 60);
            for (char ch; i < hashEnd && (ch = chars[i]) != ' ' && ch != '\t'; i++) {
                seen |= ch;
                hash = 31 * hash + ((char) (ch - 'A') < 26 ? ch + ('a' - 'A') : ch);
            }
            for (char ch; i < lineEnd && (ch = chars[i]) != ' ' && ch != '\t'; i++) {
                // past the hashed part
            }
            boolean ascii = seen < 128;
            if (w >= i || (w > c.body && Character.isLetterOrDigit(chars[w - 1]))
                    || (ascii && !prompts.mayBeFirstWordHashed(hash))) {
                continue;
            }
            MenuconfigTable.Prompt p = prompts.at(text, w, c.end,
                    text.substring(w, Math.min(i, w + 60)).toLowerCase(Locale.ROOT));
            if (p == null || inCommitSubject(text, c.body, w)) {
                continue;
            }
            int end = w + p.text().length();
            String value = null;
            Matcher s = STATE.matcher(text).region(end, c.end);
            if (s.lookingAt()) {
                value = state(s);
                end = s.end();
                if (text.startsWith(")", end)) {
                    end++;
                }
            } else if (DevicePrompts.namesDevice(text, p.text(), end, c.end)) {
                if (settingLine == 0) {
                    settingLine = DevicePrompts.settingLine(text, c.body, c.end) ? 1 : -1;
                }
                if (settingLine < 0) {
                    i = Math.max(i, end);
                    continue;
                }
            }
            put(out, new ConfigFact(p.symbol(), value, quoted, w, end));
            i = Math.max(i, w + p.text().length());
        }
    }

    /**
     * A prompt inside a commit's subject ({@code 82a823833f4e ("PCI: qcom: Add Qualcomm PCIe controller driver")},
     * a {@code Fixes:} line) names the commit, not a setting.
     */
    static boolean inCommitSubject(String text, int lineBody, int at) {
        if (text.startsWith("Fixes:", lineBody)) {
            return true;
        }
        // a subject's opening ("(\"") stands within a line's width before the prompt: the bound keeps a line of
        // many prompts linear
        for (int k = at - 1, stop = Math.max(lineBody, at - 300); k > stop; k--) {
            char ch = text.charAt(k);
            if (ch == ')') {
                return false;
            }
            if (ch == '(' && k + 1 < at && (text.charAt(k + 1) == '"' || text.charAt(k + 1) == '\u201c')) {
                return true;
            }
        }
        return false;
    }

    /** Code that names options without setting them; quoted code in a review reply is still code. */
    private static final String[] CODE_BEFORE = {"defined(", "IS_ENABLED(", "IS_BUILTIN(", "IS_MODULE(",
        "IS_REACHABLE(", "$(", "ifdef(", "ifdef ", "ifndef ", "ifeq (", "#if ", "#if !", "#elif ", "#elif !"};

    /**
     * A C preprocessor line ({@code #if}, {@code #ifdef}, {@code #endif}, {@code #define} ...) after any quote or diff
     * marks.
     */
    static boolean preprocessorLine(String text, int from, int end) {
        int i = from;
        while (i < end && " \t>+-|".indexOf(text.charAt(i)) >= 0) {
            i++;
        }
        // Session 42 (speed43): the listing's prefix opens with a caret or a lowercase hex digit; any other line is
        // not asked (the matcher and its search for every line that names an option)
        if (i < end && blameOpener(text.charAt(i))) {
            Matcher blame = BLAME.matcher(text).region(i, end);
            if (blame.lookingAt()) {
                // a robot's git-blame listing: "^1da177e4c3f41 include/x.h  Ann  2005-04-16  39  #endif"
                i = blame.end();
            }
        }
        if (i + 3 > end || text.charAt(i) != '#') {
            return false;
        }
        return text.startsWith("#if", i) || text.startsWith("#el", i) || text.startsWith("#endif", i)
                || text.startsWith("#define", i) || text.startsWith("#undef", i);
    }

    /** The characters {@link #BLAME} may open with: its caret, or its commit's first hex digit. */
    static boolean blameOpener(char ch) {
        return ch == '^' || ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f';
    }

    /** A git-blame line's prefix: commit, path, author, date and line number before the code. */
    static final Pattern BLAME = Pattern.compile(
            "\\^?[0-9a-f]{7,14}[ \\t][^\\n]{1,160}?[ \\t][12][0-9]{3}-[01][0-9]-[0-3][0-9][ \\t]{1,4}[0-9]{1,6}[ \\t]{1,4}");

    /** Whole names that stand for "some option" in an example: {@code CONFIG_FOO}, {@code CONFIG_FOO_BAR}. */
    private static final java.util.Set<String> PLACEHOLDER_NAMES = java.util.Set.of("CONFIG_FOO", "CONFIG_BAR",
            "CONFIG_BAZ", "CONFIG_XYZ", "CONFIG_FOO_BAR", "CONFIG_SOMETHING", "CONFIG_WHATEVER");

    /**
     * A name that stands for an option without being one: {@code CONFIG_PCIEASPM_XXXX} (the writer's "one of the
     * ASPM policy options"), {@code CONFIG_XXX}, {@code CONFIG_FOO}. A part of the name made of X alone (two or more;
     * no Kconfig symbol has one: {@code X86}, {@code X2APIC}, {@code EXYNOS} are not X alone) or a whole name that
     * is a metasyntactic word. A part alone is not enough for those words: {@code BAR} is PCI's base address
     * register, and an example name such as {@code CONFIG_FOO_STATS} is read as the option the writer means.
     */
    static boolean placeholder(String option) {
        if (PLACEHOLDER_NAMES.contains(option)) {
            return true;
        }
        int i = "CONFIG_".length();
        while (i < option.length()) {
            int j = option.indexOf('_', i);
            if (j < 0) {
                j = option.length();
            }
            boolean xs = j - i >= 2;
            for (int k = i; k < j && xs; k++) {
                xs = option.charAt(k) == 'X';
            }
            if (xs) {
                return true;
            }
            i = j + 1;
        }
        return false;
    }

    /**
     * The symbol is an argument of a config test macro or a Makefile variable reference. Session 44 (configs44): also
     * a preprocessor test written inside a prose line ("Use helper functions instead of #if CONFIG_X", as "#ifdef
     * CONFIG_X" already was): code the writer quotes, no option (convention 17).
     */
    private static boolean inCode(String text, int lineStart, int at) {
        int from = Math.max(lineStart, at - 14);
        for (String w : CODE_BEFORE) {
            if (at - from >= w.length() && text.startsWith(w, at - w.length())) {
                return true;
            }
        }
        return false;
    }

    /**
     * "when CONFIG_X is enabled", "if CONFIG_X is off": a conjunction of condition right before the name. Session 28
     * (configs28): also one opening the name's clause further back on its line ("be >0 if the device is already
     * powered up or CONFIG_PM is disabled", "If the kernel configuration option CONFIG_X is enabled"), where the words
     * between hold no clause break ({@code . , ; :}) and no first person ("if I boot with CONFIG_X enabled" reports
     * what the writer ran).
     */
    private static boolean conditional(String text, int lineStart, int at) {
        int from = Math.max(lineStart, at - 10);
        String before = text.substring(from, at).toLowerCase(Locale.ROOT);
        for (String w : new String[] {"when ", "if ", "unless ", "whenever "}) {
            if (before.endsWith(w) && (before.length() == w.length()
                    || !Character.isLetterOrDigit(before.charAt(before.length() - w.length() - 1)))) {
                return true;
            }
        }
        return conditionalClause(text, lineStart, at) || wrappedCondition(text, lineStart, at);
    }

    /**
     * Session 44 (configs44): the conjunction ends the line before, the name opens this one ("this mutex is only
     * defined if" / "CONFIG_X is enabled", own or quoted at the same depth): the sentence wrapped, still a condition.
     * Held-out31's 3300 labels it so; the archive holds 8 such wrapped conditions with a state after the name (3 of
     * them quotes of one sentence), all read as settings before. Bounded: the line before's last 16 characters.
     */
    static boolean wrappedCondition(String text, int lineStart, int at) {
        return lineBeforeEnds(text, lineStart, at, new String[] {" when", " if", " unless", " whenever"});
    }

    /**
     * The name opens its line (only quote marks, blanks or an opening quote before it) and the line before, at the
     * same quote depth, ends with one of {@code words} (each with its leading blank; the word alone also counts as the
     * whole line). Bounded: the line before's last 16 characters.
     */
    private static boolean lineBeforeEnds(String text, int lineStart, int at, String[] words) {
        for (int i = lineStart; i < at; i++) {
            if ("\"'`( \t".indexOf(text.charAt(i)) < 0) {
                return false; // words before the name on its own line: conditionalClause's case
            }
        }
        int nl = text.lastIndexOf('\n', lineStart - 1);
        if (nl <= 0) {
            return false;
        }
        int prevStart = text.lastIndexOf('\n', nl - 1) + 1;
        if (depth(text, prevStart, nl) != depth(text, nl + 1, lineStart)) {
            return false; // another writer's line
        }
        int e = nl;
        while (e > prevStart && (text.charAt(e - 1) == ' ' || text.charAt(e - 1) == '\t' || text.charAt(e - 1) == '\r')) {
            e--;
        }
        String tail = text.substring(Math.max(prevStart, e - 16), e).toLowerCase(Locale.ROOT);
        for (String w : words) {
            if (tail.endsWith(w) || tail.equals(w.substring(1))) {
                return true;
            }
        }
        return false;
    }

    /** The '>' marks opening a line (bounded by the line's first 40 characters). */
    private static int depth(String text, int from, int end) {
        int d = 0;
        for (int i = from; i < end && i < from + 40; i++) {
            char ch = text.charAt(i);
            if (ch == '>') {
                d++;
            } else if (ch != ' ' && ch != '\t' && ch != '|') {
                break;
            }
        }
        return d;
    }

    private static final Pattern CLAUSE_CONDITION = Pattern.compile("(?<![A-Za-z])(?i:if|when|unless|whenever) ");
    private static final Pattern FIRST_PERSON = Pattern.compile("(?<![A-Za-z'])(?:I|(?i:we|my|our|us|me))(?![A-Za-z])");

    /** The name's clause, back to a break or 80 characters on its line, opens with a conjunction of condition. */
    private static boolean conditionalClause(String text, int lineStart, int at) {
        int from = Math.max(lineStart, at - 80);
        int k = at - 1;
        while (k >= from && ".,;:!?()".indexOf(text.charAt(k)) < 0) {
            k--;
        }
        Matcher m = CLAUSE_CONDITION.matcher(text).region(k + 1, at);
        if (!m.find()) {
            return false;
        }
        return !FIRST_PERSON.matcher(text).region(m.start(), at).find();
    }

    private static final Pattern FORGOT = Pattern.compile("(?<![A-Za-z])(?i:forgot|forget|forgotten)[ \\t]{1,3}to"
            + "[ \\t]{1,3}(?!(?i:disable|unset|turn off|switch off|drop|remove|mention|say|add that|tell|note)(?![a-z]))");

    /**
     * Session 44 (configs44): "I forgot to compile this with CONFIG_X set", "we forgot to enable CONFIG_X": the build
     * the writer made lacked the option (configs43's TEST 17915, the archive's one such sentence). The clause before
     * the name, back to a sentence break or 80 characters on its line, holds "forgot to" and a verb that would have
     * set it (not "forgot to disable", nor "forgot to mention").
     */
    static boolean forgot(String text, int lineStart, int at) {
        int from = Math.max(lineStart, at - 80);
        int k = at - 1;
        while (k >= from && ".;:!?".indexOf(text.charAt(k)) < 0) {
            k--;
        }
        return FORGOT.matcher(text).region(k + 1, at).find();
    }

    private static final Pattern NEGATED_HAVE = Pattern.compile("(?<![A-Za-z])(?i:don't|doesn't|didn't|do not|does not|"
            + "did not|never|don\u2019t|doesn\u2019t|didn\u2019t)[ \\t]{1,3}(?i:have|has|had)[ \\t]{1,3}$");

    /**
     * Session 45 (configs45): "without" right before the name ("in a kernel without CONFIG_X enabled", "built without
     * CONFIG_X set"): the state after the name is the one the build lacks, so the build's value is n. Configs44's TEST
     * read it y. Not "with" ("with CONFIG_X enabled" is y), nor a written "=y" (the STATE's own value).
     */
    static boolean without(String text, int lineStart, int at) {
        int from = Math.max(lineStart, at - 9);
        String before = text.substring(from, at);
        if (before.length() >= 8 && before.regionMatches(true, before.length() - 8, "without ", 0, 8)
                && (before.length() == 8 || !Character.isLetterOrDigit(before.charAt(before.length() - 9)))) {
            return true;
        }
        // "... to function in a kernel without" / "CONFIG_X enabled or ...": the sentence wrapped before the name
        return lineBeforeEnds(text, lineStart, at, new String[] {" without"});
    }

    private static final Pattern SELECTS = Pattern.compile("(?<![A-Za-z])(?i:selects)[ \\t]{1,3}(?:(?i:only)[ \\t]{1,3})?$");
    private static final Pattern ONLY = Pattern.compile("[ \\t>]*(?i:only)[ \\t]{1,3}$");
    private static final Pattern AND_NOT = Pattern.compile("[ \\t]{1,3}and[ \\t]{1,3}not[ \\t\\r\\n>]{1,12}");
    private static final Pattern LACKING = Pattern.compile("(?<![A-Za-z])(?i:that|which)[ \\t]{1,3}(?i:do|does|did)"
            + "(?:[ \\t]{1,3}(?i:not)|(?i:n't|n\u2019t))[ \\t]{1,3}(?i:define|select|set|have|enable)[ \\t]{1,3}$");

    /**
     * Session 47 (misc48): "ARM64 selects CONFIG_A and not CONFIG_B" names A y and B n (convention 145: written with
     * the prefix, the symbols are the named build's options; held-out53's 16151). y for a name right after "selects"
     * (with an "only" between, or "selects" ending the line before: "arm64 by default selects" / "only CONFIG_A");
     * the caller refuses a condition ("In case if any architecture selects CONFIG_A"). Bare names after Kconfig verbs
     * stay unread (convention 55), and "Don't select CONFIG_X by default" (a title) is no "selects".
     */
    static String selects(String text, int lineStart, int at) {
        if (SELECTS.matcher(text).region(Math.max(lineStart, at - 24), at).find()) {
            return "y";
        }
        int open = at;
        Matcher only = ONLY.matcher(text).region(lineStart, at);
        if (only.matches()) {
            open = lineStart; // "only" alone before the name: the verb may end the line before
        }
        return lineBeforeEnds(text, lineStart, open, new String[] {" selects"}) ? "y" : null;
    }

    /** "CONFIG_A and not CONFIG_B" after a selected A: the second name is what the build leaves out. */
    static boolean selectedNot(String text, int prevEnd, int at) {
        return prevEnd >= 0 && at - prevEnd <= 16 && AND_NOT.matcher(text).region(prevEnd, at).matches();
    }

    private static final Pattern SELECTS_AND_NOT = Pattern.compile("(?<![A-Za-z])(?i:selects)[ \\t]{1,3}"
            + "(?:(?i:only)[ \\t]{1,3})?CONFIG_[A-Z0-9_]{1,80}[ \\t]{1,3}and[ \\t]{1,3}not$");

    /**
     * The name opens its line and the line before, at the same depth, ends "selects [only] CONFIG_A and not", not in
     * a condition: {@link #selectedNot} across the wrap. Bounded: the line before's last 140 characters.
     */
    static boolean wrappedSelectedNot(String text, int lineStart, int at) {
        if (!lineBeforeEnds(text, lineStart, at, new String[] {" and not"})) {
            return false;
        }
        int nl = text.lastIndexOf('\n', lineStart - 1);
        int prevStart = text.lastIndexOf('\n', nl - 1) + 1;
        int e = nl;
        while (e > prevStart && (text.charAt(e - 1) == ' ' || text.charAt(e - 1) == '\t' || text.charAt(e - 1) == '\r')) {
            e--;
        }
        Matcher m = SELECTS_AND_NOT.matcher(text).region(Math.max(prevStart, e - 140), e);
        return m.find() && !conditional(text, prevStart, m.start());
    }

    /**
     * Session 47 (misc48): a relative clause of builds that lack the option right before the name ("For kernel
     * configs that does not define CONFIG_X, it will create redefinition error", "arches that do not select
     * CONFIG_X"): the builds the sentence is about lack it, n, as "without CONFIG_X" reads (configs45). Not a plain
     * negation ("this patch does not select CONFIG_X", "I did not enable ...", read elsewhere), nor a question.
     */
    static boolean lacking(String text, int lineStart, int at) {
        return LACKING.matcher(text).region(Math.max(lineStart, at - 48), at).find()
                && !asked(text, at);
    }

    /** The name's sentence ends with a question mark on its line (bounded: 160 characters). */
    private static boolean asked(String text, int at) {
        for (int i = at, end = Math.min(text.length(), at + 160); i < end; i++) {
            char ch = text.charAt(i);
            if (ch == '?') {
                return true;
            }
            if (ch == '.' || ch == '!' || ch == '\n') {
                return false;
            }
        }
        return false;
    }

    /** "You don't have CONFIG_X enabled": a negated have right before the name (bounded to 32 characters). */
    static boolean negatedHave(String text, int lineStart, int at) {
        return NEGATED_HAVE.matcher(text).region(Math.max(lineStart, at - 32), at).find();
    }

    /** "turning off CONFIG_X", "disable CONFIG_X", "enabling CONFIG_X": the verb right before the name. */
    private static String stateBefore(String text, int lineStart, int at) {
        int from = Math.max(lineStart, at - 24);
        String before = text.substring(from, at).toLowerCase(Locale.ROOT);
        if (before.endsWith("off ") && (before.contains("turn") || before.contains("switch"))) {
            return "n";
        }
        for (String verb : new String[] {"disable ", "disabling ", "disabled "}) {
            if (before.endsWith(verb)) {
                return "n";
            }
        }
        for (String verb : new String[] {"enable ", "enabling ", "enabled ", "turn on ", "turning on "}) {
            if (before.endsWith(verb)) {
                return "y";
            }
        }
        return null;
    }

    private static String state(Matcher s) {
        String word = null;
        for (int g = 1; g <= s.groupCount() && word == null; g++) {
            word = s.group(g);
        }
        return switch (word.toLowerCase(Locale.ROOT)) {
            case "enabled", "on", "y", "yes" -> "y";
            case "m" -> "m";
            default -> "n";
        };
    }

    private static void put(Map<String, ConfigFact> out, ConfigFact f) {
        String key = f.option() + "=" + f.value();
        ConfigFact old = out.get(key);
        if (old == null) {
            if (out.size() < MAX) {
                out.put(key, f);
            }
        } else if (old.quoted() && !f.quoted()) {
            out.put(key, f);
        }
    }

    /**
     * A setting of a build's config file (convention 81): the option's other readings give way, and the fact is the
     * writer's own where any of them was.
     */
    private static void settle(Map<String, ConfigFact> out, ConfigFact f) {
        boolean own = !f.quoted() || out.values().stream().anyMatch(o -> o.option().equals(f.option()) && !o.quoted());
        out.values().removeIf(o -> o.option().equals(f.option()));
        put(out, own == !f.quoted() ? f : new ConfigFact(f.option(), f.value(), false, f.start(), f.end()));
    }

    /** The option has a value the writer states ({@code quoted} false) or any value ({@code quoted} true). */
    private static boolean valued(Map<String, ConfigFact> out, String option, boolean quoted) {
        for (ConfigFact f : out.values()) {
            if (f.value() != null && f.option().equals(option) && (quoted || !f.quoted())) {
                return true;
            }
        }
        return false;
    }

    /** Drops a bare mention of an option that also has a stated value. */
    private static List<ConfigFact> merge(Map<String, ConfigFact> out) {
        List<ConfigFact> facts = new ArrayList<>();
        for (ConfigFact f : out.values()) {
            if (f.value() == null && valued(out, f.option(), true)) {
                continue;
            }
            facts.add(f);
        }
        return facts;
    }
}
