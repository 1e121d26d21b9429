package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * What a cluster is found by besides its members, threads, culprits, devices and drivers (which {@link Cluster}
 * carries): the keys of the clusterer's other maps, so that a store reopened in a later run finds the cluster by a
 * bug entry, a mentioned commit, a blamed title, a log line, its report subject, a reporter, a build warning or a
 * fix's author and title as the run that built it did. Each list keeps at most {@value #MAX_PER_KIND} entries, the
 * most recent; a missing or null list (a store written before these keys were kept) is empty.
 *
 * @param bugs      bug-tracker entries members named ({@code bugzilla:N})
 * @param mentions  commits members mentioned without blaming them ({@link Hashes#key} form)
 * @param titles    titles of the commits members blame
 * @param logLines  fingerprints of log lines its reports pasted ({@link LogLines})
 * @param subjects  normalized subjects of its first reports (its own and those of clusters merged into it)
 * @param authors   sender addresses of its reports and duplicates
 * @param warnings  compiler or sparse diagnostics its reports quoted
 * @param merged    ids of clusters merged into it
 * @param versions  author and title of its fixes ({@link PatchVersions#key}): later postings of them join it
 * @param sketches  {@link TextSketch}es of its reports, duplicates and fixes (session 11), encoded
 * @param parts     series threads a part standing alone lent it (session 14): only answers reaching one of its
 *                  members follow there ({@link SeriesParts#answersOnly})
 * @param fixFiles  the files its fixes of each blamed commit change, per author ({@link FixedFiles}, session 31)
 */
public record ClusterKeys(List<String> bugs, List<String> mentions, List<String> titles, List<Long> logLines,
                          List<String> subjects, List<String> authors, List<String> warnings, List<String> merged,
                          List<String> versions, List<String> sketches, List<String> parts,
                          List<String> fixFiles) {
    /** Per list: a cluster's keys cost the store bounded space, like the maps' per-key caps bound a lookup. */
    public static final int MAX_PER_KIND = 1024;
    public static final ClusterKeys NONE = new ClusterKeys(null, null, null, null, null, null, null, null,
            null, null, null, (List<String>) null);

    /** The keys without {@code fixFiles} (a store written before session 31 kept them). */
    public ClusterKeys(List<String> bugs, List<String> mentions, List<String> titles, List<Long> logLines,
                       List<String> subjects, List<String> authors, List<String> warnings, List<String> merged,
                       List<String> versions, List<String> sketches, List<String> parts) {
        this(bugs, mentions, titles, logLines, subjects, authors, warnings, merged, versions, sketches, parts, null);
    }

    public ClusterKeys {
        bugs = orEmpty(bugs);
        mentions = orEmpty(mentions);
        titles = orEmpty(titles);
        logLines = orEmpty(logLines);
        subjects = orEmpty(subjects);
        authors = orEmpty(authors);
        warnings = orEmpty(warnings);
        merged = orEmpty(merged);
        versions = orEmpty(versions);
        sketches = orEmpty(sketches);
        parts = orEmpty(parts);
        fixFiles = orEmpty(fixFiles);
    }

    private static <T> List<T> orEmpty(List<T> l) {
        return l == null ? List.of() : l.size() > MAX_PER_KIND ? List.copyOf(l.subList(l.size() - MAX_PER_KIND,
                l.size())) : List.copyOf(l);
    }

    /** The last {@value #MAX_PER_KIND} of {@code values} in their order (insertion order: the most recent last). */
    static <T> List<T> recent(Collection<T> values) {
        List<T> all = new ArrayList<>(values);
        return all.size() <= MAX_PER_KIND ? all : all.subList(all.size() - MAX_PER_KIND, all.size());
    }
}
