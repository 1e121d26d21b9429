package dev.lkmltriage.mail;

import java.util.Locale;

/** Whether bytes or an attachment are text a person would read: logs, configs and patches sent as octet-streams. */
final class TextLike {
    private static final String[] TEXT_SUFFIXES = {".patch", ".diff", ".txt", ".log", ".config", ".cfg", ".conf",
        ".dmesg", ".c", ".h", ".sh", ".dts", ".dtsi", ".lspci", ".out", ".csv"};

    private TextLike() {
    }

    /** A non-text/* attachment that is nevertheless text, judged by type and file name. */
    static boolean isTextAttachment(String mimeType, String filename) {
        if (mimeType.equals("application/x-patch") || mimeType.equals("application/x-diff")
                || mimeType.equals("application/x-shellscript")) {
            return true;
        }
        if (filename == null || !(mimeType.equals("application/octet-stream") || mimeType.startsWith("application/x-"))) {
            return false;
        }
        String f = filename.toLowerCase(Locale.ROOT);
        if (f.equals("config") || f.startsWith("config-") || f.startsWith("dmesg") || f.startsWith("lspci")) {
            return true;
        }
        for (String s : TEXT_SUFFIXES) {
            if (f.endsWith(s)) {
                return true;
            }
        }
        return false;
    }

    /** No NUL bytes and few control characters in the first 8 KiB. */
    static boolean looksLikeText(byte[] b, int off, int len) {
        int n = Math.min(len, 8192);
        int control = 0;
        for (int i = off; i < off + n; i++) {
            int c = b[i] & 0xff;
            if (c == 0) {
                return false;
            }
            if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != 0x1b) {
                control++;
            }
        }
        return control * 20 <= n;
    }
}
