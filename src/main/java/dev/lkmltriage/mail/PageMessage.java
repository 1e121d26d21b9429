package dev.lkmltriage.mail;

import java.util.ArrayList;
import java.util.List;

/** One message as an archive page shows it: header fields as displayed and the body as text. */
final class PageMessage {
    final List<Header> headers = new ArrayList<>();
    String body = "";
    /** An id the page gives outside the header lines (a permalink), used when no Message-ID field is shown. */
    String linkedId;
    String inReplyTo;
    final List<String> references = new ArrayList<>();

    void add(String name, String value) {
        if (value != null && !value.isBlank()) {
            headers.add(new Header(name, HeaderText.unfold(value)));
        }
    }

    String get(String name) {
        for (Header h : headers) {
            if (h.name().equalsIgnoreCase(name)) {
                return h.value();
            }
        }
        return null;
    }
}
