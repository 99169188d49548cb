package jgf;

/** Sizes A, B, C are indices 0, 1, 2. */
public final class Sizes {
    private Sizes() {}

    public static String letter(int size) {
        return String.valueOf((char) ('A' + size));
    }

    public static int parse(String s) {
        if (s.length() == 1 && s.charAt(0) >= 'A' && s.charAt(0) <= 'C') return s.charAt(0) - 'A';
        throw new IllegalArgumentException("size must be A, B or C, got '" + s + "'");
    }
}
