package io.mpj.bench.runner;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One launch of the suite: a library's device at p ranks, the suite's own arguments, (ours only)
 * system properties for the ranks, such as {@code mpj.coll.bcast=chain}, and the hosts to run on
 * ({@code hostfile}, Open MPI's format; null: this machine). {@code deviceLabel} is the device as the
 * CSV names it ({@code nio+chain} when an algorithm is forced). {@code launcherOptions}: (ours only)
 * options of mpjrun itself, such as {@code --aot-cache FILE}.
 */
public record Job(String device, String deviceLabel, int np, List<String> suiteArgs, Map<String, String> properties,
                  Path work, long timeoutSeconds, Path hostfile, List<String> launcherOptions) {

    public Job(String device, String deviceLabel, int np, List<String> suiteArgs, Map<String, String> properties,
               Path work, long timeoutSeconds, Path hostfile) {
        this(device, deviceLabel, np, suiteArgs, properties, work, timeoutSeconds, hostfile, List.of());
    }

    public Job(String device, String deviceLabel, int np, List<String> suiteArgs, Map<String, String> properties,
               Path work, long timeoutSeconds) {
        this(device, deviceLabel, np, suiteArgs, properties, work, timeoutSeconds, null);
    }

    /** A suite launch of {@code tests}, followed by the suite's other arguments. */
    public static Job suite(String device, String label, int np, List<String> tests, List<String> suiteArgs,
                            Map<String, String> properties, Path work, long timeoutSeconds, Path hostfile) {
        List<String> args = new ArrayList<>(List.of("--tests", String.join(",", tests)));
        args.addAll(suiteArgs);
        return new Job(device, label, np, args, properties, work, timeoutSeconds, hostfile);
    }
}
