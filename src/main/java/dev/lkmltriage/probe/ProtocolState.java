package dev.lkmltriage.probe;

/**
 * The one-byte states of iperf3's control connection (iperf_api.h). The numeric codes are the wire format; both
 * peers send them as a signed char.
 */
enum ProtocolState {
    TEST_START(1),
    TEST_RUNNING(2),
    TEST_END(4),
    PARAM_EXCHANGE(9),
    CREATE_STREAMS(10),
    SERVER_TERMINATE(11),
    CLIENT_TERMINATE(12),
    EXCHANGE_RESULTS(13),
    DISPLAY_RESULTS(14),
    IPERF_START(15),
    IPERF_DONE(16),
    ACCESS_DENIED(-1),
    SERVER_ERROR(-2);

    final byte code;

    ProtocolState(int code) {
        this.code = (byte) code;
    }

    /** The state for a received byte, or null for a byte iperf3 never sends. */
    static ProtocolState of(byte code) {
        for (ProtocolState s : values()) {
            if (s.code == code) {
                return s;
            }
        }
        return null;
    }
}
