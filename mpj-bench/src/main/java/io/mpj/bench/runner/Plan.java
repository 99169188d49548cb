package io.mpj.bench.runner;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a request (libraries, devices, process counts, tests, rounds) into the list of launches.
 * Rounds come one after the other, each with every launch, so that the libraries share the machine's
 * noise. For our library it can add one launch per algorithm of each collective test, as the library
 * lists them, so that every algorithm is timed; those rows carry the device {@code shm+<algorithm>}.
 */
public final class Plan {
    /** One launch: the runner, its job, and its round (0 when there is only one). */
    public record Launch(LibraryRunner runner, Job job, int round) {
        /** The round of a launch run before the measured ones and left out of the results. */
        public static final int WARM_UP = -1;

        public Launch(LibraryRunner runner, Job job) {
            this(runner, job, 0);
        }

        public String label() {
            return runner.name() + "/" + job.deviceLabel() + " p=" + job.np()
                    + (round > 0 ? " round " + round : round == WARM_UP ? " warm-up, untimed" : "");
        }
    }

    /**
     * @param devices     devices per library; a library not in the map runs all of its devices
     * @param algorithms  forced algorithms for ours, primitive key to name (e.g. bcast=chain)
     * @param rounds      how many times every launch runs, round after round
     * @param hostfile    the hosts to run on (Open MPI's format), or null for this machine
     */
    public record Request(List<LibraryRunner> libraries, Map<String, List<String>> devices, List<Integer> nps,
                          List<String> tests, List<String> suiteArgs, Map<String, String> algorithms,
                          boolean allAlgorithms, long timeoutSeconds, int rounds, Path hostfile) {
        public Request(List<LibraryRunner> libraries, Map<String, List<String>> devices, List<Integer> nps, List<String> tests,
                       List<String> suiteArgs, Map<String, String> algorithms, boolean allAlgorithms, long timeoutSeconds) {
            this(libraries, devices, nps, tests, suiteArgs, algorithms, allAlgorithms, timeoutSeconds, 1, null);
        }
    }

    private Plan() {
    }

    public static List<Launch> of(Request r, Path work) {
        List<Launch> once = new ArrayList<>();
        for (LibraryRunner lib : r.libraries()) {
            List<String> devices = r.devices().getOrDefault(lib.name(), lib.devices());
            for (String device : devices) {
                lib.checkDevice(device);
                if (r.hostfile() != null && !lib.spansHosts(device)) continue; // e.g. MPJ Express multicore: one JVM
                for (int np : r.nps()) {
                    boolean chooses = lib.choosesAlgorithms(); // the others run their own choice
                    boolean forced = chooses && !r.algorithms().isEmpty();
                    Map<String, String> props = forced ? properties(lib, r.algorithms()) : Map.of();
                    String label = forced ? device + "+" + String.join("+", r.algorithms().values()) : device;
                    once.add(new Launch(lib, job(r, device, label, np, r.tests(), props, work)));
                    if (chooses && r.allAlgorithms()) once.addAll(everyAlgorithm(lib, r, device, np, work));
                }
            }
        }
        return inRounds(once, r.rounds());
    }

    /**
     * {@code once} as is for one round; else all of it again in every round, numbered from 1, every
     * second round in reverse order: on a machine whose speed drifts during a run, no launch always
     * goes first or last, and over an even number of rounds a steady drift weighs on every launch alike.
     */
    public static List<Launch> inRounds(List<Launch> once, int rounds) {
        if (rounds < 1) throw new IllegalArgumentException("--rounds " + rounds + ": at least one round");
        if (rounds == 1) return once;
        List<Launch> all = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (int i = 0; i < once.size(); i++) {
                Launch l = once.get(round % 2 == 1 ? i : once.size() - 1 - i);
                all.add(new Launch(l.runner(), l.job(), round));
            }
        }
        return all;
    }

    private static List<Launch> everyAlgorithm(LibraryRunner lib, Request r, String device, int np, Path work) {
        List<Launch> l = new ArrayList<>();
        for (String test : r.tests()) {
            String prim = primitiveOf(test);
            if (prim == null) continue;
            for (String algorithm : lib.algorithms(prim)) {
                Map<String, String> props = Map.of("mpj.coll." + prim, algorithm);
                l.add(new Launch(lib, job(r, device, device + "+" + algorithm, np, List.of(test), props, work)));
            }
        }
        return l;
    }

    /** The collective a bench test times, as the library names its primitives; null for point-to-point tests. */
    public static String primitiveOf(String test) {
        String t = test.toLowerCase(Locale.ROOT);
        return switch (t) {
            case "reduce-null" -> "reduce";
            case "barrier", "bcast", "reduce", "allreduce", "gather", "scatter", "allgather", "alltoall", "reduce_scatter", "scan" -> t;
            default -> null;
        };
    }

    private static Map<String, String> properties(LibraryRunner lib, Map<String, String> algorithms) {
        Map<String, String> p = new LinkedHashMap<>();
        algorithms.forEach((prim, name) -> {
            List<String> known = lib.algorithms(prim);
            if (!known.contains(name)) {
                throw new IllegalArgumentException("--algorithm " + prim + "=" + name + ": algorithms of " + prim + ": "
                        + (known.isEmpty() ? "none (not a collective with a choice)" : known));
            }
            p.put("mpj.coll." + prim, name);
        });
        return p;
    }

    private static Job job(Request r, String device, String label, int np, List<String> tests, Map<String, String> props, Path work) {
        return Job.suite(device, label, np, tests, r.suiteArgs(), props, work, r.timeoutSeconds(), r.hostfile());
    }
}
