package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A driver split in two, its old source left as a part both halves share: the R-Car PCIe host driver was
 * {@code pcie-rcar.c} (module pcie-rcar) until the 2020 host/common split (Linux 5.8) moved the host code to
 * {@code pcie-rcar-host.c} and left {@code pcie-rcar.c} as the code it shares with the endpoint driver. Before the
 * split "PCI: rcar:", the {@code rcar} alias and the R-Car host binding name pcie-rcar; after it they name the host
 * driver's own module. The table says so by a row flagged {@code succeeds=OLD@YYYY-MM-DD} (models/drivers.tsv).
 *
 * <p>A message dated on or after that day that names OLD only by such names (no path or file name of OLD's own
 * source: a backport to an older stable tree, or a patch to the shared file, writes {@code pcie-rcar.c}) names the
 * successor in its place. Linear: one literal search of the text per old source file of a named split module.
 */
final class SplitModules {
    private SplitModules() {
    }

    /** Replaces, in {@code out} (in place, order kept), each split module's name the message gives after the split. */
    static void resolve(Mail mail, DriverTable table, Set<String> out) {
        if (mail.date() == null || out.isEmpty()) {
            return;
        }
        List<String> names = null;
        for (String name : out) {
            DriverTable.Driver heir = table.heir(name);
            if (heir == null) {
                continue;
            }
            LocalDate day = day(heir.succeeds());
            DriverTable.Driver old = table.byName(name);
            if (day == null || old == null || mail.date().toLocalDate().isBefore(day)
                    || writesOwnFile(mail, old)) {
                continue;
            }
            if (names == null) {
                names = new ArrayList<>(out);
            }
            int at = names.indexOf(name);
            if (names.contains(heir.name())) {
                names.remove(at);
            } else {
                names.set(at, heir.name());
            }
        }
        if (names != null) {
            out.clear();
            out.addAll(names);
        }
    }

    /** The day of a {@code succeeds=OLD@YYYY-MM-DD} flag, or null when it has none or a malformed one. */
    static LocalDate day(String succeeds) {
        int at = succeeds == null ? -1 : succeeds.indexOf('@');
        if (at < 0) {
            return null;
        }
        try {
            return LocalDate.parse(succeeds.substring(at + 1));
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /** The subject or text writes the file name of one of the old module's own C sources ({@code pcie-rcar.c}). */
    private static boolean writesOwnFile(Mail mail, DriverTable.Driver old) {
        for (String p : old.paths()) {
            if (!p.endsWith(".c")) {
                continue;
            }
            String file = p.substring(p.lastIndexOf('/') + 1);
            if (writes(mail.subject(), file) || writes(mail.text(), file)) {
                return true;
            }
        }
        return false;
    }

    /** {@code text} holds {@code file} not glued to a name character before it ("xpcie-rcar.c" is another file). */
    static boolean writes(String text, String file) {
        for (int i = text.indexOf(file); i >= 0; i = text.indexOf(file, i + 1)) {
            char before = i == 0 ? ' ' : text.charAt(i - 1);
            if (!(Character.isLetterOrDigit(before) || before == '-' || before == '_')) {
                return true;
            }
        }
        return false;
    }
}
