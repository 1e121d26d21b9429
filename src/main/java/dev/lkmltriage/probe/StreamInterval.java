package dev.lkmltriage.probe;

/** Bytes one stream moved in one reporting interval, as this side counted them. */
public record StreamInterval(int id, int socket, boolean sender, long bytes) {
}
