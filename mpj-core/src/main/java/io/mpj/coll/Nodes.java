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

    /** The leader of every node, by node: its first rank, but {@code root} on the root's node ({@code root} -1: none). */
    public int[] leaders(int root) {
        int[] l = new int[members.length];
        for (int n = 0; n < l.length; n++) l[n] = members[n][0];
        if (root >= 0) l[node[root]] = root;
        return l;
    }

    /** The ranks of node {@code n} with {@code leader} first, the others in rank order. */
    public int[] withLeaderFirst(int n, int leader) {
        int[] m = members[n];
        int[] out = new int[m.length];
        out[0] = leader;
        int k = 1;
        for (int r : m) if (r != leader) out[k++] = r;
        return out;
    }
}
