package dev.lkmltriage.extract;

/**
 * Session 42 (speed43): the state of a request list ("make sure these config options are set to "=y":" over lines
 * of one {@code CONFIG_X} each, convention 61) as the config stage walks a message's lines, moved out of
 * {@code ConfigExtractor.extract}'s loop, which had grown past 1,700 bytes of bytecode with it (session 41 found the
 * stage's loss there, not in the readers). The checks are {@link RequestedOptions}'; this class only keeps, line by
 * line, the header's value while its list goes on and the line before for a header that wraps. One per message;
 * pure but for its own fields, never throws, constant work per line beyond the checks it calls.
 */
final class RequestList {
    private String value; // the value a request list's header asked for, while its list goes on
    private int items;
    private int gap;
    private int prevBody = -1; // the line before, for a list header that wraps
    private int prevEnd = -1;

    /**
     * A line the stage reads ({@code [body, end)}): the list item it is, with its header's value, or null; it may end
     * the list, or open one as its header.
     */
    ConfigFact line(String text, int body, int end, boolean quoted) {
        ConfigFact item = null;
        boolean empty = RequestedOptions.marksOnly(text, body, end);
        if (value != null) {
            item = RequestedOptions.listItem(text, body, end, value, quoted);
            if (item != null) {
                items++;
            } else if (empty && items == 0 && gap++ == 0) {
                // one empty line between the header and its list
            } else {
                value = null;
            }
        }
        if (value == null && !empty) {
            value = RequestedOptions.listHeader(text, prevBody, prevEnd, body, end);
            items = 0;
            gap = 0;
        }
        prevBody = empty ? -1 : body;
        prevEnd = empty ? -1 : end;
        return item;
    }

    /** A line the stage does not read ends the list, and is no header's line before. */
    void skip() {
        value = null;
        prevBody = -1;
    }
}
