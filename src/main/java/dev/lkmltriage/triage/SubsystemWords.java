package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The driver modules a report's subsystem words point at ({@code models/subsystem-words.tsv}; session 48). A report
 * that pastes nothing and names no driver still says what broke as its writer sees it: "TB3 dock hotplug broken since
 * 6.0", "card reader stopped working", "IPMI KVM shows only a black screen". Those words name a kind of hardware that
 * a handful of drivers serve, not a device: a weak key, read as the vendor rule reads a maker's name ({@link
 * CandidateSearch#bySubsystem}): among the clusters carrying one of the modules, only the one the report meets by a
 * closed window and an agreeing symptom, and only when it is the one such.
 *
 * <p>Phrases are matched as whole words in a row, case dropped, in the subject and the unquoted text head ({@value
 * #MAX_CHARS} characters); hyphens and other punctuation end a word. Linear in the text read.
 */
final class SubsystemWords {
    static final String FILE = "subsystem-words.tsv";
    /** The text read: the head of a report, where a terse report says what broke. */
    static final int MAX_CHARS = 4000;
    /** Words of one phrase at most. */
    static final int MAX_PHRASE = 4;
    /** Words read per report at most. */
    static final int MAX_WORDS = 1000;
    /** A longer run of letters and digits is no word of a phrase. */
    static final int LONGEST = 40;

    private static volatile SubsystemWords shipped;
    /** A phrase (its words joined by one blank) to its modules. */
    private final Map<String, Set<String>> byPhrase;

    SubsystemWords(Map<String, Set<String>> byPhrase) {
        this.byPhrase = Map.copyOf(byPhrase);
    }

    /** The table under the project's models/ directory; empty without one. */
    static SubsystemWords shipped() {
        SubsystemWords s = shipped;
        if (s == null) {
            s = load(ModelTable.shipped(FILE));
            shipped = s;
        }
        return s;
    }

    static SubsystemWords load(Path file) {
        return ModelTable.load(file, SubsystemWords::read, () -> new SubsystemWords(Map.of()));
    }

    static SubsystemWords parse(String text) {
        return ModelTable.parse(text, SubsystemWords::read);
    }

    private static SubsystemWords read(BufferedReader r) throws IOException {
        Map<String, Set<String>> out = new HashMap<>();
        String line;
        int no = 0;
        while ((line = r.readLine()) != null) {
            no++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cols = line.split("\t", -1);
            if (cols.length != 2 || cols[0].isBlank() || cols[1].isBlank()) {
                throw new IllegalArgumentException("line " + no + ": want words<TAB>modules");
            }
            Set<String> modules = new LinkedHashSet<>(List.of(cols[1].trim().split(" +")));
            for (String alt : cols[0].split("\\|")) {
                List<String> words = ReportWords.of(alt, Integer.MAX_VALUE, LONGEST).words();
                if (words.isEmpty() || words.size() > MAX_PHRASE || !String.join(" ", words).equals(alt.trim())) {
                    throw new IllegalArgumentException("line " + no + ": '" + alt + "' is no lowercase phrase of "
                            + "at most " + MAX_PHRASE + " words");
                }
                out.computeIfAbsent(String.join(" ", words), k -> new LinkedHashSet<>()).addAll(modules);
            }
        }
        return new SubsystemWords(out);
    }

    boolean isEmpty() {
        return byPhrase.isEmpty();
    }

    /** Every module the table names. */
    Set<String> modules() {
        Set<String> out = new LinkedHashSet<>();
        byPhrase.values().forEach(out::addAll);
        return out;
    }

    /** The modules {@code mail}'s subject and unquoted text head point at by a subsystem phrase. */
    Set<String> of(Mail mail) {
        Set<String> out = new LinkedHashSet<>();
        if (byPhrase.isEmpty()) {
            return out;
        }
        scan(mail.subject(), -1, mail, out);
        String text = mail.text();
        scan(text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text, 0, mail, out);
        return out;
    }

    private void scan(String s, int base, Mail mail, Set<String> out) {
        ReportWords.of(s, MAX_WORDS, LONGEST).runs(base, mail, MAX_PHRASE, " ", phrase -> {
            Set<String> ms = byPhrase.get(phrase);
            if (ms != null) {
                out.addAll(ms);
            }
        });
    }
}
