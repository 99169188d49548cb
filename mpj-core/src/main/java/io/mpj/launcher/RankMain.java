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
    /** The launcher's line, when the secret came on it. */
    private static volatile InterruptibleStdin launcherLine;

    private RankMain() {}

    public static void main(String[] args) {
        String rank = System.getenv("MPJ_RANK");
        if ("1".equals(System.getenv(SECRET_ON_STDIN))) takeSecretAndWatchLauncher(rank);
        runMain(rank, args[0], Thread.currentThread().getContextClassLoader(), System.getProperty("java.class.path"),
                java.util.Arrays.copyOfRange(args, 1, args.length));
    }

    /**
     * Calls {@code mainClass}'s main, loaded by {@code loader}, with {@code programArgs}; a main that cannot be
     * found ends the process with status 2, an exception thrown out of it with {@link #UNCAUGHT_EXIT}.
     */
    static void runMain(String rank, String mainClass, ClassLoader loader, String classpath, String[] programArgs) {
        Method main;
        try {
            main = findMain(mainClass, loader, classpath);
        } catch (IllegalArgumentException e) {
            System.err.println("mpjrun: rank " + rank + ": " + e.getMessage());
            System.exit(2);
            return;
        }
        try {
            main.invoke(null, (Object) programArgs);
        } catch (InvocationTargetException | ExceptionInInitializerError e) {
            boolean init = e instanceof ExceptionInInitializerError;
            String echo = peerGone(e.getCause());
            if (echo != null) { // another rank's failure, which the launcher reports: one line here
                System.err.println("mpjrun: rank " + rank + " ends: " + echo);
                System.err.flush();
                halt(UNCAUGHT_EXIT);
            }
            System.err.println("mpjrun: rank " + rank + ": uncaught exception in " + mainClass + (init ? "'s static initialiser:" : ".main:"));
            Throwable cause = e.getCause();
            cutLauncherFrames(cause, mainClass);
            cause.printStackTrace();
            System.err.flush();
            halt(UNCAUGHT_EXIT);
        } catch (IllegalAccessException e) {
            System.err.println("mpjrun: rank " + rank + ": cannot call " + mainClass + ".main: " + e.getMessage());
            System.exit(2);
        }
    }

    /**
     * Reads the secret (one line) into the property {@code mpj.job.secret}, then, in a daemon thread,
     * passes what else arrives to the program's System.in ({@link StdinChannel}); the pipe's end
     * means the launcher is gone, and the rank ends at once.
     */
    private static void takeSecretAndWatchLauncher(String rank) {
        InterruptibleStdin line = new InterruptibleStdin();
        InputStream in = line.stream();
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
        StdinChannel.Input forwarded = new StdinChannel.Input();
        System.setIn(forwarded);
        Thread watch = new Thread(() -> {
            try {
                StdinChannel.receive(in, forwarded);
            } catch (IOException ended) {
                // the same as the end
            }
            if (!line.isClosed()) orphaned(rank, "its launcher is gone (or stopped the job)");
        }, "mpj-launcher-watch");
        watch.setDaemon(true);
        watch.start();
        launcherLine = line;
        Runtime.getRuntime().addShutdownHook(new Thread(line::close, "mpj-launcher-line"));
    }

    /** Exits at once, first freeing the thread that watches the launcher (see {@link InterruptibleStdin}). */
    private static void halt(int status) {
        InterruptibleStdin line = launcherLine;
        if (line != null) line.close();
        Runtime.getRuntime().halt(status);
    }

    private static void orphaned(String rank, String why) {
        System.err.println("mpjrun: rank " + rank + " on " + Machine.hostName() + ": " + why + "; ending");
        System.err.flush();
        Runtime.getRuntime().halt(ORPHAN_EXIT);
    }

    /** The message of the MpjError in {@code t}'s causes that says another rank is gone, or null. */
    private static String peerGone(Throwable t) {
        for (; t != null; t = t.getCause()) {
            if (t instanceof io.mpj.error.MpjError m && m.isPeerGone()) return m.getMessage();
        }
        return null;
    }

    /** Drops the frames below the program's main (reflection and this launcher): they are not the user's. */
    static void cutLauncherFrames(Throwable t, String mainClass) {
        StackTraceElement[] frames = t.getStackTrace();
        for (int i = frames.length - 1; i >= 0; i--) {
            if (frames[i].getClassName().equals(mainClass) && frames[i].getMethodName().equals("main")) {
                t.setStackTrace(java.util.Arrays.copyOf(frames, i + 1));
                return;
            }
        }
    }

    /**
     * The public static void main(String[]) of {@code name}, or an error that says what went wrong:
     * not found on {@code classpath} (the program's, naming entries that do not exist), or found but
     * not loadable (a missing dependency, a newer class file version: the JVM's own words).
     */
    static Method findMain(String name, ClassLoader loader, String classpath) {
        Class<?> c;
        try {
            c = Class.forName(name, false, loader);
        } catch (ClassNotFoundException e) {
            StringBuilder missing = new StringBuilder();
            for (String entry : classpath.split(java.io.File.pathSeparator)) {
                if (!entry.isEmpty() && !entry.endsWith("*") && !new java.io.File(entry).exists()) {
                    missing.append(missing.length() == 0 ? "" : ", ").append(entry);
                }
            }
            throw new IllegalArgumentException("class " + name + " not found on the class path " + classpath
                    + (missing.length() > 0 ? " (these entries do not exist: " + missing + ")" : "")
                    + "; check -cp and the class name");
        } catch (LinkageError e) {
            throw new IllegalArgumentException("class " + name + " was found but cannot be loaded: " + e);
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
