package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.text.Bounded;
import dev.lkmltriage.text.FoldedSearch;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kernel drivers a message is about: {@code Kernel driver in use:} lines, dmesg line prefixes ({@code r8169
 * 0000:02:00.0: ...}, {@code e1000e: Intel(R) PRO/1000 ...}), subject tags ({@code [PATCH] net: r8169: ...}),
 * source paths, and prose ("the r8169 driver"). Names not in {@code models/drivers.tsv} count only where the text
 * itself says they are a driver (driver-in-use lines, dmesg device prefixes). Module lists ({@code Modules linked
 * in:}) and a port service's dmesg tags ({@code pcieport 0000:00:1c.0: pciehp: }, {@link PortServiceTags}) are not
 * evidence. When nothing names a driver, a device id the table binds to exactly one driver gives it.
 * A module known only from the generated kernel table ({@link DriverTable.Driver#generated()}) needs more context:
 * a distinctive name, and for its files and platform registered names a subject tag that names it, except the
 * files a small patch about at most two drivers changes (its diffstat, create and rename lines, a path git
 * shortened to {@code .../dwc/pci-layerscape-ep.c}, a device-tree binding named after the compatible the driver
 * registers). Any table name counts in a slot only a module fills ({@code xhci_pci.ko}, {@code modprobe -r X},
 * "blacklisting X and Y", "the X function driver"), in either spelling of '-' and '_'. Never throws.
 */
final class DriverExtractor {
    // compiled once: String.split, matches and replaceAll compile their regex on every call
    private static final Pattern TAG_WORD = Pattern.compile("[a-z0-9][a-z0-9_-]*");
    private static final Pattern NON_NAME = Pattern.compile("[^a-z0-9_-]+");
    private static final int MAX = 64;
    /** Lines a wrapped kernel command line may go on over, when no log line's timestamp ends it first. */
    private static final int COMMAND_LINE_WRAPS = 6;
    private static final Pattern IN_USE = Pattern.compile("Kernel driver in use: ([A-Za-z0-9_\\-]{2,40})");
    // a dmesg line's start before the prefix: its timestamp, and after it the printk caller id a kernel built with
    // CONFIG_PRINTK_CALLER writes ("[  170.18][ T1952] nvme 0020:08:00.0: ...", a task; "[ C3]", a CPU), which
    // the module-list reader below passes over too (session 34, drivers40)
    private static final String STAMP = "(?:\\[[ \u00a00-9.]{1,20}\\](?:\\[ {0,6}[TC][0-9]{1,7}\\])? ?"
            + "|[0-9]{1,6}\\.[0-9]{6}\\](?:\\[ {0,6}[TC][0-9]{1,7}\\])? ?)";
    // a dmesg timestamp's padding may be no-break spaces ("[   3.49] ahci 0001:01:00.0: ..." with U+00A0 blanks, as
    // some mail clients send a pasted run of blanks): the same log line (session 30, drivers36)
    private static final Pattern DEV_PREFIX = Pattern.compile(
            "\\G" + STAMP + "?([a-z][a-z0-9_\\-]{1,39}) "
            + "(?:[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]"
            // a platform device: "66000000.pcie", or a device-tree node under its parent, "soc:pcie"
            + "|([0-9a-f]{1,16}\\.[a-z0-9_\\-]{1,30}|[a-z][a-z0-9_\\-]{0,29}:[a-z][a-z0-9_\\-]{0,29})"
            // a device the driver names after itself and a number ("nvme nvme0: I/O 978 QID 3 timeout"): the
            // driver's own device, read as its PCI device's prefix is (session 36, drivers43)
            + "|(\\1[0-9]{1,4})): ");
    /** A network device's line: the driver, the device's address, its interface ("e1000e 0000:00:1f.6 eth0: "). */
    private static final Pattern NETDEV_PREFIX = Pattern.compile(
            "\\G" + STAMP + "?([a-z][a-z0-9_\\-]{1,39}) "
            + "[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7] [a-z][a-z0-9_.\\-]{0,15}: ");
    private static final Pattern NAME_PREFIX = Pattern.compile(
            "\\G" + STAMP + "?([a-z][a-z0-9_\\-]{1,39}): ");
    private static final Pattern PATH = Pattern.compile(
            "(?<![A-Za-z0-9_/.\\-])(?:[ab]/)?((?:drivers|sound)/[A-Za-z0-9_\\-./]{1,200})");
    /** Generic device prefixes of dev_printk that name a bus or a port service, not the driver a report is about. */
    static final Set<String> NOT_DRIVERS = Set.of("pci", "pci_bus", "pcieport", "acpi", "pnp", "platform",
            "system", "iommu", "dmar", "usb", "hub", "scsi", "sd", "ata", "serial", "tty", "input", "power", "cpu",
            "memory", "node", "wmi", "pci-host-generic-bus", "portdrv",
            // a subsystem's own self-test (drivers/of/unittest.c), no driver (session 41)
            "unittest",
            // the MHI bus core's own prefix for a device no driver has bound (convention 85, session 43)
            "mhi");

    private final DriverTable table;
    private final DriverPrompts prompts;
    private final FailingAliases failing;
    private final DescribedDrivers described;
    private final SpeltTitles spelt;

    DriverExtractor(ExtractSettings settings) {
        this(DriverTable.load(settings), ModelFiles.load(settings, PROMPTS_FILE, DriverPrompts::read,
                DriverPrompts.EMPTY));
    }

    DriverExtractor(DriverTable table) {
        this(table, DriverPrompts.EMPTY);
    }

    DriverExtractor(DriverTable table, DriverPrompts prompts) {
        this.table = table;
        this.prompts = prompts;
        this.failing = new FailingAliases(table);
        this.described = new DescribedDrivers(table, prompts);
        this.spelt = new SpeltTitles(table);
    }

    /** The menuconfig prompts of driver modules (models/README.md), read beside the driver tables. */
    static final String PROMPTS_FILE = "driver-prompts.tsv.gz";

    List<String> extract(Mail mail, List<HardwareFact> hardware) {
        try {
            Set<String> out = new LinkedHashSet<>();
            List<String> unknownTags = new java.util.ArrayList<>(2);
            List<String[]> aliasTags = new java.util.ArrayList<>(1);
            Set<String> tagNames = new java.util.HashSet<>(4);
            // tags that are a hand-written driver's own name ("dmaengine: dw-edma:"), read as family tags below
            List<String[]> nameTags = new java.util.ArrayList<>(1);
            String summary = subject(mail.subject(), out, unknownTags, aliasTags, nameTags, tagNames);
            if (MaintainerEntries.bookkeeping(mail.subject(), tagNames, summary)) {
                // a MAINTAINERS entry and its thread: bookkeeping, about no driver though its tag names one
                return List.of();
            }
            // "Ryzen7 3700U xhci fails on resume", inherited by every reply: the subject says the driver fails
            failing.scan(mail.subject(), 0, mail.subject().length(), out);
            // "arm64: Add Tegra194 PCIe driver to defconfig", "misc: Add Synopsys DesignWare xData IP driver": a
            // title that names the driver its patch adds or enables by its menuconfig prompt, as a body line does,
            // inherited by every reply of the thread (convention 95; 129 and 147 for the replies)
            prompted(summary, Bounded.indexOf(summary, " driver", 0, summary.length()), 0, summary.length(), out);
            // drivers the subject names: a conversion's cover keeps these (below)
            Set<String> bySubject = Set.copyOf(out);
            Set<String> fromBody = new LinkedHashSet<>();
            Set<String> banners = new LinkedHashSet<>();
            // drivers whose files a treewide patch touches
            Set<String> treewideFiles = new LinkedHashSet<>();
            // drivers whose files the patch changes (diffstat, create and rename lines): name -> generated-only
            java.util.Map<String, Boolean> changed = new java.util.LinkedHashMap<>();
            // those whose every diffstat line changes at most two lines
            Set<String> passing = new java.util.HashSet<>(2);
            // hand-written drivers whose every diffstat line changes one or two lines
            Set<String> quiet = new LinkedHashSet<>(2);
            // drivers named by a device-tree binding the patch changes, as changed holds them by their code
            BindingDrivers byBinding = new BindingDrivers();
            // drivers named by their menuconfig prompt: added after the family rule, which reads names the message
            // gives by path or prefix ("the i.MX7 reset driver" in a "pci: imx:" patch is no family member)
            Set<String> promptedNames = new LinkedHashSet<>(2);
            // modules named by a bare source file name ("a patch to rmi_smbus.c"): after the family rule too, as
            // "pci-rcar-gen2.c" in a "PCI: rcar:" patch names no family member. In a patch's thread, whose reviews
            // name other drivers' files as models and comparisons, only a file the writer says is to be changed
            // ("we will update pcie-tegra194.c", "I'll fix this in pci-epf-test.c", BareFiles.changeBefore)
            boolean patchThread = PatchThreads.tagged(mail.subject());
            Set<String> bareFiles = new LinkedHashSet<>(4);
            if (!patchThread) {
                BareFiles.scan(mail.subject(), 0, mail.subject().length(), table, new Needle(mail.subject(), ".c"),
                        bareFiles, false);
            }
            // the diffstat's summary, read once: body() asks whether there is one, the few-files rule below how large
            int stat = filesChanged(mail.text());
            // a subject naming no driver, by tag or words, nor calling its work a driver's ("dmaengine: Add
            // Synopsys eDMA IP driver"): a core's patch, whose callers in other subsystems CoreCallers may read
            boolean coreSubject = out.isEmpty() && aliasTags.isEmpty() && nameTags.isEmpty()
                    && !CoreCallers.driverWork(summary);
            // past eight files, the drivers whose shown hunks only take lines out or rewrite them alike: callers
            // adapted to the patch's core change, named by their diffstat lines no more than by a line or two
            // (convention 133, AdaptedHunks)
            Set<String> adapted = stat > FEW_FILES && !pullRequest(mail.subject())
                    ? AdaptedHunks.drivers(mail.text(), table) : Set.of();
            boolean bound = body(mail, stat == 0, coreSubject, fromBody, unknownTags, tagNames, banners,
                    treewideFiles, changed, passing, quiet, promptedNames, bareFiles, patchThread, byBinding, adapted);
            // a patch that changes bindings alone is about the drivers they name; one that changes drivers' code too
            // counts its bindings' drivers only while all stay few: "Deprecate inbound/outbound bindings" changing
            // the host driver and its family's three schemas is the host driver's patch, not a conversion
            byBinding.takeLoneUntagged(stat == 1);
            byBinding.dropCommonSchemas();
            boolean bindingsOnly = changed.isEmpty() && !byBinding.isEmpty();
            if (bindingsOnly || withFew(changed, byBinding.drivers)) {
                byBinding.drivers.forEach((name, generated) -> changed.merge(name, generated, Boolean::logicalAnd));
            }
            // after the family rule, as prompted names are: a member's Kconfig entry makes no family tag a member's
            Set<String> byKconfig = kconfigDrivers(mail, stat, tagNames);
            int files = changed.isEmpty() && quiet.isEmpty() ? 0 : stat;
            if (files <= FEW_FILES) {
                // a hand-written driver changed by a line or two counts as before, unless among more than a few
                // files: a series' helper its callers adapt to (2 lines of ice and of lpfc among 18 files); in a
                // pull, any driver the diffstat alone names (the convention: a pull names none by its files)
                quiet.forEach(d -> add(fromBody, d));
            }
            if (treewideFiles.size() == 1) {
                // a "treewide" patch that touches one driver alone is that driver's patch
                fromBody.addAll(treewideFiles);
            }
            if (!bound) {
                // with no driver bound to a device in the log, a driver's start-up banner is all there is of it
                fromBody.addAll(banners);
            }
            // the generated drivers the few-drivers rule below names by their changed files: a family tag over a
            // patch that changes one member's glue alone ("PCI: iproc:" over pcie-iproc-bcma.c) names that member
            Set<String> members = new LinkedHashSet<>(fromBody);
            boolean fewChanged = !changed.isEmpty() && changed.size() <= FEW_CHANGED && !docsPatch(tagNames)
                    && files <= FEW_FILES;
            List<String> changedNamed = new ArrayList<>();
            if (fewChanged) {
                // a driver's line changed in passing (a symbol exported, a constant renamed) among other drivers'
                // files is not; the one driver a patch changes among core files, however few its lines, is about it
                // (convention 21's one driver among core files; session 41)
                changed.forEach((name, generated) -> {
                    if (generated && (files <= 1 || changed.size() == 1 && !NOT_DRIVERS.contains(name)
                            || !passing.contains(name))) {
                        changedNamed.add(name);
                    }
                });
                members.addAll(changedNamed);
            }
            familyTags(aliasTags, out, fromBody, members, mail.text());
            if (!nameTags.isEmpty()) {
                // "dmaengine: dw-edma:" names the directory of the dw-edma core and its glue dw-edma-pcie: a patch
                // that changes only the glue's file is the glue's, as an alias tag of a family is (familyTags)
                Set<String> named = new LinkedHashSet<>(fromBody);
                named.addAll(changed.keySet());
                familyTags(nameTags, out, named, named, mail.text());
            }
            siblingFiles(aliasTags, out, mail.text());
            fromBody.forEach(d -> add(out, d));
            promptedNames.forEach(d -> add(out, d));
            byKconfig.forEach(d -> add(out, d));
            if (bareFiles.size() <= BareFiles.FEW) {
                bareFiles.forEach(d -> add(out, d));
            }
            if (fewChanged) {
                // a patch or series that changes a few drivers' files is about those drivers; one that changes
                // many (a helper or constant converted across a subsystem) is about none of them beyond what the
                // older rules name (hand-written drivers by their files, tagged generated ones). After the family
                // rule: pcie-iproc-platform.c changed beside pcie-iproc.c does not make "PCI: iproc:" a family tag
                changedNamed.forEach(d -> add(out, d));
            } else if (changed.size() > FEW_CHANGED && !docsPatch(tagNames) && files <= FEW_FILES
                    && SubsystemParts.addressed(mail.subject(), summary, files, changed, passing, table)) {
                // one part of a series split by subsystem, its tag the directory of the drivers it edits
                // ("i2c/busses: Tidy ..." changing three bus drivers' code): about each of them
                changed.keySet().forEach(d -> add(out, d));
            } else if (changed.size() > FEW_CHANGED && !docsPatch(tagNames) && files <= FEW_FILES) {
                // more than a few: a conversion names none of them, but a series whose subject names a part several
                // of their names share ("Fix comphy with old ATF" changing both comphy drivers) is about those; one
                // driver's name among drivers changed alike ("hwmon: (sis5595) Change X to 0") is its first example.
                // Code only: more than a few bindings of one family ("Add DT schema for Cadence PCIe" creating the
                // core's host, endpoint and common schemas) are schema work, about none of its drivers
                List<String> spelt = new java.util.ArrayList<>(2);
                changed.forEach((name, generated) -> {
                    if (generated && !passing.contains(name) && !bindingsOnly
                            && SubjectComponents.spells(summary, name)) {
                        spelt.add(name);
                    }
                });
                if (spelt.size() > 1) {
                    spelt.forEach(d -> add(out, d));
                }
            }
            if (stat > 0 && ShortlogTags.conversion(mail.text())) {
                // a series whose shortlog carries one summary under three or more tags ("stmmac: pci: Loop using
                // X", "vfio_pci: Loop using X") converts a helper or constant across drivers: its cover's diffstat,
                // own or quoted, names none of the drivers it changes, only those its subject names
                for (String d : diffstatDrivers(mail.text())) {
                    if (!bySubject.contains(d)) {
                        out.remove(d);
                    }
                }
            } else if (stat > FEW_FILES && ElidedSiblings.conversion(mail.subject())) {
                // one patch titled as a helper conversion ("PCI: dwc: Convert to devm_foo_byname()", "Use
                // PTR_ERR_OR_ZERO() in five functions") whose diffstat changes three or more drivers its subject does
                // not name: the convention's helper carried across drivers, about none of them. Only over eight
                // files: a patch of eight files or fewer names each driver it changes whatever the edit (convention
                // 47, session 39, which names the three DWC drivers of "Use PTR_ERR_OR_ZERO()"; session 44). A driver the
                // message also names by its module name outside a path ("load the radeon module", "[radeon]") stays
                Set<String> converted = new LinkedHashSet<>(diffstatDrivers(mail.text()));
                converted.removeAll(bySubject);
                if (converted.size() >= ShortlogTags.CONVERSION_PARTS) {
                    // each look-up reads the text once: past a few dozen drivers none is looked up, all are callers
                    boolean look = converted.size() <= ConvertedCallers.MAX_LOOKED_UP;
                    for (String d : converted) {
                        if (!look || !ConvertedCallers.namedOutsidePaths(mail.text(), d)) {
                            out.remove(d);
                        }
                    }
                }
            }
            // a series cover's titles, each read against the cover's diffstat: the drivers their tags claim, however
            // many and whatever summary they share (the session-53 conventions; CoverTitleDrivers)
            CoverTitleDrivers.apply(mail.subject(), mail.text(), table, out);
            // "the PCIe driver for the BrcmSTB 7216 chip": a kind and, after "driver for", its platform
            // (PlatformDrivers)
            PlatformDrivers.apply(mail.text(), table, out);
            // "PCI: rcar:" after the 2020 host/common split names the host driver's module (SplitModules)
            SplitModules.resolve(mail, table, out);
            if (out.isEmpty() && hardware != null) {
                fromHardware(hardware, out);
            }
            return List.copyOf(out);
        } catch (RuntimeException | StackOverflowError e) {
            return List.of();
        }
    }

    /**
     * The drivers whose Kconfig entries a patch changes, own or quoted: "make all three drivers depend on the new
     * symbol" changing the entries of rdmavt, rdma_rxe and siw is about those three (session 45, the lead's decision
     * on drivers51's TEST 19083). An entry counts where the diff shows it ({@link KconfigEntries}: the symbol must
     * build one module, {@code driver-prompts.tsv.gz}, whose files lie under the Kconfig file's directory, so an
     * entry of a core, "config PCI_MSI", names nothing), or where a diffstat line or diff header gives a Kconfig
     * file in a directory of one driver alone ({@code drivers/infiniband/sw/rxe/Kconfig}, {@link
     * DriverTable#soleDriverIn}). Counted as convention 47 counts changed files: in a patch of eight files or fewer
     * each is named; over eight, in a pull request, a treewide sweep or documentation work, none; nor where more than
     * {@link #KCONFIG_FEW} drivers' entries change alike (a dependency dropped from every controller's entry).
     */
    private Set<String> kconfigDrivers(Mail mail, int stat, Set<String> tagNames) {
        String text = mail.text();
        if (stat > FEW_FILES || text.indexOf("Kconfig") < 0 || pullRequest(mail.subject())
                || tagNames.contains("treewide") || docsPatch(tagNames)) {
            return Set.of();
        }
        Set<String> named = new LinkedHashSet<>(2);
        List<String[]> entries = KconfigEntries.changed(text);
        if (entries.size() > KconfigEntries.MAX) {
            return Set.of();
        }
        for (String[] entry : entries) {
            String module = prompts.bySymbol(entry[1]);
            DriverTable.Driver d = module == null ? null : byEitherSpelling(module);
            if (d != null && !NOT_DRIVERS.contains(d.name()) && under(d, entry[0])) {
                named.add(d.name());
            }
        }
        LineMatches m = new LineMatches(KCONFIG_FILE, text, "Kconfig");
        while (m.find() && named.size() <= KCONFIG_FEW) {
            DriverTable.Driver d = table.soleDriverIn(m.group(1));
            if (d != null && !NOT_DRIVERS.contains(d.name()) && ownDirectory(d, m.group(1))) {
                named.add(d.name());
            }
        }
        return named.size() > KCONFIG_FEW ? Set.of() : named;
    }

    /** More drivers' Kconfig entries than this changed by one patch are a sweep across them, about none. */
    static final int KCONFIG_FEW = 3;

    /**
     * A diffstat line ({@code drivers/infiniband/sw/rxe/Kconfig | 2 +-}) or diff header of a Kconfig file below a
     * subsystem's own directory, own or quoted; group 1 its directory.
     */
    static final Pattern KCONFIG_FILE = Pattern.compile(
            "(?m)^(?:> ?)*(?:[ \\t]*|diff --git a/)((?:drivers|sound)/[A-Za-z0-9_.-]+/[A-Za-z0-9_./-]*/)Kconfig"
                    + "(?:[ \\t]+\\|[ \\t]*\\d| b/)");

    /**
     * Whether the directory is the driver's own: one of its sources lies right in it, and the directory's name is a
     * word of the module's ({@code sw/rxe/} of rdma_rxe, {@code hw/epf/} of ntb_hw_epf). The tables list drivers,
     * not the core code beside them, so the one listed driver of {@code drivers/acpi/arm64/} or
     * {@code drivers/firmware/efi/} is no owner of that directory's Kconfig.
     */
    private static boolean ownDirectory(DriverTable.Driver d, String dir) {
        int slash = dir.lastIndexOf('/', dir.length() - 2);
        String last = dir.substring(slash + 1, dir.length() - 1).toLowerCase(java.util.Locale.ROOT);
        if (!java.util.Arrays.asList(d.name().toLowerCase(java.util.Locale.ROOT).split("[-_]")).contains(last)) {
            return false;
        }
        for (String p : d.paths()) {
            if (p.startsWith(dir) && p.indexOf('/', dir.length()) < 0 && !subsystemCore(p, d.name())) {
                return true;
            }
        }
        return false;
    }

    /** Whether one of the driver's source paths lies under the directory, and none is a subsystem's core. */
    private static boolean under(DriverTable.Driver d, String dir) {
        for (String p : d.paths()) {
            if (p.startsWith(dir) && !subsystemCore(p, d.name())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Tags before the summary: "[PATCH v2 1/3] net: r8169: fix" gives net, r8169; known names count. Returns the
     * summary after the tags.
     */
    private String subject(String subject, Set<String> out, List<String> unknownTags, List<String[]> aliasTags,
            List<String[]> nameTags,
            Set<String> tagNames) {
        String s = TitleTags.title(subject);
        boolean pciTagged = false;
        // "reset: imx7:", "phy: qcom-qmp:": a subsystem's tag and then a member's, which together spell the member's
        // file (reset-imx7.c): read only in a patch's subject and its replies, where tags are the maintainers' own
        boolean joinable = Subjects.codeTagged(subject);
        String previous = null;
        TitleTags tags = new TitleTags(s);
        while (tags.next()) {
            String tag = tags.tag();
            pciTagged |= tag.equalsIgnoreCase("pci") || tag.regionMatches(true, 0, "pci/", 0, 4);
            String[] parts = tags.parts();
            int before = out.size();
            if (joinable && previous != null && parts.length == 1) {
                DriverTable.Driver joined = joinedTagFile(previous, parts[0]);
                if (joined != null) {
                    add(out, joined.name());
                }
            }
            for (int pi = 0; pi < parts.length; pi++) {
                String part = parts[pi];
                if (tagNames.size() < 16) {
                    tagNames.add(spelling(part));
                }
                // "iommu/arm-smmu-v3:", "drm/nouveau:": the last of a slash path is a driver candidate like a tag
                boolean leaf = pi > 0 && pi == parts.length - 1 && tag.indexOf(',') < 0;
                DriverTable.Driver d = table.byNameOrAlias(part.toLowerCase(java.util.Locale.ROOT));
                boolean alias = d != null && table.byName(part.toLowerCase(java.util.Locale.ROOT)) == null;
                if (d == null) {
                    // "device-dax:", "usb: xhci-pci:": the module's own name written the file's way (SwappedTags)
                    d = SwappedTags.module(table, part.toLowerCase(java.util.Locale.ROOT));
                }
                if (d != null && d.generated() && (alias ? table.registeredName(part.toLowerCase(java.util.Locale.ROOT))
                        : !distinctive(d.name()))) {
                    // a module known only from the kernel source: a tag of its own distinctive name, never a
                    // registered name or a word ("fan:", "button:"); those need the file the patch touches. An
                    // alias written by hand for a fewfiles row ("iommu/vt-d:" for intel-iommu) is a tag name
                    d = null;
                } else if (alias && !pciTagged && pciOnly(d)) {
                    // "arm64: tegra:", "phy: tegra:", "soc/tegra:": the family's other subsystems, not its PCI driver
                    d = null;
                } else if (d != null) {
                    add(out, d.name());
                    if (alias && aliasTags.size() < 4) {
                        aliasTags.add(new String[] {part.toLowerCase(java.util.Locale.ROOT), d.name()});
                    } else if (!alias && !d.generated() && nameTags.size() < 4) {
                        nameTags.add(new String[] {part.toLowerCase(java.util.Locale.ROOT), d.name()});
                    }
                    continue;
                }
                if (d == null && leaf && parts.length == 2) {
                    DriverTable.Driver byFile = slashTagFile(parts[0], part);
                    if (byFile != null) {
                        add(out, byFile.name());
                        continue;
                    }
                }
                if (d == null && (part.equals(tag) || leaf) && part.length() >= 3 && part.length() <= 30
                        && TAG_WORD.matcher(part).matches() && !NOT_DRIVERS.contains(part) && unknownTags.size() < 4) {
                    unknownTags.add(leaf ? "/" + part : part);
                }
            }
            // a tag that named a module ("stmmac: pci:") is no subsystem's: the next tag is read alone
            previous = parts.length == 1 && out.size() == before ? parts[0] : null;
        }
        s = tags.rest();
        summaryWords(s, out, pciTagged);
        SummaryModules.scan(s, table, tagNames).forEach(d -> add(out, d));
        // "Intel PMT class driver", "Add driver for HiSilicon PCIe PMU": the module's name abbreviating the words
        spelt.scan(s).forEach(d -> add(out, d));
        CalledDrivers.scan(s, 0, s.length(), table, d -> add(out, d));
        familyInSubject(s, out, aliasTags);
        return s;
    }

    /**
     * The one driver a commit title's subject tags name ("iommu/vt-d: Clear stale faults" gives intel-iommu,
     * "PCI: vmd:" vmd), or null when its tags name none or several; the summary after the tags is not read. Never
     * throws.
     */
    String titleTag(String title) {
        if (title == null || title.isEmpty()) {
            return null;
        }
        try {
            Set<String> out = new LinkedHashSet<>(2);
            String summary = subject(title, out, new java.util.ArrayList<>(4), new java.util.ArrayList<>(4),
                    new java.util.ArrayList<>(1), new java.util.HashSet<>(4));
            // subject() reads names in the summary too: only what the tags named counts here
            Set<String> inSummary = new LinkedHashSet<>(2);
            summaryWords(summary, inSummary, true);
            inSummary.addAll(SummaryModules.scan(summary, table, Set.of()));
            inSummary.addAll(spelt.scan(summary));
            out.removeAll(inSummary);
            return out.size() == 1 ? out.iterator().next() : null;
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /**
     * A two-part slash tag that spells a module's source file under {@code drivers/} ("cxl/mem:" over
     * drivers/cxl/mem.c, the file built as cxl_mem; "cxl/acpi:" cxl_acpi): the subsystem's directory and the file's
     * stem, as the subsystem's maintainers write their tags. The tag names that module as its file in a diff would;
     * only a file or directory the tables list exactly counts, so a core's built-in file ("ACPI/IORT:", iort.c) or a
     * stem that merely starts a file's name names nothing. Null when none is listed. Session 44 (drivers51).
     */
    DriverTable.Driver slashTagFile(String dir, String stem) {
        if (dir.isEmpty() || stem.isEmpty() || dir.length() > 40 || stem.length() > 40) {
            return null;
        }
        String d = dir.toLowerCase(java.util.Locale.ROOT);
        String f = stem.toLowerCase(java.util.Locale.ROOT);
        if (d.equals("pci") || !TAG_WORD.matcher(d).matches() || !TAG_WORD.matcher(f).matches()) {
            // "PCI/ASPM:", "PCI/AER:": the PCI core's parts and port services, never a module (the conventions)
            return null;
        }
        DriverTable.Driver found = table.byListedPath("drivers/" + d + "/" + f + ".c");
        if (found == null) {
            found = table.byListedPath("drivers/" + d + "/" + f + "/");
        }
        return found == null || NOT_DRIVERS.contains(found.name()) ? null : found;
    }

    /**
     * Two colon tags that spell a module's source file together ("reset: imx7:" over drivers/reset/reset-imx7.c,
     * "spi: sh-msiof:", "phy: qcom-qmp:"): subsystems name their drivers' files "SUBSYS-member.c" and their
     * maintainers tag patches "SUBSYS: member:", so the pair names the module its file is built as. The joined name
     * must be a table module's own name, in either spelling of '-' and '_', that one of its files carries as its
     * stem; "PCI: tegra:" (a family tag, read by the family rules) and names no file carries name nothing. Null when
     * none. Session 50 (drivers58).
     */
    DriverTable.Driver joinedTagFile(String subsystem, String member) {
        if (subsystem.length() > 40 || member.length() > 40) {
            return null;
        }
        String a = subsystem.toLowerCase(java.util.Locale.ROOT);
        String b = member.toLowerCase(java.util.Locale.ROOT);
        if (a.equals("pci") || !TAG_WORD.matcher(a).matches() || !TAG_WORD.matcher(b).matches()) {
            return null;
        }
        for (String name : new String[] {a + "-" + b, a + "_" + b}) {
            DriverTable.Driver d = table.byName(name);
            if (d != null && !NOT_DRIVERS.contains(d.name()) && fileStem(d, name)) {
                return d;
            }
        }
        return null;
    }

    /** Whether one of the driver's listed source files is named {@code name}.c, '-' and '_' alike. */
    private static boolean fileStem(DriverTable.Driver d, String name) {
        String want = name.replace('_', '-');
        for (String p : d.paths()) {
            int slash = p.lastIndexOf('/');
            if (p.endsWith(".c") && p.length() - 2 - slash - 1 == want.length()
                    && p.substring(slash + 1, p.length() - 2).replace('_', '-').equals(want)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A title's words after its tags. A summary that says "driver" is read as a body's driver line is ("Add
     * Tegra194 PCIe driver to defconfig": a name or alias in any case before the word), else only lowercase names.
     */
    private void summaryWords(String summary, Set<String> out, boolean pciTagged) {
        char[] chars = summary.toCharArray();
        if (!driverWord(summary)) {
            words(summary, chars, 0, summary.length(), out, false, false, true);
            return;
        }
        Set<String> named = new LinkedHashSet<>(2);
        words(summary, chars, 0, summary.length(), named, true, false, true);
        // "arm64: Kconfig: Fix XGENE driver dependencies": a platform word under another subsystem's tag is the
        // platform's drivers, not its PCI host's; a PCI controller driver needs the PCI tag or a bus word
        // ("Add Tegra194 PCIe driver") in the summary
        boolean pciWord = pciTagged || FoldedSearch.indexOf(summary, "pci", 0, summary.length()) >= 0;
        for (String d : named) {
            DriverTable.Driver k = table.byName(d);
            if (pciWord || k == null || !pciOnly(k)) {
                add(out, d);
            }
        }
    }

    /** Whether the text says " driver" as a word of its own ("drivers", "driver-only" are not). */
    private static boolean driverWord(String text) {
        int seen = 0;
        for (int i = Bounded.indexOf(text, " driver", 0, text.length()); i >= 0 && seen++ < 8;
                i = Bounded.indexOf(text, " driver", i + 7, text.length())) {
            int after = i + " driver".length();
            if (after >= text.length() || !(Character.isLetterOrDigit(text.charAt(after))
                    || text.charAt(after) == '-' || text.charAt(after) == '_')) {
                return true;
            }
        }
        return false;
    }

    /** A PCI controller driver: every source path of it lies under drivers/pci/. */
    private boolean pciOnly(DriverTable.Driver alias) {
        DriverTable.Driver d = table.byName(alias.name());
        if (d.paths().isEmpty()) {
            return false;
        }
        for (String p : d.paths()) {
            if (!p.startsWith("drivers/pci/")) {
                return false;
            }
        }
        return true;
    }

    /** "PCI: tegra: Add Tegra194 PCIe support": the summary names the family member (pcie-tegra194) itself. */
    private void familyInSubject(String summary, Set<String> out, List<String[]> aliasTags) {
        if (aliasTags.isEmpty()) {
            return;
        }
        for (String w : NON_NAME.split(summary.toLowerCase(java.util.Locale.ROOT))) {
            DriverTable.Driver d = w.length() < 3 ? null : table.byNameOrAlias(w);
            if (d == null) {
                continue;
            }
            for (String[] a : aliasTags) {
                if (!d.name().equals(a[1]) && d.name().contains(a[0])) {
                    out.remove(a[1]);
                    add(out, d.name());
                }
            }
        }
    }

    /**
     * A subject tag that names a driver family rather than one module ("PCI: tegra:" is pci-tegra by alias, but the
     * Tegra194 patches carry it too): when the message names by path or prefix another driver whose name holds the
     * tag (pcie-tegra194) and none of the alias driver's own files, that one is meant and the alias's driver is
     * dropped, also where the body calls it by the family name ("the Tegra driver"). {@code members} holds those
     * names and the generated drivers the few-drivers rule names by their changed files: a glue module's own file
     * (pcie-iproc-bcma.c under "PCI: iproc:") changed alone is that member's patch, not the family core's.
     */
    private void familyTags(List<String[]> aliasTags, Set<String> out, Set<String> fromBody, Set<String> members,
            String text) {
        for (String[] a : aliasTags) {
            boolean family = false;
            for (String other : members) {
                family |= !other.equals(a[1]) && other.contains(a[0]) && !within(other, a[1]);
            }
            if (!family) {
                continue;
            }
            // "The Tegra driver has its own defines" in a pcie-tegra194 patch: the family name, not pci-tegra,
            // unless the message names one of pci-tegra's own files
            boolean ownFile = SharedHeaders.named(table.byName(a[1]), text);
            for (String path : table.byName(a[1]).paths()) {
                ownFile |= text.contains(path);
            }
            if (!ownFile) {
                out.remove(a[1]);
                fromBody.remove(a[1]);
            }
        }
    }

    /**
     * Every file of {@code member} lies in a directory the tag driver's row covers ({@code mobiveil/} holds
     * pcie-mobiveil-plat.c, a later split of the one mobiveil driver): a part of that driver, not a sibling. A
     * generated module left with no file of its own had every file under a hand-written row's directory (the
     * merge gives them to that row): no sibling either, as the family rule cannot tell whose part it is.
     */
    private boolean within(String member, String tagDriver) {
        DriverTable.Driver m = table.byName(member);
        DriverTable.Driver t = table.byName(tagDriver);
        if (m == null || t == null) {
            return false;
        }
        if (m.paths().isEmpty()) {
            return m.generated();
        }
        for (String path : m.paths()) {
            boolean covered = false;
            for (String dir : t.paths()) {
                covered |= dir.endsWith("/") && path.startsWith(dir);
            }
            if (!covered) {
                return false;
            }
        }
        return true;
    }

    /**
     * A hand-written alias tag of a fewfiles driver names its subsystem's directory as often as the driver: an
     * "iommu/vt-d:" patch to {@code drivers/iommu/intel/dmar.c} is about the shared DMAR code, not the VT-d driver
     * (intel-iommu, whose file is {@code intel/iommu.c}). When the text shows a file beside the driver's own files
     * and none of them, the tag names no driver. Only alias tags: a generated module's own name as a tag stays
     * (spi-nor's old {@code spi-nor.c} beside its newer {@code core.c} would read as a sibling).
     */
    private void siblingFiles(List<String[]> aliasTags, Set<String> out, String text) {
        for (String[] a : aliasTags) {
            String name = a[1];
            DriverTable.Driver d = table.byName(name);
            if (d == null || !d.generated()) {
                continue;
            }
            boolean own = false;
            boolean sibling = false;
            for (String path : d.paths()) {
                own |= text.contains(path);
                int slash = path.lastIndexOf('/');
                if (slash > 0 && !path.endsWith("/")) {
                    sibling |= besideOwn(text, path.substring(0, slash + 1), d);
                }
            }
            if (sibling && !own) {
                out.remove(name);
            }
        }
    }

    /** A file right in {@code dir} that is none of the driver's paths; a bounded number of occurrences is read. */
    private static boolean besideOwn(String text, String dir, DriverTable.Driver d) {
        int from = 0;
        for (int seen = 0; seen < 64; seen++) {
            int at = text.indexOf(dir, from);
            if (at < 0) {
                return false;
            }
            int end = at + dir.length();
            while (end < text.length() && end - at < 200 && (Character.isLetterOrDigit(text.charAt(end))
                    || text.charAt(end) == '_' || text.charAt(end) == '-' || text.charAt(end) == '.')) {
                end++;
            }
            String file = text.substring(at, end);
            if (file.endsWith(".c") && !d.paths().contains(file)) {
                return true;
            }
            from = end;
        }
        return false;
    }

    /**
     * Drivers named in the body go to {@code out}; start-up banners of known drivers ({@code e1000e: Intel(R)
     * PRO/1000 Network Driver}, {@code sky2: driver version 1.30}) go to {@code banners}. True when the text shows a
     * driver bound to a device ({@code r8169 0000:01:00.0: ...}, {@code uniphier-pcie 66000000.pcie: ...}): then the
     * log is a boot log in which every built-in driver announces itself, and a banner alone names no driver the
     * message is about. Bare source file names go to {@code bareFiles}, in a patch's thread ({@code changedOnly})
     * only those the writer says are to be changed; drivers
     * a changed device-tree binding names go to {@code byBinding}, those whose code the patch changes to {@code
     * changed}. {@code noDiffstat}: the text holds no diffstat summary ({@link #filesChanged} is 0).
     */
    private boolean body(Mail mail, boolean noDiffstat, boolean coreSubject, Set<String> out, List<String> unknownTags,
            Set<String> tagNames, Set<String> banners, Set<String> treewideFiles,
            java.util.Map<String, Boolean> changed, Set<String> passing, Set<String> quiet, Set<String> promptedNames,
            Set<String> bareFiles, boolean changedOnly, BindingDrivers byBinding, Set<String> adapted) {
        boolean bound = false;
        String text = mail.text();
        // a pull request's diffstat lists every file of a release's worth of work: see paths()
        boolean pull = pullRequest(mail.subject());
        boolean conversion = ElidedSiblings.conversion(mail.subject());
        // the drivers a changed helper's callers are, adapted in passing (CoreCallers)
        Set<String> callers = CoreCallers.find(text, table, tagNames, coreSubject);
        LineCursor c = new LineCursor(mail);
        // the message's characters, copied once for the kernel, commit and kind stages: the word scan reads them all
        char[] chars = VersionsText.of(mail).chars;
        // One matcher per pattern and message, moved from line to line: a new one per line cost more than its match.
        Matcher inUse = IN_USE.matcher(text);
        Matcher devPrefix = DEV_PREFIX.matcher(text);
        Matcher namePrefix = NAME_PREFIX.matcher(text);
        Matcher netdevPrefix = NETDEV_PREFIX.matcher(text);
        Matcher path = PATH.matcher(text);
        Needle inUseLabel = new Needle(text, "Kernel driver in use: ");
        Needle colonBlank = new Needle(text, ": ");
        Needle drivers = new Needle(text, "drivers/");
        Needle sound = new Needle(text, "sound/");
        Needle driverWord = new Needle(text, " driver");
        DescribedDrivers.Heads describedHeads = new DescribedDrivers.Heads(text);
        // a function's name holds one: FunctionNames reads only lines that do
        Needle underscore = new Needle(text, "_");
        Needle elided = new Needle(text, ".../");
        Needle bindings = new Needle(text, "bindings/");
        Needle modulesLinked = new Needle(text, "Modules linked in:");
        Needle frameSlash = new Needle(text, "/0x");
        Needle modulesLabel = new Needle(text, "Kernel modules: ");
        Needle commandLine = new Needle(text, "ommand line: ");
        Needle bootImage = new Needle(text, "BOOT_IMAGE=");
        // lines left of a kernel command line a mail client may have wrapped
        int commandLineRest = 0;
        Needle dotC = new Needle(text, ".c");
        Needle unmetWarning = new Needle(text, KconfigWarnings.UNMET_WORDS);
        SelectingDrivers selecting = new SelectingDrivers();
        Set<String> quotedHeaders = new LinkedHashSet<>(4);
        QuotedDiffstat quotedStat = new QuotedDiffstat();
        ElidedSiblings siblings = new ElidedSiblings();
        // a cover letter's shortlog: the tags of its parts' titles, and the drivers of its diffstat they name
        // a pull's: every title's tags, whose drivers are the pull's however many (convention 16, pullTagged)
        Set<String> partTags = pull ? ShortlogTags.readPull(text) : ShortlogTags.read(text);
        // a cover letter's titles, however many drivers they tag: its diffstat lines they tag none of name none
        // (convention 42, CoverTitles)
        CoverTitles cover = pull ? CoverTitles.NONE : CoverTitles.of(ShortlogTags.readAll(text), tagNames);
        if (!pull && partDrivers(partTags) > SHORTLOG_FEW) {
            // parts for many drivers: a helper or constant carried across a subsystem, about none of them
            partTags = Set.of();
        }
        Set<String> partNamed = new LinkedHashSet<>(2);
        boolean moduleList = false;
        // the previous line was lspci -k's "Kernel driver in use:" with a display name, no module's
        boolean displayInUse = false;
        // inside the diff of a documentation file the patch creates (a new howto or user guide): its lines are prose
        boolean docFile = false;
        boolean docDiff = false;
        // the PCI devices' drivers of a pasted log, held back in a machine's start-up log unless shown at issue
        LogBystanders logDrivers = new LogBystanders();
        ShellListings listings = new ShellListings();
        // the failing aliases of one line, found by its words' walk (FailingAliases.at)
        List<String> failed = new ArrayList<>(2);
        java.util.function.Consumer<String> toOut = d -> add(out, d);
        while (c.next() && out.size() < MAX) {
            if (c.quotedDiffHeader && (drivers.in(c.body, c.end) >= 0 || sound.in(c.body, c.end) >= 0)) {
                // a reply quoting a patch: its diff header still names the driver the patch touches, when it touches
                // few (see below); a sound driver's path too ("sound/pci/hda/hda_intel.c"), as everywhere else
                paths(text, path, c, unknownTags, tagNames, quotedHeaders, treewideFiles, changed, passing, quiet,
                        pull, noDiffstat, quotedStat, siblings, partTags, partNamed, callers, cover, adapted);
                continue;
            }
            if (noDiffstat && c.kind == dev.lkmltriage.mail.SpanKind.DIFF && ownDiffHeader(text, c)
                    && (drivers.in(c.body, c.end) >= 0 || sound.in(c.body, c.end) >= 0)) {
                // a reply's own "does the below fix it?" diff, with no diffstat: its header names the file it
                // changes as a quoted diff's header does, under the same few-drivers limit; not a file an unknown
                // tag spells ("numa:" and a trial change to drivers/acpi/numa.c, a subsystem's file, no driver)
                paths(text, path, c, List.of(), tagNames, quotedHeaders, treewideFiles, changed, passing, quiet,
                        pull, noDiffstat, quotedStat, siblings, partTags, partNamed, callers, cover, adapted);
            }
            if (c.inDiff() && !c.blank()) {
                logDrivers.end(toOut);
                char lead = text.charAt(c.body);
                if (lead == 'd' && startsWith(text, c.body, c.end, "diff --git ")) {
                    docFile = documentation(text, c.body + "diff --git ".length(), c.end);
                    docDiff = false;
                    if (bindings.in(c.body, c.end) >= 0) {
                        binding(text, bindings.in(c.body, c.end), c, passing,
                                bindingsCleanup(tagNames) ? byBinding.untagged() : byBinding, tagNames);
                    }
                } else if (lead == 'n' && startsWith(text, c.body, c.end, "new file mode")) {
                    // a document converted or edited is about its subject at large ("the QLogic qla2xxx driver
                    // sets ..." in the error-recovery guide); one written anew for a driver is that driver's guide
                    docDiff = docFile;
                } else if (docDiff && lead == '+' && !startsWith(text, c.body, c.end, "+++")) {
                    // "This guide helps users use the pci-epf-test function driver": the driver slots of prose
                    docLine(text, chars, c.body + 1, c.end, out);
                }
                continue;
            }
            if (c.countable() && !c.blank() && (unmetWarning.in(c.body, c.end) >= 0 || selecting.active())) {
                // "Selected by [y]: - PCIE_INTEL_GW [=y] && ..." under an unmet-dependency warning: the driver whose
                // Kconfig is at fault, named after the family rule as a prompt's driver is
                String symbol = selecting.line(text, c.body, c.end, unmetWarning.in(c.body, c.end) >= 0);
                String module = symbol == null ? null : prompts.bySymbol(symbol);
                DriverTable.Driver d = module == null ? null : byEitherSpelling(module);
                if (d != null) {
                    add(promptedNames, d.name());
                }
            }
            if (!c.countable() || c.blank()) {
                listings.end();
                logDrivers.end(toOut);
                moduleList = false;
                commandLineRest = 0;
                continue;
            }
            int body = skipTimestamp(text, c.body, c.end);
            // a pasted "# ls drivers/pci/controller/dwc/*ep*" and the paths it printed: files of a kind, as a grep's
            boolean listed = listings.output(text, c.body, c.end);
            if (modulesLinked.in(c.body, c.end) >= 0) {
                // an oops's module list, after whatever log prefix the line has: a printk caller id ("[ 12.3][ T2794]
                // Modules linked in:"), a syslog prefix ("Apr  4 19:50:38 host kernel: [ 74.6] Modules linked in:")
                moduleList = true;
                continue;
            }
            if (moduleList && !hasColon(text, body, c.end)) {
                // a wrapped continuation of the module list
                continue;
            }
            moduleList = false;
            int frame = frameSlash.in(c.body, c.end);
            if (frame >= 0) {
                // "tegra_pcie_dw_probe+0x5e8/0xb50 [pcie_tegra194]": an oops ran through the module's code
                // (TraceModules); a module the tables do not know (vfio, drm, an out-of-tree one) is no driver
                String module = TraceModules.module(text, frame, c.body, c.end);
                DriverTable.Driver d = module == null || NOT_DRIVERS.contains(module) ? null
                        : byEitherSpelling(module);
                if (d != null) {
                    add(out, d.name());
                }
            }
            boolean afterDisplayName = displayInUse;
            displayInUse = false;
            // Each pattern needs a literal or a first character; most lines are ruled out by that alone.
            if (inUseLabel.in(c.body, c.end) >= 0
                    && inUse.region(c.body, c.end).find()) {
                if (LspciModules.displayName(text, inUse.end(1), c.end)) {
                    // "Kernel driver in use: PLDA PCI": an out-of-tree driver's display name, no module's
                    displayInUse = true;
                    continue;
                }
                add(out, inUse.group(1));
                continue;
            }
            if (afterDisplayName && modulesLabel.in(c.body, c.end) >= 0) {
                // lspci -k's "Kernel modules: plda_pci" right under a driver bound by its display name: the one
                // module that drives it. Under a device no driver is bound to it is only a candidate, as for any
                // device of a whole machine's listing (i2c_i801 of an idle SMBus controller)
                String module = LspciModules.single(text, modulesLabel.in(c.body, c.end), c.end);
                if (module != null && !NOT_DRIVERS.contains(module)) {
                    add(out, module);
                    continue;
                }
            }
            if (modulesLabel.in(c.body, c.end) >= 0 && LspciModules.label(text, c.body, c.end)) {
                // lspci -k's "Kernel modules: xhci_pci" lists the modules that could drive the device, not the one
                // bound to it ("Kernel driver in use:" says that): a candidate list, as "Modules linked in:" is
                continue;
            }
            char first = text.charAt(c.body);
            // a timestamp may have lost its "[    " to the mail client ("0.396182] mvebu-pcie soc:pcie: ...")
            boolean prefixed = (first == '[' || (first >= 'a' && first <= 'z')
                    || (first >= '0' && first <= '9' && lostBracket(text, c.body, c.end)))
                    && colonBlank.in(c.body, c.end) >= 0;
            // where the line's words are read from: past a PCI device's prefix, whose driver the log block judges
            int wordsFrom = c.body;
            if (prefixed && devPrefix.region(c.body, c.end).lookingAt() && !(devPrefix.group(3) != null
                    && (NOT_DRIVERS.contains(devPrefix.group(1)) || byEitherSpelling(devPrefix.group(1)) == null))) {
                // a numbered own device counts for a module the tables know ("usb usb1:", "rtc rtc0:" name none)
                String name = devPrefix.group(1);
                boolean platform = devPrefix.group(2) != null;
                if (!platform && !NOT_DRIVERS.contains(name) && !PortServiceTags.ownPrefix(name)) {
                    wordsFrom = devPrefix.end();
                }
                DriverTable.Driver known = platform ? table.byNameOrAlias(name) : null;
                // a boot log lists every platform device of a board (dma, pinctrl, crypto): one known only from
                // the kernel source counts when a subject tag names it, like its files
                // "pciehp 0000:00:1c.0: ..." is the hotplug service's prefix: a port service's, as "AER:" is
                boolean driver = !NOT_DRIVERS.contains(name) && !PortServiceTags.ownPrefix(name);
                if (driver && (!platform || (known != null
                        && (!known.generated() || tagged(known, name, tagNames))))) {
                    bound = true;
                    // a PCI device's prefix is the name lspci -k shows as "Kernel driver in use" (piix4_smbus),
                    // kept as written like that line; a platform device's registered name (imx6q-pcie) is
                    // no name a user sees elsewhere: its module (pci-imx6) is named
                    String named = platform || !table.registeredName(name) ? canonical(name) : name;
                    if (platform) {
                        add(out, named);
                        logDrivers.logLine();
                    } else {
                        logDrivers.deviceLine(text, named, true, devAddress(text, devPrefix),
                                devPrefix.end(), c.end);
                    }
                } else if (!platform) {
                    logDrivers.deviceLine(text, name, false, devAddress(text, devPrefix), devPrefix.end(),
                            c.end);
                } else {
                    logDrivers.logLine();
                }
            } else if (prefixed && netdevPrefix.region(c.body, c.end).lookingAt()) {
                // "e1000e 0000:00:1f.6 eth0: NIC Link is Down": a network device's line, judged as a device's
                String name = netdevPrefix.group(1);
                DriverTable.Driver d = NOT_DRIVERS.contains(name) ? null : table.byName(name);
                logDrivers.deviceLine(text, d != null ? d.name() : name, d != null,
                        address(text, netdevPrefix.end(1)), netdevPrefix.end(), c.end);
                wordsFrom = d != null ? netdevPrefix.end() : wordsFrom;
            } else if (prefixed && namePrefix.region(c.body, c.end).lookingAt()) {
                logDrivers.logLine();
                if (namePrefix.group(1).equals("driver")) {
                    ethtoolDriver(text, namePrefix.end(), c.end, out);
                    continue;
                }
                DriverTable.Driver d = table.byName(namePrefix.group(1));
                if (d != null && (!d.generated() || distinctive(d.name()))
                        && banner(text, namePrefix.end(), c.end)) {
                    // "ehci-exynos: EHCI Exynos driver": neither the banner's driver nor a name in it is evidence
                    // until the log is known to bind no device
                    add(banners, d.name());
                    continue;
                }
                if (d != null && (!d.generated() || distinctive(d.name()))) {
                    add(out, d.name());
                }
            } else if (first == '[' || (first >= '0' && first <= '9' && lostBracket(text, c.body, c.end))) {
                logDrivers.logLine();
            } else {
                logDrivers.otherLine(toOut);
            }
            if (listed || MergeReports.line(text, c.body, c.end)) {
                // "CONFLICT (content): Merge conflict in drivers/dax/device.c": a merge's report, no file at issue;
                // nor is a listing's path
                wordsFrom = c.end;
            } else if (drivers.in(c.body, c.end) >= 0 || sound.in(c.body, c.end) >= 0) {
                paths(text, path, c, unknownTags, tagNames, out, treewideFiles, changed, passing, quiet, pull,
                        noDiffstat, quotedStat, siblings, partTags, partNamed, callers, cover, adapted);
            } else if (bindings.in(c.body, c.end) >= 0) {
                binding(text, bindings.in(c.body, c.end), c, passing,
                        bindingsCleanup(tagNames) ? byBinding.untagged() : byBinding, tagNames);
            } else if (elided.in(c.body, c.end) >= 0) {
                elidedPath(text, elided.in(c.body, c.end), c, tagNames, out, treewideFiles, changed, passing,
                        pull || conversion ? null : siblings, callers, pull ? partTags : cover.tags(), partNamed,
                        cover);
            }
            boolean driverLine = driverWord.in(c.body, c.end) >= 0;
            // a kernel command line ("Kernel command line: ... arm-smmu.disable_bypass=n", wrapped over the lines
            // after it, or /proc/cmdline's "BOOT_IMAGE=...") lists a machine's boot set-up, as "Modules linked in:"
            // lists its modules: its module parameters name no driver the message is about
            if (commandLine.in(c.body, c.end) >= 0 || bootImage.in(c.body, c.end) >= 0) {
                commandLineRest = COMMAND_LINE_WRAPS;
            } else if (commandLineRest > 0 && (first == '[' || lostBracket(text, c.body, c.end))) {
                commandLineRest = 0;
            } else if (commandLineRest > 0) {
                commandLineRest--;
            }
            // "xhci doesn't handle swiotlb operation": a hand-written alias the next words say fails. Where the words
            // are read from the line's start, their walk asks about each lowercase word it hashes (one walk over
            // the prose instead of two, session 29); the drivers are added after the walk's, in the line's order,
            // as a scan after it added them
            if (wordsFrom == c.body) {
                failed.clear();
                words(text, chars, wordsFrom, c.end, out, driverLine, false, commandLineRest == 0, failed);
                if (!failed.isEmpty()) {
                    // most lines have none; addAll of the empty list (its iterator, a call not inlined) was 6 % of
                    // the stage on prose-heavy mail (session 38)
                    out.addAll(failed);
                }
            } else {
                words(text, chars, wordsFrom, c.end, out, driverLine, false, commandLineRest == 0, null);
                failing.scan(text, c.body, c.end, out);
            }
            if (frame < 0 && !listed && !pull && underscore.in(c.body, c.end) >= 0) {
                // "the bug is in pciehp_ist()", "->ghes_proc": a function spelling its driver (FunctionNames);
                // an oops's frames are TraceModules' and a diff's lines never reach here
                FunctionNames.scan(text, c.body, c.end, table, toOut);
            }
            if (bareFiles.size() <= BareFiles.FEW) {
                BareFiles.scan(text, c.body, c.end, table, dotC, bareFiles, changedOnly);
            }
            if (driverLine) {
                prompted(text, driverWord.in(c.body, c.end), c.body, c.end, promptedNames);
                // "the AL driver", "the GIC ITS driver": an acronym the word scan cannot read (CalledDrivers)
                CalledDrivers.scan(text, c.body, c.end, table, toOut);
            }
            // "the PF stub driver", "the Xen PCI frontend", "the stm32 remoteproc implementation" (DescribedDrivers)
            described.scan(text, c.body, c.end, promptedNames, describedHeads);
        }
        logDrivers.release(toOut);
        if (quotedHeaders.size() <= FEW_CHANGED) {
            // a quoted diff with no diffstat left of it that changes more drivers than a few (a constant converted
            // across the host drivers) is about none of them, as its diffstat would have said
            quotedHeaders.forEach(d -> add(out, d));
        }
        quotedStat.release(text, quiet, d -> add(out, d));
        siblings.release(d -> add(out, d));
        if (pull || partNamed.size() <= SHORTLOG_FEW) {
            partNamed.forEach(d -> add(out, d));
        }
        for (String created : NewDriverFiles.find(text, p -> handWritten(table.byPath(p)))) {
            add(out, created);
        }
        return bound;
    }

    /**
     * "the iMX6 PCIe driver", "the i.MX7 reset driver": a driver named the way its menuconfig prompt names it
     * ({@link DriverPrompts}), at each " driver" of the line (the first at {@code at}), a module of the tables only.
     */
    private void prompted(String text, int at, int from, int to, Set<String> out) {
        int seen = 0;
        for (int i = at; i >= 0 && i < to && seen++ < 8; i = Bounded.indexOf(text, " driver", i + 7, to)) {
            int after = i + " driver".length();
            if (after < text.length() && Character.isLetter(text.charAt(after))) {
                continue;
            }
            // a word the tables read vetoes the prompt ("the Tegra PCIe driver" is theirs to name), unless it is the
            // prompted module's own alias: "the HIP PCIe error handling driver" with pcie-hisi-error's tag "hip"
            String own = prompts.named(text, from, i + 1);
            DriverTable.Driver mine = own == null ? null : byEitherSpelling(own);
            String module = own == null ? null : prompts.named(text, from, i + 1, w -> {
                DriverTable.Driver k = table.byNameOrAlias(w);
                return k != null && k != mine && (mine == null || !k.name().equals(mine.name()));
            });
            DriverTable.Driver d = module == null ? null : byEitherSpelling(module);
            if (d != null) {
                add(out, d.name());
            }
        }
    }

    /**
     * {@code a/Documentation/PCI/endpoint/pci-test-howto.rst ...}: a documentation file's diff, whose text is prose
     * about drivers. Device-tree bindings are left to {@link #binding}.
     */
    private static boolean documentation(String text, int from, int to) {
        if (!startsWith(text, from, to, "a/Documentation/") || startsWith(text, from, to,
                "a/Documentation/devicetree/")) {
            return false;
        }
        int sp = HardwareScan.find(text, " ", from, to);
        int end = sp < 0 ? to : sp;
        return (end - from > 4 && text.startsWith(".rst", end - 4)) || (end - from > 4 && text.startsWith(".txt",
                end - 4));
    }

    /**
     * A line of a documentation diff: only a name in a slot that says it is a driver or a module ("the X
     * function driver", "modprobe X", "X.ko") counts; a bare name (a device, a configfs directory) does not.
     */
    private void docLine(String text, char[] chars, int from, int to, Set<String> out) {
        words(text, chars, from, to, out, false, true, true);
    }

    /**
     * "0.396182] name ...": a dmesg timestamp without its "[", which closes within its first 14 characters; a
     * printk caller id may follow it ("0.396182][ T1] name ...").
     */
    private static boolean lostBracket(String text, int from, int to) {
        int close = HardwareScan.find(text, "]", from, Math.min(to, from + 14));
        return close > from + 6 && close + 1 < to && (text.charAt(close + 1) == ' ' || text.charAt(close + 1) == '[');
    }

    /**
     * The rest of a {@code name: } log line announces the driver rather than reports on a device: it calls itself a
     * driver, gives a version or a copyright ("Intel(R) PRO/1000 Network Driver", "driver version 1.30", "Copyright
     * (c) 2017", "driver initialized"). "probe of 0000:02:00.0 failed" or "timeout waiting for firmware" is no banner.
     */
    static boolean banner(String text, int from, int to) {
        return FoldedSearch.indexOf(text, "driver", from, to) >= 0
                || FoldedSearch.indexOf(text, "version", from, to) >= 0
                || FoldedSearch.indexOf(text, "copyright", from, to) >= 0;
    }

    /**
     * Each word of {@code [from, to)} that could be a module name: a maximal run of letters, digits, '_' and '-'
     * starting with a lowercase letter, not part of a path or a dotted name, all lowercase.
     */
    private void words(String text, int from, int to, Set<String> out) {
        words(text, text.toCharArray(), from, to, out, false, false, true);
    }

    /**
     * {@code driverLine}: the line holds " driver", so names in any case before it are looked at too. {@code
     * slotsOnly}: a name counts only in a driver or module slot, never bare (documentation prose). {@code
     * parameters}: a module parameter set ({@code snd_hda_intel.power_save=0}) names its module. {@code chars}
     * holds the text's characters: the loops read every character of prose, an array faster than {@code charAt}.
     */
    private void words(String text, char[] chars, int from, int to, Set<String> out, boolean driverLine,
            boolean slotsOnly, boolean parameters) {
        words(text, chars, from, to, out, driverLine, slotsOnly, parameters, null);
    }

    /** {@code failed}, when not null: gets the driver of each failing alias ({@link FailingAliases#at}) in turn. */
    private void words(String text, char[] chars, int from, int to, Set<String> out, boolean driverLine,
            boolean slotsOnly, boolean parameters, List<String> failed) {
        int i = from;
        while (i < to) {
            char ch = chars[i];
            if (!isWordChar(ch)) {
                i++;
                continue;
            }
            if (!driverLine && (ch < 'a' || ch > 'z')) {
                // off a driver line only a word starting with a lowercase letter can count (see below): step over
                // the rest of it without hashing ("The", "PCIe", "0x1f", most of a log's numbers)
                while (++i < to && isWordChar(chars[i])) {
                    // the word's end
                }
                continue;
            }
            int start = i;
            boolean lower = true;
            // the table's hash is taken in the same pass: most words are ruled out by it without a second look
            int hash = 0;
            boolean joined = false;
            for (char x; i < to && isWordChar(x = chars[i]); i++) {
                lower &= !(x >= 'A' && x <= 'Z');
                hash = 31 * hash + x;
                joined |= x == '_' || x == '-';
            }
            if (failed != null && ch >= 'a' && ch <= 'z') {
                String alias = failing.at(text, from, start, i, to, hash);
                if (alias != null) {
                    failed.add(alias);
                }
            }
            char before = start > 0 ? chars[start - 1] : ' ';
            int len = i - start;
            // the table is asked only of a lowercase word that could count (most words with a capital never do):
            // modprobe takes either spelling of a module, so a word with '-' or '_' (few in prose) is hashed once more
            boolean mayBe = lower && (table.mayBeNameHashed(hash) || (joined
                    && table.mayBeNameHashed(swappedHash(text, start, i))));
            if (driverLine && len >= 3 && len <= 20 && before != '.' && before != '/'
                    && (!lower || !mayBe)) {
                // "the NVMe driver", "the iMX6 PCIe driver": a name or alias in any case, with "driver" right after.
                namedDriver(text, start, i, out);
                continue;
            }
            // a word the name bits let through by a shared bit ("port", "after"): a second mix rules most out, with
            // no copy. A word without '-' or '_' that is no name adds nothing below (prose and the slash pair's
            // second word both ask the table for it as written), so the extra test changes no answer; a joined word
            // is left as it was, since prose also tries its other spelling (session 38)
            mayBe = mayBe && (joined || table.mayBeNameHashedAgain(hash));
            // "[drivers/mfd/ioc3.ko] undefined!": a kernel object's path ends in the module itself, as modpost
            // names the module whose build fails (session 42, drivers49); a path's other parts stay out
            boolean koPath = before == '/' && koSuffix(text, i, to);
            if (mayBe && len >= 2 && len <= 40 && ch >= 'a' && ch <= 'z' && before != '.'
                    && (before != '/' || koPath || slashPair(text, start - 1, from))) {
                // "snd_hda_intel.power_save=0", "xhci_hcd.quirks=0x40": only a module (or a built-in's
                // parameter prefix, none of them in the table) stands before a parameter's name and '='
                boolean ko = koSuffix(text, i, to) || (parameters && ModuleSlots.parameter(text, i, to));
                // "pcieport 0000:00:1c.0: pciehp: Link Up": a port service's dmesg tag, a prefix as "AER:" is
                if ((i >= to || ko || (chars[i] != '/' && !(chars[i] == '.' && i + 1 < to
                        && Character.isLetterOrDigit(chars[i + 1]))))
                        && !PortServiceTags.tag(text, from, start, i, to)) {
                    String word = text.substring(start, i);
                    // "copied from radeon/amdgpu": a pair is judged from its first word
                    int pair = before == '/' && !koPath ? SlashedModules.start(text, start - 1, from) : start;
                    boolean named = prose(word, text, from, start, i, ko, slotsOnly, pair, out);
                    if (before == '/' && !koPath && !CopiedFrom.before(text, from, pair)) {
                        SlashedModules.names(text, start - 1, from, word, named, followedByDriverWord(text, i),
                                table).forEach(d -> add(out, d));
                    }
                }
            }
        }
    }

    /**
     * "A38x/pci-mvebu", "ixgbe/ixgbevf": two names joined by the slash at {@code slash}, the first a word of its own
     * (after a blank or the line's start, at most 20 letters, digits, '_' or '-'). A path's later part
     * ("controller/pci-mvebu", "linux/mvebu/...") has a slash or a dot before it and stays out.
     */
    static boolean slashPair(String text, int slash, int lineStart) {
        int i = slash - 1;
        while (i >= lineStart && i > slash - 22 && isWordChar(text.charAt(i))) {
            i--;
        }
        return i < slash - 1 && (i < lineStart || text.charAt(i) == ' ' || text.charAt(i) == '\t'
                || text.charAt(i) == '(');
    }

    private void paths(String text, Matcher path, LineCursor c, List<String> unknownTags, Set<String> tagNames,
            Set<String> out, Set<String> treewideFiles, java.util.Map<String, Boolean> changed,
            Set<String> passing, Set<String> quiet, boolean pull, boolean noDiffstat, QuotedDiffstat quotedStat,
            ElidedSiblings siblings, Set<String> partTags, Set<String> partNamed, Set<String> callers,
            CoverTitles cover, Set<String> adapted) {
        path.region(c.body, c.end);
        boolean quoted = c.kind == dev.lkmltriage.mail.SpanKind.QUOTE;
        int patchLine = -1;
        boolean treewide = tagNames.contains("treewide");
        while (path.find()) {
            DriverTable.Driver d = table.byPath(path.group(1));
            if (d != null && callers.contains(d.name())) {
                // a changed helper's caller, adapted by a few lines (CoreCallers)
                continue;
            }
            if (d == null) {
                // "drivers/pci/controller/pcie-rcar.h | 12 ++" beside pcie-rcar-ep.c: a family's shared header
                // names the driver it is named after as a changed file does, always under the few-drivers limits
                DriverTable.Driver h = SharedHeaders.driver(table, path.group(1), text);
                int hl = h == null ? -1 : diffstatLines(text, path.end(1), c.end);
                if (h != null && (hl >= 0 || patchLine(text, c, noDiffstat)) && changed.size() < MAX_CHANGED) {
                    boolean first = !changed.containsKey(h.name());
                    changed.merge(h.name(), true, Boolean::logicalAnd);
                    if (hl >= 0 && hl <= 2 && first) {
                        passing.add(h.name());
                    } else if (hl > 2) {
                        passing.remove(h.name());
                    }
                }
                if (h != null) {
                    continue;
                }
            }
            if (d != null && (grepHit(text, path.end(1), c.end) || grepContext(text, path.start(1), path.end(1))
                    || (path.start() == c.body && (GrepListings.codeHit(text, path.end(1), c.end)
                    || GrepListings.contextHit(text, path.start(1), path.end(1), c.end))))
                    && !tagged(d, path.group(1), tagNames)) {
                // "grep -rn X drivers/" lists every file holding X: none of them is a driver the message is about
                // unless a tag names it; nor does a hit of grep -r without -n, a path opening its line before a line
                // of code (GrepListings)
                continue;
            }
            if (d != null && treewide && !tagged(d, path.group(1), tagNames)) {
                // a treewide conversion touches every driver that uses a helper: see extract()
                if (treewideFiles.size() < MAX) {
                    treewideFiles.add(d.name());
                }
                continue;
            }
            if (d != null && patchLine < 0) {
                // once per line: a scan per path would make a long line of paths quadratic
                patchLine = patchLine(text, c, noDiffstat) ? 1 : 0;
            }
            int lines = d == null ? -1 : diffstatLines(text, path.end(1), c.end);
            if (d != null && !partTags.isEmpty() && partNamed.size() < MAX && !subsystemCore(path.group(1), d.name())
                    && (pull ? lines >= 0 && !quoted && pullTagged(d, path.group(1), partTags)
                    : lines >= 0 && tagged(d, path.group(1), partTags))) {
                // a cover's diffstat line of a driver a part's title tags ("rpmsg: virtio_rpmsg_bus: Add ...", "misc:
                // pci_endpoint_test: Add Device ID ..." over its two lines: conventions 13 and 42, session 41); a
                // pull's own diffstat line of one, however few lines it changes (convention 16)
                partNamed.add(d.name());
            }
            boolean change = d != null && (patchLine == 1 || lines >= 0) && changed.size() < MAX_CHANGED;
            if (change && !(d.generated() && subsystemCore(path.group(1), d.name()))) {
                // see extract(): every changed driver is counted; a generated one is named when they are few
                boolean first = !changed.containsKey(d.name());
                changed.merge(d.name(), d.generated(), Boolean::logicalAnd);
                if (lines >= 0 && lines <= 2 && first) {
                    passing.add(d.name());
                } else if (lines > 2 || patchLine == 1) {
                    passing.remove(d.name());
                }
            }
            if (d != null && lines >= 0 && cover.untagged(d, path.group(1))) {
                // a cover's diffstat line of a driver none of its titles tags: a helper or constant another part
                // carries into it, named by none however many lines it changes (convention 42)
                if (quoted) {
                    quotedStat.count(d.name());
                }
                continue;
            }
            if (d != null && quoted && lines >= 0) {
                // a reply's quoted diffstat: a driver no tag names is named only among few (QuotedDiffstat)
                quotedStat.count(d.name());
                if (!tagged(d, path.group(1), tagNames)) {
                    if (!d.generated()) {
                        quotedStat.hold(d, lines <= 2 || pull || adapted.contains(d.name()));
                    }
                    continue;
                }
            }
            if (d != null && d.generated()) {
                if (tagged(d, path.group(1), tagNames) || (patchLine == 0 && !touched(text, path, c))) {
                    add(out, d.name());
                }
            } else if (d != null && (lines < 0 || (lines > 2 && !pull && !byTheWay(d, path.group(1), lines, partTags)))
                    && !(patchLine == 1 && quiet.contains(d.name())) && !(lines > 2 && adapted.contains(d.name()))
                    || d != null && tagged(d, path.group(1), tagNames)) {
                add(out, d.name());
                if (lines > 2 && !pull && !quoted) {
                    siblings.named(path.group(1));
                }
            } else if (d != null) {
                // a hand-written driver's diffstat line changing one or two lines (any number in a pull request), and
                // its diff after it: named unless the series or pull is broad (see extract())
                if (quiet.size() < MAX) {
                    quiet.add(d.name());
                }
            } else {
                taggedFile(path.group(1), unknownTags, tagNames, out);
            }
        }
    }

    /** A cover's diffstat line changing no more lines than this, of a driver none of its parts tags, is a by-product. */
    static final int BY_THE_WAY_LINES = 10;

    /**
     * A cover letter's diffstat line of a hand-written driver that no part of its shortlog tags, changing a few lines
     * ({@link #BY_THE_WAY_LINES}): another part's helper or constant carried into the driver ("linux/log2.h: Add
     * ..." renaming a call in a network driver's clock file), not a driver the series is about. Read as a line or two
     * is: named only among few files.
     */
    private boolean byTheWay(DriverTable.Driver d, String path, int lines, Set<String> partTags) {
        if (partTags.isEmpty() || lines > BY_THE_WAY_LINES || tagged(d, path, partTags)) {
            return false;
        }
        // a part tagged by the driver's directory ("PCI: dwc:" over dwc/pci-imx6.c) is work on the family's drivers;
        // not the subsystem's own ("PCI:" over drivers/pci/...): below drivers/SUBSYSTEM/ only
        int from = 0;
        int depth = 0;
        for (int slash = path.indexOf('/'); slash > 0; slash = path.indexOf('/', from)) {
            if (depth++ >= 2 && partTags.contains(spelling(path.substring(from, slash)))) {
                return false;
            }
            from = slash + 1;
        }
        return true;
    }

    /**
     * A device-tree binding a patch changes ({@code .../bindings/pci/qcom,pcie.txt | 36 +++}, its create or diff
     * line) is about its controller's driver: the binding is named after the compatible, which is what the driver
     * registers or its module's name ({@code qcom-pcie} of pcie-qcom, {@code layerscape-pcie-gen4}). The vendor's
     * prefix is tried joined ({@code qcom-pcie}) and dropped ({@code socionext,uniphier-pcie-ep}); only names with a
     * '-', '_' or digit, and the driver counts as one whose file the patch changes when it changes no driver's code
     * (the few-drivers limits apply).
     */
    private void binding(String text, int at, LineCursor c, Set<String> passing,
            BindingDrivers byBinding, Set<String> tagNames) {
        int from = at + "bindings/".length();
        int end = from;
        while (end < c.end && end - from < 200 && text.charAt(end) != ' ' && text.charAt(end) != '\t') {
            end++;
        }
        int lines = diffstatLines(text, end, c.end);
        if (lines < 0 && !patchLine(text, c, false)) {
            return;
        }
        String file = text.substring(from, end);
        int dot = file.lastIndexOf('.');
        if (dot < 0 || !(file.endsWith(".txt") || file.endsWith(".yaml"))) {
            return;
        }
        String stem = file.substring(file.lastIndexOf('/') + 1, dot).toLowerCase(java.util.Locale.ROOT);
        byBinding.seen(stem);
        int comma = stem.indexOf(',');
        DriverTable.Driver d = compatible(stem.replace(',', '-'));
        if (d == null && comma > 0) {
            d = compatible(stem.substring(comma + 1));
        }
        for (String joined : comma > 0 && d == null ? joinedVendor(stem, comma) : List.<String>of()) {
            d = d == null ? compatible(joined) : d;
        }
        if (d == null) {
            String module = busFirst(comma > 0 ? stem.substring(comma + 1) : stem);
            d = module == null ? null : compatible(module);
        }
        for (String joined : d == null && comma < 0 && file.startsWith("pci/") ? busJoined(stem) : List.<String>of()) {
            d = d == null ? compatible(joined) : d;
        }
        if (d == null) {
            d = subsystemFirst(file, comma > 0 ? stem.substring(comma + 1) : stem, tagNames);
        }
        for (String moved : d == null ? subsystemLast(file, stem, comma) : List.<String>of()) {
            d = d == null ? compatible(moved) : d;
        }
        if (d == null || byBinding.size() >= MAX_CHANGED) {
            return;
        }
        boolean first = !byBinding.contains(d.name());
        // named under the few-drivers limits like a generated driver's file, whichever table it comes from
        byBinding.add(stem, d.name());
        if (lines >= 0 && lines <= 2 && first) {
            passing.add(d.name());
        } else if (lines > 2 || lines < 0) {
            passing.remove(d.name());
        }
    }

    /** The drivers of {@code more} beside those of {@code changed} are at most the few-drivers limit. */
    private static boolean withFew(java.util.Map<String, Boolean> changed, java.util.Map<String, Boolean> more) {
        int n = changed.size();
        for (String name : more.keySet()) {
            if (!changed.containsKey(name)) {
                n++;
            }
        }
        return n <= FEW_CHANGED;
    }

    /**
     * "dt-bindings: Add missing 'additionalProperties'": a patch tagged dt-bindings and nothing else is a cleanup
     * across the bindings of every subsystem, about no controller; "dt-bindings: PCI: qcom: ..." names its subsystem.
     */
    private static boolean bindingsCleanup(Set<String> tagNames) {
        return tagNames.size() == 1 && (tagNames.contains("dt_bindings") || tagNames.contains("devicetree"));
    }

    /**
     * A compatible whose vendor prefix runs on into the controller's name, as the driver spells it: {@code
     * brcm,stb-pcie} is brcmstb's controller, pcie-brcmstb. The joined name with its bus word ("-pcie" or "-pci")
     * after it and before it; none when the compatible ends in no bus word or holds nothing before it.
     */
    static List<String> joinedVendor(String stem, int comma) {
        String rest = stem.substring(comma + 1);
        String bus = rest.endsWith("-pcie") ? "pcie" : rest.endsWith("-pci") ? "pci" : null;
        if (bus == null || rest.length() == bus.length() + 1) {
            return List.of();
        }
        String joined = stem.substring(0, comma) + rest.substring(0, rest.length() - bus.length() - 1);
        return List.of(joined + "-" + bus, bus + "-" + joined);
    }

    /**
     * A binding named as the compatible spells the controller, its bus word last ({@code layerscape-pci.txt},
     * {@code ti,j721e-pci-ep.yaml} without its vendor), while the module spells the bus word first: {@code
     * pci-layerscape}, {@code pci-j721e}. A trailing mode ({@code -ep}, {@code -host}) is dropped, as one driver serves
     * both modes there; none when no name stands before the bus word.
     */
    static String busFirst(String stem) {
        String s = stem.endsWith("-ep") ? stem.substring(0, stem.length() - 3)
                : stem.endsWith("-host") ? stem.substring(0, stem.length() - 5) : stem;
        String bus = s.endsWith("-pcie") ? "pcie" : s.endsWith("-pci") ? "pci" : null;
        if (bus == null || s.length() <= bus.length() + 1) {
            return null;
        }
        return bus + "-" + s.substring(0, s.length() - bus.length() - 1);
    }

    /**
     * A host controller's binding under {@code bindings/pci/} named by its platform word alone ({@code
     * loongson.yaml}, {@code versatile.yaml}): the names its driver goes by join that word to the bus, as the module
     * ({@code pci-loongson}) or the name it registers ({@code versatile-pci}) does. None for a name that is not one
     * word of letters, or is the bus itself ({@code pci.txt}, the common binding).
     */
    static List<String> busJoined(String stem) {
        if (stem.length() < 3 || stem.length() > 30 || stem.equals("pci") || stem.equals("pcie")) {
            return List.of();
        }
        for (int i = 0; i < stem.length(); i++) {
            if (stem.charAt(i) < 'a' || stem.charAt(i) > 'z') {
                return List.of();
            }
        }
        return List.of("pci-" + stem, "pcie-" + stem, stem + "-pci", stem + "-pcie");
    }

    /**
     * A binding under a subsystem's directory whose drivers spell the subsystem first, tagged in the subject by the
     * controller's name as the binding spells it ("dt-bindings: spi: sh-msiof: ..." over {@code
     * spi/renesas,sh-msiof.yaml}: spi-sh-msiof): the directory's word joined before that name. Not under {@code pci/}
     * ({@link #busJoined}); only a distinctive module the tables hold. Without the tag no name: the archive's labels
     * read an untagged virtio or GPIO binding as naming none. Session 41 (drivers48).
     */
    private DriverTable.Driver subsystemFirst(String file, String name, Set<String> tagNames) {
        int slash = file.indexOf('/');
        if (slash <= 0 || file.indexOf('/', slash + 1) >= 0 || name.isEmpty() || !tagNames.contains(spelling(name))) {
            return null;
        }
        String dir = file.substring(0, slash);
        if (dir.equals("pci") || name.startsWith(dir + "-") || dir.length() > 12) {
            return null;
        }
        return compatible(dir + "-" + name);
    }

    /**
     * A binding under a subsystem's directory named with that subsystem's word last, as compatibles spell it
     * ({@code phy/samsung,exynos-pcie-phy.yaml}, {@code spi/st,stm32-spi.yaml}), while the module spells the word
     * first: {@code phy-exynos-pcie}, {@code spi-stm32}; with the vendor kept after the word too ({@code
     * phy/qcom,qusb2-phy.yaml} of phy-qcom-qusb2). {@link #busFirst} read for every directory but {@code pci/}
     * (which it serves); only a distinctive module the tables hold counts ({@link #compatible}). Convention 84:
     * the binding of exynos5433's PCIe PHY names phy-exynos-pcie. Session 43 (drivers50).
     */
    static List<String> subsystemLast(String file, String stem, int comma) {
        int slash = file.indexOf('/');
        if (slash <= 0 || file.indexOf('/', slash + 1) >= 0 || slash > 12) {
            return List.of();
        }
        String dir = file.substring(0, slash);
        String rest = comma > 0 ? stem.substring(comma + 1) : stem;
        if (dir.equals("pci") || !rest.endsWith("-" + dir) || rest.length() <= dir.length() + 1) {
            return List.of();
        }
        String name = rest.substring(0, rest.length() - dir.length() - 1);
        return comma > 0 ? List.of(dir + "-" + name, dir + "-" + stem.substring(0, comma) + "-" + name)
                : List.of(dir + "-" + name);
    }

    private DriverTable.Driver compatible(String name) {
        return name.length() < 4 || !distinctive(name) ? null : table.byNameOrAlias(name);
    }

    /**
     * A diffstat line whose path git shortened to fit ({@code  .../controller/dwc/pci-layerscape-ep.c | 100 +++--}):
     * the tail is resolved against the table's paths ({@link DriverTable#fullPath}) and counts as a generated
     * driver's diffstat line would, whichever table knows the driver. Only diffstat lines: a shortened path elsewhere is no file a patch changes.
     */
    private void elidedPath(String text, int at, LineCursor c, Set<String> tagNames, Set<String> out,
            Set<String> treewideFiles, java.util.Map<String, Boolean> changed, Set<String> passing,
            ElidedSiblings siblings, Set<String> callers, Set<String> pullTags, Set<String> partNamed,
            CoverTitles cover) {
        int from = at + 4;
        int end = from;
        while (end < c.end && end - from < 200 && text.charAt(end) != ' ' && text.charAt(end) != '\t') {
            end++;
        }
        int lines = diffstatLines(text, end, c.end);
        String full = lines < 0 ? null : table.fullPath(text.substring(from, end));
        DriverTable.Driver d = full == null ? null : table.byPath(full);
        if (d == null || callers.contains(d.name())) {
            return;
        }
        if (!pullTags.isEmpty() && c.kind != dev.lkmltriage.mail.SpanKind.QUOTE && partNamed.size() < MAX
                && !subsystemCore(full, d.name()) && pullTagged(d, full, pullTags)) {
            // a pull's diffstat line git shortened (".../controller/mobiveil/pcie-mobiveil-plat.c") of a driver its
            // titles tag: named as its whole path would be (convention 16); a cover's alike (convention 42)
            partNamed.add(d.name());
        }
        if (cover.untagged(d, full)) {
            return;
        }
        if (tagNames.contains("treewide") && !tagged(d, full, tagNames)) {
            if (treewideFiles.size() < MAX) {
                treewideFiles.add(d.name());
            }
            return;
        }
        if (changed.size() < MAX_CHANGED && !subsystemCore(full, d.name())) {
            boolean first = !changed.containsKey(d.name());
            // weaker than a whole path: any driver, hand-written too, is named only under the few-drivers limits
            // (or beside a full path of its directory: below)
            changed.merge(d.name(), true, Boolean::logicalAnd);
            if (lines <= 2 && first) {
                passing.add(d.name());
            } else if (lines > 2) {
                passing.remove(d.name());
            }
        }
        if (tagged(d, full, tagNames)) {
            add(out, d.name());
        } else if (siblings != null && !d.generated() && lines > 2 && c.kind != dev.lkmltriage.mail.SpanKind.QUOTE
                && !subsystemCore(full, d.name())) {
            // a hand-written driver whose path git shortened to fit: named as its full path would be beside a full
            // path of its directory that names its own driver (ElidedSiblings)
            siblings.shortened(full, d.name());
        }
    }

    /**
     * "[GIT PULL] ACPI updates for v5.8-rc1", "Re: [PULL] ...": a pull request, whose diffstat names a driver however
     * many lines it changes only when the pull is small (see extract()); its shortlog and prose still name drivers.
     */
    static boolean pullRequest(String subject) {
        int at = subject.indexOf("PULL");
        return at > 0 && at < 80 && (subject.startsWith("[GIT PULL", at - 5) || subject.charAt(at - 1) == '[');
    }

    /**
     * A subsystem's core ({@code drivers/usb/core/usb.c} of usbcore, {@code drivers/mmc/core/}, {@code
     * drivers/i2c/i2c-core-base.c} of i2c-core: a module named after its subsystem's directory right under {@code
     * drivers/} or {@code sound/} and "core"): like the PCI core, no driver a patch that touches it is about. A
     * driver's own core part (mlx4_core in {@code .../mellanox/mlx4/}, rmi_core in {@code drivers/input/rmi4/}) is
     * no subsystem's.
     */
    static boolean subsystemCore(String path, String module) {
        if (path.contains("/core/")) {
            return true;
        }
        int slash = path.lastIndexOf('/');
        int dirStart = path.lastIndexOf('/', slash - 1) + 1;
        if (slash <= dirStart || !(dirStart == "drivers/".length() && path.startsWith("drivers/")
                || dirStart == "sound/".length() && path.startsWith("sound/"))) {
            return false;
        }
        String dir = path.substring(dirStart, slash);
        String m = module.startsWith("snd-") ? module.substring(4) : module;
        return m.length() > dir.length() && m.startsWith(dir) && (m.endsWith("core") && (m.length() == dir.length() + 4
                || m.length() == dir.length() + 5 && (m.charAt(dir.length()) == '-' || m.charAt(dir.length()) == '_')));
    }

    /**
     * The drivers of the files a diffstat lists, own or quoted ({@code > drivers/dma/ioat/init.c | 4 ++--}); at most
     * {@link ShortlogTags#MAX_TITLES} lines read. Linear: one pass over the lines.
     */
    private Set<String> diffstatDrivers(String text) {
        Set<String> found = new LinkedHashSet<>(4);
        int n = text.length();
        int lines = 0;
        for (int start = 0; start < n && lines < ShortlogTags.MAX_TITLES; ) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? n : nl;
            int from = start;
            while (from < end && (text.charAt(from) == '>' || text.charAt(from) == ' ')) {
                from++;
            }
            int bar = Bounded.indexOf(text, " | ", from, end);
            if (bar > from) {
                int to = bar;
                while (to > from && text.charAt(to - 1) == ' ') {
                    to--;
                }
                String path = text.substring(from, to);
                if (path.indexOf(' ') < 0) {
                    lines++;
                    DriverTable.Driver d = table.byPath(path);
                    if (d != null) {
                        found.add(d.name());
                    }
                }
            }
            start = end + 1;
        }
        return found;
    }

    /** The drivers of the tables that a shortlog's part tags name by name or alias, in either spelling. */
    private int partDrivers(Set<String> partTags) {
        Set<String> named = new java.util.HashSet<>(4);
        for (String t : partTags) {
            DriverTable.Driver d = byEitherSpelling(t);
            d = d != null ? d : table.byNameOrAlias(t.replace('_', '-'));
            d = d != null ? d : table.byNameOrAlias(t);
            if (d != null) {
                named.add(d.name());
            }
        }
        return named.size();
    }

    /** More drivers than this tagged by a cover's part titles are a conversion's, named by none (ShortlogTags). */
    static final int SHORTLOG_FEW = 4;

    /** A diffstat that changes more files than this is a broad series or a pull: see extract(). */
    static final int FEW_FILES = 8;

    /**
     * The largest count of a diffstat's summary line ("9 files changed, 120 insertions(+)") in the text, 0 when it
     * has none (a reply that trimmed it). A patch or series that changes many files (a pull, a subsystem-wide
     * series, a set of documentation fixes) changes a driver's file in passing, and a few drivers among many files
     * are no sign of what it is about. Linear: one literal search per summary line, at most 16 of them.
     */
    static int filesChanged(String text) {
        int most = 0;
        int seen = 0;
        for (int at = text.indexOf(" files changed"); at > 0 && seen++ < 16;
                at = text.indexOf(" files changed", at + 1)) {
            int i = at;
            int n = 0;
            int scale = 1;
            while (i > 0 && i > at - 7 && text.charAt(i - 1) >= '0' && text.charAt(i - 1) <= '9') {
                n += (text.charAt(i - 1) - '0') * scale;
                scale *= 10;
                i--;
            }
            most = Math.max(most, n);
        }
        return most == 0 && text.contains(" 1 file changed") ? 1 : most;
    }

    /** More table drivers than this changed by one patch or series make it a conversion (see extract()). */
    static final int FEW_CHANGED = 2;

    /** The most changed drivers a message's patch lines are collected for (see extract()). */
    private static final int MAX_CHANGED = 16;

    /**
     * A documentation patch ("docs: powerpc: convert docs to ReST") changes a driver's file only to follow a renamed
     * reference in a comment: the files it changes name no driver.
     */
    private static boolean docsPatch(Set<String> tagNames) {
        return tagNames.contains("docs") || tagNames.contains("doc") || tagNames.contains("documentation");
    }

    /**
     * A diffstat line: the path is followed, after blanks, by {@code |} (" drivers/gpio/gpio-foo.c | 13 +++-"); the
     * count of changed lines after it (0 when it gives none, "Bin"), or -1 when this is no diffstat line.
     */
    static int diffstatLines(String text, int i, int end) {
        while (i < end && text.charAt(i) == ' ') {
            i++;
        }
        if (i >= end || text.charAt(i) != '|') {
            return -1;
        }
        i++;
        while (i < end && text.charAt(i) == ' ') {
            i++;
        }
        int n = 0;
        for (int k = 0; i < end && k < 7 && text.charAt(i) >= '0' && text.charAt(i) <= '9'; k++, i++) {
            n = n * 10 + text.charAt(i) - '0';
        }
        return n;
    }

    /**
     * A file of a module known only from the kernel source names it when a subject tag is the module's name, the
     * file's stem or a name the module registers ({@code rapidio/tsi721:} with {@code tsi721.c} of tsi721_mport):
     * patches touch many files (a documentation patch fixes a path in a comment of hvcs.c), and only a tagged one
     * is the driver the message is about. Spellings compare without case and with '-' as '_'.
     */
    /** {@link #tagged} for {@link CoreCallers}. */
    static boolean taggedBy(DriverTable.Driver d, String path, Set<String> tagNames) {
        return tagged(d, path, tagNames);
    }

    /**
     * A pull's diffstat line of a driver its titles tag (convention 16): by the module's name or an alias ("PCI: hv:"
     * over pci-hyperv.c, "PCI: vmd:"), or by a family tag that opens the file's stem after its "pci-", "pcie-" or
     * "phy-" ("PCI: tegra:" over pcie-tegra194.c, "PCI: iproc:" over pcie-iproc-platform.c, "PCI: layerscape:" over
     * pci-layerscape-ep.c), a digit's 'x' standing for any letter ("PCI: armada8x:" over pcie-armada8k.c). Not a
     * file's bare stem: every title tags "PCI", and nvme's host/pci.c would answer it. Port services
     * ({@code drivers/pci/pcie/}) stay out, as the subsystem's cores do (the caller's subsystemCore).
     */
    static boolean pullTagged(DriverTable.Driver d, String path, Set<String> tags) {
        if (path.startsWith("drivers/pci/pcie/")) {
            return false;
        }
        String name = spelling(d.name());
        if (!GENERIC_TAGS.contains(name) && tags.contains(name)) {
            return true;
        }
        for (String a : d.aliases()) {
            String alias = spelling(a);
            if (!GENERIC_TAGS.contains(alias) && tags.contains(alias)) {
                return true;
            }
        }
        String file = path.substring(path.lastIndexOf('/') + 1);
        int dot = file.lastIndexOf('.');
        String stem = spelling(dot > 0 ? file.substring(0, dot) : file);
        int from = stem.startsWith("pcie_") ? 5 : stem.startsWith("pci_") || stem.startsWith("phy_") ? 4 : -1;
        // families are host controllers' and PHYs': "PCI: endpoint:" is the endpoint framework, not the test
        // driver misc/pci_endpoint_test.c, which its own "misc: pci_endpoint_test:" names
        boolean family = path.startsWith("drivers/pci/controller/") || path.startsWith("drivers/phy/");
        if (from < 0 || !family || stem.length() - from > 40) {
            return false;
        }
        String rest = stem.substring(from);
        // the family's name: the stem's rest cut where a word ends ('_') or a number begins ("tegra" of tegra194)
        for (int i = 2; i <= rest.length(); i++) {
            char prev = rest.charAt(i - 1);
            char next = i < rest.length() ? rest.charAt(i) : '_';
            boolean cut = next == '_' || Character.isDigit(next) && !Character.isDigit(prev);
            if (cut && !GENERIC_TAGS.contains(rest.substring(0, i)) && tags.contains(rest.substring(0, i))) {
                return true;
            }
            if (Character.isDigit(prev) && Character.isLetter(next) && tags.contains(rest.substring(0, i) + "x")) {
                return true;
            }
        }
        return false;
    }

    /** Tags every title of a subsystem's pull carries, which name no driver. */
    static final Set<String> GENERIC_TAGS = Set.of("pci", "pcie", "phy", "host", "ep", "core", "dwc",
            // the DesignWare core's own name: its tag is the core's, not pcie-designware-plat's
            "designware");

    static boolean tagged(DriverTable.Driver d, String path, Set<String> tagNames) {
        if (tagNames.isEmpty()) {
            return false;
        }
        String file = path.substring(path.lastIndexOf('/') + 1);
        int dot = file.lastIndexOf('.');
        String stem = dot > 0 ? file.substring(0, dot) : file;
        if (tagNames.contains(spelling(d.name())) || tagNames.contains(spelling(stem))) {
            return true;
        }
        for (String a : d.aliases()) {
            if (tagNames.contains(spelling(a))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The path is one a patch touches or a listing holds, not one a writer names: a diff header's {@code a/}/{@code
     * b/} path, a diffstat line ({@code path | 2 +-}), a grep hit ({@code path:   code}); a compiler's
     * {@code path:656:3: error} names the file. "drivers/cpufreq/speedstep-centrino.c change missed the terminator" in
     * running text is named, and names its module without a subject tag.
     */
    private static boolean touched(String text, Matcher path, LineCursor c) {
        if (path.start(1) > path.start()) {
            return true;
        }
        int i = path.end(1);
        if (i < c.end && text.charAt(i) == ':' && (i + 1 == c.end || !Character.isDigit(text.charAt(i + 1)))
                && !functionOfFile(text, i + 1, c.end)) {
            // a grep listing ("drivers/tty/serial/8250/8250_pci.c:   for (i = 0; ...") of every user of an API,
            // grep -r without -n ("drivers/gpu/drm/msm/dsi/dsi_cfg.c:const static ...") or a reviewer's list of
            // files each followed by a colon and a remark (session 14: the older table's files made these fire);
            // only a compiler's "path:412:3:" puts a digit after the colon, and a writer's "path:func()" names
            // a function of the file
            return true;
        }
        while (i < c.end && text.charAt(i) == ' ') {
            i++;
        }
        return i < c.end && text.charAt(i) == '|';
    }

    /** {@code func(} right after a path's colon: "drivers/xen/.../pci_stub.c:pcistub_device_release() which". */
    static boolean functionOfFile(String text, int i, int end) {
        int j = i;
        while (j < end && j < i + 64 && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '_')) {
            j++;
        }
        return j > i && j < end && text.charAt(j) == '(';
    }

    /**
     * The path pattern takes '-' into a name, so a context line of grep -n -A, {@code
     * drivers/pci/controller/pci-tegra.c-775-DECLARE_...}, is one match: a source file's extension followed by
     * {@code -digits-} inside it marks it.
     */
    static boolean grepContext(String text, int from, int to) {
        for (int i = HardwareScan.find(text, ".", from, to); i >= 0 && i < to; i = HardwareScan.find(text, ".",
                i + 1, to)) {
            int j = i + 1;
            while (j < to && j < i + 4 && text.charAt(j) >= 'a' && text.charAt(j) <= 'z') {
                j++;
            }
            if (j > i + 1 && grepHit(text, j, to) && text.charAt(j) == '-') {
                return true;
            }
        }
        return false;
    }

    /**
     * A numbered grep hit: {@code path:327:code} (grep -n) or {@code path-327-code} (a context line of grep -n -A).
     * A compiler's {@code path:656:3: error} or {@code path:656: warning} names its file and is no grep hit.
     */
    static boolean grepHit(String text, int i, int end) {
        if (i >= end || (text.charAt(i) != ':' && text.charAt(i) != '-')) {
            return false;
        }
        char sep = text.charAt(i);
        int j = i + 1;
        while (j < end && j < i + 8 && text.charAt(j) >= '0' && text.charAt(j) <= '9') {
            j++;
        }
        if (j == i + 1 || j >= end || text.charAt(j) != sep) {
            return false;
        }
        if (sep == '-') {
            return true;
        }
        int w = j + 1;
        if (w < end && text.charAt(w) >= '0' && text.charAt(w) <= '9') {
            return false; // path:line:column: (a compiler) or path:line:from-to: (coccinelle)
        }
        while (w < end && (text.charAt(w) == ' ' || text.charAt(w) == '\t')) {
            w++;
        }
        // "In file included from path:50:" ends the line; a warning or error names the file
        return w < end && text.charAt(w) != ',' && !(startsWith(text, w, end, "error")
                || startsWith(text, w, end, "warning") || startsWith(text, w, end, "note"));
    }

    /**
     * A {@code create mode}, {@code rename} or {@code diff --git} line, or, in a message with no diffstat, a quoted
     * diff's {@code --- a/} or {@code +++ b/} header (a reply's "delta fix below" diff has no {@code diff --git}
     * line): every path on it is one a patch touches.
     */
    private static boolean patchLine(String text, LineCursor c, boolean noDiffstat) {
        return HardwareScan.find(text, " mode 10", c.body, c.end) >= 0
                || HardwareScan.find(text, "rename ", c.body, c.end) >= 0
                || HardwareScan.find(text, "diff --git", c.body, c.end) >= 0
                || (noDiffstat && (c.quotedDiffHeader || c.kind == dev.lkmltriage.mail.SpanKind.DIFF)
                && (HardwareScan.find(text, "--- a/", c.body, c.end) >= 0
                || HardwareScan.find(text, "+++ b/", c.body, c.end) >= 0));
    }

    /** The line of the mail's own diff is its header: {@code diff --git}, {@code --- a/} or {@code +++ b/}. */
    private static boolean ownDiffHeader(String text, LineCursor c) {
        return startsWith(text, c.body, c.end, "diff --git ") || startsWith(text, c.body, c.end, "--- a/")
                || startsWith(text, c.body, c.end, "+++ b/");
    }

    private static String spelling(String name) {
        return name.toLowerCase(java.util.Locale.ROOT).replace('-', '_');
    }

    private static boolean handWritten(DriverTable.Driver d) {
        return d != null && !d.generated();
    }

    /**
     * A subject tag the table does not know ("serial: 8250_pci:", "media: ddbridge:", "PCI: rpaphp:") names a driver
     * when the message touches a file of that name outside the PCI core: {@code .../8250_pci.c},
     * {@code .../ddbridge/ddbridge-main.c}, {@code .../rpaphp_core.c}. Core files ({@code drivers/pci/of.c}) and
     * port services ({@code drivers/pci/pcie/}) are no driver.
     */
    private static void taggedFile(String path, List<String> tags, Set<String> tagNames, Set<String> out) {
        if (tags.isEmpty() || (path.startsWith("drivers/pci/") && (path.indexOf('/', 12) < 0
                || path.startsWith("drivers/pci/pcie/")))) {
            return;
        }
        int slash = path.lastIndexOf('/');
        String file = path.substring(slash + 1);
        if (!file.endsWith(".c")) {
            return;
        }
        String stem = file.substring(0, file.length() - 2);
        // a file right under a subsystem's own directory (drivers/of/address.c, drivers/vhost/vhost.c), tagged by the
        // subsystem and the file ("of: address:", "vhost:", "iommu/io-pgtable-arm:"): a part of that subsystem's
        // core or library, no driver module; every driver module there is one the tables know, read before this
        int dirStart = path.lastIndexOf('/', slash - 1) + 1;
        String top = slash > dirStart && dirStart == "drivers/".length() && path.startsWith("drivers/")
                ? path.substring(dirStart, slash) : null;
        boolean subsystemPart = top != null && (stem.equals(top) || tagNames.contains(top))
                || NewDriverFiles.driverCore(path);
        for (String tag : tags) {
            if (tag.startsWith("/")) {
                // a slash path's leaf ("iommu/arm-smmu-v3") only with a driver file of exactly that name
                if (path.startsWith("drivers/") && stem.equals(tag.substring(1)) && !NewDriverFiles.part(stem)
                        && top == null) {
                    add(out, stem);
                    return;
                }
                continue;
            }
            // the file is the driver (8250_pci.c) or its main part (rpaphp_core.c, ddbridge-main.c); "pinctrl:" with
            // pinctrl-foo.c is a subsystem and one of its drivers, not a driver called pinctrl; a part word as the tag
            // ("mmc: core:" over drivers/mmc/core/core.c) is the subsystem's own core, no module (session 41)
            if (NewDriverFiles.part(tag)) {
                continue;
            }
            if ((stem.equals(tag) || stem.matches(java.util.regex.Pattern.quote(tag) + "[_-](core|main|drv|base)"))
                    && !subsystemPart) {
                add(out, tag);
                return;
            }
            if (SubsystemStems.spells(stem, tag, tagNames)) {
                // "phy: qcom-qmp:" with phy-qcom-qmp.c: the subsystem's tag and the driver's tag spell the file
                add(out, stem);
                return;
            }
        }
    }

    /** Words that may stand between a driver's name and "driver": "the iMX6 PCIe driver", "the r8169 network driver". */
    private static final Set<String> DRIVER_KIND = Set.of("pci", "pcie", "host", "controller", "network", "ethernet",
            "nic", "wifi", "wireless", "usb", "storage", "gpu", "graphics", "platform", "port", "bridge");

    /** {@link #DRIVER_KIND}'s words, for {@link #driverKind}. */
    private static final String[] DRIVER_KINDS = DRIVER_KIND.toArray(String[]::new);

    /**
     * Whether {@code text[from, to)}, lowercased, is one of {@link #DRIVER_KIND}: on a line holding " driver" this is
     * asked after nearly every word, so an ASCII word (lowercased character by character, its length kept) is
     * compared in place, with no copy (session 39); any other takes the old copy, lowercased as a whole.
     */
    static boolean driverKind(String text, int from, int to) {
        for (int k = from; k < to; k++) {
            if (text.charAt(k) >= 0x80) {
                return DRIVER_KIND.contains(text.substring(from, to).toLowerCase(java.util.Locale.ROOT));
            }
        }
        int n = to - from;
        kinds:
        for (String kind : DRIVER_KINDS) {
            if (kind.length() != n) {
                continue;
            }
            for (int j = 0; j < n; j++) {
                char c = text.charAt(from + j);
                if ((c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c) != kind.charAt(j)) {
                    continue kinds;
                }
            }
            return true;
        }
        return false;
    }

    private void namedDriver(String text, int start, int end, Set<String> out) {
        int i = end;
        for (int words = 0; words < 3; words++) {
            int sp = i;
            while (sp < text.length() && sp < i + 2 && text.charAt(sp) == ' ') {
                sp++;
            }
            if (sp == i) {
                return;
            }
            if (startsWith(text, sp, text.length(), "driver") && (sp + 6 >= text.length()
                    || !Character.isLetter(text.charAt(sp + 6)) || text.charAt(sp + 6) == 's')) {
                addNamedBefore(text, start, end, out);
                return;
            }
            int w = sp;
            while (w < text.length() && w < sp + 12 && Character.isLetter(text.charAt(w))) {
                w++;
            }
            if (words == 0 && coordinatedDrivers(text, i)) {
                // "the mvebu and aardvark drivers": named as the second one is
                addNamedBefore(text, start, end, out);
                return;
            }
            if (w == sp || !driverKind(text, sp, w)) {
                return;
            }
            i = w;
        }
    }

    /**
     * {@code ethtool -i}'s {@code driver: r8169} line: the name as written when it is all the line holds (a
     * sentence such as "driver: fix the probe" is no such line).
     */
    private static void ethtoolDriver(String text, int from, int to, Set<String> out) {
        int end = to;
        while (end > from && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        if (end - from < 2 || end - from > 40) {
            return;
        }
        for (int i = from; i < end; i++) {
            char ch = text.charAt(i);
            if (!(isWordChar(ch) && !(ch >= 'A' && ch <= 'Z'))) {
                return;
            }
        }
        add(out, text.substring(from, end));
    }

    /** A name no word of prose has: it holds a digit, '_' or '-' ({@code rtsx_pci_sdmmc}, {@code pci-imx6}). */
    static boolean distinctive(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if ((c >= '0' && c <= '9') || c == '_' || c == '-') {
                return true;
            }
        }
        return false;
    }

    static boolean isWordChar(char c) {
        return c < 128 && WORD_CHAR[c];
    }

    /** ASCII letters, digits, '_' and '-': a table, as {@link #words} asks it of every character of prose. */
    private static final boolean[] WORD_CHAR = new boolean[128];

    static {
        for (char c = 0; c < 128; c++) {
            WORD_CHAR[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'
                    || c == '-';
        }
    }

    /**
     * A known driver named in running text: distinctive names alone, word-like ones only with "driver" after; a
     * module known only from the kernel source never by a word ("the fan driver", "the generic driver").
     */
    private boolean prose(String word, String text, int lineStart, int start, int end, boolean ko,
            boolean slotsOnly, int phrase, Set<String> out) {
        DriverTable.Driver d = byEitherSpelling(word);
        if (d == null) {
            return false;
        }
        // "xhci_pci.ko", "modprobe -r pci_endpoint_test": nothing but a module stands there; what a writer
        // blacklists or calls a driver may be a word ("blacklist the fan"), so a generated name needs to be distinctive
        // a bare name counts in the table's own spelling only ("virtio-net devices" is no virtio_net)
        boolean bare = !slotsOnly && d.prose() && d.name().equals(word);
        ModuleSlots.Slot slot = bare || ko ? ModuleSlots.Slot.LOADED
                : ModuleSlots.of(text, lineStart, start, w -> byEitherSpelling(w) != null);
        // "loading module ddbridge": the word right after "module" is one, as a loader's argument is
        boolean named = slot == ModuleSlots.Slot.LOADED || slot == ModuleSlots.Slot.MODULE
                || ((slot == ModuleSlots.Slot.BLACKLISTED || followedByDriverWord(text, end)
                || coordinatedDrivers(text, end))
                && (!d.generated() || distinctive(word)))
                // "I use uio_pci_generic": a name of its own shape standing bare in a sentence (BareModules); the
                // word's own shape too, as the older bare rule reads only the table's spelling ("using vfio-mdev",
                // "with virtio-net" are a framework and a device type)
                || (!slotsOnly && BareModules.shape(d.name()) && BareModules.shape(word)
                && BareModules.named(text, lineStart, start, end, w -> byEitherSpelling(w) != null));
        // "GPU drivers such as amdgpu or nouveau", "e.g. the nvme driver": examples of what the message is about
        if (named && !CopiedFrom.before(text, lineStart, phrase) && !ExampleNames.before(text, lineStart, phrase)
                && !ExampleNames.closedByEtc(text, lineStart, phrase, end)) {
            add(out, d.name());
            return true;
        }
        return false;
    }

    /**
     * A module by the name as written or, when the table spells it the other way, with '-' and '_' swapped
     * ({@code pci_endpoint_test} of the hand-written {@code pci-endpoint-test}): modprobe takes either.
     */
    private DriverTable.Driver byEitherSpelling(String word) {
        DriverTable.Driver d = table.byName(word);
        if (d != null || !distinctive(word)) {
            return d;
        }
        String other = word.indexOf('_') >= 0 ? word.replace('_', '-') : word.replace('-', '_');
        return other.equals(word) ? null : table.byName(other);
    }

    /** The hash {@link #words} takes, of the word with '-' and '_' swapped. */
    private static int swappedHash(String text, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            char x = text.charAt(i);
            h = 31 * h + (x == '_' ? '-' : x == '-' ? '_' : x);
        }
        return h;
    }

    /** {@code xhci_pci.ko}: the word at {@code [.., i)} is followed by a kernel object's suffix, then no name char. */
    static boolean koSuffix(String text, int i, int to) {
        return i + 3 <= to && text.charAt(i) == '.' && text.charAt(i + 1) == 'k' && text.charAt(i + 2) == 'o'
                && (i + 3 == to || !Character.isLetterOrDigit(text.charAt(i + 3)));
    }

    /**
     * "the r8169 driver", "the r8169 module", and with one word of what it drives between: "the pci-epf-test
     * function driver", "the ntb_hw_epf host driver".
     */
    private static boolean followedByDriverWord(CharSequence text, int end) {
        int i = blanks(text, end);
        if (startsWith(text, i, text.length(), "driver") || startsWith(text, i, text.length(), "module")) {
            return true;
        }
        if (startsWith(text, i, text.length(), "code")
                && (i + 4 == text.length() || !Character.isLetterOrDigit(text.charAt(i + 4)))) {
            // "To be used by intel-iommu code", "the pciehp code": a driver's code is the driver at work
            // (convention 19), as its module is; not "codec"
            return true;
        }
        int w = i;
        while (w < text.length() && w < i + 12 && text.charAt(w) >= 'a' && text.charAt(w) <= 'z') {
            w++;
        }
        if (w == i || w == end || !DRIVER_KIND_AFTER.contains(text.subSequence(i, w).toString())) {
            return false;
        }
        int j = blanks(text, w);
        return j > w && startsWith(text, j, text.length(), "driver");
    }

    /** The known driver spelled {@code text[start, end)}, named before a driver word, unless copied from elsewhere. */
    private void addNamedBefore(String text, int start, int end, Set<String> out) {
        String word = text.substring(start, end).toLowerCase(java.util.Locale.ROOT);
        DriverTable.Driver d = table.byNameOrAlias(word);
        if (d != null && (!d.generated() || distinctive(word))
                && !CopiedFrom.before(text, Math.max(0, start - 40), start)) {
            add(out, d.name());
        }
    }

    /**
     * Session 30 (roles31): "the mvebu and aardvark drivers": the first of two known drivers joined by "and"/"or"
     * before a plural "drivers" is named as the second is ({@link #followedByDriverWord}). Only a known driver after
     * the joint ("the mvebu and other drivers" names nothing here) and only the plural. Bounded: two short words on.
     */
    private boolean coordinatedDrivers(String text, int end) {
        int i = blanks(text, end);
        int joint = startsWith(text, i, text.length(), "and ") ? 4 : startsWith(text, i, text.length(), "or ") ? 3 : 0;
        if (joint == 0) {
            return false;
        }
        int w0 = blanks(text, i + joint);
        int w = w0;
        while (w < text.length() && w < w0 + 40 && isWordChar(text.charAt(w))) {
            w++;
        }
        String second = text.substring(w0, w);
        if (w == w0 || w >= w0 + 40 || (byEitherSpelling(second) == null
                && table.byNameOrAlias(second.toLowerCase(java.util.Locale.ROOT)) == null)) {
            return false;
        }
        int j = blanks(text, w);
        return j > w && startsWith(text, j, text.length(), "drivers");
    }

    private static int blanks(CharSequence text, int from) {
        int i = from;
        while (i < text.length() && i < from + 3 && text.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    /** A word between a module's name and "driver" that says what kind of driver it is. */
    private static final Set<String> DRIVER_KIND_AFTER = Set.of("function", "host", "client", "controller",
            "network", "ethernet", "wifi", "wireless", "usb", "storage", "gpu", "graphics", "platform", "bridge",
            "kernel", "pci", "pcie");

    /**
     * A device id names its driver only when it is the one device the message's own text shows and nothing else
     * names a driver (session 28, drivers34). Beside a second device, even one no driver of the tables binds, it is
     * as likely the bystander as the subject: an FPGA's BAR trouble with an I210 NIC's enumeration line beside it, a
     * chip's two functions given as an example, a patch's test machine listing its NIC beside the device at fault.
     * Ids alone are no spelling of a module (the labelling convention's list); a lone device is the nearest to one.
     */
    private static final int FEW_DEVICES = 1;

    private void fromHardware(List<HardwareFact> hardware, Set<String> out) {
        String only = null;
        Set<String> devices = new java.util.HashSet<>(8);
        for (HardwareFact h : hardware) {
            if (h.quoted() || "name-kin".equals(h.source())) {
                // session 28: a kin vendor's id is the extractor's reading of a device the writer's lspci could
                // not name ("Qualcomm Device 1101"); no driver is guessed from it
                continue;
            }
            if (devices.add(h.id()) && devices.size() > FEW_DEVICES) {
                return;
            }
            List<DriverTable.Driver> ds = table.byId(h.id());
            if (ds.size() > 1) {
                return;
            }
            if (ds.size() == 1) {
                String name = ds.get(0).name();
                if (only != null && !only.equals(name)) {
                    return;
                }
                only = name;
            }
        }
        if (only != null) {
            out.add(only);
        }
    }

    /** Table spelling wins (e.g. {@code ehci-pci}); unknown names stay as written. */
    private String canonical(String name) {
        DriverTable.Driver d = table.byNameOrAlias(name);
        return d != null ? d.name() : name;
    }

    /** The device of a matched device prefix: its own numbered name ("nvme0"), else its PCI address. */
    private static String devAddress(String text, Matcher devPrefix) {
        return devPrefix.group(3) != null ? devPrefix.group(3) : address(text, devPrefix.end(1));
    }

    /** The PCI address after a device prefix's name and its blank: "0000:01:00.0". */
    private static String address(String text, int nameEnd) {
        return text.substring(nameEnd + 1, nameEnd + 13);
    }

    private static void add(Set<String> out, String name) {
        if (out.size() < MAX) {
            out.add(name);
        }
    }

    private static boolean hasColon(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == ':') {
                return true;
            }
        }
        return false;
    }

    /** Past a dmesg {@code [  12.345678] } timestamp, if the line has one. */
    private static int skipTimestamp(String text, int from, int to) {
        if (from < to && text.charAt(from) == '[') {
            int close = HardwareScan.find(text, "]", from, Math.min(to, from + 20));
            if (close > 0) {
                int i = close + 1;
                while (i < to && text.charAt(i) == ' ') {
                    i++;
                }
                return i;
            }
        }
        return from;
    }

    static boolean startsWith(CharSequence s, int from, int to, String prefix) {
        if (to - from < prefix.length()) {
            return false;
        }
        for (int i = 0; i < prefix.length(); i++) {
            if (s.charAt(from + i) != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
