package dev.lkmltriage.triage.pair;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** Mail written for the pair model's tests: labelled sets of reports, their fixes and an unrelated patch. */
public final class PairMail {
    private static final MailParser PARSER = new MailParser();
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());

    private PairMail() {
    }

    public static PairMessage mail(String id, String from, String subject, int day, String body) {
        String raw = "From: " + from + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\nDate: "
                + String.format("%02d", day) + " Mar 2020 10:00:00 +0000\nMessage-ID: <" + id + ">\n\n" + body;
        Mail m = PARSER.parse(raw.getBytes(StandardCharsets.UTF_8));
        return PairMessage.of(new Report(m, m.messageId(), EXTRACTOR.extract(m), "test"));
    }

    private static final String[][] PROBLEMS = {
        {"link fails to train after resume", "retrain the link after resume"},
        {"hotplug interrupt storm on dock", "mask hotplug interrupts while docking"},
        {"AER flood from root port", "rate-limit correctable AER messages"},
        {"suspend hangs with NVMe attached", "keep NVMe powered across suspend"},
        {"BAR assignment fails at boot", "size bridge windows before assigning BARs"},
        {"MSI-X vectors lost after reset", "restore MSI-X state after reset"},
    };

    /**
     * A set: two problems, each a report naming its bugzilla entry and a fix crediting the reporter and linking the
     * entry; and a maintainer's unrelated patch that shares only its author with one of the fixes.
     */
    public static void set(String s, int bugBase, int day, List<PairMessage> msgs, Map<String, String> groups) {
        for (int g = 0; g < 2; g++) {
            String[] problem = PROBLEMS[(s.charAt(0) - 'a') * 2 + g];
            int bug = bugBase + g;
            String reporter = "Reporter " + s + g + " <rep" + s + g + "@example.org>";
            String r = "r" + s + g + "@example.org";
            String f = "f" + s + g + "@example.org";
            msgs.add(mail(r, reporter, "[Bug " + bug + "] widget" + s + g + " " + problem[0],
                    day + g, "Since 5.6 the widget" + s + g + " port no longer trains after resume on my laptop.\n"
                            + "https://bugzilla.kernel.org/show_bug.cgi?id=" + bug + "\n"));
            msgs.add(mail(f, "Maintainer " + s + " <maint" + s + "@example.org>",
                    "[PATCH] PCI: widget" + s + g + ": " + problem[1], day + g + 2,
                    "Retrain the widget" + s + g + " link after resume so the port comes back.\n\n"
                            + "Link: https://bugzilla.kernel.org/show_bug.cgi?id=" + bug + "\n"
                            + "Reported-by: " + reporter + "\nSigned-off-by: Maintainer <maint" + s
                            + "@example.org>\n"));
            groups.put(r, "g" + s + g);
            groups.put(f, "g" + s + g);
        }
        String other = "o" + s + "@example.org";
        msgs.add(mail(other, "Maintainer " + s + " <maint" + s + "@example.org>",
                "[PATCH] PCI: gadget" + s + ": drop an unused helper", day + 3,
                "The helper has had no caller since the driver was converted.\n\nSigned-off-by: Maintainer <maint"
                        + s + "@example.org>\n"));
        groups.put(other, "neg-" + s);
    }
}
