package dev.lkmltriage.web.ui;

import java.util.List;

/**
 * What the triage queue shows: the filters as chosen, one page of the clusters, most recently active first, and
 * links to the previous and next pages (null where there is none).
 */
public record QueueView(String status, String driver, List<Option> statuses, List<Option> drivers, List<Row> rows,
                        String summary, String prev, String next) {

    public record Option(String value, String label, boolean selected) {
    }

    public record Row(String href, String id, String title, String status, String statusCss, String drivers,
                      String window, String change, int members, int suspects, String updated) {
    }
}
