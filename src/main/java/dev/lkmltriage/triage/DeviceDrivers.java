package dev.lkmltriage.triage;

import dev.lkmltriage.extract.HardwareFact;
import dev.lkmltriage.mail.Mail;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The driver a device needs when a report shows the device but never names its driver ({@code
 * models/device-drivers.tsv}): by its PCI id, else by its PCI class as the pasted lspci or dmesg line prints it
 * (class 0108, NVM Express, is nvme's whatever the vendor). Reporters who are not kernel people paste what the
 * machine says and call the driver nothing, or something in their own language.
 */
final class DeviceDrivers {
    static final String FILE = "device-drivers.tsv";
    /** A report naming more devices than this pasted a whole machine: which one it is about is not said. */
    static final int MAX_DEVICES = 2;
    /** "01:00.0 Non-Volatile memory controller [0108]: ...", "03:00.0 0108: 144d:a808", "class 0x010802". */
    private static final Pattern LSPCI_NN = Pattern.compile("\\[([0-9a-f]{4})\\]:");
    private static final Pattern LSPCI_N = Pattern.compile("^\\s*(?:[0-9a-f]{4}:)?[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]"
            + "\\s+([0-9a-f]{4}):\\s");
    private static final Pattern DMESG_CLASS = Pattern.compile("\\bclass 0x([0-9a-f]{6})\\b");

    private static volatile DeviceDrivers shipped;
    private final Map<String, String> byKey;

    DeviceDrivers(Map<String, String> byKey) {
        this.byKey = Map.copyOf(byKey);
    }

    /** The table under the project's models/ directory ({@link ExtractSettings#defaults()}); empty without one. */
    static DeviceDrivers shipped() {
        DeviceDrivers d = shipped;
        if (d == null) {
            d = load(ModelTable.shipped(FILE));
            shipped = d;
        }
        return d;
    }

    static DeviceDrivers load(Path file) {
        return ModelTable.load(file, DeviceDrivers::read, () -> new DeviceDrivers(Map.of()));
    }

    static DeviceDrivers parse(String text) {
        return ModelTable.parse(text, DeviceDrivers::read);
    }

    private static final Pattern KEY = Pattern.compile("id:[0-9a-f]{4}:[0-9a-f]{4}|class:(?:[0-9a-f]{4}|[0-9a-f]{6})");

    private static DeviceDrivers read(BufferedReader in) throws IOException {
        Map<String, String> map = new HashMap<>();
        String line;
        int n = 0;
        while ((line = in.readLine()) != null) {
            n++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            String key = f[0].strip().toLowerCase(Locale.ROOT);
            if (f.length < 2 || !KEY.matcher(key).matches() || f[1].isBlank()) {
                throw new IllegalArgumentException("line " + n + ": expected 'id:vvvv:dddd' or 'class:cccc[pp]', a"
                        + " tab and a driver name, got '" + line + "'");
            }
            map.put(key, f[1].strip());
        }
        return new DeviceDrivers(map);
    }

    /**
     * The drivers of the devices a message shows, when it names at most {@value #MAX_DEVICES} devices (own text
     * only). Empty when nothing is known.
     */
    Set<String> of(Mail mail, List<HardwareFact> hardware) {
        Set<String> out = new LinkedHashSet<>();
        if (byKey.isEmpty()) {
            return out;
        }
        List<HardwareFact> own = hardware.stream().filter(h -> !h.quoted() && "pci".equals(h.bus())).toList();
        if (own.isEmpty() || own.stream().map(HardwareFact::id).distinct().count() > MAX_DEVICES) {
            return out;
        }
        for (HardwareFact h : own) {
            String d = driverOf(h.id(), classOf(mail.text(), h.start()));
            if (d != null) {
                out.add(d);
            }
        }
        return out;
    }

    /** By id, else the 6-digit class, else its first 4 digits; null when the table says nothing. */
    String driverOf(String id, String pciClass) {
        String d = byKey.get("id:" + id);
        if (d == null && pciClass != null) {
            d = pciClass.length() == 6 ? byKey.get("class:" + pciClass) : null;
            if (d == null) {
                d = byKey.get("class:" + pciClass.substring(0, 4));
            }
        }
        return d;
    }

    /** The PCI class printed on the line holding offset {@code at}, or null. */
    static String classOf(String text, int at) {
        if (at < 0 || at > text.length()) {
            return null;
        }
        int s = at == 0 ? 0 : text.lastIndexOf('\n', at - 1) + 1;
        int e = text.indexOf('\n', at);
        String line = text.substring(s, e < 0 ? text.length() : e).toLowerCase(Locale.ROOT);
        for (Pattern p : new Pattern[] {DMESG_CLASS, LSPCI_NN, LSPCI_N}) {
            Matcher m = p.matcher(line);
            if (m.find()) {
                return m.group(1);
            }
        }
        return null;
    }
}
