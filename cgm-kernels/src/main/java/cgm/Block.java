package cgm;

/** n items dealt to p ranks in contiguous blocks whose sizes differ by at most one (the first n mod p get one more). */
record Block(long n, int p) {
    long lo(int rank) {
        long q = n / p, r = n % p;
        return rank * q + Math.min(rank, r);
    }

    int size(int rank) {
        return (int) (lo(rank + 1) - lo(rank));
    }

    int owner(long item) {
        long q = n / p, r = n % p;
        long big = r * (q + 1); // the first r ranks hold q + 1 items each
        return (int) (item < big ? item / (q + 1) : r + (item - big) / Math.max(q, 1));
    }
}
