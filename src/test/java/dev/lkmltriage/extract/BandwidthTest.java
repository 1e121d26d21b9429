package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Bandwidth: parse every unit people and tools write, refuse what is not a rate, format for people. */
class BandwidthTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "463 Mbits/sec|463000000",
        "83MB/s|664000000",
        "1.09 Gbits/sec|1090000000",
        "54.0 Mbits/sec|54000000",
        "~400mbit|400000000",
        "400mbit~|400000000",
        "180KB/s|1440000",
        "180 kB/s|1440000",
        "900 KiB/s|7372800",
        "2 MiB/s|16777216",
        "1 GiB/s|8589934592",
        "940Mbps|940000000",
        "940 mbps|940000000",
        "100 Mb/s|100000000",
        "1 Gbit/s|1000000000",
        "10 Gbits/sec|10000000000",
        "500 kbps|500000",
        "9600 bps|9600",
        "35 MBytes/sec|280000000",
        "35 Mbyte/s|280000000",
        "12 MBps|96000000",
        "1,200 kbit/s|1200000",
        "1,5 Gbit/s|1500000000",
        "3 Tbit/s|3000000000000",
        "  42 Mbit/second  |42000000",
        "100 megabits per second|100000000",
        "12 megabytes/s|96000000",
        "3 gigabit/s|3000000000",
        "40 MB per sec|320000000",
        "5 megabits|5000000",
    })
    void parses(String text, double bitsPerSecond) {
        assertEquals(bitsPerSecond, Bandwidth.parse(text).bitsPerSecond(), 1e-3);
        assertTrue(Bandwidth.isBandwidth(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"832 MBytes", "85.3 KByte", "463", "Mbits/sec", "fast", "", "1.2.3 MB/s", "10 GT/s",
        "1000baseT/Full", "-5 MB/s", "463 Mbits/secs", "5Mbps1", "100M", "1 bit", "1e9 bit/s",
        "123456789012345678 Mbit/s", "5 xbit", "5 per second"})
    void refuses(String text) {
        assertFalse(Bandwidth.isBandwidth(text));
        InvalidBandwidthException e = assertThrows(InvalidBandwidthException.class, () -> Bandwidth.parse(text));
        assertEquals(text, e.input());
        assertTrue(e.getMessage().contains("e.g."), "the message says how to write one");
    }

    @Test
    void refusesNull() {
        assertThrows(InvalidBandwidthException.class, () -> Bandwidth.parse(null));
        assertFalse(Bandwidth.isBandwidth(null));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "463000000|463 Mbit/s",
        "54000000|54 Mbit/s",
        "1200000000|1.2 Gbit/s",
        "664000000|664 Mbit/s",
        "999600000|1 Gbit/s",
        "1440000|1.44 Mbit/s",
        "512|512 bit/s",
        "0|0 bit/s",
        "12345678901234|12.3 Tbit/s",
        "2500000000000000|2500 Tbit/s",
    })
    void formats(double bitsPerSecond, String human) {
        assertEquals(human, Bandwidth.ofBitsPerSecond(bitsPerSecond).format());
    }

    @Test
    void canonicalNameAndOrder() {
        assertEquals("463000000 bit/s", Bandwidth.parse("463 Mbits/sec").name());
        assertEquals("1.500 bit/s", Bandwidth.ofBitsPerSecond(1.5).name());
        assertTrue(Bandwidth.parse("83MB/s").compareTo(Bandwidth.parse("696 Mbits/sec")) < 0);
        assertEquals(Bandwidth.parse("1 Gbit/s"), Bandwidth.parse("1000 Mbps"));
        assertEquals(83e6, Bandwidth.parse("83MB/s").bytesPerSecond(), 1e-6);
    }

    @Test
    void rejectsImpossibleValues() {
        assertThrows(IllegalArgumentException.class, () -> Bandwidth.ofBitsPerSecond(-1));
        assertThrows(IllegalArgumentException.class, () -> Bandwidth.ofBitsPerSecond(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Bandwidth.ofBitsPerSecond(Double.POSITIVE_INFINITY));
    }
}
