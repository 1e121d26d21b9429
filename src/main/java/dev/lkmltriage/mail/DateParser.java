package dev.lkmltriage.mail;

import java.time.DateTimeException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Map;

/**
 * Lenient mail date parsing: RFC 5322 and the forms clients and archives actually write (two-digit years, named
 * zones, missing seconds, asctime, hypermail's {@code Wed Sep 26 2007 - 12:57:21 EST}, ISO 8601). A hand-written
 * scanner over the first {@value #MAX_INPUT} characters, so any input costs linear time.
 */
final class DateParser {
    private static final int MAX_INPUT = 200;
    private static final String[] MONTHS = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
        "nov", "dec"};
    private static final Map<String, Integer> ZONES = Map.ofEntries(
            Map.entry("ut", 0), Map.entry("utc", 0), Map.entry("gmt", 0), Map.entry("z", 0), Map.entry("wet", 0),
            Map.entry("bst", 60), Map.entry("west", 60), Map.entry("cet", 60), Map.entry("met", 60),
            Map.entry("mez", 60), Map.entry("cest", 120), Map.entry("mest", 120), Map.entry("mesz", 120),
            Map.entry("eet", 120), Map.entry("eest", 180), Map.entry("msk", 180), Map.entry("ist", 330),
            Map.entry("sgt", 480), Map.entry("hkt", 480), Map.entry("awst", 480), Map.entry("jst", 540),
            Map.entry("kst", 540), Map.entry("acst", 570), Map.entry("aest", 600), Map.entry("aedt", 660),
            Map.entry("nzst", 720), Map.entry("nzdt", 780), Map.entry("est", -300), Map.entry("edt", -240),
            Map.entry("cst", -360), Map.entry("cdt", -300), Map.entry("mst", -420), Map.entry("mdt", -360),
            Map.entry("pst", -480), Map.entry("pdt", -420), Map.entry("akst", -540), Map.entry("akdt", -480),
            Map.entry("hst", -600), Map.entry("ast", -240), Map.entry("adt", -180), Map.entry("nst", -210),
            Map.entry("ndt", -150), Map.entry("brt", -180), Map.entry("art", -180));

    private DateParser() {
    }

    /** The date, or null when the value does not hold one. */
    static OffsetDateTime parse(String value) {
        if (value == null) {
            return null;
        }
        String s = value.length() > MAX_INPUT ? value.substring(0, MAX_INPUT) : value;
        return new Scan(s.toLowerCase(Locale.ROOT)).run();
    }

    private static final class Scan {
        final String s;
        int year = -1;
        int month = -1;
        int day = -1;
        int hour = -1;
        int minute = -1;
        int second = 0;
        Integer numericZone;
        Integer namedZone;
        int ampm; // 0 none, 1 am, 2 pm

        Scan(String s) {
            this.s = s;
        }

        OffsetDateTime run() {
            int i = 0;
            int n = s.length();
            while (i < n) {
                char c = s.charAt(i);
                if (Character.isLetter(c)) {
                    int j = i;
                    while (j < n && Character.isLetter(s.charAt(j))) {
                        j++;
                    }
                    word(s.substring(i, j));
                    i = j;
                } else if (isDigit(c)) {
                    i = number(i);
                } else if ((c == '+' || c == '-') && i + 1 < n && isDigit(s.charAt(i + 1)) && hour >= 0
                        && numericZone == null) {
                    i = zone(i);
                } else {
                    i++;
                }
            }
            return build();
        }

        private void word(String w) {
            if (w.length() >= 3 && month < 0) {
                for (int m = 0; m < 12; m++) {
                    if (w.startsWith(MONTHS[m]) && (w.length() == 3 || fullMonth(w, m))) {
                        month = m + 1;
                        return;
                    }
                }
            }
            if (w.equals("am") || w.equals("pm")) {
                ampm = w.equals("am") ? 1 : 2;
                return;
            }
            Integer z = ZONES.get(w);
            if (z != null && namedZone == null && (hour >= 0 || !w.equals("z"))) {
                namedZone = z;
            }
        }

        private boolean fullMonth(String w, int m) {
            String[] full = {"january", "february", "march", "april", "may", "june", "july", "august", "september",
                "october", "november", "december"};
            return w.equals(full[m]) || (m == 8 && w.equals("sept"));
        }

        private int number(int i) {
            int n = s.length();
            int j = i;
            while (j < n && isDigit(s.charAt(j))) {
                j++;
            }
            int digits = j - i;
            long v = digits > 9 ? Long.MAX_VALUE : Long.parseLong(s.substring(i, j));
            if (j < n && s.charAt(j) == ':' && hour < 0) {
                return time(i);
            }
            if (digits == 4 && j + 2 < n && (s.charAt(j) == '-' || s.charAt(j) == '/') && isDigit(s.charAt(j + 1))
                    && year < 0) {
                return isoDate(i, (int) v, s.charAt(j));
            }
            if (digits >= 3 && digits <= 4 && year < 0) {
                year = digits == 3 ? (int) v + 1900 : (int) v;
            } else if (digits <= 2 && day < 0 && v >= 1 && v <= 31) {
                day = (int) v;
            } else if (digits <= 2 && year < 0 && day >= 0) {
                year = v < 50 ? 2000 + (int) v : 1900 + (int) v;
            }
            return j;
        }

        private int isoDate(int i, int y, char sep) {
            int n = s.length();
            int j = i + 5;
            int k = j;
            while (k < n && isDigit(s.charAt(k)) && k - j < 2) {
                k++;
            }
            int m = Integer.parseInt(s.substring(j, k));
            year = y;
            if (k < n && s.charAt(k) == sep) {
                int d0 = k + 1;
                int d1 = d0;
                while (d1 < n && isDigit(s.charAt(d1)) && d1 - d0 < 2) {
                    d1++;
                }
                if (d1 > d0) {
                    day = Integer.parseInt(s.substring(d0, d1));
                    month = m;
                    return d1;
                }
            }
            return k;
        }

        private int time(int i) {
            int n = s.length();
            int[] f = new int[3];
            int count = 0;
            int j = i;
            while (j < n && count < 3) {
                int k = j;
                while (k < n && isDigit(s.charAt(k)) && k - j < 2) {
                    k++;
                }
                if (k == j) {
                    break;
                }
                f[count++] = Integer.parseInt(s.substring(j, k));
                j = k;
                if (j < n && s.charAt(j) == ':' && count < 3) {
                    j++;
                } else {
                    break;
                }
            }
            while (j < n && (s.charAt(j) == '.' || s.charAt(j) == ',' || isDigit(s.charAt(j)))) {
                j++; // fractional seconds
            }
            if (count >= 2) {
                hour = f[0];
                minute = f[1];
                second = count == 3 ? Math.min(f[2], 59) : 0;
            }
            // ISO "2007-09-26t12:57:21" and "12:57:21z" leave a 't' or 'z' word behind: harmless.
            return j;
        }

        private int zone(int i) {
            int n = s.length();
            int sign = s.charAt(i) == '-' ? -1 : 1;
            int j = i + 1;
            int k = j;
            while (k < n && isDigit(s.charAt(k)) && k - j < 4) {
                k++;
            }
            int digits = k - j;
            int h;
            int m = 0;
            if (digits == 4) {
                h = Integer.parseInt(s.substring(j, j + 2));
                m = Integer.parseInt(s.substring(j + 2, j + 4));
            } else if (digits <= 2) {
                h = Integer.parseInt(s.substring(j, k));
                if (k + 2 < n && s.charAt(k) == ':' && isDigit(s.charAt(k + 1)) && isDigit(s.charAt(k + 2))) {
                    m = Integer.parseInt(s.substring(k + 1, k + 3));
                    k += 3;
                }
            } else {
                return k;
            }
            if (h <= 18 && m < 60) {
                numericZone = sign * (h * 60 + m);
            }
            return k;
        }

        private OffsetDateTime build() {
            if (year < 0 || month < 0 || day < 0) {
                return null;
            }
            if (hour < 0) {
                hour = 0;
                minute = 0;
            }
            if (ampm == 2 && hour < 12) {
                hour += 12;
            } else if (ampm == 1 && hour == 12) {
                hour = 0;
            }
            int zone = numericZone != null ? numericZone : namedZone != null ? namedZone : 0;
            try {
                if (hour == 24 && minute == 0) {
                    return OffsetDateTime.of(year, month, day, 0, 0, second, 0, ZoneOffset.ofTotalSeconds(zone * 60))
                            .plusDays(1);
                }
                return OffsetDateTime.of(year, month, day, hour, minute, second, 0,
                        ZoneOffset.ofTotalSeconds(zone * 60));
            } catch (DateTimeException e) {
                return null;
            }
        }

        private static boolean isDigit(char c) {
            return c >= '0' && c <= '9';
        }
    }
}
