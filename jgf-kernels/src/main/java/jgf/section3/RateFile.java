package jgf.section3;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * MonteCarlo's input: the JGF rate file {@code hitData} (lines {@code yymmdd,f1,...,f6}; field 4 is
 * the price), shipped inside the jar so that {@code -jar} runs from any directory.
 */
final class RateFile {
    static final String RESOURCE = "hitData";
    private static final int PRICE_FIELD = 4;
    private static final int MIN_DATE = 19000101;

    private RateFile() {}

    /** The prices of the shipped file, in file order. */
    static double[] prices() {
        try (InputStream in = RateFile.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("MonteCarlo: the rate file " + RESOURCE + " is missing from the jar");
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII)));
        } catch (IOException e) {
            throw new UncheckedIOException("MonteCarlo: reading the rate file " + RESOURCE, e);
        }
    }

    /** Skips, as the original, lines dated before 1900-01-01 and prices too small to divide by. */
    static double[] parse(BufferedReader reader) throws IOException {
        double[] prices = new double[4096];
        int n = 0;
        String line;
        for (int number = 1; (line = reader.readLine()) != null; number++) {
            if (line.isBlank()) continue;
            String[] fields = line.split(",");
            try {
                int date = 19_000_000 + Integer.parseInt(fields[0].trim());
                double price = Double.parseDouble(fields[PRICE_FIELD].trim());
                if (date <= MIN_DATE || Math.abs(price) < 10.0 * Double.MIN_VALUE) continue;
                if (n == prices.length) prices = Arrays.copyOf(prices, 2 * n);
                prices[n++] = price;
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                throw new IllegalStateException("MonteCarlo: rate file line " + number + " is not yymmdd and 6 numbers: '" + line + "'");
            }
        }
        return Arrays.copyOf(prices, n);
    }
}
