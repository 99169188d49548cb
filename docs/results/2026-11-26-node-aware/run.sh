#!/usr/bin/env bash
# The commands behind this folder, as root from the project root of a built checkout
# (mvn -B -q install -DskipTests); about 40 minutes. Tables: python3 $D/analyse.py $D/*.csv
set -euo pipefail
D=docs/results/2026-11-26-node-aware
V='bcast=binomial/linear/scatter_allgather/chain/hierarchical/table;reduce=binomial/linear/rabenseifner/hierarchical/table;allreduce=recursive_doubling/reduce_bcast/ring/hierarchical/table;allgather=recursive_doubling/ring/bruck/gather_bcast/hierarchical/table'
run() {   # $1: nodes, $2: output file, $3: mpjrun's --map-by; 2 ranks per host, every algorithm interleaved call by call
  local H=$(bin/mpj-cluster up --nodes $1 --slots 2 --rate 1gbit | tail -1)
  bin/mpjrun -np $(( $1 * 2 )) --hostfile "$H" --map-by $3 -cp mpj-bench-suite/target/mpj-bench-suite.jar io.mpj.bench.suite.BenchMain \
    --library ours --device shm --tests Bcast,Reduce,Allreduce,Allgather --sizes 8,64K,256K,1M,4M \
    --reps 40 --warmup 10 --jit-warmup 500 --variants "$V" --out $D/$2.csv --samples $D/$2-samples.csv
  gzip -9f $D/$2-samples.csv
  bin/mpj-cluster down
}
# Before (commit f2e01bc: the hierarchical Bcast's two phases one after the other; no node-aware rules)
run 4 4x2-1 slot; run 4 4x2-2 slot; run 8 8x2-1 slot   # ranks 2i and 2i+1 on host i (the default)
run 4 4x2-by-node node                                   # ranks dealt round-robin: rank i on host i mod 4
# After (this commit: the pipelined hierarchical Bcast; `table` = the library's own choice, now the node-aware rules)
run 4 4x2-after slot; run 4 4x2-by-node-after node
# and p = 16 at commit 789b0e6 (the p = 16 built-in network rules from ../2026-11-26-predict-16 too)
run 8 8x2-after slot
