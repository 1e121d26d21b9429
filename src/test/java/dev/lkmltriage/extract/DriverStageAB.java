package dev.lkmltriage.extract;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A tuning tool, not a test (session 38, speed38): {@link ExtractAB} for the drivers stage alone ({@code
 * DriverExtractor.extract} with no hardware facts), two builds in one JVM taking turns round by round, so that a cut of
 * the stage is resolved where the whole extraction's rounds cannot resolve it. Run as {@link ExtractAB}.
 */
public final class DriverStageAB {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private DriverStageAB() {
    }

    /** One build: its loader, its extractor and its parsed messages. */
    private record Build(Object extractor, Method extract, List<Object> mails) {
        static Build of(String classes, List<byte[]> raw) throws Exception {
            List<URL> urls = new ArrayList<>();
            urls.add(Path.of(classes).toUri().toURL());
            for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
                if (!e.contains("test-classes") && !e.endsWith("/classes") && !e.endsWith("/classes/")) {
                    urls.add(Path.of(e).toUri().toURL());
                }
            }
            ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
            Class<?> settings = loader.loadClass("dev.lkmltriage.extract.ExtractSettings");
            Class<?> fx = loader.loadClass("dev.lkmltriage.extract.DriverExtractor");
            var ctor = fx.getDeclaredConstructor(settings);
            ctor.setAccessible(true);
            Object extractor = ctor.newInstance(settings.getMethod("defaults").invoke(null));
            Class<?> mail = loader.loadClass("dev.lkmltriage.mail.Mail");
            Class<?> parserClass = loader.loadClass("dev.lkmltriage.mail.MailParser");
            Object parser = parserClass.getConstructor().newInstance();
            Method parse = parserClass.getMethod("parse", byte[].class);
            List<Object> mails = new ArrayList<>();
            for (byte[] r : raw) {
                mails.add(parse.invoke(parser, (Object) r));
            }
            Method extract = fx.getDeclaredMethod("extract", mail, List.class);
            extract.setAccessible(true);
            return new Build(extractor, extract, mails);
        }

        double round() throws Exception {
            long t0 = CPU.getCurrentThreadCpuTime();
            for (Object m : mails) {
                extract.invoke(extractor, m, List.of());
            }
            return (CPU.getCurrentThreadCpuTime() - t0) / 1e9;
        }
    }

    public static void main(String[] args) throws Exception {
        List<byte[]> raw = ExtractProfile.read(Path.of(args[0]), Integer.parseInt(args[1]));
        int warmup = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        Build a = Build.of(args[4], raw);
        Build b = Build.of(args[5], raw);
        for (int i = 0; i < warmup; i++) {
            a.round();
            b.round();
        }
        double[] ta = new double[rounds];
        double[] tb = new double[rounds];
        double[] r = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            if (i % 2 == 0) {
                ta[i] = a.round();
                tb[i] = b.round();
            } else {
                tb[i] = b.round();
                ta[i] = a.round();
            }
            r[i] = tb[i] / ta[i];
            System.out.printf(Locale.ROOT, "round %d  A %.3f s  B %.3f s  B/A %.3f  load %s%n", i + 1, ta[i], tb[i],
                    r[i], java.nio.file.Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        }
        double[] sr = r.clone();
        Arrays.sort(sr);
        System.out.printf(Locale.ROOT, "median A %.3f s, B %.3f s; median B/A %.3f (quartiles %.3f-%.3f, range "
                + "%.3f-%.3f) over %d rounds%n", median(ta), median(tb), median(r), sr[rounds / 4],
                sr[(3 * rounds) / 4], sr[0], sr[rounds - 1], rounds);
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
