package io.mpj.training;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

import java.io.File;
import java.io.IOException;
import java.util.Enumeration;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * The program of the job that trains mpjrun's class-data archive (io.mpj.launcher.ClassDataArchive):
 * two ranks on this machine, started as a user's job is (the default devices), rank 0's JVM writing the
 * classes it loaded to the archive at exit. Rank 0 first loads every class of the library in the jars
 * it is given (not initialised: no static initialiser runs); then both ranks make the calls most
 * programs make, so that what a rank otherwise makes at run time on its first calls (the lambdas and
 * method handles of the start-up, of the devices and of the collectives) is in the archive too.
 */
public final class ClassDataTraining {
    /** Doubles per message: eager, and above the default eager limit (64 KiB), rendezvous. */
    private static final int SMALL = 16, LARGE = 16384;

    private ClassDataTraining() {}

    public static void main(String[] args) throws MPIException, IOException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        if (world.Rank() == 0) loadLibraryClasses(args[0]);
        pointToPoint(world);
        collectives(world);
        Intracomm half = world.Split(world.Rank() % 2, world.Rank());
        half.Barrier();
        half.Free();
        MPI.Finalize();
    }

    private static void loadLibraryClasses(String classpath) throws IOException {
        ClassLoader loader = ClassDataTraining.class.getClassLoader();
        for (String entry : classpath.split(File.pathSeparator)) {
            try (JarFile jar = new JarFile(entry)) {
                for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                    String name = e.nextElement().getName();
                    if (!name.endsWith(".class") || !(name.startsWith("io/mpj/") || name.startsWith("mpi/"))) continue;
                    try {
                        Class.forName(name.substring(0, name.length() - 6).replace('/', '.'), false, loader);
                    } catch (LinkageError | ClassNotFoundException optional) {
                        // a class needing what is not on this class path (an optional dependency): not archived
                    }
                }
            }
        }
    }

    /** Blocking and non-blocking sends of both protocols, a probe, and an object. */
    private static void pointToPoint(Intracomm world) throws MPIException {
        int rank = world.Rank(), peer = 1 - rank;
        for (int n : new int[] {SMALL, LARGE}) {
            double[] out = new double[n], in = new double[n];
            if (rank == 0) {
                world.Send(out, 0, n, MPI.DOUBLE, peer, 1);
                world.Recv(in, 0, n, MPI.DOUBLE, peer, 1);
            } else {
                world.Probe(peer, 1);
                world.Recv(in, 0, n, MPI.DOUBLE, peer, 1);
                world.Send(out, 0, n, MPI.DOUBLE, peer, 1);
            }
            Request[] both = {world.Irecv(in, 0, n, MPI.DOUBLE, peer, 2), world.Isend(out, 0, n, MPI.DOUBLE, peer, 2)};
            Request.Waitall(both);
            world.Sendrecv(out, 0, n, MPI.DOUBLE, peer, 3, in, 0, n, MPI.DOUBLE, peer, 3);
        }
        Object[] object = {rank == 0 ? "training" : null};
        if (rank == 0) world.Send(object, 0, 1, MPI.OBJECT, peer, 4);
        else world.Recv(object, 0, 1, MPI.OBJECT, peer, 4);
    }

    /** The collectives programs use most, at both sizes. */
    private static void collectives(Intracomm world) throws MPIException {
        int p = world.Size();
        world.Barrier();
        for (int n : new int[] {SMALL, LARGE}) {
            double[] a = new double[n], b = new double[n], all = new double[n * p];
            int[] ints = new int[n], intsOut = new int[n];
            world.Bcast(a, 0, n, MPI.DOUBLE, 0);
            world.Reduce(a, 0, b, 0, n, MPI.DOUBLE, MPI.SUM, 0);
            world.Allreduce(a, 0, b, 0, n, MPI.DOUBLE, MPI.SUM);
            world.Allreduce(ints, 0, intsOut, 0, n, MPI.INT, MPI.MAX);
            world.Gather(a, 0, n, MPI.DOUBLE, all, 0, n, MPI.DOUBLE, 0);
            world.Scatter(all, 0, n, MPI.DOUBLE, a, 0, n, MPI.DOUBLE, 0);
            world.Allgather(a, 0, n, MPI.DOUBLE, all, 0, n, MPI.DOUBLE);
            world.Alltoall(all, 0, n, MPI.DOUBLE, new double[n * p], 0, n, MPI.DOUBLE);
        }
    }
}
