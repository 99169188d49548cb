package io.mpj.launcher;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.jar.JarFile;

/**
 * The command line of {@code mpjrun}. Everything after the main class (or {@code -jar app.jar}) is
 * the program's own arguments and passes through untouched.
 */
record LaunchOptions(int np, String classpath, String device, long timeoutSeconds, boolean tagOutput,
                     List<String> jvmOptions, String mainClass, List<String> programArgs) {

    static final String USAGE = String.join("\n",
            "usage: mpjrun -np N [-cp CLASSPATH] [--dev LIST] [--timeout SECONDS] [--tag-output]",
            "              [--jvm-opt OPTION]... (MainClass | -jar app.jar) [args...]",
            "  -np N              number of ranks (processes on this machine)",
            "  -cp, --classpath   class path of the program (default: current directory)",
            "  --dev LIST         devices, comma-separated: shm,nio (default: shared memory between the ranks of a\n"
            + "                     machine, sockets to others) or nio (sockets only); nio is always added; mpj.device",
            "  --timeout SECONDS  end the job if it runs longer (default: no limit)",
            "  --tag-output       prefix every output line with [rank]",
            "  --jvm-opt OPTION   extra option for each rank's JVM (repeatable; also MPJ_JVM_OPTS)",
            "mpjrun --list-algorithms   lists the collective algorithms of each primitive");

    static LaunchOptions parse(String[] args, String envJvmOpts) {
        int np = -1;
        String cp = null;
        String dev = null;
        long timeout = 0;
        boolean tag = false;
        List<String> jvm = new ArrayList<>();
        if (envJvmOpts != null && !envJvmOpts.isBlank()) jvm.addAll(Arrays.asList(envJvmOpts.trim().split("\\s+")));
        int i = 0;
        while (i < args.length) {
            String a = args[i];
            switch (a) {
                case "-np", "-n" -> np = intArg(a, value(args, ++i, a));
                case "-cp", "-classpath", "--classpath" -> cp = value(args, ++i, a);
                case "--dev", "-dev" -> dev = value(args, ++i, a);
                case "--timeout" -> timeout = intArg(a, value(args, ++i, a));
                case "--tag-output" -> tag = true;
                case "--jvm-opt" -> jvm.add(value(args, ++i, a));
                case "-jar" -> {
                    String jar = value(args, ++i, a);
                    List<String> rest = Arrays.asList(args).subList(i + 1, args.length);
                    return checked(np, join(cp, jar), dev, timeout, tag, jvm, mainClassOf(jar), rest);
                }
                default -> {
                    if (a.startsWith("-")) throw new IllegalArgumentException("unknown option " + a + "\n" + USAGE);
                    List<String> rest = Arrays.asList(args).subList(i + 1, args.length);
                    return checked(np, cp == null ? "." : cp, dev, timeout, tag, jvm, a, rest);
                }
            }
            i++;
        }
        throw new IllegalArgumentException("no main class or -jar given\n" + USAGE);
    }

    private static LaunchOptions checked(int np, String cp, String dev, long timeout, boolean tag, List<String> jvm,
                                         String main, List<String> rest) {
        if (np < 1) throw new IllegalArgumentException("-np N (N >= 1) is required\n" + USAGE);
        if (timeout < 0) throw new IllegalArgumentException("--timeout must be >= 0");
        return new LaunchOptions(np, cp, dev, timeout, tag, List.copyOf(jvm), main, List.copyOf(rest));
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) throw new IllegalArgumentException(option + " needs a value\n" + USAGE);
        return args[i];
    }

    private static int intArg(String option, String v) {
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a number, got '" + v + "'");
        }
    }

    private static String join(String cp, String jar) {
        return cp == null ? jar : jar + java.io.File.pathSeparator + cp;
    }

    private static String mainClassOf(String jar) {
        try (JarFile j = new JarFile(jar)) {
            String main = j.getManifest() == null ? null : j.getManifest().getMainAttributes().getValue("Main-Class");
            if (main == null) throw new IllegalArgumentException(jar + " has no Main-Class in its manifest");
            return main;
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot open " + jar + ": " + e.getMessage());
        }
    }
}
