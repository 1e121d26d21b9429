package dev.lkmltriage.eval;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes {@code models/pci-former-names.tsv}: the names an older pci.ids gave PCI devices, as the archive's own
 * {@code lspci -nn} lines print them beside their id ({@code "Intel Corporation Sunrise Point-H SMBus [8086:a123]"}),
 * kept where one of the given pci.ids files names that id otherwise. Several files (comma-separated: the system's and
 * a newer one) make one table that serves a machine with either, since each release renames devices again (the
 * Debian 2023 file renamed few of the archive's Cannon Lake PCH devices, the 2026 one all of them). A name seen with
 * two ids, a name that is only "Device", or a name that any of the files gives another device is dropped.
 * Messages whose indices are given after the output path are not read (the unseen slice).
 *
 * <p>Run: {@code java -cp $CP dev.lkmltriage.eval.FormerDeviceNames ARCHIVE PCI_IDS[,PCI_IDS...] OUT [SKIP_INDEX ...]}
 */
public final class FormerDeviceNames {
    /** One {@code lspci -nn} device line: slot, class with its code, vendor and device name, the id. */
    private static final Pattern NN = Pattern.compile("(?:[0-9a-f]{4}:)?[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7] [A-Za-z /-]{3,60}"
            + " \\[[0-9a-f]{4}\\]: ([^\\[\\]\\n]{3,160}(?:\\[[^\\[\\]\\n]{1,40}\\][^\\[\\]\\n]{0,120}){0,2}) \\[([0-9a-f]{4}):([0-9a-f]{4})\\]");

    private FormerDeviceNames() {
    }

    /** A name's letters and digits only, lowercase: spacing and punctuation differences are no rename. */
    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", " ").strip();
    }

    /** One pci.ids file's device and vendor names, and the ids each "vendor device" name it gives belongs to. */
    private record Names(Map<String, String> devices, Map<String, String> vendors, Map<String, Set<String>> current) {

        static Names read(Path file) throws IOException {
            Names n = new Names(new HashMap<>(), new HashMap<>(), new HashMap<>());
            try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                String vendor = null;
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    if (line.startsWith("C ")) {
                        break;
                    }
                    if (line.isEmpty() || line.startsWith("#")) {
                        continue;
                    }
                    if (line.charAt(0) != '\t' && line.length() > 6) {
                        vendor = line.substring(0, 4).toLowerCase(Locale.ROOT);
                        n.vendors.put(vendor, line.substring(6).strip());
                    } else if (vendor != null && line.length() > 7 && line.charAt(1) != '\t') {
                        String name = line.substring(7).strip();
                        String id = vendor + ":" + line.substring(1, 5).toLowerCase(Locale.ROOT);
                        n.devices.put(id, name);
                        n.current.computeIfAbsent(n.vendors.get(vendor) + " " + name, k -> new HashSet<>()).add(id);
                    }
                }
            }
            return n;
        }

        /** Whether lspci's {@code name} for {@code id} is one this file no longer gives it (vendor spelt alike). */
        boolean formerName(String id, String name) {
            String now = devices.get(id);
            String vendor = vendors.get(id.substring(0, 4));
            if (now == null || vendor == null || !name.startsWith(vendor + " ")) {
                return false;
            }
            String device = name.substring(vendor.length() + 1).strip();
            return !key(device).equals(key(now)) && !device.equals("Device") && !device.startsWith("Device ");
        }

        /**
         * Whether this file lists {@code id} under another whole name, its vendor's name first: a device renamed, or
         * its vendor ("Renesas Technology Corp." became "Renesas Electronics Corp.", every device of it printed anew).
         */
        boolean renamed(String id, String name) {
            String now = devices.get(id);
            String vendor = vendors.get(id.substring(0, 4));
            return now != null && vendor != null && !key(vendor + " " + now).equals(key(name))
                    && !now.equals("Device") && !now.startsWith("Device ");
        }

        /** Whether this file gives {@code name} to a device other than {@code id}. */
        boolean namesAnother(String id, String name) {
            Set<String> ids = current.get(name);
            return ids != null && !(ids.size() == 1 && ids.contains(id));
        }
    }

    /**
     * Session 53 (hw63): the names the files themselves give an id they name differently, each file's name (its vendor's
     * name first, as lspci prints it) a row for that id. A name-only lspci paste printed by a machine with one file's
     * names ("Intel Corporation Cannon Lake PCH PCI Express Root Port #6", 2023) then resolves on a machine with the
     * other's ("300/C240 Series Chipset Family PCIe Root Port #6", 2026), though the archive never printed it beside
     * its id. The same tests as the archive's names: a "Device" name is none, a name any file gives another device
     * is dropped. A vendor one file names otherwise makes each of its devices a row under either name.
     */
    static void renames(List<Names> files, Map<String, Set<String>> idsByName) {
        if (files.size() < 2) {
            return;
        }
        for (Names n : files) {
            for (Map.Entry<String, String> e : n.devices().entrySet()) {
                String id = e.getKey();
                if (e.getValue().equals("Device") || e.getValue().startsWith("Device ")) {
                    continue;
                }
                String name = n.vendors().get(id.substring(0, 4)) + " " + e.getValue();
                if (files.stream().anyMatch(o -> o.renamed(id, name))
                        && files.stream().noneMatch(o -> o.namesAnother(id, name))) {
                    idsByName.computeIfAbsent(name, k -> new HashSet<>()).add(id);
                }
            }
        }
    }

    public static void main(String[] args) throws IOException {
        Path archive = Path.of(args[0]);
        List<Names> files = new ArrayList<>();
        for (String f : args[1].split(",")) {
            files.add(Names.read(Path.of(f)));
        }
        Set<Integer> skip = new HashSet<>();
        for (int i = 3; i < args.length; i++) {
            skip.add(Integer.parseInt(args[i]));
        }
        List<byte[]> raw = RealMailArchive.read(archive);
        MailParser parser = new MailParser();
        Map<String, Set<String>> idsByName = new TreeMap<>();
        for (int i = 0; i < raw.size(); i++) {
            if (skip.contains(i)) {
                continue;
            }
            Mail m = parser.parse(raw.get(i));
            for (String line : m.text().split("\n")) {
                if (line.length() > 400 || line.indexOf(":") < 0) {
                    continue;
                }
                Matcher x = NN.matcher(line);
                if (!x.find()) {
                    continue;
                }
                String name = x.group(1).strip().replaceAll("\\s+", " ");
                String id = x.group(2) + ":" + x.group(3);
                if (files.stream().noneMatch(n -> n.formerName(id, name))
                        || files.stream().anyMatch(n -> n.namesAnother(id, name))) {
                    continue;
                }
                idsByName.computeIfAbsent(name, k -> new HashSet<>()).add(id);
            }
        }
        renames(files, idsByName);
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(Path.of(args[2]), StandardCharsets.UTF_8))) {
            w.println("# PCI devices by a name an older pci.ids gave them (lspci printed it beside the id in the archive");
            w.println("# of linux-pci 2019-2020, or one of the given pci.ids files gives it), where a current pci.ids names the");
            w.println("# id otherwise. Generated by dev.lkmltriage.eval.FormerDeviceNames (models/README.md); never edit it.");
            w.println("# id\tname as lspci printed it (vendor first)");
            for (Map.Entry<String, Set<String>> e : idsByName.entrySet()) {
                if (e.getValue().size() == 1) {
                    w.println(e.getValue().iterator().next() + "\t" + e.getKey());
                }
            }
        }
    }
}
