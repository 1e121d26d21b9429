package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;

/**
 * PCI and USB devices named in a message: lspci in its -nn, -n, -x, -tv and name-only forms (tying Subsystem lines and
 * hex dumps to their device), dmesg enumeration lines, modaliases, lsusb, and ids in prose next to a device word
 * or a maker's name ({@link MakerIds}: "the AMD Matisse USB 3.0 Host Controller (0x149c)").
 * One fact per device, the richest sighting kept. Never throws: a failure yields no hardware for that message.
 */
final class HardwareExtractor {
    private final IdDatabase db;

    HardwareExtractor(ExtractSettings settings) {
        this.db = IdDatabase.open(settings);
    }

    List<HardwareFact> extract(Mail mail) {
        try {
            HardwareSightings out = new HardwareSightings(db);
            new HardwareScan(mail, db, out).run();
            subject(mail.subject(), db, out);
            return out.facts();
        } catch (RuntimeException | StackOverflowError e) {
            return List.of();
        }
    }

    /** Longest subject read: a real one is a line; a longer "subject" is no title. */
    static final int MAX_SUBJECT = 2000;

    /**
     * Ids a subject writes in prose ("PCI: vmd: Add device id for VMD device 8086:4C3D", "RX CRC errors on I219-V (6)
     * 8086:15be"), read as {@link BareIds} reads running text (a device word before it, or a vendor and device
     * pci.ids knows). A patch adding one device's id often writes the id only there: its body holds a
     * {@code PCI_DEVICE_ID_} define and a table entry, code that names no device (conventions 71, 108). The body
     * decides where it writes the same id (quoted only there: quoted, as an inherited subject's kernels are by
     * convention 100); an id only the subject writes, own or inherited, is the writer's own (the thread's device).
     */
    static void subject(String subject, IdDatabase db, HardwareSightings out) {
        if (subject == null || subject.length() < 9 || subject.length() > MAX_SUBJECT || subject.indexOf(':') < 0) {
            return;
        }
        IdSink sink = (id, s, e) -> {
            if (!out.has("pci", id)) {
                out.add("pci", id, null, null, "subject", false, 0, 0);
            }
        };
        BareIds.scan(subject, 0, subject.length(), db, sink);
        // session 51 (hw61): "PCI: Add ... quirk for Marvell 9215 SATA controller"
        MakerNumbers.subject(subject, db, sink);
    }
}
