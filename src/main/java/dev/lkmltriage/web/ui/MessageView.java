package dev.lkmltriage.web.ui;

import java.util.List;

/**
 * What the message page shows.
 *
 * @param blocks  the decoded text with facts marked in place; quoted blocks fold
 * @param cutAt   0, or the full length of a text too long to show whole (the page shows the start)
 * @param cluster the cluster it belongs to, or null
 */
public record MessageView(String messageId, String subject, String from, String date, String list, String kind,
                          String lore, String raw, String parentHref, List<String> problems, List<Chip> facts,
                          List<MessageText.Block> blocks, int cutAt, List<ThreadRow> thread, boolean threadCut,
                          ClusterLink cluster) {

    /** @param depth 0 for the root, capped for indentation */
    public record ThreadRow(String href, String subject, String from, String date, String css, boolean current) {
    }

    public record ClusterLink(String href, String id, String title, String role) {
    }
}
