package io.mpj.bench.suite;

import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.IntToDoubleFunction;

/**
 * What one rank's buffers of a test hold before a call and must hold after it: a send buffer filled
 * with known values, and a receive buffer cleared before the call and compared after it, element by
 * element. Either may be absent (a Gather's non-root receives nothing it can check). Buffers are
 * {@code byte[]} (bytes as 0..255) or {@code double[]}.
 */
final class Contents {
    /** Nothing to fill or compare on this rank. */
    static final Contents NONE = new Contents(null, null, null, null, () -> false);

    private final Object send, recv;
    private final IntToDoubleFunction sendValue, expected;
    private final BooleanSupplier compared;

    private Contents(Object send, IntToDoubleFunction sendValue, Object recv, IntToDoubleFunction expected, BooleanSupplier compared) {
        this.send = send;
        this.sendValue = sendValue;
        this.recv = recv;
        this.expected = expected;
        this.compared = compared;
    }

    static Contents of(Object send, IntToDoubleFunction sendValue, Object recv, IntToDoubleFunction expected) {
        return new Contents(send, sendValue, recv, expected, () -> true);
    }

    static Contents sendOnly(Object send, IntToDoubleFunction sendValue) {
        return new Contents(send, sendValue, null, null, () -> false);
    }

    static Contents receiveOnly(Object recv, IntToDoubleFunction expected) {
        return of(null, null, recv, expected);
    }

    /** The same, but the receive buffer is compared only when {@code when} says the last call filled it. */
    Contents comparedOnlyIf(BooleanSupplier when) {
        return new Contents(send, sendValue, recv, expected, when);
    }

    /** Clears the receive buffer and fills the send buffer. */
    void prepare() {
        clearResult();
        for (int i = 0; send != null && i < length(send); i++) set(send, i, sendValue.applyAsDouble(i));
    }

    void clearResult() {
        for (int i = 0; recv != null && i < length(recv); i++) set(recv, i, 0);
    }

    /** Whether this rank has elements to compare after the last call. */
    boolean compares() {
        return recv != null && length(recv) > 0 && compared.getAsBoolean();
    }

    /** The first element that differs from what it should be, described; null if none does. */
    String firstWrong() {
        if (!compares()) return null;
        for (int i = 0; i < length(recv); i++) {
            double want = expected.applyAsDouble(i), got = get(recv, i);
            if (got != want) return String.format(Locale.ROOT, "element %d of %d is %s, expected %s", i, length(recv), text(got), text(want));
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
