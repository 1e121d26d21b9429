package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;

/**
 * PCI and USB devices named in a message: lspci in its -nn, -n, -x, -tv and name-only forms (tying Subsystem lines and
 * hex dumps to their device), dmesg enumeration lines, modaliases, lsusb, and ids in prose next to a device word.
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
            return out.facts();
        } catch (RuntimeException | StackOverflowError e) {
            return List.of();
        }
    }
}
