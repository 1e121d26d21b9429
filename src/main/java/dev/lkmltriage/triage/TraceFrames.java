package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A call-trace fingerprint (session 14): the frames of the traces a message pastes ({@code Call Trace:},
 * {@code Call trace:}, {@code Backtrace:}, a {@code RIP:}/{@code pc :} line, the {@code [<addr>] (f) from} lines of
 * 32-bit ARM), with offsets, addresses, timestamps, {@code ?} (unreliable) frames and the {@link #GENERIC} frames
 * dropped, keyed by each trace's head: its first {@value #RUN} consecutive remaining frames (nearest the fault; the
 * frames below are shared by every bug reached the same way, see the docs), plus the site of a {@code WARNING: ... at
 * file:line f+0x..} (function and file) or of a {@code kernel BUG at file:line!} (file and the faulting function).
 * Two mails carrying one key show one call chain: a maintainer ties a crash or hang report to another report of it,
 * or to the fix whose changelog pastes it, by exactly this. What differs between two machines (timestamps, {@code
 * CPU: N PID: N}, addresses, offsets, module lists, compiler clone suffixes such as {@code .isra.0}) does not enter a
 * key. Pure and linear: one pass over the lines, lines longer than {@value #MAX_LINE} characters (no frame is) are
 * not matched, and at most {@value #MAX_KEYS} keys are kept, the first (nearest the fault) ones.
 */
final class TraceFrames {
    /** Consecutive specific frames a key is made of: two are often a helper and its one caller, found everywhere. */
    static final int RUN = 3;
    static final int MAX_KEYS = 32;
    static final int MAX_LINE = 400;

    /** A kernel log line's prefix: syslog date and host, "kernel:", "[   12.345678]", a caller id "[  T123]". */
    private static final Pattern PREFIX = Pattern.compile(
            "^\\s*(?:<\\d>)?(?:[A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d \\S+ kernel:\\s*)?(?:kernel:\\s*)?"
            + "(?:\\[\\s*\\d+\\.\\d+\\]\\s*)?(?:\\[\\s*[TC]\\d+\\]\\s*)?");
    /** A frame: "func+0x1c/0x30 [mod]", "[<ffffffff81234567>] ? func+0x1c/0x30", each with optional address. */
    private static final Pattern FRAME = Pattern.compile(
            "^(?:\\[<?[0-9a-fA-F]+>?\\]\\s*)*(\\?\\s*)?([A-Za-z_][\\w.]*)\\+0x[0-9a-f]+/0x[0-9a-f]+");
    /** 32-bit ARM: "[<c0d1e4a8>] (func+0x3c/0x1a8) from [<c0d2...>] (caller+0x..)", or "(func) from". */
    private static final Pattern ARM_FRAME = Pattern.compile(
            "^\\[<[0-9a-fA-F]+>\\]\\s*\\(([A-Za-z_][\\w.]*)(?:\\+0x[0-9a-f]+/0x[0-9a-f]+)?\\)");
    /** The faulting function: "RIP: 0010:func+0x..", "EIP: func+0x..", "pc : func+0x..", "PC is at func+0x..". */
    private static final Pattern TOP = Pattern.compile(
            "^(?:RIP: [0-9a-f]{4}:|EIP: (?:[0-9a-f]{4}:)?|pc : |PC is at )(?:\\[<?[0-9a-fA-F]+>?\\]\\s*)*"
            + "([A-Za-z_][\\w.]*)\\+0x[0-9a-f]+/0x[0-9a-f]+");
    /** "WARNING: CPU: 1 PID: 99 at drivers/pci/foo.c:123 func+0x12/0x30 [mod]" (the CPU part is optional). */
    private static final Pattern WARNING = Pattern.compile(
            "^WARNING: (?:CPU: \\d+ PID: \\d+ )?at ([\\w./-]+\\.[ch]):\\d+ ([A-Za-z_][\\w.]*)\\+0x");
    /** "kernel BUG at drivers/pci/foo.c:123!": its function is the next RIP/pc line's. */
    private static final Pattern BUG_AT = Pattern.compile("^(?:------------\\[ cut here \\]------------\\s*)?"
            + "kernel BUG at ([\\w./-]+\\.[ch]):\\d+!");
    /**
     * Lines inside a trace that are no frame but do not end it: stack markers ({@code <IRQ>}, {@code </TASK>}),
     * register dumps ({@code RSP:}, {@code R10:}, {@code x29:}, {@code sp :}), the section headers and the
     * {@code CPU:}/{@code Hardware name:}/{@code Workqueue:} lines between a {@code RIP:} and its call trace.
     */
    private static final Pattern FURNITURE = Pattern.compile(
            "^(?:</?[A-Za-z]+>|[A-Z][A-Z0-9]{1,2}:|x\\d+\\s*:|sp :|lr :|pstate:|Call [Tt]race:|Backtrace:|Code:"
            + "|Modules linked in:|CPU:|Hardware name:|Workqueue:|Stack:|Exception stack|---\\[|Tainted:|Not tainted"
            + "|Function entered at|task:|Showing|NMI backtrace|Kernel panic|Oops:|Internal error:|\\s*\\.\\.\\.)");

    /**
     * Frames that say nothing about which bug this is, because nearly every trace of their kind passes through them:
     * the scheduler and sleeping (a hang's top frames), locking and lockdep, workqueues, kthreads and IRQ threads
     * (every deferred work's bottom frames), interrupt and exception entry, system-call entry and the generic VFS
     * and sysfs write path (every "echo 1 > remove"), printk/dump_stack and the WARN/BUG/oops machinery, RCU and
     * timer softirqs, and the driver core's probe/remove and module loading, through which every driver's bug is
     * reached: {@code pci_device_remove -> device_release_driver_internal -> ...} would tie every hot-remove report
     * to every other. A frame is generic when its name is listed, or starts with a listed prefix ending in '*'.
     */
    static final Set<String> GENERIC = Set.of(
            // the transmit watchdog (session 37): every network driver's queue timeout warns from its one site
            // ("NETDEV WATCHDOG: eth0 (drv): transmit queue 0 timed out", then "WARNING: ... at
            // net/sched/sch_generic.c:NNN dev_watchdog+0x..."), so the site names the symptom, not the driver's bug
            "dev_watchdog",
            // scheduler, sleeping
            "schedule", "__schedule", "schedule_timeout", "schedule_preempt_disabled", "schedule_hrtimeout_range",
            "io_schedule", "io_schedule_timeout", "wait_for_completion", "wait_for_completion_timeout",
            "wait_for_completion_interruptible", "wait_for_completion_killable", "__wait_for_common",
            "wait_for_common", "do_wait_for_common", "wait_woken", "msleep", "msleep_interruptible", "usleep_range",
            "__switch_to", "__switch_to_asm", "ret_from_kernel_thread", "kthread_stop", "kthread_park",
            "process_scheduled_works", "work_on_cpu", "__wake_up", "__wake_up_common", "__wake_up_common_lock",
            "rwsem_down_write_failed", "rwsem_down_read_failed", "call_rwsem_down_write_failed",
            "call_rwsem_down_read_failed", "save_stack", "save_stack_trace", "stack_trace_save",
            "print_address_description", "set_track", "__slab_free", "kfree", "kmalloc", "__kmalloc", "kzalloc",
            "kmem_cache_alloc", "kmem_cache_alloc_trace", "kmem_cache_free", "slab_free_freelist_hook",
            "preempt_schedule_common", "preempt_schedule", "preempt_schedule_irq", "_cond_resched", "__cond_resched",
            "schedule_idle", "do_idle", "cpu_startup_entry", "cpuidle_enter", "cpuidle_enter_state", "default_idle",
            "arch_cpu_idle", "default_idle_call", "start_secondary", "secondary_startup_64", "rest_init",
            "start_kernel", "x86_64_start_kernel", "x86_64_start_reservations", "kernel_init", "kernel_init_freeable",
            "do_one_initcall", "do_basic_setup", "do_initcalls", "flush_work", "__flush_work", "flush_workqueue",
            "synchronize_rcu", "synchronize_srcu", "__synchronize_srcu", "wait_rcu_gp", "__wait_rcu_gp",
            // locking, lockdep
            "mutex_lock", "mutex_lock_nested", "__mutex_lock", "__mutex_lock_slowpath", "mutex_lock_interruptible",
            "__mutex_lock_common", "mutex_unlock", "down", "down_read", "down_write", "__down", "__down_common",
            "down_timeout", "down_interruptible", "rwsem_down_read_slowpath", "rwsem_down_write_slowpath",
            "_raw_spin_lock", "_raw_spin_lock_irqsave", "_raw_spin_lock_irq", "_raw_spin_unlock_irqrestore",
            "_raw_spin_unlock_irq", "_raw_spin_unlock", "queued_spin_lock_slowpath", "lock_acquire",
            "__lock_acquire", "lock_release", "lock_is_held_type", "check_noncircular", "check_prev_add",
            "check_prevs_add", "validate_chain", "print_circular_bug", "check_irq_usage", "lockdep_rcu_suspicious",
            "rt_mutex_slowlock", "rt_spin_lock", "debug_lockdep_rcu_enabled", "___might_sleep", "__might_sleep",
            "might_sleep",
            // workqueue, kthread, irq thread
            "process_one_work", "worker_thread", "kthread", "ret_from_fork", "kthread_worker_fn", "irq_thread",
            "irq_thread_fn", "irq_forced_thread_fn", "smpboot_thread_fn", "rescuer_thread", "work_for_cpu_fn",
            "async_run_entry_fn",
            // interrupt and exception entry
            "handle_irq_event", "handle_irq_event_percpu", "__handle_irq_event_percpu", "handle_edge_irq",
            "handle_level_irq", "handle_fasteoi_irq", "handle_simple_irq", "generic_handle_irq", "handle_irq",
            "do_IRQ", "common_interrupt", "ret_from_intr", "irq_exit", "irq_exit_rcu", "__do_softirq",
            "do_softirq", "do_softirq_own_stack", "run_ksoftirqd", "__irq_exit_rcu", "invoke_softirq",
            "gic_handle_irq", "el1_irq", "el1_interrupt", "el1h_64_irq", "el1h_64_irq_handler", "el0_irq",
            "__handle_domain_irq", "handle_domain_irq", "generic_handle_domain_irq", "call_on_stack",
            "sysvec_apic_timer_interrupt", "apic_timer_interrupt", "smp_apic_timer_interrupt",
            "hrtimer_interrupt", "__hrtimer_run_queues", "__run_hrtimer", "tick_sched_timer", "tick_sched_handle",
            "update_process_times", "run_timer_softirq", "__run_timers", "call_timer_fn", "expire_timers",
            "rcu_core", "rcu_do_batch", "rcu_core_si", "rcu_process_callbacks", "nmi_handle", "default_do_nmi",
            "do_nmi", "end_repeat_nmi", "exc_nmi", "asm_exc_nmi", "nmi_cpu_backtrace", "nmi_trigger_cpumask_backtrace",
            "arch_trigger_cpumask_backtrace", "rcu_dump_cpu_stacks", "rcu_sched_clock_irq", "print_cpu_stall",
            "watchdog", "watchdog_timer_fn", "hung_task_panic", "check_hung_uninterruptible_tasks",
            "check_hung_task", "el1_sync", "el1_sync_handler", "el1_abort", "el1_da", "el1h_64_sync",
            "el1h_64_sync_handler", "el0_sync", "el0_sync_handler", "el0_svc", "el0_svc_common", "el0_svc_handler",
            "el0t_64_sync", "el0t_64_sync_handler", "do_el0_svc", "invoke_syscall", "do_mem_abort", "do_page_fault",
            "do_translation_fault", "__do_kernel_fault", "do_kernel_fault", "die_kernel_fault", "__do_page_fault",
            "page_fault", "exc_page_fault", "asm_exc_page_fault", "handle_page_fault", "no_context",
            "__bad_area_nosemaphore", "bad_area_nosemaphore", "bad_area", "do_user_addr_fault",
            "do_kern_addr_fault", "page_fault_oops", "kernelmode_fixup_or_oops", "do_general_protection",
            "exc_general_protection", "asm_exc_general_protection", "general_protection", "do_error_trap",
            "do_trap", "do_invalid_op", "invalid_op", "exc_invalid_op", "asm_exc_invalid_op", "handle_bug",
            "do_int3", "exc_int3", "do_debug", "bug_handler", "call_break_hook", "brk_handler", "do_debug_exception",
            "el1_dbg", "mce_panic", "nmi_panic", "add_taint", "arm64_serror_panic", "do_serror", "el1_error",
            "__pte_error", "el1_serror", "el1h_64_error", "el1h_64_error_handler", "arm64_notify_die", "do_sea",
            // system-call entry, VFS/sysfs writes
            "entry_SYSCALL_64_after_hwframe", "entry_SYSCALL_64", "do_syscall_64", "entry_SYSCALL_64_fastpath",
            "system_call_fastpath", "system_call", "ret_fast_syscall", "syscall_exit_to_user_mode",
            "exit_to_user_mode_prepare", "entry_SYSENTER_32", "do_fast_syscall_32", "__do_fast_syscall_32",
            "entry_INT80_32", "do_int80_syscall_32", "ksys_write", "ksys_read", "ksys_ioctl", "vfs_write",
            "vfs_read", "__vfs_write", "__vfs_read", "new_sync_write", "new_sync_read", "kernfs_fop_write",
            "kernfs_fop_write_iter", "kernfs_fop_read", "kernfs_fop_read_iter", "sysfs_kf_write", "sysfs_kf_read",
            "dev_attr_store", "dev_attr_show", "seq_read", "seq_read_iter", "vfs_ioctl", "do_vfs_ioctl",
            "do_sys_open", "do_sys_openat2", "do_filp_open", "path_openat", "do_dentry_open", "chrdev_open",
            "vfs_open", "do_exit", "do_group_exit", "get_signal", "do_signal", "task_work_run", "__fput",
            "____fput", "fput", "filp_close", "__close_fd", "exit_to_usermode_loop", "prepare_exit_to_usermode",
            "exit_to_user_mode_loop", "arch_do_signal_or_restart", "do_notify_resume", "work_pending",
            "ret_to_user", "kernel_write", "__kernel_write", "kernel_read", "mmput", "exit_mmap",
            // printk, dump_stack, WARN/BUG/oops machinery
            "dump_stack", "dump_stack_lvl", "__dump_stack", "show_stack", "dump_backtrace", "show_trace_log_lvl",
            "show_regs", "__show_regs", "printk", "vprintk", "vprintk_emit", "vprintk_default", "vprintk_func",
            "console_unlock", "_printk", "__warn", "warn_slowpath_fmt", "warn_slowpath_null", "warn_slowpath_common",
            "report_bug", "panic", "die", "oops_end", "__die", "__die_body", "bust_spinlocks", "dump_header",
            "print_report", "kasan_report", "__kasan_report", "kasan_report_invalid_free", "check_memory_region",
            "__asan_load4", "__asan_load8", "__asan_store4", "__asan_store8", "ubsan_epilogue",
            "lockdep_print_held_locks", "debug_show_all_locks", "sched_show_task", "show_state_filter",
            "sysrq_handle_showstate", "__handle_sysrq",
            // driver core probe/remove, module loading, device add
            "really_probe", "driver_probe_device", "__driver_probe_device", "__driver_attach",
            "__driver_attach_async_helper", "bus_for_each_dev", "bus_add_driver", "driver_register",
            "__pci_register_driver", "driver_attach", "device_driver_attach", "__device_attach",
            "__device_attach_driver", "bus_for_each_drv", "device_initial_probe", "bus_probe_device", "device_attach",
            "device_add", "device_register", "device_del", "device_unregister", "device_release_driver",
            "device_release_driver_internal", "__device_release_driver", "driver_detach", "bus_remove_driver",
            "driver_unregister", "bus_remove_device", "pci_device_probe", "local_pci_probe", "pci_call_probe",
            "pci_device_remove", "pci_stop_bus_device", "pci_stop_and_remove_bus_device",
            "pci_stop_and_remove_bus_device_locked", "pci_remove_bus_device", "pci_bus_add_device",
            "pci_bus_add_devices", "remove_store", "rescan_store", "dev_rescan_store", "bus_rescan_store",
            "driver_probe_done", "deferred_probe_work_func", "platform_drv_probe", "platform_probe",
            "platform_drv_remove", "platform_remove", "do_init_module", "load_module", "__do_sys_finit_module",
            "__x64_sys_finit_module", "__se_sys_finit_module", "__do_sys_init_module", "__x64_sys_init_module",
            "__se_sys_init_module", "__arm64_sys_finit_module", "__arm64_sys_init_module", "sys_finit_module",
            "sys_init_module", "delete_module", "__do_sys_delete_module", "__x64_sys_delete_module",
            "__se_sys_delete_module", "__arm64_sys_delete_module", "kobject_uevent_env", "kobject_add",
            "kobject_del", "kobject_put", "kobject_release", "kref_put", "device_release", "sysfs_warn_dup",
            "sysfs_create_dir_ns", "kobject_add_internal", "kobject_init_and_add", "kernfs_remove_by_name_ns",
            "sysfs_remove_group", "sysfs_create_group", "internal_create_group");
    /** Prefixes of generic frames: system-call stubs ({@code __x64_sys_write}, {@code __se_sys_ioctl}), ... */
    private static final String[] GENERIC_PREFIXES = {"__x64_sys_", "__ia32_sys_", "__se_sys_", "__do_sys_",
        "__arm64_sys_", "ksys_", "sys_", "asm_", "entry_", "lock_", "_raw_", "do_raw_", "lockdep_", "rcu_", "kasan_",
        "__asan_", "__ubsan_", "printk", "vprintk", "dump_", "show_", "__sanitizer_", "__kasan_", "____kasan_"};

    private TraceFrames() {
    }

    /** Keys of the traces in the mail's own text, and in its quotes when {@code quotes} (an answer standing for a report). */
    static Set<Long> of(Mail mail, boolean quotes) {
        return hashed(named(mail, quotes));
    }

    /** {@link #of} before hashing: "trace|a>b>c", "site|f|file", "bug|f|file" (for tests and measuring). */
    static Set<String> named(Mail mail, boolean quotes) {
        String text = mail.text();
        Set<String> out = new LinkedHashSet<>();
        if (!mayHoldTrace(text)) {
            return out;
        }
        if (mail.spans().isEmpty()) {
            return named(text);
        }
        Scan scan = new Scan(out);
        int s = 0;
        List<Span> spans = mail.spans();
        int start = 0;
        while (start < text.length() && out.size() < MAX_KEYS) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            while (s < spans.size() && spans.get(s).end() <= start) {
                s++;
            }
            SpanKind kind = s < spans.size() && spans.get(s).contains(start) ? spans.get(s).kind() : SpanKind.PROSE;
            if (kind == SpanKind.PROSE || quotes && kind == SpanKind.QUOTE) {
                scan.line(text, start, end);
            } else {
                scan.breakBlock();
            }
            start = end + 1;
        }
        scan.breakBlock();
        return out;
    }

    /** Keys of the traces in {@code text}, every line counting (quote marks stripped). */
    static Set<Long> keys(String text) {
        return hashed(named(text));
    }

    /** {@link #keys} before hashing. */
    static Set<String> named(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (!mayHoldTrace(text)) {
            return out;
        }
        Scan scan = new Scan(out);
        int start = 0;
        while (start < text.length() && out.size() < MAX_KEYS) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            scan.line(text, start, end);
            start = end + 1;
        }
        scan.breakBlock();
        return out;
    }

    private static Set<Long> hashed(Set<String> keys) {
        Set<Long> out = new LinkedHashSet<>();
        keys.forEach(k -> out.add(LogLines.hash(k)));
        return out;
    }

    /** Whether a frame's offset ("+0x") or a 32-bit ARM "from [<" is anywhere: most mail holds no trace. */
    static boolean mayHoldTrace(String text) {
        return text.contains("+0x") || text.contains(") from [<");
    }

    /** The function's name as builds agree on it: without a compiler clone's suffix ("foo.isra.0", "foo.cold"). */
    static String function(String name) {
        int dot = name.indexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    static boolean generic(String function) {
        if (GENERIC.contains(function)) {
            return true;
        }
        for (String p : GENERIC_PREFIXES) {
            if (function.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    /** One pass over lines: the current block's remaining frames, and a BUG site waiting for its function. */
    private static final class Scan {
        private final Set<String> out;
        private final List<String> frames = new ArrayList<>();
        /** Keys made in the current block so far: only its head, nearest the fault, is kept. */
        private int made;
        /** Inside a lockdep report's dependency chain ("-> #1 (&lock){+.+.}:" stacks), until "stack backtrace:". */
        private boolean lockChain;
        /** A "kernel BUG at" file, waiting at most {@value #BUG_LINES} lines for its RIP/pc line. */
        private String bugFile;
        private int bugLines;
        private static final int BUG_LINES = 12;

        Scan(Set<String> out) {
            this.out = out;
        }

        void line(String text, int start, int end) {
            if (end - start > MAX_LINE) {
                breakBlock();
                return;
            }
            if (bugFile != null && ++bugLines > BUG_LINES) {
                bugFile = null;
            }
            String line = text.substring(start, end);
            int q = 0;
            while (q < line.length() && (line.charAt(q) == '>' || line.charAt(q) == ' ' || line.charAt(q) == '|')) {
                q++;
            }
            if (q > 0 && line.indexOf('>') >= 0 && line.indexOf('>') < q) {
                line = line.substring(q);
            }
            Matcher p = PREFIX.matcher(line);
            String body = p.lookingAt() ? line.substring(p.end()) : line;
            body = body.stripTrailing();
            if (body.isEmpty()) {
                breakBlock();
                return;
            }
            if (body.startsWith("-> #")) {
                breakBlock();
                lockChain = true;
                return;
            }
            if (body.startsWith("stack backtrace:")) {
                breakBlock();
                lockChain = false;
                return;
            }
            if (body.startsWith("Call Trace:") || body.startsWith("Call trace:")) {
                // the trace itself (after a RIP: line, whose function is its top frame): no block break
                lockChain = false;
                return;
            }
            if (lockChain) {
                return;
            }
            Matcher m = WARNING.matcher(body);
            if (m.lookingAt()) {
                breakBlock();
                String f = function(m.group(2));
                if (!generic(f)) {
                    add("site|" + f + "|" + m.group(1));
                }
                return;
            }
            m = BUG_AT.matcher(body);
            if (m.lookingAt()) {
                breakBlock();
                bugFile = m.group(1);
                bugLines = 0;
                return;
            }
            m = TOP.matcher(body);
            if (m.lookingAt()) {
                String f = function(m.group(1));
                if (bugFile != null) {
                    add("bug|" + f + "|" + bugFile);
                    bugFile = null;
                }
                frame(f);
                return;
            }
            m = FRAME.matcher(body);
            if (m.lookingAt()) {
                if (m.group(1) == null) {
                    frame(function(m.group(2)));
                }
                return;
            }
            m = ARM_FRAME.matcher(body);
            if (m.lookingAt()) {
                frame(function(m.group(1)));
                return;
            }
            if (!FURNITURE.matcher(body).lookingAt()) {
                breakBlock();
            }
        }

        private void frame(String f) {
            if (made > 0) {
                return;
            }
            if (generic(f) || !frames.isEmpty() && frames.get(frames.size() - 1).equals(f)) {
                return;
            }
            frames.add(f);
            if (frames.size() >= RUN) {
                int n = frames.size();
                if (made++ == 0) {
                    add("trace|" + frames.get(0) + ">" + frames.get(1) + ">" + frames.get(2));
                }
            }
        }

        void breakBlock() {
            frames.clear();
            made = 0;
        }

        private void add(String key) {
            if (out.size() < MAX_KEYS) {
                out.add(key);
            }
        }
    }
}
