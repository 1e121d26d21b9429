package dev.lkmltriage.web.ui;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.index.StoredMessage;
import dev.lkmltriage.probe.repro.PlanParser;
import dev.lkmltriage.probe.repro.ReportedFigures;
import dev.lkmltriage.probe.repro.ReproResult;
import dev.lkmltriage.probe.repro.ReproStore;
import dev.lkmltriage.probe.repro.RunSeries;
import dev.lkmltriage.probe.repro.Summary;
import dev.lkmltriage.probe.repro.Verdict;
import dev.lkmltriage.testkit.TimeBudget;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.KernelSort;
import dev.lkmltriage.web.Backend;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** The pages over HTTP: status, content, escaping, headers. One Quarkus start, shared with the browser tests. */
@QuarkusTest
@QuarkusTestResource(value = HostileCorpusData.class, restrictToAnnotatedClass = true)
class UiPagesTest {
    private static final String HOSTILE_ID = "hostile.subject.1@evil.example";
    private static final String ODD_ID = "a/b+c%dx@evil.example";

    @Inject
    Backend backend;

    @TestHTTPResource("/")
    URL base;

    private static Document page(String path, int status) {
        Response r = given().urlEncodingEnabled(false).when().get(path);
        assertEquals(status, r.statusCode(), path + ": " + r.asString());
        assertTrue(r.contentType().startsWith("text/html"), path + " is " + r.contentType());
        assertEquals(dev.lkmltriage.web.api.SecurityHeaders.DEFAULT_CSP, r.header("Content-Security-Policy"), path + " lacks the CSP");
        Document d = Jsoup.parse(r.asString());
        assertNoInlineCode(path, d);
        return d;
    }

    /** The CSP forbids inline script and style; a page that had some would break in the browser. */
    private static void assertNoInlineCode(String path, Document d) {
        for (Element e : d.getAllElements()) {
            assertFalse(e.tagName().equals("script") && e.attr("src").isEmpty(), path + ": inline script " + e);
            assertFalse(e.tagName().equals("style"), path + ": inline style element");
            for (Attribute a : e.attributes()) {
                assertFalse(a.getKey().startsWith("on"), path + ": event handler " + a + " on " + e.tagName());
                assertFalse(a.getKey().equals("style"), path + ": style attribute on " + e.tagName());
                assertFalse(a.getValue().strip().toLowerCase().startsWith("javascript:"), path + ": " + a);
            }
        }
    }

    @Test
    void searchShowsHighlightedSnippetsFactChipsAndFacetLinks() {
        Document d = page("/?q=throughput", 200);
        assertTrue(d.select("li.hit").size() > 0, "hits");
        assertTrue(d.select("p.snippet mark").size() > 0, "snippets carry <mark>");
        assertTrue(d.select(".chip-tput").stream().anyMatch(e -> e.text().matches("[\\d.]+ [kMGT]?bit/s")),
                "throughput chips in human units");
        assertTrue(d.select(".chip-kernel.good, .chip-kernel.bad").size() > 0, "kernel chips with a verdict");
        assertTrue(d.select(".chip-hw").stream().anyMatch(e -> e.text().matches("[0-9a-f]{4}:[0-9a-f]{4} .+")),
                "hardware chips with names");
        Element facet = d.selectFirst("aside.facets a[href]");
        assertTrue(facet != null, "facet links");
        assertTrue(facet.attr("href").startsWith("/?q=throughput%20"), facet.attr("href"));
        // Every facet link is a query the language accepts, narrowing (or keeping) the result.
        long total = total(d);
        for (Element a : d.select("aside.facets a[href]")) {
            Document narrowed = page(a.attr("href"), 200);
            assertTrue(total(narrowed) <= total && total(narrowed) > 0, a.attr("href") + " gives " + total(narrowed));
        }
        assertTrue(d.select("details.help table code").size() > 10, "the prefixes table");
    }

    private static long total(Document d) {
        String s = d.selectFirst("h1.summary").ownText().replaceAll("[^0-9].*", "");
        return s.isEmpty() ? 0 : Long.parseLong(s);
    }

    @Test
    void emptyQueryShowsHelpOpenAndEveryMessage() throws IOException {
        Document d = page("/", 200);
        assertTrue(d.selectFirst("details.help").hasAttr("open"));
        assertEquals((long) backend.read(s -> (long) s.messageCount()), total(d));
    }

    @Test
    void pagingWalksTheResults() {
        Document first = page("/?q=", 200);
        assertEquals(SearchPage.PAGE_SIZE, first.select("li.hit").size());
        String next = first.selectFirst("a[rel=next]").attr("href");
        Document second = page(next, 200);
        assertTrue(second.selectFirst("a[rel=prev]") != null);
        assertFalse(second.select("li.hit h2 a").get(0).attr("href")
                .equals(first.select("li.hit h2 a").get(0).attr("href")));
    }

    @Test
    void badQueryIs400QuotingItWithACaret() {
        Document d = page("/?q=r8169%20hw:zz", 400);
        String caret = d.selectFirst("pre.caret").wholeText();
        assertEquals("r8169 hw:zz\n      ^", caret);
        assertTrue(d.selectFirst(".query-error p").text().contains("hw:"), d.selectFirst(".query-error").text());
        assertTrue(d.selectFirst("details.help").hasAttr("open"));
        page("/?q=" + "a".repeat(SearchPage.MAX_QUERY + 1), 400);
        page("/?q=(((", 400);
        page("/?q=%3Cscript%3E%22)", 400).select("script").forEach(s -> assertFalse(s.attr("src").isEmpty()));
    }

    @Test
    void hostileMailIsShownAsText() {
        Response r = given().when().get("/?q=hostile");
        assertFalse(r.asString().contains("<script>alert"), "raw script in the page");
        assertFalse(r.asString().contains("<img src=x"), "raw img in the page");
        Document d = page("/?q=hostile", 200);
        assertTrue(d.select("li.hit h2 a").stream().anyMatch(a -> a.text().startsWith("<script>alert(\"subject\")")));
        assertTrue(d.select("li.hit img, li.hit svg, li.hit b").isEmpty());

        Document m = page("/m/" + HOSTILE_ID, 200);
        assertTrue(m.selectFirst("h1").text().startsWith("<script>"));
        assertTrue(m.select("article img, article b, article svg").isEmpty(), "markup from the mail became elements");
        assertTrue(m.selectFirst("section.body").text().contains("</pre><script>document.title"));
        assertTrue(m.selectFirst("section.body").text().contains("{v.query} {#include ui/base /}"),
                "template syntax in mail is text");
        assertTrue(m.select("a[href^=javascript]").isEmpty());
    }

    @Test
    void messagePageMarksFactsInPlaceFoldsQuotesAndLinksOut() throws IOException {
        // A reply that quotes and whose own text names commits and figures.
        StoredMessage m = null;
        for (String id : ids("kind:reply")) {
            StoredMessage s = backend.search().message(id).orElseThrow();
            if (s.spans().contains(":Q") && !s.json().contains("\"commits\":[]")) {
                m = s;
                break;
            }
        }
        assertTrue(m != null, "the corpus has a quoting reply with commits");
        Document d = page("/m/" + m.messageId(), 200);
        assertTrue(d.select("details.quoted pre").size() > 0, "quoted text folded");
        assertFalse(d.selectFirst("details.quoted").hasAttr("open"));
        Element commit = d.selectFirst("section.body a.fact-commit");
        assertTrue(commit != null, "commit facts link out in place");
        assertTrue(commit.attr("href").startsWith("https://git.kernel.org/torvalds/c/"), commit.attr("href"));
        assertEquals("https://lore.kernel.org/r/" + m.messageId(), d.selectFirst("a[href^=https://lore]").attr("href"));
        assertTrue(d.select("section.thread li").size() >= 2, "the thread");
        assertEquals(1, d.select("section.thread li.current").size());
        // What is marked is exactly the text the fact covers.
        for (Element mark : d.select("section.body .fact")) {
            assertFalse(mark.text().isBlank(), mark.outerHtml());
        }
    }

    private List<String> ids(String query) throws IOException {
        List<String> out = new ArrayList<>();
        backend.search().search(query, 200, 0).hits().forEach(h -> out.add(h.messageId()));
        return out;
    }

    @Test
    void aHugeMessageGivesAUsablePage() throws Exception {
        // Timed with the JDK's client: rest-assured itself takes seconds over a body of megabytes.
        HttpClient client = HttpClient.newHttpClient();
        long ms = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            HttpResponse<byte[]> r = client.send(HttpRequest.newBuilder(URI.create(base + "m/"
                    + HostileCorpusData.HUGE_ID)).build(), HttpResponse.BodyHandlers.ofByteArray());
            assertEquals(200, r.statusCode());
            ms = Math.min(ms, (System.nanoTime() - t0) / 1_000_000);
        }
        System.out.println("huge message page: " + ms + " ms");
        assertTrue(ms < TimeBudget.seconds(5).toMillis(), "huge message page took " + ms + " ms");
        Document d = page("/m/" + HostileCorpusData.HUGE_ID, 200);
        assertTrue(d.selectFirst("p.cut") != null, "the page says the text is cut");
        assertTrue(d.selectFirst("section.body").text().length() <= MessagePage.MAX_TEXT + 1000);
        assertTrue(d.select("header .chip-tput").size() <= 20, "chips are capped per kind");
        assertTrue(d.select("section.body mark.fact-tput").size() > 1000, "facts are still marked in place");
        assertTrue(d.select("section.body b").isEmpty());
        page("/?q=huge", 200);
    }

    @Test
    void messageIdsWithSlashPlusAndPercentResolve() {
        Document d = page("/m/" + Html.path(ODD_ID), 200);
        assertEquals(ODD_ID, d.selectFirst("dl.headers code").text());
        page("/m/%3C" + HOSTILE_ID + "%3E", 200);
        Document parent = page("/m/" + HOSTILE_ID, 200);
        assertTrue(parent.select("section.thread a").stream().anyMatch(a -> a.attr("href").equals(
                "/m/" + Html.path(ODD_ID))), "thread links encode the odd id");
    }

    @Test
    void unknownMessageAndClusterAre404WithAWayOn() {
        Document d = page("/m/no-such-message@nowhere", 404);
        assertTrue(d.selectFirst(".error-page a").attr("href").startsWith("/?q=m:"), d.html());
        Document c = page("/c/no-such-cluster", 404);
        assertTrue(c.selectFirst(".error-page").text().contains("queue"));
    }

    @Test
    void clusterPageShowsWindowSuspectsMembersAndChart() throws IOException {
        Cluster best = null;
        for (Cluster c : backend.search().clusters()) {
            if (c.suspects() != null && !c.suspects().isEmpty() && c.kernels() != null && !c.kernels().bad().isEmpty()
                    && (best == null || c.members().size() > best.members().size())) {
                best = c;
            }
        }
        assertTrue(best != null, "a cluster with suspects");
        Document d = page("/c/" + best.id(), 200);
        assertEquals(best.title(), d.selectFirst("h1").text());
        assertEquals(best.kernels().bad().get(0), d.selectFirst("dd.bad").text());
        assertEquals(best.suspects().size(), d.select("table.suspects tbody tr").size());
        assertTrue(d.selectFirst("table.suspects a").attr("href").startsWith("https://git.kernel.org/torvalds/c/"));
        assertEquals(best.members().size(), d.select("ul.members li").size());
        assertTrue(d.select("ul.members .why").stream().allMatch(e -> e.text().startsWith("joined: ")));
        assertTrue(d.select("ol.history li").size() >= 1);
        assertTrue(d.selectFirst("#reproduction") != null, "the reproduction section is there");
        assertTrue(d.selectFirst("#reproduction .empty") != null);
    }

    @Test
    void clusterPageListsStoredReproductionsWithTheirVerdicts() throws IOException {
        Cluster smallest = null;
        for (Cluster c : backend.search().clusters()) {
            if (c.suspects() == null || c.suspects().isEmpty()) {
                smallest = smallest == null || c.members().size() < smallest.members().size() ? c : smallest;
            }
        }
        assertTrue(smallest != null, "a cluster without suspects");
        assertTrue(page("/c/" + Html.path(smallest.id()), 200).selectFirst("#reproduction .empty") != null);
        Summary s = Summary.of(List.of(690e6, 695e6, 688e6));
        ReproStore.in(backend.dataDir()).append(new ReproResult(smallest.id(), null, "2026-11-30T14:00:00Z",
                "probe.lab.example:5201", "192.0.2.7", PlanParser.fromText("iperf -l32k -c gw"),
                List.of(new RunSeries("forward", s)), new ReportedFigures(696e6, 54e6, "send throughput", "test"),
                "forward", Verdict.GOOD, "measured 691 Mbit/s ± 1% (3 runs): matches the reported good figure"
                        + " 696 Mbit/s <b>"));
        Document d = page("/c/" + Html.path(smallest.id()), 200);
        List<Element> cells = d.select("#reproduction tbody tr td");
        assertEquals("probe.lab.example:5201", cells.get(0).text());
        assertEquals("good", cells.get(1).text());
        assertEquals("690 Mbit/s", cells.get(2).text());
        assertTrue(cells.get(4).text().endsWith("696 Mbit/s <b>"), "the sentence is shown as text: " + cells.get(4));
    }

    @Test
    void chartsPlotFiguresInKernelOrderGoodAgainstBad() throws IOException {
        int charts = 0;
        for (Cluster c : backend.search().clusters()) {
            Document d = page("/c/" + Html.path(c.id()), 200);
            Element svg = d.selectFirst("svg.chart");
            if (svg == null) {
                continue;
            }
            charts++;
            List<String> ticks = d.select("svg.chart text.x-tick").eachText();
            assertEquals(KernelSort.sorted(ticks), ticks, "kernel order on " + c.id());
            assertTrue(d.select("svg.chart g.point").size() > 0);
            assertTrue(svg.text().contains("kernel version") && svg.text().contains("throughput ("));
            for (Element p : d.select("svg.chart g.point")) {
                assertTrue(ticks.contains(p.attr("data-kernel")), p.outerHtml());
            }
        }
        assertTrue(charts >= 3, "charts drawn for " + charts + " clusters");
    }

    @Test
    void queuePagesFollowOneAnotherAndBadPagesAreRefused() throws IOException {
        // the bundled corpus holds more clusters than the default page (100): the whole queue is one page of the most
        List<String> whole = page("/queue?status=all&size=" + QueuePage.MAX_PAGE_SIZE, 200)
                .select("table.queue tbody tr a").eachAttr("href");
        assertTrue(whole.size() < QueuePage.MAX_PAGE_SIZE, "the corpus fits one page of the most: " + whole.size());
        assertTrue(whole.size() > 5, "enough clusters in the corpus to page through: " + whole.size());
        List<String> paged = new java.util.ArrayList<>();
        String href = "/queue?status=all&size=5";
        for (int pages = 0; href != null; pages++) {
            Document d = page(href, 200);
            List<String> rows = d.select("table.queue tbody tr a").eachAttr("href");
            assertTrue(rows.size() <= 5 && !rows.isEmpty(), href + ": " + rows.size());
            assertEquals(pages == 0, d.select("nav.pager a[rel=prev]").isEmpty(), href);
            paged.addAll(rows);
            Element next = d.selectFirst("nav.pager a[rel=next]");
            href = next == null ? null : next.attr("href");
            assertTrue(pages < 1000, "the pager ends");
        }
        assertEquals(whole, paged, "the pages, in order, are the whole queue");
        for (String bad : List.of("page=0", "page=-3", "page=abc", "size=0", "size=100000", "page=1e9")) {
            page("/queue?status=all&" + bad, 400);
        }
    }

    @Test
    void queueListsOpenClustersAndFilters() throws IOException {
        List<Cluster> all = backend.search().clusters();
        String most = "&size=" + QueuePage.MAX_PAGE_SIZE;
        Document d = page("/queue?status=open" + most, 200);
        long open = all.stream().filter(c -> "open".equals(c.status())).count();
        assertEquals(open, d.select("table.queue tbody tr").size());
        assertEquals(Math.min(open, QueuePage.PAGE_SIZE), page("/queue", 200).select("table.queue tbody tr").size(),
                "the default page shows at most " + QueuePage.PAGE_SIZE);
        assertTrue(d.select("table.queue .status").eachText().stream().allMatch("open"::equals));
        Document every = page("/queue?status=all" + most, 200);
        assertEquals(all.size(), every.select("table.queue tbody tr").size());
        String driver = all.stream().flatMap(c -> c.drivers().stream()).findFirst().orElseThrow();
        Document byDriver = page("/queue?status=all&driver=" + driver + most, 200);
        long withDriver = all.stream().filter(c -> c.drivers().contains(driver)).count();
        assertEquals(withDriver, byDriver.select("table.queue tbody tr").size());
        assertEquals(driver, byDriver.selectFirst("#driver option[selected]").attr("value"));
        page("/queue?status=%3Cb%3E", 400);
        page("/queue?status=all&driver=%3Cscript%3E", 200);
    }

    @Test
    void staticAssetsAreServed() {
        given().when().get("/static/app.js").then().statusCode(200).contentType(containsString("javascript"));
        given().when().get("/static/app.css").then().statusCode(200).contentType(startsWith("text/css"))
                .body(not(containsString("@import")));
    }
}
