package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.kernelQuoted;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 40 (the lead, from held-out37's and held-out41's misses): an ABI document's {@code KernelVersion:} line
 * names its release without verdict, in a patch's diff too (conventions 35 and 39), read by {@link AbiKernelVersions}.
 * Fixtures invented here in the style of a sysfs ABI patch.
 */
class AbiKernelVersionsTest {
    private static final String PATCH = "Document the new attributes.\n\nSigned-off-by: Jo Example <jo@example.org>\n"
            + "---\n Documentation/ABI/testing/sysfs-bus-frob | 8 ++++++++\n 1 file changed, 8 insertions(+)\n\n"
            + "diff --git a/Documentation/ABI/testing/sysfs-bus-frob b/Documentation/ABI/testing/sysfs-bus-frob\n"
            + "index 0123456789ab..ba9876543210 100644\n--- a/Documentation/ABI/testing/sysfs-bus-frob\n"
            + "+++ b/Documentation/ABI/testing/sysfs-bus-frob\n@@ -1,5 +1,13 @@\n"
            + " What:\t\t/sys/bus/frob/devices/.../mode\n Date:\t\tMarch 2019\n KernelVersion:\t5.2\n"
            + " Contact:\tfrob@example.org\n Description:\tThe mode of the port.\n"
            + "+What:\t\t/sys/bus/frob/devices/.../speed\n+Date:\t\tJune 2020\n+KernelVersion:  5.9.0\n"
            + "+Contact:\tfrob@example.org\n+Description:\tThe negotiated link speed.\n";

    private static List<String> versions(String subject, String body) {
        return facts(subject, body).kernels().stream().map(KernelFact::version).toList();
    }

    @Test
    void aDocumentsAddedAndContextLinesNameTheirReleasesWithoutVerdict() {
        Facts f = facts("[PATCH 3/3] frob: Document the speed attribute", PATCH);
        assertEquals(List.of("5.2", "5.9.0"), versions("[PATCH 3/3] frob: Document the speed attribute", PATCH));
        assertEquals("null", verdict(f, "5.2"));
        assertEquals("null", verdict(f, "5.9.0"));
        assertEquals("false", kernelQuoted(f, "5.9.0"));
    }

    @Test
    void aReplyQuotingTheDiffNamesThemQuoted() {
        String reply = "On Mon, Jun 1, 2020, Jo Example wrote:\n" + PATCH.replaceAll("(?m)^", "> ")
                + "\nShouldn't the date say July?\n";
        Facts f = facts("Re: [PATCH 3/3] frob: Document the speed attribute", reply);
        assertEquals("true", kernelQuoted(f, "5.9.0"));
        assertEquals("true", kernelQuoted(f, "5.2"));
    }

    @Test
    void otherLinesAndValuesNameNone() {
        // the key inside a sentence, a diff line of code, a value that is no release, an empty value
        String body = "The KernelVersion: 5.4 field is wrong in two entries.\n"
                + "+\tpr_info(\"KernelVersion: %s\\n\", 5.1);\n+KernelVersion:\tv0.1\n+KernelVersion:\n"
                + "+KernelVersion: next\n";
        List<String> found = versions("[PATCH] frob: fix the ABI entries", "---\n" + body);
        assertTrue(found.isEmpty(), found::toString);
    }

    @Test
    void hostileKeysStayLinear() {
        String keys = "+KernelVersion:\t5.8\n".repeat(500_000);
        String glued = "KernelVersion:".repeat(1_000_000);
        String longToken = "+KernelVersion: " + "5".repeat(2_000_000) + "\n";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            assertEquals(List.of("5.8"), versions("[PATCH] x", "---\n" + keys));
            versions("[PATCH] x", glued);
            versions("[PATCH] x", "---\n" + longToken);
        });
    }
}
