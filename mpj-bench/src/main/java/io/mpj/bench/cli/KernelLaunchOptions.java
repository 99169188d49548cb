package io.mpj.bench.cli;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** How {@code cgm} and {@code jgf} launch their kernels: where, how many rounds, and for how long at most. */
final class KernelLaunchOptions {
    @Option(names = "--hostfile", description = "run across the hosts of this file (Open MPI's format)")
    Path hostfile;
    @Option(names = "--rounds", description = "run every launch this many times, round after round; tables give the median [min-max] (default: ${DEFAULT-VALUE})")
    int rounds = 1;
    @Option(names = "--timeout", description = "seconds per launch (default: ${DEFAULT-VALUE})")
    long timeout = 1800;
    @Option(names = "--init-warmup", paramLabel = "ROUNDS", description = "also run each of ours' devices with MPJ_WARMUP=ROUNDS "
            + "(MPI.Init warms the library's collectives), labelled DEVICE+warmup (default: ${DEFAULT-VALUE}: not)")
    int initWarmup;
    @Option(names = "--aot-cache", description = "also run each of ours' devices from an ahead-of-time cache of each case (mpjrun "
            + "--aot-cache, JDK 25 or later), labelled DEVICE+aot; an untimed launch first trains it")
    boolean aotCache;
}
