package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.kernelQuoted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 16's hardware and kernel shapes (roles17, docs/extraction-eval.md "Session 16: commit roles, hardware and
 * quoted flags"): an lspci -v field line is no wrapped header name, a VMD domain's five-digit slot, an ambiguous
 * name's revision joined to the id its slot is listed with, a Subsystem
 * line's former vendor name that two vendor ids had, "the kernel version is 5.4", a crash kernel's
 * version, and a specification's "6.6.1 Conventional Reset" that is no kernel. Every fixture is invented here in the style of list mail, each with near misses that must not fire.
 */
class RealMailRulesRoles17Test {
    private final FactExtractor withIds = new FactExtractor(HwMails.settings());

    private Map<String, HardwareFact> hardware(String body) {
        return HwMails.hardwareById(withIds, "Re: hotplug of the second port fails", body);
    }

    private static void assumeIds() {
        HwMails.assumeIds();
    }

    // --- an indented lspci -v field line under a long name-only header is no rest of its name ---

    @Test
    void anIndentedFieldLineWithoutColonIsNoWrappedName() {
        assumeIds();
        Map<String, HardwareFact> hw = hardware("""
                > Here is what the guest sees after the second hotplug:
                >
                > 00:03.0 Ethernet controller: Red Hat, Inc Virtio network device
                >          Memory at 200080040000 (32-bit, non-prefetchable) [size=4K]
                >          Kernel driver in use: virtio-pci
                > 00:04.0 SCSI storage controller: Red Hat, Inc Virtio block device
                >  \u00a0 \u00a0 \u00a0 I/O ports at 1000 [size=64]

                Which qemu is this?
                """);
        assertEquals("[1af4:1000, 1af4:1001]", hw.keySet().stream().sorted().toList().toString(), hw.toString());
        assertTrue(hw.values().stream().allMatch(HardwareFact::quoted), hw.toString());
    }

    @Test
    void aDeeperWrapThatEndsTheHeaderIsStillItsName() {
        assumeIds();
        // near miss: a mail client (or the writer) indented the wrapped rest of the name, which ends in "(rev ca)"
        Map<String, HardwareFact> hw = hardware("""
                The switch shows up as

                  05:00.0 PCI bridge: PLX Technology, Inc. PEX 8747 48-Lane, 5-Port PCI
                            Express Gen 3 (8.0 GT/s) Switch (rev ca)
                  \t    (prog-if 00 [Normal decode])

                and its BAR0 is 256K.
                """);
        assertEquals("ca", hw.get("10b5:8747").revision(), hw.toString());
        // and a wrap at the header's own depth is read as before
        Map<String, HardwareFact> flat = hardware("""
                00:03.0 Ethernet controller: Red Hat, Inc Virtio network
                device
                """);
        assertTrue(flat.containsKey("1af4:1000"), flat.toString());
    }

    // --- a VMD domain's five-digit slot opens an lspci block ---

    @Test
    void aFiveDigitVmdDomainSlotOpensAnLspciBlock() {
        assumeIds();
        Map<String, HardwareFact> hw = hardware("""
                The drive behind the VMD domain:

                10000:01:00.0 Non-Volatile memory controller: Intel Corporation Device
                0a54 (prog-if 02 [NVM Express])
                \tKernel driver in use: nvme
                10000:00:02.0 PCI bridge [0604]: Intel Corporation Sky Lake-E PCI Express Root Port C [8086:2032] (rev 07)
                """);
        assertEquals("[8086:0a54, 8086:2032]", hw.keySet().stream().sorted().toList().toString(), hw.toString());
        assertEquals("07", hw.get("8086:2032").revision());
    }

    @Test
    void otherFiveDigitNumbersOpenNoBlock() {
        assumeIds();
        // near misses: six digits, a five-digit number not of the VMD range, a slot in running prose
        Map<String, HardwareFact> hw = hardware("""
                100000:01:00.0 Non-Volatile memory controller: Intel Corporation Device
                0a54 (prog-if 02 [NVM Express])

                20000:01:00.0 Non-Volatile memory controller: Intel Corporation Device
                0a54 (prog-if 02 [NVM Express])

                The bridge at 10000:00:02.0 stays in D3: Intel Corporation Device
                0a54 is behind it.
                """);
        assertTrue(hw.isEmpty(), hw.toString());
    }

    // --- a Subsystem line's vendor by a former name two vendor ids had ---

    @Test
    void aFormerVendorNameTwoIdsHadIsTheDevicesOwnVendor() {
        assumeIds();
        Map<String, HardwareFact> hw = hardware("""
                00:04.0 Network controller: Atheros Communications Inc. Device 0029 (rev 01)
                        Subsystem: Atheros Communications Inc. Device 30a1
                        Kernel driver in use: ath9k
                """);
        assertEquals("168c:30a1", hw.get("168c:0029").subsystem(), hw.toString());
        assertEquals("01", hw.get("168c:0029").revision());
    }

    @Test
    void aFormerVendorNameUnderAnotherVendorsDeviceStaysUnread() {
        assumeIds();
        // near miss: the device is neither of the two ids that had the name: which one made the board is unsaid
        Map<String, HardwareFact> hw = hardware("""
                02:00.0 Ethernet controller [0200]: Intel Corporation 82574L Gigabit Network Connection [8086:10d3]
                        Subsystem: Atheros Communications Inc. Device 30a1
                """);
        assertEquals(null, hw.get("8086:10d3").subsystem(), hw.toString());
    }

    // --- a revision of an ambiguous name goes to the id the same slot is listed with ---

    @Test
    void anAmbiguousNamesRevisionGoesToTheIdItsSlotIsListedWith() {
        assumeIds();
        Map<String, HardwareFact> hw = hardware("""
                00:07.0 PCI bridge: Broadcom HT2100 PCI-Express Bridge (rev a2)
                         Kernel driver in use: pcieport
                06:00.0 Ethernet controller: Intel Corporation 82572EI Gigabit Ethernet
                Controller (Copper) (rev 06)

                and the script says

                00:07.0 1166:0142 pcieport(builtin) "HT2100 PCI-Express Bridge"
                06:00.0 8086:10B9 e1000e(module) "82572EI Gigabit Ethernet Controller (Copper)"
                """);
        assertEquals("a2", hw.get("1166:0142").revision(), hw.toString());
        assertEquals("06", hw.get("8086:10b9").revision(), hw.toString());
    }

    @Test
    void aSlotListedWithAnotherDeviceGivesNoRevision() {
        assumeIds();
        // near misses: the slot's listed id is another device (a second machine), the slot is listed nowhere
        Map<String, HardwareFact> hw = hardware("""
                00:07.0 PCI bridge: Broadcom HT2100 PCI-Express Bridge (rev a2)
                00:08.0 PCI bridge: Broadcom HT2100 PCI-Express Bridge (rev a3)

                On the other box:

                00:07.0 8086:10b9 e1000e(module)
                """);
        assertTrue(hw.get("8086:10b9") == null || hw.get("8086:10b9").revision() == null, hw.toString());
        assertTrue(hw.keySet().stream().noneMatch(id -> id.startsWith("1166:")), hw.toString());
    }

    // --- kernels ---

    @Test
    void theKernelVersionIsAVersion() {
        Facts f = facts("Re: nvme timeouts after resume",
                "The kernel version is 5.4, centos release 7.6. Before that my Linux version was 4.18.\n");
        assertEquals("false", kernelQuoted(f, "5.4"));
        assertEquals("false", kernelQuoted(f, "4.18"));
        // near misses: another program's version, a version whose owner is unsaid
        Facts g = facts("Re: nvme timeouts after resume",
                "The driver version is 5.4 and the version is 3.1 here; firmware version was 2.7.\n");
        assertEquals("absent", kernelQuoted(g, "5.4"));
        assertEquals("absent", kernelQuoted(g, "3.1"));
        assertEquals("absent", kernelQuoted(g, "2.7"));
    }

    @Test
    void aCrashKernelsVersion() {
        Facts f = facts("Re: kdump hangs on this box",
                "I tried other versions (crashkernel 4.4, running kernel from 4.0 to master).\n");
        assertEquals("false", kernelQuoted(f, "4.4"));
        // near misses: the crashkernel= boot parameter's size, a number after the word on another line
        Facts g = facts("Re: kdump hangs on this box",
                "Booted with crashkernel=4.5G and crashkernel\n\n3.2 seconds later it hung.\n");
        assertEquals("absent", kernelQuoted(g, "4.5"));
        assertEquals("absent", kernelQuoted(g, "3.2"));
    }

    @Test
    void aThreePartNumberBeforeATitleIsASpecSection() {
        Facts f = facts("Re: [PATCH] PCI: frob: wait before the first config access",
                "> [1] \"PCI Express Base Specification\", REV. 4.0\n"
                        + ">     PCI Express, February 19 2014, 6.6.1 Conventional Reset\n\n"
                        + "Aren't the rules specified in 7.9.17 Readiness Time Reporting Extended Capability?\n"
                        + "See also 6.6.2: Function Level Reset, and \"2.3.2 Completion Handling Rules\".\n");
        assertEquals("absent", kernelQuoted(f, "6.6.1"));
        assertEquals("absent", kernelQuoted(f, "7.9.17"));
        assertEquals("absent", kernelQuoted(f, "6.6.2"));
        assertEquals("absent", kernelQuoted(f, "2.3.2"));
        // near misses: a kernel word before the number, a v-version, words of a sentence after it
        Facts g = facts("Re: frob hangs",
                "It hangs on kernel 5.4.2 Fedora Edition, tested 5.4.3 Works Fine, and v5.5.1 Boot Failure too.\n"
                        + "5.6.1 crashes the same way.\n");
        assertEquals("false", kernelQuoted(g, "5.4.2"));
        assertEquals("false", kernelQuoted(g, "5.4.3"));
        assertEquals("false", kernelQuoted(g, "5.5.1"));
        assertEquals("false", kernelQuoted(g, "5.6.1"));
    }

    @Test
    void aThreePartNumberBeforeATableIsASpecSection() {
        Facts f = facts("Re: [PATCH] PCI/PM: frob the D3hot delay",
                ">  \t * Mandatory transition delays; see PCI PM 1.2\n"
                        + ">  \t * 5.6.1 table 18\n\n"
                        + "The reference should change to 4.5.1 Table 4-6 and 7.5.3 Figure 12 of the new spec.\n"
                        + "As 4.5.1 says, the delay is 10 ms.\n");
        assertEquals("absent", kernelQuoted(f, "5.6.1"));
        assertEquals("absent", kernelQuoted(f, "4.5.1"));
        assertEquals("absent", kernelQuoted(f, "7.5.3"));
        // near misses: a kernel then a table of results, a v-version before "table", a two-part release
        Facts g = facts("Re: frob hangs",
                "On kernel 5.4.2 tables of results differ; v5.6.1 table 2 shows it, and 5.7 table 3 too.\n");
        assertEquals("false", kernelQuoted(g, "5.4.2"));
        assertEquals("false", kernelQuoted(g, "5.6.1"));
    }

    // --- hostile input ---

    @Test
    void hostileListingsFinishFastAndNeverThrow() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            b.append("> 10000:00:").append(String.format("%02x", i % 256)).append(".0 Ethernet controller: ")
                    .append("Atheros Communications Inc. Device 0029 Virtio network device ".repeat(3)).append('\n')
                    .append(">  \u00a0 \u00a0 ").append("Memory at 1000 ".repeat(50)).append('\n')
                    .append(">\t\t\t").append("(rev ca) ".repeat(20)).append('\n')
                    .append(">        Subsystem: Atheros Communications Inc. Device 2091\n")
                    .append(String.format("%02x:%02x.0 1166:0142 pcieport\n", i % 256, i / 256));
        }
        b.append("kernel version is ").append("is 5.3 ".repeat(5000)).append("crashkernel ").append("4.4 ".repeat(5000));
        String body = b.toString();
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            withIds.extract(HwMails.mail("Re: x", body));
            facts("Re: x", body);
        });
    }
}
