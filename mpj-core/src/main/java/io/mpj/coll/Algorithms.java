package io.mpj.coll;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.op.Reduction;

/**
 * One interface per primitive; each algorithm of the catalogue implements one of them. Buffers are
 * element regions ({@link Buf}); {@code send} may be the same region as {@code recv} (MPI's in-place
 * pattern), so algorithms never write into {@code send}.
 */
public final class Algorithms {
    private Algorithms() {}

    /** What every algorithm has: the name it is registered and selected by. */
    public interface Algorithm {
        String name();

        /**
         * This algorithm with the settings of a tuning rule (segment size, fan-out); one that takes
         * none refuses any with an IllegalArgumentException saying so.
         */
        default Algorithm with(Parameters p) {
            if (!p.isNone()) throw new IllegalArgumentException("algorithm " + name() + " takes no parameters (got " + p + ")");
            return this;
        }
    }

    public interface Barrier extends Algorithm {
        void barrier(Peers p);
    }

    public interface Bcast extends Algorithm {
        void bcast(Peers p, Buf buf, int root);
    }

    /** {@code recv} matters only at the root. */
    public interface Reduce extends Algorithm {
        void reduce(Peers p, Buf send, Buf recv, Reduction op, int root);
    }

    public interface Allreduce extends Algorithm {
        void allreduce(Peers p, Buf send, Buf recv, Reduction op);
    }

    /** Rank r's {@code send} lands at {@code blocks.of(recv, r)} on the root. */
    public interface Gather extends Algorithm {
        void gather(Peers p, Buf send, Buf recv, Blocks blocks, int root);
    }

    /** {@code blocks.of(send, r)} on the root lands in rank r's {@code recv}. */
    public interface Scatter extends Algorithm {
        void scatter(Peers p, Buf send, Blocks blocks, Buf recv, int root);
    }

    public interface Allgather extends Algorithm {
        void allgather(Peers p, Buf send, Buf recv, Blocks blocks);
    }

    /** Block r of {@code send} goes to rank r; block r of {@code recv} comes from rank r. */
    public interface Alltoall extends Algorithm {
        void alltoall(Peers p, Buf send, Blocks sendBlocks, Buf recv, Blocks recvBlocks);
    }

    /** {@code send} holds every rank's block back to back ({@code counts}); rank r gets block r reduced. */
    public interface ReduceScatter extends Algorithm {
        void reduceScatter(Peers p, Buf send, Buf recv, int[] counts, Reduction op);
    }

    /** Inclusive prefix reduction in rank order. */
    public interface Scan extends Algorithm {
        void scan(Peers p, Buf send, Buf recv, Reduction op);
    }
}
