package dev.lkmltriage.triage;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import java.nio.charset.StandardCharsets;

/** The dock lockdep report and its people, shared by the series-part tests (fixtures invented, session 12). */
final class DockSeries {
    static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());

    static final String ANA = "Ana Pirelli <ana.pirelli@example.net>";
    static final String DEV = "Tomas Ekdahl <tomas.ekdahl@example.com>";
    static final String OLA = "Ola Brannigan <ola.brannigan@example.org>";

    static final String REPORT = """
            Hi,

            With 5.3-rc6, plugging my dock into the laptop prints a lockdep splat:

            ======================================================
            [   41.208833] WARNING: possible circular locking dependency detected
            [   41.208835] 5.3.0-rc6+ #1 Not tainted
            [   41.208840] udevd/812 is trying to acquire lock:
            [   41.208842] (pci_rescan_remove_lock){+.+.}, at: authorized_store+0xe8/0x210
            [   41.208851] but task is already holding lock:
            [   41.208853] (&tb->lock){+.+.}, at: authorized_store+0x7c/0x210

            It did not happen with 5.2. Any idea?

            Ana
            """;

    /** An answer to {@code parent} in thread {@code root} (References: the root, then the parent). */
    static Report answer(String id, String root, String parent, String from, String date, String subject,
                                 String body) {
        String raw = "Message-ID: <" + id + ">\nIn-Reply-To: <" + parent + ">\nReferences: <" + root + ">"
                + (parent.equals(root) ? "" : " <" + parent + ">") + "\nDate: " + date + "\nFrom: " + from
                + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, root, EXTRACTOR.extract(m), null);
    }

    static String lockFix(String trailers) {
        return PatchText.oneFile("Taking the rescan lock while the domain lock is held inverts the order the PCI"
                + " rescan path uses, which lockdep reports when a dock is authorized.", trailers,
                "drivers/thunderbolt/domain.c", "-\tmutex_lock(&tb->lock);\n+\tpci_lock_rescan_remove();\n"
                + "+\tmutex_lock_interruptible(&tb->lock);");
    }

    private DockSeries() {
    }
}
