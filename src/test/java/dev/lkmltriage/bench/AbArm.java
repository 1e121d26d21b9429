package dev.lkmltriage.bench;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.RawItem;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One arm of {@link ClassesAb}: the first messages of an input, read and parsed once (not timed), and their
 * extraction as the ingest runs it (one {@link FactExtractor#extractAll} a batch of {@link FactExtractor#BATCH} items,
 * as {@link ExtractBench} times it). {@link ClassesAb} loads this class once per set of compiled classes, each in its
 * own class loader, and calls it by reflection, so only the public constructor and methods below are its contract.
 */
public final class AbArm {
    private final List<List<Mail>> batches = new ArrayList<>();
    private final FactExtractor extractor = new FactExtractor(ExtractSettings.defaults());
    private final long chars;

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

    /** One extraction of every batch; a small checksum the JIT cannot drop. */
    public long run() {
        long sum = 0;
        for (List<Mail> batch : batches) {
            for (Facts f : extractor.extractAll(batch, (mail, error) -> null)) {
                sum += f == null ? 0 : f.kind().ordinal() + f.hardware().size() + f.kernels().size()
                        + f.commits().size() + f.drivers().size();
            }
        }
        return sum;
    }

    /** A digest of every fact the arm extracts (their printed form), to tell that two arms extract the same. */
    public long digest() {
        long h = 17;
        for (List<Mail> batch : batches) {
            for (Facts f : extractor.extractAll(batch, (mail, error) -> null)) {
                h = h * 31 + String.valueOf(f).hashCode();
            }
        }
        return h;
    }
}
