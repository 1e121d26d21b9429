package dev.lkmltriage.web.ui;

import java.util.regex.Pattern;

/**
 * Turns a facet value into the query clause that selects it, and adds a clause to a query. Facet dimensions come
 * from the index ({@code driver, vendor, device, kernel, list, kind, year}); a dimension the language cannot query
 * gives null and is shown without a link.
 */
final class FacetLinks {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9._:*+-]+");
    private static final Pattern HEX4 = Pattern.compile("[0-9a-f]{4}");
    private static final Pattern ID = Pattern.compile("[0-9a-f]{4}:[0-9a-f]{4}");
    private static final Pattern YEAR = Pattern.compile("\\d{4}");
    private static final Pattern MAJOR = Pattern.compile("(\\d{1,3})(?:\\.(\\d{1,3}))?");

    private FacetLinks() {
    }

    /** The clause selecting {@code value} of {@code dim}, or null when there is none. */
    static String clause(String dim, String value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        switch (dim) {
            case "driver":
                return "driver:" + quote(value);
            case "list":
                return "l:" + quote(value);
            case "kind":
                return "kind:" + quote(value);
            case "vendor": {
                String id = value.length() >= 4 ? value.substring(0, 4) : value;
                return HEX4.matcher(id).matches() ? "hw:" + id + ":*" : null;
            }
            case "device":
                return ID.matcher(value).matches() ? "hw:" + value : null;
            case "year":
                return YEAR.matcher(value).matches() ? "d:" + value + "0101.." + value + "1231" : null;
            case "kernel": {
                // The facet holds the series (2.6, 5, 6): every version from its first -rc to the next series.
                var m = MAJOR.matcher(value);
                if (!m.matches()) {
                    return null;
                }
                int major = Integer.parseInt(m.group(1));
                if (m.group(2) != null) {
                    int minor = Integer.parseInt(m.group(2));
                    return "kver:" + major + "." + minor + "-rc0.." + major + "." + (minor + 1) + "-rc0";
                }
                return "kver:" + major + ".0-rc0.." + (major + 1) + ".0-rc0";
            }
            default:
                return null;
        }
    }

    /** {@code query} with {@code clause} ANDed to it; a query with a top-level OR is parenthesised first. */
    static String add(String query, String clause) {
        String q = query == null ? "" : query.strip();
        if (q.isEmpty()) {
            return clause;
        }
        if (q.contains(clause)) {
            return q;
        }
        return (q.matches("(?s).*\\bOR\\b.*") ? "(" + q + ")" : q) + " " + clause;
    }

    private static String quote(String value) {
        return PLAIN.matcher(value).matches() ? value : "\"" + value.replace("\"", "") + "\"";
    }

    /** What a facet dimension is called on the page. */
    static String label(String dim) {
        return switch (dim) {
            case "driver" -> "Driver";
            case "vendor" -> "Vendor";
            case "device" -> "Device";
            case "kernel" -> "Kernel series";
            case "list" -> "List";
            case "kind" -> "Kind";
            case "year" -> "Year";
            case "status" -> "Status";
            default -> dim;
        };
    }
}
