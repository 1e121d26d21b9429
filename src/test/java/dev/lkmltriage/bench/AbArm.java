package dev.lkmltriage.bench;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.RawItem;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * One arm of {@link ClassesAb}: the first messages of an input, read and parsed once (not timed), and their
 * extraction as the ingest runs it (one {@link FactExtractor#extractAll} a batch of {@link FactExtractor#BATCH} items,
 * as {@link ExtractBench} times it). {@link ClassesAb} loads this class once per set of compiled classes, each in its
 * own class loader, and calls it by reflection, so only the public constructor and methods below are its contract.
 * With {@code -Dab.stage=drivers} an arm times the drivers stage alone ({@code DriverExtractor.extract} with no
 * hardware facts), with {@code -Dab.stage=configs} the configs stage alone ({@code ConfigExtractor.extract}), message by
 * message: a stage's rounds spread far less than the whole extraction's (sessions 38 and 42, then a tool of its own,
 * {@code ExtractAB}, folded in here in session 51).
 */
public final class AbArm {
    private final List<List<Mail>> batches = new ArrayList<>();
    private final FactExtractor extractor = new FactExtractor(ExtractSettings.defaults());
    private final Stage stage = Stage.of(System.getProperty("ab.stage", ""));
    private final long chars;

    /** One extractor stage alone, reached by reflection (its class and method are package-private). */
    private record Stage(Object extractor, Method extract) {
        static Stage of(String name) {
            if (name.isEmpty()) {
                return null;
            }
            try {
                boolean drivers = name.equals("drivers");
                if (!drivers && !name.equals("configs")) {
                    throw new IllegalArgumentException("ab.stage is drivers or configs, not " + name);
                }
                Class<?> c = Class.forName(drivers ? "dev.lkmltriage.extract.DriverExtractor"
                        : "dev.lkmltriage.extract.ConfigExtractor");
                Constructor<?> k = c.getDeclaredConstructor(ExtractSettings.class);
                k.setAccessible(true);
                Method m = drivers ? c.getDeclaredMethod("extract", Mail.class, List.class)
                        : c.getDeclaredMethod("extract", Mail.class);
                m.setAccessible(true);
                return new Stage(k.newInstance(ExtractSettings.defaults()), m);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot reach the " + name + " stage", e);
            }
        }

        Object on(Mail mail) throws ReflectiveOperationException {
            return extract.getParameterCount() == 2 ? extract.invoke(extractor, mail, List.of())
                    : extract.invoke(extractor, mail);
        }
    }

    /**
     * @param source anything {@code Sources.open} reads
     * @param count  at most this many items, the first ones
     */
    public AbArm(String source, Integer count) throws IOException {
        List<RawItem> items = ExtractBench.read(new ExtractBench.Input(source, source), count);
        MailParser parser = new MailParser();
        long n = 0;
        for (int i = 0; i < items.size(); i++) {
            if (i % FactExtractor.BATCH == 0) {
                batches.add(new ArrayList<>());
            }
            for (Mail m : ExtractBench.parse(parser, items.get(i))) {
                batches.get(batches.size() - 1).add(m);
                n += m.text().length();
            }
        }
        chars = n;
    }

    /** Characters of decoded message text the arm extracts from in one {@link #run}. */
    public long chars() {
        return chars;
    }

    /** One extraction of every batch (or the one stage of every message); a small checksum the JIT cannot drop. */
    public long run() throws ReflectiveOperationException {
        long sum = 0;
        if (stage != null) {
            for (List<Mail> batch : batches) {
                for (Mail m : batch) {
                    sum += ((List<?>) stage.on(m)).size();
                }
            }
            return sum;
        }
        for (List<Mail> batch : batches) {
            for (Facts f : extractor.extractAll(batch, (mail, error) -> null)) {
                sum += f == null ? 0 : f.kind().ordinal() + f.hardware().size() + f.kernels().size()
                        + f.commits().size() + f.drivers().size();
            }
        }
        return sum;
    }

    /** A digest of every fact the arm extracts (their printed form), to tell that two arms extract the same. */
    public long digest() throws ReflectiveOperationException {
        long h = 17;
        if (stage != null) {
            for (List<Mail> batch : batches) {
                for (Mail m : batch) {
                    h = h * 31 + String.valueOf(stage.on(m)).hashCode();
                }
            }
            return h;
        }
        for (List<Mail> batch : batches) {
            for (Facts f : extractor.extractAll(batch, (mail, error) -> null)) {
                h = h * 31 + String.valueOf(f).hashCode();
            }
        }
        return h;
    }
}
