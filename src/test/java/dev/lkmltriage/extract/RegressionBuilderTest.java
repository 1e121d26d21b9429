package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.triage.Regressions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * RegressionBuilder over hand-built kernel, commit and config facts (their extractors land in parallel) and the real
 * throughput facts: when a message reports a regression, and what its figures are.
 */
class RegressionBuilderTest {
    private static final String HASH = "6dccd16b7c2703e8bbf8bca62b5cf248332afbe2";
    private final ThroughputExtractor throughput = new ThroughputExtractor();
    private final RegressionBuilder builder = new RegressionBuilder();

    /** Kernel facts at every occurrence, verdict by version, quoted where the line starts with '>'. */
    private static List<KernelFact> kernels(String text, String good, String bad) {
        List<KernelFact> out = new ArrayList<>();
        for (String v : new String[] {good, bad}) {
            if (v == null) {
                continue;
            }
            for (KernelFact k : FiguresMails.kernels(text, v)) {
                int lineStart = text.lastIndexOf('\n', k.start()) + 1;
                boolean quoted = text.charAt(lineStart) == '>';
                out.add(new KernelFact(v, v, v.equals(good) ? "good" : "bad", quoted, k.start(), k.end()));
            }
        }
        out.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return out;
    }

    private static List<CommitFact> culprit(String text) {
        int at = text.indexOf(HASH.substring(0, 12));
        int lineStart = text.lastIndexOf('\n', at) + 1;
        return List.of(new CommitFact(HASH.substring(0, 12), "culprit", null, "introduced by",
                text.charAt(lineStart) == '>', at, at + 12));
    }

    private Regression build(Mail mail, List<KernelFact> kernels, List<CommitFact> commits, List<ConfigFact> cf) {
        return builder.buildUnsafe(mail, kernels, commits, throughput.extractUnsafe(mail, kernels), cf);
    }

    @Test
    void replyThatOnlyQuotesAReportIsNoRegression() {
        String text = """
                On Wed, Sep 26, 2007, Timo wrote:
                > In 2.6.23-rc8 send performance is bad, around 32MB/s. In 2.6.22 it was around 83MB/s.
                > Introduced by 6dccd16b7c27.

                Thanks, I will look at it.
                """;
        Mail mail = FiguresMails.mail("Re: r8169 slow", text);
        assertNull(build(mail, kernels(text, "2.6.22", "2.6.23-rc8"), culprit(text), List.of()));
    }

    @Test
    void patchWithOnlyAFixesTagIsNoRegression() {
        String text = "Restore the old tx path.\n\nFixes: 6dccd16b7c27 (\"r8169: merge with version 6.001.00\")\n";
        Mail mail = FiguresMails.mail("[PATCH] r8169: revert part of 6dccd16b7c27", text);
        assertNull(build(mail, List.of(), culprit(text), List.of()));
    }

    /**
     * Every kind of message states the regression its text gives, marked with its kind; only a report's own (or one
     * of unsure kind) is the one the clusterer trusts: a reply's own bisect result, a fix patch's changelog, a pull
     * describe a regression already reported.
     */
    @Test
    void repliesPatchesPullsAndRobotsStateARegressionTheClustererDoesNotTrust() {
        String text = "Wifi stopped working in 6.4, 6.3 was fine. Bisected to 6dccd16b7c27.\n"
                + "Upload dropped from 700 Mbit/s to 300 Mbit/s.\n";
        Mail mail = FiguresMails.mail(text);
        List<KernelFact> kv = kernels(text, "6.3", "6.4");
        List<ThroughputFact> tp = throughput.extractUnsafe(mail, kv);
        for (MessageKind k : new MessageKind[] {MessageKind.REPLY, MessageKind.PATCH, MessageKind.PULL,
                MessageKind.ROBOT}) {
            Regression r = builder.build(mail, k, kv, culprit(text), tp, List.of());
            assertNotNull(r, k.name());
            assertEquals(List.of("6.4"), r.bad());
            assertEquals(k.label(), r.statedIn());
            assertFalse(Regressions.trusted(r), k.name());
        }
        for (MessageKind k : new MessageKind[] {MessageKind.REPORT, MessageKind.OTHER, null}) {
            Regression r = builder.build(mail, k, kv, culprit(text), tp, List.of());
            assertNotNull(r, String.valueOf(k));
            assertEquals(List.of("6.4"), r.bad());
            assertEquals("6dccd16b7c27", r.culprit());
            assertTrue(Regressions.trusted(r), String.valueOf(k));
        }
    }

    @Test
    void badKernelAndCulpritWithoutFigures() {
        String text = "Wifi stopped working in 6.4, 6.3 was fine. Bisected to 6dccd16b7c27.\n";
        Regression r = build(FiguresMails.mail(text), kernels(text, "6.3", "6.4"), culprit(text), List.of());
        assertNotNull(r);
        assertEquals(List.of("6.3"), r.good());
        assertEquals(List.of("6.4"), r.bad());
        assertNull(r.metric());
        assertNull(r.before());
        assertNull(r.changePercent());
        assertEquals("6dccd16b7c27", r.culprit());
    }

    @Test
    void statedDropWithoutKernels() {
        String text = "Throughput for remote connections dropped from 933 MBit to ~40 MBit.\n";
        Regression r = build(FiguresMails.mail(text), List.of(), List.of(), List.of());
        assertNotNull(r);
        assertEquals("throughput", r.metric());
        assertEquals(933e6, r.before(), 1);
        assertEquals(40e6, r.after(), 1);
        assertEquals(-95.7, r.changePercent(), 0.05);
    }

    @Test
    void figuresThatRoseAreNoDrop() {
        String text = "Throughput went from 100 Mbit/s to 900 Mbit/s with the patch. Nice.\n";
        assertNull(build(FiguresMails.mail(text), List.of(), List.of(), List.of()));
    }

    @Test
    void unrelatedFiguresAloneAreNoRegression() {
        String text = "The box does 900 Mbit/s on one port and 300 Mbit/s on the other.\n";
        assertNull(build(FiguresMails.mail(text), List.of(), List.of(), List.of()));
    }

    @Test
    void configValueOnAndOffMakesTheTrigger() {
        String text = """
                CONFIG_PREEMPT_RT=y
                [  5]   0.00-10.00  sec   119 MBytes   100 Mbits/sec    0   sender
                CONFIG_PREEMPT_RT=n
                [  5]   0.00-10.00  sec  1.05 GBytes   900 Mbits/sec    0   sender
                """;
        List<ConfigFact> configs = new ArrayList<>();
        for (int at = text.indexOf("CONFIG_"); at >= 0; at = text.indexOf("CONFIG_", at + 1)) {
            String value = text.substring(at + 17, at + 19).equals("=y") ? "y" : "n";
            configs.add(new ConfigFact("CONFIG_PREEMPT_RT", value, false, at, at + 19));
        }
        Regression r = build(FiguresMails.mail(text), List.of(), List.of(), configs);
        assertNotNull(r);
        assertEquals("CONFIG_PREEMPT_RT", r.trigger());
        assertEquals(900e6, r.before(), 1);
        assertEquals(100e6, r.after(), 1);
        assertEquals("throughput", r.metric()); // bare summary lines: no direction
    }

    @Test
    void disablingAnOptionThatDropsIsAlsoATrigger() {
        String text = "With CONFIG_FOO disabled it does 100 Mbit/s.\nWith CONFIG_FOO enabled it does 900 Mbit/s.\n";
        List<ConfigFact> configs = new ArrayList<>();
        for (int at = text.indexOf("CONFIG_FOO"); at >= 0; at = text.indexOf("CONFIG_FOO", at + 1)) {
            configs.add(new ConfigFact("CONFIG_FOO", null, false, at, at + 10));
        }
        Regression r = build(FiguresMails.mail(text), List.of(), List.of(), configs);
        assertNotNull(r);
        assertEquals("CONFIG_FOO", r.trigger());
        assertEquals(900e6, r.before(), 1);
        assertEquals(100e6, r.after(), 1);
    }

    /** Kernel facts as the versions extractor gives them: one per version, at its first place, no verdict. */
    private static List<KernelFact> firstPlaces(String text, String... versions) {
        List<KernelFact> out = new ArrayList<>();
        for (String v : versions) {
            int at = text.indexOf(v);
            out.add(new KernelFact(v, v, null, false, at, at + v.length()));
        }
        return out;
    }

    /** Regression: figures beside a later mention of a kernel, no verdicts; the newer kernel is the slower one. */
    @Test
    void figuresOnTwoKernelsWithoutVerdictsNewerSlower() {
        String text = """
                after moving the box from 3.2 to the 3.3-rc4 snapshot, sending dropped:
                about 30MB/s where 3.2 gave around 80MB/s. Receiving got better, from about
                70MB/s up to 90MB/s.
                """;
        Regression r = build(FiguresMails.mail(text), firstPlaces(text, "3.2", "3.3-rc4"), List.of(), List.of());
        assertNotNull(r);
        assertEquals(640e6, r.before(), 1);
        assertEquals(240e6, r.after(), 1);
        assertEquals("send throughput", r.metric());
        assertEquals(List.of(), r.bad());
        // The newer kernel faster: no regression from the figures alone.
        String better = "on 3.2 it did about 30MB/s, and 3.3-rc4 gives around 80MB/s.\n";
        assertNull(build(FiguresMails.mail(better), firstPlaces(better, "3.2", "3.3-rc4"), List.of(), List.of()));
    }

    /** Regression: the reporter's stated "fell from X to Y" wins over kernel-tagged figures that barely differ. */
    @Test
    void statedDropIsTheHeadline() {
        String text = """
                since 5.9 receive throughput fell from 9.4 Gbit/s to about 6.2 Gbit/s. 5.8 is fine, 5.9 is not.

                On 5.8 it did 9.41 Gbits/sec, and on 5.9 a short test gave 9.40 Gbits/sec before it slowed down.
                """;
        Regression r = build(FiguresMails.mail(text), kernels(text, "5.8", "5.9"), List.of(), List.of());
        assertNotNull(r);
        assertEquals(9.4e9, r.before(), 1);
        assertEquals(6.2e9, r.after(), 1);
        assertEquals("receive throughput", r.metric());
    }

    private static final ConfigExtractor CONFIGS = new ConfigExtractor(HwMails.withoutIds());

    /** What the config extractor really emits: one fact per option and value, at its first place. */
    private Regression buildWithRealConfigs(String text) {
        Mail mail = FiguresMails.mail(text);
        return build(mail, List.of(), List.of(), CONFIGS.extract(mail));
    }

    /**
     * Regression: the prompt written enabled above one iperf line and disabled (wrapped onto the next line) above
     * another is one deduplicated fact; every other place the prompt is named still carries its own state.
     */
    @Test
    void menuconfigPromptNamedAgainAboveEachRunMakesTheTrigger() {
        String text = """
                In menuconfig -> Processor type and features -> High Resolution Timer Support
                is what slows the card down.

                napi on, High Resolution Timer Support enabled, iperf:

                [  5]  0.0-10.0 sec  70.1 MBytes  58.8 Mbits/sec

                same kernel and module, High Resolution Timer Support
                disabled:

                [  3]  0.0-10.0 sec   530 MBytes   444 Mbits/sec
                """;
        Regression r = buildWithRealConfigs(text);
        assertNotNull(r);
        assertEquals("CONFIG_HIGH_RES_TIMERS", r.trigger());
        assertEquals(444e6, r.before(), 1);
        assertEquals(58.8e6, r.after(), 1);
    }

    /** "with NAPI ... without NAPI": the last part of a named option's symbol, in capitals, names it too. */
    @Test
    void symbolTailInCapitalsNamesTheOption() {
        String text = """
                The distro kernel has CONFIG_FORCEDETH_NAPI=y, my own build does not.
                With NAPI the box receives 480 Mbits/sec; without NAPI it receives 935 Mbits/sec.
                """;
        Regression r = buildWithRealConfigs(text);
        assertNotNull(r);
        assertEquals("CONFIG_FORCEDETH_NAPI", r.trigger());
        assertEquals(935e6, r.before(), 1);
        assertEquals(480e6, r.after(), 1);
        assertEquals("receive throughput", r.metric());
        // In lower case the word is plain English or another thing: no mention, no trigger.
        assertNull(buildWithRealConfigs("""
                The distro kernel has CONFIG_FORCEDETH_NAPI=y, my own build does not.
                With napi the box receives 480 Mbits/sec; without napi it receives 935 Mbits/sec.
                """));
    }

    /** Mentions in quoted lines are the other author's: they give no state. */
    @Test
    void quotedMentionsGiveNoState() {
        assertNull(buildWithRealConfigs("""
                I build with CONFIG_FORCEDETH_NAPI=y here.
                > With NAPI the box receives 480 Mbits/sec; without NAPI it receives 935 Mbits/sec.
                """));
    }

    @Test
    void optionWithoutAStatedStateIsNoTrigger() {
        String text = "I use CONFIG_FOO.\nIt does 100 Mbit/s.\nAnd elsewhere 900 Mbit/s.\n";
        int at = text.indexOf("CONFIG_FOO");
        Regression r = build(FiguresMails.mail(text), List.of(), List.of(),
                List.of(new ConfigFact("CONFIG_FOO", null, false, at, at + 10)));
        assertNull(r);
    }

    @Test
    void figuresOnAKernelPairThatImprovedLeaveTheFiguresOut() {
        String text = "In 6.3 it was 300 Mbit/s. In 6.4 it is 900 Mbit/s but it crashes.\n";
        Regression r = build(FiguresMails.mail(text), kernels(text, "6.3", "6.4"), List.of(), List.of());
        assertNotNull(r);
        assertEquals(List.of("6.4"), r.bad());
        assertNull(r.before());
        assertNull(r.metric());
    }

    @Test
    void replyAddingItsOwnBadKernelTakesTheQuotedCulprit() {
        String text = """
                > Bisected to 6dccd16b7c27, 6.3 is fine.
                Same here: 6.4 is broken on my e1000e box too.
                """;
        Mail mail = FiguresMails.mail("Re: regression", text);
        Regression r = build(mail, kernels(text, "6.3", "6.4"), culprit(text), List.of());
        assertNotNull(r);
        assertEquals(List.of(), r.good()); // 6.3 is only in the quote
        assertEquals(List.of("6.4"), r.bad());
        assertEquals("6dccd16b7c27", r.culprit());
    }

    @Test
    void theDirectionThatDroppedNamesTheMetric() {
        String text = """
                Receive: 6.3 did 500 Mbit/s and 6.4 does 800 Mbit/s.

                Send: 6.3 did 900 Mbit/s but 6.4 only 200 Mbit/s.
                """;
        Regression r = build(FiguresMails.mail(text), kernels(text, "6.3", "6.4"), List.of(), List.of());
        assertNotNull(r);
        assertEquals("send throughput", r.metric());
        assertEquals(900e6, r.before(), 1);
        assertEquals(200e6, r.after(), 1);
        assertEquals(-77.8, r.changePercent(), 0.05);
    }

    @Test
    void aVersionBothGoodAndBadIsNeverTheGoodSide() {
        String text = "In 6.2 send is bad, around 30MB/s. In 6.1 (and 6.2 with it reverted) it was around 110MB/s.\n";
        List<KernelFact> kernels = new ArrayList<>();
        String[] verdicts = {"bad", "good", "good"};
        int from = 0;
        for (int i = 0; i < 3; i++) {
            String v = i == 1 ? "6.1" : "6.2";
            int at = text.indexOf(v, from);
            kernels.add(new KernelFact(v, v, verdicts[i], false, at, at + 3));
            from = at + 3;
        }
        Regression r = build(FiguresMails.mail(text), kernels, List.of(), List.of());
        assertNotNull(r);
        assertEquals(List.of("6.1", "6.2"), r.good());
        assertEquals(List.of("6.2"), r.bad());
        assertEquals(880e6, r.before(), 1);
        assertEquals(240e6, r.after(), 1);
        assertEquals("send throughput", r.metric());
    }
}
