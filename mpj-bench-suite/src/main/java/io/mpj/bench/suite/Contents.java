package io.mpj.bench.suite;

import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.IntToDoubleFunction;

/**
 * What one rank's buffers of a test hold before a call and must hold after it: a send buffer filled
 * with known values, and a receive buffer cleared before the call and compared after it, element by
 * element. Either may be absent (a Gather's non-root receives nothing it can check). Buffers are
 * {@code byte[]} (bytes as 0..255) or {@code double[]}; their data starts at element {@code offset}
 * (the suite's {@code --offset}), and the receive buffer's elements before it must stay 0.
 */
final class Contents {
    /** Nothing to fill or compare on this rank. */
    static final Contents NONE = new Contents(0, null, null, null, null, () -> false);

    private final int offset;
    private final Object send, recv;
    private final IntToDoubleFunction sendValue, expected;
    private final BooleanSupplier compared;

    private Contents(int offset, Object send, IntToDoubleFunction sendValue, Object recv, IntToDoubleFunction expected,
                     BooleanSupplier compared) {
        this.offset = offset;
        this.send = send;
        this.sendValue = sendValue;
        this.recv = recv;
        this.expected = expected;
        this.compared = compared;
    }

    /** {@code sendValue} and {@code expected} take the index from the offset on. */
    static Contents of(int offset, Object send, IntToDoubleFunction sendValue, Object recv, IntToDoubleFunction expected) {
        return new Contents(offset, send, sendValue, recv, expected, () -> true);
    }

    static Contents sendOnly(int offset, Object send, IntToDoubleFunction sendValue) {
        return new Contents(offset, send, sendValue, null, null, () -> false);
    }

    static Contents receiveOnly(int offset, Object recv, IntToDoubleFunction expected) {
        return of(offset, null, null, recv, expected);
    }

    /** The same, but the receive buffer is compared only when {@code when} says the last call filled it. */
    Contents comparedOnlyIf(BooleanSupplier when) {
        return new Contents(offset, send, sendValue, recv, expected, when);
    }

    /** Clears the receive buffer and fills the send buffer. */
    void prepare() {
        clearResult();
        for (int i = offset; send != null && i < length(send); i++) set(send, i, sendValue.applyAsDouble(i - offset));
    }

    void clearResult() {
        for (int i = 0; recv != null && i < length(recv); i++) set(recv, i, 0);
    }

    /** Whether this rank has elements to compare after the last call. */
    boolean compares() {
        return recv != null && length(recv) > offset && compared.getAsBoolean();
    }

    /** The first element that differs from what it should be, described; null if none does. */
    String firstWrong() {
        if (!compares()) return null;
        int n = length(recv) - offset;
        for (int i = 0; i < offset; i++) {
            double got = get(recv, i);
            if (got != 0) return String.format(Locale.ROOT, "element %d, before offset %d, was written: %s", i, offset, text(got));
        }
        for (int i = 0; i < n; i++) {
            double want = expected.applyAsDouble(i), got = get(recv, offset + i);
            if (got != want) return String.format(Locale.ROOT, "element %d of %d is %s, expected %s", i, n, text(got), text(want));
        }
        return null;
    }

    private static String text(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private static int length(Object a) {
        return a instanceof byte[] b ? b.length : ((double[]) a).length;
    }

    private static double get(Object a, int i) {
        return a instanceof byte[] b ? b[i] & 0xff : ((double[]) a)[i];
    }

    private static void set(Object a, int i, double v) {
        if (a instanceof byte[] b) b[i] = (byte) v;
        else ((double[]) a)[i] = v;
    }
}
