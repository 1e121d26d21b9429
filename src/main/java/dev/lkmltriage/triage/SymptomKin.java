package dev.lkmltriage.triage;

/**
 * Symptom classes that one problem can be told in (session 47). A user who sees a machine "drop off the network" for a
 * while tells an outage as it looks from outside ({@code outage}); the reporter who read the
 * log tells the same problem as a transmit hang (the watchdog fired, the adapter reset) or as a lost link. So an
 * outage agrees with a hang and with a link loss, both for the symptom tie and for the symptom veto; every other pair
 * of different classes still disagrees (a hang is not a link loss: session 38's veto stands between them).
 */
final class SymptomKin {
    private SymptomKin() {
    }

    static final String OUTAGE = "outage";

    /** Whether the base classes {@code a} and {@code b} (no direction) differ but may tell one problem. */
    static boolean kin(String a, String b) {
        if (a == null || b == null || a.equals(b)) {
            return false;
        }
        return a.equals(OUTAGE) && told(b) || b.equals(OUTAGE) && told(a) || gone(a) && gone(b)
                || heat(a) && heat(b) || rate(a) && rate(b);
    }

    /**
     * Session 49: a device that falls off the bus ({@code lost}) and a connection that drops ({@code link}) are one
     * problem told twice when the device is what carries the connection: a USB modem or adapter that disconnects
     * takes the link with it ("the stick falls off the bus" / "keeps dropping the connection"; USB's own log says
     * "disconnect" for both).
     */
    private static boolean gone(String c) {
        return c.equals("lost") || c.equals("link");
    }

    /** Session 53: a fan control follows the sensor, so a sensor reading too high is heard as a roaring fan. */
    private static boolean heat(String c) {
        return c.equals(UserSymptoms.FAN) || c.equals(UserSymptoms.TEMPERATURE);
    }

    /**
     * Session 53: sound played at the wrong rate ({@code pitch}: "plays too fast") is a rate told by ear; the reporter
     * who measured it ("playback about 9% too fast", a figure) tells a throughput.
     */
    private static boolean rate(String c) {
        return c.equals(UserSymptoms.PITCH) || c.equals("throughput");
    }

    private static boolean told(String c) {
        return c.equals("hang") || c.equals("link");
    }
}
