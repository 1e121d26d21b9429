package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 17: modpost's undefined-symbol lines are build diagnostics as {@link BuildWarnings} reads them (fixtures
 * invented): the module stands for the file, the symbol for the message; the path before the module, the
 * {@code modpost:} prefix (absent before 5.7) and the indentation do not matter; a quoted line is not the author's.
 */
class ModpostDiagnosticsTest {
    @Test
    void anUndefinedSymbolIsADiagnosticOfItsModule() {
        Set<String> d = BuildWarnings.ofChangelog("make allmodconfig\n"
                + "ERROR: modpost: \"frob_ep_init\" [drivers/pci/controller/frob/pcie-frob.ko] undefined!\n"
                + "  ERROR: \"frob_ep_linkup\" [pcie-frob.ko] undefined!\n"
                + "> ERROR: modpost: \"frob_quoted\" [drivers/pcie-frob.ko] undefined!\n");
        assertEquals(Set.of("pcie-frob.ko|error: modpost: 'frob_ep_init' undefined",
                "pcie-frob.ko|error: modpost: 'frob_ep_linkup' undefined"), d);
    }

    @Test
    void otherModpostLinesAreNot() {
        assertTrue(BuildWarnings.ofChangelog("WARNING: modpost: \"frob\" [vmlinux] is a static EXPORT_SYMBOL_GPL\n"
                + "ERROR: modpost: \"frob\" should be \"foo *bar\"\nthe symbol is undefined!\n").isEmpty());
    }

    @Test
    void hostileLinesEndFast() {
        String junk = "ERROR: modpost: \"" + "a".repeat(200_000) + "\" [" + "/".repeat(200_000) + "] undefined!\n"
                + ("ERROR: \"x\" [" + "b/".repeat(50_000) + "\n").repeat(20) + "] undefined!\n".repeat(100_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertTrue(BuildWarnings.ofChangelog(junk).isEmpty());
        });
        String many = "ERROR: modpost: \"s\" [m.ko] undefined!\n".repeat(100_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertTrue(BuildWarnings.ofChangelog(many).size() <= BuildWarnings.MAX_WARNINGS);
        });
    }
}
