package io.mpj.launcher;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * What each rank's JVM runs under {@code mpjrun}: it calls the program's {@code main} with its
 * arguments untouched, and turns an exception thrown out of {@code main} into a non-zero exit even if
 * the program left non-daemon threads behind.
 */
public final class RankMain {
    /** Exit status of a rank whose main threw. */
    public static final int UNCAUGHT_EXIT = 70;

    private RankMain() {}

    public static void main(String[] args) {
        String rank = System.getenv("MPJ_RANK");
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
