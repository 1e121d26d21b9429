package dev.lkmltriage.web.ui;

import java.util.List;

/** What the triage queue shows: the filters as chosen, and the clusters, most recently active first. */
public record QueueView(String status, String driver, List<Option> statuses, List<Option> drivers, List<Row> rows,
                        String summary) {

    public record Option(String value, String label, boolean selected) {
    }

    public record Row(String href, String id, String title, String status, String statusCss, String drivers,
                      String window, String change, int members, int suspects, String updated) {
    }
}
