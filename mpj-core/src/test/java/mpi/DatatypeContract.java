package mpi;

import io.mpj.config.Config;
import io.mpj.transport.TransportContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.Serializable;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every basic datatype, and sizes around the eager/rendezvous threshold, through a transport. */
public abstract class DatatypeContract {
    protected abstract TestJob.Jobs jobs();

    /** A class the default MPI.OBJECT allow-list does not contain. */
    public record Particle(double x, double y) implements Serializable {}

    private static Object[] buffers(int n, int seed) {
        byte[] b = new byte[n];
        char[] c = new char[n];
        short[] s = new short[n];
        boolean[] z = new boolean[n];
        int[] i = new int[n];
        long[] l = new long[n];
        float[] f = new float[n];
        double[] d = new double[n];
        Object[] o = new Object[n];
        for (int k = 0; k < n; k++) {
            int v = k * 31 + seed;
            b[k] = (byte) v;
            c[k] = (char) (v * 7);
            s[k] = (short) (v * 13);
            z[k] = (v & 1) == 0;
            i[k] = v * 1_000_003;
            l[k] = v * 1_000_000_007L;
            f[k] = v / 3f;
            d[k] = v / 7.0;
            o[k] = k % 2 == 0 ? "s" + v : new int[] {v, -v};
        }
        return new Object[] {b, c, s, z, i, l, f, d, o, b.clone()};
    }

    private static final Datatype[] TYPES = {MPI.BYTE, MPI.CHAR, MPI.SHORT, MPI.BOOLEAN, MPI.INT, MPI.LONG, MPI.FLOAT,
        MPI.DOUBLE, MPI.OBJECT, MPI.PACKED};

    @Test
    void everyBasicDatatypeRoundTripsWithOffsets() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            int n = 37;
            Object[] src = buffers(n, 5);
            for (int t = 0; t < TYPES.length; t++) {
                if (w.Rank() == 0) {
                    w.Send(src[t], 3, n - 5, TYPES[t], 1, t);
                } else {
                    Object[] dst = buffers(n, 99);
                    Status st = w.Recv(dst[t], 1, n - 5, TYPES[t], 0, t);
                    assertEquals(n - 5, st.Get_count(TYPES[t]), TYPES[t].toString());
                    for (int k = 0; k < n - 5; k++) {
                        Object want = java.lang.reflect.Array.get(src[t], 3 + k);
                        Object got = java.lang.reflect.Array.get(dst[t], 1 + k);
                        if (want instanceof int[] a) assertArrayEquals(a, (int[]) got);
                        else assertEquals(want, got, TYPES[t] + " element " + k);
                    }
                    assertEquals(java.lang.reflect.Array.get(buffers(n, 99)[t], 0), java.lang.reflect.Array.get(dst[t], 0),
                            "elements before the offset are untouched");
                }
            }
        });
    }

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(ints = {0, 1, 65535, 65536, 65537, 1 << 20, (1 << 20) + 3})
    void messagesAroundTheEagerThresholdArriveIntact(int bytes) throws Exception {
        assertEquals(65536, TransportContext.DEFAULT_EAGER, "sizes above straddle the default threshold");
        TestJob.run(jobs(), 2, w -> {
            byte[] b = new byte[bytes];
            if (w.Rank() == 0) {
                for (int i = 0; i < bytes; i++) b[i] = (byte) (i * 7 + 1);
                w.Send(b, 0, bytes, MPI.BYTE, 1, 0);
                // the same size as doubles, from a non-zero offset
                double[] d = new double[bytes / 8 + 2];
                for (int i = 0; i < d.length; i++) d[i] = i * 0.5;
                w.Send(d, 2, d.length - 2, MPI.DOUBLE, 1, 1);
            } else {
                Status s = w.Recv(b, 0, bytes, MPI.BYTE, 0, 0);
                assertEquals(bytes, s.Get_count(MPI.BYTE));
                for (int i = 0; i < bytes; i++) if (b[i] != (byte) (i * 7 + 1)) throw new AssertionError("byte " + i);
                double[] d = new double[bytes / 8 + 2];
                w.Recv(d, 0, d.length - 2, MPI.DOUBLE, 0, 1);
                for (int i = 0; i < d.length - 2; i++) assertEquals((i + 2) * 0.5, d[i]);
            }
        });
    }

    @Test
    void aQuarterGibibyteInOneSend() throws Exception {
        int n = 256 << 20;
        TestJob.run(jobs(), 2, Config.fromSystem(), 240, w -> {
            byte[] b = new byte[n];
            if (w.Rank() == 0) {
                for (int i = 0; i < n; i += 4096) b[i] = (byte) (i >>> 12);
                b[n - 1] = 42;
                w.Send(b, 0, n, MPI.BYTE, 1, 0);
            } else {
                assertEquals(n, w.Recv(b, 0, n, MPI.BYTE, 0, 0).Get_count(MPI.BYTE));
                for (int i = 0; i < n; i += 4096) if (b[i] != (byte) (i >>> 12)) throw new AssertionError("byte " + i);
                assertEquals(42, b[n - 1]);
            }
        });
    }

    /** MPJ Express programs send their own classes as OBJECT: by default any class of the program travels. */
    @Test
    void aProgramsOwnClassesTravelByDefault() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 0) {
                w.Send(new Object[] {new Particle(1, 2)}, 0, 1, MPI.OBJECT, 1, 0);
            } else {
                Object[] got = new Object[1];
                w.Recv(got, 0, 1, MPI.OBJECT, 0, 0);
                assertEquals(new Particle(1, 2), got[0]);
            }
        });
    }

    @Test
    void theStrictModeRefusesClassesOutsideTheAllowList() throws Exception {
        TestJob.run(jobs(), 2, Config.fromSystem().with("mpj.object.filter", "allow-list"), 60, w -> {
            Object[] o = {new Particle(1, 2)};
            if (w.Rank() == 0) {
                w.Send(o, 0, 1, MPI.OBJECT, 1, 0);
                w.Send(new Object[] {List.of(1, 2)}, 0, 1, MPI.OBJECT, 1, 1);
            } else {
                Object[] got = new Object[1];
                MPIException e = Errors.expect(MPI.ERR_TYPE, () -> w.Recv(got, 0, 1, MPI.OBJECT, 0, 0));
                assertTrue(e.getMessage().contains(Particle.class.getName()), e.getMessage());
                assertTrue(e.getMessage().contains("mpj.object.allow"), e.getMessage());
                assertNull(got[0]);
                w.Recv(got, 0, 1, MPI.OBJECT, 0, 1); // the connection survives
                assertEquals(List.of(1, 2), got[0]);
            }
        });
    }

    /**
     * The "SerialDOS" bomb: 100 levels of HashSets, each holding the two sets of the next level, whose
     * hashing doubles per level (depth 25 took 3.4 s, 100 would never end). Refused at the depth limit
     * at once; the receiver and the connection carry on.
     */
    @Test
    void nestedCollectionBombsAreRefusedAtTheDepthLimit() throws Exception {
        TestJob.run(jobs(), 2, Config.fromSystem(), 60, w -> {
            if (w.Rank() == 0) {
                Set<Object> root = new HashSet<>();
                Set<Object> s1 = root;
                Set<Object> s2 = new HashSet<>();
                for (int i = 0; i < 100; i++) {
                    Set<Object> t1 = new HashSet<>();
                    Set<Object> t2 = new HashSet<>();
                    t1.add("level " + i);
                    s1.add(t1);
                    s1.add(t2);
                    s2.add(t1);
                    s2.add(t2);
                    s1 = t1;
                    s2 = t2;
                }
                w.Send(new Object[] {root}, 0, 1, MPI.OBJECT, 1, 0);
                w.Send(new Object[] {List.of(List.of(List.of("fine")))}, 0, 1, MPI.OBJECT, 1, 1);
            } else {
                Object[] got = new Object[1];
                MPIException e = Errors.expect(MPI.ERR_TYPE, () -> w.Recv(got, 0, 1, MPI.OBJECT, 0, 0));
                assertTrue(e.getMessage().contains("mpj.object.maxdepth=20"), e.getMessage());
                w.Recv(got, 0, 1, MPI.OBJECT, 0, 1);
                assertEquals(List.of(List.of(List.of("fine"))), got[0]);
            }
        });
    }

    @Test
    void theAllowListCanBeExtended() throws Exception {
        Config allow = Config.fromSystem().with("mpj.object.allow", "mpi.DatatypeContract$Particle");
        TestJob.run(jobs(), 2, allow, 60, w -> {
            Object[] o = {new Particle(1, 2), new double[] {3, 4}};
            if (w.Rank() == 0) {
                w.Send(o, 0, 2, MPI.OBJECT, 1, 0);
            } else {
                Object[] got = new Object[2];
                assertEquals(2, w.Recv(got, 0, 2, MPI.OBJECT, 0, 0).Get_count(MPI.OBJECT));
                assertEquals(new Particle(1, 2), got[0]);
                assertArrayEquals(new double[] {3, 4}, (double[]) got[1]);
            }
        });
    }

    @Test
    void rowsOfATwoDimensionalArrayTravelAsObjects() throws Exception {
        TestJob.run(jobs(), 2, w -> { // the JGF SOR/LUFact pattern
            double[][] m = new double[6][5];
            if (w.Rank() == 0) {
                for (double[] row : m) Arrays.fill(row, 2.5);
                w.Send(m, 2, 3, MPI.OBJECT, 1, 0);
            } else {
                w.Recv(m, 1, 3, MPI.OBJECT, 0, 0);
                assertEquals(2.5, m[3][4]);
                assertEquals(0.0, m[4][0]);
            }
        });
    }

    /**
     * Pack/Unpack: one item list of every base type and a derived one, packed one after another into
     * one byte[], sent as MPI.PACKED, unpacked in the same order on the other rank.
     */
    @Test
    void everyTypePacksAndUnpacksThroughOneSend() throws Exception {
        Datatype column = Datatype.Vector(3, 1, 2, MPI.INT);
        column.Commit();
        Object[] bufs = {new byte[] {1, -2, 3}, new char[] {'a', 'é'}, new short[] {-5, 300}, new boolean[] {true, false, true},
                new int[] {7, -8, Integer.MAX_VALUE}, new long[] {Long.MIN_VALUE, 9}, new float[] {1.5f, -0f},
                new double[] {Math.PI, Double.NaN}, new Object[] {"text", List.of(1, 2), null}, new int[] {1, 0, 2, 0, 3}};
        Datatype[] types = {MPI.BYTE, MPI.CHAR, MPI.SHORT, MPI.BOOLEAN, MPI.INT, MPI.LONG, MPI.FLOAT, MPI.DOUBLE, MPI.OBJECT, column};
        int[] counts = {3, 2, 2, 3, 3, 2, 2, 2, 3, 1};
        TestJob.run(jobs(), 2, w -> {
            if (w.Rank() == 0) {
                byte[] packed = new byte[4096];
                int at = 0;
                for (int t = 0; t < types.length; t++) {
                    int before = at;
                    at = w.Pack(bufs[t], 0, counts[t], types[t], packed, at);
                    if (types[t] != MPI.OBJECT) assertEquals(w.Pack_size(counts[t], types[t]), at - before, types[t].toString());
                }
                w.Send(packed, 0, at, MPI.PACKED, 1, 0);
            } else {
                byte[] packed = new byte[4096];
                int length = w.Recv(packed, 0, packed.length, MPI.PACKED, 0, 0).Get_count(MPI.PACKED);
                int at = 0;
                for (int t = 0; t < types.length; t++) {
                    Object got = java.lang.reflect.Array.newInstance(bufs[t].getClass().getComponentType(),
                            java.lang.reflect.Array.getLength(bufs[t]));
                    at = w.Unpack(packed, at, got, 0, counts[t], types[t]);
                    if (types[t] == column) assertArrayEquals(new int[] {1, 0, 2, 0, 3}, (int[]) got);
                    else assertTrue(java.util.Objects.deepEquals(bufs[t], got), types[t] + ": " + Arrays.deepToString(new Object[] {got}));
                }
                assertEquals(length, at, "every packed byte read");
                MPIException e = Errors.expect(MPI.ERR_TRUNCATE, () -> w.Unpack(Arrays.copyOf(packed, length + 3), length, new int[1], 0, 1, MPI.INT));
                assertTrue(e.getMessage().startsWith("Comm.Unpack"), e.getMessage());
            }
            Errors.expect(MPI.ERR_BUFFER, () -> w.Pack(new long[] {1, 2}, 0, 2, MPI.LONG, new byte[15], 0));
            Errors.expect(MPI.ERR_TYPE, () -> w.Pack_size(1, MPI.OBJECT));
            Errors.expect(MPI.ERR_ARG, () -> w.Pack(new int[1], 0, 1, MPI.INT, new byte[8], 9));
        });
    }
}
