package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A cursor over a message's shared lines ({@link MessageLines}) answers as the cursor that walks the text itself. */
class MessageLinesTest {
    /** Pieces of lines: quoted diffs and their headers, reviewers' lines between hunks, CRLF, blanks, quote depths. */
    private static final String[] PIECES = {
        "> diff --git a/drivers/pci/x.c b/drivers/pci/x.c", "> --- a/x.c", "> +++ b/x.c", "> @@ -1,2 +1,3 @@",
        "> +\tpci_set_master(dev);", "> -old", ">  context", "> \\ No newline", "> index 1234..5678", ">",
        "> > nested", "I think this breaks the r8169 driver.", "  indented", "\t", " ", "", "\r", "+added",
        "-removed", "Signed-off-by: Dev <d@x>", "-- ", "CONFIG_PCI_MSI=y", "> new file mode 100644", "x"};

    @Test
    void sharedLinesAreTheWalksLinesOnRandomText() {
        Random r = new Random(21);
        for (int n = 0; n < 5000; n++) {
            StringBuilder b = new StringBuilder();
            int lines = r.nextInt(15);
            for (int l = 0; l < lines; l++) {
                for (int p = 1 + r.nextInt(3); p > 0; p--) {
                    b.append(PIECES[r.nextInt(PIECES.length)]);
                }
                if (l + 1 < lines || r.nextBoolean()) {
                    b.append(r.nextInt(5) == 0 ? "\r\n" : "\n");
                }
            }
            String text = b.toString();
            // the mail's spans as the parser makes them, and as any list may be: unsorted, overlapping, past the end
            List<Span> spans = r.nextInt(3) == 0 ? randomSpans(r, text.length()) : VersionsMails.spans(text);
            assertSameWalk(text, spans);
        }
    }

    @Test
    void emptyTextHasOneEmptyLineInBoth() {
        assertSameWalk("", List.of());
        assertSameWalk("\n", List.of());
    }

    @Test
    void oneMessagesLinesAreFoundOnceAndAnotherMessageGetsItsOwn() {
        Mail a = VersionsMails.mail("s", "one\ntwo\n");
        Mail b = VersionsMails.mail("s", "one\ntwo\n");
        MessageLines first = MessageLines.of(a);
        assertSame(first, MessageLines.of(a));
        assertNotSame(first, MessageLines.of(b));
    }

    @Test
    void aHugeTextIsWalkedWithoutAnIndexAndNothingThrows() {
        String line = "\n".repeat(1000);
        String text = line.repeat(MessageLines.MAX_CHARS / line.length() + 2);
        Mail m = mail(text, List.of(new Span(0, text.length(), SpanKind.PROSE)));
        assertNull(MessageLines.of(m));
        LineCursor c = new LineCursor(m);
        int count = 0;
        while (c.next()) {
            count++;
        }
        assertEquals(text.length(), count); // every newline ends a line; none follows the last
        assertFalse(c.next());
    }

    private static void assertSameWalk(String text, List<Span> spans) {
        LineCursor shared = new LineCursor(mail(text, spans));
        LineCursor walk = new LineCursor(text, spans);
        int line = 0;
        while (true) {
            boolean more = walk.next();
            assertEquals(more, shared.next(), () -> "text: " + text);
            if (!more) {
                break;
            }
            int at = line++;
            String where = "line " + at + " of: " + text + " spans " + spans;
            assertEquals(walk.start, shared.start, where);
            assertEquals(walk.end, shared.end, where);
            assertEquals(walk.body, shared.body, where);
            assertEquals(walk.kind, shared.kind, where);
            assertEquals(walk.quotedDiffHeader, shared.quotedDiffHeader, where);
            assertEquals(walk.countable(), shared.countable(), where);
            assertEquals(walk.inDiff(), shared.inDiff(), where);
            assertEquals(walk.blank(), shared.blank(), where);
        }
        assertFalse(shared.next());
        assertTrue(line >= 1);
    }

    private static List<Span> randomSpans(Random r, int length) {
        List<Span> out = new ArrayList<>();
        SpanKind[] kinds = SpanKind.values();
        for (int k = r.nextInt(6); k > 0; k--) {
            int s = r.nextInt(length + 5);
            out.add(new Span(s, s + r.nextInt(40), kinds[r.nextInt(kinds.length)]));
        }
        return out;
    }

    private static Mail mail(String text, List<Span> spans) {
        return new Mail("test@example.org", false, "s", "Reporter <r@example.org>", null, null, null, List.of(),
                List.of(), text, List.of(), spans, List.of(), "0");
    }
}
