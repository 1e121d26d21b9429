package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InboxUrlTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            https://lore.kernel.org/netdev/0       | https://lore.kernel.org/netdev      | lore.kernel.org     | netdev    | 0  | false
            https://lore.kernel.org/netdev/12/     | https://lore.kernel.org/netdev      | lore.kernel.org     | netdev    | 12 | false
            https://lore.kernel.org/netdev         | https://lore.kernel.org/netdev      | lore.kernel.org     | netdev    | -1 | false
            https://lore.kernel.org/netdev/git/3.git | https://lore.kernel.org/netdev    | lore.kernel.org     | netdev    | 3  | true
            http://127.0.0.1:8080/lists/linux-pci/1 | http://127.0.0.1:8080/lists/linux-pci | 127.0.0.1_8080 | linux-pci | 1  | false
            file:///srv/pi/linux-usb/git/0.git     | file:///srv/pi/linux-usb            | local               | linux-usb | 0  | true
            file:///srv/pi/linux-pci-2019-2020.git | file:///srv/pi/linux-pci-2019-2020.git | local            | linux-pci-2019-2020 | -1 | false
            """)
    void table(String url, String base, String host, String inbox, long epoch, boolean gitDir) throws IOException {
        assertEquals(new InboxUrl(base, host, inbox, epoch, gitDir), InboxUrl.parse(url));
    }

    @Test
    void mirrorLayout() throws IOException {
        InboxUrl u = InboxUrl.parse("https://lore.kernel.org/netdev/0");
        assertEquals(Path.of("/m/lore.kernel.org/netdev/git/0.git"), u.mirror(Path.of("/m"), 0));
        assertEquals("https://lore.kernel.org/netdev/1", u.epochUrl(1, false));
        assertEquals("https://lore.kernel.org/netdev/git/1.git", u.epochUrl(1, true));
    }

    @Test
    void hostileNamesStayInsideTheMirrorDirectory() throws IOException {
        InboxUrl u = InboxUrl.parse("http://example.org/%2E%2E/0");
        Path m = Path.of("/m");
        assertEquals(true, u.mirror(m, 0).normalize().startsWith(m));
    }

    @Test
    void rejectsWhatIsNoInboxUrl() {
        assertThrows(IOException.class, () -> InboxUrl.parse("ftp://example.org/netdev/0"));
        assertThrows(IOException.class, () -> InboxUrl.parse("https://example.org"));
        assertThrows(IOException.class, () -> InboxUrl.parse("not a url at all"));
        assertThrows(IOException.class, () -> InboxUrl.parse("netdev"));
    }
}
