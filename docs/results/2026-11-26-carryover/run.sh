#!/usr/bin/env bash
# The commands behind this folder, as root from the project root of a built checkout of this commit
# (mvn -B -q install -DskipTests); BEFORE: a built checkout of c810953 (the rotated order).
# Bounded: 10 launches of p = 8, each under 5 minutes.
set -euo pipefail
D=docs/results/2026-11-26-carryover
BEFORE=${BEFORE:?a built checkout of c810953}
AFTER=$PWD
H=$(bin/mpj-cluster up --nodes 8 --slots 1 --rate 1gbit --burst 16k | tail -1)
suite() { # build, csv, extra suite arguments...
  local dir=$BEFORE; [ "$1" = after ] && dir=$AFTER
  local out=$AFTER/$D/$2; shift 2
  (cd "$dir" && timeout 300 bin/mpjrun -np 8 --hostfile "$H" --jvm-opt "-Dmpj.coll.tuning=$AFTER/docs/results/2026-11-26-measured-choice/calibrate-16k/tuning.txt" \
    -cp mpj-bench-suite/target/mpj-bench-suite.jar io.mpj.bench.suite.BenchMain --library ours --device shm --tests Bcast \
    --warmup 20 --jit-warmup 2000 --out "$out" "$@")
}
# 1. linear under four names between the other algorithms
for round in 1 2; do for build in before after; do
  suite $build copies-$build-$round.csv --sizes 16,4K,64K --reps 60 \
    --variants 'bcast=linear@1/chain/linear@2/scatter_allgather/linear@3/binomial/linear@4/hierarchical'
done; done
# 2. the confirmation's Bcast at p = 8, its table binding hierarchical below 20 KiB
for round in 1 2 3; do for build in before after; do
  suite $build table-$build-$round.csv --sizes 0,16,256,4K --reps 50 --samples "$AFTER/$D/table-$build-$round-samples.csv" \
    --variants 'bcast=binomial/linear/scatter_allgather/chain/hierarchical/table/table@2'
  gzip -9 "$D/table-$build-$round-samples.csv"
done; done
bin/mpj-cluster down
python3 $D/analyse.py $D
