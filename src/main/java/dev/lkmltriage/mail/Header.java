package dev.lkmltriage.mail;

/** One header field, name as written and value decoded (RFC 2047) and unfolded. */
public record Header(String name, String value) {
}
