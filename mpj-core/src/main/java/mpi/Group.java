package mpi;

import java.util.Arrays;

/** An ordered set of processes, named by their ranks in MPI.COMM_WORLD. */
public class Group {
    private final int[] members;
    private final int rank;

    Group(int[] members, int rank) {
        this.members = members.clone();
        this.rank = rank;
    }

    public int Size() throws MPIException {
        return members.length;
    }

    /** This process's rank in the group, or {@link MPI#UNDEFINED} if it is not a member. */
    public int Rank() throws MPIException {
        return rank;
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
}
