package dev.lkmltriage.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** iperf3's number formatting and line layout, checked against lines real iperf3 3.12 printed. */
class FormatTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0|0.00 Byte",
        "1023|1023 Byte",
        "1024|1.00 KByte",
        "1047552|1023 KByte",
        "672137216|' 641 MByte'",
        "1275000000|1.19 GByte",
        "10737418|10.2 MByte",
        "1099511627776|1.00 TByte",
        "1125899906842624|1024 TByte"})
    void bytes(double n, String expected) {
        assertEquals(expected, Units.bytes(n));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0|0.00 bit",
        "999|' 999 bit'",
        "9994|9.99 Kbit",
        "9995|10.0 Kbit",
        "99949000|99.9 Mbit",
        "99950000|' 100 Mbit'",
        "968000000|' 968 Mbit'",
        "5377000000|5.38 Gbit",
        "23000000000|23.0 Gbit"})
    void bits(double n, String expected) {
        assertEquals(expected, Units.bits(n));
    }

    @Test
    void linesLikeIperf3() {
        assertEquals("[  5]   0.00-1.00   sec   641 MBytes  5.38 Gbits/sec",
                TextReport.line("5", "", 0, 1.0, 672137216, 1.0, -1, ""));
        assertEquals("[  5]   0.00-2.00   sec  1.19 GBytes  5.10 Gbits/sec    1             sender",
                TextReport.line("5", "", 0, 2.0, 1275000000, 2.0, 1, "sender"));
        assertEquals("[  5]   0.00-2.00   sec  1.18 GBytes  5.07 Gbits/sec                  receiver",
                TextReport.line("5", "", 0, 2.0, 1267500000, 2.0, -1, "receiver"));
        assertEquals("[SUM]   0.00-2.00   sec  2.36 GBytes  10.1 Gbits/sec    1             sender",
                TextReport.line("SUM", "", 0, 2.0, 2534000000L, 2.0, 1, "sender"));
        assertEquals("[  5][TX-C]  10.00-11.00  sec  0.00 Bytes  0.00 bits/sec",
                TextReport.line("5", "[TX-C]", 10, 11, 0, 1.0, -1, ""));
    }

    @Test
    void zeroSecondsDoesNotDivideByZero() {
        assertEquals("[  5]   0.00-0.00   sec  1.00 KBytes  0.00 bits/sec",
                TextReport.line("5", "", 0, 0, 1024, 0, -1, ""));
    }
}
