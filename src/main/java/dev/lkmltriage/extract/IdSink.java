package dev.lkmltriage.extract;

/** Where the prose id readers ({@link BareIds}, {@link MakerIds}, {@link IdBrackets}, {@link VendorDevicePairs}) put what they find. */
@FunctionalInterface
interface IdSink {
    /** One id, read from {@code text[start, end)}. */
    void id(PciId id, int start, int end);
}
