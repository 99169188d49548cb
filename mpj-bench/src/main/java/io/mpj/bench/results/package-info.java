/**
 * What a run produces and keeps: the suite's CSV rows, rounds and their combination, the JSON sidecar
 * (machine, versions, failures).
 */
package io.mpj.bench.results;
