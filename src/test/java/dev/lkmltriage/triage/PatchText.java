package dev.lkmltriage.triage;

/** The body of an invented one-file patch mail, as the clusterer's tests need it: intro, trailers, diffstat, diff. */
final class PatchText {
    private PatchText() {
    }

    /** {@code added}: the hunk's changed lines ('+' and '-' prefixed), after one context line. */
    static String oneFile(String intro, String trailers, String path, String added) {
        long plus = added.lines().filter(l -> l.startsWith("+")).count();
        long minus = added.lines().filter(l -> l.startsWith("-")).count();
        return intro + "\n\n" + trailers + "Signed-off-by: Someone <someone@example.org>\n---\n"
                + " " + path + " | " + (plus + minus) + " " + "+".repeat((int) plus) + "-".repeat((int) minus)
                + "\n 1 file changed, " + plus + " insertions(+), " + minus + " deletions(-)\n\n"
                + "diff --git a/" + path + " b/" + path + "\nindex 0123456..789abcd 100644\n"
                + "--- a/" + path + "\n+++ b/" + path + "\n@@ -10,3 +10," + (3 + plus - minus) + " @@\n context line\n"
                + added + "\n";
    }

    private static final dev.lkmltriage.extract.FactExtractor EXTRACTOR =
            new dev.lkmltriage.extract.FactExtractor(dev.lkmltriage.extract.ExtractSettings.defaults());

    /**
     * An invented mail through the real parser and extractor, answering {@code thread} (null: it starts its own
     * thread), as the clusterer's tests place it.
     */
    static dev.lkmltriage.report.Report mail(String id, String thread, String from, String date, String subject,
                                             String body) {
        String refs = thread == null ? "" : "In-Reply-To: <" + thread + ">\nReferences: <" + thread + ">\n";
        String raw = "Message-ID: <" + id + ">\n" + refs + "Date: " + date + "\nFrom: " + from
                + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        dev.lkmltriage.mail.Mail m = new dev.lkmltriage.mail.MailParser()
                .parse(raw.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return new dev.lkmltriage.report.Report(m, thread == null ? id : thread, EXTRACTOR.extract(m), null);
    }
}
