package programs;

import mpi.MPI;

import java.io.Serializable;

/**
 * What a rank sees of its process model: its rank, how many times its copy of this class's static was
 * incremented (1 when each rank has its own classes), the class loaders of the facade and of the engine,
 * the cpus its thread may run on;
 * and a class of the program's own sent by value to rank 0 from every other rank.
 */
public class ThreadRankProbe {
    static int mains;

    record Token(int from, String text) implements Serializable {}

    public static void main(String[] args) throws Exception {
        mains++;
        MPI.Init(args);
        int me = MPI.COMM_WORLD.Rank(), p = MPI.COMM_WORLD.Size();
        int received = 0;
        if (me != 0) {
            MPI.COMM_WORLD.Send(new Object[] {new Token(me, "from " + me)}, 0, 1, MPI.OBJECT, 0, 9);
        } else {
            for (int r = 1; r < p; r++) {
                Object[] in = new Object[1];
                MPI.COMM_WORLD.Recv(in, 0, 1, MPI.OBJECT, r, 9);
                Token t = (Token) in[0];
                if (t.from() == r && t.text().equals("from " + r)) received++;
            }
        }
        int[] sum = new int[1];
        MPI.COMM_WORLD.Allreduce(new int[] {me}, 0, sum, 0, 1, MPI.INT, MPI.SUM);
        System.out.println("probe rank " + me + " of " + p + " mains=" + mains + " sum=" + sum[0] + " tokens=" + received
                + " facade=" + MPI.class.getClassLoader().getName()
                + " engine=" + System.identityHashCode(Class.forName("io.mpj.runtime.RankRuntime").getClassLoader())
                + " cpus=" + java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/thread-self/status")).stream()
                        .filter(l -> l.startsWith("Cpus_allowed_list:")).map(l -> l.substring(18).trim()).findFirst().orElse("?"));
        MPI.Finalize();
    }
}
