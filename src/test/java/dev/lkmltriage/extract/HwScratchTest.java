package dev.lkmltriage.extract;

import org.junit.jupiter.api.Test;

class HwScratchTest {
    @Test
    void names() {
        IdDatabase db = IdDatabase.open(HwMails.settings());
        for (String s : new String[] {"Intel Corporation 82G33/G31/P35/P31 Express DRAM Controller",
                "JMicron Technologies, Inc. JMicron 20360/20363 AHCI Controller",
                "ATI Technologies Inc R580 [Radeon X1900]", "ATI Technologies Inc Unknown device 7264"}) {
            System.out.println(s + " -> " + db.matchName(s));
        }
    }
}
