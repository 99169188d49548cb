package io.mpj.runtime;

import io.mpj.config.Config;
import io.mpj.idle.BackoffIdleStrategy;
import io.mpj.idle.IdleStrategy;

/**
 * How every waiting thread of a rank idles: spin for {@code mpj.spin.us} (default
 * {@value #DEFAULT_SPIN_US} µs when this machine has a core per local rank, else 0: spinning would take
 * the core from the rank being waited for), yield {@value #YIELDS} times, then block in the devices for
 * at most {@value #BLOCK_NANOS} ns at a time. Measured on 2 cores (mpj-bench, min method, Bcast/Reduce
 * at p = 2): with 200 or 400 µs of spin, runs fell into a regime where ranks blocked on every call and
 * the median call took 400-660 µs; from 1000 µs on, medians stayed at 7-10 µs, and JGF LUFact A was
 * 10% faster.
 */
public final class IdlePolicy {
    public static final long DEFAULT_SPIN_US = 2000;
    static final int YIELDS = 16;
    /** Longest a thread blocks before it looks again (another thread may have made progress). */
    static final long BLOCK_NANOS = 1_000_000L;

    private IdlePolicy() {}

    /** The strategies of a rank that shares this machine with {@code localRanks - 1} others. */
    public static IdleStrategy.Factory of(Config config, int localRanks) {
        long spinNanos = spinMicros(config, localRanks) * 1000;
        return blocker -> new BackoffIdleStrategy(spinNanos, YIELDS, BLOCK_NANOS, blocker);
    }

    /** {@code mpj.spin.us}, else the default for {@code localRanks} ranks on this machine's cores. */
    static long spinMicros(Config config, int localRanks) {
        long defaultSpin = localRanks > machineCores(config) ? 0 : DEFAULT_SPIN_US;
        return config.getLong("mpj.spin.us", defaultSpin);
    }

    /**
     * The machine's cores: {@code mpj.machine.cores}, which mpjrun sets because it gives each rank's
     * JVM only its share as processor count; else what this JVM sees.
     */
    static long machineCores(Config config) {
        return config.getLong("mpj.machine.cores", Runtime.getRuntime().availableProcessors());
    }
}
