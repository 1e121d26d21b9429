package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link IdTable#hasDevice} by binary search over the sorted keys answers as the map's key look-up did (the device
 * has a name exactly when it is listed), for vendors on both sides of 0x8000 (whose keys are negative ints) and for
 * ids outside 16 bits.
 */
class IdTableKeysTest {
    @Test
    void hasDeviceExactlyWhenNamed() throws IOException {
        Random r = new Random(42);
        StringBuilder ids = new StringBuilder("# invented ids\n");
        int[] vendors = {0x0000, 0x0001, 0x10ec, 0x7fff, 0x8000, 0x8086, 0xabcd, 0xffff};
        for (int v : vendors) {
            ids.append(String.format("%04x  Vendor %04x\n", v, v));
            for (int k = 0; k < 40; k++) {
                int d = r.nextInt(4) == 0 ? (k == 0 ? 0 : 0xffff - k) : r.nextInt(0x10000);
                ids.append(String.format("\t%04x  Device %04x\n", d, d));
                if (k % 7 == 0) {
                    ids.append(String.format("\t\t%04x %04x  Board\n", v, d));
                }
            }
        }
        IdTable table = IdTable.read(new ByteArrayInputStream(ids.toString().getBytes(StandardCharsets.UTF_8)));
        int listed = 0;
        for (int v : vendors) {
            for (int d = 0; d <= 0xffff; d++) {
                boolean named = table.device(v, d) != null;
                assertEquals(named, table.hasDevice(v, d), Integer.toHexString(v) + ":" + Integer.toHexString(d));
                listed += named ? 1 : 0;
            }
        }
        assertTrue(listed > 250, "listed " + listed);
        // a vendor not in the file, and ids no lspci prints (negative, over 16 bits): none listed
        assertFalse(table.hasDevice(0x1234, 0x0001));
        assertFalse(table.hasDevice(-1, 0x1234));
        assertEquals(table.device(0x8086, 0x1_0000) != null, table.hasDevice(0x8086, 0x1_0000));
        assertFalse(IdTable.EMPTY.hasDevice(0x8086, 0x1234));
    }
}
