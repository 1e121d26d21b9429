package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.Locale;
import java.util.Set;

/**
 * Spam sent to the list (session 31, spam33): advance-fee, loan, donation and "business proposal" mail. About 220 of
 * the linux-pci archive's 20,000 messages are such mail; all start a thread and the labels give them kind other
 * (held-out16's 12541 and 13420). The kind classifier already reads them so, but the words a report is recognised by
 * ("urgent", "problem", "hang" in "exchange", "speed" in "Godspeed") are theirs too, so the clusterer's reading of an
 * other-kinded thread start as a report placed a dozen of them as one-message report clusters (cluster45).
 *
 * <p>A message is spam when its subject and own text carry no technical word at all (no PCI, kernel, driver, device,
 * log, commit, file, hex number or bus address) and at least one of spam's own marks: money, loans, inheritances,
 * donations, investments, a beneficiary or "dear friend". A terse real report names at least one thing a kernel is
 * made of, so it never reads as spam, however it is worded. Only the first {@link #SCAN} characters are read: spam is
 * short, and a long text's technical words start early. Linear, never throws.
 */
public final class Spam {
    /** Characters of the subject plus own text read. */
    static final int SCAN = 16 * 1024;

    /** Whole words that name something a kernel runs on or is made of: any one makes the message no spam. */
    private static final Set<String> TECHNICAL = Set.of(
            "pci", "pcie", "pcim", "kernel", "kernels", "linux", "driver", "drivers", "device", "devices", "dmesg",
            "lspci", "lsusb", "commit", "commits", "patch", "patches", "config", "kconfig", "firmware", "bios", "uefi",
            "irq", "irqs", "interrupt", "interrupts", "msi", "msix", "usb", "nvme", "xhci", "ahci", "sata", "module",
            "modules", "bug", "bugs", "oops", "panic", "cpu", "cpus", "dma", "iommu", "acpi", "hotplug",
            "thunderbolt", "gpu", "ssd", "mmio", "aspm", "aer", "endpoint", "vfio", "motherboard", "chipset", "x86",
            "arm64", "soc", "fpga", "rc1", "rc2", "rc3", "rc4", "rc5", "rc6", "rc7", "rc8", "bisect", "bisected",
            "regression", "upstream", "mainline", "git", "sysfs", "dts", "gcc", "pcieport", "pciehp", "ioctl", "mmap",
            "qemu", "kvm", "sriov", "numa", "ubuntu", "debian", "fedora", "distro", "nvidia", "amd", "ryzen",
            "thinkpad");
    /**
     * Everyday words of computing that spam uses too ("ATM cash machine", "the banking system", "I sleep every
     * night"): with one of them, a message is spam only by two distinct money marks.
     */
    private static final Set<String> EVERYDAY = Set.of(
            "computer", "machine", "server", "system", "screen", "display", "monitor", "disk", "drive", "network",
            "install", "installed", "upgrade", "update", "keyboard", "touchpad", "battery", "sleep", "graphics",
            "audio", "bluetooth", "slot", "dock", "laptop", "desktop", "pc", "boot", "boots", "booting", "reboot",
            "crash", "crashes", "crashed", "hang", "hangs", "hung", "freeze", "freezes", "suspend", "resume", "wifi",
            "ethernet", "error", "errors", "controller", "bus", "intel", "lenovo", "dell", "software", "hardware");
    /** Money words: loans, inheritances, donations, investments, transfers. */
    private static final Set<String> MONEY = Set.of(
            "loan", "loans", "lender", "inheritance", "inherited", "beneficiary", "beneficiaries", "donation",
            "donations", "donated", "donate", "charity", "investment", "investments", "investor", "investors",
            "invest", "fund", "funds", "funding", "finance", "financial", "million", "millions", "billion", "usd",
            "dollar", "dollars", "millionen", "monetary", "kin", "euro", "euros", "bank", "banking", "atm",
            "barrister", "attorney", "deceased", "widow",
            "orphanage", "orphanages", "lottery", "prize", "winnings", "compensation", "moneygram", "payment", "money",
            "consignment", "lucrative", "commission", "spende", "darlehen", "kredit", "darlehensangebot",
            "wohltätigkeitsspende", "wohltätigkeitsfonds", "stiftung", "finanzierung", "erbschaft", "darowizna",
            "quotation", "purchase", "pricelist");
    /** A stranger's greeting or offer: spam's mark where no technical word stands beside it. */
    private static final Set<String> SOCIAL = Set.of(
            "proposal", "partnership", "business", "friend", "friendship", "opportunity", "dear", "beloved",
            "assalamualaikum", "inquiry",
            "greetings", "compliment", "catalog", "leads");
    /** Two-word money marks, read on consecutive words. */
    private static final Set<String> PAIRS = Set.of(
            "western union", "money gram", "price list", "purchase order");

    private Spam() {
    }

    /** Whether the mail is spam, by its subject and its own (unquoted) text. */
    public static boolean reads(Mail mail) {
        try {
            return reads(mail.subject().toLowerCase(Locale.ROOT), OwnText.of(mail).lower());
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * What {@link #reads(String, String)} reads of {@code text.toLowerCase(Locale.ROOT)}, without lowercasing all of
     * a long text (a robot's build report, session 46, speed47): when the first {@link #SCAN} characters are all
     * Latin-1 their lowercase is the first {@code SCAN} characters of the whole text's (each maps on its own, one
     * character to one, whatever follows), and only those are read. Any other text is lowercased whole, as before.
     */
    static String lowerHead(String text) {
        if (text.length() <= SCAN) {
            return text.toLowerCase(Locale.ROOT);
        }
        for (int i = 0; i < SCAN; i++) {
            if (text.charAt(i) > 0xff) {
                return text.toLowerCase(Locale.ROOT);
            }
        }
        return text.substring(0, SCAN).toLowerCase(Locale.ROOT);
    }

    /** The same on a lowercase subject and lowercase own text. */
    static boolean reads(String subject, String own) {
        String text = subject + "\n" + (own.length() > SCAN ? own.substring(0, SCAN) : own);
        Set<String> money = new java.util.HashSet<>();
        boolean hashLike = false;
        boolean social = false;
        boolean everyday = false;
        String previous = null;
        int n = text.length();
        int i = 0;
        while (i < n) {
            if (Character.isWhitespace(text.charAt(i))) {
                i++;
                continue;
            }
            int end = addressEnd(text, i);
            if (address(text, i, end)) {
                // an address or a link names the list or a site, not what the mail is about
                i = end;
                continue;
            }
            while (i < end) {
                char c = text.charAt(i);
                if (c == '$' || c == '€') {
                    money.add("$");
                }
                if (!wordChar(c)) {
                    i++;
                    continue;
                }
                int start = i;
                while (i < end && wordChar(text.charAt(i))) {
                    i++;
                }
                String word = text.substring(start, i);
                if (commitShaped(word) && start > 0 && text.charAt(start - 1) == '[' && i < n
                        && text.charAt(i) == ']') {
                    // a bracketed hash-shaped code, as such spam gives one ("Spendencode: [DF00430342018]"): decided
                    // below; a hash written in running text is a commit id, technical as before
                    hashLike = true;
                } else if (technical(text, word, i)) {
                    return false;
                }
                everyday |= EVERYDAY.contains(word);
                social |= SOCIAL.contains(word);
                if (money.size() < 3 && (MONEY.contains(word)
                        || (previous != null && PAIRS.contains(previous + " " + word)))) {
                    money.add(word);
                }
                previous = word;
            }
        }
        if (hashLike) {
            // session 46 (misc47): a bracketed commit-shaped word is the one technical-looking thing in a text that
            // otherwise names nothing a kernel is made of; spam's reference codes have that shape. Three distinct
            // money marks outweigh it; fewer leave it a commit id, and the message no spam.
            return money.size() >= 3;
        }
        return everyday ? money.size() >= 2 : social || !money.isEmpty();
    }

    /** Twelve or more hex digits with at least one digit and one letter: a commit hash's shape. */
    static boolean commitShaped(String word) {
        return word.length() >= 12 && hex(word, 0) && hasDigit(word) && !word.chars().allMatch(Character::isDigit);
    }

    /** Whether the run holds an address or a link: an '@', "://" or a leading "www.". */
    private static boolean address(String text, int from, int end) {
        if (text.startsWith("www.", from)) {
            return true;
        }
        for (int k = from; k < end; k++) {
            char c = text.charAt(k);
            if (c == '@' || (c == ':' && text.startsWith("//", k + 1))) {
                return true;
            }
        }
        return false;
    }

    /** A technical word, a hex number, a file of C source or a bus address ("00:1c.0", "8086:1234"). */
    private static boolean technical(String text, String word, int end) {
        if (TECHNICAL.contains(word)) {
            return true;
        }
        if (word.length() > 2 && word.startsWith("0x") && hex(word, 2)) {
            return true;
        }
        if (end < text.length()) {
            char next = text.charAt(end);
            if (next == '.' && end + 2 <= text.length() && (text.startsWith(".c", end) || text.startsWith(".h", end))
                    && (end + 2 == text.length() || !wordChar(text.charAt(end + 2)))) {
                return true;
            }
            if (next == ':' && word.length() >= 2 && word.length() <= 4 && hex(word, 0) && end + 1 < text.length()
                    && hexDigit(text.charAt(end + 1)) && hasDigit(word)) {
                return true;
            }
        }
        // a commit hash: twelve or more hex digits with at least one digit and one letter
        return commitShaped(word);
    }

    /** The end of the whitespace-delimited run holding {@code at}. */
    private static int addressEnd(String text, int at) {
        int i = at;
        while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean wordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'à' && c <= 'ÿ' && c != '÷');
    }

    private static boolean hex(String s, int from) {
        for (int k = from; k < s.length(); k++) {
            if (!hexDigit(s.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    private static boolean hexDigit(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
    }

    private static boolean hasDigit(String s) {
        for (int k = 0; k < s.length(); k++) {
            if (s.charAt(k) >= '0' && s.charAt(k) <= '9') {
                return true;
            }
        }
        return false;
    }
}
