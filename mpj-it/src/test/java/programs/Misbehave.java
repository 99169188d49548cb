package programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Rank 1 misbehaves as args[0] says (exit3, exit0, kill9, abort5, throw, hang, fatal: a bad call under
 * MPI.ERRORS_ARE_FATAL whose exception it catches) while every other rank waits
 * for a message from it that never comes. Also prints its arguments, to show they pass untouched.
 */
public final class Misbehave {
    private Misbehave() {}

    public static void main(String[] args) throws MPIException, InterruptedException, java.io.IOException {
        String[] rest = MPI.Init(args);
        int me = MPI.COMM_WORLD.Rank();
        if (me == 0) System.out.println("args=" + String.join("|", rest));
        if (me == 1) {
            switch (args[0]) {
                case "exit3" -> System.exit(3);
                case "exit0" -> System.exit(0);
                case "kill9" -> new ProcessBuilder("kill", "-9", Long.toString(ProcessHandle.current().pid())).start().waitFor();
                case "abort5" -> MPI.COMM_WORLD.Abort(5);
                case "throw" -> throw new IllegalStateException("boom from rank 1");
                case "hang" -> Thread.sleep(Long.MAX_VALUE);
                case "fatal" -> {
                    MPI.Errorhandler_set(MPI.ERRORS_ARE_FATAL);
                    try {
                        MPI.COMM_WORLD.Send(new int[1], 0, 1, MPI.INT, 99, 0);
                    } catch (MPIException caught) {
                        System.out.println("rank 1 caught " + caught.getMessage());
                    }
                }
                case "ok" -> MPI.COMM_WORLD.Send(new int[1], 0, 1, MPI.INT, 0, 0);
                default -> throw new IllegalArgumentException(args[0]);
            }
        }
        if (me == 0) MPI.COMM_WORLD.Recv(new int[1], 0, 1, MPI.INT, 1, 0);
        MPI.Finalize();
    }
}
