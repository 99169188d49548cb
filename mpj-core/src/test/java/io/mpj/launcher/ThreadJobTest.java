package io.mpj.launcher;

import io.mpj.runtime.ThreadRanks;
import org.junit.jupiter.api.Test;

import java.net.URL;
import java.net.URLClassLoader;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThreadJobTest {
    /** The engine (classes of the library's jars) is shared, the facade and everything else per rank. */
    @Test
    void aRankLoadsTheFacadeItselfAndTakesTheEngineFromTheJvm() throws Exception {
        URL library = ThreadRanks.class.getProtectionDomain().getCodeSource().getLocation();
        URL[] path = {library};
        ClassLoader jvm = ThreadJob.class.getClassLoader();
        URLClassLoader engine = new URLClassLoader(path, null);
        ThreadJob.RankClassLoader rank0 = new ThreadJob.RankClassLoader(0, path, engine, jvm);
        ThreadJob.RankClassLoader rank1 = new ThreadJob.RankClassLoader(1, path, engine, jvm);
        assertTrue(ThreadJob.RankClassLoader.isSharedEngine(engine, ThreadRanks.class.getName()));
        assertFalse(ThreadJob.RankClassLoader.isSharedEngine(engine, "mpi.MPI"));
        assertSame(ThreadRanks.class, rank0.loadClass(ThreadRanks.class.getName()), "one engine");
        Class<?> mpi0 = rank0.loadClass("mpi.MPI"), mpi1 = rank1.loadClass("mpi.MPI");
        assertNotSame(mpi0, mpi1, "a facade per rank");
        assertSame(rank0, mpi0.getClassLoader());
        assertFalse(ThreadJob.RankClassLoader.isSharedEngine(new URLClassLoader(new URL[0], null), ThreadRanks.class.getName()),
                "without the library's jars nothing is shared (ThreadJob refuses to start then)");
    }
}
