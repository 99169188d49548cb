package programs;

import mpi.MPI;
import mpi.MPIException;

import java.io.IOException;
import java.util.zip.CRC32;

/** Every rank reads its standard input to the end and prints how many bytes it got and their CRC-32. */
public final class ReadStdin {
    private ReadStdin() {}

    public static void main(String[] args) throws MPIException, IOException {
        MPI.Init(args);
        byte[] all = System.in.readAllBytes();
        CRC32 crc = new CRC32();
        crc.update(all);
        System.out.println("rank " + MPI.COMM_WORLD.Rank() + " read " + all.length + " bytes, crc " + Long.toHexString(crc.getValue()));
        MPI.COMM_WORLD.Barrier();
        MPI.Finalize();
    }
}
