package mpi;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The static facade in this JVM, as a job of one (no launcher in the environment). The only test
 * that calls MPI.Init: MPI is initialised once per process.
 */
class MpiLifecycleTest {
    @Test
    void beforeInitDuringAndAfterFinalize() throws Exception {
        assertFalse(MPI.Initialized());
        MPIException e = Errors.expect(MPI.ERR_OTHER, () -> MPI.COMM_WORLD.Send(new int[1], 0, 1, MPI.INT, 0, 0));
        assertTrue(e.getMessage().contains("Send: MPI.Init has not been called"), e.getMessage());
        Errors.expect(MPI.ERR_OTHER, MPI.COMM_WORLD::Rank);

        String[] args = {"a", "-np", "b"};
        assertArrayEquals(args, MPI.Init(args), "arguments pass through untouched");
        Errors.expect(MPI.ERR_OTHER, () -> MPI.Init(args));
        assertTrue(MPI.Initialized());
        assertEquals(MPI.THREAD_MULTIPLE, MPI.Query_thread());
        assertTrue(MPI.Is_thread_main());
        assertEquals(0, MPI.COMM_WORLD.Rank());
        assertEquals(1, MPI.COMM_WORLD.Size());
        assertEquals(1e-9, MPI.Wtick());
        double t0 = MPI.Wtime();
        assertTrue(MPI.Wtime() >= t0);
        assertFalse(MPI.Get_processor_name().isEmpty());

        // a job of one still talks to itself, and buffered sends use the attached buffer
        MPI.Buffer_attach(java.nio.ByteBuffer.allocate(100 + MPI.BSEND_OVERHEAD));
        Errors.expect(MPI.ERR_BUFFER, () -> MPI.COMM_WORLD.Bsend(new byte[101], 0, 101, MPI.BYTE, 0, 1));
        MPI.COMM_WORLD.Bsend(new byte[100], 0, 100, MPI.BYTE, 0, 1);
        assertEquals(100, MPI.COMM_WORLD.Recv(new byte[100], 0, 100, MPI.BYTE, 0, 1).Get_count(MPI.BYTE));
        MPI.Buffer_detach();
        // a buffer sized with Pack_size + BSEND_OVERHEAD holds its message, as MPJ Express programs size it
        MPI.Buffer_attach(new byte[MPI.COMM_WORLD.Pack_size(1000, MPI.INT) + MPI.BSEND_OVERHEAD]);
        Errors.expect(MPI.ERR_BUFFER, () -> MPI.COMM_WORLD.Bsend(new int[1001], 0, 1001, MPI.INT, 0, 4));
        MPI.COMM_WORLD.Bsend(new int[1000], 0, 1000, MPI.INT, 0, 3);
        assertEquals(1000, MPI.COMM_WORLD.Recv(new int[1000], 0, 1000, MPI.INT, 0, 3).Get_count(MPI.INT));
        MPI.Buffer_detach();
        // and so does one of exactly Pack_size bytes: the copy is private, nothing else takes room (BSEND_OVERHEAD 0)
        MPI.Buffer_attach(new byte[MPI.COMM_WORLD.Pack_size(1000, MPI.INT) - 1]);
        Errors.expect(MPI.ERR_BUFFER, () -> MPI.COMM_WORLD.Bsend(new int[1000], 0, 1000, MPI.INT, 0, 6));
        MPI.Buffer_detach();
        MPI.Buffer_attach(new byte[MPI.COMM_WORLD.Pack_size(1000, MPI.INT)]);
        MPI.COMM_WORLD.Bsend(new int[1000], 0, 1000, MPI.INT, 0, 5);
        assertEquals(1000, MPI.COMM_WORLD.Recv(new int[1000], 0, 1000, MPI.INT, 0, 5).Get_count(MPI.INT));
        MPI.Buffer_detach();
        assertEquals(0, MPI.BSEND_OVERHEAD);
        assertEquals(MPI.BSEND_OVERHEAD, MPI.SEND_OVERHEAD);
        assertEquals(Integer.MAX_VALUE, MPI.COMM_WORLD.Attr_get(MPI.TAG_UB));
        assertEquals(MPI.PROC_NULL, MPI.COMM_WORLD.Attr_get(MPI.HOST));
        assertEquals(MPI.ANY_SOURCE, MPI.COMM_WORLD.Attr_get(MPI.IO));
        assertEquals(Boolean.FALSE, MPI.COMM_WORLD.Attr_get(MPI.WTIME_IS_GLOBAL));
        assertEquals(null, MPI.COMM_WORLD.Attr_get(12345));
        MPI.COMM_SELF.Send(new int[] {4}, 0, 1, MPI.INT, 0, 2);
        int[] v = new int[1];
        MPI.COMM_SELF.Recv(v, 0, 1, MPI.INT, 0, 2);
        assertEquals(4, v[0]);
        assertEquals(MPI.UNEQUAL, Group.Compare(MPI.COMM_WORLD.Group(), new Group(new int[] {1}, 0)));
        Errors.expect(MPI.ERR_COMM, MPI.COMM_WORLD::Free);
        MPI.Set_collective_algorithm("bcast", "linear");
        MPI.COMM_WORLD.Bcast(v, 0, 1, MPI.INT, 0);
        MPI.Set_collective_algorithm("bcast", null);
        MPIException bad = Errors.expect(MPI.ERR_ARG, () -> MPI.Set_collective_algorithm("bcast", "telepathy"));
        assertTrue(bad.getMessage().contains("unknown algorithm 'telepathy'"), bad.getMessage());
        Errors.expect(MPI.ERR_ARG, () -> MPI.Set_collective_algorithm("broadcast", "linear"));

        MPI.Finalize();
        assertTrue(MPI.Initialized(), "MPI_Initialized stays true after Finalize");
        e = Errors.expect(MPI.ERR_OTHER, () -> MPI.COMM_WORLD.Recv(v, 0, 1, MPI.INT, 0, 0));
        assertTrue(e.getMessage().contains("Recv: called after MPI.Finalize"), e.getMessage());
        Errors.expect(MPI.ERR_OTHER, MPI::Finalize);
    }

    @Test
    void constantsHaveMpjExpressValues() {
        // That javac does not inline them into callers is checked on compiled bytecode in mpj-it.
        assertEquals(0, MPI.IDENT);
        assertEquals(3, MPI.CONGRUENT);
        assertEquals(1, MPI.SIMILAR);
        assertEquals(2, MPI.UNEQUAL);
        assertEquals(-2, MPI.ANY_SOURCE);
        assertEquals(-3, MPI.PROC_NULL);
    }
}
