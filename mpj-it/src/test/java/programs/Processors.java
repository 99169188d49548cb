package programs;

import mpi.MPI;
import mpi.MPIException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Every rank prints how many processors its JVM sees and the cpus it may run on. */
public final class Processors {
    private Processors() {}

    public static void main(String[] args) throws MPIException, IOException {
        MPI.Init(args);
        String cpus = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst().orElse(":?").split(":")[1].trim();
        System.out.println("rank " + MPI.COMM_WORLD.Rank() + " sees " + Runtime.getRuntime().availableProcessors()
                + " processors, cpus " + cpus);
        MPI.Finalize();
    }
}
