package dev.lkmltriage.mail;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 hex digests and the derived Message-IDs built from them. */
final class Hashes {
    private Hashes() {
    }

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    static String sha256(String s) {
        return sha256(s.getBytes(StandardCharsets.UTF_8));
    }

    /** A stable id for content that carries none: {@code derived.<24 hex>@lkml-triage.invalid}. */
    static String derivedId(String sha256Hex) {
        return "derived." + sha256Hex.substring(0, 24) + "@lkml-triage.invalid";
    }
}
