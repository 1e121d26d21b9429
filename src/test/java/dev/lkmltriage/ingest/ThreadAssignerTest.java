package dev.lkmltriage.ingest;

import static dev.lkmltriage.ingest.TestMails.reply;
import static dev.lkmltriage.ingest.TestMails.root;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.source.Format;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ThreadAssignerTest {
    private final List<Report> seen = new ArrayList<>();
    private final MemorySink sink = new MemorySink(seen::add);
    private final ThreadAssigner threads = new ThreadAssigner(sink.threads());

    private String place(Mail m) throws Exception {
        String t = threads.assign(m);
        sink.accept(new Report(m, t, Facts.none(MessageKind.OTHER), null), new byte[0], Format.RFC5322);
        return t;
    }

    @Test
    void aRootStartsItsOwnThread() throws Exception {
        assertEquals("a@x", place(root("a@x", "r8169: slow send")));
    }

    @Test
    void repliesJoinTheOldestReferencedAncestor() throws Exception {
        place(root("a@x", "r8169: slow send"));
        assertEquals("a@x", place(reply("b@x", "Re: r8169: slow send", "a@x", List.of("a@x"))));
        assertEquals("a@x", place(reply("c@x", "Re: r8169: slow send", "b@x", List.of("a@x", "b@x"))));
    }

    @Test
    void aReplyArrivingBeforeItsParentStillLandsInTheThread() throws Exception {
        assertEquals("a@x", place(reply("c@x", "Re: x", "b@x", List.of("a@x", "b@x"))));
        assertEquals("a@x", place(reply("b@x", "Re: x", "a@x", List.of("a@x"))));
        assertEquals("a@x", place(root("a@x", "x")));
    }

    @Test
    void inReplyToAloneTakesTheParentsThread() throws Exception {
        place(root("a@x", "x"));
        place(reply("b@x", "Re: x", "a@x", List.of("a@x")));
        // A broken client: In-Reply-To only, naming a message that is itself a reply.
        assertEquals("a@x", place(reply("c@x", "Re: x", "b@x", List.of())));
    }

    @Test
    void subjectFallbackOnlyForReplySubjectsWithoutReferences() throws Exception {
        place(root("a@x", "[BUG] e1000e: TX hang"));
        assertEquals("a@x", place(root("b@x", "Re: [BUG] e1000e: TX hang")));
        assertEquals("c@x", place(root("c@x", "[BUG] e1000e: TX hang")), "a new report with the same subject");
        assertEquals("d@x", place(root("d@x", "Re: something never seen")));
    }

    @Test
    void aMessageReferencingItselfIsARoot() throws Exception {
        assertEquals("a@x", place(reply("a@x", "x", "a@x", List.of("a@x"))));
    }
}
