package io.mpj.coll.op;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Array;
import java.util.EnumSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Every predefined op on every element type: defined exactly where MPI defines it, and right there. */
class PredefinedOpTest {
    private static final Set<BaseType> INTEGER = EnumSet.of(BaseType.BYTE, BaseType.SHORT, BaseType.CHAR, BaseType.INT, BaseType.LONG);
    private static final Set<BaseType> FLOATING = EnumSet.of(BaseType.FLOAT, BaseType.DOUBLE);

    static Set<BaseType> domain(PredefinedOp op) {
        switch (op) {
            case SUM: case PROD: case MAX: case MIN: {
                Set<BaseType> s = EnumSet.copyOf(INTEGER);
                s.addAll(FLOATING);
                return s;
            }
            case LAND: case LOR: case LXOR: {
                Set<BaseType> s = EnumSet.copyOf(INTEGER);
                s.add(BaseType.BOOLEAN);
                return s;
            }
            case BAND: case BOR: case BXOR: return EnumSet.copyOf(INTEGER);
            default: return EnumSet.of(BaseType.SHORT, BaseType.INT, BaseType.LONG, BaseType.FLOAT, BaseType.DOUBLE); // pairs
        }
    }

    /** The op on two values, computed independently of the implementation. */
    static double expect(PredefinedOp op, double a, double b, boolean floating) {
        switch (op) {
            case SUM: return a + b;
            case PROD: return a * b;
            case MAX: return Math.max(a, b);
            case MIN: return Math.min(a, b);
            case LAND: return a != 0 && b != 0 ? 1 : 0;
            case LOR: return a != 0 || b != 0 ? 1 : 0;
            case LXOR: return (a != 0) != (b != 0) ? 1 : 0;
            case BAND: return (long) a & (long) b;
            case BOR: return (long) a | (long) b;
            case BXOR: return (long) a ^ (long) b;
            default: throw new IllegalArgumentException();
        }
    }

    private static Buf of(BaseType t, double... v) {
        Buf b = Buf.allocate(t, v.length);
        for (int i = 0; i < v.length; i++) {
            Object x;
            switch (t) {
                case BYTE: x = (byte) v[i]; break;
                case SHORT: x = (short) v[i]; break;
                case CHAR: x = (char) v[i]; break;
                case INT: x = (int) v[i]; break;
                case LONG: x = (long) v[i]; break;
                case FLOAT: x = (float) v[i]; break;
                case DOUBLE: x = v[i]; break;
                case BOOLEAN: x = v[i] != 0; break;
                default: throw new IllegalArgumentException();
            }
            Array.set(b.array(), i, x);
        }
        return b;
    }

    private static double at(Buf b, int i) {
        Object x = Array.get(b.array(), i);
        if (x instanceof Boolean z) return z ? 1 : 0;
        if (x instanceof Character c) return c;
        return ((Number) x).doubleValue();
    }

    @Test
    void definedExactlyWhereMpiDefinesThem() {
        for (PredefinedOp op : PredefinedOp.values()) {
            for (BaseType t : BaseType.values()) {
                if (domain(op).contains(t)) assertNull(op.unsupported(t), op + " on " + t);
                else assertNotNull(op.unsupported(t), op + " on " + t + " should be refused");
            }
        }
    }

    @Test
    void everyOpOnEveryTypeOfItsDomain() {
        double[] a = {0, 1, 6, 12, 3, 5};
        double[] b = {0, 0, 3, 10, 7, 5};
        for (PredefinedOp op : PredefinedOp.values()) {
            if (op == PredefinedOp.MAXLOC || op == PredefinedOp.MINLOC) continue;
            for (BaseType t : domain(op)) {
                Buf in = of(t, a);
                Buf inout = of(t, b);
                op.apply(in, inout);
                for (int i = 0; i < a.length; i++) {
                    double want = expect(op, t == BaseType.BOOLEAN ? (a[i] != 0 ? 1 : 0) : a[i],
                            t == BaseType.BOOLEAN ? (b[i] != 0 ? 1 : 0) : b[i], FLOATING.contains(t));
                    assertEquals(want, at(inout, i), 1e-9, op + " on " + t + " at " + i);
                }
            }
        }
    }

    @Test
    void locOpsKeepTheBestValueAndTheLowestIndexOnTies() {
        for (BaseType t : domain(PredefinedOp.MAXLOC)) {
            Buf in = of(t, 5, 1, 2, 7, 9, 4);       // pairs (5,1) (2,7) (9,4)
            Buf inout = of(t, 5, 0, 3, 2, 1, 8);    // pairs (5,0) (3,2) (1,8)
            PredefinedOp.MAXLOC.apply(in, inout);
            double[] max = {5, 0, 3, 2, 9, 4};
            for (int i = 0; i < 6; i++) assertEquals(max[i], at(inout, i), "MAXLOC on " + t + " at " + i);
            inout = of(t, 5, 0, 3, 2, 1, 8);
            PredefinedOp.MINLOC.apply(in, inout);
            double[] min = {5, 0, 2, 7, 1, 8};
            for (int i = 0; i < 6; i++) assertEquals(min[i], at(inout, i), "MINLOC on " + t + " at " + i);
        }
    }
}
