package dev.lkmltriage.extract;

/** Thrown by {@link PciId#parse(String)} when the text is not a vendor:device id; the message quotes the text. */
public final class InvalidIdException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    InvalidIdException(String text) {
        super("not a PCI/USB id (expected vvvv:dddd, four hex digits each): \"" + abbreviate(text) + "\"");
    }

    private static String abbreviate(String text) {
        if (text == null) {
            return "null";
        }
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }
}
