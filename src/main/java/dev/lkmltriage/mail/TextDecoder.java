package dev.lkmltriage.mail;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Turns bytes into text when the declared charset may be wrong, missing or unknown. Mail in the wild declares
 * us-ascii or iso-8859-1 over UTF-8 bytes, GB2312 over GBK, and charsets nobody has heard of; every path ends in
 * text, never an exception.
 */
final class TextDecoder {
    static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private TextDecoder() {
    }

    /** Decodes {@code [off, off+len)} of {@code b} using {@code declared} (may be null) as a hint. */
    static Decoded decode(byte[] b, int off, int len, String declared) {
        String name = declared == null ? "" : clean(declared);
        boolean ascii = isAscii(b, off, len);
        if (name.isEmpty() || isAsciiName(name)) {
            if (ascii) {
                return new Decoded(new String(b, off, len, StandardCharsets.US_ASCII), "us-ascii", null);
            }
            return sniff(b, off, len, null);
        }
        Charset cs = lookup(name);
        if (cs == null) {
            Decoded d = sniff(b, off, len, null);
            return new Decoded(d.text(), d.charset(), "unknown charset '" + shorten(declared) + "', read as "
                    + d.charset());
        }
        if (ascii && cs.newEncoder().canEncode('a') && !isStateful(cs)) {
            return new Decoded(new String(b, off, len, StandardCharsets.US_ASCII), cs.name().toLowerCase(Locale.ROOT),
                    null);
        }
        if (cs.equals(StandardCharsets.UTF_8)) {
            if (Utf8.isValid(b, off, len)) {
                return new Decoded(new String(b, off, len, StandardCharsets.UTF_8), "utf-8", null);
            }
            if (Utf8.mostlyUtf8(b, off, len)) {
                return new Decoded(new String(b, off, len, StandardCharsets.UTF_8), "utf-8",
                        "invalid utf-8 sequences replaced");
            }
            return new Decoded(new String(b, off, len, WINDOWS_1252), "windows-1252",
                    "declared utf-8 but not utf-8, read as windows-1252");
        }
        if (isLatin1Family(cs) && Utf8.isValid(b, off, len)) {
            // A client that labels everything latin-1 but sends UTF-8: valid multi-byte UTF-8 is very unlikely to
            // occur by chance in real latin-1 text.
            return new Decoded(new String(b, off, len, StandardCharsets.UTF_8), "utf-8", null);
        }
        if (cs.name().equals("ISO-8859-1")) {
            // windows-1252 is a superset in the printable range and what such mail nearly always means.
            return new Decoded(new String(b, off, len, WINDOWS_1252), "windows-1252", null);
        }
        return strict(b, off, len, cs);
    }

    /** UTF-8 when valid, else windows-1252; for input with no declaration at all. */
    static Decoded sniff(byte[] b, int off, int len, String unusedHint) {
        if (Utf8.isValid(b, off, len)) {
            return new Decoded(new String(b, off, len, StandardCharsets.UTF_8), "utf-8", null);
        }
        return new Decoded(new String(b, off, len, WINDOWS_1252), "windows-1252", null);
    }

    private static Decoded strict(byte[] b, int off, int len, Charset cs) {
        CharsetDecoder dec = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        String csName = cs.name().toLowerCase(Locale.ROOT);
        try {
            CharBuffer out = dec.decode(ByteBuffer.wrap(b, off, len));
            return new Decoded(out.toString(), csName, null);
        } catch (CharacterCodingException | RuntimeException e) {
            if (Utf8.isValid(b, off, len)) {
                return new Decoded(new String(b, off, len, StandardCharsets.UTF_8), "utf-8",
                        "declared " + csName + " but utf-8");
            }
            String text;
            try {
                text = cs.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                        .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(ByteBuffer.wrap(b, off, len))
                        .toString();
            } catch (CharacterCodingException | RuntimeException e2) {
                text = new String(b, off, len, WINDOWS_1252);
                csName = "windows-1252";
            }
            return new Decoded(text, csName, "malformed " + cs.name() + " bytes replaced");
        }
    }

    /** The JDK charset for a declared name, with the aliases mail actually uses; null when unknown. */
    static Charset lookup(String declared) {
        String n = clean(declared);
        switch (n) {
            case "gb2312", "gb_2312-80", "euc-cn", "x-gbk", "gbk", "cp936", "x-euc-cn", "chinese" -> n = "GB18030";
            case "utf8", "utf-8", "unicode-1-1-utf-8", "x-unicode20utf8" -> n = "UTF-8";
            case "latin1", "latin-1", "iso8859-1", "iso_8859-1", "l1", "iso-8859-1" -> n = "ISO-8859-1";
            case "ks_c_5601-1987", "ks_c_5601", "euc-kr", "cp949" -> n = "x-windows-949";
            case "x-sjis", "shift-jis", "sjis", "shift_jis", "windows-31j", "cp932" -> n = "windows-31j";
            case "big5", "big-5", "x-x-big5", "cn-big5" -> n = "Big5-HKSCS";
            case "tis-620", "windows-874" -> n = "x-windows-874";
            case "koi8r" -> n = "KOI8-R";
            default -> {
                if (n.startsWith("iso8859-") || n.startsWith("iso_8859-")) {
                    n = "ISO-8859-" + n.substring(n.indexOf('-') + 1);
                } else if (n.startsWith("cp125")) {
                    n = "windows-" + n.substring(2);
                } else if (n.startsWith("x-windows-125") || n.startsWith("x-cp125")) {
                    n = "windows-" + n.substring(n.length() - 4);
                }
            }
        }
        try {
            return Charset.forName(n);
        } catch (RuntimeException e) {
            return null;
        }
    }

    static String clean(String declared) {
        String n = declared.trim().toLowerCase(Locale.ROOT);
        int star = n.indexOf('*'); // RFC 2231 language suffix
        if (star > 0) {
            n = n.substring(0, star);
        }
        while (n.length() >= 2 && (n.startsWith("\"") || n.startsWith("'"))) {
            n = n.substring(1);
        }
        while (!n.isEmpty() && (n.endsWith("\"") || n.endsWith("'") || n.endsWith(";"))) {
            n = n.substring(0, n.length() - 1);
        }
        return n.trim();
    }

    private static boolean isAsciiName(String n) {
        return n.equals("us-ascii") || n.equals("ascii") || n.equals("ansi_x3.4-1968") || n.equals("us")
                || n.equals("iso646-us") || n.equals("7bit") || n.equals("default") || n.equals("x-unknown")
                || n.equals("unknown-8bit") || n.equals("unknown");
    }

    private static boolean isLatin1Family(Charset cs) {
        String n = cs.name();
        return n.equals("ISO-8859-1") || n.equals("ISO-8859-15") || n.equals("windows-1252");
    }

    private static boolean isStateful(Charset cs) {
        return cs.name().startsWith("ISO-2022") || cs.name().startsWith("UTF-16") || cs.name().startsWith("UTF-32")
                || cs.name().equals("UTF-7");
    }

    static boolean isAscii(byte[] b, int off, int len) {
        for (int i = off, end = off + len; i < end; i++) {
            if (b[i] < 0) {
                return false;
            }
        }
        return true;
    }

    private static String shorten(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "…" : s;
    }
}
