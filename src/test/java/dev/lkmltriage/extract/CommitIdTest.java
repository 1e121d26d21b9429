package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommitIdTest {
    private static final String FULL = "6dccd16b7c2703e8bbf8bca62b5cf248332afbe2";

    @Test
    void parsesAndLowercases() {
        assertEquals(FULL, CommitId.parse(" 6DCCD16B7C2703E8BBF8BCA62B5CF248332AFBE2 ").name());
        assertEquals("6dccd16", CommitId.parse("6dccd16").name());
        assertTrue(CommitId.parse(FULL).isComplete());
        assertFalse(CommitId.parse("6dccd16b").isComplete());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "6dccd1", "6dccd16g", "0x6dccd16b", "6dccd16b7c2703e8bbf8bca62b5cf248332afbe2a",
        "6dcc d16b"})
    void rejects(String s) {
        assertFalse(CommitId.isCommitId(s.strip()) && s.strip().length() == s.length());
        assertThrows(InvalidCommitIdException.class, () -> CommitId.parse(s));
    }

    @Test
    void rejectsNullAndUppercaseConstruction() {
        assertFalse(CommitId.isCommitId(null));
        assertThrows(InvalidCommitIdException.class, () -> CommitId.parse(null));
        assertThrows(InvalidCommitIdException.class, () -> new CommitId("6DCCD16B"));
    }

    @Test
    void prefixMatching() {
        CommitId full = CommitId.parse(FULL);
        CommitId abbrev = CommitId.parse("6dccd16b");
        assertTrue(full.matches(abbrev));
        assertTrue(abbrev.matches(full));
        assertFalse(full.matches(CommitId.parse("6dccd17b")));
        assertTrue(full.startsWith("6DCC"));
        assertEquals("6dccd16b7c27", full.abbreviate(12).name());
        assertEquals(full, full.abbreviate(40));
        assertThrows(IllegalArgumentException.class, () -> full.abbreviate(6));
    }
}
