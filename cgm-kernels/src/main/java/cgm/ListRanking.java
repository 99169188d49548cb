package cgm;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * CGM list ranking by independent-set removal, after Guérin Lassous and Gustedt ("Portable list
 * ranking: an experimental study"): each round splices out an independent set of items (an item
 * whose coin shows heads while its successor's shows tails), about a quarter of the list, until at
 * most n / p items are left; rank 0 ranks those sequentially; then the rounds are undone in reverse,
 * each removed item taking its successor's rank plus its distance to it. O(log p) rounds, each a
 * constant number of all-to-all supersteps; the coins are hashes, so every rank knows every coin.
 */
final class ListRanking {
    private static final int MAX_ROUNDS = 200;
    private static final long SET_SUCC = 0, SET_PRED = 1;

    private ListRanking() {}

    /**
     * The distance from each of this rank's items to the end of the list: {@code succ[i]} is the
     * successor of item {@code block.lo(rank) + i} (-1 at the tail), {@code dist[i]} the distance to it.
     */
    static long[] rank(Intracomm comm, Block block, long[] succIn, long[] dist, long seed) throws MPIException {
        int p = comm.Size(), me = comm.Rank(), m = block.size(me);
        long lo = block.lo(me);
        long[] succ = succIn.clone(), w = dist.clone(), pred = new long[m];
        Arrays.fill(pred, -1);
        Exchange.Outbox preds = new Exchange.Outbox(p);
        for (int i = 0; i < m; i++) if (succ[i] >= 0) preds.add(block.owner(succ[i]), succ[i], lo + i);
        long[] got = Exchange.allToAll(comm, preds);
        for (int k = 0; k < got.length; k += 2) pred[(int) (got[k] - lo)] = got[k + 1];

        // remove independent sets until the rest fits on one rank
        int[] removedIn = new int[m];
        Arrays.fill(removedIn, -1);
        long[] removedSucc = new long[m], removedDist = new long[m];
        long target = Math.max(2, (block.n() + p - 1) / p);
        long alive = block.n();
        int rounds = 0;
        while (alive > target && rounds < MAX_ROUNDS) {
            Exchange.Outbox splice = new Exchange.Outbox(p);
            long left = 0;
            for (int i = 0; i < m; i++) {
                if (removedIn[i] >= 0) continue;
                long x = lo + i;
                if (pred[i] >= 0 && succ[i] >= 0 && heads(seed, rounds, x) && !heads(seed, rounds, succ[i])) {
                    removedIn[i] = rounds;
                    removedSucc[i] = succ[i];
                    removedDist[i] = w[i];
                    splice.add(block.owner(pred[i]), SET_SUCC, pred[i], succ[i], w[i]);
                    splice.add(block.owner(succ[i]), SET_PRED, succ[i], pred[i], 0);
                } else {
                    left++;
                }
            }
            long[] updates = Exchange.allToAll(comm, splice);
            for (int k = 0; k < updates.length; k += 4) {
                int t = (int) (updates[k + 1] - lo);
                if (updates[k] == SET_SUCC) {
                    succ[t] = updates[k + 2];
                    w[t] += updates[k + 3];
                } else {
                    pred[t] = updates[k + 2];
                }
            }
            long[] sum = {left};
            comm.Allreduce(sum, 0, sum, 0, 1, MPI.LONG, MPI.SUM);
            alive = sum[0];
            rounds++;
        }

        long[] ranks = new long[m];
        rankTheRestOnRankZero(comm, block, removedIn, succ, w, ranks);

        // undo the rounds: a removed item is its successor's rank plus its distance to it
        for (int r = rounds - 1; r >= 0; r--) {
            Exchange.Outbox ask = new Exchange.Outbox(p);
            for (int i = 0; i < m; i++) if (removedIn[i] == r) ask.add(block.owner(removedSucc[i]), removedSucc[i], lo + i);
            long[] asked = Exchange.allToAll(comm, ask);
            Exchange.Outbox answer = new Exchange.Outbox(p);
            for (int k = 0; k < asked.length; k += 2) {
                answer.add(block.owner(asked[k + 1]), asked[k + 1], ranks[(int) (asked[k] - lo)]);
            }
            long[] answers = Exchange.allToAll(comm, answer);
            for (int k = 0; k < answers.length; k += 2) {
                int i = (int) (answers[k] - lo);
                ranks[i] = removedDist[i] + answers[k + 1];
            }
        }
        return ranks;
    }

    /** Gathers the items still in the list on rank 0, ranks them by walking the list, and scatters the ranks back. */
    private static void rankTheRestOnRankZero(Intracomm comm, Block block, int[] removedIn, long[] succ, long[] w, long[] ranks)
            throws MPIException {
        int p = comm.Size(), me = comm.Rank();
        long lo = block.lo(me);
        Exchange.Outbox rest = new Exchange.Outbox(p);
        for (int i = 0; i < removedIn.length; i++) if (removedIn[i] < 0) rest.add(0, lo + i, succ[i], w[i]);
        long[] all = Exchange.allToAll(comm, rest); // only rank 0 receives
        Exchange.Outbox back = new Exchange.Outbox(p);
        if (me == 0 && all.length > 0) {
            Map<Long, Integer> at = new HashMap<>();
            for (int k = 0; k < all.length; k += 3) at.put(all[k], k);
            long head = -1;
            Set<Long> successors = new HashSet<>();
            for (int k = 0; k < all.length; k += 3) successors.add(all[k + 1]);
            for (int k = 0; k < all.length; k += 3) if (!successors.contains(all[k])) head = all[k];
            int count = all.length / 3;
            long[] walk = new long[count];
            int len = 0;
            for (long x = head; x >= 0; x = all[at.get(x) + 1]) walk[len++] = x;
            if (len != count) throw new IllegalStateException("the list is not one chain: walked " + len + " of " + count + " items");
            long r = 0;
            long[] rankOf = new long[count];
            for (int k = len - 1; k >= 0; k--) {
                int a = at.get(walk[k]);
                if (all[a + 1] >= 0) r += all[a + 2];
                rankOf[a / 3] = r;
            }
            for (int k = 0; k < all.length; k += 3) back.add(block.owner(all[k]), all[k], rankOf[k / 3]);
        }
        long[] mine = Exchange.allToAll(comm, back);
        for (int k = 0; k < mine.length; k += 2) ranks[(int) (mine[k] - lo)] = mine[k + 1];
    }

    /** Item {@code x}'s coin in round {@code round}: the same on every rank, without a message. */
    private static boolean heads(long seed, int round, long x) {
        return (Inputs.mix(seed ^ Inputs.mix(x) ^ ((long) round << 40)) & 1) == 1;
    }
}
