package io.mpj.launcher;

import io.mpj.config.Machine;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * What each rank's JVM runs under {@code mpjrun}: it takes the job secret from its standard input (so
 * that it is on no command line and in no environment), ends itself when that input closes (the launcher
 * is gone, or stopped the job: no rank is left behind on any host), calls the program's {@code main}
 * with its arguments untouched, and turns an exception thrown out of {@code main} into a non-zero exit
 * even if the program left non-daemon threads behind.
 */
public final class RankMain {
    /** Exit status of a rank whose main threw. */
    public static final int UNCAUGHT_EXIT = 70;
    /** Exit status of a rank whose launcher went away. */
    public static final int ORPHAN_EXIT = 71;
    /** Set (to 1) in a rank's environment when the job secret comes first on its standard input. */
    static final String SECRET_ON_STDIN = "MPJ_JOB_SECRET_STDIN";

    private RankMain() {}

    public static void main(String[] args) {
        String rank = System.getenv("MPJ_RANK");
        if ("1".equals(System.getenv(SECRET_ON_STDIN))) takeSecretAndWatchLauncher(rank);
        Method main;
        try {
            main = findMain(args[0], Thread.currentThread().getContextClassLoader());
        } catch (IllegalArgumentException e) {
            System.err.println("mpjrun: rank " + rank + ": " + e.getMessage());
            System.exit(2);
            return;
        }
        String[] programArgs = java.util.Arrays.copyOfRange(args, 1, args.length);
        try {
            main.invoke(null, (Object) programArgs);
        } catch (InvocationTargetException e) {
            System.err.println("mpjrun: rank " + rank + ": uncaught exception in " + args[0] + ".main:");
            e.getCause().printStackTrace();
            System.err.flush();
            Runtime.getRuntime().halt(UNCAUGHT_EXIT);
        } catch (IllegalAccessException e) {
            System.err.println("mpjrun: rank " + rank + ": cannot call " + args[0] + ".main: " + e.getMessage());
            System.exit(2);
        }
    }

    /**
     * Reads the secret (one line) into the property {@code mpj.job.secret}, then waits on standard input
     * in a daemon thread: its end means the launcher is gone, and the rank ends at once.
     */
    private static void takeSecretAndWatchLauncher(String rank) {
        InputStream in = System.in;
        StringBuilder secret = new StringBuilder();
        try {
            for (int c; (c = in.read()) != '\n'; ) {
                if (c < 0) orphaned(rank, "its launcher closed the line before sending the job secret");
                secret.append((char) c);
            }
        } catch (IOException e) {
            orphaned(rank, "cannot read the job secret: " + e.getMessage());
        }
        System.setProperty("mpj.job.secret", secret.toString().trim());
        Thread watch = new Thread(() -> {
            try {
                while (in.read() >= 0) {
                    // nothing else is sent; only the end matters
                }
            } catch (IOException ended) {
                // the same as the end
            }
            orphaned(rank, "its launcher is gone (or stopped the job)");
        }, "mpj-launcher-watch");
        watch.setDaemon(true);
        watch.start();
    }

    private static void orphaned(String rank, String why) {
        System.err.println("mpjrun: rank " + rank + " on " + Machine.hostName() + ": " + why + "; ending");
        System.err.flush();
        Runtime.getRuntime().halt(ORPHAN_EXIT);
    }

    /** The public static void main(String[]) of {@code name}, or a clear error. */
    static Method findMain(String name, ClassLoader loader) {
        Class<?> c;
        try {
            c = Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException("class " + name + " not found on the class path ("
                    + System.getProperty("java.class.path") + "); check -cp and the class name");
        }
        try {
            Method m = c.getMethod("main", String[].class);
            if (!Modifier.isStatic(m.getModifiers())) throw new NoSuchMethodException();
            return m;
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException("class " + name + " has no public static void main(String[])");
        }
    }
}
