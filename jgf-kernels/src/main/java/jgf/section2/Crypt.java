package jgf.section2;

import jgf.Block;
import jgf.Kernel;
import mpi.MPI;
import mpi.MPIException;

/** JGF Crypt: IDEA-encrypt and decrypt n bytes, scattered from rank 0 in blocks of 8-byte multiples. */
public final class Crypt extends Kernel {
    private static final int[] SIZES = {3_000_000, 20_000_000, 50_000_000};

    private int n;
    private Block block;
    private Idea keys;
    private byte[] plain1;
    private byte[] crypt1;
    private byte[] plain2;
    private byte[] localPlain;
    private byte[] localCrypt;
    private byte[] localPlain2;

    public Crypt(int nprocs, int rank) {
        super(nprocs, rank, "Section2:Crypt:Kernel", "Kbyte");
    }

    @Override
    protected void setsize(int size) {
        n = SIZES[size];
    }

    @Override
    protected void initialise() {
        block = new Block("Crypt", n, 8, nprocs, rank);
        keys = new Idea();
        if (rank == 0) {
            plain1 = new byte[n];
            crypt1 = new byte[n];
            plain2 = new byte[n];
            for (int i = 0; i < n; i++) plain1[i] = (byte) i;
        }
        localPlain = new byte[block.mine];
        localCrypt = new byte[block.mine];
        localPlain2 = new byte[block.mine];
    }

    @Override
    protected void kernel() throws MPIException {
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) {
            timer.start();
            System.arraycopy(plain1, 0, localPlain, 0, block.mine);
            for (int k = 1; k < nprocs; k++) {
                MPI.COMM_WORLD.Ssend(plain1, k * block.p, block.count(k, nprocs), MPI.BYTE, k, k);
            }
        } else {
            MPI.COMM_WORLD.Recv(localPlain, 0, block.mine, MPI.BYTE, 0, rank);
        }
        Idea.cipher(localPlain, localCrypt, keys.z);
        Idea.cipher(localCrypt, localPlain2, keys.dk);
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) {
            System.arraycopy(localPlain2, 0, plain2, 0, block.mine);
            for (int k = 1; k < nprocs; k++) {
                // port fix: the original posts count p for the last rank too, past the end of plain2
                MPI.COMM_WORLD.Recv(plain2, k * block.p, Math.min(block.p, n - k * block.p), MPI.BYTE, k, k);
            }
        } else {
            MPI.COMM_WORLD.Ssend(localPlain2, 0, block.mine, MPI.BYTE, 0, rank);
        }
        MPI.COMM_WORLD.Barrier();
        if (rank == 0) timer.stop();
    }

    @Override
    protected boolean validate() {
        if (rank != 0) return true;
        boolean ok = true;
        for (int i = 0; i < n; i++) {
            if (plain1[i] != plain2[i]) {
                System.out.println("Validation failed");
                System.out.println("Original Byte " + i + " = " + plain1[i]);
                System.out.println("Encrypted Byte " + i + " = " + crypt1[i]);
                System.out.println("Decrypted Byte " + i + " = " + plain2[i]);
                ok = false;
            }
        }
        return ok;
    }

    @Override
    protected void tidyup() {
        plain1 = crypt1 = plain2 = null;
    }

    @Override
    protected double ops() {
        return (2 * n) / 1000.;
    }
}
