package dev.lkmltriage.web.ui;

import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.web.Triaged;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/** {@code GET /queue?status=open&driver=r8169}: clusters to triage, most recently active first. */
@Path("/queue")
public class QueuePage {
    static final List<String> STATUSES = List.of("open", "fix-proposed", "fixed", "all");
    /**
     * Rows per page. On a 100k-message store the whole open queue was 1.1 MB of HTML and took chromium 3.2 s to
     * make interactive; a page of 100 stays well under the 1 s target.
     */
    static final int PAGE_SIZE = 100;
    static final int MAX_PAGE_SIZE = 500;

    @Inject
    Triaged triaged;

    @GET
    @Produces("text/html")
    public Response queue(@QueryParam("status") String statusParam, @QueryParam("driver") String driverParam,
                          @QueryParam("page") String pageParam, @QueryParam("size") String sizeParam)
            throws IOException {
        String status = statusParam == null || statusParam.isBlank() ? "open" : statusParam.strip();
        String driver = driverParam == null ? "" : driverParam.strip().toLowerCase(Locale.ROOT);
        if (!STATUSES.contains(status)) {
            return Rendered.badRequest("No such status: " + (status.length() > 40 ? status.substring(0, 40) : status),
                    "The queue filters by one of: " + String.join(", ", STATUSES) + ".",
                    "Pick a status from the list, or show every cluster.", "/queue?status=all", "All clusters");
        }
        int page = number(pageParam, 1, Integer.MAX_VALUE, 1);
        int size = number(sizeParam, 1, MAX_PAGE_SIZE, PAGE_SIZE);
        if (page < 0 || size < 0) {
            return Rendered.badRequest("No such page", "The queue's page is a number from 1, and its size a number"
                    + " from 1 to " + MAX_PAGE_SIZE + ".", "Start from the first page.", "/queue", "The queue");
        }
        // As people triaged them (merges, statuses), most recently updated first.
        List<Cluster> all = new ArrayList<>(triaged.view().clusters());
        all.sort(java.util.Comparator.comparing((Cluster c) -> c.updated() == null ? "" : c.updated()).reversed());
        TreeSet<String> drivers = new TreeSet<>();
        List<QueueView.Row> rows = new ArrayList<>();
        for (Cluster c : all) {
            List<String> ds = c.drivers() == null ? List.of() : c.drivers();
            drivers.addAll(ds);
            if ((!status.equals("all") && !status.equals(c.status())) || (!driver.isEmpty() && !ds.contains(driver))) {
                continue;
            }
            rows.add(row(c, ds));
        }
        List<QueueView.Option> statusOptions = new ArrayList<>();
        for (String s : STATUSES) {
            statusOptions.add(new QueueView.Option(s, s.equals("all") ? "any status" : s, s.equals(status)));
        }
        List<QueueView.Option> driverOptions = new ArrayList<>();
        driverOptions.add(new QueueView.Option("", "any driver", driver.isEmpty()));
        for (String d : drivers) {
            driverOptions.add(new QueueView.Option(d, d, d.equals(driver)));
        }
        int from = (int) Math.min((long) (page - 1) * size, rows.size());
        int to = Math.min(from + size, rows.size());
        String summary = rows.size() + (rows.size() == 1 ? " cluster" : " clusters")
                + (status.equals("all") ? "" : " " + status) + (driver.isEmpty() ? "" : " for " + driver)
                + (rows.size() > size ? " (" + (from + 1) + "\u2013" + to + " shown)" : "");
        String base = "/queue?status=" + Html.param(status) + (driver.isEmpty() ? "" : "&driver=" + Html.param(driver))
                + (size == PAGE_SIZE ? "" : "&size=" + size) + "&page=";
        String prev = page > 1 && from > 0 ? base + (page - 1) : null;
        String next = to < rows.size() ? base + (page + 1) : null;
        return Rendered.page(200, Pages.queue(new QueueView(status, driver, statusOptions, driverOptions,
                rows.subList(from, to), summary, prev, next)));
    }

    /** The parameter as a number in min..max, {@code absent} when missing or blank, -1 when not such a number. */
    private static int number(String param, int min, int max, int absent) {
        if (param == null || param.isBlank()) {
            return absent;
        }
        try {
            int n = Integer.parseInt(param.strip());
            return n < min || n > max ? -1 : n;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static QueueView.Row row(Cluster c, List<String> drivers) {
        String window = "";
        if (c.kernels() != null) {
            List<String> good = c.kernels().good() == null ? List.of() : c.kernels().good();
            List<String> bad = c.kernels().bad() == null ? List.of() : c.kernels().bad();
            if (!good.isEmpty() || !bad.isEmpty()) {
                window = (good.isEmpty() ? "?" : good.get(good.size() - 1)) + " \u2192 "
                        + (bad.isEmpty() ? "?" : bad.get(0));
            }
        }
        String change = c.throughput() == null || c.throughput().changePercent() == null ? ""
                : String.format(Locale.ROOT, "%+.0f%%", c.throughput().changePercent()).replace('-', '\u2212');
        return new QueueView.Row(Html.clusterHref(c.id()), c.id(), c.title(), c.status(),
                "status " + ReportFacts.cssWord(c.status() == null ? "" : c.status()), String.join(", ", drivers),
                window, change, c.members() == null ? 0 : c.members().size(),
                c.suspects() == null ? 0 : c.suspects().size(), Dates.of(c.updated()));
    }
}
