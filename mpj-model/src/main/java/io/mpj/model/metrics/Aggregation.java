package io.mpj.model.metrics;

/**
 * f(n, p): the bytes a primitive moves in total for message length n (docs/methodology.md), the basis of the
 * aggregated metrics. PingPong is seed 000's Send. Beyond the seed's table: Barrier moves p - 1
 * (what makes its published pi0 come out), RightShift p n (every rank sends n) and Random2Sets
 * p n (every even rank's message and its answer).
 */
public final class Aggregation {
    private Aggregation() {
    }

    public static double f(String primitive, double n, int p) {
        return switch (primitive) {
            case "PingPong", "Send" -> n;
            case "Barrier" -> p - 1;
            case "Bcast", "Reduce", "Reduce-null", "Scan", "Alltoall" -> (p - 1) * n;
            case "Scatter", "Gather" -> (p - 1) * n / p;
            case "Allreduce" -> 2.0 * (p - 1) * n;
            case "Allgather", "Reduce_scatter" -> ((double) p * p - 1) * n / p;
            case "RightShift", "Random2Sets" -> p * n;
            default -> throw new IllegalArgumentException("no aggregation for primitive '" + primitive + "'");
        };
    }
}
