package jgf.section3;

import jgf.Application;
import jgf.Timer;
import mpi.MPI;
import mpi.MPIException;

import java.util.List;

/**
 * JGF RayTracer: a square image of the 64-sphere scene, rows dealt cyclically over the ranks. The
 * pixel checksum is reduced to rank 0 as a double (send buffer = receive buffer) and the rows are sent
 * to rank 0 as ARGB ints, as in the original; rank 0 validates the checksum exactly.
 */
public final class RayTracer extends Application {
    private static final int[] WIDTH = {150, 500};
    static final long[] REF = {2676692L, 29827635L};

    private final Timer init = new Timer("Section3:RayTracer:Init", "Objects");
    private int width;
    private Tracer tracer;
    private int[] image;
    private long checksum;

    public RayTracer(int nprocs, int rank) {
        super(nprocs, rank, "RayTracer", "Pixels");
    }

    @Override
    protected void setsize(int size) {
        width = WIDTH[size];
    }

    @Override
    protected void initialise() {
        if (rank == 0) init.start();
        tracer = new Tracer();
        if (rank == 0) init.stop();
    }

    /** Renders rows first, first + stride, ... into rows (one after another); returns their checksum. */
    static long render(Tracer tracer, int width, int first, int stride, int[] rows) {
        long sum = 0;
        int at = 0;
        for (int y = first; y < width; y += stride) {
            for (int x = 0; x < width; x++) {
                Vec col = tracer.pixel(x, y, width);
                int red = Math.min(255, (int) (col.x * 255.0));
                int green = Math.min(255, (int) (col.y * 255.0));
                int blue = Math.min(255, (int) (col.z * 255.0));
                sum += red;
                sum += green;
                sum += blue;
                rows[at++] = 0xFF000000 | red << 16 | green << 8 | blue;
            }
        }
        return sum;
    }

    @Override
    protected void kernel() throws MPIException {
        int rowsPerRank = (width + nprocs - 1) / nprocs;
        int[] rows = new int[rowsPerRank * width];
        if (rank == 0) timer.start();
        double[] sum = {render(tracer, width, rank, nprocs, rows)};
        MPI.COMM_WORLD.Reduce(sum, 0, sum, 0, 1, MPI.DOUBLE, MPI.SUM, 0);
        if (rank == 0) {
            image = new int[width * width];
            interleave(rows, 0);
            int[] theirs = new int[rows.length];
            for (int k = 1; k < nprocs; k++) {
                MPI.COMM_WORLD.Recv(theirs, 0, theirs.length, MPI.INT, k, k);
                interleave(theirs, k);
            }
            checksum = (long) sum[0];
            timer.stop();
        } else {
            MPI.COMM_WORLD.Send(rows, 0, rows.length, MPI.INT, 0, rank);
        }
    }

    /** Puts rank k's rows (k, k + P, ...) in their place in the image. */
    private void interleave(int[] rows, int k) {
        for (int y = k, at = 0; y < width; y += nprocs, at += width) System.arraycopy(rows, at, image, y * width, width);
    }

    @Override
    protected boolean validate() {
        if (rank != 0) return true;
        if (checksum != REF[size]) {
            System.out.println("Validation failed");
            System.out.println("Pixel checksum = " + checksum);
            System.out.println("Reference value = " + REF[size]);
            return false;
        }
        return true;
    }

    @Override
    protected void tidyup() {
        tracer = null;
        image = null;
    }

    @Override
    protected List<String> earlierTimers(String size) {
        return List.of(init.result(size, Tracer.OBJECTS));
    }

    @Override
    protected double ops() {
        return (double) width * width;
    }
}
