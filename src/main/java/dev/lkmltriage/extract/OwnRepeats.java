package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The quote model at the level of facts: a fact an extractor found only in quoted text is the author's own when the
 * author repeats it in their own prose in a form the extractor does not read as a fact by itself (a bare commit id,
 * "as before eed85ff4c0da7"; a device's lspci line repeated without its ids). Only the {@code quoted} flag and the
 * offsets change: the fact moves to its first own repetition. Repetitions count only verbatim and in prose spans
 * (not diffs, signatures or footers); the work is one {@code indexOf} pass per quoted fact, for at most
 * {@value #MAX_FACTS} of them. Never throws.
 */
final class OwnRepeats {
    private static final int MAX_LOOKS = 64;
    /** Quoted facts looked for per message: past this many the rest keep their flags (each costs a text scan). */
    private static final int MAX_FACTS = 64;

    private OwnRepeats() {
    }

    /** Commits found only in quoted text whose id recurs, as a whole word, in the author's prose. */
    static List<CommitFact> commits(Mail mail, List<CommitFact> facts) {
        try {
            return commitsUnsafe(mail, facts);
        } catch (RuntimeException e) {
            return facts; // a bug here must cost only the flags' refinement
        }
    }

    private static List<CommitFact> commitsUnsafe(Mail mail, List<CommitFact> facts) {
        if (!anyQuotedCommit(facts)) {
            return facts;
        }
        String text = mail.text();
        List<CommitFact> out = new ArrayList<>(facts.size());
        int asked = 0;
        for (CommitFact f : facts) {
            int at = f.quoted() && asked++ < MAX_FACTS ? ownWord(mail, text, f.hash()) : -1;
            out.add(at < 0 ? f : new CommitFact(f.hash(), f.role(), f.subject(), f.evidence(), false, at,
                    at + f.hash().length()));
        }
        return out;
    }

    /**
     * Devices found only in quoted lspci output whose slot line the author repeats in own prose: the same slot,
     * class and name, the bracketed class code and id left out ({@code lspci -vvv -s} after a quoted {@code lspci
     * -nn}), anywhere in the line ("Yes, that is it: 01:00.0 RAM memory: ...").
     */
    static List<HardwareFact> hardware(Mail mail, List<HardwareFact> facts) {
        try {
            return hardwareUnsafe(mail, facts);
        } catch (RuntimeException e) {
            return facts;
        }
    }

    private static List<HardwareFact> hardwareUnsafe(Mail mail, List<HardwareFact> facts) {
        boolean any = false;
        for (HardwareFact f : facts) {
            any |= f.quoted();
        }
        if (!any) {
            return facts;
        }
        String text = mail.text();
        List<HardwareFact> out = new ArrayList<>(facts.size());
        int asked = 0;
        for (HardwareFact f : facts) {
            String key = f.quoted() && asked++ < MAX_FACTS ? SlotLines.key(text, f.start()) : null;
            int at = key == null ? -1 : ownSlotLine(mail, text, key);
            out.add(at < 0 ? f : new HardwareFact(f.bus(), f.id(), f.subsystem(), f.revision(), f.vendorName(),
                    f.deviceName(), f.source(), false, at, at + SlotLines.SLOT_LENGTH));
        }
        return out;
    }

    private static boolean anyQuotedCommit(List<CommitFact> facts) {
        for (CommitFact f : facts) {
            if (f.quoted()) {
                return true;
            }
        }
        return false;
    }

    /** The first prose occurrence of {@code word} bounded by non-word characters, or -1. */
    private static int ownWord(Mail mail, String text, String word) {
        int looks = 0;
        for (int at = text.indexOf(word); at >= 0 && looks++ < MAX_LOOKS; at = text.indexOf(word, at + 1)) {
            int end = at + word.length();
            if ((at == 0 || !wordChar(text.charAt(at - 1))) && (end >= text.length() || !wordChar(text.charAt(end)))
                    && kindAt(mail, at) == SpanKind.PROSE) {
                return at;
            }
        }
        return -1;
    }

    /** The first prose line holding the slot line {@code key} (as {@link SlotLines#key} forms it), or -1. */
    private static int ownSlotLine(Mail mail, String text, String key) {
        String slot = key.substring(0, SlotLines.SLOT_LENGTH);
        int looks = 0;
        for (int at = text.indexOf(slot); at >= 0 && looks++ < MAX_LOOKS; at = text.indexOf(slot, at + 1)) {
            if ((at == 0 || !wordChar(text.charAt(at - 1))) && kindAt(mail, at) == SpanKind.PROSE
                    && key.equals(SlotLines.key(text, at))) {
                return at;
            }
        }
        return -1;
    }

    /** The kind of the span holding {@code offset}: spans are in order and adjacent, so a binary search. */
    private static SpanKind kindAt(Mail mail, int offset) {
        List<Span> spans = mail.spans();
        int lo = 0;
        int hi = spans.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            Span s = spans.get(mid);
            if (offset < s.start()) {
                hi = mid - 1;
            } else if (offset >= s.end()) {
                lo = mid + 1;
            } else {
                return s.kind();
            }
        }
        return null;
    }

    private static boolean wordChar(char c) {
        return c < 128 && (Character.isLetterOrDigit(c) || c == '_');
    }
}
