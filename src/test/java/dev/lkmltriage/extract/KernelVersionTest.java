package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class KernelVersionTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            2.6.23-rc8               | 2.6.23-rc8
            v6.4                     | 6.4
            V6.4                     | 6.4
            6.4.0                    | 6.4.0
            5.10.0-rc1+              | 5.10.0-rc1
            5.8.11+                  | 5.8.11
            5.4.0-31-generic         | 5.4.0
            4.18.0-305.el8.x86_64    | 4.18.0
            5.10.0-8-amd64           | 5.10.0
            3.10.0-1160.el7.x86_64   | 3.10.0
            6.1.12-arch1-1           | 6.1.12
            5.8.0-0.0.7.el8.x86_64+  | 5.8.0
            v6.5-rc2-123-gabcdef     | 6.5-rc2
            5.9.0-rc4-00009-g6fdf18edb995-dirty | 5.9.0-rc4
            2.6.23rc8                | 2.6.23-rc8
            5.9-RC2                  | 5.9-rc2
            next-20231010            | next-20231010
            5.15.0-rc3-next-20210930 | next-20210930
            5.9.0-rc5-next-20200914-00001-gf965d3ec86fa | next-20200914
            6.12.y                   | 6.12.y
            6.1.x                    | 6.1.y
            4.19.9x                  | 4.19.y
            5.2.xx                   | 5.2.y
            5.4.1xx                  | 5.4.y
            2.6.23-rc8-mm1           | 2.6.23-rc8-mm1
            2.6.23-rc8-git5          | 2.6.23-rc8-git5
            2.6.22.5                 | 2.6.22.5
            4.19.79-g35d36cd54d      | 4.19.79
            5.7.17-1                 | 5.7.17
            """)
    void canonicalises(String raw, String canonical) {
        assertTrue(KernelVersion.isKernelVersion(raw));
        assertEquals(canonical, KernelVersion.parse(raw).name());
        assertEquals(canonical, KernelVersion.parse(canonical).name(), "canonical form parses to itself");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "6", "v", "vv6.4", "6.", ".6.4", "6.04", "10.0.0.1", "0.9", "6.4abc",
        "6.4 foo", "next-2023", "next-20231310", "next-abcdefgh", "x6.4", "6..4", "12345.1", "6.100",
        "6.4-rc", "2.6.23-rc8 snapshot",
        // session 14: a wildcard is one or two digits then one or two x, or "xx"; nothing longer, nothing after
        "4.19.9xyz", "4.19.123x", "4.19.9xxx", "4.19.xxx", "4.19.9x1"})
    void rejects(String raw) {
        assertFalse(KernelVersion.isKernelVersion(raw), raw);
        assertThrows(InvalidKernelVersionException.class, () -> KernelVersion.parse(raw));
        assertTrue(KernelVersion.tryParse(raw).isEmpty());
    }

    @Test
    void rejectsNullAndHugeInput() {
        assertFalse(KernelVersion.isKernelVersion(null));
        assertFalse(KernelVersion.isKernelVersion("6.4-" + "x".repeat(1_000_000)));
        InvalidKernelVersionException e = assertThrows(InvalidKernelVersionException.class,
                () -> KernelVersion.parse("1".repeat(100)));
        assertTrue(e.getMessage().length() < 200, "the message quotes the input abbreviated");
    }

    @Test
    void ordersAsReleased() {
        List<String> expected = List.of("2.6.22", "2.6.22.5", "2.6.23-rc4", "2.6.23-rc8", "2.6.23-rc8-git1",
                "2.6.23-rc8-mm1", "2.6.23", "2.6.23.1", "3.0", "4.19.325", "5.4", "5.4.0", "5.4.1", "5.10-rc1",
                "5.10", "6.1", "6.1.100", "6.1.y", "6.2-rc1", "6.12.y", "next-20200914", "next-20231010");
        List<KernelVersion> shuffled = new ArrayList<>();
        for (String s : expected) {
            shuffled.add(KernelVersion.parse(s));
        }
        Collections.reverse(shuffled);
        Collections.shuffle(shuffled, new java.util.Random(7));
        Collections.sort(shuffled);
        assertEquals(expected, shuffled.stream().map(KernelVersion::name).toList());
    }

    @Test
    void equalityFollowsCanonicalForm() {
        assertEquals(KernelVersion.parse("v5.4.0-31-generic"), KernelVersion.parse("5.4.0"));
        assertEquals(0, KernelVersion.parse("v6.4").compareTo(KernelVersion.parse("6.4+")));
        assertTrue(KernelVersion.parse("5.4").compareTo(KernelVersion.parse("5.4.0")) < 0);
        assertFalse(KernelVersion.parse("5.4").equals(KernelVersion.parse("5.4.0")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            2.6.22     | true
            2.4.37     | true
            3.19       | true
            4.20       | true
            5.19       | true
            6.19       | true
            7.0        | true
            2.0.2      | false
            2.2.14     | false
            3.20       | false
            5.20       | false
            6.20.1     | false
            8.3        | false
            5.4.3.2    | false
            2.6.22.5   | true
            6.10.2020  | false
            next-20231010 | true
            """)
    void knowsWhichSeriesExisted(String raw, boolean plausible) {
        assertEquals(plausible, KernelVersion.parse(raw).isPlausibleRelease());
    }

    @Test
    void accessors() {
        KernelVersion v = KernelVersion.parse("v2.6.23-rc8");
        assertEquals(2, v.major());
        assertEquals(6, v.minor());
        assertEquals(3, v.components());
        assertTrue(v.isReleaseCandidate());
        assertFalse(v.isNext());
        assertTrue(KernelVersion.parse("6.12.y").isStableBranch());
        assertTrue(KernelVersion.parse("next-20231010").isNext());
    }
}
