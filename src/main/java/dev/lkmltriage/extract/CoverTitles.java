package dev.lkmltriage.extract;

import java.util.Set;

/**
 * A cover letter's part titles as its shortlog lists them ({@link ShortlogTags#read}), and the subject's own tags:
 * convention (42), a cover letter's drivers are those its titles tag. A diffstat line of a driver that no title tags
 * (by the module's name, an alias, the file's stem, or a family tag over a member's file, as a pull's titles are read:
 * {@link DriverExtractor#pullTagged}) nor the subject names none, however many lines it changes and however many
 * drivers the series touches: another part's helper or constant carried into it ("PCI: dwc: Drop the .set_num_vectors
 * hook" over a glue driver no part is for). A generic tag ("PCI: dwc:") tags no glue driver. No shortlog, no
 * reading: a patch's own diffstat is not a cover's. Session 40 (drivers47).
 *
 * @param tags the part titles' tags, spelt as {@link ShortlogTags} spells them; empty when the text holds no shortlog
 * @param subjectTags the subject's tags
 */
record CoverTitles(Set<String> tags, Set<String> subjectTags) {
    /** No cover: every line reads as before. */
    static final CoverTitles NONE = new CoverTitles(Set.of(), Set.of());

    CoverTitles {
        tags = Set.copyOf(tags);
        subjectTags = Set.copyOf(subjectTags);
    }

    static CoverTitles of(Set<String> titleTags, Set<String> subjectTags) {
        return titleTags.isEmpty() ? NONE : new CoverTitles(titleTags, subjectTags);
    }

    /** The diffstat line of {@code d} at {@code path} is one of a cover whose titles and subject tag it nowhere. */
    boolean untagged(DriverTable.Driver d, String path) {
        return !tags.isEmpty() && !DriverExtractor.tagged(d, path, tags) && !DriverExtractor.pullTagged(d, path, tags)
                && !DriverExtractor.tagged(d, path, subjectTags) && !directoryTagged(path) && !firstWordTagged(d);
    }

    /**
     * A title tag spells the first word of the module's name ("misc: rtsx:" over rtsx_pci's rts5249.c, the tree's
     * tag for the card-reader driver whose module name adds its bus): the titles are about that driver
     * ({@link BareFiles#firstWordTag}). Session 41 (drivers48).
     */
    private boolean firstWordTagged(DriverTable.Driver d) {
        for (String t : tags) {
            if (BareFiles.firstWordTag(t, d.name())) {
                return true;
            }
        }
        for (String t : subjectTags) {
            if (BareFiles.firstWordTag(t, d.name())) {
                return true;
            }
        }
        return false;
    }

    /**
     * A title tags a directory of the path below {@code drivers/SUBSYSTEM/} ("ACPI / APEI:" over {@code
     * drivers/acpi/apei/ghes.c}): a part about the drivers there, as the by-the-way reading has it; not a tag every
     * title of a family's pull carries ("PCI: dwc:" is the DesignWare core's own, {@link DriverExtractor#GENERIC_TAGS}).
     */
    private boolean directoryTagged(String path) {
        int from = 0;
        int depth = 0;
        for (int slash = path.indexOf('/'); slash > 0 && depth < 8; slash = path.indexOf('/', from)) {
            String dir = path.substring(from, slash).toLowerCase(java.util.Locale.ROOT).replace('-', '_');
            if (depth++ >= 2 && tags.contains(dir) && !DriverExtractor.GENERIC_TAGS.contains(dir)) {
                return true;
            }
            from = slash + 1;
        }
        return false;
    }
}
