package io.mpj.coll.select;

import io.mpj.coll.Algorithms.Algorithm;
import io.mpj.coll.Parameters;
import io.mpj.coll.Primitive;
import io.mpj.coll.algo.BinomialBarrier;
import io.mpj.coll.algo.BinomialBcast;
import io.mpj.coll.algo.BinomialGather;
import io.mpj.coll.algo.BinomialReduce;
import io.mpj.coll.algo.BinomialScatter;
import io.mpj.coll.algo.BruckAllgather;
import io.mpj.coll.algo.BruckAlltoall;
import io.mpj.coll.algo.ChainBcast;
import io.mpj.coll.algo.DisseminationBarrier;
import io.mpj.coll.algo.GatherBcastAllgather;
import io.mpj.coll.algo.HierarchicalAllgather;
import io.mpj.coll.algo.HierarchicalAllreduce;
import io.mpj.coll.algo.HierarchicalBarrier;
import io.mpj.coll.algo.HierarchicalBcast;
import io.mpj.coll.algo.HierarchicalReduce;
import io.mpj.coll.algo.LinearAlltoall;
import io.mpj.coll.algo.LinearBarrier;
import io.mpj.coll.algo.LinearBcast;
import io.mpj.coll.algo.LinearGather;
import io.mpj.coll.algo.LinearReduce;
import io.mpj.coll.algo.LinearScan;
import io.mpj.coll.algo.LinearScatter;
import io.mpj.coll.algo.PairwiseAlltoall;
import io.mpj.coll.algo.RabenseifnerReduce;
import io.mpj.coll.algo.RecursiveDoublingAllgather;
import io.mpj.coll.algo.RecursiveDoublingAllreduce;
import io.mpj.coll.algo.RecursiveDoublingScan;
import io.mpj.coll.algo.RecursiveHalvingReduceScatter;
import io.mpj.coll.algo.ReduceBcastAllreduce;
import io.mpj.coll.algo.ReduceScattervReduceScatter;
import io.mpj.coll.algo.RingAllgather;
import io.mpj.coll.algo.RingAllreduce;
import io.mpj.coll.algo.RingReduceScatter;
import io.mpj.coll.algo.ScatterAllgatherBcast;
import io.mpj.coll.algo.SharedMemoryAllreduce;
import io.mpj.coll.algo.SharedMemoryBarrier;
import io.mpj.coll.algo.SharedMemoryBcast;
import io.mpj.coll.algo.SharedMemoryReduce;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Every algorithm of every primitive, by name; the first of each primitive is its fallback. */
public final class Catalogue {
    private static final Map<Primitive, Map<String, Algorithm>> ALL = new EnumMap<>(Primitive.class);

    static {
        add(Primitive.BARRIER, new DisseminationBarrier(), new BinomialBarrier(), new LinearBarrier(), new HierarchicalBarrier(),
                new SharedMemoryBarrier(new DisseminationBarrier()));
        add(Primitive.BCAST, new BinomialBcast(), new LinearBcast(), new ScatterAllgatherBcast(), new ChainBcast(),
                new HierarchicalBcast(Catalogue::acrossHosts), new SharedMemoryBcast(new BinomialBcast()));
        add(Primitive.REDUCE, new BinomialReduce(), new LinearReduce(), new RabenseifnerReduce(),
                new HierarchicalReduce(Catalogue::acrossHosts), new SharedMemoryReduce(new BinomialReduce()));
        add(Primitive.ALLREDUCE, new RecursiveDoublingAllreduce(), new ReduceBcastAllreduce(), new RingAllreduce(),
                new HierarchicalAllreduce(Catalogue::acrossHosts), new SharedMemoryAllreduce(new RecursiveDoublingAllreduce()));
        add(Primitive.GATHER, new BinomialGather(), new LinearGather());
        add(Primitive.SCATTER, new BinomialScatter(), new LinearScatter());
        add(Primitive.ALLGATHER, new RecursiveDoublingAllgather(), new RingAllgather(), new BruckAllgather(),
                new GatherBcastAllgather(), new HierarchicalAllgather());
        add(Primitive.ALLTOALL, new PairwiseAlltoall(), new LinearAlltoall(), new BruckAlltoall());
        add(Primitive.REDUCE_SCATTER, new ReduceScattervReduceScatter(), new RecursiveHalvingReduceScatter(),
                new RingReduceScatter());
        add(Primitive.SCAN, new RecursiveDoublingScan(), new LinearScan());
    }

    private Catalogue() {}

    private static void add(Primitive p, Algorithm... algorithms) {
        Map<String, Algorithm> m = new LinkedHashMap<>();
        for (Algorithm a : algorithms) m.put(a.name(), a);
        ALL.put(p, m);
    }

    /**
     * The leaders' phase of the node-aware algorithms ({@link io.mpj.coll.LeaderChoice}): what a
     * communicator of {@code leaders} ranks across hosts uses without a tuning table (the built-in
     * network rules, else the defaults), never a node-aware algorithm itself.
     */
    static Algorithm acrossHosts(Primitive p, int leaders, long bytes) {
        TuningTable.Rule r = DeviceClass.NETWORK.builtinRules().rule(p, leaders, bytes);
        Algorithm a = r != null ? configure(p, r.algorithm(), r.parameters()) : find(p, Defaults.choose(p, leaders, bytes));
        return a.name().equals("hierarchical") ? find(p, names(p).get(0)) : a;
    }

    /** The algorithm called {@code name}, or null. */
    public static Algorithm find(Primitive p, String name) {
        return ALL.get(p).get(name);
    }

    /** The algorithm called {@code name} with the given settings (see {@link Algorithm#with}). */
    public static Algorithm configure(Primitive p, String name, Parameters params) {
        Algorithm a = find(p, name);
        if (a == null) throw new IllegalArgumentException("unknown algorithm '" + name + "' for " + p.key());
        return params.isNone() ? a : a.with(params);
    }

    public static List<String> names(Primitive p) {
        return List.copyOf(ALL.get(p).keySet());
    }

    /** One line per primitive: its algorithms, for {@code mpjrun --list-algorithms}. */
    public static String describe() {
        StringBuilder sb = new StringBuilder();
        for (Primitive p : Primitive.values()) {
            sb.append(String.format("%-15s %s%n", p.key(), String.join(", ", names(p))));
        }
        return sb.toString();
    }
}
