package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SniffTest {
    @ParameterizedTest(name = "{0} [{1}] -> {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            "From a@b Mon Jan  1 00:00:00 2001\\nFrom: a@b\\n\\nx"            | x         | MBOX
            "From - Tue Mar 03 09:14:07 2020\\nX-Mozilla-Status: 0001\\n"      | x         | MBOX
            "\\uFEFFFrom a@b Mon Jan  1 00:00:00 2001\\nSubject: s\\n"         | x         | MBOX
            "From a@b Mon Jan  1 00:00:00 2001\\n\\nno header follows"        | x         | TEXT
            "From here on it fails\\nFrom: a@b\\n"                          | x         | TEXT
            "Return-Path: <a@b>\\nReceived: from x\\n\\tby y\\nSubject: s\\n\\nb" | x       | RFC5322
            "From: a@b\\nSubject: s\\n\\nbody"                                 | x         | RFC5322
            "Subject: only one field\\n\\nbody"                              | x         | TEXT
            "Note: a\\nTodo: b\\n\\nnot mail"                                  | x         | TEXT
            "Note: a\\nTodo: b\\n\\nnot mail"                                  | x.eml     | RFC5322
            "Wifi broken after suspend\\nFrom: a@b\\nDate: today\\n\\nbody"     | x.txt     | TEXT
            "<!DOCTYPE html><html><body>x"                                 | x         | HTML
            "  \\n<HTML><head>"                                             | x         | HTML
            "<p>fragment"                                                  | page.htm  | HTML
            "<p>fragment"                                                  | x         | TEXT
            "From: a@b\\nSubject: s\\n\\nbody"                                 | x.html    | HTML
            "\\n \\r\\n\\t"                                                    | x.eml     | EMPTY
            ""                                                             | x         | EMPTY
            "text\\u0000more"                                               | x.eml     | BINARY
            "From a@b Mon Jan  1 00:00:00 2001\\nFrom: a@b\\n\\nNUL \\u0000 in a body" | x  | MBOX
            "\\u0001\\u0002\\u0003\\u0004 mostly control"                       | x         | BINARY
            "ISO-2022-JP \\u001B$B text \\u001B(B is text"                     | x         | TEXT
            """)
    void table(String content, String name, Sniff.Kind kind) {
        String unescaped = content.replace("\\n", "\n").replace("\\r", "\r").replace("\\t", "\t")
                .replace("\\uFEFF", "\uFEFF").replace("\\u0000", "\u0000").replace("\\u0001", "\u0001")
                .replace("\\u0002", "\u0002").replace("\\u0003", "\u0003").replace("\\u0004", "\u0004")
                .replace("\\u001B", "\u001B");
        assertEquals(kind, Sniff.of(unescaped.getBytes(StandardCharsets.UTF_8), name));
    }
}
