package dev.lkmltriage.kafka;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real in-process broker for a test class, started before its first test and stopped after its last: register
 * it as a static {@code @RegisterExtension} field and call {@link #get()} in the tests.
 */
final class OwnBroker implements BeforeAllCallback, AfterAllCallback {
    private Broker broker;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        broker = Broker.start();
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        if (broker != null) {
            broker.close();
            broker = null;
        }
    }

    Broker get() {
        return broker;
    }
}
