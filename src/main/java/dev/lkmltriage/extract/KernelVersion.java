package dev.lkmltriage.extract;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * A Linux kernel version in canonical form, ordered the way kernels were released.
 *
 * <p>{@link #parse} accepts what people write and canonicalises it:
 * <ul>
 *   <li>no leading {@code v}, no trailing {@code +}: {@code v6.4} → {@code 6.4}, {@code 5.10.0-rc1+} → {@code 5.10.0-rc1}
 *   <li>distro and local suffixes dropped: {@code 5.4.0-31-generic}, {@code 4.18.0-305.el8.x86_64},
 *       {@code 5.10.0-8-amd64} → {@code 5.4.0}, {@code 4.18.0}, {@code 5.10.0}
 *   <li>{@code -rcN} kept ({@code rcN} without hyphen, {@code .rcN} after a dot and {@code -RCn} too):
 *       {@code 2.6.23-rc8}, {@code v5.7.rc1} → {@code 5.7-rc1}
 *   <li>distro builds of a release candidate name it: Ubuntu's mainline {@code 5.3.0-050300rc1-generic} and
 *       Fedora's {@code 5.5.0-0.rc2.git0.1.fc32.x86_64} → {@code 5.3-rc1}, {@code 5.5-rc2}
 *   <li>git-describe output keeps its tag: {@code v6.5-rc2-123-gabcdef} → {@code 6.5-rc2}
 *   <li>linux-next: {@code next-20231010}, also inside a suffix ({@code 5.15.0-rc3-next-20210930} →
 *       {@code next-20210930})
 *   <li>a stable branch: {@code 6.12.y} (also written {@code 6.12.x}) → {@code 6.12.y}; a wildcard release of it
 *       too ({@code 4.19.9x}, {@code 5.2.xx} → {@code 4.19.y}, {@code 5.2.y}: the writer names the series, not the
 *       release)
 *   <li>the old {@code -mmN} and {@code -gitN} trees are kept ({@code 2.6.23-rc8-mm1}): they were distinct code, so a
 *       report against {@code -mm} must not be merged into one against the plain rc.
 * </ul>
 * A trailing {@code .0} is kept as written ({@code 5.4.0} and {@code 5.4} are distinct values that sort next to each
 * other), because the canonical form for {@code 5.4.0-31-generic} is {@code 5.4.0}.
 *
 * <p>Ordering: 2.6.22 &lt; 2.6.22.5 &lt; 2.6.23-rc4 &lt; 2.6.23-rc8 &lt; 2.6.23-rc8-git1 &lt; 2.6.23-rc8-mm1
 * &lt; 2.6.23 &lt; 2.6.23.1; a stable branch {@code 6.12.y} sorts after every {@code 6.12.N} and before
 * {@code 6.13-rc1}. linux-next snapshots carry no release number, so they sort after every numbered version, by date
 * among themselves. Consistent with equals. Immutable and thread-safe.
 */
public final class KernelVersion implements Comparable<KernelVersion> {
    /** Stands for the {@code y} of a stable branch; larger than any real patch level. */
    private static final int BRANCH = Integer.MAX_VALUE;
    private static final int NO_RC = Integer.MAX_VALUE;
    private static final int MAX_INPUT = 256;

    private final int[] numbers;
    private final int rc;
    private final String tree;
    private final int treeLevel;
    private final int nextDate;
    private final String name;

    private KernelVersion(int[] numbers, int rc, String tree, int treeLevel, int nextDate) {
        this.numbers = numbers;
        this.rc = rc;
        this.tree = tree;
        this.treeLevel = treeLevel;
        this.nextDate = nextDate;
        this.name = render();
    }

    /** Parses and canonicalises; throws {@link InvalidKernelVersionException} for anything else. */
    public static KernelVersion parse(String text) {
        Parser p = new Parser(text);
        KernelVersion v = p.run();
        if (v == null) {
            throw new InvalidKernelVersionException(text, p.why);
        }
        return v;
    }

    /** Like {@link #parse} but empty instead of throwing. */
    public static Optional<KernelVersion> tryParse(String text) {
        return Optional.ofNullable(new Parser(text).run());
    }

    /** True when {@link #parse} would accept the text. */
    public static boolean isKernelVersion(String text) {
        return new Parser(text).run() != null;
    }

    /** The canonical form, e.g. {@code 2.6.23-rc8}, {@code 6.12.y}, {@code next-20231010}. */
    public String name() {
        return name;
    }

    /** The major number; 0 for linux-next. */
    public int major() {
        return isNext() ? 0 : numbers[0];
    }

    /** The minor number; 0 for linux-next. */
    public int minor() {
        return isNext() ? 0 : numbers[1];
    }

    /** The number of dotted components as written (2 to 4); 0 for linux-next. */
    public int components() {
        return isNext() ? 0 : numbers.length;
    }

    /** True for a {@code -rcN} release candidate. */
    public boolean isReleaseCandidate() {
        return rc != NO_RC;
    }

    /** True for a linux-next snapshot. */
    public boolean isNext() {
        return nextDate != 0;
    }

    /** True for a stable branch such as {@code 6.12.y}. */
    public boolean isStableBranch() {
        return !isNext() && numbers.length >= 3 && numbers[2] == BRANCH;
    }

    /**
     * True when the major.minor pair is one Linux actually used (2.4, 2.6, 3.0-3.19, 4.0-4.20, 5.0-5.19, 6.0-6.19, 7.0-7.9) and
     * the patch level is within what stable branches reached. Extractors use it to reject look-alikes such as
     * {@code 2.0.2} (iperf) or {@code 8.3} (a distro release).
     */
    public boolean isPlausibleRelease() {
        if (isNext()) {
            return true;
        }
        int major = numbers[0];
        int minor = numbers[1];
        boolean series = switch (major) {
            case 2 -> minor == 4 || minor == 6;
            case 3 -> minor <= 19;
            case 4 -> minor <= 20;
            case 5 -> minor <= 19;
            case 6 -> minor <= 19;
            case 7 -> minor <= 9;
            default -> false;
        };
        if (!series) {
            return false;
        }
        if (numbers.length >= 3 && numbers[2] != BRANCH) {
            int limit = major == 2 ? 40 : 400;
            if (numbers[2] > limit) {
                return false;
            }
        }
        // Four-part numbers existed only in the 2.6 era (2.6.22.5); 5.4.3.2 is an address.
        return numbers.length < 4 || (major == 2 && minor == 6);
    }

    @Override
    public int compareTo(KernelVersion o) {
        if (isNext() != o.isNext()) {
            return isNext() ? 1 : -1;
        }
        if (isNext()) {
            return Integer.compare(nextDate, o.nextDate);
        }
        for (int i = 0; i < 4; i++) {
            int c = Integer.compare(at(i), o.at(i));
            if (c != 0) {
                return c;
            }
        }
        int c = Integer.compare(rc, o.rc);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(treeRank(), o.treeRank());
        if (c != 0) {
            return c;
        }
        c = Integer.compare(treeLevel, o.treeLevel);
        return c != 0 ? c : Integer.compare(numbers.length, o.numbers.length);
    }

    private int at(int i) {
        return i < numbers.length ? numbers[i] : 0;
    }

    private int treeRank() {
        if (tree == null) {
            return 0;
        }
        return tree.equals("git") ? 1 : 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KernelVersion k && k.name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }

    private String render() {
        if (nextDate != 0) {
            return "next-" + nextDate;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < numbers.length; i++) {
            if (i > 0) {
                b.append('.');
            }
            b.append(numbers[i] == BRANCH ? "y" : Integer.toString(numbers[i]));
        }
        if (rc != NO_RC) {
            b.append("-rc").append(rc);
        }
        if (tree != null) {
            b.append('-').append(tree).append(treeLevel);
        }
        return b.toString();
    }

    /** A hand-written scanner: bounded input, one pass, no regular expressions. */
    private static final class Parser {
        private final String s;
        private int i;
        private String why = "empty";

        Parser(String text) {
            this.s = text == null ? "" : text.strip();
        }

        KernelVersion run() {
            if (s.isEmpty()) {
                return fail("empty");
            }
            if (s.length() > MAX_INPUT) {
                return fail("longer than " + MAX_INPUT + " characters");
            }
            if ((s.charAt(0) == 'v' || s.charAt(0) == 'V') && s.length() > 1 && isDigit(s.charAt(1))) {
                i = 1;
            }
            if (s.regionMatches(true, i, "next-", 0, 5)) {
                int date = date(i + 5);
                if (date == 0) {
                    return fail("next- needs a date YYYYMMDD");
                }
                i += 13;
                if (i < s.length() && !suffixOk(i)) {
                    return fail("unexpected text after the date");
                }
                return new KernelVersion(new int[0], NO_RC, null, 0, date);
            }
            int[] nums = new int[4];
            int n = 0;
            while (n < 4) {
                if (n == 2 && i < s.length() && (s.charAt(i) == 'y' || s.charAt(i) == 'x')
                        && (i + 1 == s.length() || !Character.isLetterOrDigit(s.charAt(i + 1)))) {
                    nums[n++] = BRANCH;
                    i++;
                    break;
                }
                int wild = n == 2 ? wildcardEnd(i) : -1;
                if (wild > 0) {
                    // "4.19.9x", "5.2.xx": some release of a stable branch, the writer not saying which
                    nums[n++] = BRANCH;
                    i = wild;
                    break;
                }
                int v = number(4);
                if (v < 0) {
                    if (n == 0) {
                        return fail("does not start with a number");
                    }
                    return fail("a dot must be followed by a number");
                }
                nums[n++] = v;
                if (i + 1 < s.length() && s.charAt(i) == '.' && (isDigit(s.charAt(i + 1))
                        || (n == 2 && (s.charAt(i + 1) == 'y' || s.charAt(i + 1) == 'x')))) {
                    i++;
                } else {
                    break;
                }
            }
            if (n < 2) {
                return fail("needs at least major.minor");
            }
            if (nums[0] < 1 || nums[0] > 9) {
                return fail("major number out of range");
            }
            if (nums[1] > 99) {
                return fail("minor number out of range");
            }
            int[] numbers = Arrays.copyOf(nums, n);
            int rc = NO_RC;
            int save = i;
            if (i < s.length() && s.charAt(i) == '-') {
                i++;
            } else if (i + 3 < s.length() && s.charAt(i) == '.' && isDigit(s.charAt(i + 3))
                    && s.regionMatches(true, i + 1, "rc", 0, 2)) {
                // session 25 (kernels26): "Rebased on top of v5.7.rc1", the rc after a dot; git's own
                // "2.26.0.rc2" is no Linux release and fails isPlausibleRelease
                i++;
            }
            if (s.regionMatches(true, i, "rc", 0, 2)) {
                i += 2;
                int r = number(3);
                if (r < 0) {
                    // "6.4-rc" names some rc of 6.4, not 6.4 itself.
                    return fail("-rc without a number");
                }
                rc = r;
            } else {
                i = save;
            }
            if (rc == NO_RC && n == 3 && nums[2] == 0) {
                int distroRc = distroRc(nums[0], nums[1]);
                if (distroRc != NO_RC) {
                    numbers = Arrays.copyOf(nums, 2);
                    rc = distroRc;
                }
            }
            String tree = null;
            int treeLevel = 0;
            if (i < s.length() && s.charAt(i) == '-') {
                for (String t : new String[] {"mm", "git"}) {
                    if (s.regionMatches(true, i + 1, t, 0, t.length())) {
                        int keep = i;
                        i += 1 + t.length();
                        int level = number(3);
                        if (level >= 0 && (i == s.length() || !Character.isLetterOrDigit(s.charAt(i)))) {
                            tree = t;
                            treeLevel = level;
                        } else {
                            i = keep;
                        }
                        break;
                    }
                }
            }
            if (i < s.length()) {
                if (!suffixOk(i)) {
                    return fail("unexpected text \"" + InvalidKernelVersionException.abbreviate(s.substring(i))
                            + "\" after the version");
                }
                int date = nextInSuffix(i);
                if (date != 0) {
                    return new KernelVersion(new int[0], NO_RC, null, 0, date);
                }
            }
            return new KernelVersion(numbers, rc, tree, treeLevel, 0);
        }

        /**
         * Where a wildcard patch level starting at {@code from} ends, or -1: one or two digits then one or two
         * {@code x} ({@code 9x}, {@code 1xx}), or {@code xx}, with no letter or digit after. A lone {@code x} is the
         * branch form handled before; {@code 9xyz} or {@code 123x} are no wildcard.
         */
        private int wildcardEnd(int from) {
            int k = from;
            while (k < s.length() && k - from < 2 && isDigit(s.charAt(k))) {
                k++;
            }
            int xs = k;
            while (k < s.length() && k - xs < 2 && (s.charAt(k) == 'x' || s.charAt(k) == 'X')) {
                k++;
            }
            if (k == xs || (k - xs == 1 && xs == from)) {
                return -1;
            }
            return k == s.length() || !Character.isLetterOrDigit(s.charAt(k)) ? k : -1;
        }

        /** A distro/local suffix: starts with a separator, then only version-ish characters. */
        private boolean suffixOk(int from) {
            char c = s.charAt(from);
            if (c != '-' && c != '+' && c != '.' && c != '_' && c != '~') {
                return false;
            }
            for (int k = from; k < s.length(); k++) {
                char d = s.charAt(k);
                if (!(Character.isLetterOrDigit(d) && d < 128) && "-+._~".indexOf(d) < 0) {
                    return false;
                }
            }
            return true;
        }

        /**
         * The rc of a distro's release-candidate build after {@code x.y.0} at {@code i}: Ubuntu's mainline
         * {@code -0XXYY00rcN} (its digits must spell x and y) or Fedora's {@code -0.rcN}; {@link #NO_RC} when neither.
         * On a match {@code i} moves past the rc number.
         */
        private int distroRc(int major, int minor) {
            if (i >= s.length() || s.charAt(i) != '-') {
                return NO_RC; // both forms start with '-': no pattern to format for the rest
            }
            int start = i;
            String ubuntu = String.format(Locale.ROOT, "-%02d%02d00rc", major, minor);
            if (s.startsWith(ubuntu, i)) {
                i += ubuntu.length();
            } else if (s.startsWith("-0.rc", i)) {
                i += 5;
            } else {
                return NO_RC;
            }
            int r = number(3);
            if (r < 0 || (i < s.length() && isDigit(s.charAt(i)))) {
                i = start;
                return NO_RC;
            }
            return r;
        }

        private int nextInSuffix(int from) {
            int k = s.toLowerCase(Locale.ROOT).indexOf("next-", from);
            return k < 0 ? 0 : date(k + 5);
        }

        /** YYYYMMDD at {@code at} as an int, or 0. */
        private int date(int at) {
            if (at + 8 > s.length()) {
                return 0;
            }
            for (int k = at; k < at + 8; k++) {
                if (!isDigit(s.charAt(k))) {
                    return 0;
                }
            }
            if (at + 8 < s.length() && isDigit(s.charAt(at + 8))) {
                return 0;
            }
            int d = Integer.parseInt(s.substring(at, at + 8));
            int year = d / 10000;
            int month = d / 100 % 100;
            int day = d % 100;
            return year >= 2005 && year <= 2099 && month >= 1 && month <= 12 && day >= 1 && day <= 31 ? d : 0;
        }

        /** A decimal number of at most {@code maxDigits} digits without leading zeros, or -1 (position kept). */
        private int number(int maxDigits) {
            int start = i;
            int v = 0;
            while (i < s.length() && isDigit(s.charAt(i))) {
                if (i - start == maxDigits) {
                    i = start;
                    return -1;
                }
                v = v * 10 + (s.charAt(i) - '0');
                i++;
            }
            if (i == start || (s.charAt(start) == '0' && i - start > 1)) {
                i = start;
                return -1;
            }
            return v;
        }

        private KernelVersion fail(String reason) {
            why = reason;
            return null;
        }

        private static boolean isDigit(char c) {
            return c >= '0' && c <= '9';
        }
    }
}
