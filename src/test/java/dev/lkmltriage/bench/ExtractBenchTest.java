package dev.lkmltriage.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class ExtractBenchTest {
    @TempDir
    Path work;

    /** A Maildir of three messages in the style of linux-pci mail, written for these tests (and the CLI's). */
    public static Path maildir(Path dir) throws IOException {
        Path cur = Files.createDirectories(dir.resolve("cur"));
        Files.createDirectories(dir.resolve("new"));
        Files.createDirectories(dir.resolve("tmp"));
        String[] bodies = {
            "Since v5.4-rc1 my Intel 82574L (8086:10d3) no longer links up after resume; v5.3 was fine.\n"
                + "I bisected it to commit 1a2b3c4d5e6f (\"PCI/PM: Skip D3hot delay for bridges\").\n"
                + "iperf3 gives 112 Mbits/sec now, 941 Mbits/sec before.\n",
            "On Tue, Jan 7, 2020 at 10:00 AM Ann Dev <ann@example.org> wrote:\n"
                + "> The e1000e driver fails to probe with CONFIG_PCIEASPM=y.\n\n"
                + "Does reverting the patch help? Please send lspci -vvv for 00:1c.0.\n",
            "The quirk added for the Realtek RTL8111 in commit deadbeef1234 breaks the link on my board.\n"
                + "Reported-by: Bob Tester <bob@example.org>\n"
                + "Fixes: deadbeef1234 (\"PCI: Add quirk for RTL8111\")\n"
                + "---\n drivers/pci/quirks.c | 2 +-\n",
        };
        for (int i = 0; i < bodies.length; i++) {
            String mail = "From: Tester " + i + " <t" + i + "@example.org>\nTo: linux-pci@vger.kernel.org\n"
                    + "Subject: [BUG] PCI regression number " + i + "\nDate: Mon, 6 Jan 2020 10:0" + i
                    + ":00 +0000\nMessage-ID: <bench-" + i + "@example.org>\nContent-Type: text/plain;"
                    + " charset=utf-8\n\n" + bodies[i];
            Files.writeString(cur.resolve("0000" + i + ".test:2,S"), mail);
        }
        return dir;
    }

    private static String run(ExtractBench.Options o, List<ExtractBench.Result> results) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        results.addAll(ExtractBench.run(o, new PrintStream(bytes, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aSmallMaildirPrintsEveryPromisedLine() throws Exception {
        Path dir = maildir(work.resolve("Maildir"));
        List<ExtractBench.Result> results = new java.util.ArrayList<>();
        String out = run(new ExtractBench.Options(List.of(new ExtractBench.Input("mine", dir.toString())), 100, 3, 1,
                false), results);
        assertEquals(1, results.size());
        ExtractBench.Result r = results.get(0);
        assertEquals(3, r.messages());
        assertEquals(3, r.extraction().rates().size(), "one rate a timed round");
        assertEquals(1, r.warmupRounds());
        assertTrue(r.chars() > 300 && r.rawBytes() > r.chars(), r.chars() + " of " + r.rawBytes());
        for (Timing t : List.of(r.extraction(), r.parse(), r.regexPeer(), r.lowercasePeer(), r.overParse())) {
            assertTrue(t.median() > 0 && Double.isFinite(t.median()), t.name() + " " + t.rates());
        }
        for (String line : List.of("3 messages", "extraction (FactExtractor, as ingest)",
                "MIME parse (MailParser, as ingest)", "peer: regex scan", "peer: lowercase + indexOf",
                "ratio extraction / MIME parse", "ratio extraction / regex scan", "warm-up: 1 rounds (as asked)",
                "msg/s", "quartiles")) {
            assertTrue(out.contains(line), line + " in:\n" + out);
        }
        String target = r.met() ? "met" : "not met";
        assertTrue(out.contains(String.format(java.util.Locale.ROOT, "target 20 MB/s per core: %s (median %.1f"
                + " MB/s)", target, r.extraction().median())), out);
        assertTrue(r.stages().isEmpty());
        assertEquals(3, r.oneByOne().rates().size(), "message by message in every round, beside the ingest's order");
        assertTrue(out.contains("extraction, message by message (extract)"), out);
        assertTrue(out.contains("ratio extraction / message by message"), out);
        assertTrue(out.contains("extraction MB/s in each warm-up round: "), out);
    }

    @Test
    void countTakesTheFirstMessagesAndStagesAreTimedAlone() throws Exception {
        Path dir = maildir(work.resolve("Maildir"));
        List<ExtractBench.Result> results = new java.util.ArrayList<>();
        String out = run(new ExtractBench.Options(List.of(new ExtractBench.Input("mine", dir.toString())), 2, 1, 0,
                true), results);
        ExtractBench.Result r = results.get(0);
        assertEquals(2, r.messages());
        for (String stage : List.of("hardware", "drivers", "configs", "kernels", "commits", "throughput", "kind",
                "regression")) {
            assertTrue(r.stages().containsKey(stage), stage + " in " + r.stages().keySet());
            assertTrue(out.contains(stage), stage);
        }
        assertFalse(r.stages().containsKey("ALL"), "the main rounds time the whole extraction");
        assertEquals(1, r.oneByOne().rates().size(), "message by message is timed in the rounds, beside the rest");
        assertTrue(out.contains("ratio extraction / message by message"), out);
    }

    @Test
    void anInputWithNoMailFailsNamingIt() throws Exception {
        Path empty = Files.writeString(work.resolve("empty.mbox"), "");
        ExtractBench.Options o = new ExtractBench.Options(List.of(new ExtractBench.Input("empty", empty.toString())),
                10, 1, 0, false);
        ExtractBench.NoMessages e = assertThrows(ExtractBench.NoMessages.class,
                () -> run(o, new java.util.ArrayList<>()));
        assertTrue(e.getMessage().contains(empty.toString()) && e.getMessage().contains("empty file"),
                e.getMessage());
    }

    @Test
    void zeroRoundsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new ExtractBench.Options(List.of(), 10, 0, 0, false));
    }

    @Test
    void theLoadWarningComesWhenTheLoadExceedsTheCores() {
        assertTrue(ExtractBench.loadWarning(2.5, 2).orElseThrow().contains("load average 2.5 on 2 cores"));
        assertTrue(ExtractBench.loadWarning(2.5, 2).orElseThrow().contains("unreliable"));
        assertTrue(ExtractBench.loadWarning(1.9, 2).isEmpty());
        assertTrue(ExtractBench.loadWarning(Double.NaN, 2).isEmpty());
        assertEquals(18.03, ExtractBench.parseLoadAverage("18.03 14.41 6.90 9/812 4711\n"));
    }

    @Test
    void theJitIsWatchedByItsCompilerThreadsCpu() throws Exception {
        Path tasks = work.resolve("task");
        Files.createDirectories(tasks.resolve("101"));
        Files.writeString(tasks.resolve("101/stat"), "101 (C2 CompilerThre) S 1 1 1 0 -1 4 0 0 0 0 30 2 0 0 20 0"
                + " 30 0 100\n");
        Files.createDirectories(tasks.resolve("102"));
        Files.writeString(tasks.resolve("102/stat"), "102 (C1 CompilerThre) S 1 1 1 0 -1 4 0 0 0 0 5 0 0 0 20 0"
                + " 30 0 100\n");
        Files.createDirectories(tasks.resolve("103"));
        Files.writeString(tasks.resolve("103/stat"), "103 (main (x)) R 1 1 1 0 -1 4 0 0 0 0 900 9 0 0 20 0"
                + " 30 0 100\n");
        assertEquals(370, ExtractBench.compilerThreadsCpuMillis(tasks), "(30 + 2 + 5) ticks of 10 ms");
        assertEquals(-1, ExtractBench.compilerThreadsCpuMillis(work.resolve("none")));
        Files.delete(tasks.resolve("101/stat"));
        Files.delete(tasks.resolve("102/stat"));
        assertEquals(-1, ExtractBench.compilerThreadsCpuMillis(tasks), "no compiler thread: not known");
        assertTrue(ExtractBench.jitMillis() >= 0, "this JVM's compiler time is known");
    }

    @Test
    void quartilesInterpolateBetweenRanks() {
        Timing t = new Timing("x", List.of(4.0, 1.0, 3.0, 2.0, 5.0));
        assertEquals(3.0, t.median());
        assertEquals(2.0, t.quantile(0.25));
        assertEquals(4.0, t.quantile(0.75));
        Timing even = new Timing("y", List.of(1.0, 2.0, 3.0, 4.0));
        assertEquals(2.5, even.median());
        assertEquals(1.75, even.quantile(0.25));
    }
}
