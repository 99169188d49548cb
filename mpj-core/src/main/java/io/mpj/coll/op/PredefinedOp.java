package io.mpj.coll.op;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;

/**
 * MPI's predefined operators. Each is defined once, on long (integer types), double (floating
 * types) and boolean (logical); {@link #apply} has one loop per primitive array type and never boxes.
 * MAXLOC and MINLOC work on (value, index) pairs stored side by side, as in the {@code *2} datatypes.
 *
 * <p>The element operations are switches, not lambdas: the JVM spins a class for each lambda on
 * first use (17 of them made this enum's initialisation, part of every rank's start, take 5 ms
 * instead of 0.6), and a switch lets the JIT compile the generic loops without a megamorphic call
 * (MAX over 2048 doubles and 2048 ints: 2.9 us against 12.1).
 */
public enum PredefinedOp implements Reduction {
    MAX(Forms.INTEGER | Forms.FLOATING),
    MIN(Forms.INTEGER | Forms.FLOATING),
    SUM(Forms.INTEGER | Forms.FLOATING),
    PROD(Forms.INTEGER | Forms.FLOATING),
    LAND(Forms.INTEGER | Forms.LOGICAL),
    BAND(Forms.INTEGER),
    LOR(Forms.INTEGER | Forms.LOGICAL),
    BOR(Forms.INTEGER),
    LXOR(Forms.INTEGER | Forms.LOGICAL),
    BXOR(Forms.INTEGER),
    MAXLOC(0),
    MINLOC(0);

    /** The element types an operator is defined on, as bits. */
    private static final class Forms {
        static final int INTEGER = 1, FLOATING = 2, LOGICAL = 4;
    }

    private final int forms;

    PredefinedOp(int forms) {
        this.forms = forms;
    }

    private boolean defines(int form) {
        return (forms & form) != 0;
    }

    private long integer(long a, long b) {
        switch (this) {
            case MAX: return Math.max(a, b);
            case MIN: return Math.min(a, b);
            case SUM: return a + b;
            case PROD: return a * b;
            case LAND: return a != 0 && b != 0 ? 1 : 0;
            case BAND: return a & b;
            case LOR: return a != 0 || b != 0 ? 1 : 0;
            case BOR: return a | b;
            case LXOR: return (a != 0) != (b != 0) ? 1 : 0;
            case BXOR: return a ^ b;
            default: throw new IllegalStateException(this + " has no integer form");
        }
    }

    private double floating(double a, double b) {
        switch (this) {
            case MAX: return Math.max(a, b);
            case MIN: return Math.min(a, b);
            case SUM: return a + b;
            case PROD: return a * b;
            default: throw new IllegalStateException(this + " has no floating-point form");
        }
    }

    private boolean logical(boolean a, boolean b) {
        switch (this) {
            case LAND: return a && b;
            case LOR: return a || b;
            case LXOR: return a ^ b;
            default: throw new IllegalStateException(this + " has no logical form");
        }
    }

    @Override
    public boolean commutative() {
        return true;
    }

    /** MAXLOC or MINLOC: an operator on (value, index) pairs. */
    public boolean isLoc() {
        return this == MAXLOC || this == MINLOC;
    }

    @Override
    public String unsupported(BaseType t) {
        return definedOn(t) ? null : notDefinedOn(t); // the message out of line: this runs on every reduction
    }

    private boolean definedOn(BaseType t) {
        if (isLoc() && (t == BaseType.BYTE || t == BaseType.CHAR)) return false;
        switch (t) {
            case BYTE: case SHORT: case CHAR: case INT: case LONG: return defines(Forms.INTEGER) || isLoc();
            case FLOAT: case DOUBLE: return defines(Forms.FLOATING) || isLoc();
            case BOOLEAN: return defines(Forms.LOGICAL);
            default: return false;
        }
    }

    private String notDefinedOn(BaseType t) {
        return "MPI." + name() + " is not defined on " + t
                + (isLoc() ? " (it needs a pair type: SHORT2, INT2, LONG2, FLOAT2 or DOUBLE2)" : "");
    }

    @Override
    public void apply(Buf in, Buf inout) {
        apply(in.array(), in.offset(), inout.array(), inout.offset(), in.count(), in.type());
    }

    /**
     * {@code inout[o0 + k] = in[i0 + k] op inout[o0 + k]} for the {@code n} elements of {@code type} from
     * there: {@link #apply(Buf, Buf)} on regions of arrays that no {@link Buf} describes (no record to make
     * for a part of one).
     */
    public void apply(Object in, int i0, Object inout, int o0, int n, BaseType type) {
        if (this == SUM && sum(in, i0, inout, o0, n)) return;
        if (isLoc()) applyLoc(in, i0, inout, o0, n, type);
        else applyElementwise(in, i0, inout, o0, n, type);
    }

    /** The generic loops, one per primitive array type, switching on the operator per element. */
    private void applyElementwise(Object in, int i0, Object inout, int o0, int n, BaseType type) {
        switch (type) {
            case BYTE: {
                byte[] a = (byte[]) in, b = (byte[]) inout;
                for (int k = 0; k < n; k++) b[o0 + k] = (byte) integer(a[i0 + k], b[o0 + k]);
                break;
            }
            case SHORT: {
                short[] a = (short[]) in, b = (short[]) inout;
                for (int k = 0; k < n; k++) b[o0 + k] = (short) integer(a[i0 + k], b[o0 + k]);
                break;
            }
            case CHAR: {
                char[] a = (char[]) in, b = (char[]) inout;
                for (int k = 0; k < n; k++) b[o0 + k] = (char) integer(a[i0 + k], b[o0 + k]);
                break;
            }
            case INT: {
                int[] a = (int[]) in, b = (int[]) inout;
                for (int k = 0; k < n; k++) b[o0 + k] = (int) integer(a[i0 + k], b[o0 + k]);
                break;
            }
            case LONG: {
                long[] a = (long[]) in, b = (long[]) inout;
                for (int k = 0; k < n; k++) b[o0 + k] = integer(a[i0 + k], b[o0 + k]);
                break;
            }
            case FLOAT: {
                float[] a = (float[]) in, b = (float[]) inout;
                for (int k = 0; k < n; k++) b[o0 + k] = (float) floating(a[i0 + k], b[o0 + k]);
                break;
            }
            case DOUBLE: {
                double[] a = (double[]) in, b = (double[]) inout;
                for (int k = 0; k < n; k++) b[o0 + k] = floating(a[i0 + k], b[o0 + k]);
                break;
            }
            case BOOLEAN: {
                boolean[] a = (boolean[]) in, b = (boolean[]) inout;
                for (int k = 0; k < n; k++) b[o0 + k] = logical(a[i0 + k], b[o0 + k]);
                break;
            }
            default:
                throw new IllegalArgumentException(unsupported(type));
        }
    }

    /**
     * SUM, by far the most used operator, on the types it is most used on, with its own loops: the
     * generic loops switch on the operator for every element (when they called through functional
     * interfaces, a call the JIT could not inline once several operators had run: 6.8 us for 2048
     * doubles, against 0.78 us here). One method per type: C2 compiles (and vectorises) only the loop
     * a program runs hot, on the rank's own core while the others wait: in MolDyn A, which sums doubles
     * and ints, 4-9 ms a rank instead of 15-23 for both loops in one method
     * (docs/results/2026-11-28-reduction-compile).
     */
    private static boolean sum(Object in, int i0, Object inout, int o0, int n) {
        if (in instanceof double[] a && inout instanceof double[] b) sumDoubles(a, i0, b, o0, n);
        else if (in instanceof int[] a && inout instanceof int[] b) sumInts(a, i0, b, o0, n);
        else if (in instanceof long[] a && inout instanceof long[] b) sumLongs(a, i0, b, o0, n);
        else return false;
        return true;
    }

    /** The loop {@link SumPriming} has compiled early; package-private for it. */
    static void sumDoubles(double[] a, int i0, double[] b, int o0, int n) {
        for (int k = 0; k < n; k++) b[o0 + k] += a[i0 + k];
    }

    private static void sumInts(int[] a, int i0, int[] b, int o0, int n) {
        for (int k = 0; k < n; k++) b[o0 + k] += a[i0 + k];
    }

    private static void sumLongs(long[] a, int i0, long[] b, int o0, int n) {
        for (int k = 0; k < n; k++) b[o0 + k] += a[i0 + k];
    }

    /**
     * (value, index) pairs: keep the larger (MAXLOC) or smaller (MINLOC) value; on a tie, the
     * smaller index. Values compare as double for floating types and as long otherwise.
     */
    private void applyLoc(Object in, int i0, Object inout, int o0, int n, BaseType type) {
        int sign = this == MAXLOC ? 1 : -1;
        for (int k = 0; k + 1 < n; k += 2) {
            int ia = i0 + k;
            int ib = o0 + k;
            int c = sign * compareAt(in, ia, inout, ib, type);
            if (c > 0 || c == 0 && compareAt(in, ia + 1, inout, ib + 1, type) < 0) {
                System.arraycopy(in, ia, inout, ib, 2);
            }
        }
    }

    private static int compareAt(Object a, int i, Object b, int j, BaseType type) {
        switch (type) {
            case SHORT: return Short.compare(((short[]) a)[i], ((short[]) b)[j]);
            case INT: return Integer.compare(((int[]) a)[i], ((int[]) b)[j]);
            case LONG: return Long.compare(((long[]) a)[i], ((long[]) b)[j]);
            case FLOAT: return Float.compare(((float[]) a)[i], ((float[]) b)[j]);
            case DOUBLE: return Double.compare(((double[]) a)[i], ((double[]) b)[j]);
            default: throw new IllegalArgumentException("MAXLOC/MINLOC: no pair type over " + type);
        }
    }
}
