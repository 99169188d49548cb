package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.error.ErrorClass;

import java.util.Arrays;

/**
 * An MPI datatype over one Java element type. Its map lists, for one item, the buffer offsets (in
 * elements, from the position the call names) of the elements it holds; lower and upper bounds give
 * its extent, the stride between consecutive items. Basic types are one element; pair types and {@link #Contiguous} types are
 * consecutive elements; {@link #Vector}, {@link #Indexed} and {@link #Struct} may leave gaps.
 * Derived types must be committed before use.
 */
public class Datatype {
    private final String name;
    private final BaseType base;
    private final boolean marker;
    private final int[] map;
    /** The map's smallest and largest offsets (0 and -1 for an empty map), for {@link #spanStart}/{@link #spanEnd}. */
    private final int mapMin, mapMax;
    private final int lb;
    private final int ub;
    private final boolean predefined;
    /** An item is its elements back to back: buffers are used as they are, without packing. */
    private final boolean contiguous;
    private boolean committed;

    private Datatype(String name, BaseType base, boolean marker, int[] map, int lb, int ub, boolean predefined) {
        this.name = name;
        this.base = base;
        this.marker = marker;
        this.map = map;
        // a loop, not a stream (whose reduction spins a lambda): MPI's class initialisation makes the predefined types
        int min = map.length == 0 ? 0 : map[0], max = map.length == 0 ? -1 : map[0];
        for (int v : map) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        this.mapMin = min;
        this.mapMax = max;
        this.lb = lb;
        this.ub = ub;
        this.predefined = predefined;
        this.committed = predefined;
        boolean c = lb == 0 && ub == map.length;
        for (int i = 0; c && i < map.length; i++) c = map[i] == i;
        this.contiguous = c;
    }

    /** A predefined type of {@code elements} consecutive elements (1 for basic types, 2 for pairs). */
    static Datatype predefined(String name, BaseType base, int elements) {
        int[] m = new int[elements];
        Arrays.setAll(m, i -> i);
        return new Datatype(name, base, false, m, 0, elements, true);
    }

    /** MPI.LB or MPI.UB: no data, only a bound inside a Struct. */
    static Datatype marker(String name) {
        return new Datatype(name, BaseType.BYTE, true, new int[0], 0, 0, true);
    }

    BaseType base() {
        return base;
    }

    boolean isMarker() {
        return marker;
    }

    boolean isCommitted() {
        return committed;
    }

    /** True if an item is its elements back to back, so buffers can be used as they are. */
    boolean isContiguous() {
        return contiguous;
    }

    /** The contiguous type with as many elements per item (what packed data is described by). */
    Datatype packedForm() {
        return isContiguous() ? this : predefined("packed " + name, base, map.length);
    }

    // ---------------------------------------------------------------- constructors of derived types

    public static Datatype Contiguous(int count, Datatype oldtype) throws MPIException {
        old("Datatype.Contiguous", oldtype, count);
        return repeat("Contiguous(" + count + ", " + oldtype.name + ")", oldtype, count, 1, oldtype.extent());
    }

    /** {@code count} blocks of {@code blocklength} items, block starts {@code stride} items apart. */
    public static Datatype Vector(int count, int blocklength, int stride, Datatype oldtype) throws MPIException {
        old("Datatype.Vector", oldtype, count);
        if (blocklength < 0) throw MPIException.of(ErrorClass.ARG, "Datatype.Vector: blocklength=" + blocklength + " is negative");
        return repeat("Vector(" + count + ", " + blocklength + ", " + stride + ", " + oldtype.name + ")", oldtype, count, blocklength,
                Math.multiplyExact(stride, oldtype.extent()));
    }

    /** As Vector, with the stride in buffer elements rather than items. */
    public static Datatype Hvector(int count, int blocklength, int stride, Datatype oldtype) throws MPIException {
        old("Datatype.Hvector", oldtype, count);
        if (blocklength < 0) throw MPIException.of(ErrorClass.ARG, "Datatype.Hvector: blocklength=" + blocklength + " is negative");
        return repeat("Hvector(" + count + ", " + blocklength + ", " + stride + ", " + oldtype.name + ")", oldtype, count, blocklength,
                stride);
    }

    /** Blocks of {@code blocklengths[i]} items at {@code displacements[i]} items. */
    public static Datatype Indexed(int[] blocklengths, int[] displacements, Datatype oldtype) throws MPIException {
        return indexed("Datatype.Indexed", blocklengths, displacements, oldtype, true);
    }

    /** As Indexed, with displacements in buffer elements. */
    public static Datatype Hindexed(int[] blocklengths, int[] displacements, Datatype oldtype) throws MPIException {
        return indexed("Datatype.Hindexed", blocklengths, displacements, oldtype, false);
    }

    /**
     * Blocks of {@code blocklengths[i]} items of {@code types[i]} at {@code displacements[i]} buffer
     * elements. All types must have the same element type (a Java buffer is one array); MPI.LB and
     * MPI.UB set the bounds explicitly.
     */
    public static Datatype Struct(int[] blocklengths, int[] displacements, Datatype[] types) throws MPIException {
        String call = "Datatype.Struct";
        if (blocklengths == null || displacements == null || types == null || blocklengths.length != displacements.length
                || types.length != blocklengths.length) {
            throw MPIException.of(ErrorClass.ARG, call + ": blocklengths, displacements and types need the same length");
        }
        BaseType base = null;
        IntList m = new IntList();
        Integer lb = null;
        Integer ub = null;
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int i = 0; i < types.length; i++) {
            Datatype t = types[i];
            if (t == null) throw MPIException.of(ErrorClass.TYPE, call + ": types[" + i + "] is null");
            if (t == MPI.LB) {
                lb = lb == null ? displacements[i] : Math.min(lb, displacements[i]);
                continue;
            }
            if (t == MPI.UB) {
                ub = ub == null ? displacements[i] : Math.max(ub, displacements[i]);
                continue;
            }
            if (base != null && t.base != base) {
                throw MPIException.of(ErrorClass.TYPE, call + ": types[" + i + "] is " + t.base + ", earlier types are " + base
                        + " (a Java buffer holds one element type)");
            }
            base = t.base;
            for (int b = 0; b < blocklengths[i]; b++) {
                int at = displacements[i] + b * t.extent();
                for (int e : t.map) m.add(at + e);
                lo = Math.min(lo, at + t.lb);
                hi = Math.max(hi, at + t.ub);
            }
        }
        if (base == null) base = BaseType.BYTE;
        if (lo == Integer.MAX_VALUE) lo = hi = 0;
        int l = lb != null ? lb : lo;
        int u = ub != null ? ub : hi;
        return new Datatype("Struct", base, false, m.toArray(), l, u, false);
    }

    private static void old(String call, Datatype oldtype, int count) throws MPIException {
        if (oldtype == null) throw MPIException.of(ErrorClass.TYPE, call + ": oldtype is null");
        if (oldtype.marker) throw MPIException.of(ErrorClass.TYPE, call + ": " + oldtype + " cannot be repeated");
        if (count < 0) throw MPIException.of(ErrorClass.COUNT, call + ": count=" + count + " is negative");
    }

    /** {@code count} blocks of {@code block} consecutive items of {@code old}, block starts {@code stride} elements apart. */
    private static Datatype repeat(String name, Datatype old, int count, int block, int stride) {
        int[] lengths = new int[count];
        int[] starts = new int[count];
        for (int i = 0; i < count; i++) {
            lengths[i] = block;
            starts[i] = i * stride;
        }
        return blocks(name, old, lengths, starts);
    }

    private static Datatype indexed(String call, int[] lengths, int[] displs, Datatype old, boolean inItems) throws MPIException {
        old(call, old, 0);
        if (lengths == null || displs == null || lengths.length != displs.length) {
            throw MPIException.of(ErrorClass.ARG, call + ": blocklengths and displacements need the same length");
        }
        int[] starts = new int[displs.length];
        for (int i = 0; i < lengths.length; i++) {
            if (lengths[i] < 0) throw MPIException.of(ErrorClass.ARG, call + ": blocklengths[" + i + "]=" + lengths[i] + " is negative");
            starts[i] = inItems ? Math.multiplyExact(displs[i], old.extent()) : displs[i];
        }
        return blocks(call.substring("Datatype.".length()) + "(...)", old, lengths, starts);
    }

    /** Blocks of {@code lengths[i]} consecutive items of {@code old} starting at buffer element {@code starts[i]}. */
    private static Datatype blocks(String name, Datatype old, int[] lengths, int[] starts) {
        IntList m = new IntList();
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int i = 0; i < lengths.length; i++) {
            for (int b = 0; b < lengths[i]; b++) {
                int at = starts[i] + b * old.extent();
                for (int e : old.map) m.add(at + e);
                lo = Math.min(lo, at + old.lb);
                hi = Math.max(hi, at + old.ub);
            }
        }
        if (lo == Integer.MAX_VALUE) lo = hi = 0;
        return new Datatype(name, old.base, false, m.toArray(), lo, hi, false);
    }

    private int extent() {
        return ub - lb;
    }

    // ---------------------------------------------------------------- packing

    /** Buffer offset, relative to the buffer position of the call, of element {@code e} of item {@code item}. */
    int elementOffset(int item, int e) {
        return item * extent() + map[e];
    }

    /**
     * The first buffer element {@code count} items touch, relative to the buffer offset (negative where
     * the map reaches below it); with {@link #spanEnd}, computed on every call's argument check without
     * allocating.
     */
    long spanStart(int count) {
        if (count == 0 || map.length == 0) return 0;
        return Math.min(mapMin, (long) (count - 1) * extent() + mapMin);
    }

    /** One past the last buffer element {@code count} items touch, relative to the buffer offset. */
    long spanEnd(int count) {
        if (count == 0 || map.length == 0) return 0;
        return Math.max(mapMax, (long) (count - 1) * extent() + mapMax) + 1;
    }

    /** Copies {@code count} items at {@code offset} of {@code buf} into consecutive elements of {@code packed}. */
    void pack(Object buf, int offset, int count, Object packed) {
        int k = 0;
        for (int i = 0; i < count; i++) for (int e = 0; e < map.length; e++) {
            System.arraycopy(buf, offset + elementOffset(i, e), packed, k++, 1);
        }
    }

    /** The reverse of {@link #pack}. */
    void unpack(Object packed, Object buf, int offset, int count) {
        int k = 0;
        for (int i = 0; i < count; i++) for (int e = 0; e < map.length; e++) {
            System.arraycopy(packed, k++, buf, offset + elementOffset(i, e), 1);
        }
    }

    // ---------------------------------------------------------------- queries

    /** Extent in buffer elements (Ub - Lb): the distance between consecutive items. */
    public int Extent() throws MPIException {
        return extent();
    }

    /** Number of buffer elements one item holds. */
    public int Size() throws MPIException {
        return map.length;
    }

    public int Lb() throws MPIException {
        return lb;
    }

    public int Ub() throws MPIException {
        return ub;
    }

    /** Makes a derived type usable in communication; predefined types are always committed. */
    public void Commit() throws MPIException {
        committed = true;
    }

    /** Frees a derived type; using it afterwards is an error. Predefined types cannot be freed. */
    public void Free() throws MPIException {
        if (predefined) throw MPIException.of(ErrorClass.TYPE, "Datatype.Free: " + this + " is a predefined datatype");
        committed = false;
    }

    /** MPJ Express's name for {@link #Free}. */
    public void free() throws MPIException {
        Free();
    }

    @Override
    public String toString() {
        return predefined && !name.startsWith("packed") ? "MPI." + name : name;
    }

    /** A growable int array, to build maps without boxing. */
    private static final class IntList {
        private int[] a = new int[8];
        private int n;

        void add(int v) {
            if (n == a.length) a = Arrays.copyOf(a, n * 2);
            a[n++] = v;
        }

        int[] toArray() {
            return Arrays.copyOf(a, n);
        }
    }
}
