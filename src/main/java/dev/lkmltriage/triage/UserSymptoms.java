package dev.lkmltriage.triage;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Symptom classes in the words of people who see the trouble rather than read the log (session 53): the reports the
 * kind classifier calls "other" and that named no earlier class ("the fan never stops", "only works next to the
 * router", "all sound plays too fast") were no reports to the clusterer at all. Each class is a short list of generic
 * phrasings, whole words ({@link ReportFeatures#asWord}), read in the subject only (where people say what is
 * wrong; a text names a function key or a fan in passing); appended after every older class of
 * {@link ReportFeatures#SYMPTOM_CLASSES}, so a report naming a hang, a crash or a lost link keeps that class. Every
 * class is another problem than the others and than the older ones (a fan stuck at full speed is not a hang of the
 * same driver), except {@code fan} and {@code temperature}, which are kin ({@link SymptomKin}): a fan control reads the
 * temperature, so a sensor that reads too high is heard as a fan that roars.
 */
final class UserSymptoms {
    private UserSymptoms() {
    }

    static final String FAN = "fan";
    static final String TEMPERATURE = "temperature";
    static final String PITCH = "pitch";

    static final String[][] CLASSES = {
        // a fan that runs flat out or never stops
        {FAN, "fan at full speed", "fan stuck at", "fan is stuck", "fan at maximum", "fan at max", "fans at max",
            "fan at 100%", "fan never stops", "fans never stop", "fan always on", "fan is always on",
            "fan runs all the time", "fan running all the time", "fan spins all the time", "fan goes crazy",
            "fans go crazy", "fan screams", "fans scream", "fan is very loud", "fan runs at full",
            "fan spins at full", "fan is always at"},
        // a sensor that reads far from the truth
        {TEMPERATURE, "degrees too high", "degrees too low", "temperature too high", "temperatures too high",
            "temperature reads", "temperature is wrong", "temperature wrong", "reads far too high",
            "reads too high", "reading too high", "reads too hot"},
        // sound played at the wrong rate
        {PITCH, "chipmunk", "pitch too high", "pitch is too high", "pitched too high", "pitched up",
            "wrong pitch", "semitone high", "semitone too high", "plays too fast", "play too fast",
            "playback too fast", "playback is too fast", "sound is too fast", "sounds too fast",
            "plays too slow", "playback too slow", "playback is too slow"},
        // audio channels in each other's place
        {"swapped", "channels swapped", "channels are swapped", "channels reversed", "channels are reversed",
            "channels come out reversed", "stereo reversed", "stereo is reversed", "stereo image is reversed",
            "left and right swapped", "left and right are swapped", "left and right channels swapped",
            "left and right reversed", "swapped left and right"},
        // a scan that finds nothing: networks or channels
        {"noscan", "can't see any networks", "cannot see any networks", "doesn't see any networks",
            "does not see any networks", "finds no networks", "find no networks", "no networks found",
            "sees no networks", "scan finds nothing", "scan returns nothing", "empty scan", "finds no channels",
            "find no channels", "no channels found", "stopped finding channels", "doesn't find any channels",
            "does not find any channels", "doesn't lock on anything", "does not lock on anything"},
        // a radio that reaches less far
        {"range", "weaker signal", "weak signal", "signal is weak", "signal is much weaker", "signal is weaker",
            "reception range", "next to the router", "near the router", "close to the router",
            "next to the access point", "near the access point", "signal strength dropped", "poor signal"},
        // a touchpad that works only as a plain mouse
        {"gestures", "tap to click", "tap-to-click", "two-finger scrolling", "two finger scrolling",
            "edge scrolling", "generic mouse", "plain mouse", "simple mouse", "generic ps/2 mouse"},
        // a machine that restarts by itself
        {"reset", "reboots itself", "reboots by itself", "restarts itself", "restarts by itself",
            "reboots on its own", "restarts on its own", "spontaneous reboot",
            "random reboots", "reboots randomly", "machine resets", "machine reboots"},
        // session 54: part of the hardware seen, the rest missing (a four-port adapter giving two ports)
        {"partial", "only two of four", "only 2 of 4", "only two of the four", "only 2 of the 4", "only one of two",
            "only 1 of 2", "only one of the two", "only half of the", "only half the", "only gives two",
            "only gives 2", "only shows two", "only shows 2", "only sees two", "only sees 2", "only two ports",
            "only 2 ports", "only one port", "only 1 port", "ports missing", "missing ports"},
        // a picture gone black
        {"black", "black screen", "screen goes black", "screen stays black", "display goes black",
            "goes black", "stays black", "blank screen", "screen is black", "only a black"}};

    /** The classes' names. */
    static final Set<String> NAMES = Arrays.stream(CLASSES).map(c -> c[0]).collect(Collectors.toUnmodifiableSet());
}
