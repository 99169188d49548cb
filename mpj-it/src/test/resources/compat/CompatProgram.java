import mpi.Comm;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;
import mpi.Status;

import java.nio.ByteBuffer;

/**
 * Compiled by the test against MPJ Express 0.44's mpj.jar, run on our jars: every point-to-point and
 * environment member of the foundation core, with MPJ Express's descriptors and its inlined
 * comparison constants. Needs exactly 2 ranks; prints "compat ok" per rank.
 */
public class CompatProgram {
    static void check(boolean ok, String what) {
        if (!ok) throw new AssertionError("rank check failed: " + what);
    }

    public static void main(String[] argv) throws Exception {
        String[] args = MPI.Init(argv);
        check(args.length == 1 && args[0].equals("x"), "Init returns the program arguments");
        check(MPI.Initialized(), "Initialized");
        check(MPI.Wtick() > 0 && MPI.Wtime() > 0, "Wtime/Wtick");
        check(MPI.Get_processor_name().length() > 0, "Get_processor_name");
        Intracomm w = MPI.COMM_WORLD;
        int me = w.Rank();
        int peer = 1 - me;
        check(w.Size() == 2, "Size");
        check(w.Group().Size() == 2 && w.Group().Rank() == me, "Group");
        check(!w.Test_inter(), "Test_inter");
        Datatype[] all = {MPI.BYTE, MPI.CHAR, MPI.SHORT, MPI.BOOLEAN, MPI.INT, MPI.LONG, MPI.FLOAT, MPI.DOUBLE,
            MPI.PACKED, MPI.LB, MPI.UB, MPI.OBJECT};
        for (Datatype d : all) check(d != null, "datatype constants");

        int[] one = new int[1];
        int[] got = new int[1];
        if (me == 0) {
            one[0] = 10;
            w.Send(one, 0, 1, MPI.INT, 1, 1);
            w.Ssend(one, 0, 1, MPI.INT, 1, 2);
            MPI.Buffer_attach(ByteBuffer.allocate(1024));
            w.Bsend(one, 0, 1, MPI.INT, 1, 3);
            MPI.Buffer_detach();
            w.Recv(got, 0, 0, MPI.INT, 1, 99); // rank 1 has posted its Rsend receive
            w.Rsend(one, 0, 1, MPI.INT, 1, 4);
            Request[] rs = {w.Isend(one, 0, 1, MPI.INT, 1, 5), w.Issend(one, 0, 1, MPI.INT, 1, 6),
                w.Irsend(one, 0, 1, MPI.INT, 1, 7)};
            MPI.Buffer_attach(ByteBuffer.allocate(1024));
            Request b = w.Ibsend(one, 0, 1, MPI.INT, 1, 8);
            Request.Waitall(rs);
            b.Wait();
            MPI.Buffer_detach();
            Object[] objs = {"hello", new double[] {1.5}};
            w.Send(objs, 0, 2, MPI.OBJECT, 1, 9);
        } else {
            Status s = w.Recv(got, 0, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
            check(got[0] == 10 && s.source == 0 && s.tag == 1 && s.Get_count(MPI.INT) == 1, "Recv + Status fields");
            check(s.Get_elements(MPI.INT) == 1 && !s.Test_cancelled(), "Get_elements/Test_cancelled");
            w.Recv(got, 0, 1, MPI.INT, 0, 2);
            w.Recv(got, 0, 1, MPI.INT, 0, 3);
            Request rr = w.Irecv(got, 0, 1, MPI.INT, 0, 4);
            w.Send(got, 0, 0, MPI.INT, 0, 99);
            rr.Wait();
            Request[] rs = new Request[4];
            int[][] bufs = new int[4][1];
            for (int i = 0; i < 4; i++) rs[i] = w.Irecv(bufs[i], 0, 1, MPI.INT, 0, 5 + i);
            Status any = Request.Waitany(rs);
            check(any.index >= 0, "Waitany index");
            Status[] some = Request.Waitsome(rs);
            check(some != null, "Waitsome");
            Request.Waitall(rs);
            check(Request.Testall(rs) != null && Request.Testsome(rs) != null, "Testall/Testsome");
            check(Request.Testany(rs) != null, "Testany");
            for (int i = 0; i < 4; i++) check(bufs[i][0] == 10, "Isend/Issend/Irsend/Ibsend payloads");
            Object[] objs = new Object[2];
            w.Recv(objs, 0, 2, MPI.OBJECT, 0, 9);
            check("hello".equals(objs[0]) && ((double[]) objs[1])[0] == 1.5, "OBJECT");
        }

        // Sendrecv, Sendrecv_replace, Probe, Iprobe, Test, Is_null, Cancel, persistent requests
        int[] x = {me};
        Status sr = w.Sendrecv(x, 0, 1, MPI.INT, peer, 20, got, 0, 1, MPI.INT, peer, 20);
        check(got[0] == peer && sr.source == peer, "Sendrecv");
        w.Sendrecv_replace(x, 0, 1, MPI.INT, peer, 21, peer, 21);
        check(x[0] == peer, "Sendrecv_replace");
        if (me == 0) {
            w.Send(x, 0, 1, MPI.INT, 1, 22);
        } else {
            Status p = w.Probe(0, 22);
            check(p.tag == 22 && w.Iprobe(0, 22) != null && w.Iprobe(0, 23) == null, "Probe/Iprobe");
            Request t = w.Irecv(got, 0, 1, MPI.INT, 0, 22);
            Status ts;
            while ((ts = t.Test()) == null) Thread.onSpinWait();
            check(t.Is_null() && ts.source == 0, "Test/Is_null");
            Request c = w.Irecv(got, 0, 1, MPI.INT, 0, 500);
            c.Cancel();
            check(c.Wait().Test_cancelled(), "Cancel");
        }
        int[] pb = new int[1];
        Prequest ps = w.Send_init(pb, 0, 1, MPI.INT, peer, 30);
        Prequest pr = w.Recv_init(got, 0, 1, MPI.INT, peer, 30);
        for (int i = 0; i < 3; i++) {
            pb[0] = i;
            Prequest.Startall(new Prequest[] {pr, ps});
            pr.Wait();
            ps.Wait();
            check(got[0] == i, "persistent requests (Startall)");
            pb[0] = i + 100;
            pr.Start();
            ps.Start();
            Request.Waitall(new Request[] {ps, pr});
            check(got[0] == i + 100, "persistent requests (Start)");
        }

        // MPJ Express compiles IDENT/CONGRUENT/SIMILAR/UNEQUAL into this class as 0/3/1/2.
        Intracomm dup = (Intracomm) w.clone();
        dup.Barrier();
        check(Comm.Compare(w, dup) == MPI.CONGRUENT && Comm.Compare(w, w) == MPI.IDENT, "Compare");
        dup.Free();
        check(MPI.ANY_SOURCE != MPI.PROC_NULL && MPI.UNDEFINED != 0, "wildcards");
        try {
            w.Send(x, 0, 1, MPI.INT, 7, 0);
            check(false, "invalid rank must throw");
        } catch (MPIException expected) {
            // caught through MPJ Express's unchecked MPIException descriptor
        }
        // collectives, with MPJ Express's descriptors for Op, User_function and Intracomm
        int[] v = {me + 1, 10};
        int[] out2 = new int[4];
        w.Bcast(v, 1, 1, MPI.INT, 1);
        w.Allreduce(v, 0, out2, 0, 1, MPI.INT, MPI.SUM);
        check(out2[0] == 3, "Allreduce");
        w.Reduce(v, 0, out2, 0, 1, MPI.INT, MPI.MAX, 0);
        if (me == 0) check(out2[0] == 2, "Reduce");
        w.Gather(v, 0, 2, MPI.INT, out2, 0, 2, MPI.INT, 1);
        if (me == 1) check(out2[0] == 1 && out2[2] == 2, "Gather");
        w.Scatter(out2, 0, 2, MPI.INT, v, 0, 2, MPI.INT, 1);
        w.Allgather(v, 0, 2, MPI.INT, out2, 0, 2, MPI.INT);
        check(out2[0] == 1 && out2[2] == 2, "Allgather");
        w.Alltoall(new int[] {me, me}, 0, 1, MPI.INT, out2, 0, 1, MPI.INT);
        check(out2[0] == 0 && out2[1] == 1, "Alltoall");
        w.Gatherv(v, 0, 1, MPI.INT, out2, 0, new int[] {1, 1}, new int[] {1, 0}, MPI.INT, 0);
        if (me == 0) check(out2[1] == 1 && out2[0] == 2, "Gatherv");
        w.Reduce_scatter(new int[] {1, 2}, 0, out2, 0, new int[] {1, 1}, MPI.INT, MPI.SUM);
        check(out2[0] == 2 * (me + 1), "Reduce_scatter");
        w.Scan(new int[] {me + 1}, 0, out2, 0, 1, MPI.INT, MPI.SUM);
        check(out2[0] == (me == 0 ? 1 : 3), "Scan");
        mpi.Op mul = new mpi.Op(new mpi.User_function() {
            @Override
            public void Call(Object in, int io, Object inout, int ioo, int count, Datatype type) {
                for (int i = 0; i < count; i++) ((int[]) inout)[ioo + i] *= ((int[]) in)[io + i];
            }
        }, true);
        w.Allreduce(new int[] {me + 2}, 0, out2, 0, 1, MPI.INT, mul);
        check(out2[0] == 6, "user Op");
        w.Barrier();
        System.out.println("compat ok " + me);
        MPI.Finalize();
    }
}
