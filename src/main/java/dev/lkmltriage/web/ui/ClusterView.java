package dev.lkmltriage.web.ui;

import io.quarkus.qute.RawString;
import java.util.List;

/**
 * What the cluster page shows.
 *
 * @param chart          the throughput chart as inline SVG (built by {@link ThroughputChart}), or empty
 * @param reproductions  results of reproduction runs; empty until the probe drives reproductions
 */
public record ClusterView(String id, String title, String status, String statusCss, String updated,
                          List<History> history, List<String> good, List<String> bad, String lastGood,
                          String firstBad, List<Chip> drivers, List<Chip> hardware, String change,
                          List<Suspect> suspects, List<Fix> fixes, List<RoleGroup> roles, List<Related> related,
                          List<Reproduction> reproductions, RawString chart, int chartPoints, String searchHref,
                          String symptom, String trigger) {

    public record History(String status, String at, String href, String evidence) {
    }

    public record Suspect(String hash, String shortHash, String href, String role, String score, String evidence) {
    }

    public record Fix(String hash, String href, String messageHref, String subject) {
    }

    public record RoleGroup(String role, List<Member> members) {
    }

    /** @param reason why it joined the cluster */
    public record Member(String href, String subject, String from, String date, String reason, String score) {
    }

    public record Related(String href, String id, String title, String status) {
    }

    /**
     * One reproduction run of the regression (the probe issue fills these in).
     *
     * @param target  the probe server measured against
     * @param verdict which reported figure it matches: {@code good}, {@code bad}, {@code neither} or
     *                {@code inconclusive}
     * @param figure  the median measured throughput in human units
     * @param at      when it ran
     * @param note    the verdict sentence, e.g. "measured 690 Mbit/s ± 1% (5 runs): matches the reported good figure"
     */
    public record Reproduction(String target, String verdict, String figure, String at, String note) {
    }
}
