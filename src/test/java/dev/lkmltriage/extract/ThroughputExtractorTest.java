package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden table: message text in, figures out as {@code text|bits/s|tool|direction|interval}, one per line, in text
 * order; "" for none. Formats from issue 3, then the traps that look like rates and are not.
 */
class ThroughputExtractorTest {
    private final ThroughputExtractor extractor = new ThroughputExtractor();

    static Stream<Arguments> table() {
        return Stream.of(
                // iperf2 summary without any context: no direction
                row("[  5]  0.0-10.0 sec   832 MBytes   696 Mbits/sec",
                        "696 Mbits/sec|696000000|iperf|null|false"),
                // iperf2 client with per-interval lines and the summary
                row("""
                        ------------------------------------------------------------
                        Client connecting to 10.0.0.2, TCP port 5001
                        TCP window size: 85.0 KByte (default)
                        ------------------------------------------------------------
                        [  3] local 10.0.0.1 port 50112 connected with 10.0.0.2 port 5001
                        [ ID] Interval       Transfer     Bandwidth
                        [  3]  0.0- 1.0 sec   112 MBytes   940 Mbits/sec
                        [  3]  1.0- 2.0 sec   111 MBytes   931 Mbits/sec
                        [  3]  0.0- 2.0 sec   223 MBytes   936 Mbits/sec
                        """,
                        "940 Mbits/sec|940000000|iperf|send|true",
                        "931 Mbits/sec|931000000|iperf|send|true",
                        "936 Mbits/sec|936000000|iperf|send|false"),
                // iperf2 server side
                row("""
                        Server listening on TCP port 5001
                        [  4] local 10.0.0.2 port 5001 connected with 10.0.0.1 port 51234
                        [  4]  0.0-10.0 sec  1.09 GBytes   938 Mbits/sec
                        """,
                        "938 Mbits/sec|938000000|iperf|receive|false"),
                // iperf3 client: intervals, then sender and receiver summaries
                row("""
                        $ iperf3 -c 10.0.0.2
                        Connecting to host 10.0.0.2, port 5201
                        [  5] local 10.0.0.1 port 43512 connected to 10.0.0.2 port 5201
                        [ ID] Interval           Transfer     Bitrate         Retr  Cwnd
                        [  5]   0.00-1.00   sec   112 MBytes   941 Mbits/sec    0    375 KBytes
                        [  5]   1.00-2.00   sec   111 MBytes   934 Mbits/sec    0    375 KBytes
                        - - - - - - - - - - - - - - - - - - - - - - - - -
                        [ ID] Interval           Transfer     Bitrate         Retr
                        [  5]   0.00-2.00   sec   223 MBytes   937 Mbits/sec    0             sender
                        [  5]   0.00-2.04   sec   222 MBytes   915 Mbits/sec                  receiver

                        iperf Done.
                        """,
                        "941 Mbits/sec|941000000|iperf3|send|true",
                        "934 Mbits/sec|934000000|iperf3|send|true",
                        "937 Mbits/sec|937000000|iperf3|send|false",
                        "915 Mbits/sec|915000000|iperf3|send|false"),
                // iperf3 -R: the server sends, we receive
                row("""
                        # iperf3 -c 10.0.0.2 -R
                        Connecting to host 10.0.0.2, port 5201
                        Reverse mode, remote host 10.0.0.2 is sending
                        [  5]   0.00-10.00  sec  1.09 GBytes   935 Mbits/sec    0   sender
                        [  5]   0.00-10.00  sec  1.09 GBytes   933 Mbits/sec        receiver
                        """,
                        "935 Mbits/sec|935000000|iperf3|receive|false",
                        "933 Mbits/sec|933000000|iperf3|receive|false"),
                // iperf3 summary lines pasted alone: the sender column names an end of the test, not which end the
                // reporter's machine was (corpus rule: output without its command line has no direction of its own)
                row("[  5]   0.00-10.00  sec  1.09 GBytes   935 Mbits/sec    0   sender",
                        "935 Mbits/sec|935000000|iperf3|null|false"),
                // ... the sentence that introduces the pasted block says it
                row("""
                        Reverting it on top of 6.4.1 brings downloads back to normal:

                        [  5]   0.00-5.00   sec   507 MBytes   851 Mbits/sec    0             sender
                        [  5]   0.00-5.00   sec   504 MBytes   846 Mbits/sec                  receiver
                        """,
                        "851 Mbits/sec|851000000|iperf3|receive|false",
                        "846 Mbits/sec|846000000|iperf3|receive|false"),
                row("""
                        Upload with the patch:
                        [ ID] Interval           Transfer     Bitrate         Retr
                        [  5]   0.00-5.00   sec   507 MBytes   851 Mbits/sec    0             sender
                        """,
                        "851 Mbits/sec|851000000|iperf3|send|false"),
                // ... but only a sentence ending in ':' right above it
                row("""
                        Downloads are fine.

                        Here is what I see.

                        [  5]   0.00-5.00   sec   507 MBytes   851 Mbits/sec    0             sender
                        """,
                        "851 Mbits/sec|851000000|iperf3|null|false"),
                // result lines behind a short label (the kernel each was measured on)
                row("""
                        $ iperf3 -c fileserver -R

                        5.8.18: [  5]   0.00-10.00  sec  11.0 GBytes  9.41 Gbits/sec                  receiver
                        5.9.1:  [  5]   0.00-10.00  sec  7.22 GBytes  6.20 Gbits/sec                  receiver
                        """,
                        "9.41 Gbits/sec|9410000000|iperf3|receive|false",
                        "6.20 Gbits/sec|6200000000|iperf3|receive|false"),
                // a long prefix or a tab before the bracket is no label
                row("a sentence that goes on for a while: [  5]   0.00-10.00  sec  11.0 GBytes  9.41 Gbits/sec",
                        "9.41 Gbits/sec|9410000000|prose|null|false"),
                // iperf3 --bidir tags
                row("""
                        [  5][TX-C]   0.00-10.00  sec  1.09 GBytes   935 Mbits/sec    0   sender
                        [  7][RX-C]   0.00-10.00  sec   504 MBytes   423 Mbits/sec        receiver
                        """,
                        "935 Mbits/sec|935000000|iperf3|send|false",
                        "423 Mbits/sec|423000000|iperf3|receive|false"),
                // iperf2 with a rate in bytes (-f M) and a [SUM] line
                row("""
                        [  3]  0.0-10.0 sec   560 MBytes  56.0 MBytes/sec
                        [  4]  0.0-10.0 sec   550 MBytes  55.0 MBytes/sec
                        [SUM]  0.0-10.0 sec  1110 MBytes   111 MBytes/sec
                        """,
                        "56.0 MBytes/sec|448000000|iperf|null|false",
                        "55.0 MBytes/sec|440000000|iperf|null|false",
                        "111 MBytes/sec|888000000|iperf|null|false"),
                // netperf TCP_STREAM
                row("""
                        MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 10.0.0.2 () port 0 AF_INET
                        Recv   Send    Send
                        Socket Socket  Message  Elapsed
                        Size   Size    Size     Time     Throughput
                        bytes  bytes   bytes    secs.    10^6bits/sec

                         87380  16384  16384    10.00     941.35
                        """,
                        "941.35|941350000|netperf|send|false"),
                // netperf UDP_STREAM: send row, then the shorter receive row
                row("""
                        MIGRATED UDP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 10.0.0.2 () port 0 AF_INET
                        Socket  Message  Elapsed      Messages
                        Size    Size     Time         Okay Errors   Throughput
                        bytes   bytes    secs            #      #   10^6bits/sec

                        212992   65507   10.00       18292      0     958.53
                        212992           10.00       18100            947.92
                        """,
                        "958.53|958530000|netperf|send|false",
                        "947.92|947920000|netperf|receive|false"),
                // netperf TCP_MAERTS with CPU columns, throughput in 10^3 bits
                row("""
                        MIGRATED TCP MAERTS TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 10.0.0.2 () port 0 AF_INET
                        Recv   Send    Send                          Utilization       Service Demand
                        Socket Socket  Message  Elapsed              Send     Recv     Send    Recv
                        Size   Size    Size     Time     Throughput  local    remote   local   remote
                        bytes  bytes   bytes    secs.    10^3bits/s  % S      % S      us/KB   us/KB

                         87380  16384  16384    10.00    941350.2   12.34    23.45    0.429   0.816
                        """,
                        "941350.2|941350200|netperf|receive|false"),
                // prose, from the seeds and the issue
                row("send performance is bad, around\n32MB/s. In 2.6.22 it was around 83MB/s.",
                        "around 32MB/s|256000000|prose|send|false",
                        "around 83MB/s|664000000|prose|send|false"),
                row("the receive performance has increased from around 85MB/s to 96MB/s at the same time!",
                        "around 85MB/s|680000000|prose|receive|false",
                        "96MB/s|768000000|prose|receive|false"),
                row("its cpu limited i guess and maxes at\n400mbit~. (without High Resolution Timers )",
                        "400mbit~|400000000|prose|null|false"),
                row("with High Resolution Timers off it would only do 50-70mbit.",
                        "50-70mbit|50000000|prose|null|false",
                        "50-70mbit|70000000|prose|null|false"),
                row("I get ~400mbit with 6.1 and 50 - 70 Mbit/s with 6.2",
                        "~400mbit|400000000|prose|null|false",
                        "50 - 70 Mbit/s|50000000|prose|null|false",
                        "50 - 70 Mbit/s|70000000|prose|null|false"),
                // a change written with one unit: both figures
                row("TCP transmit drops from 941 to 612 Mbit/s with 5.10-rc3",
                        "941|941000000|prose|send|false",
                        "612 Mbit/s|612000000|prose|send|false"),
                row("upload throughput collapsed in 3.13 (24 -> 4 Mbit/s)",
                        "24|24000000|prose|send|false",
                        "4 Mbit/s|4000000|prose|send|false"),
                row("multi-stream TCP throughput drops from 9.4 to ~6 Gbit/s with 6.2",
                        "9.4|9400000000|prose|null|false",
                        "~6 Gbit/s|6000000000|prose|null|false"),
                row("went from 850 to about 220 Mbit/s",
                        "850|850000000|prose|null|false",
                        "about 220 Mbit/s|220000000|prose|null|false"),
                row("with the fix: 300 \u2192 900 Mbit/s",
                        "300|300000000|prose|null|false",
                        "900 Mbit/s|900000000|prose|null|false"),
                row("The same board ran at 930+ Mbit/s under Knoppix",
                        "930+ Mbit/s|930000000|prose|null|false"),
                // not a change: versions and counts before "to" without a rate after the second number
                row("moved from 5.9 to 5.10 and from 4 to 8 queues, Speed: 1000Mb/s"),
                row("TX:940Mbps at 10:30 Mbit/s", "940Mbps|940000000|prose|send|false"),
                row("TX: 940 Mbit/s, RX: 300 Mbit/s",
                        "940 Mbit/s|940000000|prose|send|false",
                        "300 Mbit/s|300000000|prose|receive|false"),
                row("We measured 1.2 Gbit/s (TX) and 250Mbps (RX).",
                        "1.2 Gbit/s|1200000000|prose|send|false",
                        "250Mbps|250000000|prose|receive|false"),
                row("scp runs at 180KB/s, rsync at 900 KiB/s and cp at 2 MiB/s",
                        "180KB/s|1440000|prose|null|false",
                        "900 KiB/s|7372800|prose|null|false",
                        "2 MiB/s|16777216|prose|null|false"),
                row("Throughput fell to 1.5 GB/s from 10 Gbits/sec; a second box did 500 kbps, a third 35 MBytes/sec.",
                        "1.5 GB/s|12000000000|prose|null|false",
                        "10 Gbits/sec|10000000000|prose|null|false",
                        "500 kbps|500000|prose|null|false",
                        "35 MBytes/sec|280000000|prose|null|false"),
                row("Downloads crawl at 1,200 kbit/s", "1,200 kbit/s|1200000|prose|receive|false"),
                row("I downloaded 6.4 and sent the logs; it does 300 megabits per second",
                        "300 megabits per second|300000000|prose|null|false"),
                // storage, kept with the tool that printed it
                row("1073741824 bytes (1.1 GB, 1.0 GiB) copied, 8.9 s, 120 MB/s",
                        "120 MB/s|960000000|dd|null|false"),
                row(" Timing buffered disk reads: 354 MB in  3.01 seconds = 117.59 MB/sec",
                        "117.59 MB/sec|940720000|hdparm|null|false"),
                row("  READ: bw=1234MiB/s (1294MB/s), 1234MiB/s-1234MiB/s (1294MB/s-1294MB/s), io=12.1GiB (13.0GB)",
                        "1234MiB/s|10351542272|fio|null|false"),
                // traps: link speeds and capabilities
                row("e1000e 0000:00:19.0 eth0: NIC Link is Up 1000 Mbps Full Duplex, Flow Control: Rx/Tx"),
                row("\tSpeed: 1000Mb/s\n\tDuplex: Full"),
                row("\tSupported link modes:   10baseT/Half 10baseT/Full 1000baseT/Full"),
                row("r8169 0000:01:00.0 eth0: Link is Up - 1Gbps/Full - flow control rx/tx"),
                row("[    2.396111] ata1: SATA link up 6.0 Gbps (SStatus 133 SControl 300)"),
                row("ata1: limiting SATA link speed to 3.0 Gbps"),
                row("pci 0000:01:00.0: 7.876 Gb/s available PCIe bandwidth, limited by 8.0 GT/s PCIe x1 link at "
                        + "0000:00:1c.0 (capable of 31.504 Gb/s with 8.0 GT/s PCIe x4 link)"),
                row("pcieport 0000:04:00.0: 31.504 Gb/s available PCIe\nbandwidth, limited by 2.5 GT/s x1 link at "
                        + "0000:00:00.0 (capable of\n126.016 Gb/s with 8 GT/s x16 link)"),
                row("\t\tLnkSta:\tSpeed 8GT/s (ok), Width x4 (ok)"),
                row("ahci 0000:00:17.0: AHCI 0001.0301 32 slots 1 ports 6 Gbps 0x1 impl RAID mode"),
                row("the card is a 100Mbit link, on a 10/100/1000 Mbps Ethernet switch and a 5Gbps PHY"),
                row("it is a gigabit card on a 1 Gbps port"),
                row("\ttx bitrate:\t866.7 MBit/s VHT-MCS 9 80MHz short GI VHT-NSS 2"),
                row("wlan0     IEEE 802.11  ESSID:\"home\"  Bit Rate=54 Mb/s   Tx-Power=20 dBm"),
                // traps: targets, volumes, window sizes, MSS, tc rates
                row("$ iperf3 -c 10.0.0.2 -u -b 100M"),
                row("$ iperf -c gw -b 500Mbit -t 30"),
                row("[  5] 0.0-10.0 sec 832 MBytes"),
                row("TCP window size: 85.3 KByte (default)"),
                row("[  5] MSS size 7148 bytes (MTU 7188 bytes, unknown interface)"),
                row("tc qdisc add dev veth0 root tbf rate 100mbit burst 32kbit latency 400ms"),
                row("copied a 50MB file and a 4G image"),
                // traps: other benchmarks and other rates
                row("[    3.208482] raid6: avx2x4 gen() 23782 MB/s"),
                row("memory bandwidth is about 12 GB/s here"),
                row("2019-10-18 07:36:16 (46.7 MB/s) - 'patch.lore' saved [9744/9744]"),
                row("X-Gm-Message-State: AOAM533yj6bpsb5LIeN2CQrKzxcBEWwGmcfzgyAhrxOStOHFeaxWGcku"),
                row("b=qIC8M6dcNADqft5Mbps1YTaUOMGplKt73bLymfq+5OxYGys0Dw=="),
                row("> +\t * but the PCIe root port support is > 2.5 GB/s."),
                row("kernel 2.6.22-70mbit"),
                row("version 1.2.3 MB/s"));
    }

    private static Arguments row(String text, String... expected) {
        return Arguments.of(text, String.join("\n", expected));
    }

    @ParameterizedTest
    @MethodSource("table")
    void golden(String text, String expected) {
        List<ThroughputFact> facts = extractor.extractUnsafe(FiguresMails.mail(text), List.of());
        assertEquals(expected, describe(facts), text);
        for (ThroughputFact f : facts) {
            assertEquals(false, f.quoted());
        }
    }

    /** The Subject is prose too; its figures come first, at offset 0, never quoted. */
    @org.junit.jupiter.api.Test
    void subjectFiguresComeFirst() {
        List<ThroughputFact> facts = extractor.extractUnsafe(FiguresMails.mail(
                "Re: r8152: RTL8153 upload speed drops to ~380 Mbit/s on 5.13", "> Downloads reach 940 Mbit/s.\n"),
                List.of());
        assertEquals("~380 Mbit/s|380000000|prose|send|false\n940 Mbit/s|940000000|prose|receive|false",
                describe(facts));
        assertEquals(0, facts.get(0).start());
        assertEquals(0, facts.get(0).end());
        assertEquals(false, facts.get(0).quoted());
        assertEquals(true, facts.get(1).quoted());
        assertEquals(List.of(), extractor.extractUnsafe(FiguresMails.mail(
                "igb: NIC Link is Up 1000 Mbps Full Duplex, 2.5 GT/s", "no figures here\n"), List.of()));
    }

    static String describe(List<ThroughputFact> facts) {
        return facts.stream().map(f -> String.format(Locale.ROOT, "%s|%.0f|%s|%s|%s", f.text(), f.bitsPerSecond(),
                f.tool(), f.direction(), f.interval())).collect(Collectors.joining("\n"));
    }
}
