package io.mpj.coll;

import java.util.ArrayList;
import java.util.List;

/**
 * The hosts the ranks of a communicator run on, for node-aware algorithms: which node each rank is on,
 * the ranks of each node, and a leader per node (its first rank, or the root on the root's node).
 */
public final class Nodes {
    private final int[] node;
    private final int[][] members;
    /** Each node's first rank: the leaders when no root moves one (computed once; callers only read it). */
    private final int[] firstRanks;

    /** {@code node[r]}: the node of rank r, numbered 0, 1, ... in order of first appearance. */
    public Nodes(int[] node) {
        this.node = node.clone();
        int count = 0;
        for (int n : node) count = Math.max(count, n + 1);
        List<List<Integer>> m = new ArrayList<>();
        for (int i = 0; i < count; i++) m.add(new ArrayList<>());
        for (int r = 0; r < node.length; r++) m.get(node[r]).add(r);
        this.members = new int[count][];
        for (int i = 0; i < count; i++) members[i] = m.get(i).stream().mapToInt(Integer::intValue).toArray();
        this.firstRanks = new int[count];
        for (int i = 0; i < count; i++) firstRanks[i] = members[i][0];
    }

    /** Every rank on one node. */
    public static Nodes single(int size) {
        return new Nodes(new int[size]);
    }

    public int count() {
        return members.length;
    }

    public int of(int rank) {
        return node[rank];
    }

    /**
     * The leader of every node, by node: its first rank, but {@code root} on the root's node ({@code root}
     * -1: none). Read only: without a root that moves a leader it is the array this object keeps.
     */
    public int[] leaders(int root) {
        if (root < 0 || firstRanks[node[root]] == root) return firstRanks;
        int[] l = firstRanks.clone();
        l[node[root]] = root;
        return l;
    }

    /** The ranks of node {@code n} with {@code leader} first, the others in rank order (read only, as {@link #leaders}). */
    public int[] withLeaderFirst(int n, int leader) {
        int[] m = members[n];
        if (m[0] == leader) return m;
        int[] out = new int[m.length];
        out[0] = leader;
        int k = 1;
        for (int r : m) if (r != leader) out[k++] = r;
        return out;
    }
}
