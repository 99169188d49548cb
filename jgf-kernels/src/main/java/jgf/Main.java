package jgf;

import jgf.section2.Crypt;
import jgf.section2.LUFact;
import jgf.section2.Series;
import jgf.section2.SparseMatmult;
import jgf.section2.Sor;
import mpi.MPI;
import mpi.MPIException;

import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Runs JGF MPJ Section 2 kernels: {@code <Series|Crypt|SOR|SparseMatmult|LUFact|all> -size A|B|C}.
 * Exits 1 if a kernel fails validation, 2 for bad arguments or an unsupported process count.
 */
public final class Main {
    private static final Map<String, BiFunction<Integer, Integer, Kernel>> KERNELS = Map.of(
            "Series", Series::new, "Crypt", Crypt::new, "SOR", Sor::new,
            "SparseMatmult", SparseMatmult::new, "LUFact", LUFact::new);
    /** The order of JGFAllSize<X>. */
    private static final List<String> ALL = List.of("Series", "LUFact", "Crypt", "SOR", "SparseMatmult");

    private Main() {}

    static String header(String size, int nprocs) {
        return "Java Grande Forum MPJ Benchmark Suite - Version 1.0 - Section 2 - Size " + size + "\n"
                + (nprocs == 1 ? "Executing on 1 process" : "Executing on " + nprocs + " processes") + "\n";
    }

    public static void main(String[] argv) throws MPIException {
        String[] args = MPI.Init(argv);
        int nprocs = MPI.COMM_WORLD.Size();
        int rank = MPI.COMM_WORLD.Rank();
        int status;
        try {
            status = run(args, nprocs, rank);
        } catch (IllegalArgumentException e) {
            if (rank == 0) System.err.println("jgf: " + e.getMessage());
            status = 2;
        }
        MPI.Finalize();
        if (status != 0) System.exit(status);
    }

    private static int run(String[] args, int nprocs, int rank) throws MPIException {
        if (args.length != 3 || !args[1].equals("-size")) {
            throw new IllegalArgumentException("usage: <" + String.join("|", ALL) + "|all> -size A|B|C");
        }
        int size = Sizes.parse(args[2]);
        List<String> names = args[0].equals("all") ? ALL : List.of(args[0]);
        for (String name : names) {
            if (!KERNELS.containsKey(name)) {
                throw new IllegalArgumentException("unknown kernel '" + name + "' (" + String.join(", ", ALL) + " or all)");
            }
        }
        if (rank == 0) System.out.println(header(Sizes.letter(size), nprocs));
        boolean ok = true;
        for (String name : names) ok &= KERNELS.get(name).apply(nprocs, rank).run(size);
        if (rank == 0 && args[0].equals("all")) System.out.println("JGFAllSize" + Sizes.letter(size) + " section2 TEST COMPLETE");
        return ok ? 0 : 1;
    }
}
