package dev.lkmltriage.kafka;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import dev.lkmltriage.source.Sources;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.record.TimestampType;

/**
 * A tuning tool, not a test (session 31, perf32): the process role's own work on {@code lkml.raw} records
 * ({@link Extraction#outcomes}: parse, extract, the report records) record by record, as the role did before, against
 * polls of B records, as it does now, in ONE JVM, taking turns round by round (so both meet the same load and the
 * same compiled code); beside it the extraction alone, {@code extract} per message against {@code extractAll} over
 * the messages of B records. No broker: the records are made as {@code ingest --to-kafka} publishes them, so what is
 * timed is the role's CPU, not Kafka's. Prints per path the median of this thread's CPU, MB/s of decoded message
 * text per CPU-second, the process CPU (collector and compiler threads included), and per round the ratio to the
 * record-by-record run of the same round, with its median. Every path's output is checked equal first.
 *
 * <p>Run: {@code java -Xmx3g -cp $CP dev.lkmltriage.kafka.ProcessOrder SOURCE COUNT WARMUP ROUNDS B...} (B: records
 * per poll, e.g. 200, the role's {@code max.poll.records}, and 500, Kafka's default).
 */
public final class ProcessOrder {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean PROCESS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private ProcessOrder() {
    }

    public static void main(String[] args) throws Exception {
        List<ConsumerRecord<String, byte[]>> records = records(args[0], Integer.parseInt(args[1]));
        int warmup = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        int[] polls = Arrays.stream(args, 4, args.length).mapToInt(Integer::parseInt).toArray();
        FactExtractor extractor = new FactExtractor(ExtractSettings.defaults());
        Extraction extraction = new Extraction(new MailParser(), extractor, "lkml.reports");
        MailParser parser = new MailParser();
        List<Mail> mails = new ArrayList<>();
        for (ConsumerRecord<String, byte[]> r : records) {
            mails.add(parser.parse(r.value()));
        }
        long chars = mails.stream().mapToLong(m -> m.text().length()).sum();
        System.out.printf(Locale.ROOT, "ProcessOrder: %d records, %.1f MB raw, %.1f MB decoded text%n", records.size(),
                records.stream().mapToLong(r -> r.value().length).sum() / 1e6, chars / 1e6);

        List<String> names = new ArrayList<>();
        List<Runnable> runs = new ArrayList<>();
        names.add("role, record by record");
        runs.add(() -> {
            for (ConsumerRecord<String, byte[]> r : records) {
                extraction.outcomes(List.of(r));
            }
        });
        for (int b : polls) {
            names.add("role, polls of " + b);
            runs.add(() -> {
                for (int from = 0; from < records.size(); from += b) {
                    extraction.outcomes(records.subList(from, Math.min(records.size(), from + b)));
                }
            });
        }
        // what the role does besides extraction, for the difference of the two sides above
        names.add("parse alone");
        runs.add(() -> {
            for (ConsumerRecord<String, byte[]> r : records) {
                parser.parse(r.value());
            }
        });
        int extractAt = runs.size();
        names.add("extract, message by message");
        runs.add(() -> {
            for (Mail m : mails) {
                extractor.extract(m);
            }
        });
        for (int b : polls) {
            names.add("extractAll, " + b + " a call");
            runs.add(() -> {
                for (int from = 0; from < mails.size(); from += b) {
                    extractor.extractAll(mails.subList(from, Math.min(mails.size(), from + b)));
                }
            });
        }
        check(records, extraction, extractor, mails, polls);

        double[][] secs = new double[runs.size()][rounds];
        double[][] proc = new double[runs.size()][rounds];
        for (int r = 0; r < warmup + rounds; r++) {
            // turn the order each round, so that neither path always runs first after the other's
            for (int j = 0; j < runs.size(); j++) {
                int k = r % 2 == 0 ? j : runs.size() - 1 - j;
                long p0 = PROCESS.getProcessCpuTime();
                long t0 = CPU.getCurrentThreadCpuTime();
                runs.get(k).run();
                double t = (CPU.getCurrentThreadCpuTime() - t0) / 1e9;
                double p = (PROCESS.getProcessCpuTime() - p0) / 1e9;
                if (r >= warmup) {
                    secs[k][r - warmup] = t;
                    proc[k][r - warmup] = p;
                }
            }
            if (r >= warmup) {
                System.out.printf(Locale.ROOT, "  round %d:", r - warmup);
                for (int k = 0; k < runs.size(); k++) {
                    System.out.printf(Locale.ROOT, " %.3f", secs[k][r - warmup]);
                }
                System.out.println(" s");
            }
        }
        for (int k = 0; k < runs.size(); k++) {
            int base = k < extractAt ? 0 : extractAt;
            double[] ratio = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                ratio[r] = secs[k][r] / secs[base][r];
            }
            double[] s = secs[k].clone();
            double[] p = proc[k].clone();
            Arrays.sort(s);
            Arrays.sort(p);
            Arrays.sort(ratio);
            double med = s[rounds / 2];
            System.out.printf(Locale.ROOT,
                    "  %-30s %7.3f s  %5.1f MB/s  (spread %.3f-%.3f)  process CPU %.3f s  ratio %.3f (%.3f-%.3f)%n",
                    names.get(k), med, chars / 1e6 / med, s[0], s[rounds - 1], p[rounds / 2], ratio[rounds / 2],
                    ratio[0], ratio[rounds - 1]);
        }
    }

    /** Every path gives what record by record gives, byte for byte: a faster path that answers otherwise is no use. */
    private static void check(List<ConsumerRecord<String, byte[]>> records, Extraction extraction,
            FactExtractor extractor, List<Mail> mails, int[] polls) {
        List<String> want = new ArrayList<>();
        for (ConsumerRecord<String, byte[]> r : records) {
            want.addAll(values(extraction.outcomes(List.of(r))));
        }
        List<Facts> wantFacts = new ArrayList<>();
        mails.forEach(m -> wantFacts.add(extractor.extract(m)));
        for (int b : polls) {
            List<String> got = new ArrayList<>();
            List<Facts> gotFacts = new ArrayList<>();
            for (int from = 0; from < records.size(); from += b) {
                got.addAll(values(extraction.outcomes(records.subList(from, Math.min(records.size(), from + b)))));
                gotFacts.addAll(extractor.extractAll(mails.subList(from, Math.min(mails.size(), from + b))));
            }
            int differ = 0;
            for (int i = 0; i < want.size(); i++) {
                differ += i < got.size() && want.get(i).equals(got.get(i)) ? 0 : 1;
            }
            int factsDiffer = 0;
            for (int i = 0; i < wantFacts.size(); i++) {
                factsDiffer += wantFacts.get(i).equals(gotFacts.get(i)) ? 0 : 1;
            }
            System.out.printf(Locale.ROOT, "  polls of %d: %d of %d outcomes (%d outputs) and %d facts differ%n", b,
                    differ, records.size(), got.size(), factsDiffer);
        }
    }

    private static List<String> values(List<Extraction.Outcome> outcomes) {
        List<String> out = new ArrayList<>();
        for (Extraction.Outcome o : outcomes) {
            if (o.poison() != null) {
                out.add("poison " + o.poison());
            }
            for (ProducerRecord<String, byte[]> p : o.reports()) {
                out.add(p.key() + " " + new String(p.value(), java.nio.charset.StandardCharsets.UTF_8) + " "
                        + p.headers());
            }
        }
        return out;
    }

    /** The first {@code count} items of {@code source} as the process role consumes them. */
    static List<ConsumerRecord<String, byte[]>> records(String source, int count) throws Exception {
        RawPublisher publisher = new RawPublisher(null, "lkml.raw");
        List<ConsumerRecord<String, byte[]>> out = new ArrayList<>();
        final class Enough extends RuntimeException {
            Enough() {
                super(null, null, false, false);
            }
        }
        for (MailSource s : Sources.open(source)) {
            try {
                s.read(Checkpoints.NONE, new ItemSink() {
                    @Override
                    public void accept(RawItem item) {
                        ProducerRecord<String, byte[]> p = publisher.record(item);
                        out.add(new ConsumerRecord<>(p.topic(), 0, out.size(), 0L, TimestampType.CREATE_TIME, 0, 0,
                                p.key(), p.value(), p.headers(), Optional.empty()));
                        if (out.size() >= count) {
                            throw new Enough();
                        }
                    }

                    @Override
                    public void unreadable(String origin, String reason) {
                    }
                });
            } catch (Enough e) {
                break;
            }
        }
        return out;
    }
}
