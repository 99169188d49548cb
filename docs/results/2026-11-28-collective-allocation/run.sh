#!/usr/bin/env bash
# Allocation per call and small-collective latency, this build against BASE (a built checkout of the
# commit before). Run from the project root of a built checkout; about 8 minutes.
set -euo pipefail
BASE=${BASE:?a built checkout of the commit before}
OUT=${OUT:-results/collective-allocation}
mkdir -p "$OUT/classes"
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$OUT/classes" docs/results/2026-11-27-blocking-allocation/harness/AllocPerCall.java
for build in before after; do
  root=$PWD; [ $build = before ] && root=$BASE
  for dev in shm nio; do
    echo "# $build, --dev $dev"
    "$root/bin/mpjrun" -np 2 --dev $dev --jvm-opt -Dcalls=200000 -cp "$OUT/classes" AllocPerCall | grep "B/call" | sort
  done
done > "$OUT/alloc.txt"
bin/mpj-bench compare --libs ours --baseline "$BASE" --tests Barrier,Bcast,Reduce,Allreduce,Allgather,Scan \
  --sizes 8,1K --reps 2000 --rounds 5 --np 2 --out "$OUT/latency-a"
bin/mpj-bench compare --libs ours --baseline "$BASE" --tests Barrier,Allreduce,Reduce \
  --sizes 8 --reps 3000 --rounds 8 --np 2 --out "$OUT/latency-b"
bin/mpj-bench compare --libs ours --baseline "$BASE" --tests Bcast,Allgather \
  --sizes 8,1K --reps 3000 --rounds 8 --np 2 --out "$OUT/latency-c"
# Non-blocking exchange and blocking round trip, builds alternating (BASE_NB a built checkout of a1fd5e4,
# TRIED one of fa51b7f, BASE_BLOCKING one of fef006e); the tables in README.md come from these.
javac -cp mpj-core/target/mpj-core-0.1.0.jar -d "$OUT/classes" docs/results/2026-11-28-collective-allocation/harness/*.java
for round in 1 2 3 4 5 6; do for root in "$BASE_NB" "$TRIED"; do
  echo "$round shm $root $("$root/bin/mpjrun" -np 2 --dev shm -cp "$OUT/classes" NonBlockingExchange | grep exchange)"
done; done > "$OUT/nonblocking-exchange.txt"
for round in 1 2 3 4 5 6 7; do for root in "$BASE_BLOCKING" "$BASE_NB"; do
  echo "$round shm $root $("$root/bin/mpjrun" -np 2 --dev shm -cp "$OUT/classes" BlockingPingPong | grep roundtrip)"
done; done > "$OUT/blocking-pingpong.txt"
