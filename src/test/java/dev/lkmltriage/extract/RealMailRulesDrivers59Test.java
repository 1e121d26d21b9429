package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Session 51 (drivers59): replies in patch threads that carry no path of their own name the driver their inherited
 * title names. (1) A tag that spells the module's own name with '-' and '_' the other way round ("device-dax:" for
 * device_dax, "usb: xhci-pci:" for the hand row xhci_pci), {@link SwappedTags}. (2) A title that describes a driver
 * in the words its module's name abbreviates ("Intel PMT class driver", "Add driver for HiSilicon PCIe PMU", "Intel
 * Platform Monitoring Technology support"), {@link SpeltTitles}. Mail written for the test, with the repository's
 * real tables.
 */
class RealMailRulesDrivers59Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());
    private final DriverTable table = DriverTable.load(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "Re: [PATCH 3/9] device-dax: Keep the page map alive a little longer; device_dax",
        "[PATCH 3/9] device-dax: Keep the page map alive a little longer; device_dax",
        "Re: [PATCH 5/9] usb: xhci-pci: Reset the controller first; xhci_pci",
        "AW: [PATCH] usb: xhci-pci: Reorder the removal; xhci_pci",
        "Re: AW: [PATCH] usb: xhci-pci: Reorder the removal; xhci_pci",
        "Re: [PATCH AUTOSEL 5.4 70/78] pci/hotplug/pnv-php: Drop a warning; pnv_php",
        "[PATCH 1/7] dt-bindings: watchdog: renesas-wdt: Document one more SoC; renesas_wdt",
    })
    void aTagSpellingTheModuleTheFilesWayNamesIt(String subject, String module) {
        assertEquals(List.of(module), drivers(subject, "> Some quoted words of the change.\n\nLooks good to me.\n"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // a tag that is a word: no other spelling
        "[PATCH] thermal: Tidy a comment",
        // a swapped spelling that is no module's name
        "[PATCH] pci-foo: Tidy a comment",
        "Re: [PATCH] made_up-name: Tidy a comment",
        // mixed '-' and '_': no one swap of it is read
        "[PATCH] device-dax_x: Tidy a comment",
        // the module's other spelling in the summary, not a tag (SummaryModules reads only its own shapes)
        "[PATCH] Document the device-dax mapping size",
    })
    void tagsNoSwapMakesAModuleNameNone(String subject) {
        List<String> got = drivers(subject, "Some words.\n");
        assertFalse(got.contains("device_dax"), got.toString());
        assertTrue(got.isEmpty(), subject + " -> " + got);
    }

    @Test
    void swappedTagsLookUpOnlyAModulesOwnName() {
        assertEquals("device_dax", SwappedTags.module(table, "device-dax").name());
        assertEquals("xhci_pci", SwappedTags.module(table, "xhci-pci").name());
        assertNull(SwappedTags.module(table, "device_dax"));
        assertNull(SwappedTags.module(table, "dax"));
        assertNull(SwappedTags.module(table, null));
        assertNull(SwappedTags.module(table, ""));
        assertNull(SwappedTags.module(table, "-"));
        assertNull(SwappedTags.module(table, "a-b_c"));
        assertNull(SwappedTags.module(table, "x-".repeat(100)));
    }

    @Test
    void aCommitTitlesTagReadsTheSwappedSpellingButNotTheSummarysWords() {
        // a culprit's title names a driver by its tags only (CulpritTitleTags): the swap is a tag's, the
        // abbreviated words are the summary's
        assertEquals("device_dax", extractor.titleTag("device-dax: use the dev_pagemap internal refcount"));
        assertNull(extractor.titleTag("platform/x86: Intel PMT class driver"));
        assertNull(extractor.titleTag("perf: Add driver for HiSilicon PCIe PMU"));
    }

    @Test
    void malformedSwappedTagsNameNoneAndDoNotThrow() {
        for (String subject : new String[] {"[PATCH] -: x", "[PATCH] _: x", "[PATCH] --: --: x",
                "[PATCH] device-dax\u0000: x", "[PATCH] device-\uD800dax: x", "[PATCH] device-dax:",
                "[PATCH] " + "d-".repeat(60) + ": x", "[PATCH]", "Re: [PATCH] device-"}) {
            List<String> got = drivers(subject, "");
            assertTrue(got.size() <= 1, subject + " -> " + got);
        }
    }

    @Test
    void hostileSwappedTagSubjectsEndFast() {
        String subject = "[PATCH] " + "usb: xhci-pci: ".repeat(50_000) + "x";
        List<String> got = assertTimeoutPreemptively(TimeBudget.seconds(10), () -> drivers(subject, "Words.\n"));
        assertTrue(got.size() <= 2, got.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "Re: [PATCH V6 3/5] platform/x86: Intel PMT class driver; intel_pmt_class",
        "[PATCH V6 3/5] platform/x86: Intel PMT class driver; intel_pmt_class",
        "Re: [PATCH RFC] perf:Add driver for HiSilicon PCIe PMU; hisi_pcie_pmu",
        "Re: [PATCH V4 2/3] mfd: Intel Platform Monitoring Technology support; intel_pmt",
        "[PATCH v2] bus: Add support for HiSilicon LPC; hisi_lpc",
        // a generated twin spelt the other way gives the hand row's spelling
        "[PATCH] misc: Add the PCI endpoint test driver; pci-endpoint-test",
    })
    void aTitleWhoseWordsTheModuleNameAbbreviatesNamesIt(String subject, String module) {
        assertEquals(List.of(module), drivers(subject, "> Some quoted code.\n\nA nit below.\n"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // a part that starts a longer word with a digit after it: "SMMUv3" is no "smmu"
        "[PATCH] iommu: Add Arm SMMUv3 support",
        // not called a driver or support
        "[PATCH] platform/x86: Intel PMT class clean-ups",
        "[PATCH] perf: HiSilicon PCIe PMU counters overflow",
        // initials need capitalised words
        "[PATCH] mfd: Intel platform monitoring technology support",
        // a part of two letters must be the whole word
        "[PATCH] Add Intel Pm Tiny support",
    })
    void titlesTheModuleNameDoesNotAbbreviateNameNone(String subject) {
        List<String> got = drivers(subject, "Some words.\n");
        assertTrue(got.isEmpty(), subject + " -> " + got);
    }

    @Test
    void malformedSpeltTitlesNameNoneAndDoNotThrow() {
        SpeltTitles spelt = new SpeltTitles(table);
        for (String summary : new String[] {null, "", " ", "driver", "for driver", "support for", "Intel",
                "Intel PMT", "\u0000Intel\u0000PMT\u0000class\u0000driver", "Intel \uD800PMT class driver",
                "x".repeat(401) + " Intel PMT class driver"}) {
            List<String> got = spelt.scan(summary);
            assertTrue(got.size() <= 1, summary + " -> " + got);
        }
        assertEquals(List.of(), spelt.scan("x".repeat(401) + " Intel PMT class driver"));
    }

    @Test
    void hostileSpeltTitlesEndFast() {
        SpeltTitles spelt = new SpeltTitles(table);
        String title = "Intel PMT class driver ".repeat(17);
        List<String> got = assertTimeoutPreemptively(TimeBudget.seconds(10), () -> spelt.scan(title));
        assertEquals(List.of("intel_pmt_class"), got);
        String letters = ("a".repeat(29) + " ").repeat(13);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> spelt.scan(letters));
        String subject = "[PATCH] x: " + "Add driver for HiSilicon PCIe PMU ".repeat(20_000);
        List<String> all = assertTimeoutPreemptively(TimeBudget.seconds(10), () -> drivers(subject, "Words.\n"));
        assertTrue(all.size() <= 3, all.toString());
    }
}
