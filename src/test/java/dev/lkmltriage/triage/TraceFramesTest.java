package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 14: the call-trace fingerprint ({@link TraceFrames}) on invented traces of an invented "frobnic" driver,
 * in the shapes kernels print them (x86 hung task, x86 oops with RIP, WARNING site, arm64, 32-bit ARM, old
 * "[<addr>]" frames), with near misses: generic chains only, other machines' numbers, a lockdep dependency chain.
 */
class TraceFramesTest {
    /** A hung irq thread, as "INFO: task ... blocked" prints it, timestamped. */
    static final String HUNG = """
            [  363.112233] INFO: task irq/122-frobnic:140 blocked for more than 120 seconds.
            [  363.112240]       Not tainted 5.4.0-rc3 #1
            [  363.112245] "echo 0 > /proc/sys/kernel/hung_task_timeout_secs" disables this message.
            [  363.112250] irq/122-frobnic D    0   140      2 0x80004000
            [  363.112255] Call Trace:
            [  363.112260]  __schedule+0x2d8/0x760
            [  363.112262]  schedule+0x33/0xa0
            [  363.112264]  schedule_preempt_disabled+0xa/0x10
            [  363.112266]  __mutex_lock.isra.0+0x1a1/0x4b0
            [  363.112268]  ? frobnic_poll_status+0x11/0x40 [frobnic]
            [  363.112270]  frobnic_slot_disable+0x42/0x90 [frobnic]
            [  363.112272]  frobnic_handle_link_change+0x6d/0x120 [frobnic]
            [  363.112274]  frobnic_ist+0x1f2/0x230 [frobnic]
            [  363.112276]  irq_thread_fn+0x20/0x60
            [  363.112278]  irq_thread+0xdc/0x170
            [  363.112280]  kthread+0x113/0x130
            [  363.112282]  ret_from_fork+0x35/0x40
            """;

    /** The same hang on another machine: other times, numbers, offsets, no timestamps, a syslog prefix. */
    static final String HUNG_ELSEWHERE = """
            Oct  3 11:02:45 box kernel: INFO: task irq/56-frobnic:97 blocked for more than 122 seconds.
            Oct  3 11:02:45 box kernel: Call Trace:
            Oct  3 11:02:45 box kernel:  __schedule+0x2e0/0x770
            Oct  3 11:02:45 box kernel:  schedule+0x39/0xa0
            Oct  3 11:02:45 box kernel:  __mutex_lock+0x1c1/0x4d0
            Oct  3 11:02:45 box kernel:  frobnic_slot_disable+0x44/0x98 [frobnic]
            Oct  3 11:02:45 box kernel:  frobnic_handle_link_change+0x71/0x128 [frobnic]
            Oct  3 11:02:45 box kernel:  frobnic_ist+0x1fa/0x238 [frobnic]
            Oct  3 11:02:45 box kernel:  ? irq_finalize_oneshot.part.0+0xf0/0xf0
            Oct  3 11:02:45 box kernel:  kthread+0x120/0x140
            """;

    @Test
    void oneHangOnTwoMachinesGivesOneKeyWhateverTheirNumbers() {
        Set<String> a = TraceFrames.named(HUNG);
        assertEquals(Set.of("trace|frobnic_slot_disable>frobnic_handle_link_change>frobnic_ist"), a);
        assertEquals(a, TraceFrames.named(HUNG_ELSEWHERE));
        assertEquals(TraceFrames.keys(HUNG), TraceFrames.keys(HUNG_ELSEWHERE));
    }

    @Test
    void aQuotedTraceCountsAsTheSameTrace() {
        String quoted = "On Mon, Alice wrote:\n" + HUNG.lines().map(l -> "> " + l).reduce("", (x, y) -> x + y + "\n");
        assertEquals(TraceFrames.named(HUNG), TraceFrames.named(quoted));
    }

    @Test
    void anOopsKeysItsFaultingFunctionWithItsCallers() {
        String oops = """
                BUG: kernel NULL pointer dereference, address: 0000000000000010
                #PF: supervisor read access in kernel mode
                Oops: 0000 [#1] SMP PTI
                CPU: 3 PID: 812 Comm: modprobe Not tainted 5.8.0 #4
                Hardware name: Example Board/Example, BIOS 1.2 01/01/2020
                RIP: 0010:frobnic_map_bar+0x2a/0x80 [frobnic]
                Code: 48 8b 47 10 48 85 c0 74 12
                RSP: 0018:ffffb2c3c0a4bc38 EFLAGS: 00010246
                RAX: 0000000000000000 RBX: ffff9a5e4c2d8000 RCX: 0000000000000000
                Call Trace:
                 frobnic_setup_msix+0x61/0x1d0 [frobnic]
                 frobnic_probe+0x2f5/0x4a0 [frobnic]
                 local_pci_probe+0x42/0x80
                 pci_device_probe+0x107/0x1a0
                 really_probe+0x147/0x3c0
                """;
        assertEquals(Set.of("trace|frobnic_map_bar>frobnic_setup_msix>frobnic_probe"), TraceFrames.named(oops));
    }

    @Test
    void aWarningKeysItsSiteFunctionAndFileNotItsLine() {
        String a = "WARNING: CPU: 2 PID: 1 at drivers/pci/controller/pcie-frobnic.c:412 frobnic_irq_map+0x3c/0x60\n";
        String b = "[    4.1] WARNING: CPU: 0 PID: 77 at drivers/pci/controller/pcie-frobnic.c:409 "
                + "frobnic_irq_map.constprop.3+0x3e/0x64 [frobnic]\n";
        assertEquals(Set.of("site|frobnic_irq_map|drivers/pci/controller/pcie-frobnic.c"), TraceFrames.named(a));
        assertEquals(TraceFrames.named(a), TraceFrames.named(b));
    }

    @Test
    void arm64AndOldStyleAndArm32Frames() {
        String arm64 = """
                pc : frobnic_rd_conf+0x24/0x50
                lr : frobnic_rd_conf+0x1c/0x50
                sp : ffff80001004b9c0
                x29: ffff80001004b9c0 x28: 0000000000000000
                Call trace:
                 dump_backtrace+0x0/0x1e0
                 show_stack+0x18/0x28
                 frobnic_rd_conf+0x24/0x50
                 pci_bus_read_config_dword+0x7c/0xd0
                 pci_scan_single_device+0x80/0x100
                """;
        assertEquals(Set.of("trace|frobnic_rd_conf>pci_bus_read_config_dword>pci_scan_single_device"),
                TraceFrames.named(arm64));
        String old = """
                [  12.1] [<ffffffffa0123456>] frobnic_rd_conf+0x24/0x50 [frobnic]
                [  12.1] [<ffffffff81234567>] ? printk+0x48/0x50
                [  12.1] [<ffffffff81345678>] pci_bus_read_config_dword+0x7c/0xd0
                [  12.1] [<ffffffff81456789>] pci_scan_single_device+0x80/0x100
                """;
        assertEquals(TraceFrames.named(arm64), TraceFrames.named(old));
        String arm32 = """
                [<c04a1b2c>] (frobnic_rd_conf) from [<c04a2c3d>] (pci_bus_read_config_dword+0x7c/0xd0)
                [<c04a2c3d>] (pci_bus_read_config_dword) from [<c04a3d4e>] (pci_scan_single_device+0x80/0x100)
                [<c04a3d4e>] (pci_scan_single_device) from [<c04a4e5f>] (pci_scan_slot+0x30/0x100)
                """;
        assertEquals(TraceFrames.named(arm64), TraceFrames.named(arm32));
    }

    @Test
    void genericChainsAloneGiveNoKey() {
        // A sysfs remove: every frame is the VFS write path or the driver core (near miss: common to every
        // hot-remove report), and a hang in the scheduler and a workqueue.
        String remove = """
                Call Trace:
                 device_release_driver_internal+0xe8/0x1b0
                 pci_device_remove+0x3e/0xb0
                 pci_stop_bus_device+0x6e/0x90
                 pci_stop_and_remove_bus_device_locked+0x16/0x30
                 remove_store+0x7c/0x90
                 kernfs_fop_write+0x108/0x190
                 vfs_write+0xa5/0x1a0
                 ksys_write+0x59/0xd0
                 do_syscall_64+0x55/0x1b0
                 entry_SYSCALL_64_after_hwframe+0x44/0xa9
                 __schedule+0x2d8/0x760
                 schedule+0x33/0xa0
                 worker_thread+0x4d/0x400
                 kthread+0x113/0x130
                """;
        assertTrue(TraceFrames.named(remove).isEmpty(), TraceFrames.named(remove).toString());
        // Two specific frames are not enough: a helper and its caller are shared by many paths.
        assertTrue(TraceFrames.named(" frobnic_a+0x1/0x2\n frobnic_b+0x1/0x2\n kthread+0x1/0x2\n").isEmpty());
    }

    @Test
    void aLockdepDependencyChainIsNoTraceOfTheFault() {
        String lockdep = """
                WARNING: possible circular locking dependency detected
                the existing dependency chain (in reverse order) is:

                -> #1 (&ctrl->reset_lock){.+.+}:
                       frobnic_check_presence+0x23/0x80
                       frobnic_probe+0x90/0x1e0
                       pcie_port_probe_service+0x31/0x50

                -> #0 (pci_rescan_remove_lock){+.+.}:
                       frobnic_lock_rescan+0x15/0x20
                       frobnic_unconfigure+0x2d/0x120
                       frobnic_slot_disable+0x42/0x90

                stack backtrace:
                CPU: 0 PID: 140 Comm: irq/122-frobnic Not tainted 5.2.0-rc6 #1
                Call Trace:
                 dump_stack+0x5c/0x80
                 frobnic_lock_rescan+0x15/0x20
                 frobnic_unconfigure+0x2d/0x120
                 frobnic_ist+0x1f2/0x230
                """;
        assertEquals(Set.of("trace|frobnic_lock_rescan>frobnic_unconfigure>frobnic_ist"),
                TraceFrames.named(lockdep));
    }

    @Test
    void proseAndOffsetsWithoutFramesGiveNothing() {
        assertTrue(TraceFrames.named("The BAR is at base+0x100/0x200 of the window, see offset 0x40.\n").isEmpty());
        assertTrue(TraceFrames.named("no trace here\n").isEmpty());
        assertFalse(TraceFrames.mayHoldTrace("plain text"));
    }

    @Test
    void pathologicalInputStaysLinear() {
        StringBuilder many = new StringBuilder("Call Trace:\n");
        for (int i = 0; i < 1_000_000; i++) {
            many.append(" frobnic_f").append(i % 1000).append("+0x1/0x2\n");
        }
        String huge = "x+0x".repeat(2_500_000);
        // Linear, not fast: a million frame lines each go through a few anchored patterns (about 20 s on the
        // shared cores under other builds' load, a few seconds alone); the bound catches quadratic behaviour.
        assertTimeoutPreemptively(TimeBudget.seconds(90), () -> {
            assertTrue(TraceFrames.named(many.toString()).size() <= TraceFrames.MAX_KEYS);
            assertTrue(TraceFrames.named(huge).isEmpty());
            assertTrue(TraceFrames.named(("frobnic_a+0x1/0x2 ").repeat(500_000)).isEmpty());
        });
    }
}
