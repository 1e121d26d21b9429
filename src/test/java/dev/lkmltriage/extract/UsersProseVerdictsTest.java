package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 38 (verdict41): a bank of users'-prose verdict sentences by shape, each put after one invented report
 * sentence, with the traps of each shape (a question, a plan, a condition, a patched run, a fix carried) that must
 * give no verdict. The shapes clustering needs for a kernel window: a kernel free of the symptom (good), an onset or a
 * symptom still there (bad), a return to an older kernel that cures (good). Every sentence is invented here.
 */
class UsersProseVerdictsTest {
    private static final String SUBJECT = "NVMe SSD disappears after resume";
    /** The report names a bad kernel first, so a good verdict has a problem to be good against. */
    private static final String ON_BAD = "Hi,\n\nmy NVMe SSD is gone after resume from suspend on 6.2.1, a nasty problem. ";
    /** The report names no kernel: the sentence under test gives the only one. */
    private static final String NO_KERNEL = "Hi,\n\nmy NVMe SSD is gone after resume from suspend, a nasty problem. ";

    private static final String[][] FREE_OF_THE_SYMPTOM = {
            {"good", "5.15.80 does not do it.", "5.15.80"},
            {"good", "6.1.12 never did this.", "6.1.12"},
            {"good", "On 6.1.12 it is stable.", "6.1.12"},
            {"good", "6.1.12 doesn't have this problem.", "6.1.12"},
            {"good", "6.1.12 does not show the problem.", "6.1.12"},
            {"good", "I don't see it on 6.1.12.", "6.1.12"},
            {"good", "It does not happen on 6.1.12.", "6.1.12"},
            {"good", "With 6.1.12 I can't reproduce it.", "6.1.12"},
            {"good", "6.1.12 is fine.", "6.1.12"},
            {"good", "No such problem with 6.1.12.", "6.1.12"},
            {"good", "The last kernel without the problem is 6.1.12.", "6.1.12"},
            {"good", "6.1.12 was the last good one.", "6.1.12"},
            {"good", "6.1.12 never had this issue.", "6.1.12"},
            {"good", "We never hit this under 6.1.12 either.", "6.1.12"},
            {"good", "It didn't happen with v6.1.12.", "6.1.12"},
            {"good", "But I do not see the problem on 6.1.12.", "6.1.12"},
            {"good", "It doesn't occur on the 6.1.12 kernel.", "6.1.12"},
            {"null", "Is 6.1.12 affected?", "6.1.12"},
            {"null", "Does 6.1.12 do it too?", "6.1.12"},
            {"null", "6.1.12 has the fix.", "6.1.12"},
            {"null", "I will try 6.1.12 next.", "6.1.12"},
            {"null", "Maybe 6.1.12 does not do it, I have not checked.", "6.1.12"},
            {"null", "If 6.1.12 does not do it, we can bisect.", "6.1.12"},
            {"null", "If I don't see it on 6.1.12, I will bisect.", "6.1.12"},
            {"null", "I don't see it on 6.1.12 with the patch applied.", "6.1.12"},
            {"null", "Do you see it on 6.1.12?", "6.1.12"},
    };

    private static final String[][] ONSET_OR_STILL_THERE = {
            {"bad", "It started with 6.2.", "6.2"},
            {"bad", "It started with 6.2-rc3.", "6.2-rc3"},
            {"bad", "This started happening with 6.2.", "6.2"},
            {"bad", "It began with 6.2.", "6.2"},
            {"bad", "Since 6.2 the drive disappears after resume.", "6.2"},
            {"bad", "Ever since 6.2 the drive drops off the bus.", "6.2"},
            {"bad", "Starting with 6.2-rc1 the drive vanishes after resume.", "6.2-rc1"},
            {"bad", "Still there in 6.3-rc3.", "6.3-rc3"},
            {"bad", "The problem is still present in 6.3-rc3.", "6.3-rc3"},
            {"bad", "Still happens with 6.3-rc3.", "6.3-rc3"},
            {"bad", "6.3-rc3 still has the problem.", "6.3-rc3"},
            {"bad", "Also happens on 6.3-rc3.", "6.3-rc3"},
            {"bad", "It is still broken in 6.3-rc3.", "6.3-rc3"},
            {"bad", "I am running 6.2.1.", "6.2.1"},
            {"bad", "My current system is using 6.2.1.", "6.2.1"},
            {"bad", "The machine is running 6.2.1.", "6.2.1"},
            {"bad", "Still reproducible on 6.3-rc3.", "6.3-rc3"},
            {"null", "Has it been fixed in 6.3-rc3?", "6.3-rc3"},
            {"null", "6.3-rc3 has the fix.", "6.3-rc3"},
            {"null", "Is it still there in 6.3-rc3?", "6.3-rc3"},
            {"null", "Support for this card started with 6.2.", "6.2"},
            {"null", "I will test 6.3-rc3 tomorrow.", "6.3-rc3"},
            {"null", "Is this still broken in 6.3-rc3?", "6.3-rc3"},
            {"null", "Can you check whether it still happens with 6.3-rc3?", "6.3-rc3"},
            {"null", "Since 6.2 the driver supports runtime PM.", "6.2"},
    };

    private static final String[][] RETURN_THAT_CURES = {
            {"good", "Reverting to 5.15 fixes it.", "5.15"},
            {"good", "Going back to 5.15 fixes it.", "5.15"},
            {"good", "Downgrading to 5.15.80 solves the problem.", "5.15.80"},
            {"good", "Rolling back to 5.15.80 makes the problem go away.", "5.15.80"},
            {"good", "Booting 5.15.80 again, everything works.", "5.15.80"},
            {"good", "After downgrading to 5.15.80 the drive survives resume.", "5.15.80"},
            {"good", "Switching back to 5.15.80 cures it.", "5.15.80"},
            {"good", "Going back to 5.15.80 makes it go away.", "5.15.80"},
            {"good", "I went back to 5.15.80 and it works again.", "5.15.80"},
            {"good", "Reverted to the 5.15 kernel and everything is fine.", "5.15"},
            {"good", "Downgraded back to 5.15.80, the drive works.", "5.15.80"},
            {"good", "Booted v5.15.80 again and the SSD works.", "5.15.80"},
            {"null", "Should I revert to 5.15?", "5.15"},
            {"null", "I could go back to 5.15 but would rather not.", "5.15"},
            {"null", "Going back to 5.15 does not fix it.", "5.15"},
            {"null", "Going back to 5.15 fixes it only partially.", "5.15"},
            {"null", "If going back to 5.15 fixes it, we know where to look.", "5.15"},
            {"null", "I am going to go back to 5.15 and see whether it works.", "5.15"},
            {"null", "Going back to 5.15 with the patch applied fixes it.", "5.15"},
            {"null", "Would reverting to 5.15 fix it?", "5.15"},
    };

    /** Each row: expected verdict ("good", "bad" or "null"), the sentence, the version asked about. */
    private static void check(String report, String[][] rows) {
        List<String> wrong = new ArrayList<>();
        for (String[] r : rows) {
            String got = verdict(facts(SUBJECT, report + r[1] + "\n"), r[2]);
            if (!got.equals(r[0])) {
                wrong.add(r[1] + " -> " + got + " (want " + r[0] + ")");
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void aKernelFreeOfTheSymptomIsGoodAndItsTrapsStay() {
        check(ON_BAD, FREE_OF_THE_SYMPTOM);
    }

    @Test
    void anOnsetOrASymptomStillThereIsBadAndItsTrapsStay() {
        check(NO_KERNEL, ONSET_OR_STILL_THERE);
    }

    @Test
    void aReturnThatCuresIsGoodAndItsTrapsStay() {
        check(ON_BAD, RETURN_THAT_CURES);
    }
}
