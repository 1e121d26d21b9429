package dev.lkmltriage.probe.repro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Nothing is probed unless allowed; every entry form works; a broken entry is an error naming it. */
class AllowListTest {
    @TempDir
    Path data;

    @Test
    void loopbackIsNotImplicitlyAllowed() throws Exception {
        AllowList empty = AllowList.load(data, Map.of(), null);
        TargetRefusedException e = assertThrows(TargetRefusedException.class,
                () -> empty.check(Target.parse("127.0.0.1:5201")));
        assertTrue(e.getMessage().contains("not allow-listed (the allow-list is empty)"), e.getMessage());
        assertTrue(e.getMessage().contains(AllowList.PROPERTY) && e.getMessage().contains("DATA/repro-allow"),
                e.getMessage());
        assertThrows(TargetRefusedException.class, () -> empty.check(Target.parse("localhost")));
    }

    @Test
    void everyEntryForm() {
        AllowList a = AllowList.of("127.0.0.1:5201, 10.9.0.0/16 [::1]:7000,192.0.2.7");
        assertEquals("127.0.0.1", a.check(Target.parse("127.0.0.1:5201")).getHostAddress());
        assertThrows(TargetRefusedException.class, () -> a.check(Target.parse("127.0.0.1:5202")),
                "a port-limited entry allows only its port");
        assertEquals("10.9.255.1", a.check(Target.parse("10.9.255.1:1")).getHostAddress());
        assertThrows(TargetRefusedException.class, () -> a.check(Target.parse("10.10.0.1")));
        a.check(Target.parse("[::1]:7000"));
        assertThrows(TargetRefusedException.class, () -> a.check(Target.parse("[::1]:7001")));
        a.check(Target.parse("192.0.2.7:9"));
        AllowList cidr = AllowList.of("127.0.0.0/8");
        cidr.check(Target.parse("127.1.2.3"));
        AllowList odd = AllowList.of("10.0.0.0/13");
        odd.check(Target.parse("10.7.255.255"));
        assertThrows(TargetRefusedException.class, () -> odd.check(Target.parse("10.8.0.0")));
        AllowList v6 = AllowList.of("[fd00::/8]:5201");
        v6.check(Target.parse("[fd12::1]:5201"));
        assertThrows(TargetRefusedException.class, () -> v6.check(Target.parse("[fe80::1]:5201")));
    }

    @Test
    void aNameMatchesItsAddresses() {
        AllowList byName = AllowList.of("localhost:5201");
        assertTrue(byName.check(Target.parse("localhost:5201")).isLoopbackAddress());
        assertTrue(byName.check(Target.parse("127.0.0.1:5201")).isLoopbackAddress(),
                "an entry naming a host allows the address it resolves to");
        AllowList byAddr = AllowList.of("127.0.0.1");
        assertTrue(byAddr.check(Target.parse("localhost")).isLoopbackAddress());
    }

    @Test
    void theThreeSourcesAddUp() throws Exception {
        Files.writeString(data.resolve(AllowList.FILE), "# lab hosts\n127.0.0.3 # the probe box\n\n");
        AllowList a = AllowList.load(data, Map.of(AllowList.ENV, "127.0.0.2"), "127.0.0.1");
        a.check(Target.parse("127.0.0.1"));
        a.check(Target.parse("127.0.0.2"));
        a.check(Target.parse("127.0.0.3"));
        assertThrows(TargetRefusedException.class, () -> a.check(Target.parse("127.0.0.4")));
    }

    @Test
    void malformedEntriesAreErrorsNamingThem() {
        for (String bad : new String[] {"10.0.0.0/33", "10.0.0.0/x", "host:99999", "[::1", "a b;c", "x/8",
            "evil$(reboot)", "[::1]x"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AllowList.of(bad), bad);
            assertTrue(e.getMessage().contains(AllowList.PROPERTY) || e.getMessage().contains("allow-list entry"),
                    e.getMessage());
        }
    }

    @Test
    void malformedTargets() {
        for (String bad : new String[] {"", "host:0", "host:http", "[::1", "a/b", "x".repeat(300)}) {
            assertThrows(IllegalArgumentException.class, () -> Target.parse(bad), bad);
        }
        assertEquals(new Target("::1", 5201), Target.parse("::1"));
        assertEquals("[::1]:5201", Target.parse("::1").toString());
        assertEquals(new Target("h", 5201), Target.parse("h"));
    }

    @Test
    void aHugeAllowFileIsRefused() throws Exception {
        Files.writeString(data.resolve(AllowList.FILE), "10.0.0.1\n".repeat(200_000));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AllowList.load(data, Map.of(), null));
        assertTrue(e.getMessage().contains("over 1 MiB"), e.getMessage());
    }
}
