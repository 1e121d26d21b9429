package dev.lkmltriage.extract;

/**
 * A subject tag that spells a module's own name with '-' and '_' the other way round ("device-dax:" for the
 * module {@code device_dax}, "usb: xhci-pci:" for {@code xhci_pci}, "pci/hotplug/pnv-php:" for {@code pnv_php}):
 * maintainers tag patches by the file's name, which often writes '-' where the module's name has '_' (kbuild makes
 * them one name; modprobe takes either), so such a tag names the module as its exact spelling would. Only a
 * module's own name counts, never an alias or a registered name, and only a tag that holds a '-' or '_' (a
 * distinctive name, as a generated module's tag must be). Session 51 (drivers59).
 */
final class SwappedTags {
    private SwappedTags() {
    }

    /** Longest tag read; a tag is one word of a subject. */
    static final int MAX = 40;

    /** The module whose own name is the lower-case tag with '-' and '_' swapped, or null. Never throws. */
    static DriverTable.Driver module(DriverTable table, String tag) {
        if (tag == null || tag.length() < 3 || tag.length() > MAX) {
            return null;
        }
        boolean dash = tag.indexOf('-') >= 0;
        boolean underscore = tag.indexOf('_') >= 0;
        if (dash == underscore) {
            // neither (a word: no other spelling) or both (no one swap of a mixed name is the module's)
            return null;
        }
        String other = dash ? tag.replace('-', '_') : tag.replace('_', '-');
        return table.byName(other);
    }
}
