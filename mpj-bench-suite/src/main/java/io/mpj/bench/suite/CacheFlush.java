package io.mpj.bench.suite;

import java.nio.file.Files;
import java.nio.file.Path;

/** Seed 001's cache flush: write an array as large as the last-level cache before each trial. */
final class CacheFlush {
    private static final byte[] ARRAY = new byte[lastLevelCacheBytes()];
    private static byte value;

    private CacheFlush() {
    }

    static void flush() {
        byte v = ++value;
        for (int i = 0; i < ARRAY.length; i += 64) ARRAY[i] = v; // one write per cache line evicts it
    }

    /** The largest CPU cache Linux reports for cpu0, 8 MiB when it reports none. */
    static int lastLevelCacheBytes() {
        int best = 0;
        for (int index = 0; index < 8; index++) {
            Path f = Path.of("/sys/devices/system/cpu/cpu0/cache/index" + index + "/size");
            try {
                best = Math.max(best, parseSize(Files.readString(f).trim()));
            } catch (Exception absent) {
                // fewer cache levels, or not Linux
            }
        }
        return best > 0 ? best : 8 << 20;
    }

    static int parseSize(String s) {
        char unit = Character.toUpperCase(s.charAt(s.length() - 1));
        if (Character.isDigit(unit)) return Integer.parseInt(s);
        int n = Integer.parseInt(s.substring(0, s.length() - 1));
        return unit == 'K' ? n << 10 : unit == 'M' ? n << 20 : unit == 'G' ? n << 30 : n;
    }
}
