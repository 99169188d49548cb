package mpi;

import io.mpj.config.Config;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.reflect.Array;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Large messages over NIO, with heap I/O from 4 KiB (on JDK 22+, where the payload goes between the
 * socket and the array) and without: a 4 KiB read buffer cuts every payload at arbitrary bytes, elements
 * included; every type, offsets at both ends; a truncated or mistyped receive fails and the next message
 * still arrives whole.
 */
class NioLargeMessageTest {
    private static final Datatype[] TYPES = {MPI.BYTE, MPI.CHAR, MPI.SHORT, MPI.BOOLEAN, MPI.INT, MPI.LONG, MPI.FLOAT, MPI.DOUBLE};

    @ParameterizedTest
    @ValueSource(strings = {"4096", "0"})
    void largeMessagesOfEveryTypeArriveWhole(String heapMinimum) throws Exception {
        Config config = Config.fromSystem().with("mpj.nio.heap", heapMinimum).with("mpj.nio.chunk", "4096");
        TestJob.run(NioJobs.NIO, 2, config, 120, w -> {
            Random rnd = new Random(7); // the same draws on both ranks
            for (int i = 0; i < 48; i++) {
                Datatype t = TYPES[i % TYPES.length];
                int count = 1 + rnd.nextInt(i % 3 == 0 ? 100 : 70_000);
                int offset = rnd.nextInt(5);
                Object expected = pattern(t, offset + count, i);
                if (w.Rank() == 0) {
                    w.Send(expected, offset, count, t, 1, i);
                } else {
                    Object got = pattern(t, offset + count, -1);
                    Status s = w.Recv(got, offset, count, t, 0, i);
                    assertEquals(count, s.Get_count(t));
                    for (int j = 0; j < offset; j++) Array.set(expected, j, Array.get(got, j)); // untouched below the offset
                    assertArrays(expected, got, "message " + i + " of " + count + " " + t);
                }
            }
            double[] big = (double[]) pattern(MPI.DOUBLE, 100_000, 1);
            double[][] rows = {(double[]) pattern(MPI.DOUBLE, 40_000, 2), (double[]) pattern(MPI.DOUBLE, 30_000, 3)};
            if (w.Rank() == 0) {
                w.Send(big, 0, big.length, MPI.DOUBLE, 1, 100);
                w.Send(big, 0, big.length, MPI.DOUBLE, 1, 101);
                w.Send(big, 0, big.length, MPI.DOUBLE, 1, 102);
                w.Send(rows, 0, 2, MPI.OBJECT, 1, 103);
            } else {
                Errors.expect(MPI.ERR_TRUNCATE, () -> w.Recv(new double[50_000], 0, 50_000, MPI.DOUBLE, 0, 100));
                Errors.expect(MPI.ERR_TYPE, () -> w.Recv(new long[100_000], 0, 100_000, MPI.LONG, 0, 101));
                double[] again = new double[big.length];
                w.Recv(again, 0, again.length, MPI.DOUBLE, 0, 102);
                assertArrayEquals(big, again, "the message after two failed receives");
                Object[] objects = new Object[2];
                w.Recv(objects, 0, 2, MPI.OBJECT, 0, 103);
                assertArrayEquals(rows[0], (double[]) objects[0]);
                assertArrayEquals(rows[1], (double[]) objects[1]);
            }
        });
    }

    /** An array of {@code n} elements of {@code t}, each a function of its index and {@code seed}. */
    private static Object pattern(Datatype t, int n, int seed) {
        Object a = Array.newInstance(t == MPI.BYTE ? byte.class : t == MPI.CHAR ? char.class : t == MPI.SHORT ? short.class
                : t == MPI.BOOLEAN ? boolean.class : t == MPI.INT ? int.class : t == MPI.LONG ? long.class
                : t == MPI.FLOAT ? float.class : double.class, n);
        for (int j = 0; j < n; j++) {
            long v = seed * 1_000_003L + j * 7_919L;
            if (a instanceof byte[] x) x[j] = (byte) v;
            else if (a instanceof char[] x) x[j] = (char) v;
            else if (a instanceof short[] x) x[j] = (short) v;
            else if (a instanceof boolean[] x) x[j] = (v & 4) != 0;
            else if (a instanceof int[] x) x[j] = (int) v;
            else if (a instanceof long[] x) x[j] = v * 1_000_000_007L;
            else if (a instanceof float[] x) x[j] = v * 0.5f;
            else ((double[]) a)[j] = v * 0.25;
        }
        return a;
    }

    private static void assertArrays(Object expected, Object got, String what) {
        assertEquals(Array.getLength(expected), Array.getLength(got), what);
        for (int j = 0; j < Array.getLength(expected); j++) {
            if (!Array.get(expected, j).equals(Array.get(got, j))) {
                throw new AssertionError(what + ": element " + j + " is " + Array.get(got, j) + ", sent " + Array.get(expected, j));
            }
        }
    }
}
