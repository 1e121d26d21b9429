package dev.lkmltriage.extract;

import org.junit.jupiter.api.BeforeEach;

/**
 * The set-up the hardware rule tests of sessions 48-51 share (hw58-hw61): an extractor with the machine's ids files,
 * skipped without them, and a reply whose subject each class chooses, read to "id+subsystem/quoted" strings by
 * {@link HwMails#idsRead}.
 */
abstract class HwRules {
    protected final HardwareExtractor ids = new HardwareExtractor(HwMails.settings());
    private final String subject;
    private final boolean subsystems;

    /**
     * @param subject    the subject {@link #hw(String)} gives its message
     * @param subsystems whether the read strings carry the subsystem ids
     */
    HwRules(String subject, boolean subsystems) {
        this.subject = subject;
        this.subsystems = subsystems;
    }

    @BeforeEach
    void needIds() {
        HwMails.assumeIds();
    }

    String hw(String subject, String body) {
        return HwMails.idsRead(ids, subject, body, subsystems);
    }

    String hw(String body) {
        return hw(subject, body);
    }
}
