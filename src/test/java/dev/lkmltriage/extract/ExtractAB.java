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
 * A tuning tool, not a test (session 28, perf29): two builds' whole extraction ({@code FactExtractor.extract}, message
 * by message) in ONE JVM, each build's classes in its own class loader, taking turns round by round (A B, B A, ...),
 * this thread's CPU per round; prints each build's median, the median of the rounds' B/A, and its spread. On a
 * loaded machine both builds meet the same load, round by round, which fresh-JVM pairs ({@link ExtractPairs}) cannot
 * give: a change of a few per cent is resolved here long before pairs resolve it. Each loader parses its own copy of
 * the messages (the stages remember views by the message's identity, as in an ingest).
 *
 * <p>Run: {@code java -Xmx3g -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * dev.lkmltriage.extract.ExtractAB ARCHIVE 4000 WARMUP ROUNDS CLASSES_A CLASSES_B}; the tables are read from
 * {@code models/} (run in the repository). The reading of ARCHIVE needs the product classes on the class path; each
 * build's loader leaves every {@code classes} directory of it out and loads the build's own. With
 * {@code -Dab.stage=drivers} it times the drivers stage alone ({@code DriverExtractor.extract} with no hardware facts;
 * session 38, speed38), whose rounds spread far less than the whole extraction's; {@code -Dab.stage=configs} the
 * configs stage alone ({@code ConfigExtractor.extract}; session 42, speed43).
 */
public final class ExtractAB {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private ExtractAB() {
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
            String stage = System.getProperty("ab.stage", "");
            boolean drivers = "drivers".equals(stage);
            Class<?> fx = loader.loadClass(drivers ? "dev.lkmltriage.extract.DriverExtractor"
                    : "configs".equals(stage) ? "dev.lkmltriage.extract.ConfigExtractor"
                    : "dev.lkmltriage.extract.FactExtractor");
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
            Method extract = drivers ? fx.getDeclaredMethod("extract", mail, List.class)
                    : fx.getDeclaredMethod("extract", mail);
            extract.setAccessible(true);
            return new Build(extractor, extract, mails);
        }

        double round() throws Exception {
            long t0 = CPU.getCurrentThreadCpuTime();
            boolean drivers = extract.getParameterCount() == 2;
            for (Object m : mails) {
                if (drivers) {
                    extract.invoke(extractor, m, List.of());
                } else {
                    extract.invoke(extractor, m);
                }
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
