package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 27 (drivers33): one part of a series split by subsystem, its first tag the one directory of the three or four
 * drivers whose code it edits ("i2c/busses: ..." or "i2c: ..." over three bus drivers' files), names each of them, though more
 * than the few-drivers limit change (SubsystemParts). Not a cover, a lone patch, a conversion's summary ("Change X
 * to 0", "Use foo()"), a driver outside the tagged directory, a driver changed by a line or two, more than four files.
 * And the vop row of drivers.tsv (Intel MIC's Virtio Over PCIe driver, removed before the 5.10 table was read). Mail
 * written for the test.
 */
class RealMailRulesDrivers33Test {
    private final DriverCases cases = DriverCases.shipped();

    private static String stat(String... lines) {
        StringBuilder b = new StringBuilder("Simplify the error paths of the probe routines.\n\nSigned-off-by: A "
                + "Writer <a@example.org>\n---\n");
        for (String l : lines) {
            b.append(' ').append(l).append('\n');
        }
        return b.append(' ').append(lines.length).append(" files changed, 20 insertions(+), 31 deletions(-)\n\n")
                .toString();
    }

    private static final String[] I2C = {"drivers/i2c/busses/i2c-amd756.c | 7 ++-----",
        "drivers/i2c/busses/i2c-sis630.c | 9 +++------", "drivers/i2c/busses/i2c-viapro.c | 11 ++++-------"};

    @Test
    void aPartTaggedWithItsDriversDirectoryNamesEach() {
        assertEquals(List.of("i2c-amd756", "i2c-sis630", "i2c-viapro"),
                cases.drivers("[RFC PATCH 09/20] i2c/busses: Simplify error handling in probe", stat(I2C)));
        // the subsystem's tag alone, a component of the drivers' one directory
        assertEquals(List.of("i2c-amd756", "i2c-sis630", "i2c-viapro"),
                cases.drivers("[PATCH v2 4/12] i2c: Simplify error handling in probe", stat(I2C)));
        // a reply quoting the part, under its subject
        assertEquals(List.of("i2c-amd756", "i2c-sis630", "i2c-viapro"),
                cases.drivers("Re: [RFC PATCH 09/20] i2c/busses: Simplify error handling in probe",
                        "> " + stat(I2C).replace("\n", "\n> ") + "\nThe alignment is off in the second hunk.\n"));
        // a component in parentheses before the summary
        assertEquals(List.of("k10temp", "k8temp", "fam15h_power"),
                cases.drivers("[PATCH 3/9] hwmon: (k10temp) Simplify the probe error paths",
                        stat("drivers/hwmon/k10temp.c | 8 +++-----", "drivers/hwmon/k8temp.c | 6 ++----",
                                "drivers/hwmon/fam15h_power.c | 5 ++---")));
    }

    @Test
    void nearMissesNameNone() {
        // the cover, and a lone patch: no part number
        assertEquals(List.of(),
                cases.drivers("[RFC PATCH 00/20] i2c/busses: Simplify error handling in probe", stat(I2C)));
        assertEquals(List.of(), cases.drivers("[PATCH] i2c/busses: Simplify error handling in probe", stat(I2C)));
        // a constant or helper carried across the drivers
        assertEquals(List.of(),
                cases.drivers("[RFC PATCH 08/20] i2c/busses: Change PCIBIOS_SUCCESSFUL to 0", stat(I2C)));
        assertEquals(List.of(), cases.drivers("[PATCH 4/9] hwmon: (k10temp) Use pci_dev_id() to build ids",
                stat("drivers/hwmon/k10temp.c | 8 +++-----", "drivers/hwmon/k8temp.c | 6 ++----",
                        "drivers/hwmon/fam15h_power.c | 5 ++---")));
        // the tag is not the drivers' directory, or the drivers lie in two
        assertEquals(List.of(), cases.drivers("[RFC PATCH 09/20] usb: Simplify error handling in probe", stat(I2C)));
        assertEquals(List.of(),
                cases.drivers("[RFC PATCH 09/20] drivers: Simplify error handling in probe", stat(I2C)));
        assertEquals(List.of(), cases.drivers("[RFC PATCH 09/20] i2c: Simplify error handling in probe",
                stat(I2C[0], I2C[1], "drivers/hwmon/k10temp.c | 8 +++-----")));
        assertEquals(List.of(), cases.drivers("[RFC PATCH 09/20] busses/i2c: Simplify error handling in probe",
                stat(I2C)));
        // one driver changed by a line or two: a passing edit
        assertEquals(List.of(), cases.drivers("[RFC PATCH 09/20] i2c/busses: Simplify error handling in probe",
                stat(I2C[0], I2C[1], "drivers/i2c/busses/i2c-viapro.c | 2 +-")));
        // more files than the tables' drivers: broader than it looks
        assertEquals(List.of(), cases.drivers("[RFC PATCH 09/20] i2c/busses: Simplify error handling in probe",
                stat(I2C[0], I2C[1], I2C[2], "drivers/i2c/busses/i2c-core-helper.c | 4 ++--",
                        "drivers/i2c/busses/i2c-other-helper.c | 4 ++--")));
    }

    @Test
    void subjectParts() {
        assertEquals(15, SubsystemParts.part("Re: [RFC PATCH 15/35] i2c/busses: x"));
        assertEquals(0, SubsystemParts.part("[PATCH v2 0/3] x"));
        assertEquals(-1, SubsystemParts.part("[PATCH] x"));
        assertEquals(-1, SubsystemParts.part("[PATCH /3] x"));
        assertEquals("i2c/busses", SubsystemParts.firstTag("Re: [RFC PATCH 15/35] I2C/busses: Tidy"));
        assertNull(SubsystemParts.firstTag("[PATCH 1/2] a tag with blanks: x"));
        assertNull(SubsystemParts.firstTag("[PATCH 1/2] /i2c: x"));
        assertNull(SubsystemParts.firstTag("[PATCH 1/2"));
        assertTrue(SubsystemParts.spells("drivers/i2c/busses", "i2c/busses"));
        assertTrue(SubsystemParts.spells("drivers/i2c/busses", "i2c"));
        assertTrue(SubsystemParts.spells("drivers/hwmon", "hwmon"));
        assertFalse(SubsystemParts.spells("drivers/i2c/busses", "busses/i2c"));
        assertFalse(SubsystemParts.spells("drivers/i2c/busses", "drivers"));
        assertFalse(SubsystemParts.spells("drivers/i2c/busses", "i2c/bus"));
        assertFalse(SubsystemParts.spells("drivers", "drivers"));
    }

    @Test
    void theVopDriverOfTheArchivesYearsByItsFiles() {
        // a module that left the tree before both generated tables: a hand row names it by its files and tag
        assertEquals(List.of("vop"), cases.drivers("[PATCH 2/3] misc: vop: map the rings with coherent memory",
                stat("drivers/misc/mic/vop/vop_vringh.c | 14 ++++++-----")));
        assertEquals(List.of("vop"), cases.drivers("Re: [PATCH 1/2] virtio ring space on noncoherent platforms",
                "Could you load the vop module with dyndbg set and send the log?\n"));
        // the bare word: a display processor as often as the MIC driver
        assertEquals(List.of(), cases.drivers("Re: display timing", "The VOP scans out the frame buffer at 60 Hz.\n"));
        assertEquals(List.of(), cases.drivers("Re: [PATCH] noncoherent rings", "Does vop still need the bounce?\n"));
    }

    @Test
    void hostileInputStaysLinear() {
        String subject = "[" + "1/".repeat(20000) + "] " + "]".repeat(20000) + "i2c/busses: x";
        String body = stat(I2C).repeat(2000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            cases.drivers(subject, body);
            SubsystemParts.part(subject);
            SubsystemParts.part("]".repeat(100000));
            SubsystemParts.firstTag("[".repeat(100000));
        });
    }
}
