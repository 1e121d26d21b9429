package dev.lkmltriage.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** iperf3's size arguments: a number with an optional K, M or G suffix in powers of 1024 ({@code -l 32K}). */
final class ProbeSizeConverter implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
        String v = value.trim();
        if (v.isEmpty() || v.length() > 16) {
            throw new TypeConversionException("'" + value + "' is not a size: write e.g. 128K, 1M or 65536");
        }
        long mult = 1;
        char last = Character.toUpperCase(v.charAt(v.length() - 1));
        if (last == 'K' || last == 'M' || last == 'G') {
            mult = last == 'K' ? 1L << 10 : last == 'M' ? 1L << 20 : 1L << 30;
            v = v.substring(0, v.length() - 1);
        }
        double n;
        try {
            n = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a size: write e.g. 128K, 1M or 65536");
        }
        double bytes = n * mult;
        if (!(bytes >= 0) || bytes > Integer.MAX_VALUE) {
            throw new TypeConversionException("'" + value + "' is out of range: sizes go up to 2G");
        }
        return (int) bytes;
    }
}
