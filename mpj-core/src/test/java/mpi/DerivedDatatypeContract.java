package mpi;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Derived datatypes in point-to-point and collectives over a transport. */
public abstract class DerivedDatatypeContract {
    protected abstract TestJob.Jobs jobs();

    /** A 4 x 5 row-major matrix whose element (i, j) is 10 i + j + base. */
    static double[] matrix(double base) {
        double[] m = new double[20];
        for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) m[i * 5 + j] = 10 * i + j + base;
        return m;
    }

    @Test
    void mapsSizesAndExtents() throws Exception {
        Datatype column = Datatype.Vector(4, 1, 5, MPI.DOUBLE);
        assertEquals(4, column.Size());
        assertEquals(16, column.Extent()); // from the first to just past the last element
        Datatype idx = Datatype.Indexed(new int[] {2, 1}, new int[] {0, 4}, MPI.INT);
        assertEquals(3, idx.Size());
        assertEquals(5, idx.Extent());
        Datatype resized = Datatype.Struct(new int[] {1, 1, 1}, new int[] {0, 1, 5}, new Datatype[] {MPI.LB, MPI.INT, MPI.UB});
        assertEquals(1, resized.Size());
        assertEquals(0, resized.Lb());
        assertEquals(5, resized.Ub());
        assertEquals(5, resized.Extent());
        Errors.expect(MPI.ERR_TYPE, () -> Datatype.Struct(new int[] {1, 1}, new int[] {0, 1}, new Datatype[] {MPI.INT, MPI.DOUBLE}));
        Errors.expect(MPI.ERR_TYPE, () -> MPI.INT.Free());
    }

    @Test
    void columnsTravelAsVectors() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            Datatype column = Datatype.Vector(4, 1, 5, MPI.DOUBLE);
            column.Commit();
            if (w.Rank() == 0) {
                double[] m = matrix(0);
                w.Send(m, 2, 1, column, 1, 0);           // column 2
                w.Send(m, 0, 4, MPI.DOUBLE, 1, 1);       // the start of row 0 as plain doubles
                w.Send(m, 1, 1, column, 1, 2);
                w.Send(m, 3, 1, column, 1, 3);
            } else {
                double[] col = new double[4];
                Status s = w.Recv(col, 0, 4, MPI.DOUBLE, 0, 0);
                assertArrayEquals(new double[] {2, 12, 22, 32}, col);
                assertEquals(4, s.Get_count(MPI.DOUBLE));
                double[] m = matrix(100);
                s = w.Recv(m, 0, 1, column, 0, 1);          // a row lands in column 0
                assertEquals(1, s.Get_count(column));
                assertEquals(4, s.Get_elements(column));
                assertArrayEquals(new double[] {0, 1, 2, 3}, new double[] {m[0], m[5], m[10], m[15]});
                assertEquals(101, m[1], "elements between the column's entries are untouched");
                Request r = w.Irecv(m, 4, 1, column, 0, 2); // non-blocking: unpacked on completion
                r.Wait();
                assertArrayEquals(new double[] {1, 11, 21, 31}, new double[] {m[4], m[9], m[14], m[19]});
                Prequest p = w.Recv_init(m, 3, 1, column, 0, 3);
                p.Start();
                p.Wait();
                assertArrayEquals(new double[] {3, 13, 23, 33}, new double[] {m[3], m[8], m[13], m[18]});
            }
        });
    }

    @Test
    void indexedHvectorAndStructInPointToPoint() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            Datatype idx = Datatype.Indexed(new int[] {2, 1}, new int[] {0, 4}, MPI.INT);
            Datatype hv = Datatype.Hvector(2, 2, 3, MPI.INT);
            Datatype st = Datatype.Struct(new int[] {1, 2}, new int[] {1, 4}, new Datatype[] {MPI.INT, MPI.INT});
            for (Datatype t : new Datatype[] {idx, hv, st}) t.Commit();
            int[] src = {10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21};
            if (w.Rank() == 0) {
                w.Send(src, 1, 1, idx, 1, 0);
                w.Send(src, 0, 1, hv, 1, 1);
                w.Send(src, 0, 2, st, 1, 2); // elements 1, 4, 5 of each item; items 5 apart (lb 1, ub 6)
            } else {
                int[] got = new int[6];
                w.Recv(got, 0, 3, MPI.INT, 0, 0);
                assertArrayEquals(new int[] {11, 12, 15, 0, 0, 0}, got);
                w.Recv(got, 0, 4, MPI.INT, 0, 1);
                assertArrayEquals(new int[] {10, 11, 13, 14}, java.util.Arrays.copyOf(got, 4));
                w.Recv(got, 0, 6, MPI.INT, 0, 2);
                assertArrayEquals(new int[] {11, 14, 15, 16, 19, 20}, got);
            }
        });
    }

    @Test
    void collectivesOnColumns() throws Exception {
        TestJob.run(jobs(), 4, w -> {
            Datatype column = Datatype.Vector(4, 1, 5, MPI.DOUBLE);
            column.Commit();
            int r = w.Rank();
            double[] m = r == 1 ? matrix(0) : matrix(50);
            w.Bcast(m, 3, 1, column, 1);          // column 3 from rank 1 everywhere
            assertArrayEquals(new double[] {3, 13, 23, 33}, new double[] {m[3], m[8], m[13], m[18]});
            if (r != 1) assertEquals(50, m[0]);
            double[] sum = new double[20];
            w.Allreduce(matrix(r), 1, sum, 1, 1, column, MPI.SUM); // column 1 summed, in place in the layout
            assertArrayEquals(new double[] {4 + 6, 44 + 6, 84 + 6, 124 + 6}, new double[] {sum[1], sum[6], sum[11], sum[16]});
            assertEquals(0, sum[0]);
            // each rank's column r gathered as rows of the root's matrix
            double[] mine = matrix(r);
            double[] rows = new double[16];
            w.Gather(mine, r, 1, column, rows, 0, 4, MPI.DOUBLE, 0);
            if (r == 0) for (int q = 0; q < 4; q++) assertEquals(q + q, rows[q * 4], "rank q's column q starts with q + q");
        });
    }

    /** MPI allows a type of size zero: a message of any count of it carries no data and matches. */
    @Test
    void aStructWithoutBlocksIsAZeroSizeTypeThatTravels() throws Exception {
        Datatype empty = Datatype.Struct(new int[0], new int[0], new Datatype[0]);
        empty.Commit();
        assertEquals(0, empty.Size());
        assertEquals(0, empty.Extent());
        TestJob.run(jobs(), 2, w -> {
            int[] b = {5, 6};
            if (w.Rank() == 0) {
                w.Send(b, 0, 3, empty, 1, 4);
                w.Send(b, 0, 2, MPI.INT, 1, 5);
            } else {
                Status s = w.Recv(new int[0], 0, 3, empty, 0, 4);
                assertEquals(4, s.tag);
                assertEquals(0, s.Get_count(empty));
                assertEquals(0, s.Get_elements(empty));
                int[] got = new int[2];
                w.Recv(got, 0, 2, MPI.INT, 0, 5);
                assertArrayEquals(b, got);
            }
        });
    }

    /** A derived type's items must lie inside the buffer, from its lowest element to its highest. */
    @Test
    void itemsOfADerivedTypeMustFitTheBufferAndSendrecvReplaceMovesOnlyThem() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            Datatype column = Datatype.Vector(3, 1, 4, MPI.INT); // elements 0, 4, 8 of an item
            Datatype st = Datatype.Struct(new int[] {1, 2}, new int[] {1, 4}, new Datatype[] {MPI.INT, MPI.INT}); // 1, 4, 5
            column.Commit();
            st.Commit();
            int[] twelve = new int[12];
            Errors.expect(MPI.ERR_BUFFER, () -> w.Send(twelve, 4, 1, column, 1 - w.Rank(), 0)); // would touch element 12
            Errors.expect(MPI.ERR_BUFFER, () -> w.Send(new int[10], 0, 2, st, 1 - w.Rank(), 0)); // items 5 apart: 1 to 10
            int me = w.Rank();
            int[] m = new int[12];
            java.util.Arrays.setAll(m, i -> 100 * me + i);
            Status s = w.Sendrecv_replace(m, 3, 1, column, 1 - me, 7, 1 - me, 7); // elements 3, 7, 11
            assertEquals(3, s.Get_elements(MPI.INT));
            int other = 100 * (1 - me);
            int[] want = new int[12];
            java.util.Arrays.setAll(want, i -> i == 3 || i == 7 || i == 11 ? other + i : 100 * me + i);
            assertArrayEquals(want, m);
        });
    }
}
