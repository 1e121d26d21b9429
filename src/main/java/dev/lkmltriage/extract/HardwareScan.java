package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.text.FoldedSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One pass over one message collecting device sightings. Holds the state of the lspci block being read (its header
 * line, its Subsystem line, its hex dump) so that a dump or a wrapped id is tied to the device it belongs to. Every
 * pattern has bounded width, so a pathological line costs time linear in its length.
 */
final class HardwareScan {
    /** A slot, with its domain or without; a VMD domain (from 10000) has five digits: "10000:00:01.0 ". */
    private static final Pattern SLOT = Pattern.compile(
            "(?:[0-9a-fA-F]{4}:|1[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7] ");
    /** "lspci -PP" writes the path of slots from the root port down: 00:01.2/01:00.0/04:00.0; tried only after a '/'. */
    private static final Pattern SLOT_PATH = Pattern.compile(
            "(?:[0-9a-fA-F]{4}:)?(?:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]/){1,8}[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7] ");
    private static final Pattern BRACKET = Pattern.compile("\\[([0-9a-fA-F]{4}):([0-9a-fA-F]{4})\\]");
    /** Bullets a writer puts before the lines of a list: a bullet, a white bullet, a triangle, a dash, a star. */
    private static final String LIST_MARKERS = "\u2022\u25e6\u2023\u25aa\u2013-*";
    private static final Pattern REV = Pattern.compile("\\(rev ([0-9a-fA-F]{2})\\)");
    private static final Pattern LSPCI_N = Pattern.compile(
            "\\G(?:Class )?[0-9a-fA-F]{4}: (?:Device )?([0-9a-fA-F]{4}):([0-9a-fA-F]{4})(?![0-9A-Za-z:])");
    /** A slot's bare id right after it: "00:06.0 1166:0140 pcieport(builtin) ..." (an id listing by slot). */
    private static final Pattern SLOT_ID = Pattern.compile("\\G([0-9a-fA-F]{4}):([0-9a-fA-F]{4})(?![0-9A-Za-z:])");
    private static final Pattern UNNAMED = Pattern.compile(
            "Device ([0-9a-fA-F]{4}):([0-9a-fA-F]{4})(?![0-9A-Za-z:])");
    private static final Pattern DMESG = Pattern.compile(
            "pci [0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]: \\[([0-9a-fA-F]{4}):([0-9a-fA-F]{4})\\]");
    private static final Pattern MODALIAS = Pattern.compile(
            "(?<![0-9A-Za-z])v0000([0-9A-Fa-f]{4})d0000([0-9A-Fa-f]{4})(?:sv0000([0-9A-Fa-f]{4})sd0000([0-9A-Fa-f]{4}))?");
    private static final Pattern USB_MODALIAS = Pattern.compile(
            "usb:v([0-9A-Fa-f]{4})p([0-9A-Fa-f]{4})(?![0-9A-Za-z])");
    private static final Pattern LSUSB = Pattern.compile(
            "Bus \\d{3} Device \\d{3}: ID ([0-9a-fA-F]{4}):([0-9a-fA-F]{4})(?![0-9A-Za-z])");
    /** A CPER record's PCIe section as the kernel prints it: "vendor_id: 0x8086, device_id: 0x10c9". */
    private static final Pattern CPER = Pattern.compile(
            "vendor_id: 0x([0-9a-fA-F]{4}), device_id: 0x([0-9a-fA-F]{4})(?![0-9A-Za-z])");
    /** A Subsystem line's bare id, or "Device 0214:011d" as lspci prints a subsystem of a vendor it cannot name. */
    private static final Pattern SUBSYSTEM_BARE = Pattern.compile(
            "\\G(?:Device )?([0-9a-fA-F]{4}):([0-9a-fA-F]{4})(?![0-9A-Za-z:])");
    private static final Pattern CLASS_LABEL = Pattern.compile("(?i)(?<![A-Za-z])(?:(?:ethernet|network|wireless|"
            + "vga compatible|3d|display|usb|sata|raid bus|scsi storage|serial bus|non-volatile memory|audio|"
            + "multimedia audio|multimedia video|sd host|system peripheral|communication|infiniband|fibre channel|"
            + "signal processing|encryption|memory) (?:controller|device|interface)"
            // bridges' class names: "PCI bridge: Intel Corporation ... Port A #1 (rev fb)" without its slot
            + "|(?:pci|host|isa|cardbus) bridge)(?: \\[[0-9a-fA-F]{4}\\])?: ");

    private final Mail mail;
    private final String text;
    private final IdDatabase db;
    private final HardwareSightings out;
    // The literals asked of every line (or every line with a colon), each searched once per text.
    private final Needle colon;
    private final Needle v0000;
    private final Needle usbV;
    private final Needle bus;
    private final Needle subsystemLabel;
    private final Needle cperIds;
    /** "0x": a maker's device id in prose ({@link MakerIds}) has it. */
    private final Needle hexPrefix;
    /** "+-00.0  Vendor Device", "\-00.7  ..." of an {@code lspci -tv} tree: every device line has one of these. */
    private final Needle treeBranch;
    private final Needle treeLast;
    /** The text's " device" words, for {@link NicknameIds} (found once, when its first line asks). */
    private final NicknameIds.Devices devices;
    private Block block;
    /** Blocks whose subsystem is inferred from a Subsystem line repeating the device name: emitted at the end. */
    private final java.util.List<Block> sameNameSubsystems = new java.util.ArrayList<>();
    /** Named headers that did not resolve and the ids listed by slot, joined at the end. */
    private final SlotRevisions slots = new SlotRevisions();
    /**
     * Some lspci builds print the device's name for any subsystem pci.ids lacks ("Subsystem: ASUSTeK Computer Inc.
     * Sunrise Point-LP USB 3.0 xHCI Controller" under an Intel device): in such a listing a repeated name says
     * nothing about the subsystem id.
     */
    private boolean namesForUnknownSubsystems;
    /** The config-space dump being read (hexdump, od, xxd), or null. */
    private ConfigSpaceDump configDump;
    private boolean configDumpQuoted;
    /** How far above a dump's first row the words saying config space are looked for: a command line or two. */
    private static final int CONFIG_WORDS_BEFORE = 200;
    /** Name matches cost a pass over a vendor's devices: cap them so a message stays linear. */
    private int nameBudget = 256;

    /** The lspci device block being read. */
    private static final class Block {
        int start;
        int end;
        int line;
        boolean quoted;
        PciId id;
        String revision;
        PciId subsystem;
        String source;
        int nameStart = -1;
        int nameEnd = -1;
        /** The rest of a header's name that a mail client wrapped onto the next line, or -1. */
        int moreStart = -1;
        int moreEnd = -1;
        /** The header's slot as written ("00:06.0", "0000:00:06.0"). */
        String slot;
        /** The Subsystem line repeats the header's name: lspci prints the device's name for a subsystem id equal
         * to the device id when pci.ids has no entry of its own for it. */
        boolean subsystemIsDevice;
        /**
         * A Subsystem line's vendor name read before the header's name was resolved ("Atheros Communications Inc.
         * Device 2091", a name two vendor ids once had): tried again with the device's vendor once it is known.
         */
        int subsystemFrom = -1;
        int subsystemTo = -1;
        /** Read from lines a diff adds or keeps: an lspci test file or a howto's sample output. */
        boolean inDiff;
        /** Offset of the Subsystem ID capability its lspci -v lines print ("Capabilities: [90] Subsystem:"), or -1. */
        int subsystemCap = -1;
        final LspciDump dump = new LspciDump();
    }

    HardwareScan(Mail mail, IdDatabase db, HardwareSightings out) {
        this.mail = mail;
        this.text = mail.text();
        this.db = db;
        this.out = out;
        this.colon = new Needle(text, ":");
        this.v0000 = new Needle(text, "v0000");
        this.usbV = new Needle(text, "usb:v");
        this.bus = new Needle(text, "Bus ");
        this.subsystemLabel = new Needle(text, "Subsystem:");
        this.cperIds = new Needle(text, "vendor_id: 0x");
        this.hexPrefix = new Needle(text, "0x");
        this.treeBranch = new Needle(text, "+-");
        this.treeLast = new Needle(text, "\\-");
        this.devices = new NicknameIds.Devices(text);
        this.quotedIds = (id, start, end) -> out.add("pci", id, null, null, "text", true, start, end);
        this.ownIds = (id, start, end) -> out.add("pci", id, null, null, "text", false, start, end);
    }

    void run() {
        LineCursor c = new LineCursor(mail);
        int lineNo = 0;
        int paraFrom = -1;
        SpanKind paraKind = null;
        while (c.next()) {
            lineNo++;
            if (c.blank() || c.inDiff() || !c.countable() || c.kind != paraKind) {
                paraFrom = -1;
            }
            paraKind = c.kind;
            if (c.inDiff() && !c.blank()) {
                diffLine(c, lineNo);
                continue;
            }
            if (c.kind == SpanKind.QUOTE && !c.blank() && text.charAt(c.body) == '+' && slotShaped(c.body + 1, c.end)) {
                // a reply quoting a patch's added lspci lines without the diff header ("> +4e:00.0 Unassigned class")
                diffLine(c, lineNo);
                continue;
            }
            if (c.blank() && c.kind == SpanKind.QUOTE && block != null && block.inDiff) {
                // session 31 (hwcfg32): a reply's gap between pieces of a quoted patch ("> +4e:00.0 ..." / ">" / "> +
                // Capabilities ..." / "> +00: 86 80 ..."); lspci's own separator in a test file is an added blank line
                closeConfigDump();
                continue;
            }
            if (!c.countable() || c.blank()) {
                closeBlock();
                closeConfigDump();
                continue;
            }
            if (configDump(c)) {
                continue;
            }
            if (wrappedName(c, lineNo)) {
                continue;
            }
            if ((treeBranch.in(c.body, c.end) >= 0 || treeLast.in(c.body, c.end) >= 0) && treeName(c)) {
                continue;
            }
            if (paraFrom < 0) {
                paraFrom = c.body;
            }
            if (hexPrefix.in(c.body, c.end) >= 0) {
                // session 48 (hw58): "the AMD Matisse USB 3.0 Host Controller (0x149c)", conventions 148 and 168
                IdSink prose = proseIds(c.quoted());
                MakerIds.scan(text, paraFrom, c.body, c.end, mail.subject(), db, prose);
                // session 49 (hw59): "Vendor ID = 0x16c3, Device ID = 0xedda" written as one pair in prose
                VendorDevicePairs.scan(text, paraFrom, c.body, c.end, db, prose);
            }
            // session 51 (hw61): "the Marvell 9215 SATA controller", a maker's model number that is its device id
            MakerNumbers.scan(text, paraFrom, c.body, c.end, db, proseIds(c.quoted()));
            // session 52 (hw62): "VMD device 28C0", a nickname pci.ids' name of one vendor's device spells
            NicknameIds.scan(devices, paraFrom, c.body, c.end, db, proseIds(c.quoted()));
            if (colon.in(c.body, c.end) < 0) {
                // every form read here has a colon (ids, slots, dump rows, labels): most prose lines end here
                continue;
            }
            boolean quoted = c.quoted();
            if (block != null && block.dump.accept(text, c.body, c.end)) {
                continue;
            }
            if (block != null && lineNo - block.line > (block.inDiff ? 600 : 80)) {
                closeBlock();
            }
            int slotEnd = slotEnd(afterListMarker(text, c.body, c.end), c.end);
            if (slotEnd >= 0) {
                closeBlock();
                header(slotEnd, c, quoted, lineNo);
            } else if (block == null && LspciDump.isRow(text, c.body, c.end)) {
                // a dump without its header line: still a device
                block = new Block();
                block.line = lineNo;
                block.quoted = quoted;
                block.dump.accept(text, c.body, c.end);
            } else {
                other(c, quoted, lineNo);
            }
            singleLine(c, quoted);
        }
        closeBlock();
        closeConfigDump();
        for (Block b : sameNameSubsystems) {
            emit(b, b.id, namesForUnknownSubsystems ? null : b.id, b.revision, b.source);
        }
        slots.join(db, (id, h) -> out.add("pci", id, null, h.revision(), "name", h.quoted(), h.start(), h.end()));
    }

    /**
     * A line of a diff: code names no device, but an lspci sample a patch adds or keeps (a pciutils test file such as
     * {@code tests/cap-dvsec}, a howto's example output) is lspci output like any other. Past the diff marker, a slot
     * header opens a block; its Subsystem line and hex dump rows fill it; a removed line, a blank added line (lspci's
     * separator between devices) or a file header closes it. Every other diff line is skipped, as before.
     */
    private void diffLine(LineCursor c, int lineNo) {
        char marker = text.charAt(c.body);
        if (marker == '-' || marker == '@' || marker == '\\'
                || (marker != '+' && !(c.body > c.start && (text.charAt(c.body - 1) == ' '
                || text.charAt(c.body - 1) == '\t')))) {
            // a removed line, a hunk or file header, or no diff line at all; a context line is blank-led and its
            // text may be indented by a tab (a howto's " \t00:00.0 PCI bridge: ...")
            closeBlock();
            return;
        }
        int body = marker == '+' ? LineCursor.contentStart(text, c.body + 1, c.end) : c.body;
        if (body >= c.end) {
            closeBlock();
            return;
        }
        boolean quoted = c.kind == SpanKind.QUOTE;
        if (block != null && block.inDiff && block.dump.accept(text, body, c.end)) {
            return;
        }
        if (colon.in(body, c.end) < 0) {
            return;
        }
        int slotEnd = slotShaped(body, c.end) ? slotEnd(body, c.end) : -1;
        if (slotEnd >= 0) {
            closeBlock();
            int saved = c.body;
            c.body = body;
            header(slotEnd, c, quoted, lineNo);
            c.body = saved;
            block.inDiff = true;
            return;
        }
        if (block != null && block.inDiff) {
            if (lineNo - block.line > 600) {
                closeBlock();
                return;
            }
            int sub = find(text, "Subsystem: ", body, c.end);
            int cap = sub > body ? capabilityOffset(body, sub) : -1;
            if (sub == body || cap >= 0) {
                // a bridge's subsystem is in its Subsystem capability ("Capabilities: [90] Subsystem: Lenovo Device
                // 225a"), read outside diffs by other(); a test file an lspci patch adds prints it alike
                block.subsystemCap = cap >= 0 ? cap : block.subsystemCap;
                subsystem(sub + "Subsystem: ".length(), c.end);
            }
        }
    }

    /**
     * The offset in lspci's capability label "Capabilities: [90] " when {@code [body, sub)} is that label and nothing
     * else (two or three hex digits), else -1.
     */
    private int capabilityOffset(int body, int sub) {
        String label = "Capabilities: [";
        if (!text.startsWith(label, body)) {
            return -1;
        }
        int from = body + label.length();
        int close = find(text, "] ", from, sub);
        if (close < 0 || close + 2 != sub || close - from < 2 || close - from > 3) {
            return -1;
        }
        int v = 0;
        for (int i = from; i < close; i++) {
            int d = Character.digit(text.charAt(i), 16);
            if (d < 0) {
                return -1;
            }
            v = v << 4 | d;
        }
        return v;
    }

    /**
     * Most diff lines are code: a slot ("3a:00.1 ", "0000:3a:00.1 ", "10000:00:01.0 ") has its colon at the 3rd, 5th
     * or 6th character.
     */
    private boolean slotShaped(int body, int end) {
        return (body + 2 < end && text.charAt(body + 2) == ':') || (body + 4 < end && text.charAt(body + 4) == ':')
                || (body + 5 < end && text.charAt(body + 5) == ':' && text.charAt(body) == '1');
    }

    private void header(int from, LineCursor c, boolean quoted, int lineNo) {
        Block b = new Block();
        block = b;
        b.start = c.body;
        b.end = c.end;
        b.line = lineNo;
        b.quoted = quoted;
        Matcher rev = REV.matcher(text).region(from, c.end);
        if (rev.find()) {
            b.revision = rev.group(1).toLowerCase();
        }
        int s = from - 1;
        while (s > c.body && !Character.isWhitespace(text.charAt(s - 1))) {
            s--;
        }
        b.slot = text.substring(s, from - 1);
        Matcher n = LSPCI_N.matcher(text).region(from, c.end);
        if (n.lookingAt()) {
            b.id = id(n.group(1), n.group(2));
            b.source = "lspci-n";
            return;
        }
        Matcher listed = SLOT_ID.matcher(text).region(from, c.end);
        if (listed.lookingAt()) {
            slots.listed(b.slot, id(listed.group(1), listed.group(2)));
        }
        int colon = find(text, ": ", from, c.end);
        if (colon < 0 || colon >= c.end) {
            return;
        }
        Matcher br = BRACKET.matcher(text).region(colon, c.end);
        if (br.find()) {
            b.id = id(br.group(1), br.group(2));
            b.source = "lspci-nn";
            return;
        }
        Matcher unnamed = UNNAMED.matcher(text).region(colon + 2, c.end);
        if (unnamed.lookingAt()) {
            // lspci with neither name nor -n for the vendor prints "Device 1ac1:089a"
            b.id = id(unnamed.group(1), unnamed.group(2));
            b.source = "lspci-n";
            return;
        }
        b.nameStart = colon + 2;
        b.nameEnd = nameEnd(b.nameStart, c.end);
    }

    /** The end of a device name: before {@code (rev}, {@code (prog-if} or the line's end. */
    private int nameEnd(int from, int lineEnd) {
        int end = lineEnd;
        int rev = find(text, " (rev ", from, lineEnd);
        if (rev >= 0 && rev < end) {
            end = rev;
        }
        int prog = find(text, " (prog-if", from, lineEnd);
        if (prog >= 0 && prog < end) {
            end = prog;
        }
        return end;
    }

    private void other(LineCursor c, boolean quoted, int lineNo) {
        int sub = find(text, "Subsystem: ", c.body, c.end);
        if (sub >= 0 && sub < c.end) {
            int cap = sub > c.body && block != null ? capabilityOffset(c.body, sub) : -1;
            if (cap >= 0) {
                block.subsystemCap = cap;
            }
            subsystem(sub + "Subsystem: ".length(), c.end);
            return;
        }
        if (block != null && block.id == null && lineNo == block.line + 1
                && !DMESG.matcher(text).region(c.body, c.end).find()) {
            // the header's id wrapped onto this line by a mail client
            Matcher br = BRACKET.matcher(text).region(c.body, c.end);
            if (br.find()) {
                block.id = id(br.group(1), br.group(2));
                block.source = "lspci-nn";
                block.end = br.end();
                Matcher rev = REV.matcher(text).region(br.end(), c.end);
                if (block.revision == null && rev.find()) {
                    block.revision = rev.group(1).toLowerCase();
                }
                return;
            }
        }
        brackets(c, quoted);
        proseName(c, quoted);
    }

    /** End of an lspci slot (or -PP slot path) at the start of [from, to), or -1; the path form after a literal check. */
    private int slotEnd(int from, int to) {
        if (!slotShaped(from, to)) {
            // both patterns need a colon at the 3rd or 5th character: most lines end here, without a matcher
            return -1;
        }
        Matcher m = SLOT.matcher(text).region(from, to);
        if (m.lookingAt()) {
            return m.end();
        }
        // "00:01.2/..." or "0000:00:01.2/...": a '/' right after the first slot
        int k = from + 7 < to && text.charAt(from + 7) == '/' ? from + 7
                : from + 12 < to && text.charAt(from + 12) == '/' ? from + 12 : -1;
        if (k < 0) {
            return -1;
        }
        m = SLOT_PATH.matcher(text).region(from, to);
        return m.lookingAt() ? m.end() : -1;
    }

    /**
     * Where an lspci line starts behind a list marker a writer put before it ("•   00:1d.0 PCI bridge: ...",
     * "- 00:1c.0 ...", "* 02:00.0 ..."): a bullet followed by blanks; {@code from} itself when there is none. A marker
     * with no blank after it ("-00:1c.0", a diff's removed line) is not one.
     */
    static int afterListMarker(String text, int from, int to) {
        if (from >= to || LIST_MARKERS.indexOf(text.charAt(from)) < 0) {
            return from;
        }
        int i = from + 1;
        while (i < to && i - from <= 8 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i > from + 1 && i - from <= 8 ? i : from;
    }

    /**
     * "Oxford Semiconductor Ltd OX16PCI954 (Quad" / "16950 UART) function 0 (Uart) (rev 01)": the rest of a long
     * header's name wrapped by a mail client onto the next line, which is no "Field: value" line of lspci -v and is
     * indented no deeper than the header unless it ends the header ("(rev ca)", "(prog-if"): lspci -v indents its
     * field lines, some without a colon ("Memory at ... [size=4K]"). True when the line was taken as such.
     */
    private boolean wrappedName(LineCursor c, int lineNo) {
        Block b = block;
        if (b == null || b.id != null || lineNo != b.line + 1 || b.nameStart < 0 || b.revision != null
                || b.moreStart >= 0 || c.body >= c.end || Character.isWhitespace(text.charAt(c.body))
                || Character.isSpaceChar(text.charAt(c.body))
                || (indent(c.start, c.body) > indent(text.lastIndexOf('\n', b.start) + 1, b.start)
                && find(text, "(rev ", c.body, c.end) < 0 && find(text, "(prog-if ", c.body, c.end) < 0)
                || b.end - b.start < 50 || find(text, ": ", c.body, c.end) >= 0
                || slotEnd(c.body, c.end) >= 0
                || BRACKET.matcher(text).region(c.body, c.end).find() || BareIds.any(text, c.body, c.end)) {
            // a wrapped [vvvv:dddd] is read by other(); so is a bare pair the writer put after the row's name
            // ("... Matisse Switch" / "Upstream aka 1022:57ad": no name of pci.ids holds it)
            return false;
        }
        b.moreStart = c.body;
        b.moreEnd = nameEnd(c.body, c.end);
        Matcher rev = REV.matcher(text).region(c.body, c.end);
        if (rev.find()) {
            b.revision = rev.group(1).toLowerCase();
        }
        return true;
    }

    /**
     * Session 31 (hwcfg32): a row of a config-space dump made with hexdump, od or xxd ({@link ConfigSpaceDump}). A
     * first row (address 0) opens a dump only where the words just above it say config space (the sysfs {@code
     * config} file the command reads, "config space"); later rows fill it until a line that is no row. True when
     * the line was taken as a row.
     */
    private boolean configDump(LineCursor c) {
        if (configDump != null) {
            if (configDump.accept(text, c.body, c.end)) {
                return true;
            }
            closeConfigDump();
        }
        if (c.body + 7 >= c.end || text.charAt(c.body) != '0') {
            return false; // every first row's address is zeros
        }
        ConfigSpaceDump d = new ConfigSpaceDump();
        if (!d.accept(text, c.body, c.end)
                || FoldedSearch.indexOf(text, "config", Math.max(0, c.start - CONFIG_WORDS_BEFORE), c.start) < 0) {
            return false;
        }
        configDump = d;
        configDumpQuoted = c.quoted();
        return true;
    }

    private void closeConfigDump() {
        ConfigSpaceDump d = configDump;
        configDump = null;
        if (d == null || !d.hasId()) {
            return;
        }
        PciId id = d.id();
        if (valid(id) && db.plausibleVendor(id.vendor())) {
            out.add("pci", id, d.subsystem(), d.revision(), "config-dump", configDumpQuoted, d.start, d.end);
        }
    }

    /** The blanks before a line's content after its quote markers. */
    private int indent(int lineStart, int body) {
        int n = 0;
        for (int i = body - 1; i >= lineStart && text.charAt(i) != '>'; i--) {
            n++;
        }
        return n;
    }

    private void subsystem(int from, int lineEnd) {
        if (block == null) {
            return;
        }
        Matcher br = BRACKET.matcher(text).region(from, lineEnd);
        if (br.find()) {
            block.subsystem = id(br.group(1), br.group(2));
            return;
        }
        Matcher bare = SUBSYSTEM_BARE.matcher(text).region(from, lineEnd);
        if (bare.lookingAt()) {
            block.subsystem = id(bare.group(1), bare.group(2));
            return;
        }
        // read again once the header's name resolves: the subsystem's vendor may follow the device's (name-kin), or
        // the line may name one of the device's subsystem entries (session 31)
        block.subsystemFrom = from;
        block.subsystemTo = Math.min(lineEnd, from + 200);
        PciId named = db.matchVendorSubsystem(text.subSequence(from, Math.min(lineEnd, from + 200)), block.id);
        if (named != null) {
            block.subsystem = named;
            return;
        }
        if (block.nameStart >= 0) {
            int e = lineEnd;
            while (e > from && Character.isWhitespace(text.charAt(e - 1))) {
                e--;
            }
            int ne = block.nameEnd;
            while (ne > block.nameStart && Character.isWhitespace(text.charAt(ne - 1))) {
                ne--;
            }
            int len = e - from;
            block.subsystemIsDevice = len > 0 && len == ne - block.nameStart
                    && text.regionMatches(from, text, block.nameStart, len);
            if (!block.subsystemIsDevice && otherVendorSameName(block.nameStart, ne, from, e)) {
                namesForUnknownSubsystems = true;
            }
        }
    }

    /**
     * The Subsystem text {@code [s, se)} and the header's name {@code [h, he)} end alike in a device name of at least
     * 12 characters after a space, and what differs before it is a vendor's name (short, without digits).
     */
    private boolean otherVendorSameName(int h, int he, int s, int se) {
        int common = 0;
        while (common < he - h && common < se - s && text.charAt(he - 1 - common) == text.charAt(se - 1 - common)) {
            common++;
        }
        while (common > 0 && text.charAt(he - common) != ' ') {
            common--;
        }
        if (common < 12) {
            return false;
        }
        return vendorLike(h, he - common) && vendorLike(s, se - common);
    }

    private boolean vendorLike(int from, int to) {
        if (to - from < 3 || to - from > 40) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (Character.isDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Bracketed ids outside lspci headers: dmesg enumeration lines and lspci -nn lines that lost their slot. */
    private void brackets(LineCursor c, boolean quoted) {
        if (find(text, "[", c.body, c.end) < 0) {
            return; // every id here is bracketed: no matcher for a line without a '['
        }
        Matcher br = BRACKET.matcher(text).region(c.body, c.end);
        while (br.find()) {
            PciId id = id(br.group(1), br.group(2));
            if (!valid(id)) {
                continue;
            }
            int from = Math.max(c.body, br.start() - 40);
            Matcher d = DMESG.matcher(text).region(from, br.end());
            String source = d.find() && d.end() == br.end() ? "dmesg" : "lspci-nn";
            String rev = null;
            Matcher r = REV.matcher(text).region(br.end(), Math.min(c.end, br.end() + 12));
            if (r.find()) {
                rev = r.group(1).toLowerCase();
            }
            int start = br.start();
            int end = br.end();
            int[] pair = IdBrackets.subsystemAfter(text, end, c.end);
            PciId subsystem = null;
            if (pair != null) {
                // session 49 (hw59): a driver banner's "[8086:1589] [15d9:0000]" is the device and its subsystem
                subsystem = PciId.of(pair[0], pair[1]);
                source = "dmesg";
                br.region(pair[2], c.end);
            }
            out.add("pci", id, subsystem, rev, source, quoted, start, end);
        }
        IdBrackets.lists(text, c.body, c.end, db, proseIds(quoted));
    }

    /** Where an id read from prose goes: a PCI id with no subsystem or revision, source "text". */
    private IdSink proseIds(boolean quoted) {
        return quoted ? quotedIds : ownIds;
    }

    /** {@link #proseIds}' two sinks, made once per message (session 54: a new lambda was made for every call). */
    private final IdSink quotedIds;
    private final IdSink ownIds;

    /** A named device of an {@code lspci -tv} tree, resolved through pci.ids like a name-only lspci line. */
    private boolean treeName(LineCursor c) {
        int from = LspciTree.nameStart(text, c.body, c.end);
        if (from < 0) {
            return false;
        }
        int end = nameEnd(from, c.end);
        String rev = null;
        Matcher r = REV.matcher(text).region(from, c.end);
        if (r.find()) {
            rev = r.group(1).toLowerCase();
        }
        StringBuilder name = new StringBuilder(text.subSequence(from, Math.min(end, from + 200)));
        if (rev == null && c.end + 1 < text.length()) {
            // "+-00.0  Hewlett-Packard Company Smart Array" / "Gen9 Controllers": a mail client wrapped the name; a
            // line that is neither blank nor another tree line continues it (a match of the cut name would be wrong)
            int nextStart = c.end + 1;
            int limit = Math.min(text.length(), nextStart + 200);
            int nl = find(text, "\n", nextStart, limit);
            int nextEnd = nl < 0 ? limit : nl;
            int body = LineCursor.contentStart(text, nextStart, nextEnd);
            if (body < nextEnd && !text.substring(body, nextEnd).isBlank()
                    && "[+|\\-`".indexOf(text.charAt(body)) < 0) {
                name.append(' ').append(text, body, nameEnd(body, nextEnd));
                Matcher r2 = REV.matcher(text).region(body, nextEnd);
                if (r2.find()) {
                    rev = r2.group(1).toLowerCase();
                }
            }
        }
        PciId written = writtenId(text, from, c.end);
        if (written != null) {
            // "+-00.0  Device 19e5:a222": lspci prints the numbers of a device pci.ids does not name (session 47)
            out.add("pci", written, null, rev, "lspci-tree", c.quoted(), from, Math.min(c.end, from + 19));
            return true;
        }
        PciId id = nameBudget-- > 0 ? db.matchName(name) : null;
        if (id != null) {
            boolean quoted = c.quoted();
            out.add("pci", id, null, rev, db.nameSource(name, id), quoted, from, end);
        }
        return true;
    }

    /**
     * Session 47 (misc48): a tree leaf whose name is lspci's "Device vvvv:dddd" (neither vendor nor device in its
     * pci.ids) writes the id itself; misc47's TEST 8619 (a HiSilicon board's {@code lspci -tv}). Only that exact
     * form at the name's start, lowercase or uppercase hex, nothing else on the word after it; or null.
     */
    static PciId writtenId(CharSequence text, int from, int end) {
        int i = from + 7;
        if (i + 9 > end || !"Device ".contentEquals(text.subSequence(from, i)) || text.charAt(i + 4) != ':') {
            return null;
        }
        for (int k = 0; k < 9; k++) {
            char ch = text.charAt(i + k);
            if (k != 4 && Character.digit(ch, 16) < 0) {
                return null;
            }
        }
        if (i + 9 < end && Character.isLetterOrDigit(text.charAt(i + 9))) {
            return null;
        }
        PciId id = id(text.subSequence(i, i + 4).toString(), text.subSequence(i + 5, i + 9).toString());
        return valid(id) ? id : null;
    }

    /** "Ethernet controller: Realtek ... RTL-8169 Gigabit Ethernet (rev 10)" in prose, possibly wrapped. */
    private void proseName(LineCursor c, boolean quoted) {
        if (!mayHaveClassLabel(text, c.body, c.end)) {
            return;
        }
        Matcher m = CLASS_LABEL.matcher(text).region(c.body, c.end);
        if (!m.find()) {
            return;
        }
        int from = m.end();
        StringBuilder name = new StringBuilder(text.subSequence(from, Math.min(c.end, from + 200)));
        int end = nameEnd(from, c.end);
        String rev = null;
        Matcher r = REV.matcher(text).region(from, c.end);
        if (r.find()) {
            rev = r.group(1).toLowerCase();
            name.setLength(Math.min(name.length(), end - from));
        } else if (c.end + 1 < text.length()) {
            int nextStart = c.end + 1;
            int limit = Math.min(text.length(), nextStart + 200);
            int nl = find(text, "\n", nextStart, limit);
            int nextEnd = nl < 0 ? limit : nl;
            int body = LineCursor.contentStart(text, nextStart, nextEnd);
            Matcher r2 = REV.matcher(text).region(body, nextEnd);
            if (r2.find()) {
                rev = r2.group(1).toLowerCase();
                int nameEnd = nameEnd(body, nextEnd);
                name.append(' ').append(text, body, nameEnd);
                end = nameEnd;
            }
        }
        PciId id = nameBudget-- > 0 ? db.matchName(name) : null;
        if (id != null) {
            out.add("pci", id, null, rev, db.nameSource(name, id), quoted, from, end);
        }
    }

    private void singleLine(LineCursor c, boolean quoted) {
        // Each pattern below needs its literal; a line without it is skipped before any matcher runs.
        // (a matcher is made only for a line holding its literal: making one per line was 2 % of all extraction)
        boolean modalias = v0000.in(c.body, c.end) >= 0;
        Matcher m = modalias ? MODALIAS.matcher(text).region(c.body, c.end) : null;
        while (modalias && m.find()) {
            PciId id = id(m.group(1), m.group(2));
            PciId sub = m.group(3) == null ? null : id(m.group(3), m.group(4));
            if (valid(id)) {
                out.add("pci", id, sub, null, "modalias", quoted, m.start(), m.end());
            }
        }
        boolean usb = usbV.in(c.body, c.end) >= 0;
        Matcher u = usb ? USB_MODALIAS.matcher(text).region(c.body, c.end) : null;
        while (usb && u.find()) {
            out.add("usb", id(u.group(1), u.group(2)), null, null, "modalias", quoted, u.start(), u.end());
        }
        boolean lsusb = bus.in(c.body, c.end) >= 0;
        Matcher l = lsusb ? LSUSB.matcher(text).region(c.body, c.end) : null;
        while (lsusb && l.find()) {
            PciId id = id(l.group(1), l.group(2));
            if (id.vendor() != 0 || id.device() != 0) {
                out.add("usb", id, null, null, "lsusb", quoted, l.start(1), l.end(2));
            }
        }
        boolean cper = cperIds.in(c.body, c.end) >= 0;
        Matcher cp = cper ? CPER.matcher(text).region(c.body, c.end) : null;
        while (cper && cp.find()) {
            PciId id = id(cp.group(1), cp.group(2));
            if (valid(id)) {
                out.add("pci", id, null, null, "cper", quoted, cp.start(), cp.end());
            }
        }
        if (subsystemLabel.in(c.body, c.end) < 0) {
            // a subsystem id names the board maker's variant, not a device of its own
            BareIds.scan(text, c.body, c.end, db, proseIds(quoted));
        }
    }

    private void closeBlock() {
        Block b = block;
        block = null;
        if (b == null) {
            return;
        }
        if (b.dump.hasId()) {
            PciId d = b.dump.id();
            if (valid(d)) {
                PciId sub = b.dump.subsystem() != null ? b.dump.subsystem() : b.subsystem;
                if (sub == null && b.subsystemCap >= 0) {
                    // a bridge: the dump's Subsystem ID capability, where its lspci line printed a name
                    sub = b.dump.capabilitySubsystem(b.subsystemCap);
                }
                if (b.inDiff && b.id != null && !b.id.equals(d)) {
                    // a hand-edited test file whose dump bytes disagree with its header: the header names it
                    emit(b, b.id, sub, b.dump.revision(), b.source);
                    return;
                }
                if (b.id != null && !b.id.equals(d)) {
                    emit(b, b.id, b.subsystem, b.revision, b.source);
                }
                int start = b.id == null && b.nameStart < 0 ? b.dump.start : b.start;
                int end = b.id == null && b.nameStart < 0 ? b.dump.end : b.end;
                out.add("pci", d, sub, b.dump.revision(), "lspci-x", b.quoted, start, end);
            }
            return;
        }
        if (b.id == null && b.nameStart >= 0 && nameBudget-- > 0) {
            CharSequence name = text.subSequence(b.nameStart, Math.min(b.nameEnd, b.nameStart + 300));
            if (b.moreStart >= 0) {
                name = name + " " + text.subSequence(b.moreStart, Math.min(b.moreEnd, b.moreStart + 200));
            }
            b.id = db.matchName(name);
            b.source = db.nameSource(name, b.id);
            b.start = b.nameStart;
            b.end = b.nameEnd;
            if (b.id != null && (b.subsystem == null || "name-kin".equals(b.source)) && b.subsystemFrom >= 0) {
                // session 28: a "Qualcomm Device 0108" subsystem read before its device's kin vendor was known
                PciId sub = db.matchVendorSubsystem(text.subSequence(b.subsystemFrom, b.subsystemTo), b.id);
                b.subsystem = sub != null ? sub : b.subsystem;
            }
            if (b.id == null && b.revision != null && b.slot != null) {
                slots.named(b.slot, new SlotRevisions.Named(name.toString(), b.revision, b.quoted, b.nameStart,
                        b.nameEnd));
            }
        }
        if (b.id != null && b.subsystem == null && b.subsystemFrom >= 0 && valid(b.id) && nameBudget-- > 0) {
            // session 31 (hwcfg32): "Subsystem: QLogic Corp. QLE2742 Dual Port 32Gb ..." names an entry pci.ids lists
            // under the device
            b.subsystem = db.matchNamedSubsystem(text.subSequence(b.subsystemFrom, b.subsystemTo), b.id);
        }
        if (b.id != null && b.subsystem == null && b.subsystemIsDevice) {
            sameNameSubsystems.add(b);
        } else if (b.id != null) {
            emit(b, b.id, b.subsystem, b.revision, b.source);
        }
    }

    private void emit(Block b, PciId id, PciId sub, String rev, String source) {
        if (valid(id)) {
            out.add("pci", id, sub, rev, source, b.quoted, b.start, b.end);
        }
    }

    /** {@code needle} within {@code [from, to)} only: an unbounded indexOf per line would make a scan quadratic. */
    static int find(String text, String needle, int from, int to) {
        int last = Math.min(to, text.length()) - needle.length();
        char first = needle.charAt(0);
        for (int i = Math.max(0, from); i <= last; i++) {
            if (text.charAt(i) == first && text.startsWith(needle, i)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Whether {@link #CLASS_LABEL} could match in {@code [from, to)}: it needs ": " and one of its closing words
     * (ASCII case-insensitively, as the pattern). Most lines with a colon have neither, and the pattern, with its
     * leading alternation, would otherwise be tried at every offset.
     */
    static boolean mayHaveClassLabel(String text, int from, int to) {
        return find(text, ": ", from, to) >= 0 && CLASS_WORDS.anyIn(text, from, to);
    }

    /** The closing words of {@link #CLASS_LABEL}, asked of a line in one walk (session 46, speed47). */
    private static final FoldedSearch.Words CLASS_WORDS = new FoldedSearch.Words("controller", "device", "interface",
            "bridge");

    /** Vendor 0000 and ffff are what a missing or dead device reads as, not a device. */
    static boolean valid(PciId id) {
        return id.vendor() != 0 && id.vendor() != 0xffff;
    }

    private static PciId id(String vendor, String device) {
        return PciId.of(Integer.parseInt(vendor, 16), Integer.parseInt(device, 16));
    }
}
