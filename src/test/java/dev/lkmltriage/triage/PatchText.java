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
}
