package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A check too slow for the unit suite: {@link FactExtractor#extractAll} against {@link FactExtractor#extract}
 * message by message over a real source's first N messages, the whole list at once (batches of
 * {@link FactExtractor#BATCH}) and in lists of 1, 2, 65 and 200. Prints how many messages' facts differ.
 *
 * <p>Run: {@code java -cp $CP dev.lkmltriage.extract.BatchEquality ARCHIVE 4000}
 */
public final class BatchEquality {
    private BatchEquality() {
    }

    public static void main(String[] args) throws IOException {
        List<byte[]> raw = ExtractProfile.read(Path.of(args[0]), Integer.parseInt(args[1]));
        MailParser parser = new MailParser();
        List<Mail> mails = new ArrayList<>();
        raw.forEach(r -> mails.add(parser.parse(r)));
        FactExtractor all = new FactExtractor(ExtractSettings.defaults());
        List<Facts> want = new ArrayList<>();
        for (Mail m : mails) {
            want.add(all.extract(m));
        }
        int total = 0;
        for (int size : new int[] {mails.size(), 1, 2, 65, 200}) {
            int differ = 0;
            for (int from = 0; from < mails.size(); from += size) {
                List<Facts> got = all.extractAll(mails.subList(from, Math.min(mails.size(), from + size)));
                for (int i = 0; i < got.size(); i++) {
                    differ += got.get(i).equals(want.get(from + i)) ? 0 : 1;
                }
            }
            total += differ;
            System.out.printf("lists of %d: %d of %d messages' facts differ from extract%n", size, differ,
                    mails.size());
        }
        System.exit(total == 0 ? 0 : 1);
    }
}
