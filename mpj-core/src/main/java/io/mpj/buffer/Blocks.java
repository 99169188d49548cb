package io.mpj.buffer;

/** Where each rank's block lies in a gathered or scattered buffer: counts and displacements in elements. */
public record Blocks(int[] counts, int[] displs) {
    public static Blocks uniform(int ranks, int count) {
        int[] c = new int[ranks];
        int[] d = new int[ranks];
        for (int r = 0; r < ranks; r++) {
            c[r] = count;
            d[r] = r * count;
        }
        return new Blocks(c, d);
    }

    /** Blocks laid out one after another in rank order. */
    public static Blocks packed(int[] counts) {
        int[] d = new int[counts.length];
        for (int r = 1; r < counts.length; r++) d[r] = d[r - 1] + counts[r - 1];
        return new Blocks(counts, d);
    }

    public int count(int rank) {
        return counts[rank];
    }

    public Buf of(Buf whole, int rank) {
        return whole.slice(displs[rank], counts[rank]);
    }

    /** Total of the counts of ranks {@code from} (inclusive) to {@code to} (exclusive). */
    public int sum(int from, int to) {
        int s = 0;
        for (int r = from; r < to; r++) s += counts[r];
        return s;
    }

    public boolean isUniform() {
        for (int r = 0; r < counts.length; r++) if (counts[r] != counts[0] || displs[r] != r * counts[0]) return false;
        return true;
    }
}
