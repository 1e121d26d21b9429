package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Properties of the mbox splitter over arbitrary input: it never throws, offsets increase, mboxo output is a verbatim
 * slice of the input, and whatever an mboxrd writer escapes and frames comes back byte for byte.
 */
class MboxSplitterFuzzTest {
    private static final byte[] SEP = "From fuzz@example.org Sat Jan  4 12:00:00 2020\n"
            .getBytes(StandardCharsets.US_ASCII);

    @FuzzTest(maxDuration = "20s")
    void arbitraryBytes(byte[] data) throws IOException {
        checkArbitrary(data);
    }

    @FuzzTest(maxDuration = "20s")
    void roundTrip(FuzzedDataProvider in) throws IOException {
        List<byte[]> bodies = new ArrayList<>();
        int n = in.consumeInt(0, 6);
        for (int i = 0; i < n; i++) {
            bodies.add(in.consumeBytes(in.consumeInt(0, 400)));
        }
        checkRoundTrip(bodies);
    }

    /** The same properties on seeded random input, so plain test runs exercise them beyond the fuzz seeds. */
    @Test
    void randomisedProperties() throws IOException {
        Random r = new Random(20200104);
        String[] pieces = {"From ", ">From ", ">>From x", "\n", "\r\n", "\n\n", "From a@b Mon Jan  1 00:00:00 2001\n",
            "Subject: s\n", "body", " ", "\u0000", ">", "From: x\n"};
        for (int round = 0; round < 3000; round++) {
            List<byte[]> bodies = new ArrayList<>();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            for (int m = r.nextInt(5); m > 0; m--) {
                StringBuilder sb = new StringBuilder();
                for (int k = r.nextInt(12); k > 0; k--) {
                    sb.append(pieces[r.nextInt(pieces.length)]);
                }
                byte[] b = sb.toString().getBytes(StandardCharsets.ISO_8859_1);
                bodies.add(b);
                all.writeBytes(b);
            }
            checkRoundTrip(bodies);
            checkArbitrary(all.toByteArray());
        }
    }

    static void checkArbitrary(byte[] data) throws IOException {
        for (MboxSplitter.Flavor f : MboxSplitter.Flavor.values()) {
            List<Long> offsets = new ArrayList<>();
            List<byte[]> msgs = new ArrayList<>();
            new MboxSplitter(f, 4096).split(new ByteArrayInputStream(data), new MboxSplitter.Handler() {
                @Override
                public void message(long offset, byte[] bytes) {
                    offsets.add(offset);
                    msgs.add(bytes);
                }

                @Override
                public void problem(long offset, String reason) {
                    assertTrue(offset >= 0 && offset <= data.length);
                }
            });
            long prev = -1;
            for (int i = 0; i < msgs.size(); i++) {
                long off = offsets.get(i);
                assertTrue(off > prev && off < data.length, "offsets increase within the input");
                prev = off;
                assertTrue(msgs.get(i).length > 0);
                if (f == MboxSplitter.Flavor.MBOXO) {
                    int start = (int) off;
                    while (data[start] != '\n') {
                        start++;
                    }
                    start++;
                    byte[] m = msgs.get(i);
                    assertTrue(start + m.length <= data.length);
                    assertArrayEquals(m, java.util.Arrays.copyOfRange(data, start, start + m.length));
                }
            }
        }
    }

    /** Frames each message as an mboxrd writer does and checks the splitter gives them back. */
    static void checkRoundTrip(List<byte[]> bodies) throws IOException {
        List<byte[]> expected = new ArrayList<>();
        ByteArrayOutputStream mbox = new ByteArrayOutputStream();
        for (byte[] body : bodies) {
            ByteArrayOutputStream msg = new ByteArrayOutputStream();
            msg.writeBytes("From: fuzz@example.org\n\n".getBytes(StandardCharsets.US_ASCII));
            msg.writeBytes(body);
            byte[] m = msg.toByteArray();
            if (m[m.length - 1] != '\n') {
                msg.write('\n'); // writers end a message with a line ending before the framing blank line
                m = msg.toByteArray();
            }
            expected.add(m);
            mbox.writeBytes(SEP);
            int lineStart = 0;
            for (int i = 0; i < m.length; i++) {
                if (m[i] == '\n' || i == m.length - 1) {
                    if (Lines.isQuotedFrom(m, lineStart, i + 1 - lineStart)
                            || Lines.startsWith(m, lineStart, i + 1 - lineStart, "From ")) {
                        mbox.write('>');
                    }
                    mbox.write(m, lineStart, i + 1 - lineStart);
                    lineStart = i + 1;
                }
            }
            mbox.write('\n');
        }
        List<byte[]> got = new ArrayList<>();
        new MboxSplitter(MboxSplitter.Flavor.MBOXRD).split(new ByteArrayInputStream(mbox.toByteArray()),
                new MboxSplitter.Handler() {
                    @Override
                    public void message(long offset, byte[] bytes) {
                        got.add(bytes);
                    }

                    @Override
                    public void problem(long offset, String reason) {
                        throw new AssertionError("unexpected problem at " + offset + ": " + reason);
                    }
                });
        assertEquals(expected.size(), got.size());
        for (int i = 0; i < got.size(); i++) {
            assertArrayEquals(expected.get(i), got.get(i));
        }
    }
}
