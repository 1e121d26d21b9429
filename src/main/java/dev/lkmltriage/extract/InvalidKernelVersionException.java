package dev.lkmltriage.extract;

/** Thrown by {@link KernelVersion#parse(String)} for text that is no kernel version; the message quotes it. */
public final class InvalidKernelVersionException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    InvalidKernelVersionException(String text, String why) {
        super("not a kernel version: \"" + abbreviate(text) + "\": " + why);
    }

    static String abbreviate(String text) {
        if (text == null) {
            return "null";
        }
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }
}
