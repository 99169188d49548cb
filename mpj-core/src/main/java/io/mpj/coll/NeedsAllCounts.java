package io.mpj.coll;

/**
 * Marks a gather or scatter algorithm that needs every rank's block size on every rank; for
 * Gatherv and Scatterv, where only the root knows them, the root broadcasts them first, within the same call.
 */
public interface NeedsAllCounts {
}
