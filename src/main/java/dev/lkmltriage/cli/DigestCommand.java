package dev.lkmltriage.cli;

import dev.lkmltriage.digest.DigestInput;
import dev.lkmltriage.digest.DigestMail;
import dev.lkmltriage.digest.DigestOptions;
import dev.lkmltriage.digest.Digests;
import dev.lkmltriage.digest.Maintainers;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.mailer.SmtpConfig;
import dev.lkmltriage.mailer.SmtpSender;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code triage digest}: preview or send one recipient's maintainer digest, or opt them out. */
@Command(name = "digest", mixinStandardHelpOptions = true,
        description = {"Preview or send the maintainer digest of one recipient: the regressions MAINTAINERS routes to"
                + " them, with what is new in the period (new regressions and reports, suspects, fixes, stale ones).",
                "Each item is sent to a recipient once; a digest the server refuses is kept pending in DATA/digests"
                        + " and goes out first on the next --send. Nothing new: no mail."},
        footer = {"", "Examples:", "  triage digest --to netdev@vger.kernel.org --since 30y --preview",
                "  triage digest --to netdev@vger.kernel.org --send --smtp localhost:25",
                "  triage digest --to someone@example.com --opt-out"})
final class DigestCommand implements Callable<Integer> {
    @Mixin
    CommonOptions common;

    @Option(names = "--to", required = true, paramLabel = "ADDR",
            description = "The recipient: an M: maintainer address or an L: list in MAINTAINERS.")
    String to;

    @Option(names = "--since", paramLabel = "PERIOD", defaultValue = "7d",
            description = "The period the digest covers, ending now: 12h, 7d, 2w, 1y (default: ${DEFAULT-VALUE}).")
    String since;

    @Option(names = "--stale", paramLabel = "PERIOD", defaultValue = "30d",
            description = "Remind of an unfixed regression quiet for this long (default: ${DEFAULT-VALUE}).")
    String stale;

    static final class Action {
        @Option(names = "--preview", required = true, description = "Print the digest that would be sent; send nothing.")
        boolean preview;

        @Option(names = "--send", required = true, description = "Send what is pending, then what is new.")
        boolean send;

        @Option(names = "--opt-out", required = true, description = "Send this recipient no more digests.")
        boolean optOut;

        @Option(names = "--opt-in", required = true, description = "Send this recipient digests again.")
        boolean optIn;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Action action;

    @Option(names = "--smtp", paramLabel = "HOST:PORT", defaultValue = "localhost:25",
            description = "The SMTP server for --send (default: ${DEFAULT-VALUE}).")
    String smtp;

    @Option(names = "--tls", paramLabel = "MODE", defaultValue = "NONE",
            description = "NONE, STARTTLS or SSL (default: ${DEFAULT-VALUE}).")
    SmtpConfig.Tls tls;

    @Option(names = "--smtp-user", paramLabel = "USER",
            description = "Log in as USER; the password is read from $TRIAGE_SMTP_PASSWORD.")
    String smtpUser;

    @Option(names = "--from", paramLabel = "ADDR",
            description = "The sender address (default: $TRIAGE_DIGEST_FROM, else lkml-triage@localhost).")
    String from;

    @Option(names = "--maintainers", paramLabel = "FILE",
            description = "A MAINTAINERS file, or a kernel tree holding one (default: the bundled corpus/MAINTAINERS).")
    Path maintainers;

    @Option(names = "--retries", paramLabel = "N", defaultValue = "3",
            description = "Tries per digest before it is left pending (default: ${DEFAULT-VALUE}).")
    int retries;

    @Override
    public Integer call() throws Exception {
        Path file = Maintainers.locate(maintainers);
        Maintainers m;
        try {
            m = Maintainers.load(file);
        } catch (NoSuchFileException e) {
            throw new UserException("no MAINTAINERS file at " + file + "; give one with --maintainers FILE (or a"
                    + " kernel tree)", ExitCodes.USAGE);
        }
        DigestOptions options;
        try {
            options = DigestOptions.defaults(from != null ? from : env("TRIAGE_DIGEST_FROM", "lkml-triage@localhost"))
                    .withSince(DigestOptions.period(since)).withStale(DigestOptions.period(stale))
                    .withRetry(Math.max(1, retries), java.time.Duration.ofSeconds(2), java.time.Duration.ofHours(6));
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage(), ExitCodes.USAGE);
        }
        if (action.optOut || action.optIn) {
            return optOut(m, options);
        }
        // A missing index fails in openReadOnly with the line a person needs (exit 1, through the catch below).
        try (MailSearch search = MailSearch.openReadOnly(common.dataDir())) {
            Digests digests = Digests.standard(m, DigestInput.of(search, common.dataDir()), common.dataDir(), options,
                    Clock.systemUTC());
            return action.preview ? preview(digests) : send(digests);
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage(), ExitCodes.USAGE);
        } catch (IOException e) {
            throw new UserException(e.getMessage(), ExitCodes.FAILED);
        }
    }

    private int optOut(Maintainers m, DigestOptions options) throws IOException {
        try {
            Digests d = Digests.standard(m, null, common.dataDir(), options, Clock.systemUTC());
            d.optOut(to, action.optOut);
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage(), ExitCodes.USAGE);
        }
        if (!common.quiet) {
            System.err.println(to + (action.optOut ? " gets no more digests ('--opt-in' to undo)"
                    : " gets digests again"));
        }
        return ExitCodes.OK;
    }

    private int preview(Digests digests) throws IOException {
        int pending = digests.pending(to).size();
        Optional<DigestMail> mail = digests.preview(to);
        if (pending > 0 && !common.quiet) {
            System.err.println(pending + " digest(s) to " + to + " pending from earlier runs go out first on --send");
        }
        if (mail.isEmpty()) {
            if (!common.quiet) {
                System.err.println("nothing new for " + to + " in the last " + since + ": no digest");
            }
            return ExitCodes.OK;
        }
        DigestMail d = mail.get();
        System.out.println("From: lkml-triage <" + d.from() + ">");
        System.out.println("To: " + d.to());
        System.out.println("Subject: " + d.subject());
        System.out.println("Date: " + d.date());
        System.out.println("Message-ID: <" + d.messageId() + ">");
        if (d.inReplyTo() != null) {
            System.out.println("In-Reply-To: <" + d.inReplyTo() + ">");
        }
        System.out.println("List-Unsubscribe: " + d.listUnsubscribe());
        System.out.println();
        System.out.print(d.body());
        return ExitCodes.OK;
    }

    private int send(Digests digests) throws IOException {
        SmtpConfig config;
        try {
            config = SmtpConfig.parse(smtp, tls, smtpUser, smtpUser == null ? null : env("TRIAGE_SMTP_PASSWORD", ""));
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage(), ExitCodes.USAGE);
        }
        Digests.Outcome o = digests.send(to, new SmtpSender(config), false);
        switch (o.status()) {
            case "sent" -> {
                if (!common.quiet) {
                    System.err.println("sent " + o.sentMessageIds().size() + " digest(s) to " + to + ": <"
                            + String.join(">, <", o.sentMessageIds()) + ">");
                }
            }
            case "opted-out" -> System.err.println(to + " opted out; nothing sent ('--opt-in' to resume)");
            case "pending" -> throw new UserException(o.error() + "; " + o.pending() + " digest(s) kept pending in "
                    + common.dataDir().resolve("digests") + ", run --send again when the server is back",
                    ExitCodes.FAILED);
            default -> {
                if (!common.quiet) {
                    System.err.println("nothing new for " + to + " in the last " + since + ": no mail sent");
                }
            }
        }
        return ExitCodes.OK;
    }

    private static String env(String name, String otherwise) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? otherwise : v;
    }
}
