package dev.lkmltriage.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.DriverTable;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.triage.Cluster;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class RouterTest {
    static Router router;
    static Map<String, Cluster> byTitle;
    static MailSearch search;

    @BeforeAll
    static void setUp() throws IOException {
        router = new Router(MaintainersTest.corpus(), DriverTable.load(ExtractSettings.defaults()),
                Router.Recipients.DEFAULT);
        search = CorpusFixture.search();
        byTitle = search.clusters().stream().collect(Collectors.toMap(Cluster::title, c -> c, (a, b) -> a));
    }

    static Cluster titled(String prefix) {
        return byTitle.entrySet().stream().filter(e -> e.getKey().startsWith(prefix)).map(Map.Entry::getValue)
                .findFirst().orElseThrow(() -> new AssertionError("no cluster " + prefix + " in " + byTitle.keySet()));
    }

    static List<String> sections(Cluster c) {
        return router.route(c, id -> null).stream().map(r -> r.section().name()).toList();
    }

    @Test
    void aDriversOwnSectionComesFirstThenItsSubsystem() {
        List<String> s = sections(titled("r8169: send throughput −61%"));
        assertEquals("REALTEK RTL8169 GIGABIT ETHERNET DRIVER (r8169)", s.get(0));
        assertTrue(s.contains("NETWORKING DRIVERS"), s.toString());
        Set<String> to = router.recipients(router.route(titled("r8169: send throughput −61%"), id -> null));
        assertTrue(to.containsAll(List.of("pdubreuil@example.net", "netdev@vger.kernel.org", "jvarga@example.com")));
        assertFalse(to.contains("linux-wireless@vger.kernel.org"));
        assertFalse(to.contains("ikowalczyk@example.com"), "reviewers only when asked");
    }

    @Test
    void excludedDirectoriesKeepWirelessOutOfNetworkingDrivers() {
        List<String> s = sections(titled("ath9k:")); // the colon: part 12 brings ath9k_htc clusters
        assertTrue(s.contains("ATHEROS ATH9K WIRELESS DRIVER"), s.toString());
        assertTrue(s.contains("NETWORKING DRIVERS (WIRELESS)"), s.toString());
        assertFalse(s.contains("NETWORKING DRIVERS"), s.toString());
    }

    @Test
    void aClusterWithoutADriverIsRoutedByItsDeviceId() {
        Cluster c = synthetic(List.of(), List.of("10ec:8168"));
        List<Route> routes = router.route(c, id -> null);
        assertEquals("REALTEK RTL8169 GIGABIT ETHERNET DRIVER (r8169)", routes.get(0).section().name());
        assertEquals("device", routes.get(0).via());
        assertTrue(routes.get(0).detail().startsWith("10ec:8168 -> r8169"), routes.get(0).detail());
    }

    @Test
    void keywordsAreSearchedInTheReportsText() {
        Cluster c = synthetic(List.of(), List.of());
        assertTrue(router.route(c, id -> "nothing to see").isEmpty());
        List<Route> routes = router.route(c, id -> "the quirk calls pci_disable_link_state() on resume");
        assertEquals(1, routes.size());
        assertEquals("keyword", routes.get(0).via());
        assertTrue(routes.get(0).section().name().contains("ASPM"));
        List<Route> hr = router.route(c, id -> "trace shows hrtimer_interrupt at 40%");
        assertEquals("HIGH-RESOLUTION TIMERS, CLOCKEVENTS", hr.get(0).section().name());
    }

    @Test
    void aDriverTheTableDoesNotKnowIsFoundByItsDirectoryInMaintainers() throws IOException {
        Router handOnly = new Router(MaintainersTest.corpus(), DriverTable.empty(), Router.Recipients.DEFAULT);
        List<Route> routes = handOnly.route(titled("atlantic"), id -> null);
        assertEquals("AQUANTIA ETHERNET DRIVER (atlantic)", routes.get(0).section().name());
        assertEquals("name", routes.get(0).via());
        assertTrue(handOnly.route(synthetic(List.of("no such driver!"), List.of()), id -> "x").isEmpty());
    }

    @Test
    void aDriverKnownFromTheKernelSourceIsRoutedByItsFiles() {
        // atlantic is in models/drivers-kernel.tsv.gz (drivers/net/ethernet/aquantia/atlantic/), not drivers.tsv
        List<Route> routes = router.route(titled("atlantic"), id -> null);
        assertEquals("AQUANTIA ETHERNET DRIVER (atlantic)", routes.get(0).section().name());
        assertEquals("file", routes.get(0).via());
    }

    @Test
    void aConfigOptionInTheReportReachesItsSubsystem() throws IOException {
        Cluster c = titled("r8169: throughput −88% with CONFIG_HIGH_RES_TIMERS");
        List<Route> routes = router.route(c, id -> {
            try {
                return search.message(id).map(dev.lkmltriage.index.StoredMessage::text).orElse(null);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertTrue(routes.stream().anyMatch(r -> r.via().equals("keyword")
                && r.section().name().startsWith("HIGH-RESOLUTION TIMERS")), routes.toString());
    }

    @Test
    void reviewersOnRequestAndSectionsOfAnAddress() {
        Router withReviewers = new Router(router == null ? null : routerMaintainers(), DriverTable.load(
                ExtractSettings.defaults()), new Router.Recipients(true, true, false));
        Set<String> to = withReviewers.recipients(withReviewers.route(titled("tg3"), id -> null));
        assertTrue(to.contains("ikowalczyk@example.com"), to.toString());
        assertFalse(to.contains("netdev@vger.kernel.org"), "lists off");
        assertTrue(router.sectionsOf("NETDEV@vger.kernel.org").size() >= 5);
        assertTrue(router.sectionsOf("nobody@example.com").isEmpty());
    }

    private static Maintainers routerMaintainers() {
        try {
            return MaintainersTest.corpus();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Cluster synthetic(List<String> drivers, List<String> hardware) {
        return new Cluster("cx", "a title", "open", List.of(new Cluster.Member("m1@example.com", "report", "first", 1)),
                drivers, hardware, new Cluster.Kernels(List.of(), List.of()), new Cluster.Throughput(null, null, null),
                List.of(), List.of(), List.of(), List.of(), List.of(), "other", null, List.of(), null);
    }
}
