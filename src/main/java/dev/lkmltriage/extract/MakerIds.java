package dev.lkmltriage.extract;

import dev.lkmltriage.text.Sentences;
import java.util.Locale;
import java.util.Set;

/**
 * A bare {@code 0xdddd} device id in prose beside its maker's name (conventions 148, 168): "the AMD Matisse USB 3.0
 * Host Controller (0x149c)", "Intel's I210 NIC, device id 0x1533". The vendor comes from a maker word
 * ({@link MakerWords}, derived from pci.ids) in the id's sentence, the sentence before it or the subject; the id is
 * taken only when pci.ids lists it under exactly one of the vendors those words name, and only with a device noun
 * in the sentence or a word of that pci.ids entry's name written there ("Matisse"). Hex of that shape is far more
 * often a register offset, error code, class or capability id, vector, version or address: a line that reads as
 * code is skipped, and so is an id with such a word just before it. An id pci.ids does not list is read only right
 * after a product-family name that pci.ids gives exactly one of the maker's vendors ({@link #familyId}, session 50:
 * "CN88xx 0xa180" for Cavium); otherwise a vendor word beside a number is not evidence enough.
 */
final class MakerIds {
    /** How far back the sentence and the one before it are looked for. */
    static final int BACK = 400;
    /** How near before the id a veto word counts. */
    private static final int VETO_BACK = 24;
    private static final Set<String> DEVICE_NOUNS = Set.of("controller", "controllers", "device", "devices",
            "bridge", "bridges", "port", "ports", "nic", "nics", "adapter", "adapters", "gpu", "gpus", "card",
            "cards", "chip", "chips", "chipset", "function", "endpoint", "switch", "hba", "ssd", "did", "pid");
    private static final Set<String> VETO_WORDS = Set.of("offset", "offsets", "register", "registers", "reg", "regs",
            "error", "errors", "err", "code", "codes", "status", "class", "cap", "capability", "capabilities",
            "vector", "vectors", "msi", "msix", "irq", "version", "ver", "fw", "firmware", "rev", "revision",
            "address", "addr", "at", "bar", "base", "value", "val", "bit", "bits", "mask", "size", "len", "length",
            "returns", "returned", "return", "read", "reads", "write", "writes", "wrote", "to", "subsystem",
            "subdevice", "subvendor", "ssid", "svid", "sub", "pasid", "tag", "type", "opcode", "cmd", "command",
            "event", "timeout", "delay", "count", "flags", "flag", "state", "mode", "magic", "signature", "crc",
            "checksum", "lane", "lanes", "speed", "gen", "link", "vid", "vendor", "rom", "bios", "eeprom", "nvm",
            "ecam", "cfg", "config", "dword", "word", "byte", "bytes");

    private MakerIds() {
    }

    /**
     * Reads the ids of {@code [from, to)}, one line of prose, whose paragraph began at {@code paraFrom};
     * {@code subject} may be null.
     */
    static void scan(CharSequence text, int paraFrom, int from, int to, String subject, IdDatabase db, IdSink sink) {
        if (!db.has("pci") || diffLine(text, from, to)) {
            return;
        }
        // a prose line quoting a bit of C ("(dev->device & 0xf800) == 0xa000", apply it only to CN88xx 0xa180"):
        // only an id right after a family name is read there
        boolean code = codeLike(text, from, to);
        for (int i = from; i + 6 <= to; i++) {
            if (!zeroX(text, i)) {
                continue;
            }
            if (i > from && glued(text.charAt(i - 1))) {
                continue;
            }
            int device = hex4(text, i + 2);
            int end = i + 6;
            if (device < 0 || device == 0 || device == 0xffff || (end < to && gluedAfter(text, end, to))) {
                continue;
            }
            if (code && familyBefore(text, from, i, true) == null) {
                // a code-looking line: nothing but an id after a family name on the line itself is read
                continue;
            }
            int back = Math.max(Math.max(paraFrom, i - BACK), 0);
            if (inCode(text, back, i)) {
                continue;
            }
            int sentenceFrom = sentences(text, back, i, 2);
            int sentenceTo = sentenceEnd(text, end, to);
            PciId id = null;
            if (!code && !vetoed(text, Math.max(sentenceFrom, i - VETO_BACK), i)) {
                id = vendorFor(text, sentenceFrom, i, subject, device, db);
                if (id != null && !confirmed(text, sentences(text, back, i, 1), sentenceTo, id, db)) {
                    id = null;
                }
            }
            if (id == null) {
                id = familyId(text, back, i, sentenceFrom, subject, device, db, code);
            }
            if (id != null) {
                sink.id(id, i, end);
            }
        }
    }

    /** How many ids a list ahead of the one read may hold ("0xa180, 0xa170 and 0xa171"). */
    private static final int LIST = 8;

    /**
     * Session 50 (hw60), convention 168: an id written right after a product-family name ("CN88xx 0xa180 and 0xa170
     * Root Ports", "CN11xxx (0xb884)"), or after "device id(s)" in a sentence naming the family ("the root ports of
     * CN88xx series will have device id's 0xa180 and 0xa170"), pci.ids listing the id under none of the maker's
     * vendors. The vendor is the one maker vendor (the sentence, the one before, the subject) whose pci.ids device
     * names carry that family name ("CN88xx": Cavium's 177d by "THUNDERX CN88XX 48 core SoC"); a family pci.ids
     * gives no vendor ("CN11xxx") stays unread, as does an id with no device noun in its sentence (read on past the
     * line, up to {@link #AHEAD} characters). On a line that reads as code ({@code nameOnly}) only the family name
     * right before the id counts.
     */
    static PciId familyId(CharSequence text, int back, int i, int sentenceFrom, String subject, int device,
                          IdDatabase db, boolean nameOnly) {
        String fam = familyBefore(text, back, i, nameOnly);
        if (fam == null) {
            return null;
        }
        int vendor = familyVendor(text, sentenceFrom, i, subject, fam, db);
        // the sentence read on past the line's end: a list wrapped before its noun ("0xa180 and\n0xa170 Root Ports")
        int sentenceTo = sentenceEnd(text, i + 6, text.length());
        if (vendor == -1) {
            // session 52 (hw62): a family pci.ids names nowhere ("CN11xxx") takes the vendor of a sibling family the
            // same sentences name with the same letters, before or after it ("CN99xx (0xaf84) and CN11xxx
            // (0xb884)"), as one maker's naming; two siblings must agree
            for (String sibling : FamilyNames.siblings(text, sentenceFrom, sentenceTo, fam)) {
                int v = familyVendor(text, sentenceFrom, i, subject, sibling, db);
                if (v < -1 || v >= 0 && vendor >= 0 && v != vendor) {
                    return null;
                }
                vendor = v >= 0 ? v : vendor;
            }
        }
        if (vendor < 0) {
            return null;
        }
        PciId id = PciId.of(vendor, device);
        return HardwareScan.valid(id) && hasNoun(lowerWords(text, sentences(text, back, i, 1), sentenceTo)) ? id : null;
    }

    /**
     * The one maker vendor named in {@code [sentenceFrom, i)} or the subject whose pci.ids device names carry
     * {@code fam}: -1 for none, -2 for more than one.
     */
    private static int familyVendor(CharSequence text, int sentenceFrom, int i, String subject, String fam,
                                    IdDatabase db) {
        int[] found = {-1};
        boolean[] ambiguous = {false};
        WordVisitor v = word -> {
            for (int vendor : db.makerVendors(word)) {
                if (vendor != found[0] && db.familyOf(vendor, fam)) {
                    ambiguous[0] |= found[0] >= 0;
                    found[0] = vendor;
                }
            }
        };
        words(text, sentenceFrom, i, v);
        if (subject != null && subject.length() <= HardwareExtractor.MAX_SUBJECT) {
            words(subject, 0, subject.length(), v);
        }
        return ambiguous[0] ? -2 : found[0];
    }

    /** The family name the id at {@code i} (or the list it ends) follows, or null; see {@link #familyId}. */
    static String familyBefore(CharSequence text, int back, int i, boolean nameOnly) {
        int p = listStart(text, back, i);
        int q = skipBack(text, back, p);
        if (q > back && text.charAt(q - 1) == '(') {
            q = skipBack(text, back, q - 1);
        }
        int w = q;
        while (w > back && Character.isLetterOrDigit(text.charAt(w - 1)) && q - w <= 12) {
            w--;
        }
        if (w < q && (w == back || !Character.isLetterOrDigit(text.charAt(w - 1))) && FamilyNames.is(text, w, q)) {
            return text.subSequence(w, q).toString();
        }
        return !nameOnly && deviceIdBefore(text, back, q) ? FamilyNames.last(text, sentences(text, back, q, 1), q)
                : null;
    }

    /** Where the ids listed before the one at {@code i} begin: "0xa180 and 0xa170", "0xa180, 0xa170". */
    private static int listStart(CharSequence s, int back, int i) {
        int p = i;
        for (int n = 0; n < LIST; n++) {
            int r = skipBack(s, back, p);
            if (r > back && s.charAt(r - 1) == ',') {
                r = skipBack(s, back, r - 1);
            } else if (wordBefore(s, back, r, "and")) {
                r = skipBack(s, back, r - 3);
            } else if (wordBefore(s, back, r, "or")) {
                r = skipBack(s, back, r - 2);
            } else {
                return p;
            }
            int k = r - 6;
            if (k < back || !zeroX(s, k) || hex4(s, k + 2) < 0 || k > back && glued(s.charAt(k - 1))) {
                return p;
            }
            p = k;
        }
        return p;
    }

    /** Back over blanks, line ends and quote marks. */
    private static int skipBack(CharSequence s, int back, int p) {
        while (p > back && " \t\n>".indexOf(s.charAt(p - 1)) >= 0) {
            p--;
        }
        return p;
    }

    /** {@code word} (any case) ends at {@code r} as a word of its own. */
    private static boolean wordBefore(CharSequence s, int back, int r, String word) {
        int k = r - word.length();
        return k >= back && RateUnit.startsWithIgnoreCase(s, k, word)
                && (k == back || !Character.isLetterOrDigit(s.charAt(k - 1)));
    }

    /** "device id", "device ids", "device id's", "device IDs" ends at {@code q}. */
    private static boolean deviceIdBefore(CharSequence s, int back, int q) {
        int k = q;
        if (wordBefore(s, back, k, "ids")) {
            k -= 3;
        } else if (k - 4 >= back && RateUnit.startsWithIgnoreCase(s, k - 4, "id's")) {
            k -= 4;
        } else if (wordBefore(s, back, k, "id")) {
            k -= 2;
        } else {
            return false;
        }
        int j = k;
        while (j > back && (s.charAt(j - 1) == ' ' || s.charAt(j - 1) == '\t')) {
            j--;
        }
        return j < k && wordBefore(s, back, j, "device");
    }

    /** The words of {@code [from, to)}, lower-cased, split at anything but ASCII letters and digits. */
    static String[] lowerWords(CharSequence text, int from, int to) {
        return text.subSequence(from, to).toString().toLowerCase(Locale.ROOT).split("[^a-z0-9]+");
    }

    static boolean hasNoun(String[] words) {
        for (String w : words) {
            if (DEVICE_NOUNS.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /** The one vendor among those the window's and the subject's maker words name that pci.ids lists the device under. */
    static PciId vendorFor(CharSequence text, int from, int to, String subject, int device, IdDatabase db) {
        int[] found = {-1};
        boolean[] ambiguous = {false};
        WordVisitor v = w -> {
            for (int vendor : db.makerVendors(w)) {
                if (vendor != found[0] && db.knownDevice(PciId.of(vendor, device))) {
                    ambiguous[0] |= found[0] >= 0;
                    found[0] = vendor;
                }
            }
        };
        words(text, from, to, v);
        if (subject != null && subject.length() <= HardwareExtractor.MAX_SUBJECT) {
            words(subject, 0, subject.length(), v);
        }
        return found[0] < 0 || ambiguous[0] ? null : PciId.of(found[0], device);
    }

    private interface WordVisitor {
        void word(String w);
    }

    private static void words(CharSequence s, int from, int to, WordVisitor v) {
        int i = from;
        while (i < to) {
            while (i < to && !Character.isLetterOrDigit(s.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < to && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '-')) {
                i++;
            }
            if (i - start >= 3 && i - start <= 24 && Character.isUpperCase(s.charAt(start))) {
                v.word(s.subSequence(start, i).toString());
            }
        }
    }

    /** A device noun in the sentence, or a distinctive word of the device's pci.ids name. */
    private static boolean confirmed(CharSequence text, int from, int to, PciId id, IdDatabase db) {
        String[] ws = lowerWords(text, from, to);
        if (hasNoun(ws)) {
            return true;
        }
        String name = db.deviceName("pci", id);
        if (name == null) {
            return false;
        }
        Set<String> here = Set.of(java.util.Arrays.stream(ws).distinct().toArray(String[]::new));
        for (String t : name.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
            if (t.length() >= 4 && t.chars().anyMatch(Character::isLetter) && here.contains(t)) {
                return true;
            }
        }
        return false;
    }

    /** The start of the last {@code n} sentences of {@code [from, to)}: after the n-th sentence end from the back. */
    static int sentences(CharSequence s, int from, int to, int n) {
        int seen = 0;
        for (int i = to - 1; i > from; i--) {
            char c = s.charAt(i);
            if ((c == ' ' || c == '\n') && ".?!".indexOf(s.charAt(i - 1)) >= 0
                    && (i < 2 || !Character.isDigit(s.charAt(i - 2)) || s.charAt(i - 1) != '.')) {
                if (++seen == n) {
                    return i + 1;
                }
            }
        }
        return from;
    }

    /** How far after the id the rest of its sentence is read (a name after the id: "0x149c (Matisse USB)"). */
    static final int AHEAD = 200;

    /** The first '.', '?' or '!' before a space in [from, to), at most {@value #AHEAD} on; else that bound. */
    static int sentenceEnd(CharSequence s, int from, int to) {
        return Sentences.end(s, from, Math.min(to, from + AHEAD), Sentences.STOPS, Sentences.After.SPACE_BEFORE_BOUND,
                null);
    }

    private static boolean vetoed(CharSequence s, int from, int to) {
        for (String w : s.subSequence(from, to).toString().toLowerCase(Locale.ROOT).split("[^a-z_]+")) {
            if (VETO_WORDS.contains(w)) {
                return true;
            }
        }
        // "0x1022:0x1487" style and ranges are other readers' or no id; an '=' or ':' just before is a value
        for (int i = to - 1; i >= from && i >= to - 3; i--) {
            char c = s.charAt(i);
            if (c == '=' || c == ':' || c == '-' || c == '+' || c == '&' || c == '|' || c == '<' || c == '>') {
                return true;
            }
            if (c != ' ' && c != '(') {
                break;
            }
        }
        return false;
    }

    /** Marks of a patch or of C before the id in its paragraph: a hunk header, a comment, a fixup macro. */
    private static final String[] CODE_MARKS = {"@@ ", "/*", "*/", "DECLARE_", "#define", "+++ ", "diff --git"};

    /** The id's paragraph so far shows a patch or code: a comment in a hunk or a wrapped fixup line is code. */
    static boolean inCode(CharSequence s, int from, int to) {
        String window = s.subSequence(from, to).toString();
        for (String mark : CODE_MARKS) {
            if (window.contains(mark)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A line of code or a dump rather than prose: C punctuation or a C identifier with an underscore
     * ("PCI_VENDOR_ID_ATI, 0x7340,"). A diff line (as a reply quotes it) is {@link #diffLine}'s, which
     * {@link #scan} tests first.
     */
    private static boolean codeLike(CharSequence s, int from, int to) {
        for (int i = from + 1; i + 1 < to; i++) {
            if (s.charAt(i) == '_' && Character.isLetterOrDigit(s.charAt(i - 1))
                    && Character.isLetterOrDigit(s.charAt(i + 1))) {
                return true;
            }
        }
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == ';' || c == '{' || c == '}' || c == '=' || c == '#' || c == '[' || c == '|') {
                return true;
            }
            if (c == '-' && i + 1 < to && s.charAt(i + 1) == '>') {
                return true;
            }
        }
        return false;
    }

    /** A diff line ({@link #diffLine}) or a line of code ({@link #codeLike}): no prose to read ids from. */
    static boolean codeOrDiff(CharSequence s, int from, int to) {
        return diffLine(s, from, to) || codeLike(s, from, to);
    }

    /** An added line or a hunk header, as a reply quotes it (after its quote marks). */
    private static boolean diffLine(CharSequence s, int from, int to) {
        int first = from;
        while (first < to && (s.charAt(first) == '>' || s.charAt(first) == ' ' || s.charAt(first) == '\t')) {
            first++;
        }
        return first < to && (s.charAt(first) == '+' || s.charAt(first) == '@');
    }

    /** A character that glues a number to the word, number or path before it. */
    static boolean glued(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == ':' || c == '-' || c == '.' || c == '/' || c == '$';
    }

    /** "0x" or "0X" at {@code k}; the caller sees to it that two characters stand there. */
    static boolean zeroX(CharSequence s, int k) {
        return s.charAt(k) == '0' && (s.charAt(k + 1) == 'x' || s.charAt(k + 1) == 'X');
    }

    /** More hex or word after the four digits, a range, a pair, or a decimal point. */
    private static boolean gluedAfter(CharSequence s, int at, int to) {
        char c = s.charAt(at);
        if (Character.isLetterOrDigit(c) || c == '_' || c == ':' || c == '-' || c == '/' || c == '+' || c == '*'
                || c == '[') {
            return true;
        }
        return c == '.' && at + 1 < to && Character.isLetterOrDigit(s.charAt(at + 1));
    }

    /** The value of four hex digits at {@code at} (lowercase or uppercase), or -1; -1 past {@code s}'s end. */
    static int hex4(CharSequence s, int at) {
        if (at < 0 || at + 4 > s.length()) {
            return -1;
        }
        int v = 0;
        for (int i = at; i < at + 4; i++) {
            int d = Character.digit(s.charAt(i), 16);
            if (d < 0 || s.charAt(i) > 'f') {
                return -1;
            }
            v = v << 4 | d;
        }
        return v;
    }
}
