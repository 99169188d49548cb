package io.mpj.coll;

import java.util.Locale;

/** The collective operations that have a choice of algorithm; v-variants share their primitive's. */
public enum Primitive {
    BARRIER, BCAST, REDUCE, ALLREDUCE, GATHER, SCATTER, ALLGATHER, ALLTOALL, REDUCE_SCATTER, SCAN;

    /** The name in properties ({@code mpj.coll.<key>}) and tuning tables. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Primitive ofKey(String key) {
        for (Primitive p : values()) if (p.key().equals(key)) return p;
        return null;
    }
}
