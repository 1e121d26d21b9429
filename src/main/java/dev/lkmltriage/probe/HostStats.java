package dev.lkmltriage.probe;

/**
 * What reporters paste from vmstat by hand, measured from /proc over a span of the test: host-wide CPU shares in
 * percent (user includes nice, system includes hard irq, idle includes iowait, steal is time a hypervisor gave to
 * other guests; together they add up to 100), interrupts and context switches per second, and the host's TCP
 * segments retransmitted and sent in that span (/proc/net/snmp; host-wide, so other traffic on the host counts too).
 */
public record HostStats(double seconds, double cpuUser, double cpuSystem, double cpuSoftirq, double cpuIdle,
        double cpuSteal, double interruptsPerSec, double contextSwitchesPerSec, long tcpRetransSegs, long tcpOutSegs) {
}
