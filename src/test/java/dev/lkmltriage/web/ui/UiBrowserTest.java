package dev.lkmltriage.web.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.time.Duration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The UI in a real browser: Debian's chromium headless through /usr/bin/chromedriver. Skips, saying why, where
 * either is missing. Shares its Quarkus start with {@link UiPagesTest} (same test resource).
 */
@QuarkusTest
@QuarkusTestResource(value = HostileCorpusData.class, restrictToAnnotatedClass = true)
class UiBrowserTest {
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path SHOTS = Path.of("target", "ui-screens");
    private static WebDriver driver;
    private static Path profile;

    @TestHTTPResource("/")
    URL base;

    @BeforeAll
    static void startBrowser() throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(DRIVER) && Files.isExecutable(CHROMIUM),
                "browser tests skipped: install chromium and its driver (apt-get install -y chromium"
                        + " chromium-driver) to run them");
        profile = Files.createTempDirectory("ui-chromium-");
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--window-size=1280,900", "--user-data-dir=" + profile);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        o.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        driver = new ChromeDriver(service, o);
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void stopBrowser() {
        if (driver != null) {
            driver.quit();
        }
    }

    private String url(String path) {
        String b = base.toString();
        return (b.endsWith("/") ? b.substring(0, b.length() - 1) : b) + path;
    }

    private static void shot(String name) throws IOException {
        File f = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        Files.copy(f.toPath(), SHOTS.resolve(name + ".png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /** Errors the browser logged (a CSP violation shows here as SEVERE), where the driver exposes its log. */
    private static List<String> severeLogs() {
        List<String> out = new ArrayList<>();
        try {
            for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
                if (e.getLevel().intValue() >= Level.SEVERE.intValue()) {
                    out.add(e.getMessage());
                }
            }
        } catch (RuntimeException logsNotSupported) {
            // Not every driver offers the log; the page checks below still hold.
        }
        return out;
    }

    /**
     * Runs an action that loads a new page and returns once that page has replaced the old one: a key press or a
     * click returns before the browser navigates, so reading the URL or the page straight after it races the load.
     */
    private static void navigating(Runnable action) {
        WebElement old = driver.findElement(By.tagName("html"));
        action.run();
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(30));
        wait.until(ExpectedConditions.stalenessOf(old));
        wait.until(d -> "complete".equals(((JavascriptExecutor) d).executeScript("return document.readyState")));
    }

    @Test
    void slashFocusesTheSearchBoxAndASearchShowsHighlightedHits() throws IOException {
        driver.get(url("/"));
        new Actions(driver).sendKeys("/").perform();
        WebElement active = driver.switchTo().activeElement();
        assertEquals("q", active.getAttribute("id"), "'/' focuses the search box");
        navigating(() -> active.sendKeys("throughput", Keys.ENTER));
        assertTrue(driver.getCurrentUrl().contains("q=throughput"), driver.getCurrentUrl());
        List<WebElement> hits = driver.findElements(By.cssSelector("li.hit"));
        assertTrue(hits.size() > 0);
        assertTrue(driver.findElements(By.cssSelector("p.snippet mark")).size() > 0);
        shot("search");
        assertEquals(List.of(), severeLogs().stream().filter(m -> m.contains("Content Security Policy")).toList());
    }

    @Test
    void clickingAFacetNarrowsTheSearch() throws IOException {
        driver.get(url("/?q=throughput"));
        long before = total();
        WebElement facet = driver.findElement(By.cssSelector("aside.facets a[href]"));
        String value = facet.getText();
        navigating(facet::click);
        long after = total();
        assertTrue(after > 0 && after <= before, before + " → " + after);
        WebElement active = driver.findElement(By.cssSelector("aside.facets .active"));
        assertEquals(value, active.getText());
        assertTrue(driver.findElement(By.id("q")).getAttribute("value").startsWith("throughput "));
        shot("facet");
    }

    private static long total() {
        String s = driver.findElement(By.cssSelector("h1.summary")).getText().replaceAll("[^0-9].*", "");
        return s.isEmpty() ? 0 : Long.parseLong(s);
    }

    @Test
    void openingAClusterShowsItsChartDrawnWithPoints() throws IOException {
        driver.get(url("/queue?status=all"));
        List<String> links = driver.findElements(By.cssSelector("table.queue td a")).stream()
                .map(a -> a.getAttribute("href")).toList();
        assertTrue(links.size() > 3);
        shot("queue");
        navigating(driver.findElement(By.cssSelector("table.queue td a"))::click);
        assertFalse(driver.findElement(By.tagName("h1")).getText().isBlank());
        boolean drawn = false;
        for (String link : links) {
            driver.get(link);
            List<WebElement> points = driver.findElements(By.cssSelector("svg.chart g.point"));
            if (points.size() < 2 || driver.findElements(By.cssSelector("svg.chart g.point.good")).isEmpty()
                    || driver.findElements(By.cssSelector("svg.chart g.point.bad")).isEmpty()) {
                continue;
            }
            for (WebElement p : points) {
                assertTrue(p.isDisplayed() && p.getRect().getWidth() > 0 && p.getRect().getHeight() > 0,
                        "a point with no size");
            }
            WebElement svg = driver.findElement(By.cssSelector("svg.chart"));
            assertTrue(svg.getRect().getWidth() > 300, "chart width " + svg.getRect().getWidth());
            // Bad figures sit lower than good ones in a throughput regression: the chart reads at a glance.
            double goodY = points.stream().filter(p -> p.getAttribute("class").contains("good"))
                    .mapToDouble(p -> p.getRect().getY()).average().orElse(0);
            double badY = points.stream().filter(p -> p.getAttribute("class").contains("bad"))
                    .mapToDouble(p -> p.getRect().getY()).average().orElse(0);
            assertTrue(goodY != badY);
            drawn = true;
            shot("cluster");
            navigating(driver.findElement(By.cssSelector("ul.members a"))::click);
            assertTrue(driver.getCurrentUrl().contains("/m/"), driver.getCurrentUrl());
            shot("message");
            break;
        }
        assertTrue(drawn, "no cluster page drew a chart with good and bad points");
    }

    @Test
    void hostileSubjectIsShownAsText() throws IOException {
        driver.get(url("/?q=hostile"));
        WebElement first = driver.findElement(By.cssSelector("li.hit h2 a"));
        assertTrue(first.getText().contains("<script>alert(\"subject\")</script><img src=x onerror=alert(1)>"),
                first.getText());
        assertTrue(driver.findElements(By.cssSelector("main img, main b")).isEmpty());
        assertThrows(NoAlertPresentException.class, () -> driver.switchTo().alert());
        navigating(first::click);
        assertTrue(driver.findElement(By.tagName("h1")).getText().contains("<script>"));
        assertFalse(driver.getTitle().toLowerCase(Locale.ROOT).contains("pwned"), driver.getTitle());
        assertTrue(driver.findElements(By.cssSelector("main img, main svg, main b")).isEmpty());
        assertThrows(NoAlertPresentException.class, () -> driver.switchTo().alert());
        shot("hostile");
    }

    @Test
    void narrowScreenShowsResultsFirstWithoutSidewaysScrolling() throws IOException {
        driver.manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
        try {
            driver.get(url("/?q=throughput"));
            WebElement facets = driver.findElement(By.cssSelector("aside.facets"));
            WebElement results = driver.findElement(By.cssSelector("section.results"));
            assertTrue(results.getRect().getY() < facets.getRect().getY(), "results first on a phone");
            assertTrue(facets.getRect().getX() < 50, "facets below the results, not beside them");
            Number scrollW = (Number) ((JavascriptExecutor) driver).executeScript(
                    "return document.documentElement.scrollWidth;");
            assertTrue(scrollW.intValue() <= 400, "no sideways scrolling: " + scrollW);
            shot("phone");
            driver.get(url("/queue?status=all"));
            scrollW = (Number) ((JavascriptExecutor) driver).executeScript(
                    "return document.documentElement.scrollWidth;");
            assertTrue(scrollW.intValue() <= 400, "queue: no sideways scrolling: " + scrollW);
            shot("phone-queue");
        } finally {
            driver.manage().window().setSize(new org.openqa.selenium.Dimension(1280, 900));
        }
    }

    /**
     * Time to an interactive page on loopback: the navigation timing's domInteractive (and loadEventEnd), median
     * of 15 loads each of the search, a cluster and a message page, after one warm-up load.
     */
    @Test
    void firstPageIsInteractiveWithinASecond() throws IOException {
        String[] pages = {"/?q=driver:r8169", "/queue?status=all", "/m/hostile.subject.1@evil.example"};
        List<Double> interactive = new ArrayList<>();
        List<Double> loaded = new ArrayList<>();
        List<Double> server = new ArrayList<>();
        StringBuilder report = new StringBuilder();
        for (String page : pages) {
            driver.get(url(page));
            List<Double> mine = new ArrayList<>();
            for (int i = 0; i < 15; i++) {
                driver.get(url(page));
                List<?> t = (List<?>) ((JavascriptExecutor) driver).executeScript(
                        "var n = performance.getEntriesByType('navigation')[0];"
                                + " return [n.domInteractive, n.loadEventEnd, n.responseStart - n.requestStart];");
                mine.add(((Number) t.get(0)).doubleValue());
                interactive.add(((Number) t.get(0)).doubleValue());
                loaded.add(((Number) t.get(1)).doubleValue());
                server.add(((Number) t.get(2)).doubleValue());
            }
            report.append(String.format(Locale.ROOT, "%s: median domInteractive %.1f ms, server %.1f ms%n", page,
                    median(mine), median(server.subList(server.size() - mine.size(), server.size()))));
        }
        report.append(String.format(Locale.ROOT, "all pages: median domInteractive %.1f ms, median loadEventEnd"
                + " %.1f ms, max domInteractive %.1f ms, median server time to first byte %.1f ms (%d loads)%n",
                median(interactive), median(loaded), Collections.max(interactive), median(server),
                interactive.size()));
        System.out.print(report);
        Files.writeString(Path.of("target", "ui-timing.txt"), report);
        assertTrue(median(interactive) < 1000, report.toString());
    }

    private static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }
}
