package io.mpj.launcher;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.jar.JarFile;

/**
 * The command line of {@code mpjrun}. Everything after the main class (or {@code -jar app.jar}) is
 * the program's own arguments and passes through untouched.
 *
 * @param where           the host of each rank; null when every rank runs on this machine (no hosts given)
 * @param rsh             the remote shell command (default {@code ssh}; {@code --rsh} or MPJ_RSH)
 * @param aotCache        the program's ahead-of-time cache ({@code --aot-cache}, {@link AheadOfTimeCache}), or null
 */
record LaunchOptions(int np, String classpath, String device, long timeoutSeconds, boolean tagOutput,
                     List<String> jvmOptions, String mainClass, List<String> programArgs, String[] where,
                     boolean displayMap, boolean displayDevices, List<String> rsh, int stdinRank, Binding bindTo,
                     String aotCache) {

    /** The device value that runs the ranks as threads of one JVM. */
    static final String THREADS = "threads";

    /** {@code --bind-to}: core when every rank on this machine can have a core (the default), core, or none. */
    enum Binding { DEFAULT, CORE, NONE }

    static final String USAGE = String.join("\n",
            "usage: mpjrun [-np N] [--hostfile FILE | --host H1:N,H2...] [options] (MainClass | -jar app.jar) [args...]",
            "  -np N              number of ranks (default: every slot of the hosts; required without hosts)",
            "  -cp, --classpath   class path of the program (default: current directory)",
            "  --hostfile FILE    hosts to run on, one per line: host [slots=N] (Open MPI's format)",
            "  --host LIST        hosts to run on: h1:2,h2 (a host without :N has one slot)",
            "  --map-by slot|node fill each host's slots first (slot, the default) or deal ranks round-robin (node)",
            "  --npernode N       N ranks on each host",
            "  --oversubscribe    allow more ranks than slots",
            "  --display-map      print which ranks run on which host before the job starts",
            "  --display-devices  each rank prints the device that reaches each peer (self, shm, nio) and how nio moves payloads",
            "  --rsh CMD          how to start ranks on other hosts (default: ssh; also MPJ_RSH), e.g. 'ssh -p 2222'",
            "  --dev LIST         devices, comma-separated: shm,nio (default: shared memory between the ranks of a\n"
            + "                     host, sockets to others) or nio (sockets only); nio is always added; mpj.device.\n"
            + "                     --dev threads: every rank a thread of one JVM on this machine (its own mpi classes\n"
            + "                     and program classes, one copy of the library's engine)",
            "  --timeout SECONDS  end the job if it runs longer (default: no limit)",
            "  --tag-output       prefix every output line with [rank]",
            "  --jvm-opt OPTION   extra option for each rank's JVM (repeatable; also MPJ_JVM_OPTS)",
            "  --stdin RANK|none  the rank that reads mpjrun's standard input (default 0; the others read none)",
            "  --aot-cache FILE   JDK 25+: every rank's JVM starts from FILE, an ahead-of-time cache of the classes and\n"
            + "                     methods' profiles of the program and the library; a job that finds no FILE, or one made\n"
            + "                     for other jars or another JVM, makes it (rank 0 trains it; jars only on the class path)",
            "  --bind-to core|none  bind each rank on this machine to its share of the cores, or not (default: core\n"
            + "                     when every rank can have one, else none; also MPJ_BIND_TO)",
            "Ranks on other hosts start over ssh (BatchMode); a shared file system is assumed, as with mpirun:",
            "java, the class path and the working directory must be at the same paths on every host.",
            "Ranks start from a class-data archive of the library, made on the first job in ~/.mpj/cds",
            "(MPJ_CDS_DIR; MPJ_CDS=off for none; --aot-cache takes its place).",
            "mpjrun --list-algorithms   lists the collective algorithms of each primitive",
            "mpjrun --version           prints the version");

    /** Options still being read. */
    private static final class Builder {
        int np = -1;
        String cp;
        String dev;
        long timeout;
        boolean tag;
        List<String> jvm = new ArrayList<>();
        String hostfile;
        String hostList;
        boolean byNode;
        int npernode;
        boolean oversubscribe;
        boolean displayMap;
        boolean displayDevices;
        String rsh;
        String stdin = "0";
        Binding bindTo = Binding.DEFAULT;
        String aot;

        LaunchOptions build(String cp, String main, List<String> rest) {
            if (timeout < 0) throw new IllegalArgumentException("--timeout must be >= 0");
            if (hostfile != null && hostList != null) throw new IllegalArgumentException("give --hostfile or --host, not both");
            String[] where = null;
            if (hostfile != null || hostList != null) {
                List<Hosts.Host> hosts = hostfile != null ? Hosts.readHostfile(Path.of(hostfile)) : Hosts.parseList(hostList);
                if (np < 1) np = Hosts.defaultRanks(hosts, npernode);
                where = Hosts.map(hosts, np, byNode, npernode, oversubscribe);
            } else if (np < 1) {
                throw new IllegalArgumentException("-np N (N >= 1) is required\n" + USAGE);
            }
            int stdinRank = stdin.equals("none") ? -1 : intArg("--stdin", stdin);
            if (stdinRank < -1 || stdinRank >= np) {
                throw new IllegalArgumentException("--stdin " + stdin + ": give a rank from 0 to " + (np - 1) + ", or none");
            }
            List<String> shell = Arrays.asList((rsh == null || rsh.isBlank() ? "ssh" : rsh).trim().split("\\s+"));
            if (dev != null && !THREADS.equals(dev) && Arrays.asList(dev.split(",")).contains(THREADS)) {
                throw new IllegalArgumentException("--dev " + dev + ": threads runs every rank in one JVM and takes no other device");
            }
            if (THREADS.equals(dev)) return threads(cp, main, rest, where, stdinRank, shell);
            return new LaunchOptions(np, cp, dev, timeout, tag, List.copyOf(jvm), main, List.copyOf(rest), where,
                    displayMap, displayDevices, List.copyOf(shell), stdinRank, bindTo, aot);
        }

        /** {@code --dev threads}: one process, {@link ThreadJob}, that runs the np ranks as its threads. */
        private LaunchOptions threads(String cp, String main, List<String> rest, String[] where, int stdinRank, List<String> shell) {
            if (where != null) throw new IllegalArgumentException("--dev threads runs every rank in one JVM on this machine: drop --hostfile/--host");
            List<String> args = new ArrayList<>(List.of(Integer.toString(np), RankCommand.libraryClasspath(), main));
            args.addAll(rest);
            List<String> options = new ArrayList<>(ThreadJob.jvmDefaults(np, Runtime.getRuntime().availableProcessors(), jvm));
            if (tag) options.add("-D" + ThreadJob.TAG_OUTPUT + "=true"); // the JVM tags its ranks' lines itself
            if (stdinRank >= 0) options.add("-D" + ThreadJob.STDIN_RANK + "=" + stdinRank); // and passes its input to that rank
            options.addAll(jvm);
            return new LaunchOptions(1, cp, null, timeout, false, List.copyOf(options), ThreadJob.class.getName(), List.copyOf(args), null,
                    displayMap, displayDevices, List.copyOf(shell), stdinRank < 0 ? -1 : 0, bindTo, aot);
        }
    }

    static LaunchOptions parse(String[] args, String envJvmOpts, String envRsh) {
        return parse(args, envJvmOpts, envRsh, null);
    }

    /** The options of {@code args} over those of the environment (MPJ_JVM_OPTS, MPJ_RSH, MPJ_BIND_TO). */
    static LaunchOptions parse(String[] args, String envJvmOpts, String envRsh, String envBindTo) {
        Builder b = new Builder();
        b.rsh = envRsh;
        if (envBindTo != null && !envBindTo.isBlank()) b.bindTo = bindTo(envBindTo.trim());
        if (envJvmOpts != null && !envJvmOpts.isBlank()) b.jvm.addAll(Arrays.asList(envJvmOpts.trim().split("\\s+")));
        int i = 0;
        while (i < args.length) {
            String a = args[i];
            switch (a) {
                case "-np", "-n" -> b.np = intArg(a, value(args, ++i, a));
                case "-cp", "-classpath", "--classpath" -> b.cp = value(args, ++i, a);
                case "--dev", "-dev" -> b.dev = value(args, ++i, a);
                case "--timeout" -> b.timeout = intArg(a, value(args, ++i, a));
                case "--tag-output" -> b.tag = true;
                case "--jvm-opt" -> b.jvm.add(value(args, ++i, a));
                case "--hostfile", "-hostfile", "--machinefile" -> b.hostfile = value(args, ++i, a);
                case "--host", "-host", "-H" -> b.hostList = value(args, ++i, a);
                case "--map-by" -> b.byNode = mapBy(value(args, ++i, a));
                case "--npernode", "-npernode" -> b.npernode = intArg(a, value(args, ++i, a));
                case "--oversubscribe" -> b.oversubscribe = true;
                case "--display-map" -> b.displayMap = true;
                case "--display-devices" -> b.displayDevices = true;
                case "--rsh" -> b.rsh = value(args, ++i, a);
                case "--stdin" -> b.stdin = value(args, ++i, a);
                case "--bind-to", "-bind-to" -> b.bindTo = bindTo(value(args, ++i, a));
                case "--aot-cache" -> b.aot = value(args, ++i, a);
                case "-jar" -> {
                    String jar = value(args, ++i, a);
                    return b.build(join(b.cp, jar), mainClassOf(jar), Arrays.asList(args).subList(i + 1, args.length));
                }
                default -> {
                    if (a.startsWith("-")) throw new IllegalArgumentException("unknown option " + a + "\n" + USAGE);
                    return b.build(b.cp == null ? "." : b.cp, a, Arrays.asList(args).subList(i + 1, args.length));
                }
            }
            i++;
        }
        throw new IllegalArgumentException("no main class or -jar given\n" + USAGE);
    }

    /** Whether this is {@code --dev threads}'s one process, whose threads are the ranks. */
    boolean threads() {
        return mainClass.equals(ThreadJob.class.getName());
    }

    /** True if some rank runs on another host (or every rank is placed by a host list). */
    boolean hasHosts() {
        return where != null;
    }

    private static boolean mapBy(String v) {
        return switch (v) {
            case "slot", "core" -> false;
            case "node" -> true;
            default -> throw new IllegalArgumentException("--map-by " + v + ": use slot or node");
        };
    }

    private static Binding bindTo(String v) {
        return switch (v) {
            case "core" -> Binding.CORE;
            case "none" -> Binding.NONE;
            default -> throw new IllegalArgumentException("--bind-to " + v + ": give core or none");
        };
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
        return cp == null ? jar : jar + File.pathSeparator + cp;
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
