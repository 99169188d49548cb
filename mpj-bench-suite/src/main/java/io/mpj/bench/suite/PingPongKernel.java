package io.mpj.bench.suite;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/** Rank 0 sends to {@code partner} and receives the message back into a second buffer; one way = half. */
final class PingPongKernel implements Kernel {
    private final Intracomm comm;
    private final int bytes, partner, me, offset;
    private final byte[] out, in;

    PingPongKernel(Intracomm comm, int bytes, int partner, int offset) throws MPIException {
        this.comm = comm;
        this.bytes = bytes;
        this.partner = partner;
        this.me = comm.Rank();
        this.offset = offset;
        this.out = new byte[offset + bytes];
        this.in = new byte[offset + bytes];
    }

    @Override
    public void run(int iteration) throws MPIException {
        if (me == 0) {
            comm.Send(out, offset, bytes, MPI.BYTE, partner, 1);
            comm.Recv(in, offset, bytes, MPI.BYTE, partner, 1);
        } else if (me == partner) {
            comm.Recv(in, offset, bytes, MPI.BYTE, 0, 1);
            comm.Send(in, offset, bytes, MPI.BYTE, 0, 1);
        }
    }

    /** Rank 0 sends its pattern and must get it back; the partner must receive it. */
    @Override
    public Contents contents() {
        if (me == 0) return Contents.of(offset, out, i -> CheckValues.byteAt(0, partner, i), in, i -> CheckValues.byteAt(0, partner, i));
        return me == partner ? Contents.receiveOnly(offset, in, i -> CheckValues.byteAt(0, partner, i)) : Contents.NONE;
    }

    @Override
    public double scale() {
        return 0.5;
    }

    @Override
    public boolean collective() {
        return false;
    }
}
