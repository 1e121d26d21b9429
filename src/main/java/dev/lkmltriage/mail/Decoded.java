package dev.lkmltriage.mail;

/** Text decoded from bytes, the charset actually used, and why it differs from the declared one (or null). */
record Decoded(String text, String charset, String problem) {
}
