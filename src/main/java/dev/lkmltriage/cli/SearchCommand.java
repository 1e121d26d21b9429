package dev.lkmltriage.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.QueryException;
import dev.lkmltriage.index.SearchHit;
import dev.lkmltriage.index.SearchResult;
import dev.lkmltriage.report.ReportJson;
import java.io.IOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code triage search QUERY}: hits with highlighted snippets. */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = {"Search the data directory.",
                "QUERY uses lore.kernel.org's prefixes (s: subject, f: from, b: body, bs: subject or body,"
                        + " q: quoted, nq: not quoted, l: list, d:20070801..20071031, dfn: file in a diff,"
                        + " m: Message-ID, t: thread) and the facts (hw:10ec:8168 or hw:10ec:*, driver:r8169,"
                        + " kver:2.6.23-rc8 or kver:2.6.22..2.6.24, commit:6dccd16b, tput:<100M, cluster:ID,"
                        + " kind:report), with AND, OR, NOT (or -), \"phrases\" and parentheses."})
final class SearchCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Option(names = "--json", description = "Print JSON Lines, one object per hit.")
    boolean json;

    @Option(names = {"-n", "--limit"}, defaultValue = "20", description = "Hits to print (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--offset", defaultValue = "0", description = "Hits to skip.")
    int offset;

    @Parameters(arity = "1..*", paramLabel = "QUERY", description = "The query (several words are joined).")
    List<String> words;

    @Override
    public Integer call() throws Exception {
        String query = String.join(" ", words);
        SearchResult result;
        try (MailSearch search = MailSearch.openReadOnly(common.dataDir())) {
            result = search.search(query, limit, offset, false); // facets are not printed
        } catch (QueryException e) {
            throw new UserException(e.getMessage() + " (see 'triage search --help' for the query language)",
                    ExitCodes.USAGE);
        } catch (IOException e) {
            throw new UserException(e.getMessage(), ExitCodes.FAILED);
        }
        if (json) {
            for (SearchHit h : result.hits()) {
                System.out.println(ReportJson.MAPPER.writeValueAsString(hitJson(h)));
            }
            return ExitCodes.OK;
        }
        boolean tty = System.console() != null;
        for (SearchHit h : result.hits()) {
            System.out.println(date(h.dateMillis()) + "  " + h.subject());
            System.out.println("    " + h.from() + "  <" + h.messageId() + ">  " + h.kind());
            if (!h.snippet().isBlank()) {
                System.out.println("    " + Snippets.forTerminal(h.snippet(), tty));
            }
        }
        if (!common.quiet) {
            System.err.println(result.total() + " messages match" + (result.total() > result.hits().size() + offset
                    ? " (showing " + (offset + 1) + "-" + (offset + result.hits().size()) + "; --limit, --offset)"
                    : ""));
        }
        return ExitCodes.OK;
    }

    static ObjectNode hitJson(SearchHit h) throws IOException {
        ObjectNode o = ReportJson.MAPPER.createObjectNode();
        o.put("messageId", h.messageId());
        o.put("threadId", h.threadId());
        o.put("subject", h.subject());
        o.put("from", h.from());
        o.put("date", h.dateMillis() == null ? null : Instant.ofEpochMilli(h.dateMillis()).toString());
        o.put("kind", h.kind());
        o.put("score", h.score());
        o.put("snippet", Snippets.plain(h.snippet()));
        o.put("snippetHtml", dev.lkmltriage.index.SnippetHtml.of(h.snippet()));
        o.set("report", ReportJson.MAPPER.readTree(h.report()));
        return o;
    }

    private static String date(Long millis) {
        return millis == null ? "????-??-??" : Instant.ofEpochMilli(millis).atZone(ZoneOffset.UTC).toLocalDate()
                .toString();
    }
}
