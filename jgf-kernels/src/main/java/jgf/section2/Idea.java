package jgf.section2;

import java.util.Random;

/**
 * The JGF variant of IDEA: the original's key schedule and cipher, including its multiplication
 * ((a * K) mod 65537, low 16 bits, with 0 not read as 2^16), which is not true IDEA but is what the
 * benchmark computes and validates.
 */
public final class Idea {
    public final int[] z = new int[52];
    public final int[] dk = new int[52];

    /** Keys from the benchmark's seed, 136506717. */
    public Idea() {
        Random rnd = new Random(136506717L);
        for (int k = 0; k < 8; k++) z[k] = ((short) rnd.nextInt()) & 0xFFFF;
        for (int i = 8; i < 52; i++) {
            int j = i % 8;
            if (j < 6) z[i] = ((z[i - 7] >>> 9) | (z[i - 6] << 7)) & 0xFFFF;
            else if (j == 6) z[i] = ((z[i - 7] >>> 9) | (z[i - 14] << 7)) & 0xFFFF;
            else z[i] = ((z[i - 15] >>> 9) | (z[i - 14] << 7)) & 0xFFFF;
        }
        dk[48] = inv(z[0]);
        dk[49] = neg(z[1]);
        dk[50] = neg(z[2]);
        dk[51] = inv(z[3]);
        for (int r = 0; r < 7; r++) {
            int k = 4 + 6 * r;
            int j = 47 - 6 * r;
            dk[j] = z[k + 1];
            dk[j - 1] = z[k];
            dk[j - 2] = inv(z[k + 5]);
            dk[j - 3] = neg(z[k + 3]);
            dk[j - 4] = neg(z[k + 4]);
            dk[j - 5] = inv(z[k + 2]);
        }
        dk[5] = z[47];
        dk[4] = z[46];
        dk[3] = inv(z[51]);
        dk[2] = neg(z[50]);
        dk[1] = neg(z[49]);
        dk[0] = inv(z[48]);
    }

    static int neg(int x) {
        return (-x) & 0xFFFF;
    }

    /** Multiplicative inverse modulo 65537 (0 and 1 are their own). */
    static int inv(int x) {
        if (x <= 1) return x;
        long t0 = 0, t1 = 1, r0 = 65537, r1 = x;
        while (r1 != 0) {
            long q = r0 / r1;
            long t = t0 - q * t1;
            t0 = t1;
            t1 = t;
            long r = r0 - q * r1;
            r0 = r1;
            r1 = r;
        }
        return (int) ((t0 % 65537 + 65537) % 65537);
    }

    private static int mul(int a, int k) {
        return (int) (((long) a * k) % 65537L & 0xFFFF);
    }

    /** Encrypts (with {@link #z}) or decrypts (with {@link #dk}) every 8-byte block of {@code in} into {@code out}. */
    public static void cipher(byte[] in, byte[] out, int[] key) {
        for (int i = 0; i < in.length; i += 8) {
            int x1 = (in[i] & 0xFF) | (in[i + 1] & 0xFF) << 8;
            int x2 = (in[i + 2] & 0xFF) | (in[i + 3] & 0xFF) << 8;
            int x3 = (in[i + 4] & 0xFF) | (in[i + 5] & 0xFF) << 8;
            int x4 = (in[i + 6] & 0xFF) | (in[i + 7] & 0xFF) << 8;
            int k = 0;
            for (int round = 0; round < 8; round++) {
                x1 = mul(x1, key[k++]);
                x2 = (x2 + key[k++]) & 0xFFFF;
                x3 = (x3 + key[k++]) & 0xFFFF;
                x4 = mul(x4, key[k++]);
                int t2 = mul(x1 ^ x3, key[k++]);
                int t1 = mul((t2 + (x2 ^ x4)) & 0xFFFF, key[k++]);
                t2 = (t1 + t2) & 0xFFFF;
                x1 ^= t1;
                x4 ^= t2;
                t2 ^= x2;
                x2 = x3 ^ t1;
                x3 = t2;
            }
            x1 = mul(x1, key[48]);
            x3 = (x3 + key[49]) & 0xFFFF;
            x2 = (x2 + key[50]) & 0xFFFF;
            x4 = mul(x4, key[51]);
            out[i] = (byte) x1;
            out[i + 1] = (byte) (x1 >>> 8);
            out[i + 2] = (byte) x3;
            out[i + 3] = (byte) (x3 >>> 8);
            out[i + 4] = (byte) x2;
            out[i + 5] = (byte) (x2 >>> 8);
            out[i + 6] = (byte) x4;
            out[i + 7] = (byte) (x4 >>> 8);
        }
    }
}
