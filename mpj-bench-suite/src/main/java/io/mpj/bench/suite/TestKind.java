package io.mpj.bench.suite;

import java.util.Arrays;

/**
 * The tests of the suite (docs/methodology.md). {@code bytes} is the whole message for PingPong,
 * RightShift, Bcast, Reduce, Allreduce, Scan, Reduce-null and Random2Sets, and the block each
 * process sends or receives for Scatter, Gather, Allgather, Alltoall and Reduce_scatter. Typed tests
 * (SUM or a no-op on doubles) round the size up to whole doubles. Every rank allocates full-size
 * buffers, root or not (MPJ Express 0.44 needs them).
 */
enum TestKind {
    PINGPONG("PingPong", false), RIGHTSHIFT("RightShift", false), BARRIER("Barrier", false),
    BCAST("Bcast", false), SCATTER("Scatter", false), GATHER("Gather", false), ALLGATHER("Allgather", false),
    ALLTOALL("Alltoall", false), REDUCE("Reduce", true), ALLREDUCE("Allreduce", true),
    REDUCE_SCATTER("Reduce_scatter", true), SCAN("Scan", true), REDUCE_NULL("Reduce-null", true),
    RANDOM2SETS("Random2Sets", false);

    final String label;
    final boolean typed;

    TestKind(String label, boolean typed) {
        this.label = label;
        this.typed = typed;
    }

    /** The collective primitive this test times, as mpj names it (null for point-to-point tests). */
    String primitive() {
        return switch (this) {
            case PINGPONG, RIGHTSHIFT, RANDOM2SETS -> null;
            case REDUCE_NULL -> "reduce";
            default -> label.toLowerCase(java.util.Locale.ROOT);
        };
    }

    static TestKind of(String label) {
        for (TestKind t : values()) if (t.label.equalsIgnoreCase(label)) return t;
        throw new IllegalArgumentException("unknown test '" + label + "'; tests: " + Arrays.toString(labels()));
    }

    static String[] labels() {
        return Arrays.stream(values()).map(t -> t.label).toArray(String[]::new);
    }

    /** The size actually transferred for a requested size: whole doubles for typed tests. */
    int effectiveBytes(int requested) {
        if (this == BARRIER) return 0;
        return typed ? (requested + 7) / 8 * 8 : requested;
    }
}
