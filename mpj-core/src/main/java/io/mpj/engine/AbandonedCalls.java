package io.mpj.engine;

import java.util.Arrays;

/**
 * The collective calls this rank left after an error, each as its context and the bits of a stamp
 * that name it: what the other ranks send in them is inert ({@link PointToPointEngine#abandon}).
 * A few entries at most, scanned on each message's arrival once there is one. Used under the engine's lock.
 */
final class AbandonedCalls {
    private int[] contexts = new int[0];
    private long[] stamps = new long[0];
    private long[] masks = new long[0];
    private int count;

    void add(int context, long stamp, long mask) {
        if (count == stamps.length) {
            int n = 2 * count + 1;
            contexts = Arrays.copyOf(contexts, n);
            stamps = Arrays.copyOf(stamps, n);
            masks = Arrays.copyOf(masks, n);
        }
        contexts[count] = context;
        stamps[count] = stamp & mask;
        masks[count++] = mask;
    }

    /** Whether a message on {@code context} stamped {@code stamp} belongs to a call this rank left. */
    boolean contain(int context, long stamp) {
        for (int i = 0; i < count; i++) {
            if ((stamp & masks[i]) == stamps[i] && contexts[i] == context) return true;
        }
        return false;
    }
}
