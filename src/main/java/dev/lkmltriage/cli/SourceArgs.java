package dev.lkmltriage.cli;

import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.Sources;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;

/** Turns SOURCE arguments into sources, failing with one line naming a path that does not exist. */
final class SourceArgs {
    private SourceArgs() {
    }

    static List<MailSource> open(List<String> paths) {
        List<MailSource> out = new ArrayList<>();
        for (String p : paths) {
            try {
                out.addAll(Sources.open(p));
            } catch (NoSuchFileException e) {
                throw new UserException("no such file or directory: " + p
                        + " (give an .eml, mbox, Maildir, public-inbox repository, HTML page, directory or -)",
                        ExitCodes.USAGE);
            } catch (IOException e) {
                throw new UserException("cannot read " + p + ": " + e.getMessage(), ExitCodes.FAILED);
            }
        }
        return out;
    }
}
