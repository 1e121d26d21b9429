package dev.lkmltriage.probe;

/**
 * One stream's totals as both ends counted them. {@code forward} is true for data flowing client to server;
 * {@code localSender} says which end this process was.
 */
public record StreamReport(int id, int socket, boolean forward, boolean localSender, Transfer sent,
        Transfer received) {
}
