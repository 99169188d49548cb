package jgf;

import jgf.section2.Crypt;
import jgf.section2.LUFact;
import jgf.section2.Series;
import jgf.section2.SparseMatmult;
import jgf.section2.Sor;
import jgf.section3.MolDyn;
import jgf.section3.MonteCarlo;
import jgf.section3.RayTracer;
import mpi.MPI;
import mpi.MPIException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Runs JGF MPJ kernels (Section 2) and applications (Section 3):
 * {@code <kernel|application|all|section2|section3> -size A|B|C}. Exits 1 if one fails validation,
 * 2 for bad arguments or an unsupported process count.
 */
public final class Main {
    private static final Map<String, BiFunction<Integer, Integer, Kernel>> KERNELS = new LinkedHashMap<>();
    static {
        KERNELS.put("Series", Series::new);
        KERNELS.put("LUFact", LUFact::new);
        KERNELS.put("Crypt", Crypt::new);
        KERNELS.put("SOR", Sor::new);
        KERNELS.put("SparseMatmult", SparseMatmult::new);
        KERNELS.put("MolDyn", MolDyn::new);
        KERNELS.put("MonteCarlo", MonteCarlo::new);
        KERNELS.put("RayTracer", RayTracer::new);
    }
    /** The order of JGFAllSize<X>, section 2. */
    private static final List<String> SECTION2 = List.of("Series", "LUFact", "Crypt", "SOR", "SparseMatmult");

    private Main() {}

    /** The order of JGFAllSize<X>, section 3: size B leaves MonteCarlo out, as the original does. */
    static List<String> section3(int size) {
        return size == 0 ? List.of("MolDyn", "MonteCarlo", "RayTracer") : List.of("MolDyn", "RayTracer");
    }

    static String header(int section, String size, int nprocs) {
        return "Java Grande Forum MPJ Benchmark Suite - Version 1.0 - Section " + section + " - Size " + size + "\n"
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
            throw new IllegalArgumentException("usage: <" + String.join("|", KERNELS.keySet()) + "|all|section2|section3> -size A|B|C");
        }
        int size = Sizes.parse(args[2]);
        String what = args[0];
        List<String> names = switch (what) {
            case "all", "section2" -> SECTION2;
            case "section3" -> section3(size);
            default -> List.of(what);
        };
        List<Kernel> kernels = new ArrayList<>();
        for (String name : names) {
            BiFunction<Integer, Integer, Kernel> make = KERNELS.get(name);
            if (make == null) {
                throw new IllegalArgumentException("unknown kernel '" + name + "' (" + String.join(", ", KERNELS.keySet())
                        + ", all or section2, section3)");
            }
            Kernel k = make.apply(nprocs, rank);
            k.checkSize(size);
            kernels.add(k);
        }
        String letter = Sizes.letter(size);
        boolean section3 = kernels.get(0) instanceof Application;
        if (rank == 0) System.out.println(header(section3 ? 3 : 2, letter, nprocs));
        boolean ok = true;
        for (Kernel k : kernels) ok &= k.run(size);
        if (rank == 0 && names.size() > 1) {
            System.out.println(section3 ? "JGFAllSize" + letter + " (section3) TEST COMPLETE" : "JGFAllSize" + letter + " section2 TEST COMPLETE");
        }
        return ok ? 0 : 1;
    }
}
