package io.mpj.runtime;

import io.mpj.config.Config;
import io.mpj.idle.BackoffIdleStrategy;
import io.mpj.idle.IdleStrategy;

/**
 * How every waiting thread of a rank idles: spin for {@code mpj.spin.us}, then yield until
 * {@code mpj.yield.us} have passed since the wait began (at least {@value #YIELDS} times), then block in
 * the devices for at most {@value #BLOCK_NANOS} ns at a time. The defaults, measured on 2 cores at p = 2
 * (docs/results/2026-11-24-idle-binding):
 * <ul>
 * <li>a rank that mpjrun bound to its own cores ({@code mpj.bound.cpus} set): spin
 * {@value #BOUND_SPIN_US} µs, yield to {@value #BOUND_YIELD_US} µs. The yields hand the core to the
 * JIT compiler, which a rank spinning for milliseconds starved early in a run: JGF LUFact and Crypt
 * 15-35% faster, MolDyn 10%, ping-pong and Allreduce no slower;</li>
 * <li>an unbound rank: spin {@value #UNBOUND_SPIN_US} µs and yield no longer. Unbound ranks that stop
 * spinning sooner (50-400 µs, then yielding or blocking) fall in some launches into a regime where
 * every message costs about the spin (ping-pong medians of 80 µs at 50 µs);</li>
 * <li>more ranks than cores: neither (a busy wait would take the core from the rank being waited for).</li>
 * </ul>
 */
public final class IdlePolicy {
    public static final long BOUND_SPIN_US = 50;
    public static final long BOUND_YIELD_US = 2000;
    public static final long UNBOUND_SPIN_US = 2000;
    static final int YIELDS = 16;
    /** Longest a thread blocks before it looks again (another thread may have made progress). */
    static final long BLOCK_NANOS = 1_000_000L;

    private IdlePolicy() {}

    /** The strategies of a rank that shares this machine with {@code localRanks - 1} others. */
    public static IdleStrategy.Factory of(Config config, int localRanks) {
        long spinNanos = spinMicros(config, localRanks) * 1000;
        long yieldNanos = yieldMicros(config, localRanks) * 1000;
        return blocker -> new BackoffIdleStrategy(spinNanos, yieldNanos, YIELDS, BLOCK_NANOS, blocker);
    }

    /** {@code mpj.spin.us}, else the default for {@code localRanks} ranks on this machine's cores. */
    static long spinMicros(Config config, int localRanks) {
        return config.getLong("mpj.spin.us", byPlacement(config, localRanks, BOUND_SPIN_US, UNBOUND_SPIN_US));
    }

    /** {@code mpj.yield.us}, else the default: up to 2 ms when bound, else only the minimum of yields. */
    static long yieldMicros(Config config, int localRanks) {
        return config.getLong("mpj.yield.us", byPlacement(config, localRanks, BOUND_YIELD_US, 0));
    }

    /** 0 with more ranks than cores (no busy wait), else the value for a bound or an unbound rank. */
    private static long byPlacement(Config config, int localRanks, long bound, long unbound) {
        if (localRanks > machineCores(config)) return 0;
        return bound(config) ? bound : unbound;
    }

    /** Whether mpjrun bound this rank to its own cores ({@code --bind-to core}). */
    static boolean bound(Config config) {
        return config.get("mpj.bound.cpus", null) != null;
    }

    /** What {@code mpj.display.devices} shows of the policy. */
    static String describe(Config config, int localRanks) {
        return (bound(config) ? "bound to cpus " + config.get("mpj.bound.cpus") + ", " : "") + "spin " + spinMicros(config, localRanks) + " us, yield to " + yieldMicros(config, localRanks) + " us";
    }


    /**
     * The machine's cores: {@code mpj.machine.cores}, which mpjrun sets because it gives each rank's
     * JVM only its share as processor count; else what this JVM sees.
     */
    static long machineCores(Config config) {
        return config.getLong("mpj.machine.cores", Runtime.getRuntime().availableProcessors());
    }
}
