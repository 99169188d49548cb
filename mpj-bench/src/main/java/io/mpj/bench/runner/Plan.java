package io.mpj.bench.runner;

import io.mpj.coll.Catalogue;
import io.mpj.coll.Primitive;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a request (libraries, devices, process counts, tests) into the list of launches. For our
 * library it can add one launch per catalogue algorithm of each collective test, so that every
 * algorithm is timed; those rows carry the device {@code nio+<algorithm>}.
 */
public final class Plan {
    /** One launch: the runner and its job. */
    public record Launch(LibraryRunner runner, Job job) {
        public String label() {
            return runner.name() + "/" + job.deviceLabel() + " p=" + job.np();
        }
    }

    /**
     * @param devices     devices per library; a library not in the map runs all of its devices
     * @param algorithms  forced algorithms for ours, primitive key to name (e.g. bcast=chain)
     */
    public record Request(List<LibraryRunner> libraries, Map<String, List<String>> devices, List<Integer> nps,
                          List<String> tests, List<String> suiteArgs, Map<String, String> algorithms,
                          boolean allAlgorithms, long timeoutSeconds) {
    }

    private Plan() {
    }

    public static List<Launch> of(Request r, Path work) {
        List<Launch> launches = new ArrayList<>();
        for (LibraryRunner lib : r.libraries()) {
            List<String> devices = r.devices().getOrDefault(lib.name(), lib.devices());
            for (String device : devices) {
                lib.checkDevice(device);
                for (int np : r.nps()) {
                    boolean ours = lib instanceof OursRunner;
                    Map<String, String> props = ours ? properties(r.algorithms()) : Map.of();
                    String label = ours && !r.algorithms().isEmpty() ? device + "+" + String.join("+", r.algorithms().values()) : device;
                    launches.add(new Launch(lib, job(r, device, label, np, r.tests(), props, work)));
                    if (ours && r.allAlgorithms()) launches.addAll(everyAlgorithm(lib, r, device, np, work));
                }
            }
        }
        return launches;
    }

    private static List<Launch> everyAlgorithm(LibraryRunner lib, Request r, String device, int np, Path work) {
        List<Launch> l = new ArrayList<>();
        for (String test : r.tests()) {
            Primitive prim = primitiveOf(test);
            if (prim == null) continue;
            for (String algorithm : Catalogue.names(prim)) {
                Map<String, String> props = Map.of("mpj.coll." + prim.key(), algorithm);
                l.add(new Launch(lib, job(r, device, device + "+" + algorithm, np, List.of(test), props, work)));
            }
        }
        return l;
    }

    /** The catalogue primitive a bench test times, or null for point-to-point tests. */
    public static Primitive primitiveOf(String test) {
        return Primitive.ofKey(test.equalsIgnoreCase("Reduce-null") ? "reduce" : test.toLowerCase(java.util.Locale.ROOT));
    }

    private static Map<String, String> properties(Map<String, String> algorithms) {
        Map<String, String> p = new LinkedHashMap<>();
        algorithms.forEach((prim, name) -> {
            Primitive pr = Primitive.ofKey(prim);
            if (pr == null) throw new IllegalArgumentException("--algorithm " + prim + "=" + name + ": unknown primitive '" + prim + "'");
            if (Catalogue.find(pr, name) == null)
                throw new IllegalArgumentException("--algorithm " + prim + "=" + name + ": algorithms of " + prim + ": " + Catalogue.names(pr));
            p.put("mpj.coll." + prim, name);
        });
        return p;
    }

    private static Job job(Request r, String device, String label, int np, List<String> tests, Map<String, String> props, Path work) {
        return Job.suite(device, label, np, tests, r.suiteArgs(), props, work, r.timeoutSeconds());
    }
}
