package mpi;

import io.mpj.error.ErrorClass;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;

/** An ordered set of processes, named by their ranks in MPI.COMM_WORLD. */
public class Group {
    private final int[] members;
    private final int self;

    /** {@code members} in group rank order; {@code self} is this process's world rank. */
    Group(int[] members, int self) {
        this.members = members.clone();
        this.self = self;
    }

    int[] members() {
        return members;
    }

    public int Size() throws MPIException {
        return members.length;
    }

    /** This process's rank in the group, or {@link MPI#UNDEFINED} if it is not a member. */
    public int Rank() throws MPIException {
        return indexOf(self);
    }

    private int indexOf(int world) {
        for (int i = 0; i < members.length; i++) if (members[i] == world) return i;
        return MPI.UNDEFINED;
    }

    /** The ranks in {@code group2} of the processes with {@code ranks1} in {@code group1} (UNDEFINED if absent). */
    public static int[] Translate_ranks(Group group1, int[] ranks1, Group group2) throws MPIException {
        int[] out = new int[ranks1.length];
        for (int i = 0; i < ranks1.length; i++) {
            int r = ranks1[i];
            if (r == MPI.PROC_NULL) {
                out[i] = MPI.PROC_NULL;
                continue;
            }
            group1.checkRank("Group.Translate_ranks", "ranks1[" + i + "]", r);
            out[i] = group2.indexOf(group1.members[r]);
        }
        return out;
    }

    /** IDENT (0) for the same members in the same order, SIMILAR (1) in another order, else UNEQUAL (2). */
    public static int Compare(Group group1, Group group2) throws MPIException {
        return compare(group1.members, group2.members);
    }

    static int compare(int[] a, int[] b) {
        if (Arrays.equals(a, b)) return MPI.IDENT;
        if (a.length != b.length) return MPI.UNEQUAL;
        int[] x = a.clone();
        int[] y = b.clone();
        Arrays.sort(x);
        Arrays.sort(y);
        return Arrays.equals(x, y) ? MPI.SIMILAR : MPI.UNEQUAL;
    }

    /** The members of group1, then those of group2 not in group1. */
    public static Group Union(Group group1, Group group2) throws MPIException {
        Set<Integer> s = new LinkedHashSet<>();
        for (int m : group1.members) s.add(m);
        for (int m : group2.members) s.add(m);
        return group1.with(s.stream().mapToInt(Integer::intValue).toArray());
    }

    /** The members of group1 that are also in group2, in group1's order. */
    public static Group Intersection(Group group1, Group group2) throws MPIException {
        return group1.with(Arrays.stream(group1.members).filter(m -> group2.indexOf(m) != MPI.UNDEFINED).toArray());
    }

    /** The members of group1 that are not in group2, in group1's order. */
    public static Group Difference(Group group1, Group group2) throws MPIException {
        return group1.with(Arrays.stream(group1.members).filter(m -> group2.indexOf(m) == MPI.UNDEFINED).toArray());
    }

    /** The members with the given ranks, in that order. */
    public Group Incl(int[] ranks) throws MPIException {
        return with(select("Group.Incl", ranks));
    }

    /** All members but those with the given ranks. */
    public Group Excl(int[] ranks) throws MPIException {
        int[] drop = select("Group.Excl", ranks);
        return with(Arrays.stream(members).filter(m -> Arrays.stream(drop).noneMatch(d -> d == m)).toArray());
    }

    /** The members of ranges {first, last, stride}, in order. */
    public Group Range_incl(int[][] ranges) throws MPIException {
        return Incl(expand("Group.Range_incl", ranges));
    }

    public Group Range_excl(int[][] ranges) throws MPIException {
        return Excl(expand("Group.Range_excl", ranges));
    }

    /** Groups hold no resources; freeing is a no-op. */
    public void Free() throws MPIException {
        // nothing to release
    }

    /** MPJ Express's name for {@link #Free}. */
    public void free() throws MPIException {
        Free();
    }

    private Group with(int[] m) {
        return new Group(m, self);
    }

    private void checkRank(String call, String arg, int r) throws MPIException {
        if (r < 0 || r >= members.length) {
            throw MPIException.of(ErrorClass.RANK, call + ": " + arg + "=" + r + " is not a rank of the group (size " + members.length + ")");
        }
    }

    /** World ranks of the given group ranks; invalid or repeated ranks are errors. */
    private int[] select(String call, int[] ranks) throws MPIException {
        if (ranks == null) throw MPIException.of(ErrorClass.ARG, call + ": ranks is null");
        int[] out = new int[ranks.length];
        boolean[] seen = new boolean[members.length];
        for (int i = 0; i < ranks.length; i++) {
            checkRank(call, "ranks[" + i + "]", ranks[i]);
            if (seen[ranks[i]]) throw MPIException.of(ErrorClass.RANK, call + ": rank " + ranks[i] + " appears twice");
            seen[ranks[i]] = true;
            out[i] = members[ranks[i]];
        }
        return out;
    }

    private int[] expand(String call, int[][] ranges) throws MPIException {
        if (ranges == null) throw MPIException.of(ErrorClass.ARG, call + ": ranges is null");
        java.util.List<Integer> out = new java.util.ArrayList<>();
        for (int i = 0; i < ranges.length; i++) {
            int[] t = ranges[i];
            if (t == null || t.length < 3 || t[2] == 0) {
                throw MPIException.of(ErrorClass.ARG, call + ": ranges[" + i + "] must be {first, last, stride} with stride != 0");
            }
            for (int r = t[0]; t[2] > 0 ? r <= t[1] : r >= t[1]; r += t[2]) out.add(r);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
