package dev.lkmltriage.extract;

import java.util.Locale;

/**
 * Session 51 (hw61): a maker's model number written with no "0x" that is also its pci.ids device id: "the Marvell
 * 9215 SATA controller" (1b4b:9215, "88SE9215 PCIe 2.0 x1 4-port SATA 6 Gb/s Controller"), "a PLX 8796 switch" or
 * "PLX PEX 8796" (10b5:8796, "PEX 8796 96-lane, 24-port ..."). Four decimal digits right after the maker's word (or
 * after its "PEX" prefix), and three things must hold, for CPU, board and part numbers share the shape ("AMD Epyc
 * 7401", "Intel 5520"): pci.ids lists the number as a device of exactly one of the vendors the maker word names
 * ({@link MakerWords}); that device's pci.ids name spells the number itself (a word that is the number or ends in it
 * after letters: "88SE9215", "PEX 8796"), so a number that is only an id ("Realtek 816e", "RealManage BMC") stays
 * unread, as the thread's labels leave it; and a device noun stands in the sentence. Not on code or diff lines, not
 * in a paragraph showing a patch ({@link MakerIds#inCode}), and not on a line citing a commit by its hash: a cited
 * commit's title ("branch HEAD: 51e2e245... PCI: Add ... quirk for Marvell 9215 SATA controller") names no device
 * of the message, as another commit's title tag names no driver (convention 170).
 */
final class MakerNumbers {
    /** The longest maker word read, as {@link MakerIds}' word walk takes them. */
    private static final int WORD = 24;

    private MakerNumbers() {
    }

    /** Reads {@code [from, to)}, one line, whose paragraph began at {@code paraFrom}. */
    static void scan(CharSequence s, int paraFrom, int from, int to, IdDatabase db, IdSink sink) {
        // session 53 (speed53): every number read is four ASCII digits on the line; most prose lines hold none, and
        // for them the code test and the word walk found nothing
        if (fourDigits(s, from, to) && !MakerIds.codeOrDiff(s, from, to)) {
            read(s, paraFrom, from, to, db, sink);
        }
    }

    /** Whether four ASCII digits stand in a row in {@code [from, to)}: every {@link #number} found has them. */
    static boolean fourDigits(CharSequence s, int from, int to) {
        int run = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            run = c >= '0' && c <= '9' ? run + 1 : 0;
            if (run == 4) {
                return true;
            }
        }
        return false;
    }

    /** A subject: its tags' brackets are no code. */
    static void subject(String subject, IdDatabase db, IdSink sink) {
        read(subject, 0, 0, subject.length(), db, sink);
    }

    private static void read(CharSequence s, int paraFrom, int from, int to, IdDatabase db, IdSink sink) {
        if (!db.has("pci")) {
            return;
        }
        // where the line's first commit hash ends: found once, when a number is first taken (-2: not looked for)
        int[] hash = {-2};
        WordRuns.each(s, from, to, (start, end) -> {
            // glued to what stands before (MakerIds' set: '$' too, a shell or make variable "$PLX" names no maker)
            if (end - start < 3 || end - start > WORD || !Character.isUpperCase(s.charAt(start))
                    || start > from && MakerIds.glued(s.charAt(start - 1))) {
                return;
            }
            int n = number(s, end, to);
            if (n < 0) {
                return;
            }
            int[] vendors = db.makerVendors(s.subSequence(start, end).toString());
            PciId id = vendors.length == 0 ? null : named(vendors, s.subSequence(n, n + 4).toString(), db);
            if (id == null) {
                return;
            }
            if (hash[0] == -2) {
                hash[0] = firstHash(s, from, to);
            }
            if ((hash[0] < 0 || hash[0] > start) && confirmed(s, paraFrom, n)) {
                sink.id(id, n, n + 4);
            }
        });
    }

    /** Where four decimal digits start after the maker word ending at {@code at}: " 9215", " PEX 8796"; or -1. */
    private static int number(CharSequence s, int at, int to) {
        int k = at;
        if (k >= to || s.charAt(k) != ' ') {
            return -1;
        }
        k++;
        if (k + 4 <= to && RateUnit.startsWithIgnoreCase(s, k, "pex")) {
            k += 3;
            if (k < to && s.charAt(k) == ' ') {
                k++;
            }
        }
        if (k + 4 > to) {
            return -1;
        }
        for (int j = k; j < k + 4; j++) {
            if (s.charAt(j) < '0' || s.charAt(j) > '9') {
                return -1;
            }
        }
        if (k + 4 < to) {
            // "9215A", "5520/5500", "7401.2", "8796-lane": another number or word, not this id
            char c = s.charAt(k + 4);
            if (Character.isLetterOrDigit(c) || c == '_' || c == '/' || c == '-' || c == ':'
                    || c == '.' && k + 5 < to && Character.isDigit(s.charAt(k + 5))) {
                return -1;
            }
        }
        return k;
    }

    /** The one maker vendor whose pci.ids device {@code number} carries the number in its name, or null. */
    private static PciId named(int[] vendors, String number, IdDatabase db) {
        PciId found = null;
        int device = Integer.parseInt(number, 16);
        for (int vendor : vendors) {
            PciId id = PciId.of(vendor, device);
            String name = db.knownDevice(id) ? db.deviceName("pci", id) : null;
            if (name == null || !spells(name, number) || id.equals(found)) {
                continue;
            }
            if (found != null) {
                return null;
            }
            found = id;
        }
        return found != null && HardwareScan.valid(found) ? found : null;
    }

    /** A word of {@code name} is {@code number} or ends in it after a letter ("88SE9215", "PEX8796"). */
    static boolean spells(String name, String number) {
        String n = name.toLowerCase(Locale.ROOT);
        int k = n.indexOf(number);
        while (k >= 0) {
            int end = k + number.length();
            boolean after = end == n.length() || !Character.isLetterOrDigit(n.charAt(end));
            boolean before = k == 0 || !Character.isDigit(n.charAt(k - 1));
            if (after && before) {
                return true;
            }
            k = n.indexOf(number, k + 1);
        }
        return false;
    }

    /** A device noun in the sentence of the number at {@code n}, and no patch in its paragraph. */
    private static boolean confirmed(CharSequence s, int paraFrom, int n) {
        int back = Math.max(Math.max(paraFrom, n - MakerIds.BACK), 0);
        if (MakerIds.inCode(s, back, n)) {
            return false;
        }
        int sentenceFrom = MakerIds.sentences(s, back, n, 1);
        int sentenceTo = MakerIds.sentenceEnd(s, n + 4, s.length());
        return MakerIds.hasNoun(MakerIds.lowerWords(s, sentenceFrom, sentenceTo));
    }

    /**
     * Where the first commit hash of {@code [from, to)} (seven to forty lower-case hex digits, a digit and a letter
     * among them) ends, or -1.
     */
    private static int firstHash(CharSequence s, int from, int to) {
        int[] end = {-1};
        WordRuns.each(s, from, to, (a, b) -> {
            if (end[0] < 0 && b - a >= 7 && b - a <= 40 && CommitCandidates.digitAndLetter(s, a, b, true)) {
                end[0] = b;
            }
        });
        return end[0];
    }
}
